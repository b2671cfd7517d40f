#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails if the #include graph of a source folder has a cycle.

A module is a header and the C files of the same name (eval.h, eval.c); a
private header belongs to the module it is named after (notation-private.h
to notation), and a file in variants/ to the module of its base name
(variants/eval-tuned.c implements eval-tuned.h).  Module A depends on B when
any file of A has `#include "B.h"`.  In a graph without cycles every header
sits above the ones it needs and can be read with them alone; a cycle is
reported with the include lines that close it.

    check-layers.py [SRC_DIR]     (default: src/engine of this checkout;
                                   src/ checks every library at once)
"""

import os
import re
import sys

INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]+"([^"]+)"', re.M)


def module(path):
    name = os.path.splitext(os.path.basename(path))[0]
    return name[: -len("-private")] if name.endswith("-private") else name


def include_graph(root):
    """{module: {module it includes: [(file, line), ...]}}"""
    graph = {}
    # Each library's headers are found from the others by name (meson's
    # include directories), so an include is looked up beside the file,
    # then anywhere under root.
    headers = {}
    for top, _, names in os.walk(root):
        for name in names:
            if name.endswith(".h"):
                headers.setdefault(name, os.path.join(top, name))
    for top, _, names in os.walk(root):
        for name in sorted(names):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(top, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            src = module(path)
            graph.setdefault(src, {})
            for m in INCLUDE.finditer(text):
                target = os.path.normpath(os.path.join(top, m.group(1)))
                if not os.path.isfile(target):
                    target = headers.get(os.path.basename(m.group(1)), target)
                if not target.endswith(".h") or not os.path.isfile(target):
                    continue  # a system header, or data (variants/tuned/*.inc)
                dst = module(target)
                if dst != src:
                    line = text.count("\n", 0, m.start()) + 1
                    where = f"{os.path.relpath(path, root)}:{line}"
                    graph[src].setdefault(dst, []).append(where)
                    graph.setdefault(dst, {})
    return graph


def find_cycle(graph):
    """One cycle as a list of modules (first == last), or None."""
    state = {}  # absent: unseen, 1: on the current path, 2: done
    path = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def levels(graph):
    """Each module's height: 0 for one that includes nothing of the folder."""
    height = {}

    def h(node):
        if node not in height:
            height[node] = 1 + max((h(n) for n in graph[node]), default=-1)
        return height[node]

    for node in graph:
        h(node)
    return height


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "src", "engine")
    graph = include_graph(root)
    if len(graph) < 2:
        print(f"no sources under {root}")
        return 1
    cycle = find_cycle(graph)
    if cycle:
        print(f"the includes under {root} go round in a circle: " + " -> ".join(cycle))
        for a, b in zip(cycle, cycle[1:]):
            print(f"  {a} -> {b}: " + ", ".join(graph[a][b]))
        return 1
    height = levels(graph)
    edges = sum(len(v) for v in graph.values())
    print(f"{len(graph)} modules, {edges} dependencies, no cycle; by height:")
    for level in range(max(height.values()) + 1):
        print(f"  {level}: " + " ".join(sorted(m for m in height if height[m] == level)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
