#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The app's own speed, measured on demand (not in CI), in a release build
# under one Xvfb server at 1920x1080:
#   - launch to first painted frame of the real app (10 launches; median,
#     best, worst), with an empty data directory, and of an empty
#     libadwaita window (tools/empty-window) for the toolkit's own share;
#   - piece-cache rendering at a new size, board redraw time per frame for
#     every variant (tools/ui-bench);
#   - with SOAK_MINUTES=M, resident memory each minute while the computer
#     plays itself in the window (SOAK_HUMAN=1: while a simulated person
#     plays the computer at a person's pace);
#   - with ANALYSE_MINUTES=M, resident memory, depth and the main loop's
#     longest gap each minute while the analysis runs.
# GSK_RENDERER defaults to cairo (Xvfb has no GPU; set it to gl to compare).
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
bash tools/build.sh build-bench-ui -Dbuildtype=release -Dtests=false >/dev/null
app=build-bench-ui/src/ui/chimera
tmp=$(mktemp -d)
Xvfb :97 -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$tmp"' EXIT
sleep 1
export DISPLAY=:97 GSK_RENDERER=${GSK_RENDERER:-cairo} GTK_A11Y=none NO_AT_BRIDGE=1
export GSETTINGS_BACKEND=memory DBUS_SESSION_BUS_ADDRESS=disabled: XDG_DATA_HOME=$tmp/data

# Launch to first frame, 10 launches of PROGRAM; prints median, best, worst.
launches () {
  local times=() stamp start
  for i in $(seq 1 10); do
    rm -rf "$tmp/data"
    start=$(date +%s%6N)
    stamp=$(CHIMERA_FIRST_FRAME_STAMP=1 CHIMERA_EXIT_AFTER_FIRST_FRAME=1 "$1" 2>/dev/null \
      | awk '/^first-frame/ { print $2 }')
    times+=($(( (stamp - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END {
    printf "median %d ms, best %d ms, worst %d ms\n", a[int((NR + 1) / 2)], a[1], a[NR] }'
}
echo "launch to first frame (renderer $GSK_RENDERER, 10 launches each; load $(cut -d' ' -f1 /proc/loadavg))"
printf '  %-24s %s\n' "chimera:" "$(launches "$app")"
printf '  %-24s %s\n' "empty libadwaita window:" "$(launches build-bench-ui/tools/empty-window)"

build-bench-ui/tools/ui-bench ${SOAK_MINUTES:+--soak-minutes "$SOAK_MINUTES"} \
  ${SOAK_HUMAN:+--human} ${ANALYSE_MINUTES:+--analyse-minutes "$ANALYSE_MINUTES"} 2>/dev/null
