# The PNG sizes of Rano's icons, drawn from their SVGs at build time (rsvg-convert, from
# librsvg2-bin): the application's icon (the menu's, and the window's under X11, which takes
# it from the program: app/gui/appicon.cpp) and the icon of Rano's files (the MIME types of
# resources/desktop/io.github.rano.Rano.mime.xml). Included where the program is defined
# (app/), so that its resources may hold them; cmake/Install.cmake installs them from the
# global properties RANO_APP_ICON_PNGS and RANO_FILE_ICON_PNGS.
find_program(RANO_RSVG_CONVERT rsvg-convert)
if(NOT RANO_RSVG_CONVERT)
    message(FATAL_ERROR "rsvg-convert not found: install librsvg2-bin (./rano does)")
endif()

set(RANO_ICON_SIZES 16 22 24 32 48 64 128 256)

# rano_draw_icon(NAME OUT_VAR): BINARY_DIR/icons/SIZExSIZE/NAME.png for every size, from
# resources/desktop/NAME.svg.
function(rano_draw_icon name out_var)
    set(svg ${PROJECT_SOURCE_DIR}/resources/desktop/${name}.svg)
    set(pngs)
    foreach(size ${RANO_ICON_SIZES})
        set(dir ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size})
        add_custom_command(OUTPUT ${dir}/${name}.png
            COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
            COMMAND ${RANO_RSVG_CONVERT} -w ${size} -h ${size} -o ${dir}/${name}.png ${svg}
            DEPENDS ${svg}
            VERBATIM)
        list(APPEND pngs ${dir}/${name}.png)
    endforeach()
    set(${out_var} ${pngs} PARENT_SCOPE)
endfunction()

rano_draw_icon(io.github.rano.Rano rano_app_icon_pngs)
rano_draw_icon(io.github.rano.Rano-file rano_file_icon_pngs)
add_custom_target(rano_icons ALL DEPENDS ${rano_app_icon_pngs} ${rano_file_icon_pngs})
set_property(GLOBAL PROPERTY RANO_APP_ICON_PNGS ${rano_app_icon_pngs})
set_property(GLOBAL PROPERTY RANO_FILE_ICON_PNGS ${rano_file_icon_pngs})
