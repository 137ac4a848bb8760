# What `cmake --install` puts where (GNUInstallDirs): the three programs, and what a desktop
# needs to show Rano in its menu, in software centres and in file managers, `man rano-cli`
# and `man rano-server`, and rano-server's systemd unit (not enabled).
# Everything the programs read at run time is compiled in (QML, translations, the shipped
# continents and boards); nothing here is read by them.
include(GNUInstallDirs)

set(rano_desktop_dir ${PROJECT_SOURCE_DIR}/resources/desktop)
set(rano_app_id io.github.rano.Rano)

# The programs are built with Debian's hardening flags: cmake/Hardening.cmake.
install(TARGETS rano rano-cli rano-server
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
# A saved game's position in file managers: `rano --thumbnail IN OUT SIZE` (app/gui/thumbnail.h).
install(FILES ${rano_desktop_dir}/${rano_app_id}.thumbnailer
    DESTINATION ${CMAKE_INSTALL_DATADIR}/thumbnailers)

# The icon Rano's MIME types name for its files, and both icons' PNG sizes (drawn at build
# time: cmake/Icons.cmake).
install(FILES ${rano_desktop_dir}/${rano_app_id}-file.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/mimetypes)
get_property(rano_app_icon_pngs GLOBAL PROPERTY RANO_APP_ICON_PNGS)
get_property(rano_file_icon_pngs GLOBAL PROPERTY RANO_FILE_ICON_PNGS)
foreach(context apps mimetypes)
    set(pngs ${rano_app_icon_pngs})
    if(context STREQUAL mimetypes)
        set(pngs ${rano_file_icon_pngs})
    endif()
    foreach(png ${pngs})
        get_filename_component(size_dir ${png} DIRECTORY)
        get_filename_component(size ${size_dir} NAME)
        install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}/${context})
    endforeach()
endforeach()

# Man pages (section 6, games), with the version filled in, compressed as Debian wants them.
set(rano_man_pages)
foreach(page rano rano-cli rano-server)
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

# rano-server as a systemd service, installed but not enabled (resources/server/).
install(FILES ${PROJECT_SOURCE_DIR}/resources/server/rano-server.service
    DESTINATION lib/systemd/system)

# The package's own documents, where Debian looks for them (/usr/share/doc/rano).
set(rano_doc_dir ${CMAKE_INSTALL_DATAROOTDIR}/doc/rano)
# Dated by the sources, not by the build (cmake/DebianChangelog.cmake): written again after
# each commit (the git log of HEAD changes), else only when its template does.
set(rano_changelog ${CMAKE_CURRENT_BINARY_DIR}/debian/changelog)
set(rano_changelog_gz ${rano_changelog}.gz)
set(rano_changelog_depends ${PROJECT_SOURCE_DIR}/resources/debian/changelog.in
    ${PROJECT_SOURCE_DIR}/cmake/DebianChangelog.cmake ${PROJECT_SOURCE_DIR}/cmake/SourceDate.cmake)
execute_process(COMMAND git -C ${PROJECT_SOURCE_DIR} rev-parse --absolute-git-dir
                OUTPUT_VARIABLE rano_git_dir OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(rano_git_dir AND EXISTS ${rano_git_dir}/logs/HEAD)
    list(APPEND rano_changelog_depends ${rano_git_dir}/logs/HEAD)
endif()
add_custom_command(OUTPUT ${rano_changelog} ${rano_changelog_gz}
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DPROJECT_VERSION=${PROJECT_VERSION}
            -DOUT=${rano_changelog} -P ${PROJECT_SOURCE_DIR}/cmake/DebianChangelog.cmake
    COMMAND sh -c "gzip -9n < '${rano_changelog}' > '${rano_changelog_gz}'"
    DEPENDS ${rano_changelog_depends}
    VERBATIM)
install(FILES ${rano_changelog_gz} DESTINATION ${rano_doc_dir})
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright DESTINATION ${rano_doc_dir})

add_custom_target(rano_install_data ALL DEPENDS ${rano_man_pages} ${rano_changelog_gz})
