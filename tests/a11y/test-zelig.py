# SPDX-License-Identifier: GPL-3.0-or-later
"""A Zelig Chess game between two people, played with keys alone, asserting
what a screen reader receives at each step: each move in words with the
zelig's power, the powers the move changed, whose turn it is, the cells'
names with the power and its change, check, and at the end the result.
    test-zelig.py CHIMERA-BINARY
"""
import sys

import atspi_harness as h
import pyatspi

PGN = """[Event "a11y"]
[Variant "Zelig Chess"]
[White "Ann"]
[Black "Bob"]

*
"""

# (from, to, words the announcement must hold).  The zelig Fool's Mate:
# the d-file zelig (a queen) lands on the h-file, where it is a bishop, and
# mates from h4.
STEPS = [
    ("f2", "f3", ["White pawn from f2 to f3.", "Black to move."]),
    ("e7", "e5", ["Black pawn from e7 to e5.", "White to move."]),
    ("g2", "g4", ["White pawn from g2 to g4.", "Black to move."]),
    ("d8", "h4", ["Black zelig queen from d8 to h4, now black zelig bishop, check.",
                  "Checkmate", "Black wins"]),
]


def cell(app, sq):
    return h.find(app.window, lambda a: a.getRole() == pyatspi.ROLE_TABLE_CELL
                  and (a.name or "").startswith(sq + ","))


def main():
    tap = h.Tap()
    app = h.App(sys.argv[1], files=[PGN])
    ev = h.Events()
    try:
        h.focus_board(app)
        c = cell(app, "d1")
        tap.ok(c is not None and "zelig" in c.name.lower() and "queen" in c.name.lower(),
               "the d1 cell names the zelig's power", c and c.name)
        for frm, to, words in STEPS:
            ev.clear()
            h.play(app, frm, to)
            said = ev.board_news("from %s to %s" % (frm, to), 20)
            h.note("said: %s" % said)
            tap.ok(said is not None and all(w in said for w in words),
                   "%s-%s is said with %s" % (frm, to, words), said)
        c = cell(app, "h4")
        h.note("h4 cell: %s" % (c and h.describe(c)))
        tap.ok(c is not None and c.name.startswith("h4, black zelig bishop"),
               "the zelig's cell names its new power", c and c.name)
        tap.ok(c is not None and "Bishop:" in (c.description or ""),
               "the cell's description says why it has that power", c and c.description)
        k = cell(app, "e1")
        tap.ok(k is not None and "in check" in k.name, "the mated king's cell says check",
               k and k.name)
        ev.clear()
        h.key("l")
        said = ev.board_news("Last move:", 10)
        tap.ok(said is not None and "from d8 to h4" in said and "Black wins" in said,
               "L says the last move and the result", said)
    finally:
        ev.close()
        app.close()
    tap.done()


main()
