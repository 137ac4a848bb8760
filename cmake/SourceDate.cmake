# The one date a build of Rano's sources carries, so that two builds of one tree give the same
# package byte for byte (reproducible builds): SOURCE_DATE_EPOCH when the builder sets it
# (https://reproducible-builds.org/specs/source-date-epoch/), else the time of the last
# commit, else (sources without their git history) the newest release of the metainfo.
# rano_source_date_epoch(SOURCE_DIR OUT_VAR): seconds since 1970, UTC.
function(rano_source_date_epoch source_dir out_var)
    if(DEFINED ENV{SOURCE_DATE_EPOCH} AND "$ENV{SOURCE_DATE_EPOCH}" MATCHES "^[0-9]+$")
        set(${out_var} $ENV{SOURCE_DATE_EPOCH} PARENT_SCOPE)
        return()
    endif()
    find_program(RANO_GIT git)
    if(RANO_GIT)
        execute_process(COMMAND ${RANO_GIT} -C ${source_dir} log -1 --format=%ct
                        OUTPUT_VARIABLE epoch OUTPUT_STRIP_TRAILING_WHITESPACE
                        RESULT_VARIABLE status ERROR_QUIET)
        if(status EQUAL 0 AND epoch MATCHES "^[0-9]+$")
            set(${out_var} ${epoch} PARENT_SCOPE)
            return()
        endif()
    endif()
    file(STRINGS ${source_dir}/resources/desktop/io.github.rano.Rano.metainfo.xml releases
         REGEX "<release version=\"[^\"]*\" date=\"[0-9-]+\"")
    list(GET releases 0 newest)
    string(REGEX REPLACE ".* date=\"([0-9-]+)\".*" "\\1" date "${newest}")
    execute_process(COMMAND date -u -d "${date}" +%s OUTPUT_VARIABLE epoch
                    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
    set(${out_var} ${epoch} PARENT_SCOPE)
endfunction()
