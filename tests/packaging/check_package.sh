#!/usr/bin/env bash
# The Debian package, checked as a desktop and a player would use it (docs/install.md):
# built with CPack into a temporary folder, checked by lintian, desktop-file-validate and
# appstreamcli, extracted into a temporary root whose rano-cli plays a game and whose rano
# starts and quits, and whose MIME database maps a saved game to Rano's type.
# usage: check_package.sh BUILD_DIR VERSION SOURCE_DIR
set -euo pipefail
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
step() { echo "== $*"; }

step "cpack -G DEB"
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out" >"$tmp/cpack.log" 2>&1 ||
    { cat "$tmp/cpack.log"; fail "cpack failed"; }
deb="$tmp/out/rano_${version}_$(dpkg --print-architecture).deb"
[[ -f "$deb" ]] || fail "no $deb (cpack wrote: $(ls "$tmp/out"))"

step "control: the version, libraries computed by dpkg-shlibdeps, the QML modules"
control="$(dpkg-deb -f "$deb")"
echo "$control" | grep -E '^(Package|Version|Depends|Recommends):'
grep -qx "Version: $version" <<<"$control" || fail "the package's version is not $version"
grep -q 'libqt6quick6' <<<"$control" || fail "Depends lacks libqt6quick6: shlibdeps did not run"
grep -q 'qml6-module-qtquick-controls' <<<"$control" || fail "Depends lacks the QML modules"

step "lintian (no errors; pedantic: no hardening flag missing)"
lintian --fail-on error --display-info --pedantic --tag-display-limit 0 "$deb" | tee "$tmp/lintian.log" ||
    fail "lintian found errors"
echo "lintian: $(grep -c '^E:' "$tmp/lintian.log" || true) errors," \
    "$(grep -c '^W:' "$tmp/lintian.log" || true) warnings"
# The programs are built with Debian's hardening flags (cmake/Hardening.cmake).
if grep -E ' hardening-' "$tmp/lintian.log"; then
    fail "lintian finds a hardening flag missing"
fi

step "dpkg-deb -x into a temporary root"
root="$tmp/root"
dpkg-deb -x "$deb" "$root"
share="$root/usr/share"
id=io.github.rano.Rano
for f in usr/games/rano usr/games/rano-cli usr/share/applications/$id.desktop \
    usr/share/metainfo/$id.metainfo.xml usr/share/mime/packages/$id.xml \
    usr/share/icons/hicolor/scalable/apps/$id.svg usr/share/icons/hicolor/48x48/apps/$id.png \
    usr/share/icons/hicolor/256x256/apps/$id.png usr/share/icons/hicolor/scalable/mimetypes/$id-file.svg \
    usr/share/icons/hicolor/48x48/mimetypes/$id-file.png usr/share/thumbnailers/$id.thumbnailer \
    usr/share/man/man6/rano.6.gz usr/share/man/man6/rano-cli.6.gz usr/share/doc/rano/copyright \
    usr/games/rano-server usr/share/man/man6/rano-server.6.gz lib/systemd/system/rano-server.service; do
    [[ -e "$root/$f" ]] || fail "the package lacks /$f"
done
file "$root/usr/games/rano" | grep -q 'stripped' && ! file "$root/usr/games/rano" | grep -q 'not stripped' ||
    fail "rano is not stripped"
# Nothing in the programs points into the source tree or the build folder.
for program in rano rano-cli rano-server; do
    if grep -qaF -e "$source/" -e "$build/" "$root/usr/games/$program"; then
        fail "$program names the source or build folder: $(grep -aoF -e "$source/" -e "$build/" "$root/usr/games/$program" | head -3)"
    fi
done

step "desktop-file-validate, appstreamcli validate --no-net"
desktop-file-validate "$share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" || fail "appstreamcli validate"
# Each screenshot the metainfo shows is a file of docs/screenshots of the declared size.
shots="$(sed -n 's|.*<image type="source" width="\([0-9]*\)" height="\([0-9]*\)">https://github.com/rano-games/rano/raw/main/\([^<]*\)</image>.*|\3 \1 x \2|p' \
    "$share/metainfo/$id.metainfo.xml")"
[[ "$(grep -c '<image' "$share/metainfo/$id.metainfo.xml")" == "$(wc -l <<<"$shots")" ]] ||
    fail "a metainfo screenshot is not a file of the repository's main branch"
while read -r shot w x h; do
    [[ -f "$source/$shot" ]] || fail "the metainfo shows $shot, which is not in the sources"
    file "$source/$shot" | grep -q "PNG image data, $w x $h," || fail "$shot is not $w x $h"
done <<<"$shots"
newest="$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$share/metainfo/$id.metainfo.xml" | head -1)"
[[ "$newest" == "$version" ]] ||
    fail "the metainfo's newest release is $newest, the project's version $version: add a <release>"

# Run from the root, with nothing from the build: no library path, another working folder,
# a home of its own (Rano's settings and autosaves go there, not to the user's).
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share"
export XDG_RUNTIME_DIR="$tmp/runtime"
mkdir -p "$HOME" && mkdir -m 0700 "$XDG_RUNTIME_DIR"
cd "$tmp"
unset LD_LIBRARY_PATH

step "the extracted rano-cli plays a game"
[[ "$("$root/usr/games/rano-cli" --version)" == "rano-cli $version" ]] || fail "rano-cli --version"
"$root/usr/games/rano-cli" play --players ai:greedy,ai:random --seed 1 --out "$tmp/saved.rano.json" ||
    fail "rano-cli play"
"$root/usr/games/rano-cli" replay "$tmp/saved.rano.json" --verify || fail "rano-cli replay --verify"

step "the extracted rano-server listens on loopback, then stops"
"$root/usr/games/rano-server" --version | grep -qF "$version" || fail "rano-server --version"
"$root/usr/games/rano-server" --listen 127.0.0.1 --port 0 --data "$tmp/server" >"$tmp/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 50); do
    grep -q 'listening on ws://127.0.0.1:' "$tmp/server.log" && break
    sleep 0.2
done
grep -q 'listening on ws://127.0.0.1:' "$tmp/server.log" || fail "rano-server: $(cat "$tmp/server.log")"
kill "$server_pid" && wait "$server_pid" || true

step "the extracted rano starts (offscreen), draws, and quits with 0"
# RANO_PROBE: the app writes its first frame's time when it quits, RANO_PROBE_SECONDS after start.
for args in "" "$tmp/saved.rano.json"; do
    rm -f "$tmp/probe.json"
    # shellcheck disable=SC2086 # no argument at all for the first run
    QT_QPA_PLATFORM=offscreen RANO_PROBE="$tmp/probe.json" RANO_PROBE_SECONDS=4 \
        timeout 120 "$root/usr/games/rano" $args || fail "rano ${args:-(home screen)} exited with $?"
    grep -qE '"first_frame_ms": *[0-9.]+[,}]' "$tmp/probe.json" && ! grep -q '"first_frame_ms": *-' "$tmp/probe.json" ||
        fail "rano ${args:-(home screen)} drew no frame: $(cat "$tmp/probe.json" 2>/dev/null)"
    echo "rano ${args:-(home screen)}: exit 0, $(grep -oE '"first_frame_ms": *[0-9.]+' "$tmp/probe.json")"
done

step "the MIME database of the root names Rano's files"
# XDG_CURRENT_DESKTOP=GNOME: xdg-mime asks GIO, which reads the shared-mime-info database as
# GNOME's file manager does (without it xdg-mime may ask file(1), which knows none of this).
export XDG_DATA_DIRS="$share:/usr/share" XDG_CURRENT_DESKTOP=GNOME
update-mime-database "$share/mime"
update-desktop-database "$share/applications"
"$root/usr/games/rano-cli" map random --seed 3 --out "$tmp/island"
cp "$tmp/saved.rano.json" "$tmp/saved"
cp "$source/resources/rapanui/board-2.json" "$tmp/board"
expect_type() {
    local got
    got="$(xdg-mime query filetype "$1")"
    echo "$(basename "$1"): $got"
    [[ "$got" == "$2" ]] || fail "$1 is $got, not $2"
}
expect_type "$tmp/saved.rano.json" application/x-rano-game # by name (glob)
expect_type "$tmp/saved" application/x-rano-game           # by content (magic)
expect_type "$tmp/island" application/x-rano-continent
expect_type "$tmp/board" application/x-rano-rapa-nui-board
# Each type's icon, as GIO names it for a file manager, is one the package installs.
for type in application/x-rano-game application/x-rano-continent application/x-rano-rapa-nui-board; do
    icon="$(sed -n "/type=\"${type//\//\\/}\"/,/<\/mime-type>/s/.*<icon name=\"\([^\"]*\)\".*/\1/p" \
        "$share/mime/packages/$id.xml")"
    [[ -n "$icon" ]] || fail "$type names no icon"
    [[ -f "$share/icons/hicolor/scalable/mimetypes/$icon.svg" && -f "$share/icons/hicolor/32x32/mimetypes/$icon.png" ]] ||
        fail "$type's icon $icon is not in the package"
done
gio_icon="$(gio info -a standard::icon "$tmp/saved.rano.json" | sed -n 's/.*standard::icon: //p')"
echo "a saved game's icons (GIO): $gio_icon"
[[ "$gio_icon" == "$id-file,"* ]] || fail "GIO gives a saved game the icons '$gio_icon', not $id-file first"

# The thumbnailer a file manager finds for a saved game, run as it would run it.
thumbnailer="$share/thumbnailers/$id.thumbnailer"
grep -qx 'MimeType=application/x-rano-game;' "$thumbnailer" || fail "the thumbnailer is not for saved games"
exec_line="$(sed -n 's/^Exec=//p' "$thumbnailer")"
read -r -a command <<<"${exec_line//%i/$tmp/saved.rano.json}"
command=("${command[@]//%o/$tmp/thumbnail.png}")
command=("${command[@]//%s/128}")
[[ "${command[0]}" == rano ]] || fail "the thumbnailer runs ${command[0]}, not rano"
(unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM && "$root/usr/games/rano" "${command[@]:1}") ||
    fail "the thumbnailer failed on a saved game"
file "$tmp/thumbnail.png" | grep -qE 'PNG image data, (128 x [0-9]+|[0-9]+ x 128),' ||
    fail "the thumbnail is not a PNG of 128 pixels: $(file "$tmp/thumbnail.png")"
echo "thumbnail: $(file -b "$tmp/thumbnail.png")"

opener="$(xdg-mime query default application/x-rano-game)"
echo "application/x-rano-game opens with: $opener"
[[ "$opener" == "$id.desktop" ]] || fail "a saved game opens with '$opener', not $id.desktop"

echo "packaging: all checks passed"
