# SPDX-License-Identifier: GPL-3.0-or-later
"""TAP for the checking scripts of this directory: each check is noted as it
is made, and report() prints the plan and the lines (with the detail of a
failed check as comment lines) and gives the exit status."""

_checks = []


def check(ok, name, detail=''):
    _checks.append((bool(ok), name, detail))


def report():
    print('1..%d' % len(_checks))
    for i, (ok, name, detail) in enumerate(_checks, 1):
        print('%s %d - %s' % ('ok' if ok else 'not ok', i, name))
        if not ok:
            for line in str(detail).splitlines():
                print('# ' + line)
    return 0 if all(ok for ok, _, _ in _checks) else 1
