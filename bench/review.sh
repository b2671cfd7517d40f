#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Game review time (docs/review.md), measured on demand (not in CI): a
# 60-move game (120 plies) of each variant, made by the engine playing itself
# at depth 4 from a few fixed opening moves, then reviewed by
# `chimera-cli review` at the default setting on one thread and on two.
#   bench/review.sh            (a release build in build-bench)
#   CLI=build/src/cli/chimera-cli VARIANTS="chess zigzag" bench/review.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CLI:-}" ]; then
  bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
fi
cli=${CLI:-build-bench/src/cli/chimera-cli}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A game of up to 120 plies: the opening, then the engine against itself.
make_game () {
  local v=$1
  shift
  local moves=("$@")
  while [ "${#moves[@]}" -lt 120 ]; do
    local best
    best=$("$cli" search --variant "$v" --depth 4 "${moves[@]}" | awk '/^bestmove/ { print $2 }')
    [ "$best" = "(none)" ] && break
    moves+=("$best")
    # Stop at the game's end (mate, draw by rule).
    "$cli" play --variant "$v" "${moves[@]}" | tail -n 1 | grep -qx '\*' || break
  done
  printf '[Event "review bench"]\n[Variant "%s"]\n\n%s *\n' "$v" "${moves[*]}"
}

declare -A openings=(
  [chess]="e2e4 c7c5 g1f3 d7d6"
  [zigzag]="e2e5 e9e6"
  [zonex]="e2e4 e7e5"
  [zelig]="e2e4 e7e5"
  [zelig2]="e2e4 e7e5"
  [mchess]="e2e4 e7e5"
  [diagonal]=""
  [diamond]=""
)

echo "review at the default setting; load before: $(cut -d ' ' -f 1-3 /proc/loadavg)"
for v in ${VARIANTS:-chess zigzag}; do
  # shellcheck disable=SC2086
  make_game "$v" ${openings[$v]:-} >"$tmp/$v.pgn"
  plies=$("$cli" pgn --moves "$tmp/$v.pgn" | cut -f 4 | wc -w)
  for th in 1 2; do
    t0=$(date +%s.%N)
    "$cli" review --threads "$th" "$tmp/$v.pgn" >"$tmp/$v-$th.out"
    t1=$(date +%s.%N)
    printf '  %-9s %3d plies, %d thread(s): %6.1f s\n' "$v" "$plies" "$th" \
      "$(echo "$t1 - $t0" | bc -l)"
  done
done
echo "load after: $(cut -d ' ' -f 1-3 /proc/loadavg)"
