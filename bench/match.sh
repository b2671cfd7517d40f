#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Playing strength, measured on demand (not in CI); every move is checked by
# Chimera's own rules (chimera-cli match).
#   bench/match.sh engines [GAMES] [TC]    Chimera vs Fairy-Max, Fairy-Stockfish at
#                                          UCI_Elo 2400 and at full strength in
#                                          orthodox chess, one thread each (default
#                                          100 games, 10+0.1)
#   bench/match.sh base [GAMES] [TC] [REV] per seed variant: this tree's level 10
#                                          against the engine at REV (default 221ce37,
#                                          before issue 21), one thread each
#                                          (default 200 games, 10+0.1)
#   bench/match.sh selfplay [GAMES] [TC]   per variant: level 10 vs level 5 and vs a
#                                          one-ply material player (default 50, 2+0.02)
#   bench/match.sh levels [GAMES] [TC]     level N+1 vs level N for N = 1..9 (chess)
# CONCURRENCY=N plays N game pairs at once (each engine has one thread in
# the engines and base modes: one pair a core).  VARIANTS="zonex zelig"
# limits the base mode to those variants (a long run split in parts); a
# variant the engine at REV does not list is skipped with a note (M-Chess
# came after 221ce37: VARIANTS=mchess bench/match.sh base 200 10+0.1 5a4481c).
# BALANCED=CP draws the base mode's random openings again until a search
# to depth 6 scores them within CP of even (`match --balanced`): four
# random plies of Zone X are often 400 cp and more for one side, and a pair
# from such an opening is split whatever the engines' strength.
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
    # Fairy-Stockfish loses on time on a loaded machine without a move overhead.
    fsf=(--uci-option "Move Overhead=60")
    "$cli" match --concurrency "${CONCURRENCY:-1}" --variant chess --games "$games" --tc "$tc" --threads 1 chimera:10 \
      cecp:/usr/games/fairymax | tail -n 1
    "$cli" match --concurrency "${CONCURRENCY:-1}" --variant chess --games "$games" --tc "$tc" --threads 1 "${fsf[@]}" \
      --uci-option UCI_LimitStrength=true --uci-option UCI_Elo=2400 chimera:10 \
      uci:/usr/games/fairy-stockfish | tail -n 1
    "$cli" match --concurrency "${CONCURRENCY:-1}" --variant chess --games "$games" --tc "$tc" --threads 1 "${fsf[@]}" chimera:10 \
      uci:/usr/games/fairy-stockfish | tail -n 1
    ;;
  base)
    games=${2:-200} tc=${3:-10+0.1}
    source bench/base-build.sh
    base=$(base_cli "${4:-221ce37}")
    has=" $("$base" variants | tr '\n' ' ') "
    for v in ${VARIANTS:-$("$cli" variants)}; do
      [ "$v" = chess ] && continue
      # A variant added after REV would meet an engine that plays another
      # game: measure it against a later REV, one that has it.
      if [[ $has != *" $v "* ]]; then
        echo "$v: skipped, the engine at ${4:-221ce37} does not know it (VARIANTS=$v with a later REV)"
        continue
      fi
      "$cli" match --concurrency "${CONCURRENCY:-1}" --variant "$v" --games "$games" --tc "$tc" --threads 1 \
        ${BALANCED:+--balanced "$BALANCED"} chimera:10 "uci:$base uci" | tail -n 1
    done
    ;;
  selfplay)
    games=${2:-50} tc=${3:-2+0.02}
    for v in $("$cli" variants); do
      "$cli" match --concurrency "${CONCURRENCY:-1}" --variant "$v" --games "$games" --tc "$tc" chimera:10 chimera:5 | tail -n 1
      "$cli" match --concurrency "${CONCURRENCY:-1}" --variant "$v" --games "$games" --tc "$tc" chimera:10 material | tail -n 1
    done
    ;;
  levels)
    games=${2:-20} tc=${3:-5+0.05}
    for n in 1 2 3 4 5 6 7 8 9; do
      "$cli" match --concurrency "${CONCURRENCY:-1}" --variant chess --games "$games" --tc "$tc" "chimera:$((n + 1))" "chimera:$n" | tail -n 1
    done
    ;;
  *)
    echo "usage: bench/match.sh engines|base|selfplay|levels [GAMES] [TC]" >&2
    exit 2
    ;;
esac
