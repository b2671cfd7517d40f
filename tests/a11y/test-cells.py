# SPDX-License-Identifier: GPL-3.0-or-later
"""The cells of the variants with special squares, read through AT-SPI:
Zone X's zone, the Diagonal board's flag and promotion squares, the
Diamond's promotion squares, and none of these words on an orthodox
board.
    test-cells.py CHIMERA-BINARY
"""
import sys

import atspi_harness as h
import pyatspi

GAMES = {
    "Zone X": [("d4", "zone square"), ("e5", "zone square")],
    "Diagonal Chess": [("h8", "a white pawn reaching it wins"),
                       ("a1", "a black pawn reaching it wins"),
                       ("e1", "promotion square for Black"),
                       ("a8", "promotion square for both sides")],
    # White promotes on Black's piece squares d8 e8 f8 e7, Black on d2 e2 f2 e3.
    "Diamond Chess": [("e8", "promotion square for White"), ("e7", "promotion square for White"),
                      ("d2", "promotion square for Black")],
}


def pgn(variant):
    return '[Event "a11y"]\n[Variant "%s"]\n[White "Ann"]\n[Black "Bob"]\n\n*\n' % variant


def cell_names(app):
    return {(a.name or "").split(",")[0]: a.name
            for a in h.find_all(app.board(), lambda a: a.getRole() == pyatspi.ROLE_TABLE_CELL)}


def main():
    tap = h.Tap()
    for variant, expect in GAMES.items():
        app = h.App(sys.argv[1], files=[pgn(variant)])
        try:
            h.pump(1)
            said = app.board().description
            tap.ok(said == "%s. White to move." % variant,
                   "%s: the opened game is said" % variant, said)
            names = cell_names(app)
            for sq, words in expect:
                tap.ok(words in names.get(sq, ""), "%s: %s says %r" % (variant, sq, words),
                       names.get(sq))
        finally:
            app.close()
    app = h.App(sys.argv[1], files=[pgn("Chess")])
    try:
        names = cell_names(app)
        odd = [n for n in names.values() if "square" in n or "wins" in n]
        tap.ok(len(names) == 64 and not odd, "chess: 64 cells, no special squares", odd)
    finally:
        app.close()
    tap.done()


main()
