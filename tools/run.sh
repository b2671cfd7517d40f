#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds what the desktop app needs — the app,
# its settings schema, its translations and its manual, not the tests and
# tools (they build when the tests run) — and launches it from the build
# tree, in the user's language, with F1 opening the build tree's manual.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
[ -f build/build.ninja ] || meson setup build >/dev/null
targets=(chimera gsettings-compile-data help-tree)
for lang in $(grep -v '^#' po/LINGUAS); do targets+=("chimera-$lang.mo"); done
for lang in $(grep -v '^#' help/LINGUAS); do targets+=("help-chimera-$lang"); done
meson compile -C build "${targets[@]}" >/dev/null
# Uninstalled, the app finds its schema, catalogues and manual in the build
# tree (help/uninstalled-tree.py lays the manual out as the help system
# looks for it).
export GSETTINGS_SCHEMA_DIR="$PWD/build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
export CHIMERA_LOCALEDIR="$PWD/build/po"
export XDG_DATA_DIRS="$PWD/build/help/uninstalled:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
exec ./build/src/ui/chimera "$@"
