#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Is a change a gain?  Plays this tree's engine (the new build) against the
# engine of a base revision with a sequential probability ratio test and
# stops at "gain", "no gain" or the game limit (bench/README.md says how to
# read it).  Measured on demand, never in CI.
#   bench/sprt.sh [BASE-REV] [VARIANT] [TC] [ELO0] [ELO1] [MAX-GAMES]
# Defaults: BASE-REV HEAD (the last commit, so the new build is the work
# tree), VARIANT chess, TC 10+0.1, ELO0 0, ELO1 10, MAX-GAMES 2000.
# Both engines play through UCI at level 10 with one thread each, from the
# openings of `chimera-cli match` (pairs with the colours swapped); alpha
# and beta are 0.05 (ALPHA=, BETA= to change them); no verdict comes before
# 200 games (MIN_GAMES=).  NODES=N plays every move at a budget of N nodes
# instead of TC: the games then do not depend on the machine's load, so a
# test can run beside other work (a change that makes the search slower per
# node still needs a TC run).  CONCURRENCY=N plays N game pairs at once (one
# a core on a quiet machine); THREADS=N gives each engine N threads (for a
# lazy-SMP change; then CONCURRENCY=1 on a machine with N cores).
set -euo pipefail
cd "$(dirname "$0")/.."
base_rev=${1:-HEAD} variant=${2:-chess} tc=${3:-10+0.1}
elo0=${4:-0} elo1=${5:-10} max_games=${6:-2000}
sha=$(git rev-parse --verify "$base_rev^{commit}")

bash tools/install-deps.sh
bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
new=$PWD/build-bench/src/cli/chimera-cli

# The base: its own work tree (kept for the next run of the same revision).
source bench/base-build.sh
base=$(base_cli "$sha")

echo "new:  $(git describe --always --dirty) ($new)"
echo "base: ${sha:0:12} ($base)"
limit=(--tc "$tc")
if [ -n "${NODES:-}" ]; then
  limit=(--nodes "$NODES")
  tc="$NODES nodes a move"
fi
echo "$variant, $tc, at most $max_games games; bench signatures: new $("$new" bench \
  | awk '$1 == "nodes" { print $2 }'), base $("$base" bench --depth 7 | awk '$1 == "nodes" { print $2 }')"
exec python3 bench/sprt.py --elo0 "$elo0" --elo1 "$elo1" --alpha "${ALPHA:-0.05}" \
  --beta "${BETA:-0.05}" --min-games "${MIN_GAMES:-200}" -- "$new" match --variant "$variant" --games "$max_games" "${limit[@]}" \
  --threads "${THREADS:-1}" --concurrency "${CONCURRENCY:-1}" --seed "${SEED:-$RANDOM}" ${PGN:+--pgn "$PGN"} ${HASH:+--uci-option "Hash=$HASH"} "uci:$new uci" \
  "uci:$base uci"
