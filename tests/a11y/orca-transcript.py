# SPDX-License-Identifier: GPL-3.0-or-later
"""What Orca speaks during a short game (docs/accessibility.md): the app and
Orca on the test's accessibility bus; Orca's debug log records every
utterance as "SPEECH OUTPUT: '...'" whether or not a voice is heard.
Not a test: run it by hand and read the transcript.
    run-a11y.sh orca-transcript.py CHIMERA-BINARY SCHEMA-DIR
"""
import os
import re
import subprocess
import sys
import time

import atspi_harness as h

PGN = """[Event "a11y"]
[White "You"]
[Black "Computer"]
[BlackLevel "1"]

1. f3 e5 *
"""


def main():
    app = h.App(sys.argv[1], files=[PGN])
    log = os.path.join(app.tmp.name, "orca.debug")
    env = dict(os.environ)
    orca = subprocess.Popen(["orca", "--replace", "--debug-file=" + log],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    try:
        h.pump(8)
        h.focus_board(app)
        h.pump(2)
        h.play(app, "g2", "g4")
        h.pump(8)
        h.key("l")
        h.pump(3)
        h.key("m")
        h.pump(3)
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
