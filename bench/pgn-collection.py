#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a big PGN collection for measuring `chimera-cli pgn` (docs/pgn.md,
# "Collections"): the example games of docs/pgn.md over and over, each
# with its own Round, players and Event, some with a comment, a
# Termination tag and a decided result, until the text is SIZE megabytes.
#   bench/pgn-collection.py docs/pgn.md SIZE_MB [--bad N] > big.pgn
# --bad N makes every Nth game illegal (its last move replaced), to measure
# a collection with bad games in it.
import re
import sys


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: pgn-collection.py docs/pgn.md SIZE_MB [--bad N]")
    text = open(sys.argv[1], encoding="utf-8").read()
    games = re.findall(r"^```pgn\n(.*?)^```$", text, re.S | re.M)
    if not games:
        sys.exit("no ```pgn blocks in " + sys.argv[1])
    want = int(float(sys.argv[2]) * 1024 * 1024)
    bad_every = int(sys.argv[4]) if len(sys.argv) > 4 and sys.argv[3] == "--bad" else 0
    out = sys.stdout
    size = 0
    n = 0
    while size < want:
        g = games[n % len(games)]
        g = g.replace('[Round "1"]', '[Round "%d"]' % (n + 1))
        g = g.replace('[Event "Example"]', '[Event "Collection %d"]' % (n // 1000))
        g = g.replace('[White "Chimera (level 10)"]', '[White "Player %d"]' % (n % 997))
        if n % 3 == 1:
            # A game resigned at the end: the file's result is kept.
            g = g.replace('[Result "*"]', '[Result "0-1"]\n[Termination "normal"]')
            g = re.sub(r"\*\n$", "{White resigns.} 0-1\n", g)
        if bad_every and n % bad_every == bad_every - 1:
            g = re.sub(r" \*\n$", " Ke9 *\n", g)
        chunk = g + "\n"
        out.write(chunk)
        size += len(chunk.encode("utf-8"))
        n += 1
    sys.stderr.write("%d games, %d bytes\n" % (n, size))


main()
