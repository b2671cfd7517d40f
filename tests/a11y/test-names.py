# SPDX-License-Identifier: GPL-3.0-or-later
"""Every object a screen-reader user can reach or act on has a name that
says what it is: the main window, Preferences and New Game are walked
through AT-SPI, and a focusable or actionable object named by nothing,
by a widget type ("GtkImage", "GtkMenuButton"), or by a label read twice
("_Cancel Cancel") fails.
    test-names.py CHIMERA-BINARY
"""
import re
import sys

import atspi_harness as h
import pyatspi

ACTIONABLE_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX,
    pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_SLIDER, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_LINK,
    pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TABLE,
    pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_TABLE_CELL,
}
# Role names GTK 4.8 gives that have no pyatspi constant of their own.
ACTIONABLE_ROLE_NAMES = {"switch", "toggle button", "push button", "spin button"}

TYPE_NAME = re.compile(r"^(Gtk|Adw|Chimera)[A-Z]\w*$")


def problem(a):
    """Why `a` is not properly named, or None."""
    name = a.name or ""
    if not name.strip():
        return "no name"
    if TYPE_NAME.match(name):
        return "a type name"
    if "_" in name and re.search(r"(^|\s)_\w", name):
        return "a mnemonic underscore"
    words = name.split()
    half = len(words) // 2
    if len(words) >= 2 and len(words) % 2 == 0 and \
            [w.replace("_", "") for w in words[:half]] == words[half:]:
        return "its label twice"
    return None


# GtkScrolledWindow says it is focusable but hands the focus to its child
# at once; GTK's own dialogs and AdwPreferencesWindow have them too.
CONTAINER_ROLES = {pyatspi.ROLE_SCROLL_PANE}


def reachable(a):
    if a.getRole() in CONTAINER_ROLES:
        return False
    # An empty list (libadwaita's search results before a search) holds
    # nothing to act on.
    if a.getRole() == pyatspi.ROLE_LIST and a.childCount == 0:
        return False
    st = a.getState()
    if not st.contains(pyatspi.STATE_SHOWING) and not st.contains(pyatspi.STATE_VISIBLE):
        return False
    if st.contains(pyatspi.STATE_FOCUSABLE):
        return True
    return a.getRole() in ACTIONABLE_ROLES or a.getRoleName() in ACTIONABLE_ROLE_NAMES


def check_tree(tap, root, where):
    bad = []
    n = 0
    for a, _ in h.walk(root):
        try:
            if not reachable(a):
                continue
            n += 1
            why = problem(a)
            if why:
                p = a.parent
                bad.append("%s: %s in %s" % (why, h.describe(a), h.describe(p) if p else "-"))
        except Exception as e:  # an object gone while walking is not a failure
            h.note("skipped: %s" % e)
    tap.ok(n > 0, "%s: %d objects a user can reach or act on" % (where, n))
    tap.ok(not bad, "%s: every one has a meaningful name" % where, "\n".join(bad))
    return n


def dump(root):
    for a, d in h.walk(root):
        try:
            h.note("%s%s states=%s" % ("  " * d, h.describe(a),
                                        ",".join(pyatspi.stateToString(s)
                                                 for s in a.getState().getStates())))
        except Exception:
            pass


def open_window(app, keys, title_pred, tap, what):
    before = {id(w) for w in app.windows()}
    app_w = None
    h.key(keys)
    for _ in range(100):
        h.pump(0.2)
        for w in app.windows():
            try:
                if w.getRole() != pyatspi.ROLE_FRAME or w == app.window:
                    continue
                if title_pred(w.name or ""):
                    app_w = w
            except Exception:
                continue
        if app_w is not None:
            break
    tap.ok(app_w is not None, "%s opens" % what, "windows: %s" % [h.describe(w) for w in app.windows()])
    del before
    return app_w


def main():
    tap = h.Tap()
    app = h.App(sys.argv[1])
    try:
        if "--dump" in sys.argv:
            dump(app.window)
        check_tree(tap, app.window, "main window")
        board = app.board()
        cells = h.find_all(board, lambda a: a.getRole() == pyatspi.ROLE_TABLE_CELL)
        tap.ok(len(cells) == 100, "the ZigZag board is a table of 100 named cells",
               "%d cells" % len(cells))
        # What GTK 4.8's bridge offers a reader of a grid (docs/accessibility.md).
        h.note("board interfaces: %s; cell interfaces: %s; cell attributes: %s" % (
            board.get_interfaces(), cells[0].get_interfaces() if cells else None,
            cells[0].get_attributes() if cells else None))
        # The analysis panel (Ctrl+E) shows its lines and settings.
        h.key("ctrl+e")
        h.pump(3)
        check_tree(tap, app.window, "main window with the analysis")
        h.key("ctrl+e")
        h.pump(0.5)
        # The main menu (F10): its items are in a popover under the window.
        h.key("F10")
        h.pump(1)
        menu = h.find(app.window, lambda a: a.getRole() == pyatspi.ROLE_MENU_ITEM)
        tap.ok(menu is not None, "F10 opens the main menu")
        if menu is not None:
            check_tree(tap, menu.parent, "main menu")
        h.key("Escape")
        h.pump(0.5)
        w = open_window(app, "ctrl+comma", lambda t: "Preferences" in t, tap,
                        "Preferences")
        if w is not None:
            h.pump(0.5)
            if "--dump" in sys.argv:
                dump(w)
            check_tree(tap, w, "Preferences")
            h.key("Escape")
            h.pump(0.5)
        w = open_window(app, "ctrl+n", lambda t: "New Game" in t, tap, "New Game")
        if w is not None:
            h.pump(0.5)
            if "--dump" in sys.argv:
                dump(w)
            check_tree(tap, w, "New Game")
            h.key("Escape")
        h.pump(0.5)
        log = app.log_text()
        tap.ok("-CRITICAL" not in log and "-WARNING" not in log.replace("dbind-WARNING", ""),
               "the app logged no critical warning", log)
    finally:
        app.close()
    tap.done()


main()
