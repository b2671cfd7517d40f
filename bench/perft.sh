#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft speed, measured on demand (not in CI), each figure beside
# Fairy-Stockfish's in the same run:
#   - orthodox chess start position, perft 6, both engines;
#   - ZigZag Madness (start position and a busy middlegame with pieces in
#     hand) against Fairy-Stockfish's own 10x10 Grand Chess, the nearest
#     thing it plays;
#   - every other variant's start position, Chimera alone.
#   bench/perft.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh
if ! command -v fairy-stockfish >/dev/null && [ ! -x /usr/games/fairy-stockfish ]; then
  apt-get install -y -qq fairy-stockfish >/dev/null
fi
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
cli=build-bench/src/cli/chimera-cli

zigzag_middlegame='r1bzqkybf1/1pj4pp1/Bw4p3/2p1p4r/p2p1p3p/1P1W1P2P1/3P6/6P3/P1P1PQJP1P/R1BZ1KY1FR[JJJJjjjj] w KQq - 2 16'

now () { date +%s.%N; }

# Sets nodes and secs.
chimera () {
  local t0 t1
  t0=$(now)
  nodes=$("$cli" perft "$@" | tail -n 1 | awk '{print $2}')
  t1=$(now)
  secs=$(python3 -c "print($t1 - $t0)")
}

fairy () {
  local variant=$1 depth=$2 t0 t1
  t0=$(now)
  nodes=$(printf 'uci\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %d\nquit\n' \
    "$variant" "$depth" | "$fsf" | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  secs=$(python3 -c "print($t1 - $t0)")
}

row () {
  python3 -c "import sys; n, t = int(sys.argv[2]), float(sys.argv[3]); \
print(f'  {sys.argv[1]:<52} {n:>12}  {t:6.2f} s  {n / t / 1e6:6.1f} M nodes/s')" "$1" "$nodes" "$secs"
}

echo "orthodox chess, start position, perft 6"
chimera --variant chess --depth 6
ours_nodes=$nodes ours_secs=$secs
row "chimera" 
fairy chess 6
row "fairy-stockfish"
[ "$ours_nodes" = "$nodes" ] || { echo "node counts differ: $ours_nodes vs $nodes"; exit 1; }
python3 -c "print(f'  ratio (chimera speed / fairy-stockfish speed): {$secs / $ours_secs:.2f}')"

echo
echo "10x10: ZigZag Madness (chimera) beside Grand Chess (fairy-stockfish)"
chimera --variant zigzag --depth 5
row "chimera zigzag start, perft 5"
z1=$(python3 -c "print($nodes / $secs)")
chimera --variant zigzag --fen "$zigzag_middlegame" --depth 4
row "chimera zigzag middlegame, pieces in hand, perft 4"
z2=$(python3 -c "print($nodes / $secs)")
fairy grand 4
row "fairy-stockfish grand start, perft 4"
python3 -c "g = $nodes / $secs; print(f'  ratio (zigzag start / grand): {$z1 / g:.2f}, (zigzag middlegame / grand): {$z2 / g:.2f}')"

echo
echo "other variants, start position (chimera alone)"
# Every variant the engine lists but the two above; the depth keeps each
# under a few seconds (5 unless named here).
declare -A depth=([zonex]=4 [diagonal]=6 [diamond]=6)
for v in $("$cli" variants); do
  [ "$v" = chess ] || [ "$v" = zigzag ] && continue
  d=${depth[$v]:-5}
  chimera --variant "$v" --depth "$d"
  row "$v, perft $d"
done
