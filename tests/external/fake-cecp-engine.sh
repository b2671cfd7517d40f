#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A CECP (XBoard) engine for tests: the fixed pawn moves of
# fake-uci-engine.sh, on "go", at once.  Usage: fake-cecp-engine.sh [good|crash]
mode=${1:-good}
plies=0
while IFS= read -r line; do
  case "$line" in
    protover*)
      echo 'feature ping=1 setboard=1 usermove=1 san=0 myname="Fake CECP 2.0" variants="normal,shatranj" done=1' ;;
    new) plies=0 ;;
    "usermove "*) plies=$((plies + 1)) ;;
    "setboard "*) case "$line" in *" b "*) plies=1 ;; esac ;;
    "ping "*) echo "pong ${line#ping }" ;;
    analyze) echo "  4     31    12   3456 e2e4 e7e5" ;;
    go)
      [ "$mode" = crash ] && kill -SEGV $$
      i=$((plies / 2))
      if [ $((plies % 2)) = 0 ]; then set -- a2a3 h2h3 a3a4 h3h4 b2b3 g2g3 b3b4 g3g4
      else set -- a7a6 h7h6 a6a5 h6h5 b7b6 g7g6 b6b5 g6g5; fi
      shift $((i % 8))
      echo " 1 -7 0 20 $1"
      echo "move $1"
      plies=$((plies + 1)) ;;
    quit) exit 0 ;;
  esac
done
