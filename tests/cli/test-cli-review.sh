#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `chimera-cli review` as TAP: the blunder marked ?? with the better line as
# a variation, an [%eval] after every move, the summary per side, tags and
# comments kept, the output read back by `chimera-cli pgn`, a bad game among
# good ones, standard input, --movetime and --threads, and bad arguments.
#   test-cli-review.sh CHIMERA_CLI
set -u
run_limit=120 # reviews search: more than the default 60 s
. "$(dirname "$0")/tap.sh"

# Scholar's mate (3...Nf6?? allows 4.Qxf7#), a bad game, and a ZigZag
# Madness game in which White hangs the queen.
cat >"$tmp/games.pgn" <<'PGN'
[Event "Scholar"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 {[%eval 0.30] opening} e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "bad"]

1. e4 e5 2. Nf6 *

[Event "Zigzag"]
[Variant "zigzag"]
[SetUp "1"]
[FEN "4q4k/10/10/10/10/10/10/10/10/K3Q5[] w - - 0 1"]

1. Ka2 Qxe1 *
PGN

run review --depth 5 "$tmp/games.pgn"
printf '%s\n' "$out" >"$tmp/out.pgn"
ok $([ "$rc" = 2 ] && [ "$err" = "$tmp/games.pgn:10:13: illegal move \"Nf6\": no knight can reach f6" ]; echo $?) \
  "a bad game: FILE:LINE:COLUMN: message on stderr, exit 2, the others reviewed"
flat=$(printf '%s\n' "$out" | tr '\n' ' ')
ok $(printf '%s' "$flat" | grep -q '3\.\.\. Nf6?? {\[%eval #1\] Blunder\. [A-Za-z0-9+]* was best\.}'; echo $?) \
  "the blunder 3...Nf6 has ?? (\$4) and its comment"
ok $(printf '%s' "$flat" | grep -Eq '\(3\.\.\. (g6|Qe7|Qf6|Nh6) [^)]*\)'; echo $?) \
  "the better move and its line as a variation"
ok $(printf '%s' "$flat" | grep -q '1\. Ka2?? {\[%eval -[0-9.]*\] Blunder\. Qxe10+ was best\.} (1\. Qxe10+ '; echo $?) \
  "ZigZag Madness: the hung queen is a blunder, Qxe10+ the better move"
ok $(printf '%s' "$flat" | grep -q '1\.\.\. Qxe1 \$7 {\[%eval -[0-9.]*\] Only move\.}'; echo $?) \
  "the capture that keeps the queen won is the only move (\$7)"
moves=$("$cli" pgn --moves "$tmp/out.pgn" | cut -f 4 | wc -w)
evals=$(printf '%s' "$out" | grep -o '\[%eval [^]]*\]' | wc -l)
ok $([ "$moves" = 9 ] && [ "$evals" = 9 ]; echo $?) "an [%eval] after every move ($evals for $moves moves)"
ok $(printf '%s' "$flat" | grep -q '4\. Qxf7# \$7 {\[%eval #0\] Only *move\.} 1-0 '; echo $?) \
  "the mate: evaluation #0, the result kept"
ok $(printf '%s' "$flat" | grep -q '\] *{White: accuracy [0-9.]*%, 0 inaccuracies, 0 mistakes, 0 blunders, [0-9]* only moves\?\. Black: accuracy [0-9.]*%, 0 inaccuracies, 0 mistakes, 1 blunder, 0 only moves\.} 1\. e4'; echo $?) \
  "a summary of each side before the first move"
ok $(printf '%s\n' "$out" | grep -qx '\[White "A"\]' && printf '%s\n' "$out" | grep -qx '\[Event "Zigzag"\]' \
  && printf '%s\n' "$out" | grep -qx '\[Variant "ZigZag Madness"\]' \
  && printf '%s\n' "$out" | grep -qx '\[Annotator "Chimera review, depth 5"\]'; echo $?) \
  "tags kept, the Annotator added"
ok $(printf '%s' "$flat" | grep -q '1\. e4 {\[%eval [-0-9.]*\] opening}' && ! printf '%s' "$out" | grep -q '0\.30'; echo $?) \
  "the file's comment kept, its old [%eval] replaced"
awk 'length > 80 { bad = 1 } END { exit bad }' "$tmp/out.pgn"
ok $? "no line over 80 columns"

# Read back: the same games, moves and results as the original's good ones.
"$cli" pgn --moves "$tmp/games.pgn" >"$tmp/orig.txt" 2>/dev/null
run pgn --moves "$tmp/out.pgn"
ok $([ "$rc" = 0 ] && [ "$out" = "$(cat "$tmp/orig.txt")" ]; echo $?) "the output read back by chimera-cli pgn: the same games"
"$cli" pgn --write "$tmp/out.pgn" >"$tmp/written.pgn"
ok $([ "$(grep -o '\[%eval [^]]*\]' "$tmp/written.pgn" | wc -l)" = 9 ]; echo $?) "the [%eval] comments survive the engine's reader and writer"

# A file's long comments kept whole, other commands ([%clk]) kept.
long=$(printf 'w%d ' $(seq 1 400))
printf '[Event "long"]\n\n{%s} 1. e4 {[%%clk 0:05:00] %s [%%eval 1.00] end} *\n' "$long" "$(printf 'x%.0s' $(seq 1 1500))" >"$tmp/long.pgn"
run review --depth 2 "$tmp/long.pgn"
flat=$(printf '%s\n' "$out" | tr '\n' ' ')
ok $([ "$rc" = 0 ] && printf '%s' "$flat" | grep -q 'w1 w2 .* w399 w400} 1\. e4 {\[%eval [-0-9.]*\] \[%clk 0:05:00\] x\{1500\} end} \*'; echo $?) \
  "long comments kept whole, [%clk] kept, the old [%eval] replaced"

# Standard input, --movetime, --threads.
sed -n '13,18p' "$tmp/games.pgn" >"$tmp/zigzag.pgn"
out=$(timeout 120 "$cli" review --movetime 50 --threads 2 - <"$tmp/zigzag.pgn" 2>"$tmp/err")
rc=$?
ok $([ "$rc" = 0 ] && printf '%s' "$out" | grep -q '1\. Ka2??' \
  && printf '%s\n' "$out" | grep -qx '\[Annotator "Chimera review, 50 ms a position"\]'; echo $?) \
  "FILE - reads standard input; --movetime and --threads"

# Bad arguments: one line on stderr, exit 2.
check () {
  want=$1
  shift
  run "$@"
  ok $([ "$rc" = 2 ] && [ -z "$out" ] && [ "$err" = "$want" ]; echo $?) "$*: $want"
}
check "chimera-cli: bad depth '0' (too small): expected a whole number from 1 to 30" review --depth 0 "$tmp/zigzag.pgn"
check "chimera-cli: bad depth '3x' (not a number): expected a whole number from 1 to 30" review --depth 3x "$tmp/zigzag.pgn"
check "chimera-cli: bad movetime (milliseconds) '-5' (too small): expected a whole number from 1 to 1000000000" review --movetime -5 "$tmp/zigzag.pgn"
check "chimera-cli: bad thread count '65' (too large): expected a whole number from 1 to 64" review --threads 65 "$tmp/zigzag.pgn"
check "chimera-cli: review takes --depth or --movetime, not both" review --depth 3 --movetime 10 "$tmp/zigzag.pgn"
check "chimera-cli: review needs one FILE (see --help)" review --depth 3
check "chimera-cli: review needs one FILE (see --help)" review "$tmp/zigzag.pgn" "$tmp/zigzag.pgn"
check "chimera-cli: unknown option '--variant' for review (see --help)" review --variant chess "$tmp/zigzag.pgn"
check "chimera-cli: --depth needs a value" review --depth
check "chimera-cli: cannot read '$tmp/none.pgn': No such file or directory" review "$tmp/none.pgn"
check "chimera-cli: cannot read '$tmp': Is a directory" review "$tmp"

echo "1..$n"
[ "$failed" = 0 ]
