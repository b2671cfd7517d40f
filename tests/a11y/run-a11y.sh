#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one AT-SPI test script against the real app on a D-Bus session of its
# own with the accessibility bus (at-spi-bus-launcher, at-spi2-registryd),
# under an Xvfb of its own: the test never uses the desktop's buses or
# display, and passes whether the caller has a session bus or not.
#   run-a11y.sh SCRIPT CHIMERA-BINARY SCHEMA-DIR [ARGS...]
set -euo pipefail
script=$1 app=$2 schemas=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
# Debian's python3-pyatspi is for the system's Python, not a pyenv one.
py=/usr/bin/python3
if ! "$py" -c 'import pyatspi' 2>/dev/null; then
  echo "1..0 # SKIP python3-pyatspi is not installed (tools/install-deps.sh)"
  exit 0
fi
for tool in dbus-run-session xdotool xprop /usr/libexec/at-spi-bus-launcher; do
  if ! command -v "$tool" >/dev/null; then
    echo "1..0 # SKIP $tool is missing (tools/install-deps.sh)"
    exit 0
  fi
done
export PYTHONPATH=$here${PYTHONPATH:+:$PYTHONPATH}
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$schemas
export LC_ALL=C.UTF-8 LANGUAGE=en ADW_DISABLE_PORTAL=1 GSK_RENDERER=cairo
export GTK_THEME=Adwaita
unset GTK_A11Y NO_AT_BRIDGE
# The app must never find another instance of itself, nor the desktop's
# accessibility bus: a bus of our own, whose activation starts the
# accessibility bus launcher; it in turn starts the registry daemon.
# The daemons print to the stdout they inherit: TAP goes to fd 3 instead.
exec 3>&1
export A11Y_TAP_FD=3
inner=(dbus-run-session -- "$py" "$here/$script" "$app" "$@")
# Always an X server of its own, even under CI's xvfb-run: the keys go to
# the window with the X focus, which on a shared display may be another
# test's.  Its number is the one the server picks itself (-displayfd):
# xvfb-run -a can pick a number another test's server is just taking.
if command -v Xvfb >/dev/null; then
  tmp=$(mktemp -d)
  trap 'kill "$xvfb" 2>/dev/null; rm -rf "$tmp"' EXIT
  mkfifo "$tmp/fd"
  Xvfb -displayfd 4 -screen 0 1280x1024x24 -nolisten tcp -noreset 4>"$tmp/fd" 2>"$tmp/xvfb.log" &
  xvfb=$!
  read -r -t 60 n <"$tmp/fd" || { cat "$tmp/xvfb.log" >&2; echo "Bail out! no Xvfb"; exit 1; }
  export DISPLAY=:$n
fi
# An X server without -noreset (xvfb-run's) starts afresh, refusing
# connections for a moment, each time its last client goes, as the
# accessibility bus launcher does right after it starts: one client kept
# connected for the whole test stops that.
for _ in $(seq 1 100); do
  xprop -root -spy >/dev/null 2>&1 &
  pin=$!
  sleep 0.2
  kill -0 "$pin" 2>/dev/null && break
done
trap 'kill "$pin" 2>/dev/null; [ -n "${xvfb:-}" ] && kill "$xvfb" 2>/dev/null; rm -rf "${tmp:-/nonexistent}"' EXIT
"${inner[@]}" 1>&2
