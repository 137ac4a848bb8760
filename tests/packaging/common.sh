# What every package check begins with (sourced): its three arguments, a temporary folder
# removed on exit, and fail.
# usage: source common.sh BUILD_DIR VERSION SOURCE_DIR
build="$1"
version="$2"
source="$3"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
