#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# D-Bus activation of the installed app, as GNOME's file manager and shell
# do it (DBusActivatable=true): on a private session bus that knows only
# the installed service file, org.freedesktop.Application.Open with two PGN
# files starts `chimera --gapplication-service`, which opens a window for
# each; a second Open reaches the same instance.  Needs a display (meson
# test runs under xvfb-run); prints TAP.
#   check-dbus-activation.sh BUILDDIR PREFIX BINDIR DATADIR SCHEMADIR
set -uo pipefail
build=$1 prefix=$2 bindir=$3 datadir=$4 schemas=$5
app=io.github.chimera.Chimera
path=/io/github/chimera/Chimera

if [ -z "${DISPLAY-}" ] && [ -z "${WAYLAND_DISPLAY-}" ]; then
  echo "1..0 # SKIP no display (run under xvfb-run)"
  exit 0
fi

dest=$(mktemp -d)
cleanup () {
  # The app quits through its own action, or when its bus goes; should it
  # not, this ends the one process the test's bus started, by its id.
  local pid
  pid=$(sed -n 's/^pids=//p' "$dest/out" 2>/dev/null)
  if [ -n "$pid" ] && grep -q "$dest" "/proc/$pid/cmdline" 2>/dev/null; then
    kill "$pid"
  fi
  rm -rf "$dest"
}
trap cleanup EXIT

n=0 failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () {
  n=$((n + 1))
  echo "not ok $n - $1"
  [ -n "${2-}" ] && printf '%s\n' "$2" | sed 's/^/# /'
  failed=$((failed + 1))
}
finish () { echo "1..$n"; exit $((failed > 0)); }

under () { case $1 in /*) echo "$dest$1" ;; *) echo "$dest$prefix/$1" ;; esac; }
case $bindir in /*) exe=$bindir/chimera ;; *) exe=$prefix/$bindir/chimera ;; esac
share=$(under "$datadir")

if meson install -C "$build" --destdir "$dest/root" --no-rebuild --quiet >"$dest/log" 2>&1; then
  ok "meson install --destdir succeeds"
else
  not_ok "meson install --destdir succeeds" "$(cat "$dest/log")"
  finish
fi
share=${share/#$dest/$dest/root}
service=$share/dbus-1/services/$app.service

# The installed service file, with its Exec moved into the DESTDIR: the one
# thing that differs from a real install.
mkdir -p "$dest/services"
if grep -qx "Exec=$exe --gapplication-service" "$service"; then
  ok "the installed service file starts $exe --gapplication-service"
else
  not_ok "the installed service file starts $exe --gapplication-service" "$(cat "$service")"
  finish
fi
sed "s|^Exec=$exe |Exec=$dest/root$exe |" "$service" >"$dest/services/$app.service"
cat >"$dest/session.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=$dest</listen>
  <servicedir>$dest/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF

# What the activated app inherits from the bus: a home of its own, the
# build tree's compiled schema, settings in memory, no portal.
export XDG_DATA_HOME=$dest/data XDG_CONFIG_HOME=$dest/config XDG_CACHE_HOME=$dest/cache \
  XDG_STATE_HOME=$dest/state GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=$schemas \
  ADW_DISABLE_PORTAL=1 GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo LC_ALL=C.UTF-8
mkdir -p "$XDG_DATA_HOME"
printf '[Variant "Zone X"]\n\n1. e2e4 e7e5 *\n' >"$dest/first.pgn"
printf '[Variant "diamond"]\n\n1. d3-d5 *\n' >"$dest/second.pgn"
printf '[Variant "zigzag"]\n\n*\n' >"$dest/third.pgn"

# Runs on the private bus: prints "name=VALUE" lines for the checks below.
on_bus () {
  call () { gdbus call --session --dest "$app" --object-path "$path" "$@"; }
  windows () {
    gdbus introspect --session --dest "$app" --object-path "$path/window" 2>/dev/null \
      | grep -c '^ *node [0-9]'
  }
  # The process that owns the app's name ("(uint32 PID,)" from the bus).
  owner () {
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.GetConnectionUnixProcessID "$app" 2>/dev/null \
      | sed -n 's/^(uint32 \([0-9]*\),)$/\1/p'
  }
  wait_windows () { # count
    for _ in $(seq 100); do
      [ "$(windows)" -ge "$1" ] && return 0
      sleep 0.2
    done
    return 1
  }
  if call --method org.freedesktop.Application.Open \
    "['file://$dest/first.pgn', 'file://$dest/second.pgn']" '{}' >/dev/null 2>"$dest/open.err"; then
    echo "open=ok"
  else
    echo "open=$(tr '\n' ' ' <"$dest/open.err")"
  fi
  wait_windows 2
  echo "windows=$(windows)"
  echo "pids=$(owner)"
  # The first window keeps the game in progress: the first file's game.
  for _ in $(seq 50); do
    grep -q 'Zone X' "$XDG_DATA_HOME/chimera/current-game.pgn" 2>/dev/null && break
    sleep 0.2
  done
  echo "autosave=$(grep -c -e 'Zone X' -e 'e4 e5' "$XDG_DATA_HOME/chimera/current-game.pgn" 2>/dev/null)"
  call --method org.freedesktop.Application.Open "['file://$dest/third.pgn']" '{}' >/dev/null 2>&1
  wait_windows 3
  echo "windows2=$(windows)"
  echo "pids2=$(owner)"
  echo "cmdline=$(tr '\0' ' ' <"/proc/$(owner)/cmdline")"
  call --method org.freedesktop.Application.ActivateAction quit '[]' '{}' >/dev/null 2>&1
  # The app is gone from the bus once it has quit.
  for _ in $(seq 50); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.NameHasOwner "$app" | grep -q false && break
    sleep 0.2
  done
  echo "gone=$(gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner "$app")"
}
export -f on_bus
export app path dest
timeout 90 dbus-run-session --config-file="$dest/session.conf" -- bash -c on_bus >"$dest/out" 2>"$dest/err"
value () { sed -n "s/^$1=//p" "$dest/out"; }

[ "$(value open)" = ok ] && ok "Open through D-Bus activates the app" \
  || not_ok "Open through D-Bus activates the app" "$(cat "$dest/out" "$dest/err")"
[ "$(value windows)" = 2 ] && ok "two files open in two windows" \
  || not_ok "two files open in two windows" "windows: $(value windows)"
[ "$(value autosave)" = 2 ] && ok "the first window shows the first file's game" \
  || not_ok "the first window shows the first file's game" \
    "$(cat "$XDG_DATA_HOME/chimera/current-game.pgn" 2>&1)"
case $(value cmdline) in
  "$dest/root$exe --gapplication-service "*) ok "the bus started chimera --gapplication-service" ;;
  *) not_ok "the bus started chimera --gapplication-service" "$(value cmdline)" ;;
esac
[ "$(value windows2)" = 3 ] && [ -n "$(value pids)" ] && [ "$(value pids)" = "$(value pids2)" ] \
  && ok "a later Open goes to the same instance, in a window of its own" \
  || not_ok "a later Open goes to the same instance, in a window of its own" \
    "windows $(value windows2), pids $(value pids) / $(value pids2)"
[ "$(value gone)" = "(false,)" ] && ok "app.quit through D-Bus ends it" \
  || not_ok "app.quit through D-Bus ends it" "$(value gone)"
finish
