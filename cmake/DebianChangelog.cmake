# Run at build time (cmake -P, from cmake/Install.cmake): the Debian changelog of the package,
# dated by the sources (cmake/SourceDate.cmake), never by the time of the build, so that two
# builds of one tree give the same file.
# cmake -DSOURCE_DIR=... -DPROJECT_VERSION=... -DOUT=.../changelog -P DebianChangelog.cmake
include(${CMAKE_CURRENT_LIST_DIR}/SourceDate.cmake)
rano_source_date_epoch(${SOURCE_DIR} epoch)
# string(TIMESTAMP) gives the time SOURCE_DATE_EPOCH says instead of the current time.
set(ENV{SOURCE_DATE_EPOCH} ${epoch})
string(TIMESTAMP RANO_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(${SOURCE_DIR}/resources/debian/changelog.in ${OUT} @ONLY)
