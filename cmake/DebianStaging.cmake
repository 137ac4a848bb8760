# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) on the staged files before it builds the .deb, for
# what Debian's conventions want beyond `cmake --install`:
# - the programs move from usr/bin to usr/games, where policy 11.11 puts a game's binaries;
# - rano-server's systemd unit moves to lib/systemd/system;
# - they lose the compiler's .comment and .note sections, as dh_strip does (CPack has only
#   stripped their symbols);
# - every member of the package is dated by the sources (cmake/SourceDate.cmake): CPack's
#   archives take SOURCE_DATE_EPOCH for the time of each file, so two packages of one tree
#   are the same bytes (tests/packaging/check_reproducible.sh).
set(staged "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${staged}/bin")
    message(FATAL_ERROR "DebianStaging.cmake: no ${staged}/bin to move")
endif()
file(REMOVE_RECURSE "${staged}/games")
file(RENAME "${staged}/bin" "${staged}/games")
# rano-server's systemd unit where Debian 12 keeps units: /lib/systemd/system.
if(IS_DIRECTORY "${staged}/lib/systemd")
    file(MAKE_DIRECTORY "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/lib")
    file(REMOVE_RECURSE "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/lib/systemd")
    file(RENAME "${staged}/lib/systemd" "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/lib/systemd")
    file(GLOB rest "${staged}/lib/*")
    if(NOT rest)
        file(REMOVE_RECURSE "${staged}/lib")
    endif()
endif()
file(GLOB programs "${staged}/games/*")
foreach(program ${programs})
    execute_process(COMMAND strip --remove-section=.comment --remove-section=.note ${program}
                    COMMAND_ERROR_IS_FATAL ANY)
endforeach()

include(${CPACK_RANO_SOURCE_DIR}/cmake/SourceDate.cmake)
rano_source_date_epoch(${CPACK_RANO_SOURCE_DIR} epoch)
set(ENV{SOURCE_DATE_EPOCH} ${epoch})
