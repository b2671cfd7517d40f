#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds from scratch and runs every test:
#   1. a release build (-O2, -Werror) with all suites, the deep perft included;
#   2. an AddressSanitizer + UndefinedBehaviorSanitizer build with all suites
#      but `slow`;
#   3. a ThreadSanitizer build of the engine running the `threads` suite;
#   4. a clang build of everything (the app too, so clang's warnings are
#      errors there as well) with the libFuzzer targets, running the `fuzz`
#      suite (the PGN, position-string, UCI and CECP readers).
# Every build passes -Dwerror=true: the default options leave it off, so that
# a distribution with a newer compiler still builds, and CI stays strict.
# GUI tests run on the display there is, or under Xvfb when there is none.
# Every suite runs without a D-Bus session bus (DBUS_SESSION_BUS_ADDRESS
# names none, so a desktop's own bus is not used either); the release
# build then runs the suites that open windows again on a private bus of
# their own (dbus-run-session), as on a desktop, where an app finds other
# instances of itself.  Ends with the line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh || exit 1

runner=()
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # -noreset: Xvfb otherwise starts afresh whenever its last client goes
  # and refuses connections for that moment, so a test starting just then
  # "cannot open display" (seen once in CI: i18n-fr under ASan).
  runner=(xvfb-run -a -s "-screen 0 1920x1080x24 -noreset")
fi

status=0
logs=()
# The suites whose programs start GTK or the app.
display_suites=(--suite ui --suite po)

# run DIR LOGBASE [WRAPPER...] -- [MESON TEST ARGS...]
run () {
  local dir=$1 logbase=$2
  shift 2
  local wrapper=()
  while [ "$1" != "--" ]; do wrapper+=("$1"); shift; done
  shift
  rm -f "$dir/meson-logs/$logbase.json"
  "${wrapper[@]}" "${runner[@]}" meson test -C "$dir" --no-rebuild --print-errorlogs \
    --logbase "$logbase" "$@" || status=1
  logs+=("$dir/meson-logs/$logbase.json")
}

suite () {
  local dir=$1
  shift
  local test_args=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do test_args+=("$1"); shift; done
  shift
  echo "== $dir: build ($*)"
  if ! bash tools/build.sh "$dir" "$@" >"$dir.build.log" 2>&1; then
    tail -n 40 "$dir.build.log"
    echo "build failed in $dir"
    status=1
    return 1
  fi
  echo "== $dir: test (no session bus)"
  run "$dir" testlog env DBUS_SESSION_BUS_ADDRESS=disabled: -- "${test_args[@]}"
}

if suite build -- -Dwerror=true -Dbuildtype=release -Db_ndebug=false; then
  echo "== build: test again the suites that open windows, on a session bus of their own"
  run build testlog-bus dbus-run-session -- "${display_suites[@]}"
fi
suite build-asan --no-suite slow -- -Dwerror=true -Dbuildtype=debug -Db_sanitize=address,undefined -Db_lundef=false
suite build-tsan --suite threads -- -Dwerror=true -Dbuildtype=debugoptimized -Db_sanitize=thread -Db_lundef=false -Dui=disabled
CC=clang suite build-fuzz --suite fuzz -- -Dwerror=true -Dbuildtype=debugoptimized -Dfuzz=true

python3 - "${logs[@]}" <<'PY'
import json, sys
passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        with open(path) as f:
            for line in f:
                r = json.loads(line)["result"]
                if r in ("OK", "EXPECTEDFAIL"):
                    passed += 1
                elif r == "SKIP":
                    skipped += 1
                else:
                    failed += 1
    except FileNotFoundError:
        failed += 1
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
sys.exit(1 if failed else 0)
PY
rc=$?
[ $rc -ne 0 ] && status=1
exit $status
