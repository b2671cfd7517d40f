# SPDX-License-Identifier: GPL-3.0-or-later
# What the chimera-cli TAP scripts share, sourced after `set -u` with the
# CLI's path as $1: the counters, a temporary folder removed on exit, `ok`
# (one TAP line from a status and a description) and `run` (the CLI with a
# time limit of run_limit seconds, default 60: sets out, err and rc).
cli=$1
n=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

ok () {
  n=$((n + 1))
  if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=$((failed + 1)); fi
}

run () {
  out=$(timeout "${run_limit:-60}" "$cli" "$@" 2>"$tmp/err")
  rc=$?
  err=$(cat "$tmp/err")
}
