#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the translations keep up with the sources.

  check-translations.py SRCDIR

1. Every file under src/ui/ and ui/ with strings marked for translation is in
   po/POTFILES.in, and every file listed there exists.
2. No user-visible text in a .ui file lacks translatable="yes".
3. The template made now from the sources (xgettext with the keywords of
   meson's glib preset, as `meson compile chimera-pot` does) has no msgid
   that a po/LINGUAS language lacks, leaves untranslated or marks fuzzy,
   and every .po file passes msgfmt --check.

Prints TAP.  It fails when someone adds a string without translating it.
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from tap import check, report

# Meson's i18n 'glib' preset (mesonbuild/modules/i18n.py).
GLIB_PRESET = [
    '--from-code=UTF-8', '--add-comments',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format', '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format', '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
    # The engine's no-op marks (src/engine/variant.h; po/meson.build passes them too).
    '--keyword=CE_N_', '--keyword=CE_NC_:1c,2', '--keyword=CE_NN_:1,2',
    '--flag=CE_NN_:1:pass-c-format',
]

# Properties and attributes whose text reaches the screen (or a screen reader).
VISIBLE = {'label', 'title', 'subtitle', 'tooltip-text', 'tooltip-markup', 'text',
           'placeholder-text', 'description', 'secondary-text', 'heading', 'body',
           'accessible-name'}

MARKED_C = re.compile(r'\b(?:N?C?_|g_dpgettext2|g_dngettext|ngettext)\s*\(\s*"')

def listed_files(src):
    with open(os.path.join(src, 'po', 'POTFILES.in')) as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


def sources_with_strings(src):
    found = []
    for top, exts in (('src/ui', ('.c',)), ('ui', ('.ui',))):
        for dirpath, _, names in os.walk(os.path.join(src, top)):
            for n in sorted(names):
                if not n.endswith(exts):
                    continue
                path = os.path.join(dirpath, n)
                rel = os.path.relpath(path, src)
                with open(path, encoding='utf-8') as f:
                    text = f.read()
                if MARKED_C.search(text) or 'translatable="yes"' in text:
                    found.append(rel)
    return sorted(found)


def unmarked_ui_strings(path):
    bad = []
    root = ET.parse(path).getroot()
    for el in root.iter():
        if el.tag in ('property', 'attribute') and el.get('name') in VISIBLE:
            text = (el.text or '').strip()
            # Ids and numbers are not words; an empty text is nothing to say.
            if text and el.get('translatable') != 'yes' and not re.fullmatch(r'[\d.\s]*', text):
                bad.append('%s %s="%s"' % (el.tag, el.get('name'), text))
        if el.tag == 'item' and (el.text or '').strip() and el.get('translatable') != 'yes':
            bad.append('item "%s"' % el.text.strip())
    return bad


def missing_msgids(msgcmp_errors):
    """The msgids msgcmp reports only by file and line, as text (the
    template is a temporary file)."""
    out = []
    for m in re.finditer(r'^(.*?):(\d+): this message (is used but not defined|is untranslated|'
                         r'needs to be reviewed by the translator)', msgcmp_errors, re.M):
        with open(m.group(1), encoding='utf-8') as f:
            lines = f.read().splitlines()
        # msgcmp may name the msgstr line: go back to the msgid (and context).
        i = min(int(m.group(2)) - 1, len(lines) - 1)
        while i > 0 and not lines[i].startswith('msgid '):
            i -= 1
        if i > 0 and lines[i - 1].startswith('msgctxt '):
            i -= 1
        block = []
        while i < len(lines) and lines[i].startswith(('msgctxt', 'msgid', '"')):
            block.append(lines[i])
            i += 1
        why = 'missing' if m.group(3).startswith('is used') else 'untranslated or fuzzy'
        out.append('%s: %s' % (why, ' '.join(block)))
    return out or [msgcmp_errors.strip()]


def main():
    src = os.path.abspath(sys.argv[1])
    listed = listed_files(src)
    missing = [f for f in sources_with_strings(src) if f not in listed]
    check(not missing, 'POTFILES.in lists every source with marked strings',
          'not listed: ' + ', '.join(missing))
    gone = [f for f in listed if not os.path.exists(os.path.join(src, f))]
    check(not gone, 'every file in POTFILES.in exists', 'missing: ' + ', '.join(gone))

    for rel in sorted(f for f in listed if f.endswith('.ui')):
        bad = unmarked_ui_strings(os.path.join(src, rel))
        check(not bad, '%s marks every visible string translatable' % rel, '; '.join(bad))

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'chimera.pot')
        existing = [f for f in listed if os.path.exists(os.path.join(src, f))]
        r = subprocess.run(['xgettext', '--package-name=chimera', '-D', src, '-o', pot]
                           + GLIB_PRESET + existing, capture_output=True, text=True)
        check(r.returncode == 0, 'xgettext makes the template', r.stderr.strip())
        if r.returncode != 0:
            return report()
        with open(os.path.join(src, 'po', 'LINGUAS')) as f:
            langs = [l.strip() for l in f if l.strip() and not l.startswith('#')]
        check(bool(langs), 'po/LINGUAS names languages')
        for lang in langs:
            po = os.path.join(src, 'po', lang + '.po')
            r = subprocess.run(['msgfmt', '--check', '-o', os.devnull, po],
                               capture_output=True, text=True)
            check(r.returncode == 0, '%s.po passes msgfmt --check' % lang, r.stderr.strip())
            # msgcmp counts untranslated and fuzzy entries as missing.
            r = subprocess.run(['msgcmp', po, pot], capture_output=True, text=True)
            check(r.returncode == 0,
                  '%s.po translates every msgid of the sources, none fuzzy' % lang,
                  '\n'.join(missing_msgids(r.stderr)))
            for flag in ('--only-fuzzy', '--untranslated'):
                r = subprocess.run(['msgattrib', flag, '--no-obsolete', po],
                                   capture_output=True, text=True)
                left = [l for l in r.stdout.splitlines() if l.startswith('msgid ')][1:]
                check(r.returncode == 0 and not left,
                      '%s.po has no %s entries' % (lang, flag.strip('-').replace('only-', '')),
                      '\n'.join(left))
    return report()


if __name__ == '__main__':
    sys.exit(main())
