#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The level ladder, measured on demand (not in CI): level K against level
# K-1 for every rung, and level 1 against the one-ply material grabber;
# prints one table row per match (the lower level or material is the second
# player, the score is the upper one's).
#   bench/ladder.sh [VARIANT] [GAMES] [TC] [TOP] [BOTTOM]
# Defaults: chess, 40 games, 2+0.02, rungs 10..2 (TOP down to BOTTOM), then
# 1 vs material.  One thread each.  CLI=path uses that chimera-cli instead of
# building build-bench; NICE=0 runs at normal priority (default nice 19).
# Each match's games go to $LOG_DIR (default: a temporary directory).
# The issue's target: every rung at least 60%, level 1 about 50% against
# material.
set -euo pipefail
cd "$(dirname "$0")/.."
variant=${1:-chess} games=${2:-40} tc=${3:-2+0.02} top=${4:-10} bottom=${5:-2}
if [ -z "${CLI:-}" ]; then
  bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
  CLI=build-bench/src/cli/chimera-cli
fi
log_dir=${LOG_DIR:-$(mktemp -d)}
mkdir -p "$log_dir"

echo "ladder: $variant, $games games a rung, tc $tc, one thread; $(uptime | sed 's/.*load/load/')"
# "flags": games each player lost on time (a loaded machine makes the
# full-time level 10 flag at fast clocks; the lower levels keep a reserve).
printf '%-22s %7s %6s %-10s %-16s %s\n' match score '%' W/D/L 'Elo +/-' flags
row () {
  local a=$1 b=$2 log="$log_dir/$variant-${1//:/}-${2//:/}.txt"
  nice -n "${NICE:-19}" "$CLI" match --variant "$variant" --games "$games" --tc "$tc" \
    --threads 1 "$a" "$b" >"$log"
  local fa fb
  fa=$(grep -c "(${a/:/-} lost on time" "$log" || true)
  fb=$(grep -c "(${b/:/-} lost on time" "$log" || true)
  # "A vs B, V, N games: 25.0-15.0 (+20 =10 -10), 62.5%, Elo +89 +/- 100"
  tail -n 1 "$log" | sed -nE \
    's/.*games: ([0-9.]+)-[0-9.]+ \(\+([0-9]+) =([0-9]+) -([0-9]+)\), ([0-9.]+)%, Elo (.*)$/\1 \2 \3 \4 \5 \6/p' \
    | { read -r sc w d l pct elo
        printf '%-22s %7s %5s%% %-10s %-16s %s\n' "$a - $b" "$sc" "$pct" "$w/$d/$l" "$elo" "$fa/$fb"; }
}
for ((k = top; k >= bottom; k--)); do
  row "chimera:$k" "chimera:$((k - 1))"
done
if [ "$bottom" -le 2 ]; then
  row chimera:1 material
fi
echo "games: $log_dir"
