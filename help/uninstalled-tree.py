#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lays the manual out in the build tree as the help system looks for an
installed one — ROOT/help/LANG/chimera/ for C and every translation — so
that an app started from the build tree (tools/run.sh puts ROOT first in
XDG_DATA_DIRS) opens its own pages in the user's language with F1, not
"Document Not Found" or an older installed copy.  Links, not copies: the
English pages and the figures are the source tree's, the translated pages
the ones gnome.yelp builds with itstool.

    uninstalled-tree.py ROOT STAMP HELP_SOURCE HELP_BUILD ID LANG...
"""
import os
import sys


def link(target, name):
    if os.path.islink(name) or os.path.exists(name):
        os.remove(name)
    os.symlink(target, name)


def main():
    root, stamp, source, build, doc_id, *langs = sys.argv[1:]
    pages = sorted(p for p in os.listdir(os.path.join(source, "C")) if p.endswith(".page"))
    english = os.path.join(root, "help", "C")
    os.makedirs(english, exist_ok=True)
    link(os.path.join(source, "C"), os.path.join(english, doc_id))
    for lang in langs:
        doc = os.path.join(root, "help", lang, doc_id)
        os.makedirs(doc, exist_ok=True)
        for page in pages:
            link(os.path.join(build, lang, page), os.path.join(doc, page))
        # The figures show the board, not words: every language shares them.
        link(os.path.join(source, "C", "figures"), os.path.join(doc, "figures"))
    with open(stamp, "w") as f:
        f.write("\n".join(["C"] + langs) + "\n")


if __name__ == "__main__":
    main()
