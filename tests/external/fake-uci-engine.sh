#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A UCI engine for tests: it plays a fixed opening of pawn moves that stay
# legal whatever the other side plays (a3 h3 a4 h4 ... for White, a6 h6 a5
# h5 ... for Black), answers at once, and misbehaves on request.
# Usage: fake-uci-engine.sh [good|crash|hang|hang-handshake|garbage|huge|illegal]
# With FAKE_UCI_LOG set, every line it is sent is added to that file.
mode=${1:-good}
plies=0
while IFS= read -r line; do
  [ -n "$FAKE_UCI_LOG" ] && printf '%s\n' "$line" >>"$FAKE_UCI_LOG"
  case "$line" in
    uci)
      echo "id name Fake UCI 1.0"
      echo "id author Chimera tests"
      echo "option name Hash type spin default 16 min 1 max 1024"
      echo "option name MultiPV type spin default 1 min 1 max 5"
      echo "option name UCI_Variant type combo default chess var chess var xiangqi var shogi"
      echo "option name UCI_LimitStrength type check default false"
      echo "option name UCI_Elo type spin default 1500 min 1000 max 2800"
      [ "$mode" = hang-handshake ] && continue
      echo "uciok" ;;
    isready) echo "readyok" ;;
    "position "*)
      # Plies from the start: the position string's move number and side,
      # then the moves after it.
      plies=0
      case "$line" in
        "position fen "*)
          set -- $line
          plies=$((($8 - 1) * 2))
          [ "$4" = b ] && plies=$((plies + 1)) ;;
      esac
      seen=0
      for word in $line; do
        [ $seen = 1 ] && plies=$((plies + 1))
        [ "$word" = moves ] && seen=1
      done ;;
    "go infinite"*)
      # From the start two fixed lines; elsewhere the move it would play and
      # a pawn move the fixed opening below never plays.
      if [ $plies = 0 ]; then set -- "e2e4 e7e5 g1f3" d2d4
      else
        i=$((plies / 2))
        if [ $((plies % 2)) = 0 ]; then set -- a2a3 h2h3 a3a4 h3h4 b2b3 g2g3 b3b4 g3g4; other=c2c3
        else set -- a7a6 h7h6 a6a5 h6h5 b7b6 g7g6 b6b5 g6g5; other=c7c6; fi
        shift $((i % 8))
        set -- "$1" $other
      fi
      echo "info depth 3 seldepth 4 multipv 1 score cp 25 nodes 1200 nps 40000 time 30 pv $1"
      echo "info depth 3 seldepth 4 multipv 2 score mate 2 nodes 1200 nps 40000 time 30 pv $2"
      echo "info string thinking hard" ;;
    go*)
      case "$mode" in
        crash) kill -SEGV $$ ;;
        hang) continue ;;
        garbage) yes "garbage out of the engine 1 2 3" | head -n 20000; continue ;;
        huge) head -c 100000 /dev/zero | tr '\0' x; echo; continue ;;
        illegal) echo "bestmove e2e5"; continue ;;
      esac
      i=$((plies / 2))
      if [ $((plies % 2)) = 0 ]; then set -- a2a3 h2h3 a3a4 h3h4 b2b3 g2g3 b3b4 g3g4
      else set -- a7a6 h7h6 a6a5 h6h5 b7b6 g7g6 b6b5 g6g5; fi
      shift $((i % 8))
      echo "info depth 1 score cp -7 nodes 20 pv $1"
      echo "bestmove $1" ;;
    stop) echo "bestmove 0000" ;;
    quit) exit 0 ;;
  esac
done
