# SPDX-License-Identifier: GPL-3.0-or-later
"""A move played with the keyboard against the computer, as a screen-reader
user plays it: the board is reached with Tab, the move made with the arrow
keys and Enter, and the events AT-SPI delivers must carry the computer's
reply in words, whose turn it is, the check and the result; the cells say
the king is in check; L says the last move again and M the material.
The game is the Fool's Mate: after 1. f3 e5 the user plays g4 and the
computer (Black, at full strength: weaker levels choose among moves at
random) mates with Qh4.
    test-play.py CHIMERA-BINARY
"""
import sys

import atspi_harness as h
import pyatspi

PGN = """[Event "a11y"]
[White "You"]
[Black "Computer"]
[BlackLevel "10"]

1. f3 e5 *
"""

CLOCK_PGN = """[Event "a11y"]
[White "Ann"]
[Black "Bob"]
[TimeControl "13"]

*
"""


def descriptions(ev):
    """What the board's description changes said, in order."""
    return [d for (t, role, name, desc, d) in ev.seen
            if t == "object:property-change:accessible-description" and role == "table"]


def main():
    tap = h.Tap()
    app = h.App(sys.argv[1], files=[PGN])
    ev = h.Events()
    try:
        board = h.focus_board(app)
        tap.ok(board.getState().contains(pyatspi.STATE_FOCUSED), "Tab reaches the board")
        ev.clear()
        h.key("ctrl+h")
        said = ev.board_news("Hint:", 60)
        tap.ok(said is not None, "a hint is said", said)
        ev.clear()
        h.play(app, "g2", "g4")
        said = ev.board_news("Black wins", 60)
        h.pump(0.5)
        texts = descriptions(ev)
        h.note("the board said:\n" + "\n".join(texts))
        tap.ok(said is not None, "an accessible-description event carries the end of the game")
        tap.ok(any("White pawn from g2 to g4" in t for t in texts),
               "the user's own move is confirmed in words")
        tap.ok(any("Black queen from d8 to h4, check" in t for t in texts),
               "the computer's reply is said in words, with the check")
        tap.ok(any("Checkmate" in t and "Black wins" in t for t in texts),
               "the result and its reason are said")
        tap.ok(not any(t.rstrip().endswith("White to move.") for t in texts if "h4" in t),
               "after mate nobody is told to move")
        def king_cell():
            return h.find(app.window, lambda a: a.getRole() == pyatspi.ROLE_TABLE_CELL
                          and (a.name or "").startswith("e1,"))

        king = h.poll(king_cell, lambda k: k is not None and "in check" in k.name)
        tap.ok(king is not None and "in check" in king.name,
               "the king's cell says it is in check", king and king.name)

        def move_rows():
            moves = h.find(app.window, lambda a: a.getRole() == pyatspi.ROLE_LIST
                           and a.name == "Moves")
            return [r.name or "" for r in h.children(moves)] if moves else []

        def named(rows):
            return "1. f3 e5" in rows and any(r.startswith("2. g4 Qh4") for r in rows)

        rows = h.poll(move_rows, named)
        tap.ok(named(rows),
               "the move list and its rows are named by their moves", rows)
        ev.clear()
        h.key("l")
        said = ev.board_news("Last move:", 10)
        tap.ok(said is not None and "Black queen from d8 to h4" in said,
               "L says the last move again", said and said)
        ev.clear()
        h.key("m")
        said = ev.board_news("Black:", 10)
        tap.ok(said is not None and "White:" in said and "8 pawns" in said,
               "M says each side's pieces and the material", said and said)
    finally:
        ev.close()
        app.close()
    # A person's clock running low is said once per mark below the starting
    # time: a 13-second game hears "10 seconds left" and nothing of 30 or 60.
    app = h.App(sys.argv[1], files=[CLOCK_PGN])
    ev = h.Events()
    try:
        h.focus_board(app)
        h.play(app, "e2", "e4")
        said = ev.board_news("seconds left", 30)
        tap.ok(said == "Black: 10 seconds left.", "a low clock is said once", said)
        # A capture between two people: 1... d5 2. exd5.
        h.play(app, "d7", "d5")
        h.play(app, "e4", "d5")
        said = ev.board_news("from e4 to d5", 20)
        tap.ok(said is not None and "White pawn from e4 to d5, captures black pawn." in said,
               "a capture is said with the piece taken", said)
    finally:
        ev.close()
        app.close()
    tap.done()


main()
