#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one AT-SPI test script against the real app on a D-Bus session of its
# own with the accessibility bus (at-spi-bus-launcher, at-spi2-registryd),
# under Xvfb when there is no display: the test never uses the desktop's
# buses, and passes whether the caller has a session bus or not.
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
for tool in dbus-run-session xdotool /usr/libexec/at-spi-bus-launcher; do
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
inner=(dbus-run-session -- "$py" "$here/$script" "$app" "$@")
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "${inner[@]}"
fi
exec "${inner[@]}"
