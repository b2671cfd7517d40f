#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (or reconfigures) and builds one build directory.
#   tools/build.sh BUILDDIR [MESON OPTIONS...]
set -euo pipefail
dir=$1
shift
if [ -f "$dir/build.ninja" ]; then
  meson setup --reconfigure "$dir" "$@" >/dev/null
else
  meson setup "$dir" "$@" >/dev/null
fi
meson compile -C "$dir"
