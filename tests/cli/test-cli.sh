#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The chimera-cli contract of RULINGS.md, as TAP.
#   test-cli.sh CHIMERA_CLI PERFT_DIR [PERFT.md] [docs/pgn.md]
# PERFT_DIR is tests/data/perft: one ID.epd per variant, whose first line is
# the start position.  PERFT.md (../shared, absent in a plain clone), when
# present, is checked to agree with it.
set -u
cli=$1
perft_dir=$2
perft_md=${3:-}
pgn_md=${4:-}
n=0
failed=0

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi
}

# Runs the CLI; sets out, err, rc.
run () {
  out=$("$cli" "$@" 2>/tmp/chimera-cli-err.$$)
  rc=$?
  err=$(cat /tmp/chimera-cli-err.$$)
  rm -f /tmp/chimera-cli-err.$$
}

# The first position line of an .epd file, and its counts as "D N" lines.
epd_lines () { grep -vE '^[[:space:]]*(#|$)' "$1"; }
epd_fen () { printf '%s\n' "$1" | cut -d ';' -f 1 | sed 's/[[:space:]]*$//'; }
epd_counts () { printf '%s\n' "$1" | tr ';' '\n' | sed -n 's/^[[:space:]]*D\([0-9]*\) \([0-9]*\)[[:space:]]*$/\1 \2/p'; }

run variants
variants=$out
ok $([ "$rc" = 0 ] && [ -n "$variants" ] \
  && [ -z "$(printf '%s\n' "$variants" | grep -vxE '[a-z0-9]+')" ] \
  && [ -z "$(printf '%s\n' "$variants" | sort | uniq -d)" ]; echo $?) \
  "variants lists ids, one a line, each once"

# Every variant has its perft data, and prints its first position as the
# start position.
for v in $variants; do
  epd=$perft_dir/$v.epd
  ok $([ -r "$epd" ]; echo $?) "$v has tests/data/perft/$v.epd"
  [ -r "$epd" ] || continue
  run fen --variant "$v"
  ok $([ "$rc" = 0 ] && [ "$out" = "$(epd_fen "$(epd_lines "$epd" | head -n 1)")" ]; echo $?) \
    "fen --variant $v prints the start position of $v.epd"
done

# Every count in the .epd files up to a million nodes (the perft suites go
# deeper).
for v in $variants; do
  epd=$perft_dir/$v.epd
  [ -r "$epd" ] || continue
  while IFS= read -r line; do
    fen=$(epd_fen "$line")
    while read -r d want; do
      [ "$want" -gt 1000000 ] && continue
      run perft --variant "$v" --fen "$fen" --depth "$d"
      ok $([ "$rc" = 0 ] && [ "$(printf '%s\n' "$out" | tail -n 1)" = "nodes $want" ]; echo $?) \
        "perft --variant $v --depth $d = $want ($fen)"
    done < <(epd_counts "$line")
  done < <(epd_lines "$epd")
done

# The repository's start-position data agrees with PERFT.md, where that is
# at hand: the same start position and every count it gives.
if [ -n "$perft_md" ] && [ -r "$perft_md" ]; then
  for v in $variants; do
    row=$(grep -E "^\| $v \| [0-9]" "$perft_md" | head -n 1)
    [ -z "$row" ] && continue
    [ -r "$perft_dir/$v.epd" ] || continue
    start=$(epd_lines "$perft_dir/$v.epd" | head -n 1)
    md_fen=$(grep -E "^\| ([a-z0-9]+, )*$v(, [a-z0-9]+)* \| \`" "$perft_md" | head -n 1 | cut -d '`' -f 2)
    ok $([ "$md_fen" = "$(epd_fen "$start")" ]; echo $?) "$v.epd starts at PERFT.md's start position"
    IFS='|' read -r -a cols <<<"$row"
    same=0
    for d in 1 2 3 4 5 6; do
      want=$(echo "${cols[$((d + 1))]:-}" | tr -d ' ')
      [ -z "$want" ] && continue
      have=$(epd_counts "$start" | awk -v d="$d" '$1 == d {print $2}')
      [ "$have" = "$want" ] || same=1
    done
    ok $same "$v.epd has PERFT.md's counts"
  done
fi

# --divide: one '<move> <count>' line per legal move, then the total.
run perft --variant chess --depth 2 --divide
lines=$(printf '%s\n' "$out" | grep -cE '^[a-j][0-9]+[a-j][0-9]+[a-z]? [0-9]+$')
sum=$(printf '%s\n' "$out" | grep -E '^[a-j]' | awk '{s += $2} END {print s}')
ok $([ "$rc" = 0 ] && [ "$lines" = 20 ] && [ "$sum" = 400 ] \
  && [ "$(printf '%s\n' "$out" | tail -n 1)" = "nodes 400" ]; echo $?) "perft --divide lists 20 moves summing to 400"

run perft --variant chess --fen '4k3/8/8/8/8/8/8/4K2R w K - 0 1' --depth 1 --divide
ok $([ "$rc" = 0 ] && printf '%s\n' "$out" | grep -qx 'e1g1 1' && [ "$(printf '%s\n' "$out" | tail -n 1)" = "nodes 15" ]; echo $?) \
  "castling is written as the king's two-square move"

run perft --variant chess --fen 'k7/8/8/8/8/8/8/K6q w - - 0 1' --depth 0
ok $([ "$rc" = 0 ] && [ "$out" = "nodes 1" ]; echo $?) "perft depth 0 counts the position itself"

run perft --variant chess --fen '7k/8/8/8/8/8/5PPP/r5K1 w - - 0 1' --depth 3
ok $([ "$rc" = 0 ] && [ "$out" = "nodes 0" ]; echo $?) "a mated position has no moves: perft counts 0"

# Invalid input: exactly one line on stderr, exit status 2, nothing on stdout.
bad () {
  run "$@"
  ok $([ "$rc" = 2 ] && [ -z "$out" ] && [ -n "$err" ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ]; echo $?) \
    "rejected with one line and exit 2: $*"
}
bad perft --variant nosuch --depth 1
bad perft --variant chess --depth
bad perft --variant chess --depth x
bad perft --variant chess --depth -1
bad perft --variant chess
bad perft --depth 2
bad perft --variant chess --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1' --depth 1
bad perft --variant chess --fen 'garbage' --depth 1
bad perft --variant chess --fen '' --depth 1
bad perft --variant zonex --fen 'rngqkgnr/pppppppp/8/8/8/8/PPPPPPPP/RNGQKGNX w KQkq - 0 1' --depth 1
bad fen --variant
bad fen
bad frobnicate
bad perft --variant chess --depth 1 --bogus

run --help
ok $([ "$rc" = 0 ] && printf '%s\n' "$out" | grep -q 'perft --variant ID'; echo $?) "--help describes the commands"
ok $(printf '%s\n' "$out" | grep -q 'pgn \[--moves\] FILE'; echo $?) "--help describes pgn"

# pgn: one line per game, tab-separated.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tab=$(printf '\t')
cat >"$tmp/games.pgn" <<'PGN'
[Event "Two variants"]
[White "A \"quoted\" name"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 {the usual} 4. Qxf7# 1-0

[Variant "ZigZag Madness"]
1. e5 e6 2. J@e4 J@e7 3. d2-d5 (3. Wc3 {a variation: its moves are checked too}) *

[Variant "zonex"]
[SetUp "1"]
[FEN "4k3/8/8/8/4P3/8/3P4/4K3 b - - 0 1"]
1... Ke7 2. ed4 Kd6 1/2-1/2
PGN
run pgn "$tmp/games.pgn"
want="chess${tab}1-0${tab}r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4
zigzag${tab}*${tab}rwbzqkybfr/pppp1ppppp/10/4j5/4p5/3PP5/4J5/10/PPP2PPPPP/RWBZQKYBFR[JJJJjjjj] b KQkq d3d4 0 3
zonex${tab}1/2-1/2${tab}8/8/3k4/8/3P4/8/3P4/4K3 w - - 1 3"
ok $([ "$rc" = 0 ] && [ "$out" = "$want" ] && [ -z "$err" ]; echo $?) "pgn prints variant, result and final position per game"

run pgn --moves "$tmp/games.pgn"
want="chess${tab}1-0${tab}r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4${tab}e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7
zigzag${tab}*${tab}rwbzqkybfr/pppp1ppppp/10/4j5/4p5/3PP5/4J5/10/PPP2PPPPP/RWBZQKYBFR[JJJJjjjj] b KQkq d3d4 0 3${tab}e2e5 e9e6 J@e4 J@e7 d2d5
zonex${tab}1/2-1/2${tab}8/8/3k4/8/3P4/8/3P4/4K3 w - - 1 3${tab}e8e7 e4d4 e7d6"
ok $([ "$rc" = 0 ] && [ "$out" = "$want" ]; echo $?) "pgn --moves adds the moves in coordinates"

: >"$tmp/empty.pgn"
run pgn "$tmp/empty.pgn"
ok $([ "$rc" = 0 ] && [ -z "$out" ] && [ -z "$err" ]; echo $?) "pgn on an empty file prints nothing"

printf '[Event "bad"]\n\n1. e4 e5\n2. Nf6 *\n' >"$tmp/bad.pgn"
run pgn --moves "$tmp/bad.pgn"
ok $([ "$rc" = 2 ] && [ -z "$out" ] \
  && [ "$err" = "$tmp/bad.pgn:4:4: illegal move \"Nf6\": no knight can reach f6" ]; echo $?) \
  "pgn on a malformed file: FILE:LINE:COLUMN: message, exit 2, nothing on stdout"

# Three good games, then a bad one: the good ones are printed, the bad one
# is reported with its position in the whole file (tests/cli/test-cli-pgn.sh
# has more).
cat "$tmp/games.pgn" "$tmp/bad.pgn" >"$tmp/mixed.pgn"
run pgn "$tmp/mixed.pgn"
ok $([ "$rc" = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 3 ] && [ "$err" = "$tmp/mixed.pgn:17:4: illegal move \"Nf6\": no knight can reach f6" ]; echo $?) \
  "pgn prints the good games and reports the bad one with its position in the whole file"

# Every example game in docs/pgn.md reads.
if [ -n "$pgn_md" ] && [ -r "$pgn_md" ]; then
  awk '/^```pgn$/ { inside = 1; next } /^```$/ { inside = 0 } inside' "$pgn_md" >"$tmp/doc.pgn"
  blocks=$(grep -c '^```pgn$' "$pgn_md")
  run pgn "$tmp/doc.pgn"
  ok $([ "$rc" = 0 ] && [ "$blocks" -ge 8 ] && [ "$(printf '%s\n' "$out" | wc -l)" = "$blocks" ]; echo $?) \
    "the $blocks example games in docs/pgn.md read"
fi

# M-Chess, the variant added as the proof that a variant lives in one file:
# a second zelig on the d-file is a second queen, which Zelig Chess 2
# forbids; PGN names it "M-Chess"; UCI offers it.
run play --variant mchess d2d4 d7d5 c1d2
ok $([ "$rc" = 0 ]; echo $?) "mchess allows a second zelig on the d-file"
run play --variant zelig2 d2d4 d7d5 c1d2
ok $([ "$rc" = 2 ]; echo $?) "zelig2 does not"
printf '[Variant "M-Chess"]\n\n1. d4 d5 2. Zcd2 Zcd7 *\n' >"$tmp/mchess.pgn"
run pgn --moves "$tmp/mchess.pgn"
ok $([ "$rc" = 0 ] && [ "$out" = "mchess${tab}*${tab}zz1zkzzz/pppzpppp/8/3p4/3P4/8/PPPZPPPP/ZZ1ZKZZZ w KQkq - 2 3${tab}d2d4 d7d5 c1d2 c8d7" ]; echo $?) \
  "pgn reads a game with [Variant \"M-Chess\"]"
out=$(printf 'uci\nquit\n' | "$cli" uci)
for v in $variants; do
  ok $(printf '%s\n' "$out" | grep '^option name UCI_Variant ' | grep -q " var $v\( \|$\)"; echo $?) \
    "uci offers UCI_Variant $v"
done

bad pgn "$tmp/no-such-file.pgn"
bad pgn "$tmp"
bad pgn

echo "1..$n"
exit 0
