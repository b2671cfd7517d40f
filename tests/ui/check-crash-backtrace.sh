#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# crash-backtrace.c: a UI test that crashes, aborts or stops on a fatal
# critical prints its stack, naming the function, and still dies of its
# signal (the exit status is the signal's).  TAP.
#   check-crash-backtrace.sh CRASH_DEMO
set -uo pipefail
demo=$1
n=0
echo "1..3"
for case in "segv SIGSEGV 139" "abort SIGABRT 134" "critical SIGTRAP 133"; do
  set -- $case
  n=$((n + 1))
  err=$("$demo" "$1" 2>&1 >/dev/null)
  rc=$?
  # Under AddressSanitizer a SIGSEGV is ASan's to report, in its own words.
  if [ "$2" = SIGSEGV ] && grep -q AddressSanitizer <<<"$err"; then
    echo "ok $n - $1: AddressSanitizer's own report # SKIP under ASan"
    continue
  fi
  if grep -q "crash-backtrace: signal .* ($2), stack:" <<<"$err" && grep -q crash_demo_die <<<"$err" \
    && { [ $rc -eq "$3" ] || [ $((rc & 127)) -eq $(($3 - 128)) ]; }; then
    echo "ok $n - $1: $2 with its stack, exit $rc"
  else
    echo "not ok $n - $1: exit $rc"
    sed 's/^/# /' <<<"$err"
  fi
done
