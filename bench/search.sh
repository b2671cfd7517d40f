#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Search speed, measured on demand (not in CI):
#   - nodes/s of Chimera and Fairy-Stockfish on the same orthodox positions,
#     each searched for the same time, one thread, in the same run;
#   - Chimera's time to depth 10 from every variant's start position;
#   - the lazy-SMP speed-up from 1 to 2 threads (time to a fixed depth).
# PARTS="nps depth smp" (the default) chooses among the three; CLI=path
# times another build's chimera-cli instead of this tree's.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
dpkg-query -W -f='${Status}' fairy-stockfish 2>/dev/null | grep -q 'install ok installed' \
  || apt-get install -y -qq fairy-stockfish >/dev/null
parts=" ${PARTS:-nps depth smp} "
if [ -z "${CLI:-}" ]; then
  bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
fi
cli=${CLI:-build-bench/src/cli/chimera-cli}
fsf=/usr/games/fairy-stockfish
ms=${MOVETIME:-3000}

# Last "nps" figure a UCI engine printed for `go movetime`.
nps () {
  local engine=$1 fen=$2
  { printf 'uci\nsetoption name Threads value 1\nsetoption name Hash value 64\n'
    printf 'position fen %s\ngo movetime %d\n' "$fen" "$ms"
    sleep $((ms / 1000 + 1)); echo quit; } | $engine 2>/dev/null \
    | awk '/ nps / { for (i = 1; i < NF; i++) if ($i == "nps") v = $(i + 1) } END { print v }'
}

# Last time figure of a chimera-cli search run.
last_time () { awk '/^info / {for (i = 1; i < NF; i++) if ($i == "time") t = $(i + 1)} END {print t}'; }

if [[ $parts == *" nps "* ]]; then
echo "search speed, ${ms} ms per position, one thread (nodes/s)"
printf '  %-70s %12s %12s %6s\n' position chimera fairy-sf ratio
while read -r fen; do
  [ -z "$fen" ] && continue
  a=$(nps "$cli uci" "$fen")
  b=$(nps "$fsf" "$fen")
  printf '  %-70s %12s %12s %6s\n' "${fen:0:70}" "$a" "$b" \
    "$(python3 -c "print(f'{$a / $b:.2f}')")"
done <<'FENS'
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10
8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
FENS
echo
fi

if [[ $parts == *" depth "* ]]; then
echo "time to depth 10 from the start position (one thread)"
for v in $("$cli" variants); do
  t=$(timeout 300 "$cli" search --variant "$v" --depth 10 | last_time || true)
  printf '  %-9s %s ms\n' "$v" "${t:-(over 300 s)}"
done
echo
fi

if [[ $parts == *" smp "* ]]; then
echo "lazy SMP: time to a fixed depth with 1 and 2 threads (median of ${RUNS:-3} runs)"
# Each depth is chosen so that one thread takes a few seconds: shorter
# searches measure thread start-up and noise, not the search.
median_time () {
  local runs=${RUNS:-3} i ts=()
  for ((i = 0; i < runs; i++)); do ts+=("$("$cli" search "$@" | last_time)"); done
  printf '%s\n' "${ts[@]}" | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'
}
ratios=()
while read -r v d fen; do
  [ -z "$v" ] && continue
  args=(--variant "$v" --depth "$d")
  [ "$fen" != - ] && args+=(--fen "$fen")
  t1=$(median_time "${args[@]}" --threads 1)
  t2=$(median_time "${args[@]}" --threads 2)
  r=$(python3 -c "print(f'{$t1 / max($t2, 1):.2f}')")
  ratios+=("$r")
  printf '  %-8s depth %2d  1 thread %6s ms  2 threads %6s ms  %sx  %s\n' \
    "$v" "$d" "$t1" "$t2" "$r" "${fen:0:30}"
done <<'POSITIONS'
chess 18 -
chess 16 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
chess 17 r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10
chess 26 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1
zigzag 14 -
zonex 12 -
zelig 15 -
diamond 19 -
POSITIONS
python3 -c "import math, sys; r = [float(x) for x in sys.argv[1:]]; \
print(f'  geometric mean {math.exp(sum(map(math.log, r)) / len(r)):.2f}x')" "${ratios[@]}"
fi
