#!/usr/bin/env bash
# Under X11 a window's icon is the program's own (_NET_WM_ICON), not the desktop entry's: Rano
# started on a virtual X server (Xvfb) must give its window the icon at the sizes a title bar,
# a task switcher and a dock take.
# usage: check_window_icon.sh RANO
set -euo pipefail
rano="$1"

tmp="$(mktemp -d)"
xvfb=""
app=""
cleanup() {
    [[ -n "$app" ]] && kill "$app" 2>/dev/null
    [[ -n "$xvfb" ]] && kill "$xvfb" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# A display number of its own: Xvfb writes the one it took.
exec {fd}>"$tmp/display"
Xvfb -displayfd "$fd" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 150); do [[ -s "$tmp/display" ]] && break; sleep 0.1; done
[[ -s "$tmp/display" ]] || fail "Xvfb did not start: $(cat "$tmp/xvfb.log")"
export DISPLAY=":$(head -1 "$tmp/display")"

# A home of its own, so the player's settings and games are never touched.
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share"
export XDG_RUNTIME_DIR="$tmp/runtime"
mkdir -p "$HOME" && mkdir -m 0700 "$XDG_RUNTIME_DIR"
unset QT_QPA_PLATFORM WAYLAND_DISPLAY
RANO_PROBE="$tmp/probe.json" RANO_PROBE_SECONDS=60 "$rano" >"$tmp/rano.log" 2>&1 &
app=$!

# xwininfo fails now and then while the app creates and destroys its windows (a window gone
# between listing and reading it), and a window may be listed before its icon is set: both are
# read again until they answer, never taken as the result of one look.
window=""
for _ in $(seq 300); do
    window="$({ xwininfo -root -tree 2>/dev/null || true; } | sed -n 's/^ *\(0x[0-9a-f]*\) "Rano": ("rano" "Rano").*/\1/p' | head -1 || true)"
    [[ -n "$window" ]] && break
    kill -0 "$app" 2>/dev/null || fail "rano exited: $(cat "$tmp/rano.log")"
    sleep 0.1
done
[[ -n "$window" ]] || fail "no window of Rano's on $DISPLAY"
sizes=""
for _ in $(seq 100); do
    sizes="$({ xprop -id "$window" _NET_WM_ICON 2>/dev/null || true; } | { grep -o 'Icon ([0-9]* x [0-9]*)' || true; } | tr '\n' ' ')"
    [[ "$sizes" == *"128 x 128"* ]] && break
    sleep 0.1
done
echo "Rano's window $window: $sizes"
for size in 16 32 48 128; do
    grep -q "Icon ($size x $size)" <<<"$sizes" || fail "the window has no icon of $size x $size (_NET_WM_ICON: ${sizes:-none})"
done
echo "window icon: set"
