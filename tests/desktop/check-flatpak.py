#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifest parses and asks for no more than the app needs.

  check-flatpak.py MANIFEST

It cannot be built here (no Flathub runtimes), so this is what can be
checked: the app id, the command, the GNOME runtime and SDK, the sandbox
holes (exactly IPC, Wayland, X11 as a fallback and the GPU; no file system,
no network: file dialogs go through the portal), and one meson module
building this source tree.  Prints TAP.
"""
import json
import sys

ALLOWED = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri'}

checks = []


def check(ok, name, detail=''):
    checks.append((bool(ok), name, detail))


def main():
    try:
        with open(sys.argv[1]) as f:
            m = json.load(f)
    except (OSError, ValueError) as e:
        print('1..1\nnot ok 1 - the manifest is JSON\n# %s' % e)
        return 1
    check(True, 'the manifest is JSON')
    check(m.get('id', m.get('app-id')) == 'io.github.chimera.Chimera', 'app id',
          repr(m.get('id')))
    check(m.get('command') == 'chimera', 'command is chimera', repr(m.get('command')))
    check(m.get('runtime') == 'org.gnome.Platform', 'runtime is org.gnome.Platform')
    check(m.get('sdk') == 'org.gnome.Sdk', 'sdk is org.gnome.Sdk')
    check(isinstance(m.get('runtime-version'), str) and m['runtime-version'],
          'runtime-version is set')
    args = m.get('finish-args', [])
    check(set(args) == ALLOWED and len(args) == len(ALLOWED),
          'finish-args are exactly ' + ', '.join(sorted(ALLOWED)), repr(args))
    check(not any(a.startswith(('--filesystem', '--share=network')) for a in args),
          'no file system or network access')
    modules = m.get('modules', [])
    check(len(modules) == 1 and isinstance(modules[0], dict), 'one module')
    mod = modules[0] if modules and isinstance(modules[0], dict) else {}
    check(mod.get('buildsystem') == 'meson', 'the module builds with meson')
    check(mod.get('sources') == [{'type': 'dir', 'path': '..'}],
          'the module builds this source tree', repr(mod.get('sources')))
    print('1..%d' % len(checks))
    for i, (ok, name, detail) in enumerate(checks, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
        if not ok and detail:
            print('# ' + detail)
    return 0 if all(ok for ok, _, _ in checks) else 1


if __name__ == '__main__':
    sys.exit(main())
