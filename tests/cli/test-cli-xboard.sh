#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# chimera-cli xboard as TAP: CECP commands on stdin, the replies checked:
# features, the setup and piece commands of every variant, usermoves legal
# and not, go answered by a legal move, lift answered by highlight, put by
# choice, undo/remove, setboard, ping after the move, and bad input.
#   test-cli-xboard.sh CHIMERA_CLI
set -u
. "$(dirname "$0")/tap.sh"
run_limit=30

# Runs the engine on the commands given (one a line); sets out and rc.
xb () {
  out=$(printf '%s\n' "$@" | timeout "$run_limit" "$cli" xboard 2>"$tmp/err")
  rc=$?
}
has () { grep -qxF -- "$1" <<<"$out"; }
has_re () { grep -qE -- "$1" <<<"$out"; }

xb xboard "protover 2" quit
ok $rc "xboard exits 0 on quit"
has 'feature done=0' && has 'feature done=1'
ok $? "features framed by done=0 and done=1"
variants=$("$cli" variants | sed 's/^chess$/normal/' | paste -sd, -)
has_re "^feature .*variants=\"$variants\""
ok $? "feature variants lists every variant, chess as normal ($variants)"
has_re '^feature .*setboard=1.*usermove=1.*ping=1.*highlight=1'
ok $? "setboard, usermove, ping and highlight features"

for id in $("$cli" variants); do
  fen=$("$cli" fen --variant "$id")
  if [ "$id" = chess ]; then
    xb "protover 2" "variant normal" quit
    ! has_re '^setup'
    ok $? "variant normal: no setup (XBoard knows it)"
    continue
  fi
  xb "protover 2" new "variant $id" quit
  line=$(grep '^setup ' <<<"$out")
  [[ "$line" =~ ^setup\ \(([A-Za-z.]{44})\)\ ([0-9]+)x([0-9]+)\+[0-9]+_fairy\ (.*)$ ]]
  ok $? "variant $id: setup (TABLE) WxH+S_fairy FEN"
  [ "${BASH_REMATCH[4]}" = "$fen" ]
  ok $? "variant $id: the setup FEN is the start position ($fen)"
  # Every letter of the position appears in the piece-to-char table once.
  table=${BASH_REMATCH[1]}
  letters=$(sed 's/[ [].*//; s/[^A-Za-z]//g' <<<"$fen" | fold -w1 | sort -u | paste -sd '' -)
  bad=0
  for ((i = 0; i < ${#letters}; i++)); do
    c=${letters:i:1}
    [ "$(tr -cd "$c" <<<"$table" | wc -c)" = 1 ] || bad=1
  done
  ok $bad "variant $id: each piece letter once in the table ($letters)"
done

xb "protover 2" new "variant zigzag" quit
has 'piece W& NW' && has 'piece F& NF' && ! has_re '^piece [ZYJP]&'
ok $? "zigzag: Betza for the Wazir and Ferz Knights, none for bent riders and pawns"
has_re '^setup \([^)]*\) 10x10\+2_fairy '
ok $? "zigzag: 10x10 with holdings for the ninja pawns"
xb "protover 2" new "variant diamond" quit
has 'piece A& F0WF' && has 'piece V& W0WF'
ok $? "diamond: Archbishop and Vizier as bishop or rook plus king"

# Moves: XBoard counts a 10-rank board's ranks from 0.
xb new force "usermove e2e4" "usermove e7e5" "usermove e2e4" quit
has_re '^# position .* b KQkq e3 0 1$' && has 'Illegal move: e2e4'
ok $? "a legal usermove is played, the same move again refused"
xb new force "usermove e2e5" "usermove zz" "usermove e2e4q" "usermove" "usermove J@e4" quit
has 'Illegal move: e2e5' && has 'Illegal move: zz' && has 'Illegal move: e2e4q' \
  && has 'Illegal move: J@e4'
ok $? "illegal, malformed and drop moves in chess refused"
xb new "variant zigzag" force "usermove d1d4" "usermove J@e1" "usermove d8d5" "usermove J@e1" \
  "usermove d2d6" quit
has_re '^# position rwbzqkybfr/pppppppppp/10/10/10/3P6/10/10/PPP1PPPPPP/RWBZQKYBFR\[JJJJJjjjjj\] b KQkq d3d4 '
ok $? "zigzag: d1d4 is our d2d5 (ranks from 0)"
has 'Illegal move: J@e1' && has 'Illegal move: d2d6'
ok $? "zigzag: drops onto a pawn and a pawn move too far refused"
xb new "variant zigzag" force "usermove d1d4" "usermove d8d5" "usermove J@d1" quit
has_re '^# position .*/PPPJPPPPPP/RWBZQKYBFR\[JJJJjjjjj\] b '
ok $? "zigzag: a ninja pawn dropped with J@d1 lands on our d2"

# go answers a legal move (checked with chimera-cli moves).
xb new "sd 3" force go "ping 1" quit
move=$(sed -n 's/^move //p' <<<"$out")
"$cli" moves --variant chess | tr ' ' '\n' | grep -qxF -- "$move"
ok $? "go answers a legal move ($move)"
xb new "variant zigzag" "sd 2" force go "ping 3" quit
move=$(sed -n 's/^move //p' <<<"$out")
ours=$(perl -pe 's/(?<=[a-j])(\d)/$1+1/ge' <<<"$move")
"$cli" moves --variant zigzag | tr ' ' '\n' | grep -qxF -- "$ours"
ok $? "zigzag: go answers a legal move ($move, ours $ours)"
grep -n -e '^move ' -e '^pong 3' <<<"$out" | cut -d: -f2 | paste -sd' ' | grep -q '^move .* pong 3$'
ok $? "ping while thinking is answered after the move"
xb new "st 30" force go "?" "ping 2" quit
has_re '^move [a-h][1-8][a-h][1-8]$' && has 'pong 2'
ok $? "? makes the engine move at once"
xb new "st 30" force go force "ping 3" quit
! has_re '^move ' && has 'pong 3'
ok $? "force while thinking stops the search without a move"
xb new "st 1" usermove\ e2e4 "ping 1" quit
has_re '^move [a-h][1-8][a-h][1-8]$'
ok $? "after the user's move the engine (black after new) answers"
xb new "sd 2" post force go "ping 1" quit
has_re '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-h][1-8]'
ok $? "post: thinking lines PLY SCORE TIME NODES PV"

# lift, put and highlight.
xb new "variant zigzag" "lift e1" "lift b0" "lift f0" "lift J@" "lift zz" quit
has 'highlight 10/10/10/10/10/4Y5/4Y5/4Y5/10/10'
ok $? "zigzag: lift e1 (the e-pawn) highlights its three pushes"
has 'highlight 10/10/10/10/10/10/10/Y1Y7/10/10'
ok $? "zigzag: lift b0 (Wazir Knight) highlights a2 and c2 (ours a3, c3)"
has 'highlight 10/10/10/10/10/10/10/10/10/10' && has 'Error (bad square): lift zz'
ok $? "zigzag: a piece without moves, no drop square, a bad square"
xb new "variant zigzag" "setboard 4k5/P9/10/10/10/10/10/10/10/4K5[] w - - 0 1" "lift a8" "put a9" quit
has 'highlight M9/10/10/10/10/10/10/10/10/10' && has 'choice QRZYWFB'
ok $? "zigzag: promotion square magenta, put answered by the choice, queen first"
xb new "variant zonex" "setboard 4k3/P7/8/8/8/8/8/4K3 w - - 0 1" "lift a7" "put a8" quit
has 'highlight B7/8/8/8/8/8/8/8' && has 'choice W'
ok $? "zonex: the only promotion (Warrior) blue, choice W"
xb new "setboard 4k3/8/8/8/8/8/8/R3K3 w - - 0 1" "lift a1" "put a8" "put a7" quit
! has_re '^choice'
ok $? "put of a rook on the last rank offers no choice"
xb new "variant zonex" "lift b1" quit
has 'highlight 8/8/8/YYYYYYYY/YYYYYYYY/Y1Y5/8/8'
ok $? "zonex: lift b1 shows the knight's entry moves to every zone square"

xb new "variant zigzag" force "usermove e1e4" "lift _8" "usermove e8e5" "lift l1" "lift l0" quit
[ "$(grep -c '^highlight 10/10/10/10/10/10/4Y5/4Y5/4Y5/10$' <<<"$out")" = 1 ] \
  && [ "$(grep -c '^highlight 10/10/10/10/10/10/10/10/10/10$' <<<"$out")" = 2 ]
ok $? "zigzag: lift from White's holdings (l1) shows the drops on the e-file, Black's none"

# undo, remove, setboard.
xb new force "usermove e2e4" "usermove e7e5" remove "usermove e2e4" undo undo undo quit
[ "$(grep -c '^# position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1$' <<<"$out")" = 2 ]
ok $? "remove takes back two plies (e2e4 legal again)"
has 'Error (command not legal now): undo'
ok $? "undo with no move made is refused"
xb new force "setboard 7k/8/8/8/8/8/8/KR6 w - - 0 1" "usermove b1b7" "usermove b7b6" quit
has_re '^# position 7k/1R6/8/8/8/8/8/K7 b - - 1 1$' && has 'Illegal move: b7b6'
ok $? "setboard: moves follow the new position"
xb new force "setboard 7k/8/8/8/8/8/8/KR6 w - - 0 1" "setboard nonsense" "usermove b1b2" quit
has_re '^tellusererror Illegal position' && has_re '^# position 7k/8/8/8/8/8/1R6/K7 b '
ok $? "a bad setboard is refused and the game stays"
xb new force "setboard 7k/8/6QK/8/8/8/8/8 w - - 0 1" "usermove g6g7" quit
has '1-0 {White mates}'
ok $? "a mate is claimed with RESULT {White mates}"
xb new force "usermove g7g6" quit
has 'Illegal move: g7g6'
ok $? "black's move on white's turn refused"

# XBoard sends our start position without castling rights where no rook
# stands in the corner (zeligs): it is still the start, castling allowed.
xb new "variant zelig2" "setboard zzzzkzzz/pppppppp/8/8/8/8/PPPPPPPP/ZZZZKZZZ w - - 0 1" force \
  "usermove g2g3" quit
has_re '^# position zzzzkzzz/pppppppp/8/8/8/6P1/PPPPPP1P/ZZZZKZZZ b KQkq - 0 1$'
ok $? "zelig2: XBoard's start position without rights keeps them"
xb new "variant zelig2" "setboard zzzzkzzz/pppppppp/8/8/8/6P1/PPPPPP1P/ZZZZKZZZ b - - 0 1" force \
  "usermove g7g6" quit
has_re '^# position zzzzkzzz/pppppp1p/6p1/8/8/6P1/PPPPPP1P/ZZZZKZZZ w - - 0 2$'
ok $? "zelig2: any other setboard is taken as written"

# Bad input never crashes or hangs.
xb "frobnicate 1 2" "level x y z" "st -3" "sd 999999999999" "memory 0" "cores x" \
  "time abc" "$(head -c 1100000 /dev/zero | tr '\0' a)" "ping 9" quit
has 'Error (unknown command): frobnicate' && has 'Error (bad time control): level' \
  && has_re '^Error \(bad number\): st' && has_re '^Error \(bad number\): memory' \
  && has_re '^Error \(line longer' && has 'pong 9'
ok $? "unknown commands, bad numbers and an endless line get errors, then pong"
# Known commands with random arguments, in every variant: the engine must
# answer the final ping and exit 0 (no crash, no hang).  Searches stay at
# depth 2 (no new, st or level, which would lift it); no random table size
# or thread count (gigabytes, hundreds of threads).
{
  for id in $("$cli" variants | sed 's/^chess$/normal/'); do
    printf 'variant %s\nsd 2\n' "$id"
  done | awk -v seed="$RANDOM" 'BEGIN { srand(seed) }
    {
      print
      n = split("force go usermove setboard lift put undo remove variant time otim ping " \
        "post analyze exit playother result ? hover", w, " ")
      chars = "abcdefghij0123456789@/ JZYq*-"
      for (i = 0; i < 150; i++) {
        arg = ""
        for (k = int(rand() * 24); k > 0; k--)
          arg = arg substr(chars, int(rand() * length(chars)) + 1, 1)
        print w[int(rand() * n) + 1] " " arg
      }
      print "memory 1"; print "cores 1"; print "exit"
    }'
  echo "ping 77"
} >"$tmp/junk"
out=$(timeout 120 "$cli" xboard <"$tmp/junk" 2>&1)
rc=$?
[ $rc = 0 ] && grep -qx 'pong 77' <<<"$out"
ok $? "random commands and arguments in every variant: no crash or hang (status $rc)"

xb new "level 40 0:30 0" "time 100" "otim 100" "usermove e2e4" "ping 1" quit
has_re '^move ' && has 'pong 1'
ok $? "level and time: the engine moves within its clock"
out=$({ printf 'new\nanalyze\n'; sleep 1; printf 'usermove e2e4\n'; sleep 1; printf 'undo\nexit\nping 2\n'; } \
  | timeout 30 "$cli" xboard)
rc=$?
[ $rc = 0 ] && grep -qx 'pong 2' <<<"$out" && grep -qE '^[0-9]+ ' <<<"$out"
ok $? "analyze: thinking lines until exit, then end of input ends the engine"

echo "1..$n"
[ "$failed" = 0 ]
