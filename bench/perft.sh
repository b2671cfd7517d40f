#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft speed, measured on demand (not in CI): Chimera against Fairy-Stockfish
# on the orthodox start position in the same run, then Chimera alone on every
# variant's start position.
#   bench/perft.sh [DEPTH]      (default 6)
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-6}
bash tools/install-deps.sh
if ! command -v fairy-stockfish >/dev/null && [ ! -x /usr/games/fairy-stockfish ]; then
  apt-get install -y -qq fairy-stockfish >/dev/null
fi
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled -Dtests=false >/dev/null
cli=build-bench/src/cli/chimera-cli

now () { date +%s.%N; }
rate () { python3 -c "import sys; n, t = float(sys.argv[1]), float(sys.argv[2]); print(f'{n / t / 1e6:.1f}')" "$1" "$2"; }

t0=$(now)
ours=$("$cli" perft --variant chess --depth "$depth" | tail -n 1 | awk '{print $2}')
t1=$(now)
theirs=$(printf 'uci\nposition startpos\ngo perft %d\nquit\n' "$depth" | "$fsf" \
  | awk '/Nodes searched/ {print $3}')
t2=$(now)

ct=$(python3 -c "print($t1 - $t0)")
ft=$(python3 -c "print($t2 - $t1)")
[ "$ours" = "$theirs" ] || { echo "node counts differ: chimera $ours, fairy-stockfish $theirs"; exit 1; }
printf 'chess start position, perft %d = %s nodes\n' "$depth" "$ours"
printf '  chimera          %6.2f s  %6s M nodes/s\n' "$ct" "$(rate "$ours" "$ct")"
printf '  fairy-stockfish  %6.2f s  %6s M nodes/s\n' "$ft" "$(rate "$theirs" "$ft")"
printf '  ratio (chimera / fairy-stockfish speed): %s\n' "$(python3 -c "print(f'{$ft / $ct:.2f}')")"

echo
echo "other variants (chimera alone):"
for v in $("$cli" variants); do
  [ "$v" = chess ] && continue
  # About a second of work each.
  case $v in
    zonex) d=4 ;;
    *) d=5 ;;
  esac
  t0=$(now)
  n=$("$cli" perft --variant "$v" --depth "$d" | tail -n 1 | awk '{print $2}')
  t1=$(now)
  t=$(python3 -c "print($t1 - $t0)")
  printf '  %-9s perft %d = %12s  %6.2f s  %6s M nodes/s\n' "$v" "$d" "$n" "$t" "$(rate "$n" "$t")"
done
