#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifest parses and asks for no more than the app needs.

  check-flatpak.py MANIFEST

It cannot be built here (no Flathub runtimes), so this is what can be
checked: the app id, the command, the GNOME runtime and SDK, the sandbox
holes (exactly IPC, Wayland, X11 as a fallback and the GPU; no file system,
no network: file dialogs go through the portal), and one meson module
building this source tree for users only: a release build without the test
suite, the developer tools or the fuzzers, every -D option one that
meson_options.txt (or meson itself) knows, and headers, pkg-config files,
static libraries and man pages cleaned up.

The runtime is a maintained one: GNOME 43 (GTK 4.8 and libadwaita 1.2, what
Debian 12 has) is end-of-life on Flathub, so the manifest names a current
org.gnome.Platform (49, the GNOME release Flathub's apps were moving to in
October 2025) and the version macros in src/ui/meson.build keep the code
to the GTK 4.8 / libadwaita 1.2 API.  Prints TAP.
"""
import json
import os
import re
import sys

from tap import check, report

# Flathub's oldest maintained GNOME runtime when the manifest moved off 43.
OLDEST_MAINTAINED = 47
# Options every user build sets, with the value it must have.
USER_BUILD = {'buildtype': 'release', 'tests': 'false', 'tools': 'false', 'fuzz': 'false'}
# Options meson itself defines that a manifest may set.
MESON_BUILTIN = {'buildtype', 'prefix', 'libdir', 'b_lto', 'b_ndebug', 'optimization', 'debug',
                 'strip', 'werror'}
CLEANED = {'/include', '/lib/pkgconfig', '/share/man', '*.a'}

# The sound server, for the optional move sounds (libcanberra, issue 22).
ALLOWED = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri',
           '--socket=pulseaudio'}

def project_options(manifest_dir):
    """The option names of meson_options.txt, next to the manifest's source tree."""
    path = os.path.join(manifest_dir, '..', 'meson_options.txt')
    with open(path) as f:
        return set(re.findall(r"option\('([^']+)'", f.read()))


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
    version = m.get('runtime-version')
    check(isinstance(version, str) and version.isdigit()
          and int(version) >= OLDEST_MAINTAINED,
          'runtime-version is a maintained GNOME release (%d or later)' % OLDEST_MAINTAINED,
          repr(version))
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
    opts = {}
    for o in mod.get('config-opts', []):
        k, _, v = o.partition('=')
        opts[k[2:] if k.startswith('-D') else k] = v
    for name, value in USER_BUILD.items():
        check(opts.get(name) == value, '-D%s=%s' % (name, value), repr(opts.get(name)))
    known = MESON_BUILTIN | project_options(os.path.dirname(os.path.abspath(sys.argv[1])))
    unknown = sorted(set(opts) - known)
    check(not unknown, 'every -D option exists', repr(unknown))
    check(not mod.get('build-options', {}).get('env') and 'sdk-extensions' not in m,
          'no extra SDK extensions or build environment')
    check(CLEANED <= set(m.get('cleanup', [])), 'cleans up ' + ', '.join(sorted(CLEANED)),
          repr(m.get('cleanup')))
    return report()


if __name__ == '__main__':
    sys.exit(main())
