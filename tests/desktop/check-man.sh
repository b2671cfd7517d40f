#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual pages render without a warning and keep up with the programs:
# every command and option `chimera-cli --help` lists is in chimera-cli.1,
# every option `chimera --help-all` lists is in chimera.1, and
# `chimera --version` says "chimera VERSION".  Prints TAP.
#   check-man.sh CHIMERA CHIMERA-CLI CHIMERA.1 CHIMERA-CLI.1 VERSION
set -uo pipefail
chimera=$1 cli=$2 page=$3 cli_page=$4 version=$5
export LC_ALL=C.UTF-8 LANGUAGE=
out=$(mktemp)
trap 'rm -f "$out"' EXIT

n=0 failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { # description, detail
  n=$((n + 1))
  echo "not ok $n - $1"
  [ -n "${2-}" ] && printf '%s\n' "$2" | sed 's/^/# /'
  failed=$((failed + 1))
}

for p in "$page" "$cli_page"; do
  name=$(basename "$p")
  # -ww: every warning; -z: no output, only the diagnostics.
  if groff -man -Tutf8 -ww -z "$p" >"$out" 2>&1 && [ ! -s "$out" ]; then
    ok "$name renders without warnings"
  else
    not_ok "$name renders without warnings" "$(cat "$out")"
  fi
  if MANWIDTH=80 man -l "$p" 2>"$out" | grep -q 'SYNOPSIS' && [ ! -s "$out" ]; then
    ok "man -l $name shows the page"
  else
    not_ok "man -l $name shows the page" "$(cat "$out")"
  fi
done

# A name in a page's source: a hyphen is written \- there.
in_page () { # page, word
  local escaped=${2//-/\\\\-}
  grep -Eq -- "(^|[^a-z-])${escaped}([^a-z-]|$)" "$1"
}

help=$("$cli" --help)
# Commands: the lines of the Commands section that start with a lower-case
# word two spaces in.
commands=$(printf '%s\n' "$help" | sed -n '/^Commands:/,/^$/p' | sed -n 's/^  \([a-z][a-z0-9-]*\).*/\1/p' | sort -u)
[ -n "$commands" ] || not_ok "chimera-cli --help lists commands" "$help"
for c in $commands; do
  # Each command has an entry of its own: a bold line that starts with it.
  if grep -Eq "^\.(B|BI|BR) \"?${c//-/\\\\-}( |\"|$)" "$cli_page"; then
    ok "chimera-cli.1 describes the command $c"
  else
    not_ok "chimera-cli.1 describes the command $c"
  fi
done
for o in $(printf '%s\n' "$help" | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u); do
  if in_page "$cli_page" "$o"; then
    ok "chimera-cli.1 names the option $o"
  else
    not_ok "chimera-cli.1 names the option $o"
  fi
done

# The app answers these before it opens a window: no display needed.
if "$chimera" --help-all >"$out" 2>&1; then
  ok "chimera --help-all succeeds"
else
  not_ok "chimera --help-all succeeds" "$(cat "$out")"
fi
for o in $(grep -oE -- '(^|[ ,])--?[a-z][a-z0-9-]*' "$out" | grep -oE -- '--?[a-z][a-z0-9-]*' | sort -u); do
  if in_page "$page" "$o"; then
    ok "chimera.1 names the option $o"
  else
    not_ok "chimera.1 names the option $o"
  fi
done
# Each option of the app's own says what it does.
if "$chimera" --help 2>&1 | grep -Eq -- '-v, --version +Show the version and exit'; then
  ok "chimera --help describes --version"
else
  not_ok "chimera --help describes --version" "$("$chimera" --help 2>&1)"
fi
got=$("$chimera" --version 2>&1)
rc=$?
if [ $rc -eq 0 ] && [ "$got" = "chimera $version" ]; then
  ok "chimera --version prints \"chimera $version\" and exits 0"
else
  not_ok "chimera --version prints \"chimera $version\" and exits 0" "rc $rc: $got"
fi
echo "1..$n"
exit $((failed > 0))
