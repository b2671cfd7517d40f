#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every Debian 12 package Chimera needs to build, run and test.
# Idempotent: installs only what is missing and says nothing when all is there.
set -euo pipefail

packages=(
  build-essential meson ninja-build pkg-config
  libglib2.0-dev libgtk-4-dev libadwaita-1-dev librsvg2-dev
  xvfb xauth dbus-daemon
  xboard
  gettext desktop-file-utils appstream libgtk-4-bin
  yelp-tools itstool
  shared-mime-info groff-base man-db libglib2.0-bin
  python3 clang-format
  at-spi2-core python3-pyatspi xdotool x11-utils
  clang libclang-rt-14-dev
  libcanberra-dev sound-theme-freedesktop locales
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
# shellcheck source=tools/apt-wait.sh
. "$(dirname "$0")/apt-wait.sh"
if [ ${#missing[@]} -ne 0 ]; then
  echo "Installing: ${missing[*]}" >&2
  apt_waiting "${sudo[@]}" apt-get update -qq || exit 1
  apt_waiting "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
    --no-install-recommends "${missing[@]}" || exit 1
fi

# The German and French locales tests/ui/test-locale.c runs under (decimal
# commas, translated piece letters); it skips those cases without them.
for l in de_DE fr_FR; do
  if ! locale -a 2>/dev/null | grep -qix "$l.utf-\?8"; then
    "${sudo[@]}" localedef -i "$l" -f UTF-8 "$l.UTF-8" || echo "Could not generate $l.UTF-8" >&2
  fi
done
