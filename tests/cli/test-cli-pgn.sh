#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `chimera-cli pgn` on collections and on awkward input, as TAP: one bad
# game among good ones, endless and special files, a pipe, --write and its
# round trip, text that is not UTF-8, results and terminations kept.
#   test-cli-pgn.sh CHIMERA_CLI
set -u
. "$(dirname "$0")/tap.sh"

tab=$(printf '\t')

cat >"$tmp/mixed.pgn" <<'PGN'
[Event "good 1"]
[Result "0-1"]
[Termination "normal"]

1. e4 e5 2. Nf3 {White resigns.} 0-1

[Event "bad"]

1. e4 e5
2. Nf6 *

[Event "good 2"]

1. d4 d5 1/2-1/2

[Event "bad too"]
[Variant "nope"]

1. e4 *

[Event "good 3"]
[Variant "zonex"]

1. Nbf5 *
PGN

run pgn "$tmp/mixed.pgn"
want="chess${tab}0-1${tab}rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
chess${tab}1/2-1/2${tab}rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2
zonex${tab}*${tab}$(printf '%s' "$("$cli" play --variant zonex b1f5 | head -n 1)")"
ok $([ "$rc" = 2 ] && [ "$out" = "$want" ]; echo $?) "one bad game among good ones: every good game's line on stdout, exit 2"
ok $([ "$err" = "$tmp/mixed.pgn:10:4: illegal move \"Nf6\": no knight can reach f6
$tmp/mixed.pgn:17:10: unknown variant \"nope\"" ]; echo $?) "each bad game as FILE:LINE:COLUMN: message on stderr"

# Endless input: the limit on one game stops it, with an error, soon.
start=$(date +%s)
run pgn /dev/zero
ok $([ "$rc" = 2 ] && [ "$(date +%s)" -le $((start + 20)) ] \
  && [ "$err" = "/dev/zero:1:1: game too long: more than 4194304 bytes
/dev/zero:1:1: a NUL byte after a game too long: this is not PGN text" ]; echo $?) \
  "/dev/zero: game too long, then not PGN text, exit 2, no hang"
out=$(yes | timeout 60 "$cli" pgn - 2>"$tmp/err")
rc=$?
ok $([ "$rc" = 2 ] && [ "$(grep -c ': game too long: more than' "$tmp/err")" = 1 ] \
  && grep -q '^-:[0-9]*:1: no game starts in 67108864 bytes after a game too long: this is not PGN text$' "$tmp/err"; echo $?) \
  "an endless pipe of text lines ends with an error, exit 2"

# A pipe, as - and as /dev/stdin.
out=$(cat "$tmp/mixed.pgn" | timeout 60 "$cli" pgn - 2>"$tmp/err")
rc=$?
ok $([ "$rc" = 2 ] && [ "$out" = "$want" ] && [ "$(head -n 1 "$tmp/err")" = "-:10:4: illegal move \"Nf6\": no knight can reach f6" ]; echo $?) \
  "pgn - reads a pipe game by game"
out=$(cat "$tmp/mixed.pgn" | timeout 60 "$cli" pgn /dev/stdin 2>/dev/null)
ok $([ "$out" = "$want" ]; echo $?) "pgn /dev/stdin reads a pipe"

# Files that are not regular files, or not there.
run pgn "$tmp"
ok $([ "$rc" = 2 ] && [ -z "$out" ] && [ "$err" = "chimera-cli: cannot read '$tmp': Is a directory" ]; echo $?) \
  "a directory: one line, exit 2"
run pgn "$tmp/no-such.pgn"
ok $([ "$rc" = 2 ] && [ "$err" = "chimera-cli: cannot read '$tmp/no-such.pgn': No such file or directory" ]; echo $?) \
  "a missing file: one line, exit 2"
if [ "$(id -u)" != 0 ]; then
  cp "$tmp/mixed.pgn" "$tmp/locked.pgn"
  chmod 000 "$tmp/locked.pgn"
  run pgn "$tmp/locked.pgn"
  ok $([ "$rc" = 2 ] && [ "$err" = "chimera-cli: cannot read '$tmp/locked.pgn': Permission denied" ]; echo $?) \
    "an unreadable file: one line, exit 2"
else
  n=$((n + 1))
  echo "ok $n - an unreadable file # SKIP root reads every file"
fi
# /proc files report a size of 0 but have text: it is read, not taken as empty.
run pgn /proc/self/status
ok $([ "$rc" = 2 ] && [ -z "$out" ] && [ "$(printf '%s\n' "$err" | head -n 1)" = "/proc/self/status:1:1: malformed move \"Name:\"" ]; echo $?) \
  "a /proc file (size 0) is read and reported as not PGN"

# A game longer than the limit (a comment of 5 MB), then a good game.
{
  printf '[Event "long"]\n\n1. e4 {'
  head -c 5000000 /dev/zero | tr '\0' 'x'
  printf '} *\n\n[Event "after"]\n\n1. d4 *\n'
} >"$tmp/long.pgn"
run pgn "$tmp/long.pgn"
ok $([ "$rc" = 2 ] && [ "$out" = "chess${tab}*${tab}rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1" ] \
  && [ "$err" = "$tmp/long.pgn:1:1: game too long: more than 4194304 bytes" ]; echo $?) \
  "a game too long is one bad game; the next game reads"

# --write: the records as the app saves them, results and terminations kept.
run pgn --write "$tmp/mixed.pgn"
ok $([ "$rc" = 2 ] && [ "$(printf '%s\n' "$out" | grep -c '^\[Event ')" = 3 ] \
  && printf '%s\n' "$out" | grep -qx '\[Result "0-1"\]' \
  && printf '%s\n' "$out" | grep -qx '\[Termination "normal"\]' \
  && printf '%s\n' "$out" | grep -qx '1. e4 e5 2. Nf3 {White resigns.} 0-1' \
  && printf '%s\n' "$out" | grep -qx '1. d4 d5 1/2-1/2'; echo $?) \
  "--write writes the good games with their results and terminations"
"$cli" pgn --write "$tmp/mixed.pgn" >"$tmp/once.pgn" 2>/dev/null
"$cli" pgn --write "$tmp/once.pgn" >"$tmp/twice.pgn" 2>"$tmp/err"
rc=$?
"$cli" pgn --write "$tmp/twice.pgn" >"$tmp/thrice.pgn" 2>/dev/null
ok $([ "$rc" = 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/once.pgn" "$tmp/twice.pgn" \
  && cmp -s "$tmp/twice.pgn" "$tmp/thrice.pgn"; echo $?) \
  "--write round trip: write(read(x)) = write(read(write(read(x))))"
run pgn --moves --write "$tmp/once.pgn"
ok $([ "$rc" = 0 ] && cmp -s <(printf '%s\n' "$out") "$tmp/once.pgn"; echo $?) "--write wins over --moves"

# Text that is not UTF-8 in tags and comments: U+FFFD, written as UTF-8.
printf '[White "caf\xe9 \xff\xfe"]\n[Black "\xc3"]\n\n{\xed\xa0\x80 \xc0\xaf} 1. e4 {\xe2\x82} *\n' >"$tmp/latin1.pgn"
run pgn --write "$tmp/latin1.pgn"
fffd=$(printf '\xef\xbf\xbd')
ok $([ "$rc" = 0 ] && printf '%s' "$out" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1 \
  && printf '%s\n' "$out" | grep -qx "\[White \"caf$fffd $fffd$fffd\"\]" \
  && printf '%s\n' "$out" | grep -qx "\[Black \"$fffd\"\]" \
  && printf '%s\n' "$out" | grep -qx "{$fffd$fffd$fffd $fffd$fffd} 1. e4 {$fffd} \*"; echo $?) \
  "invalid UTF-8 in tags and comments is written back as U+FFFD"

# --write keeps the whole tree: variations, comments, NAGs and suffixes,
# [%eval], [%clk], [%cal] and [%csl] (docs/pgn.md, The tree).
printf '%s\n' '[Event "tree"]' '{start} 1. e4 !  $14 {good [%eval 0.3] [%clk 0:05:00.5]' \
  '[%cal Ge2e4] [%csl Rd4]} (1. d4?! ({why} 1. c4 $1) 1... d5 ; semi' ') 1... e5 *' >"$tmp/tree.pgn"
run pgn --write "$tmp/tree.pgn"
want='{start} 1. e4! $14 {[%eval 0.30] [%clk 0:05:00.5] [%csl Rd4] [%cal Ge2e4] good}
(1. d4?! d5 {semi}) ({why} 1. c4!) 1... e5 *'
ok $([ "$rc" = 0 ] && [ "$(printf '%s\n' "$out" | sed -n '9,$p')" = "$want" ]; echo $?) \
  "--write keeps variations, comments, NAGs and the [%...] commands"
printf '%s\n' "$out" >"$tmp/tree-once.pgn"
run pgn --write "$tmp/tree-once.pgn"
ok $([ "$rc" = 0 ] && [ "$out" = "$(cat "$tmp/tree-once.pgn")" ]; echo $?) \
  "--write of a tree is a fixed point"

# Not one FILE.
run pgn
ok $([ "$rc" = 2 ] && [ "$err" = "chimera-cli: pgn needs one FILE (see --help)" ]; echo $?) "pgn without FILE: exit 2"

echo "1..$n"
[ "$failed" = 0 ]
