#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `meson install` into a scratch DESTDIR puts every file where GNOME looks
# for it.  Prints TAP.
#   check-install.sh BUILDDIR PREFIX BINDIR DATADIR LOCALEDIR MANDIR
set -uo pipefail
build=$1 prefix=$2 bindir=$3 datadir=$4 localedir=$5 mandir=$6
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
man=$(under "$mandir")

check "meson install --destdir succeeds" meson install -C "$build" --destdir "$dest" --no-rebuild --quiet
check "bin/chimera is an executable" test -x "$bin/chimera"
check "the desktop file is in share/applications" test -f "$share/applications/$app.desktop"
check "the installed desktop file is valid" desktop-file-validate "$share/applications/$app.desktop"
check "the desktop file runs chimera with the files to open" \
  grep -qx -e "Exec=chimera %U" "$share/applications/$app.desktop"
check "the desktop file opens PGN games" \
  grep -qx -e "MimeType=application/x-chess-pgn;application/vnd.chess-pgn;" \
  "$share/applications/$app.desktop"
# Both names are known to the shared MIME database the system has (the
# second is the first one's registered name in shared-mime-info).
check "the MIME types are known to shared-mime-info" \
  test -f /usr/share/mime/application/x-chess-pgn.xml -a -f /usr/share/mime/application/vnd.chess-pgn.xml
check "the desktop file is D-Bus activatable" \
  grep -qx -e "DBusActivatable=true" "$share/applications/$app.desktop"
service="$share/dbus-1/services/$app.service"
check "the D-Bus service file is in share/dbus-1/services" test -f "$service"
check "the D-Bus service file names the app id" grep -qx -e "Name=$app" "$service"
# The installed path (without DESTDIR) of the installed binary.
case $bindir in /*) exe=$bindir/chimera ;; *) exe=$prefix/$bindir/chimera ;; esac
check "the D-Bus service file starts the installed chimera as a service" \
  grep -qx -e "Exec=$exe --gapplication-service" "$service"
check "the D-Bus service starts a binary that is installed" test -x "$dest$exe"
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
check "the manual page of chimera is in man1" test -s "$man/man1/chimera.1"
check "the manual page of chimera-cli is in man1" test -s "$man/man1/chimera-cli.1"
# The help manual where Yelp looks for help:chimera, in each language, its
# figures reachable from every language (symbolic links to C's).
for lang in C de fr; do
  check "the $lang help is in share/help/$lang/chimera" test -s "$share/help/$lang/chimera/index.page"
  check "the $lang help's figures are there" test -s "$share/help/$lang/chimera/figures/zigzag.png"
done
check "the German help is in German" grep -q "<title>Chimera-Hilfe</title>" "$share/help/de/chimera/index.page"
check "the French help is in French" grep -q "<title>Aide de Chimera</title>" "$share/help/fr/chimera/index.page"
# The plan last: it counts whatever checks there are.
echo "1..$n"
exit $((failed > 0))
