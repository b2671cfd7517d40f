#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Draws the help's board figures (help/C/figures/*.png) with the app's own
# painter, through chimera-cli diagram: each variant's start, and pieces
# with the squares they reach circled in green (from `chimera-cli moves`).
#   tools/help-figures.sh BUILDDIR
set -euo pipefail
cli=${1:?usage: tools/help-figures.sh BUILDDIR}/src/cli/chimera-cli
out=$(dirname "$0")/../help/C/figures
size=300

# figure NAME VARIANT [FEN [SQUARE...]]: the position, the targets of the
# pieces on SQUAREs circled.
figure() {
  local name=$1 variant=$2 fen=${3:-} shapes="" sq px=$size
  shift 3 || shift $#
  # The turned board fills less of its square: drawn larger.
  [ "$variant" = diagonal ] && px=400
  local args=(diagram --variant "$variant" --size "$px" --coordinates)
  if [ -n "$fen" ]; then
    args+=(--fen "$fen")
    for sq in "$@"; do
      shapes+=$("$cli" moves --variant "$variant" --fen "$fen" |
        sed -n "s/^$sq\([a-p][0-9]\{1,2\}\).*/G\1/p" | sort -u | paste -sd, -)
      shapes+=","
    done
    [ -n "$shapes" ] && args+=(--shapes "[%csl ${shapes%,}]")
  fi
  "$cli" "${args[@]}" "$out/$name.png"
}

for v in chess zigzag diagonal zonex zelig diamond; do
  figure "$v" "$v"
done
figure zigzag-bishop zigzag "9k/10/10/10/10/4Z5/10/10/10/K9[] w - - 0 1" e5
figure zigzag-rook zigzag "9k/10/10/10/10/4Y5/10/10/10/K9[] w - - 0 1" e5
figure zigzag-knights zigzag "9k/10/10/10/2W6F/10/10/10/10/K9[] w - - 0 1" c6 j6
figure diagonal-knight diagonal "7k/8/8/8/3N4/8/8/K7 w - - 0 1" d4
figure zonex-entry zonex "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1" b1
figure zonex-general zonex "4k3/8/8/8/3G4/2P5/8/4K3 w - - 0 1" d4
figure zelig-powers zelig "4k3/8/8/3Z4/8/Z7/8/Z2ZK2Z w - - 0 1" a1 d5
figure diamond-pieces diamond "****k****/***3***/**5**/*7*/1A2*3V/*7*/**5**/***3***/****K**** w - - 0 1" b5 i5
