# Debian's hardening flags (dpkg-buildflags with hardening=+all; lintian looks for them in
# the package's programs), for every optimised build that is not a sanitizer's:
# - _FORTIFY_SOURCE=2: the C library checks the bounds of memcpy, sprintf and the like where
#   the compiler knows them (it needs optimisation; ASan checks more, and the two clash);
# - the stack protector for every function with an array or an address taken;
# - position-independent executables (address space randomisation): Debian's gcc makes them
#   by default; forcing position-independent code on every library instead would compile the
#   engine as a shared library's code, unable to inline across its own functions;
# - every symbol resolved at start, behind a read-only relocation table (relro, bindnow).
if(NOT RANO_SANITIZE AND NOT RANO_FUZZ)
    add_compile_definitions($<$<CONFIG:Release,RelWithDebInfo,MinSizeRel>:_FORTIFY_SOURCE=2>)
endif()
add_compile_options(-fstack-protector-strong)
add_link_options(LINKER:-z,relro LINKER:-z,now)
