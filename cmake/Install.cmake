# What `cmake --install` puts where (GNUInstallDirs): the two programs, and what a desktop
# needs to show Rano in its menu, in software centres and in file managers, and `man rano-cli`.
# Everything the programs read at run time is compiled in (QML, translations, the shipped
# continents and boards); nothing here is read by them.
include(GNUInstallDirs)

set(rano_desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)
set(rano_app_id io.github.rano.Rano)

# The shipped programs resolve every symbol at start, behind a read-only relocation table
# (Debian's hardening flags relro and bindnow; lintian looks for them).
foreach(program rano rano-cli)
    target_link_options(${program} PRIVATE LINKER:-z,relro LINKER:-z,now)
endforeach()

install(TARGETS rano rano-cli
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
    BUNDLE DESTINATION .)

install(FILES ${rano_desktop_dir}/${rano_app_id}.desktop
    DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${rano_desktop_dir}/${rano_app_id}.metainfo.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${rano_desktop_dir}/${rano_app_id}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${rano_app_id}.xml)
install(FILES ${rano_desktop_dir}/${rano_app_id}.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

# The icon's PNG sizes, drawn from the SVG at build time (rsvg-convert: librsvg2-bin).
find_program(RANO_RSVG_CONVERT rsvg-convert)
if(NOT RANO_RSVG_CONVERT)
    message(FATAL_ERROR "rsvg-convert not found: install librsvg2-bin (./rano does)")
endif()
set(rano_icon_pngs)
foreach(size 16 22 24 32 48 64 128 256)
    set(png ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size}/${rano_app_id}.png)
    add_custom_command(OUTPUT ${png}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_CURRENT_BINARY_DIR}/icons/${size}x${size}
        COMMAND ${RANO_RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${rano_desktop_dir}/${rano_app_id}.svg
        DEPENDS ${rano_desktop_dir}/${rano_app_id}.svg
        VERBATIM)
    list(APPEND rano_icon_pngs ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()

# Man pages (section 6, games), with the version filled in, compressed as Debian wants them.
set(rano_man_pages)
foreach(page rano rano-cli)
    configure_file(${PROJECT_SOURCE_DIR}/resources/man/${page}.6
                   ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.6 @ONLY)
    set(gz ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.6.gz)
    add_custom_command(OUTPUT ${gz}
        COMMAND sh -c "gzip -9n < '${CMAKE_CURRENT_BINARY_DIR}/man/${page}.6' > '${gz}'"
        DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.6
        VERBATIM)
    list(APPEND rano_man_pages ${gz})
    install(FILES ${gz} DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()

# The package's own documents, where Debian looks for them (/usr/share/doc/rano).
set(rano_doc_dir ${CMAKE_INSTALL_DATAROOTDIR}/doc/rano)
string(TIMESTAMP RANO_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(${PROJECT_SOURCE_DIR}/resources/debian/changelog.in
               ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog @ONLY)
set(rano_changelog_gz ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog.gz)
add_custom_command(OUTPUT ${rano_changelog_gz}
    COMMAND sh -c "gzip -9n < '${CMAKE_CURRENT_BINARY_DIR}/debian/changelog' > '${rano_changelog_gz}'"
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog
    VERBATIM)
install(FILES ${rano_changelog_gz} DESTINATION ${rano_doc_dir})
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright DESTINATION ${rano_doc_dir})

add_custom_target(rano_install_data ALL DEPENDS ${rano_icon_pngs} ${rano_man_pages} ${rano_changelog_gz})
