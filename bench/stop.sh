#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# How soon the search worker answers once told to stop (tools/stop-latency):
# the stop latency the search-worker test used to assert, measured on
# demand in a release build (not in CI).  Target: 99 stops in a hundred
# answered within 50 ms.  On a busy machine the figure is the scheduler's,
# so quote the load with it.
#   bench/stop.sh [CYCLES] (default 1000; each 0-5 ms of search)
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh build-bench-ui -Dbuildtype=release -Dtests=false >/dev/null
echo "load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
build-bench-ui/tools/stop-latency "${1:-1000}"
