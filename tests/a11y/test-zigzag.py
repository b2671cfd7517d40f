# SPDX-License-Identifier: GPL-3.0-or-later
"""A whole ZigZag Madness game between two people at one keyboard, from a
position near its end, played with keys alone (D arms the pocket's drop,
arrows and Enter place it and move, the promotion chooser is worked with
Tab and Enter), asserting what a screen reader receives at every step:
the pocket's count and pressed state, each move in words, whose turn it
is, the promotion, check, mate and the result.
    test-zigzag.py CHIMERA-BINARY
The game: White drops a ninja pawn on d2, Black drops one on a9, and
e9-e10 promoting to a queen mates the king on j10.
"""
import sys

import atspi_harness as h
import pyatspi

PGN = """[Event "a11y"]
[Variant "ZigZag Madness"]
[White "Ann"]
[Black "Bob"]
[SetUp "1"]
[FEN "9k/4P3pp/10/10/10/10/10/10/10/5K4[JJJJJjjjjj] w - - 0 1"]

*
"""


def board_said(ev):
    return [d for (t, role, name, desc, d) in ev.seen
            if t == "object:property-change:accessible-description" and role == "table"]


def pocket(app, white):
    return h.find(app.window, lambda a: a.getRole() in (pyatspi.ROLE_PUSH_BUTTON,
                                                       pyatspi.ROLE_TOGGLE_BUTTON)
                  and (a.name or "").startswith("White's pocket" if white else "Black's pocket"))


def main():
    tap = h.Tap()
    app = h.App(sys.argv[1], files=[PGN])
    ev = h.Events()
    try:
        h.focus_board(app)
        p = pocket(app, True)
        tap.ok(p is not None and "5 ninja pawns" in p.name, "White's pocket says its count",
               p and p.name)
        # White: D arms the drop; the pocket says it is pressed.
        ev.clear()
        h.key("d")
        h.pump(0.5)
        p = pocket(app, True)
        tap.ok(p is not None and p.getState().contains(pyatspi.STATE_PRESSED),
               "the armed pocket is pressed", p and h.describe(p))
        said = ev.board_news("Drop ready", 10)
        tap.ok(said is not None, "D says the drop is ready", said)
        h.goto_square(app, "d2")
        h.key("Return")
        said = ev.board_news("drops", 20)
        h.note("\n".join(board_said(ev)))
        tap.ok(said is not None and "White drops white ninja pawn on d2" in said
               and "Black to move." in said, "the drop and the turn are said",
               said and said)
        p = pocket(app, True)
        tap.ok(p is not None and "4 ninja pawns" in p.name
               and not p.getState().contains(pyatspi.STATE_PRESSED),
               "the pocket says 4 and is no longer pressed", p and h.describe(p))
        # Black drops on a9.
        ev.clear()
        h.key("d")
        h.pump(0.5)
        h.goto_square(app, "a9")
        h.key("Return")
        said = ev.board_news("Black drops", 20)
        tap.ok(said is not None and "Black drops black ninja pawn on a9" in said
               and "White to move." in said, "Black's drop and the turn are said",
               said and said)
        # White promotes on e10: the chooser opens; Tab to the queen, Enter.
        ev.clear()
        h.play(app, "e9", "e10")
        h.pump(1)
        choice = None
        for _ in range(12):
            f = h.focused(app.window)
            if f is not None and "queen" in (f.name or "").lower():
                choice = f
                break
            h.key("Tab")
            h.pump(0.2)
        tap.ok(choice is not None, "Tab reaches the queen in the promotion chooser",
               "focused: %s" % h.describe(h.focused(app.window)))
        if choice is not None:
            h.note("the chooser's choice: %s" % h.describe(choice))
            h.key("Return")
        said = ev.board_news("White wins", 20)
        h.note("\n".join(board_said(ev)))
        tap.ok(said is not None and "White pawn from e9 to e10, promotes to white queen, check"
               in said, "the promotion and the check are said", said and said)
        tap.ok(said is not None and "Checkmate" in said, "mate and the result are said",
               said and said)
        king = h.find(app.window, lambda a: a.getRole() == pyatspi.ROLE_TABLE_CELL
                      and (a.name or "").startswith("j10,"))
        tap.ok(king is not None and "in check" in king.name, "the mated king's cell says check",
               king and king.name)
        ev.clear()
        h.key("m")
        said = ev.board_news("in hand", 10)
        tap.ok(said is not None and "4 ninja pawns" in said,
               "M says the pieces in hand", said and said)
    finally:
        ev.close()
        app.close()
    tap.done()


main()
