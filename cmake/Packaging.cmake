# The Debian package: `./rano package` (cpack -G DEB) writes build/rano_VERSION_amd64.deb from
# what cmake/Install.cmake installs. Its dependencies on libraries are computed from the
# binaries (dpkg-shlibdeps); only what they cannot show is named here.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME rano)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Rano developers")
set(CPACK_PACKAGE_CONTACT "The Rano developers <rano-games@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Easter Island board games: Volcanic Isle and Rapa Nui")
set(CPACK_PACKAGE_HOMEPAGE_URL https://github.com/rano-games/rano)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# Debian wants a game's programs in /usr/games (policy 11.11; `cmake --install` keeps bin/)
# and without the compiler's .comment and .note sections: cmake/DebianStaging.cmake.
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/DebianStaging.cmake)
set(CPACK_RANO_SOURCE_DIR ${PROJECT_SOURCE_DIR})
# Directories 0755 whatever the umask of the machine that builds the package.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# rano_VERSION_ARCH.deb, the architecture from dpkg (amd64 on a PC).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; CPack indents these lines and turns the
# empty one into " .", as debian/control wants.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Rano is a table for three board games set on Easter Island, played against
the computer at several levels or with friends at the same screen:
Volcanic Isle (settle the doomed continent of Mu and outlast the lava and
the sea), Rapa Nui the board game (sculpt, carry and erect Moai) and
Rapa Nui the card game (draft islanders and give the gods the right
sacrifices). Games are saved, resumed and reviewed move by move with the
computer's analysis, and a continent editor builds new islands.

The package also holds rano-cli, a headless tool that plays AI matches,
checks replays and speaks a JSON-lines engine protocol, and rano-server,
which hosts tables for friends on other computers (a systemd unit,
not enabled).")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# QML imports are resolved at run time, so dpkg-shlibdeps cannot see these modules in the
# binaries: every `import` in qml/ needs its module package; likewise the SQLite driver the
# library's index loads (docs/library.md). (Allowed by issue 54: libraries are still
# computed, only the modules loaded at run time are named.)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, \
qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtquick-shapes, \
qml6-module-qtquick-dialogs, qml6-module-qtqml-workerscript, qml6-module-qt-labs-settings, \
qml6-module-qt-labs-folderlistmodel, libqt6sql6-sqlite")
# The theme's fonts (CJK for Japanese) and Qt's own translations: Rano runs without them,
# only less well.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, fonts-dejavu-core, qt6-translations-l10n")

include(CPack)
