#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Playing strength, measured on demand (not in CI); every move is checked by
# Chimera's own rules (chimera-cli match).
#   bench/match.sh engines [GAMES] [TC]    Chimera vs Fairy-Max and Fairy-Stockfish
#                                          in orthodox chess (default 100 games, 10+0.1)
#   bench/match.sh selfplay [GAMES] [TC]   per variant: level 10 vs level 5 and vs a
#                                          one-ply material player (default 50, 2+0.02)
#   bench/match.sh levels [GAMES] [TC]     level N+1 vs level N for N = 1..9 (chess)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-engines}
bash tools/install-deps.sh
for pkg in fairymax fairy-stockfish; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' \
    || apt-get install -y -qq "$pkg" >/dev/null
done
bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
cli=build-bench/src/cli/chimera-cli

case $mode in
  engines)
    games=${2:-100} tc=${3:-10+0.1}
    "$cli" match --variant chess --games "$games" --tc "$tc" chimera:10 cecp:/usr/games/fairymax | tail -n 1
    "$cli" match --variant chess --games "$games" --tc "$tc" chimera:10 uci:/usr/games/fairy-stockfish | tail -n 1
    ;;
  selfplay)
    games=${2:-50} tc=${3:-2+0.02}
    for v in $("$cli" variants); do
      "$cli" match --variant "$v" --games "$games" --tc "$tc" chimera:10 chimera:5 | tail -n 1
      "$cli" match --variant "$v" --games "$games" --tc "$tc" chimera:10 material | tail -n 1
    done
    ;;
  levels)
    games=${2:-20} tc=${3:-5+0.05}
    for n in 1 2 3 4 5 6 7 8 9; do
      "$cli" match --variant chess --games "$games" --tc "$tc" "chimera:$((n + 1))" "chimera:$n" | tail -n 1
    done
    ;;
  *)
    echo "usage: bench/match.sh engines|selfplay|levels [GAMES] [TC]" >&2
    exit 2
    ;;
esac
