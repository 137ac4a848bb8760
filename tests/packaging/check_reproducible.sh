#!/usr/bin/env bash
# Two packages of one build are the same bytes (reproducible builds): CPack runs twice, a
# couple of seconds apart, into two temporary folders, and the two .deb files must be
# identical; the package's changelog is dated by the sources (cmake/SourceDate.cmake: the
# last commit), not by the build. Only the packaging step runs twice: the programs are the
# build's, so what this checks is every date, order and owner CPack and the build's data
# steps put in the package.
# usage: check_reproducible.sh BUILD_DIR VERSION SOURCE_DIR
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

deb_name="rano_${version}_$(dpkg --print-architecture).deb"
for run in 1 2; do
    ((run == 1)) || sleep 2 # the second package's files are installed at another second
    cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/$run" >"$tmp/cpack-$run.log" 2>&1 ||
        { cat "$tmp/cpack-$run.log"; fail "cpack run $run failed"; }
    [[ -f "$tmp/$run/$deb_name" ]] || fail "cpack run $run wrote no $deb_name"
done

if ! cmp "$tmp/1/$deb_name" "$tmp/2/$deb_name"; then
    # Say which member differs, and how, before failing.
    for run in 1 2; do
        mkdir -p "$tmp/x$run" && (cd "$tmp/x$run" && ar x "$tmp/$run/$deb_name")
        ar tv "$tmp/$run/$deb_name"
        tar -tvf "$tmp/x$run"/data.tar.* | head -5
    done
    fail "two packages of one build differ"
fi
echo "two packages of one build: identical ($(sha256sum <"$tmp/1/$deb_name" | cut -c1-16)…)"

# The changelog's date is the last commit's (or SOURCE_DATE_EPOCH's) when the build ran.
dpkg-deb -x "$tmp/1/$deb_name" "$tmp/root"
dated="$(gzip -dc "$tmp/root/usr/share/doc/rano/changelog.gz" | sed -n 's/^ -- .*>  \(.*\)$/\1/p')"
if [[ -n "${SOURCE_DATE_EPOCH:-}" ]]; then
    epoch="$SOURCE_DATE_EPOCH"
else
    epoch="$(git -C "$source" log -1 --format=%ct)"
fi
want="$(LC_ALL=C date -u -d "@$epoch" '+%a, %d %b %Y %H:%M:%S +0000')"
[[ "$dated" == "$want" ]] || fail "the changelog is dated '$dated', the sources '$want'"
# Every file of the package is dated so too (tar shows the times in TZ).
times="$(dpkg-deb --fsys-tarfile "$tmp/1/$deb_name" | TZ=UTC tar -tv --full-time |
    awk '{print $4 " " $5}' | sort -u)"
want_time="$(date -u -d "@$epoch" '+%Y-%m-%d %H:%M:%S')"
[[ "$times" == "$want_time" ]] || fail "the package's files are dated $(tr '\n' ' ' <<<"$times"), not $want_time"
echo "changelog and files dated $want (the sources)"
