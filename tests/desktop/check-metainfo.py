#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What appstreamcli 0.16.1 (Debian 12) cannot check in the metainfo.

  check-metainfo.py METAINFO DESKTOP VERSION

The built (translated) metainfo: the current <developer> element with an id
and a name (0.16.1 only says "unknown-tag developer"; appstream 1.0 wants it
and deprecates <developer_name>); <branding> with a primary colour for the
light and for the dark style; no address at all while the project has no
public home (when it has one, list its real addresses here); the media types
it provides are the desktop file's MimeType; the newest release is this
VERSION; a content rating.  Prints TAP.
"""
import re
import sys
import xml.etree.ElementTree as ET

from tap import check, report


def desktop_mime_types(path):
    with open(path, encoding='utf-8') as f:
        for line in f:
            if line.startswith('MimeType='):
                return [t for t in line.strip()[len('MimeType='):].split(';') if t]
    return []


def main():
    metainfo, desktop, version = sys.argv[1:4]
    root = ET.parse(metainfo).getroot()

    check(root.find('developer_name') is None, 'no deprecated <developer_name>')
    dev = root.find('developer')
    check(dev is not None and dev.get('id'), '<developer> has an id')
    name = dev.find('name') if dev is not None else None
    check(name is not None and (name.text or '').strip(), '<developer> has a <name>')

    colours = {c.get('scheme_preference'): (c.text or '').strip()
               for c in root.findall('branding/color') if c.get('type') == 'primary'}
    for scheme in ('light', 'dark'):
        check(re.fullmatch(r'#[0-9a-fA-F]{6}', colours.get(scheme, '')),
              'a primary branding colour for the %s style' % scheme, repr(colours))
    if re.fullmatch(r'#[0-9a-fA-F]{6}', colours.get('light', '')) \
            and re.fullmatch(r'#[0-9a-fA-F]{6}', colours.get('dark', '')):
        lum = {s: sum(int(colours[s][i:i + 2], 16) for i in (1, 3, 5)) for s in colours}
        check(lum['light'] > lum['dark'], 'the light style\'s colour is the lighter', repr(colours))

    addresses = [e.text for e in root.iter() if (e.text or '').strip().startswith('http')]
    check(not addresses, 'no address (the project has no public home yet)', repr(addresses))

    provided = [m.text for m in root.findall('provides/mediatype')]
    wanted = desktop_mime_types(desktop)
    check(wanted and sorted(provided) == sorted(wanted),
          'provides the media types of the desktop file\'s MimeType',
          '%r != %r' % (provided, wanted))

    releases = root.findall('releases/release')
    check(releases and releases[0].get('version') == version,
          'the newest release is %s' % version,
          repr([r.get('version') for r in releases]))
    check(root.find('content_rating[@type="oars-1.1"]') is not None, 'an OARS content rating')

    return report()


if __name__ == '__main__':
    sys.exit(main())
