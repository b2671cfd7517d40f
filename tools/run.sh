#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and launches the Chimera desktop app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh build >/dev/null
# Uninstalled, the app finds its settings schema in the build tree.
export GSETTINGS_SCHEMA_DIR="$PWD/build/data${GSETTINGS_SCHEMA_DIR:+:$GSETTINGS_SCHEMA_DIR}"
exec ./build/src/ui/chimera "$@"
