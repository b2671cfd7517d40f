#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `chimera-cli bench` with its defaults (depth 7, one thread, a fresh table
# for each position) prints a node total that only a change to the search,
# the evaluation or the move order alters: it must equal the number in
# bench/signature.txt.  Prints TAP.
#   test-bench-signature.sh CHIMERA-CLI SIGNATURE-FILE
set -uo pipefail
cli=$1 file=$2
echo "1..2"
want=$(tr -d '[:space:]' <"$file")
out=$("$cli" bench) || { echo "not ok 1 - chimera-cli bench runs"; echo "not ok 2 - signature"; exit 1; }
echo "ok 1 - chimera-cli bench runs"
got=$(printf '%s\n' "$out" | awk '$1 == "nodes" && NF == 2 { print $2 }')
if [ -n "$got" ] && [ "$got" = "$want" ]; then
  echo "ok 2 - signature $got"
  exit 0
fi
echo "not ok 2 - signature"
printf '%s\n' "$out" | sed 's/^/# /'
echo "# search changed: bench prints nodes ${got:-(none)}, bench/signature.txt says $want;"
echo "# update bench/signature.txt if intended (and quote the new number in the commit message)"
exit 1
