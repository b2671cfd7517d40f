# SPDX-License-Identifier: GPL-3.0-or-later
"""The real app under AT-SPI, as a screen reader sees it.

Starts the chimera binary on the accessibility bus of the D-Bus session the
test runs in (run-a11y.sh makes a private one), finds its application in
the AT-SPI tree, walks that tree, records the events a screen reader
receives and presses keys through the registry daemon, as Orca does.
"""
import os
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

import pyatspi  # noqa: E402

# A slow start on a loaded 2-core machine (or an ASan build) takes seconds;
# the deadline is generous, the poll quick.
START_DEADLINE = float(os.environ.get("A11Y_START_DEADLINE", "90"))


# The TAP stream: the daemons on the test's bus share its stdout and say
# things that are not TAP, so run-a11y.sh hands the real stdout over as fd 3.
OUT = os.fdopen(int(os.environ["A11Y_TAP_FD"]), "w") if os.environ.get("A11Y_TAP_FD") \
    else sys.stdout


def out(line):
    OUT.write(line + "\n")
    OUT.flush()


def note(msg):
    """A TAP comment: meson shows it in the log, never parses it."""
    out("# " + str(msg).replace("\n", "\n# "))


def pump(seconds=0.0):
    """Runs the main loop for `seconds`, so events arrive."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while ctx.pending():
            ctx.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.02)


def poll(get, ok, seconds=10.0):
    """Calls `get` until `ok` holds for what it returns or `seconds` pass;
    its last value. The accessible tree follows the widgets a main-loop turn
    or more behind them, and a slow build (ASan) lags further."""
    end = time.monotonic() + seconds
    while True:
        value = get()
        if ok(value) or time.monotonic() >= end:
            return value
        pump(0.2)


class App:
    """The app as a child process, with its AT-SPI application object."""

    def __init__(self, binary, files=(), autosave=None):
        self.tmp = tempfile.TemporaryDirectory(prefix="chimera-a11y-")
        env = dict(os.environ)
        for d in ("DATA", "CONFIG", "CACHE", "STATE"):
            env["XDG_%s_HOME" % d] = os.path.join(self.tmp.name, d.lower())
            os.makedirs(env["XDG_%s_HOME" % d])
        env["HOME"] = self.tmp.name
        # The accessibility bridge is what is under test: never switched off.
        env.pop("GTK_A11Y", None)
        env.pop("NO_AT_BRIDGE", None)
        if autosave is not None:
            d = os.path.join(env["XDG_DATA_HOME"], "chimera")
            os.makedirs(d)
            with open(os.path.join(d, "current-game.pgn"), "w") as f:
                f.write(autosave)
        paths = []
        for i, text in enumerate(files):
            p = os.path.join(self.tmp.name, "game%d.pgn" % i)
            with open(p, "w") as f:
                f.write(text)
            paths.append(p)
        self.log = open(os.path.join(self.tmp.name, "app.log"), "w+")
        self.proc = subprocess.Popen([binary] + paths, env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        self.app = None
        self.window = None
        t0 = time.monotonic()
        while time.monotonic() - t0 < START_DEADLINE:
            if self.proc.poll() is not None:
                break
            self.app = self._find()
            if self.app is not None:
                self.window = self._main_window()
                if self.window is not None and self.board() is not None:
                    break
            pump(0.2)
        if self.window is None or self.board() is None:
            self.log.seek(0)
            raise RuntimeError("no Chimera window in the AT-SPI tree after %.0f s; app log:\n%s"
                               % (time.monotonic() - t0, self.log.read()))
        note("window in the tree after %.1f s" % (time.monotonic() - t0))

    def _find(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            a = desktop.getChildAtIndex(i)
            try:
                if a is not None and a.get_process_id() == self.proc.pid:
                    return a
            except GLib.Error:
                continue
        return None

    def _main_window(self):
        for i in range(self.app.childCount):
            w = self.app.getChildAtIndex(i)
            if w is not None and w.getRole() == pyatspi.ROLE_FRAME:
                return w
        return None

    def windows(self):
        out = []
        for i in range(self.app.childCount):
            w = self.app.getChildAtIndex(i)
            if w is not None:
                out.append(w)
        return out

    def board(self):
        if self.window is None:
            return None
        return find(self.window, lambda a: a.getRole() == pyatspi.ROLE_TABLE
                    and a.getState().contains(pyatspi.STATE_FOCUSABLE))

    def log_text(self):
        self.log.flush()
        self.log.seek(0)
        text = self.log.read()
        self.log.seek(0, 2)
        return text

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if os.environ.get("A11Y_SHOW_LOG"):
            self.log.seek(0)
            note("app log:\n" + self.log.read())
        self.log.close()
        self.tmp.cleanup()


def children(a):
    try:
        n = a.childCount
    except GLib.Error:
        return []
    out = []
    for i in range(n):
        try:
            c = a.getChildAtIndex(i)
        except GLib.Error:
            continue
        if c is not None:
            out.append(c)
    return out


def walk(a, depth=0):
    """Every object under `a` (itself first), with its depth."""
    yield a, depth
    for c in children(a):
        yield from walk(c, depth + 1)


def find(root, pred):
    for a, _ in walk(root):
        try:
            if pred(a):
                return a
        except GLib.Error:
            continue
    return None


def find_all(root, pred):
    out = []
    for a, _ in walk(root):
        try:
            if pred(a):
                out.append(a)
        except GLib.Error:
            continue
    return out


def describe(a):
    try:
        return "%s %r (%s)" % (a.getRoleName(), a.name, a.description)
    except GLib.Error as e:
        return "<gone: %s>" % e


class Events:
    """The events a screen reader listens to, as they arrive."""

    KINDS = (
        "object:property-change:accessible-name",
        "object:property-change:accessible-description",
        "object:text-changed:insert",
        "object:state-changed:focused",
        "object:state-changed:checked",
        "object:state-changed:pressed",
        "object:active-descendant-changed",
        "object:announcement",
        "focus:",
    )

    def __init__(self):
        self.seen = []
        self._listener = Atspi.EventListener.new(self._on_event)
        for k in self.KINDS:
            self._listener.register(k)

    def _on_event(self, ev):
        try:
            src = ev.source
            name = src.get_name() if src is not None else ""
            role = src.get_role_name() if src is not None else ""
        except GLib.Error:
            name, role = "?", "?"
        try:
            desc = src.get_description() if src is not None else ""
        except GLib.Error:
            desc = "?"
        val = ev.any_data
        if isinstance(val, Atspi.Accessible):
            try:
                val = val.get_name()
            except GLib.Error:
                val = "?"
        self.seen.append((ev.type, role, name, desc, val))

    def clear(self):
        self.seen = []

    def texts(self):
        """Everything the events carried, as one list of strings."""
        out = []
        for t, role, name, desc, val in self.seen:
            out.append("%s | %s | %s | %s | %s" % (t, role, name, desc, val))
        return out

    def wait_for(self, pred, seconds):
        """Pumps until an event satisfies `pred`; the event or None."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            pump(0.1)
            for e in self.seen:
                if pred(e):
                    return e
        return None

    def board_news(self, words, seconds):
        """Waits for the board's description to change to text containing
        `words`; that text or None."""
        e = self.wait_for(lambda e: e[0] == "object:property-change:accessible-description"
                          and e[1] == "table" and words in str(e[4]), seconds)
        return e[4] if e else None

    def close(self):
        for k in self.KINDS:
            self._listener.deregister(k)


def key(*names):
    """Presses keys (X keysym names, "ctrl+n" for chords) one after the other,
    through XTest as a keyboard would: to the window with the keyboard focus."""
    subprocess.run(["xdotool", "key", "--delay", "60"] + list(names), check=True)
    pump(0.1)


class Tap:
    """A tiny TAP producer."""

    def __init__(self):
        self.n = 0
        self.failed = 0

    def ok(self, cond, what, detail=None):
        self.n += 1
        if cond:
            out("ok %d - %s" % (self.n, what))
        else:
            self.failed += 1
            out("not ok %d - %s" % (self.n, what))
            if detail:
                note(detail)
        return cond

    def done(self):
        out("1..%d" % self.n)
        sys.exit(1 if self.failed else 0)



def focus_board(app, tries=40):
    """Moves the keyboard focus onto the board (Tab, as a user would) and
    returns the board's accessible."""
    board = app.board()
    for _ in range(tries):
        if board.getState().contains(pyatspi.STATE_FOCUSED):
            return board
        key("Tab")
        pump(0.15)
        board = app.board()
    raise RuntimeError("Tab never reached the board")


def cursor_square(board):
    """The square under the board's keyboard cursor, from its name."""
    return (board.name or "").split(",")[0].strip()


def square_xy(name):
    return ord(name[0]) - ord("a"), int(name[1:]) - 1


def goto_square(app, target):
    """Walks the board's keyboard cursor to `target` with the arrow keys,
    learning from the first steps which way the board is turned."""
    board = app.board()
    sign = {"x": 1, "y": 1}
    for _ in range(80):
        here = cursor_square(board)
        if here == target:
            return
        if not here or not here[0].isalpha():
            key("Right")
            board = app.board()
            continue
        hx, hy = square_xy(here)
        tx, ty = square_xy(target)
        if tx != hx:
            axis, want = "x", (1 if tx > hx else -1)
            k = "Right" if want * sign["x"] > 0 else "Left"
        else:
            axis, want = "y", (1 if ty > hy else -1)
            k = "Up" if want * sign["y"] > 0 else "Down"
        key(k)
        pump(0.05)
        board = app.board()
        now = cursor_square(board)
        if now and now[0].isalpha() and now != here:
            nx, ny = square_xy(now)
            moved = (nx - hx) if axis == "x" else (ny - hy)
            if moved * want < 0:
                sign[axis] = -sign[axis]  # the board is turned
    raise RuntimeError("the cursor never reached %s (it is on %r)" % (target, board.name))


def focused(root):
    """The object under `root` with the keyboard focus, or None."""
    return find(root, lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))


def play(app, frm, to):
    """Plays a move with the keyboard: cursor to `frm`, Enter, to `to`, Enter."""
    goto_square(app, frm)
    key("Return")
    goto_square(app, to)
    key("Return")
