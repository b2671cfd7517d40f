# SPDX-License-Identifier: GPL-3.0-or-later
"""What Orca speaks during a short game (docs/accessibility.md): the app and
Orca on the test's accessibility bus; Orca's debug log records every
utterance as "SPEECH OUTPUT: '...'" whether or not a voice is heard.
Not a test: run it by hand and read the transcript.
    run-a11y.sh orca-transcript.py CHIMERA-BINARY SCHEMA-DIR [--zigzag]
(--zigzag: test-zigzag.py's game, with drops and a promotion, instead of
the Fool's Mate against the computer.)
"""
import os
import re
import subprocess
import sys
import time

import atspi_harness as h

ZIGZAG = """[Event "a11y"]
[Variant "ZigZag Madness"]
[White "Ann"]
[Black "Bob"]
[SetUp "1"]
[FEN "9k/4P3pp/10/10/10/10/10/10/10/5K4[JJJJJjjjjj] w - - 0 1"]

*
"""

PGN = """[Event "a11y"]
[White "You"]
[Black "Computer"]
[BlackLevel "1"]

1. f3 e5 *
"""


def fools_mate(app):
    h.play(app, "g2", "g4")
    h.pump(8)
    h.key("l")
    h.pump(3)
    h.key("m")
    h.pump(3)


def zigzag(app):
    """Two drops and a promotion that mates (test-zigzag.py's game)."""
    h.key("d")
    h.pump(1)
    h.goto_square(app, "d2")
    h.key("Return")
    h.pump(3)
    h.key("d")
    h.pump(1)
    h.goto_square(app, "a9")
    h.key("Return")
    h.pump(3)
    h.play(app, "e9", "e10")
    h.pump(2)
    for _ in range(12):
        f = h.focused(app.window)
        if f is not None and "queen" in (f.name or "").lower():
            break
        h.key("Tab")
        h.pump(0.5)
    h.key("Return")
    h.pump(5)


def main():
    game, play = (ZIGZAG, zigzag) if "--zigzag" in sys.argv else (PGN, fools_mate)
    app = h.App(sys.argv[1], files=[game])
    log = os.path.join(app.tmp.name, "orca.debug")
    env = dict(os.environ)
    orca = subprocess.Popen(["orca", "--replace", "--debug-file=" + log],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        h.pump(8)
        h.focus_board(app)
        h.pump(2)
        play(app)
    finally:
        orca.terminate()
        try:
            orca.wait(10)
        except subprocess.TimeoutExpired:
            orca.kill()
        text = open(log, errors="replace").read() if os.path.exists(log) else ""
        # Orca logs an utterance again when it sums up its queue: the
        # lines as spoken, in order, are those logged by speech.speak.
        spoken = re.findall(r"^[\d:.]+ - SPEECH OUTPUT: '(.*)'(?:\{.*\})?\s*$", text, re.M)
        if os.environ.get("ORCA_LOG_COPY"):
            with open(os.environ["ORCA_LOG_COPY"], "w") as f:
                f.write(text)
        for s in spoken:
            h.out("SPOKEN: " + s)
        if not spoken:
            h.out("# no speech in Orca's log; its end:\n# " + "\n# ".join(text.splitlines()[-40:]))
        app.close()


main()
