#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Every test() in tests/**/meson.build sets its own timeout: meson's default
# of 30 s is too short for some tests on a loaded 2-core machine (the cli
# suite under ASan once hit it) and says nothing of what a test needs.
# A TAP test: one line per meson.build.
#   check-timeouts.py TESTS_DIR
import pathlib
import re
import sys


def test_calls(text):
    """Yields (line, body) for each test(...) call, its parentheses matched."""
    for match in re.finditer(r"(?m)^\s*test\(", text):
        depth, i = 0, match.end() - 1
        while i < len(text):
            c = text[i]
            if c == "'":
                i = text.index("'", i + 1)
            elif c == "#":
                i = text.find("\n", i)
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        yield text.count("\n", 0, match.start()) + 1, text[match.end() : i]


def main():
    root = pathlib.Path(sys.argv[1])
    files = sorted(root.rglob("meson.build"))
    print(f"1..{len(files)}")
    failed = False
    for n, path in enumerate(files, 1):
        text = path.read_text()
        missing = [line for line, body in test_calls(text) if not re.search(r"\btimeout\s*:", body)]
        name = path.relative_to(root.parent)
        if missing:
            failed = True
            lines = ", ".join(str(line) for line in missing)
            print(f"not ok {n} - {name}: test() without a timeout at line {lines}")
        else:
            print(f"ok {n} - {name}")
    return 1 if failed else 0


sys.exit(main())
