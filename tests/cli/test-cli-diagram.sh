#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `chimera-cli diagram` as TAP: a PNG and an SVG of every variant's start,
# each read back (the PNG's size is the size asked for, the SVG parses with
# that size in pixels); which way up the board is, from the colour of a
# known square with and without --flip; --moves marking the last move and
# --shapes drawing a circle, both gone with --no-marks; the format from --format and from
# the extension; and bad input (unknown variant, malformed position, sizes
# out of range, unknown format, a path that cannot be written): one line
# on stderr, exit 2, no file.  In a build without the UI (no PROBE given)
# the command says it is missing.
#   test-cli-diagram.sh CHIMERA_CLI [DIAGRAM_PROBE]
set -u
. "$(dirname "$0")/tap.sh"
probe=${2:-}

if [ -z "$probe" ]; then
  run diagram --variant chess "$tmp/x.png"
  ok $([ "$rc" = 2 ] && [[ "$err" == *"not available in this build"* ]] && [ ! -e "$tmp/x.png" ]; echo $?) \
    "without the UI: diagram says it is not there, exit 2"
  echo "1..$n"
  [ "$failed" = 0 ]
  exit
fi

for v in $("$cli" variants); do
  run diagram --variant "$v" --size 300 --coordinates "$tmp/$v.png"
  size=$("$probe" "$tmp/$v.png" 2>&1)
  ok $([ "$rc" = 0 ] && [ -z "$err" ] && [ "$size" = "300 300" ]; echo $?) \
    "$v: a 300 px PNG with coordinates ($size)"
  run diagram --variant "$v" --size 500 --flip "$tmp/$v.svg"
  size=$("$probe" --svg "$tmp/$v.svg" 2>&1)
  ok $([ "$rc" = 0 ] && [ "$size" = "500 500" ] && grep -q '<svg' "$tmp/$v.svg"; echo $?) \
    "$v: a 500 px SVG that parses ($size)"
done

# A queen alone in the a1 corner, the kings in the middle.  At 400 px
# without coordinates the squares are 48 px from (8, 8): the centres of
# the bottom-left and top-right corner squares are (32, 368) and (368, 32),
# of c1 (or, flipped, f8; dark and empty either way) (128, 368).
fen='8/8/8/2k5/5K2/8/8/Q7 w - - 0 1'
color () { "$probe" "$1" "$2" "$3"; }
run diagram --variant chess --fen "$fen" --size 400 "$tmp/up.png"
ok $([ "$rc" = 0 ]; echo $?) "the queen's position drawn"
dark=$(color "$tmp/up.png" 128 368)
ok $([ "$(color "$tmp/up.png" 32 368)" != "$dark" ] && [ "$(color "$tmp/up.png" 368 32)" = "$dark" ]; echo $?) \
  "White at the bottom: the queen on a1 at the bottom left, h8 empty at the top right"
run diagram --variant chess --fen "$fen" --size 400 --flip "$tmp/down.png"
dark=$(color "$tmp/down.png" 128 368)
ok $([ "$rc" = 0 ] && [ "$(color "$tmp/down.png" 32 368)" = "$dark" ] && [ "$(color "$tmp/down.png" 368 32)" != "$dark" ]; echo $?) \
  "--flip: h8 empty at the bottom left, the queen on a1 at the top right"
ok $([ "$(color "$tmp/up.png" 2 2)" = "#ffffff" ]; echo $?) "a white ground round the board"
run diagram --variant chess --fen "$fen" --size 400 --theme green "$tmp/green.png"
ok $([ "$rc" = 0 ] && [ "$(color "$tmp/green.png" 128 368)" != "$(color "$tmp/up.png" 128 368)" ]; echo $?) \
  "--theme green colours the squares otherwise"

# --moves marks the last move and --shapes draws arrows and circles; with
# --no-marks neither shows and the picture is the position's alone.
after=$("$cli" play --variant chess e2e4 | head -1)
run diagram --variant chess --fen "$after" --no-marks "$tmp/after.png"
run diagram --variant chess --moves "e2e4" --no-marks --shapes "[%cal Gg1f3][%csl Re4]" "$tmp/after-plain.png"
ok $([ "$rc" = 0 ] && cmp -s "$tmp/after.png" "$tmp/after-plain.png"; echo $?) \
  "--moves plays from the start: with --no-marks, the position's picture"
run diagram --variant chess --moves "e2e4" "$tmp/after-moved.png"
run diagram --variant chess --fen "$after" "$tmp/after-fen.png"
ok $([ "$rc" = 0 ] && ! cmp -s "$tmp/after-moved.png" "$tmp/after-fen.png" \
  && [ "$(color "$tmp/after-moved.png" 224 320)" != "$(color "$tmp/after-fen.png" 224 320)" ]; echo $?) \
  "--moves marks the last move's squares (e2's centre, (224, 320), highlighted)"
run diagram --variant chess --moves "e2e4" --shapes "[%csl Rh4]" "$tmp/after-shapes.png"
ok $([ "$rc" = 0 ] && [ "$(color "$tmp/after-shapes.png" 368 224)" = "$(color "$tmp/after-moved.png" 368 224)" ] \
  && [ "$(color "$tmp/after-shapes.png" 346 224)" != "$(color "$tmp/after-moved.png" 346 224)" ]; echo $?) \
  "--shapes draws a circle on h4: its ring at (346, 224), not its centre (368, 224)"

run diagram --variant zonex --format svg "$tmp/zone.picture"
ok $([ "$rc" = 0 ] && "$probe" --svg "$tmp/zone.picture" >/dev/null; echo $?) "--format svg whatever the name"
run diagram --variant zonex --size 64 "$tmp/SMALL.PNG"
ok $([ "$rc" = 0 ] && [ "$("$probe" "$tmp/SMALL.PNG")" = "64 64" ]; echo $?) "the smallest size, an upper-case .PNG"
run diagram --variant zigzag --size 4096 --no-marks "$tmp/large.png"
ok $([ "$rc" = 0 ] && [ "$("$probe" "$tmp/large.png")" = "4096 4096" ]; echo $?) "the largest size, --no-marks"
echo old >"$tmp/old.png"
run diagram --variant chess "$tmp/old.png"
ok $([ "$rc" = 0 ] && [ "$("$probe" "$tmp/old.png")" = "400 400" ]; echo $?) "an existing file replaced, 400 px by default"

# Bad input: exit 2, one line naming the problem, nothing written.
mkdir "$tmp/folder.png"
bad () {
  local want=$1 desc=$2
  shift 2
  rm -f "$tmp/bad.png" "$tmp/bad.svg"
  run "$@"
  ok $([ "$rc" = 2 ] && [[ "$err" == "chimera-cli: diagram: "*"$want"* ]] \
    && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && [ ! -e "$tmp/bad.png" ]; echo $?) \
    "$desc: exit 2, '$want'"
}
bad "unknown variant 'nosuch'" "unknown variant" diagram --variant nosuch "$tmp/bad.png"
bad "missing --variant" "no variant" diagram "$tmp/bad.png"
bad "invalid position" "malformed position" diagram --variant chess --fen 'rnbqkbnr/pppppppp/8 w' "$tmp/bad.png"
bad "invalid position" "a position of another board" diagram --variant diagonal --fen '4q4k/10/10/10/10/10/10/10/10/K3Q5[] w - - 0 1' "$tmp/bad.png"
bad "bad --size '63'" "size below 64" diagram --variant chess --size 63 "$tmp/bad.png"
bad "bad --size '4097'" "size above 4096" diagram --variant chess --size 4097 "$tmp/bad.png"
bad "bad --size 'big'" "size not a number" diagram --variant chess --size big "$tmp/bad.png"
bad "--size needs a value" "size missing" diagram --variant chess "$tmp/bad.png" --size
bad "unknown format 'bmp'" "unknown --format" diagram --variant chess --format bmp "$tmp/bad.png"
bad "cannot tell the format" "no format from the name" diagram --variant chess "$tmp/bad.gif"
bad "bad --moves: illegal move 'e2e5'" "an illegal move" diagram --variant chess --moves "e2e4 e2e5" "$tmp/bad.png"
bad "bad --shapes" "a shape off the board" diagram --variant chess --shapes "[%cal Ga1a9]" "$tmp/bad.png"
bad "unknown theme 'pink'" "unknown theme" diagram --variant chess --theme pink "$tmp/bad.png"
bad "unknown option '--colour'" "unknown option" diagram --variant chess --colour "$tmp/bad.png"
bad "missing FILE" "no file" diagram --variant chess
bad "one FILE only" "two files" diagram --variant chess "$tmp/bad.png" "$tmp/bad.svg"
bad "No such file or directory" "a folder that is not there" diagram --variant chess "$tmp/none/bad.png"
bad "folder.png" "a folder in the way" diagram --variant chess "$tmp/folder.png"

echo "1..$n"
[ "$failed" = 0 ]
