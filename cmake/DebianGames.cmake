# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) on the staged files before it builds the .deb: the
# programs move from usr/bin to usr/games, where Debian policy (11.11) puts a game's binaries.
set(staged "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${staged}/bin")
    message(FATAL_ERROR "DebianGames.cmake: no ${staged}/bin to move")
endif()
file(REMOVE_RECURSE "${staged}/games")
file(RENAME "${staged}/bin" "${staged}/games")
