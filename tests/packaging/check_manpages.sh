#!/usr/bin/env bash
# The man pages are written by hand; this keeps them true: every command and every option
# `rano-cli --help` names must appear in rano-cli's page, every file of the Library
# (docs/library.md) in rano's, and every option of `rano-server --help` in rano-server's.
# usage: check_manpages.sh RANO_CLI RANO_CLI_MAN_PAGE_GZ RANO_MAN_PAGE_GZ RANO_SERVER RANO_SERVER_MAN_PAGE_GZ
set -euo pipefail
cli="$1"
page="$2"
rano_page="$3"
server="$4"
server_page="$5"

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

# rano's page names where the Library keeps its games and its index (docs/library.md).
rano_text="$(gzip -dc "$rano_page" | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g')"
for file in Documents/Rano/Games/ Documents/Rano/Games/Abandoned/ games-in-progress/ \
    library.sqlite library-pictures/ deleted-games/; do
    if ! grep -qF -- "$file" <<<"$rano_text"; then
        echo "man page $rano_page lacks the Library's $file (docs/library.md)" >&2
        missing=1
    fi
done
# rano-server's page names each of its options.
server_text="$(gzip -dc "$server_page" | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g')"
for option in $("$server" --help | grep -oE -- '--[a-z][a-z-]*' | sort -u); do
    if ! grep -qF -- "$option" <<<"$server_text"; then
        echo "man page $server_page lacks '$option' (in rano-server --help)" >&2
        missing=1
    fi
done
((missing == 0)) && echo "man pages: every command and option of rano-cli --help, every file of the Library, every option of rano-server --help"
exit "$missing"
