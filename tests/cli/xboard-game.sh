#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Plays Chimera against itself through the real XBoard (under Xvfb) in each
# variant named, and checks every game as TAP: XBoard saved a PGN whose
# game ended by a rule (mate, flag, stalemate, repetition, 50 moves, the
# flag square, time, or XBoard's draw adjudication when asked for), no
# engine refused a move or a command, and XBoard's final board is the
# engine's.  Skips (TAP's "1..0 # SKIP") when xboard or xvfb-run is
# missing; XBOARD names another xboard binary.
#   xboard-game.sh CHIMERA_CLI OUTDIR TC INC ADJUDICATE_MOVES VARIANT...
# TC as XBoard's -tc (minutes or m:ss), INC seconds, ADJUDICATE_MOVES 0 for
# a game to its end.  OUTDIR keeps ID.pgn, ID.fen and ID.debug.  With
# XBOARD_SECOND set (a command, e.g. fairymax) Chimera plays White against
# that engine instead of itself.
set -u
cli=$1 out=$2 tc=$3 inc=$4 adjudicate=$5
shift 5
xboard=${XBOARD:-$(command -v xboard || echo /usr/games/xboard)}
if [ ! -x "$xboard" ] || ! command -v xvfb-run >/dev/null; then
  echo "1..0 # SKIP xboard or xvfb-run not installed"
  exit 0
fi
mkdir -p "$out"
n=0
failed=0
ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi
}

# The board part of a position string with every run of empty squares
# written out as dots, so that "10" and "91" style counts compare equal.
board () {
  sed -e 's/[[ ].*//' | perl -pe 's/(\d+)/"." x $1/ge'
}

for v in "$@"; do
  rm -f "$out/$v.pgn" "$out/$v.fen" "$out/$v.debug"
  # XBoard keeps settings in ~/.xboardrc: a home of its own, and nothing
  # saved, so no run sees another's options.  It must not talk to a user:
  # no popups, no sounds, exit at the end.
  mkdir -p "$out/home"
  HOME="$out/home" timeout 1800 xvfb-run -a -s "-screen 0 1024x768x24" "$xboard" \
    -fcp "$cli xboard" -fd "$out" -scp "${XBOARD_SECOND:-$cli xboard}" -sd "$out" \
    -variant "$v" -matchMode true -matchGames 1 \
    -testLegality false -testClaims false -autoCallFlag true \
    -tc "$tc" -inc "$inc" -adjudicateDrawMoves "$adjudicate" -saveSettingsOnExit false \
    -saveGameFile "$out/$v.pgn" -savePositionFile "$out/$v.fen" \
    -debugMode true -nameOfDebugFile "$out/$v.debug" \
    -popupExitMessage false -popupMoveErrors false -soundMove "" -soundIcsAlarm "" \
    >"$out/$v.log" 2>&1
  rc=$?
  ok $rc "$v: xboard ran the match and exited (status $rc)"
  pgn="$out/$v.pgn"
  result=$(sed -n 's/^\[Result "\(.*\)"\]/\1/p' "$pgn" 2>/dev/null)
  case "$result" in 1-0 | 0-1 | 1/2-1/2) ok 0 "$v: result $result" ;; *) ok 1 "$v: result '$result'" ;; esac
  # The comment before the result at the end of the moves says why.
  why=$(tr '\n' ' ' <"$pgn" 2>/dev/null | sed -n 's/.*{\([^}]*\)} *\(1-0\|0-1\|1\/2-1\/2\) *$/\1/p')
  moves=$(grep -c '^[0-9]*\. ' "$pgn" 2>/dev/null)
  case "$why" in
    *mates* | *"on time"* | *[Ss]talemate* | *repetition* | *fifty* | *"50"* | *"flag square"* | \
      *"insufficient"* | *[Ii]nsufficient* | *"adjudication"* | *"Draw"* | *"draw"*)
      ok 0 "$v: ended by '$why'" ;;
    *) ok 1 "$v: ended by '$why'" ;;
  esac
  # Any engine refusing a move, or Chimera (the first) refusing a command.
  if grep -aE "<(first|second): *Illegal move|<first *: *Error" "$out/$v.debug" \
    >"$out/$v.errors" 2>/dev/null; then
    ok 1 "$v: an engine refused something: $(head -1 "$out/$v.errors")"
  else
    ok 0 "$v: no engine refused a move or command"
  fi
  # The last board either Chimera saw (the other may not hear the last move
  # before XBoard ends the game).
  ours=$(grep -a '<\(first\|second\) *: # position' "$out/$v.debug" | tail -1 | sed 's/.*# position //' | board)
  theirs=$(tail -1 "$out/$v.fen" 2>/dev/null | board)
  if [ -n "$ours" ] && [ "$ours" = "$theirs" ]; then
    ok 0 "$v: XBoard's final board is the engine's"
  else
    ok 1 "$v: final boards differ: engine '$ours', XBoard '$theirs'"
  fi
done
echo "1..$n"
[ "$failed" = 0 ]
