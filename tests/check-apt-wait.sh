#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/apt-wait.sh: install-deps.sh waits while another package manager
# holds apt's or dpkg's lock, says so, and gives up within its bound;
# other failures are not waited on.  A stand-in for apt-get fails with
# apt's own lock message while a file exists.
#   check-apt-wait.sh SOURCE_ROOT
set -uo pipefail
. "$1/tools/apt-wait.sh"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
n=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; }

cat >"$dir/fake-apt" <<'FAKE'
#!/bin/sh
echo run >>"$(dirname "$0")/runs"
if [ -e "$(dirname "$0")/locked" ]; then
  echo "E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 1 (unattended-upgr)" >&2
  exit 100
fi
[ "${1:-}" = broken ] && { echo "E: Unable to locate package nosuchpackage" >&2; exit 100; }
exit 0
FAKE
chmod +x "$dir/fake-apt"

echo "1..5"
# Free: runs once, says nothing.
out=$(apt_waiting "$dir/fake-apt" 2>&1) && [ -z "$out" ] && [ "$(wc -l <"$dir/runs")" -eq 1 ] \
  && ok "a free lock: the command runs once, silently" || not_ok "a free lock: $out"

# Held, then let go: waits, says so once, and succeeds after the release.
rm -f "$dir/runs"
touch "$dir/locked"
apt_waiting "$dir/fake-apt" 2>"$dir/err" &
pid=$!
until grep -q "Waiting for another package manager" "$dir/err"; do sleep 0.1; done
rm "$dir/locked"
wait $pid
rc=$?
[ $rc -eq 0 ] && ok "held then released: it waited and then ran" || not_ok "held then released: rc $rc"
[ "$(grep -c Waiting "$dir/err")" -eq 1 ] && [ "$(wc -l <"$dir/runs")" -ge 2 ] \
  && ok "the wait is said once, the command tried again" || not_ok "wait message: $(cat "$dir/err")"

# Held for longer than the bound: fails with apt's message and a plain one.
touch "$dir/locked"
out=$(CHIMERA_APT_WAIT=0 apt_waiting "$dir/fake-apt" 2>&1)
rc=$?
[ $rc -eq 100 ] && grep -q "held by process" <<<"$out" && grep -q "still holds the lock" <<<"$out" \
  && ok "past the bound: apt's error and what to do" || not_ok "past the bound: rc $rc: $out"
rm "$dir/locked"

# Any other failure is not waited on.
rm -f "$dir/runs"
out=$(apt_waiting "$dir/fake-apt" broken 2>&1)
rc=$?
[ $rc -eq 100 ] && grep -q "Unable to locate" <<<"$out" && ! grep -q Waiting <<<"$out" \
  && [ "$(wc -l <"$dir/runs")" -eq 1 ] && ok "another error: returned at once, printed" \
  || not_ok "another error: rc $rc: $out"
