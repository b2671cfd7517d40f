#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every number chimera-cli reads, at its extremes, as TAP: each numeric
# command-line option must refuse junk, signs, zero where meaningless,
# overflow, inf and nan with one line on stderr and status 2; in UCI each
# setoption value and go parameter must get an "info string" and a prompt
# bestmove (a hang fails the test, it does not hang it).  Plus lines of any
# length as one command, and go searchmoves.
#   test-cli-input.sh CHIMERA_CLI
set -u
cli=$1
n=0
failed=0
# Seconds a search that should be prompt may take, and a run of the CLI
# that should end: past them it is taken for a hang.  They cost nothing
# when all is well, so they are generous: on the 2-core machine with this
# test getting 1/41 of it (40 busy loops), the slowest answer took 7 s and
# the slowest run (a match of five games) 64 s.
prompt=${CHIMERA_PROMPT:-60}
limit=${CHIMERA_RUN_LIMIT:-300}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi
}

# ---- the command line ----

# bad WHAT ARGS...: status 2, nothing on stdout, one line on stderr that
# starts with "chimera-cli: bad WHAT".  Checked with bash's own builtins:
# it runs about 190 times, and a wc, grep and two heads each time cost as
# much as the CLI itself.
bad () {
  local what=$1 rc lines first
  shift
  timeout "$limit" "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  mapfile -t lines <"$tmp/err"
  first=${lines[0]:-}
  [ "$rc" = 2 ] && [ ! -s "$tmp/out" ] && [ ${#lines[@]} = 1 ] \
    && [[ $first == "chimera-cli: bad $what"* ]]
  ok $? "$(printf '%q ' "$@")-> status 2, '${first:0:90}'"
}

# good ARGS...: status 0.
good () {
  timeout "$limit" "$cli" "$@" >"$tmp/out" 2>"$tmp/err"
  ok $([ $? = 0 ]; echo $?) "$(printf '%q ' "$@")-> status 0"
}

junk=(abc 5x x5 ' 5' '5 ' 0x10 1e3 1.5 inf -inf nan NaN '' + - 99999999999999999999999)
for v in "${junk[@]}" -1 31; do
  bad depth perft --variant chess --depth "$v"
done
bad depth search --variant chess --depth 0
bad depth bench --depth 0
for v in "${junk[@]}" -1 0 65; do
  bad 'thread count' search --variant chess --depth 1 --threads "$v"
done
for v in "${junk[@]}" -5 0 1000000001; do
  bad movetime search --variant chess --movetime "$v"
done
for v in "${junk[@]}" -1 0 100001; do
  bad 'game count' match --games "$v" material material
done
for v in "${junk[@]}" -1 0; do
  bad 'node count' match --nodes "$v" material material
done
for v in abc 5x inf nan NaN -inf '' + 1e3 0 -1 0+1 -1+0 10+-1 10+abc 10+inf 10+nan 1+2+3 10+ \
  86401 10+86401 99999999999999999999999+0 1.2.3 .; do
  bad 'time control' match --tc "$v" material material
done
for v in abc 5x -1 inf nan '' 1.5 18446744073709551616 99999999999999999999999; do
  bad seed match --seed "$v" material material
done
for v in 0 11 -1 3x abc '' inf nan 1.5 99999999999999999999999; do
  bad level match "chimera:$v" material
done
good perft --variant chess --depth 0
good search --variant chess --depth 1 --threads 2 --movetime 100000
good search --variant chess --movetime 50
good match --games 1 --tc 0.5+0.01 --seed 18446744073709551615 material material
good match --games 1 --tc 2 --seed 0 chimera:1 material
# Past the 12 book pairs of chess: book line plus random plies.
good match --variant chess --games 26 --tc 1 material material
# --threads reaches a UCI engine as its Threads option.
good match --games 2 --tc 1+0.01 --threads 1 chimera:1 "uci:$cli uci"
# At a node budget a match does not depend on the machine: run twice, the
# same games (the in-process player and the UCI one search alike).
good match --games 2 --nodes 3000 --threads 1 --seed 7 chimera "uci:$cli uci"
cp "$tmp/out" "$tmp/first"
good match --games 2 --nodes 3000 --threads 1 --seed 7 chimera "uci:$cli uci"
ok $(cmp -s "$tmp/out" "$tmp/first" && grep -q '^chimera-10 vs chimera-cli uci, chess, 2 games' \
  "$tmp/out"; echo $?) "match --nodes: the same games twice"
for v in abc =5 '' 'a
b=1'; do
  bad 'UCI option' match --uci-option "$v" material material
done
many=()
for i in $(seq 17); do many+=(--uci-option "Hash=$i"); done
timeout "$limit" "$cli" match "${many[@]}" material material >"$tmp/out" 2>"$tmp/err"
ok $([ $? = 2 ] && grep -q 'too many --uci-option' "$tmp/err"; echo $?) \
  "match with 17 --uci-option -> status 2"
# --uci-option reaches the engine as setoption (a name with a blank too).
good match --games 2 --nodes 500 --threads 1 --uci-option 'Move Overhead=60' \
  --uci-option Hash=2 chimera:1 "uci:tee '$tmp/sent' | '$cli' uci"
ok $(grep -qx 'setoption name Move Overhead value 60' "$tmp/sent" \
  && grep -qx 'setoption name Hash value 2' "$tmp/sent"; echo $?) "match --uci-option: sent as setoption"
for v in "${junk[@]}" -1 0 65; do
  bad concurrency match --concurrency "$v" material material
done
# Pairs played at once are the pairs played one after the other, each
# pair's lines together (an SPRT reads them in pairs), the tally the same.
good match --games 5 --nodes 2000 --threads 1 --seed 7 chimera:9 "uci:$cli uci"
sort "$tmp/out" >"$tmp/serial"
good match --games 5 --nodes 2000 --threads 1 --seed 7 --concurrency 3 chimera:9 "uci:$cli uci"
ok $(sort "$tmp/out" | cmp -s - "$tmp/serial" \
  && awk '/^game/ { n = $2 + 0; if (n % 2 == 0 && n != last + 1) bad = 1; last = n } END { exit bad }' \
    "$tmp/out"; echo $?) "match --concurrency 3: the same games and tally, pairs together"
# --pgn keeps every game, each whole though pairs run at once: the file
# reads back as the games the match printed, with their results.
good match --variant zonex --games 4 --nodes 500 --threads 1 --seed 3 --concurrency 2 \
  --pgn "$tmp/games.pgn" chimera:2 material
ok $(awk '/^game/ { print $6 }' "$tmp/out" | sort >"$tmp/printed" \
  && "$cli" pgn "$tmp/games.pgn" | cut -f 1,2 | sort >"$tmp/read" \
  && [ "$(wc -l <"$tmp/read")" = 4 ] && [ "$(cut -f 1 "$tmp/read" | sort -u)" = zonex ] \
  && cut -f 2 "$tmp/read" | cmp -s - "$tmp/printed" \
  && [ "$(grep -c '^\[Termination "normal"\]' "$tmp/games.pgn")" = 4 ]; echo $?) \
  "match --pgn: four games of two pairs, read back with the printed results"
# An engine started by the match does not inherit the open file.
good match --games 1 --nodes 500 --threads 1 --pgn "$tmp/games.pgn" chimera:2 \
  "uci:sh -c 'ls -l /proc/self/fd >\"$tmp/fds\"; exec \"$cli\" uci'"
ok $([ "$("$cli" pgn "$tmp/games.pgn" | wc -l)" = 5 ] && [ -s "$tmp/fds" ] \
  && ! grep -q games.pgn "$tmp/fds"; echo $?) \
  "match --pgn: a second match appends; the engine it starts has no hold on the file"
for c in 1 2; do
  timeout "$limit" "$cli" match --games 2 --nodes 500 --threads 1 --concurrency $c --pgn /dev/full \
    chimera:2 material >"$tmp/out" 2>"$tmp/err"
  ok $([ $? = 2 ] && grep -q "^chimera-cli: cannot write '/dev/full': No space left" "$tmp/err"; echo $?) \
    "match --pgn on a full disk (concurrency $c) -> status 2, '$(head -n 1 "$tmp/err")'"
done
# --balanced CP: the random opening of each pair is one a search to depth
# 6 (as `search --depth 6` prints it) scores within CP of even; the same
# seed without it draws openings far from even (Zone X's entry moves hang
# pieces at random).
opening_scores () {
  "$cli" pgn --moves "$1" | awk -F '\t' 'NR % 2 == 1 {print $4}' | while read -r m1 m2 m3 m4 _; do
    "$cli" search --variant zonex --depth 6 --threads 1 \
      --fen "$("$cli" play --variant zonex "$m1" "$m2" "$m3" "$m4" | head -n 1)" \
      | sed -nE 's/.* score (cp|mate) (-?[0-9]+).*/\1 \2/p' | tail -n 1
  done
}
for b in "--balanced 40" ""; do
  rm -f "$tmp/open.pgn"
  # shellcheck disable=SC2086
  good match --variant zonex --games 8 --tc 1 --seed 5 $b --pgn "$tmp/open.pgn" material material
  opening_scores "$tmp/open.pgn" >"$tmp/scores-${b:+b}"
done
ok $([ "$(wc -l <"$tmp/scores-b")" = 4 ] && awk '$1 != "cp" || $2 > 40 || $2 < -40 {exit 1}' "$tmp/scores-b" \
  && ! awk '$1 != "cp" || $2 > 40 || $2 < -40 {exit 1}' "$tmp/scores-"; echo $?) \
  "match --balanced 40: openings scored $(tr '\n' ' ' <"$tmp/scores-b")(without: $(tr '\n' ' ' <"$tmp/scores-"))"
for v in "${junk[@]}" -1 0 1001; do
  bad 'opening margin' match --balanced "$v" material material
done
# A reader that stops reading (a test that has decided, `| head`) stops the
# match: without it the games would go on for nobody, up to --games.
for c in 1 2; do
  timeout "$limit" "$cli" match --games 2000 --nodes 300 --threads 1 --concurrency $c chimera:1 \
    material 2>"$tmp/err" | head -n 1 >/dev/null
  rc=${PIPESTATUS[0]}
  ok $([ "$rc" = 2 ] && grep -q "^chimera-cli: cannot write the match's results: Broken pipe; stopping" \
    "$tmp/err"; echo $?) "match whose reader has gone (concurrency $c) -> status 2, '$(head -n 1 "$tmp/err")'"
done
timeout "$limit" "$cli" match --pgn "$tmp/no/such/dir.pgn" material material >"$tmp/out" 2>"$tmp/err"
ok $([ $? = 2 ] && [ ! -s "$tmp/out" ] && grep -q "^chimera-cli: cannot write .*No such file" "$tmp/err"; echo $?) \
  "match --pgn into a missing folder -> status 2"
timeout "$limit" "$cli" match --nodes 1000 material "cecp:$cli xboard" >"$tmp/out" 2>"$tmp/err"
ok $([ $? = 2 ] && grep -q 'CECP has no node budget' "$tmp/err"; echo $?) \
  "match --nodes with a CECP engine -> status 2"

# ---- UCI ----

# A running engine on a coprocess; `out` collects what it said.  Its pipes
# are copied to fds of our own: bash drops ENGINE when the process ends.
start () {
  coproc ENGINE { timeout "$limit" "$cli" uci 2>&1; }
  eng_pid=$ENGINE_PID
  exec {eng_in}>&"${ENGINE[1]}" {eng_out}<&"${ENGINE[0]}"
  exec {ENGINE[1]}>&- {ENGINE[0]}<&-
  out=""
}

send () {
  printf '%s\n' "$@" >&"$eng_in" 2>/dev/null
}

# expect ERE SECONDS: reads until a line matches ERE; fails after SECONDS.
expect () {
  local line end=$((SECONDS + $2))
  while [ $SECONDS -lt $end ] && IFS= read -r -t $((end - SECONDS + 1)) line <&"$eng_out"; do
    out+="$line"$'\n'
    [[ $line =~ $1 ]] && return 0
  done
  return 1
}

finish () {
  local line
  send quit
  exec {eng_in}>&-
  while IFS= read -r -t "$prompt" line <&"$eng_out"; do out+="$line"$'\n'; done
  exec {eng_out}<&-
  wait "$eng_pid" 2>/dev/null
}

said () {
  printf '%s' "$out" | grep -q -- "$1"
}

# go_case PARAM VALUE: "go PARAM VALUE" answers at once with an info string
# naming the parameter and a bestmove (values the engine clamps to a long
# search get a "stop" once their info string is out).
go_case () {
  local p=$1 v=$2 long=$3
  start
  send "position startpos" "go $p $v"
  local r=1
  if [ "$long" = 1 ]; then
    expect "^info string go $p" "$prompt" && send stop && expect '^bestmove [a-z]' "$prompt" && r=0
  else
    expect '^bestmove [a-z]' "$prompt" && said "^info string go" && r=0
  fi
  finish
  ok $r "uci: go $p '$v' -> info string and bestmove$([ "$long" = 1 ] && echo ' (after stop)')"
}

big=99999999999999999999999
for p in depth nodes movetime wtime btime winc binc movestogo mate; do
  for v in abc 5x -5 1e3 1.5 inf nan NaN 0x10 $big; do
    long=0
    # Huge depths, node counts, move times, clocks and mates are clamped to
    # the longest allowed, a search that runs until stopped.
    [ "$v" = $big ] && [[ $p =~ ^(depth|nodes|movetime|wtime|mate)$ ]] && long=1
    go_case "$p" "$v" "$long"
  done
done
for p in depth nodes movetime movestogo mate; do
  go_case "$p" 0 0
done
for p in depth nodes movetime wtime winc movestogo mate; do
  go_case "$p" '' 0
done
go_case depth "wtime" 0
go_case "btime 1000" "" 0

start
send "go nodes 1"
expect '^bestmove [a-z]' "$prompt"
ok $? "uci: go nodes 1 -> bestmove"
finish

start
send "go infinite"
sleep 0.3
send "stop"
expect '^bestmove [a-z]' "$prompt"
ok $? "uci: go infinite, stop -> bestmove"
finish

# setoption VALUE cases: an info string, the engine still answers.
for o in Hash Threads MultiPV; do
  for v in abc 5x -1 0 1.5 inf nan '' $big; do
    start
    send "setoption name $o value $v" "isready"
    expect '^readyok' "$prompt"
    r=$?
    said "^info string setoption $o" || r=1
    send "setoption name Hash value 16" "go depth 1"
    expect '^bestmove [a-z]' "$prompt" || r=1
    finish
    ok $r "uci: setoption name $o value '$v' -> info string, engine goes on"
  done
done
# Move Overhead takes 0; what is not a number in 0..5000 is said and clamped.
for v in abc -1 1.5 '' $big; do
  start
  send "setoption name Move Overhead value $v" "isready"
  expect '^readyok' "$prompt"
  r=$?
  said "^info string setoption Move Overhead" || r=1
  send "go wtime 2000 btime 2000"
  expect '^bestmove [a-z]' "$prompt" || r=1
  finish
  ok $r "uci: setoption name Move Overhead value '$v' -> info string, engine goes on"
done
start
send "setoption name Move Overhead value 0" "isready"
expect '^readyok' "$prompt"
r=$?
said "^info string" && r=1
finish
ok $r "uci: setoption name Move Overhead value 0 is taken silently"
for line in "setoption name Hash" "setoption name UCI_Variant value" \
  "setoption name UCI_Variant value nosuch" "setoption name Nosuch value 3" "setoption" \
  "setoption value 3"; do
  start
  send "$line" "isready"
  expect '^readyok' "$prompt"
  r=$?
  said '^info string' || r=1
  finish
  ok $r "uci: '$line' -> info string"
done
start
send "setoption name Threads value 100000" "setoption name Hash value 99999999999" \
  "setoption name Hash value 16" "go depth 2"
expect '^bestmove [a-z]' "$prompt"
r=$?
said "Threads: 100000 is too large; using 64" && said "Hash: 99999999999 is too large; using 4096" \
  || r=1
finish
ok $r "uci: Threads 100000 and Hash 99999999999 are clamped with a note; go depth 2 answers"

# ---- lines of any length ----

moves=$(for i in $(seq 1000); do printf ' g1f3 g8f6 f3g1 f6g8'; done)
start
send "position startpos moves$moves" "d"
expect '^rnbqkbnr' "$prompt"
r=$?
said '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4000 2001$' || r=1
said 'unknown command' && r=1
finish
ok $r "uci: a 20 KB position line is one command (4,000 moves)"

start
send "go depth 1 $(head -c 100000 /dev/zero | tr '\0' x)"
expect '^bestmove [a-z]' "$prompt"
r=$?
said 'unknown command' && r=1
[ "$(printf '%s' "$out" | grep -c '^info string')" = 1 ] || r=1
finish
ok $r "uci: a 100 KB go line is one command, with one info string"

start
send "$(head -c 3000000 /dev/zero | tr '\0' x)" "isready"
expect '^readyok' "$prompt"
r=$?
said '^info string line longer than 1048576 bytes ignored' || r=1
[ "$(printf '%s' "$out" | wc -l)" = 2 ] || r=1
finish
ok $r "uci: a 3 MB line is dropped with one info string"

# ---- searchmoves ----

# sm_case "POSITION" "GO" WANT [INFO]: bestmove WANT, and an info string
# matching INFO if given.
sm_case () {
  start
  send "position $1" "go $2"
  expect '^bestmove' "$prompt"
  local r=$?
  said "^bestmove $3\( \|$\)" || r=1
  [ -n "${4:-}" ] && { said "$4" || r=1; }
  finish
  ok $r "uci: position $1, go $2 -> bestmove $3"
}
mate='fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'
sm_case startpos "depth 3 searchmoves a2a3" a2a3
sm_case startpos "searchmoves h2h4 depth 2" h2h4
sm_case "$mate" "depth 3" h5f7
sm_case "$mate" "depth 3 searchmoves a2a3" a2a3
sm_case "$mate" "searchmoves zz e7e5 b1c3 movetime 200" b1c3 'info string searchmoves: zz ignored'
sm_case "startpos moves e2e4" "depth 2 searchmoves a7a6" a7a6
sm_case startpos "depth 2 searchmoves e7e5 zz" '(none)' 'searchmoves names no legal move'
sm_case startpos "depth 2 searchmoves" '(none)' 'searchmoves names no legal move'

echo "1..$n"
[ "$failed" = 0 ]
