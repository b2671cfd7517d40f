#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The long robustness runs (issue #11), on demand; CI runs short versions of
# each.  Prints what each part measured.
#   tools/soak.sh [selfplay] [kill] [monkey] [worker] [fuzz]   (default: all)
# GAMES (1050), KILLS (100 at random moments), SAVE_KILLS (25 at each of
# two moments of saving), MONKEY_STEPS (20000), WORKER_CYCLES (1000) and
# FUZZ_RUNS (10000000 executions per target) change the sizes.
set -uo pipefail
cd "$(dirname "$0")/.."
bash tools/install-deps.sh || exit 1
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(selfplay kill monkey worker fuzz)
want () { [[ " ${parts[*]} " == *" $1 "* ]]; }
status=0
runner=()
[ -z "${DISPLAY:-}" ] && runner=(xvfb-run -a -s "-screen 0 1920x1080x24")
export GTK_A11Y=none GSK_RENDERER=cairo GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1

asan () {
  [ -d build-soak-asan ] || bash tools/build.sh build-soak-asan -Dbuildtype=debugoptimized \
    -Db_sanitize=address,undefined -Db_lundef=false >/dev/null || exit 1
  ninja -C build-soak-asan >/dev/null || exit 1
}

if want selfplay; then
  asan
  echo "== self-play: ${GAMES:-1050} games under ASan+UBSan, each re-read from PGN"
  UBSAN_OPTIONS=halt_on_error=1 build-soak-asan/tests/chimera-soak --games "${GAMES:-1050}" \
    --seed "$RANDOM" || status=1
fi
if want kill; then
  asan
  echo "== kill -9: ${KILLS:-100} kills of the real app while the computer plays," \
    "$((2 * ${SAVE_KILLS:-25})) while it saves"
  "${runner[@]}" tests/ui/test-kill.sh build-soak-asan/src/ui/chimera \
    build-soak-asan/src/cli/chimera-cli "${KILLS:-100}" build-soak-asan/tests/ui/kill-while-saving.so \
    "${SAVE_KILLS:-25}" | grep -E '^not ok|went on' || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi
if want monkey; then
  asan
  echo "== monkey: ${MONKEY_STEPS:-20000} random steps in the real window under ASan+UBSan"
  CHIMERA_MONKEY_STEPS=${MONKEY_STEPS:-20000} ASAN_OPTIONS=detect_leaks=0 "${runner[@]}" \
    build-soak-asan/tests/ui/test-ui-monkey --tap | grep -E '^#.*(seed|steps)|^not ok|^ok'
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi
if want worker; then
  asan
  [ -d build-soak-tsan ] || bash tools/build.sh build-soak-tsan -Dbuildtype=debugoptimized \
    -Db_sanitize=thread -Db_lundef=false -Dui=disabled >/dev/null || exit 1
  ninja -C build-soak-tsan >/dev/null || exit 1
  for b in build-soak-asan build-soak-tsan; do
    echo "== search worker: ${WORKER_CYCLES:-1000} start/stop cycles ($b)"
    CHIMERA_SEARCH_WORKER_CYCLES=${WORKER_CYCLES:-1000} "$b/tests/model/test-search-worker" \
      -p /search-worker/stress --tap | grep -E 'cycles|^not ok|^ok'
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  done
fi
if want fuzz; then
  [ -d build-soak-fuzz ] || CC=clang bash tools/build.sh build-soak-fuzz -Dbuildtype=debugoptimized \
    -Dfuzz=true -Dui=disabled >/dev/null || exit 1
  ninja -C build-soak-fuzz >/dev/null || exit 1
  for t in pgn fen; do
    echo "== fuzz-$t: ${FUZZ_RUNS:-10000000} executions"
    work=build-soak-fuzz/soak-$t
    rm -rf "$work"; mkdir -p "$work/corpus" "$work/artifacts"
    cp tests/fuzz/corpus-$t/* "$work/corpus/"
    build-soak-fuzz/tests/fuzz/fuzz-$t -runs="${FUZZ_RUNS:-10000000}" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -dict=tests/fuzz/$t.dict \
      -artifact_prefix="$work/artifacts/" "$work/corpus" 2>&1 \
      | grep -E '^#[0-9]+ +(DONE|pulse)|stat::number_of_executed_units|crash|leak|timeout' | tail -4
    [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
    echo "corpus: $(ls "$work/corpus" | wc -l) files"
  done
fi
exit $status
