#!/usr/bin/env bash
# rano-cli's man page is written by hand; this keeps it true to `rano-cli --help`: every
# command and every option the help names must appear in the page.
# usage: check_manpages.sh RANO_CLI MAN_PAGE_GZ
set -euo pipefail
cli="$1"
page="$2"

help="$("$cli" --help)"
# The page as a reader sees it: roff escapes undone (\- is -, \fB...\fR fonts dropped).
text="$(gzip -dc "$page" | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g')"

missing=0
check() {
    if ! grep -qF -- "$1" <<<"$text"; then
        echo "man page $page lacks '$1' (in rano-cli --help)" >&2
        missing=1
    fi
}
# Commands: the first word of each help line indented by two spaces, and map's sub-commands.
for command in $(sed -n 's/^  \([a-z][a-z-]*\).*/\1/p' <<<"$help" | sort -u); do
    check "$command"
done
for sub in $(sed -n 's/^  map \([a-z]*\).*/\1/p' <<<"$help" | sort -u); do
    check "map $sub"
done
# Options: every --word anywhere in the help, and the game ids.
for option in $(grep -oE -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
    check "$option"
done
for game in $(grep -oE -- '--game [a-z|-]+' <<<"$help" | head -1 | cut -d' ' -f2 | tr '|' ' '); do
    check "$game"
done
# The AI levels the help lists.
for level in $(sed -n 's/.*(levels: \(.*\)).*/\1/p' <<<"$help" | tr -d ','); do
    check "$level"
done
((missing == 0)) && echo "man page: every command and option of rano-cli --help is there"
exit "$missing"
