#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `meson install` into a scratch DESTDIR puts every file where GNOME looks
# for it.  Prints TAP.
#   check-install.sh BUILDDIR PREFIX BINDIR DATADIR LOCALEDIR
set -uo pipefail
build=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5
app=io.github.chimera.Chimera
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

n=0 failed=0
check () { # description, command...
  local what=$1
  shift
  n=$((n + 1))
  if "$@" >"$dest.out" 2>&1; then
    echo "ok $n - $what"
  else
    echo "not ok $n - $what"
    sed 's/^/# /' "$dest.out"
    failed=$((failed + 1))
  fi
  rm -f "$dest.out"
}

# Relative option values are under the prefix; absolute ones stand alone.
under () { case $1 in /*) echo "$dest$1" ;; *) echo "$dest$prefix/$1" ;; esac; }
bin=$(under "$bindir")
share=$(under "$datadir")
locale=$(under "$localedir")

echo "1..13"
check "meson install --destdir succeeds" meson install -C "$build" --destdir "$dest" --no-rebuild --quiet
check "bin/chimera is an executable" test -x "$bin/chimera"
check "the desktop file is in share/applications" test -f "$share/applications/$app.desktop"
check "the installed desktop file is valid" desktop-file-validate "$share/applications/$app.desktop"
check "the desktop file runs chimera" \
  grep -qx -e "Exec=chimera" "$share/applications/$app.desktop"
check "the desktop file names the installed icon" grep -qx -e "Icon=$app" "$share/applications/$app.desktop"
check "the metainfo is in share/metainfo" test -f "$share/metainfo/$app.metainfo.xml"
check "the installed metainfo is valid" appstreamcli validate --no-net "$share/metainfo/$app.metainfo.xml"
check "the scalable icon is in the hicolor theme" test -f "$share/icons/hicolor/scalable/apps/$app.svg"
check "the symbolic icon is in the hicolor theme" \
  test -f "$share/icons/hicolor/symbolic/apps/$app-symbolic.svg"
check "the schema is in share/glib-2.0/schemas and compiles" \
  glib-compile-schemas --strict --dry-run "$share/glib-2.0/schemas"
check "the German catalogue is installed" test -s "$locale/de/LC_MESSAGES/chimera.mo"
check "the French catalogue is installed" test -s "$locale/fr/LC_MESSAGES/chimera.mo"
exit $((failed > 0))
