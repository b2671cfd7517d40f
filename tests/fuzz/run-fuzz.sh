#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer target for a bounded time on a fresh copy of its seed
# corpus (the checked-in seeds stay as they are); fails on any crash, leak,
# timeout or memory blow-up, leaving the input in WORKDIR/artifacts.
#   run-fuzz.sh FUZZER SEED_DIR WORKDIR [DICTIONARY]
# CHIMERA_FUZZ_TIME overrides the 60 seconds.
set -euo pipefail
fuzzer=$1
seeds=$2
work=$3
dict=${4:-}
rm -rf "$work"
mkdir -p "$work/corpus" "$work/artifacts"
cp "$seeds"/* "$work/corpus/"
args=(
  -max_total_time="${CHIMERA_FUZZ_TIME:-60}"
  -timeout=10
  -rss_limit_mb=2048
  -print_final_stats=1
  -artifact_prefix="$work/artifacts/"
)
[ -n "$dict" ] && args+=(-dict="$dict")
echo "seed corpus: $(ls "$work/corpus" | wc -l) files"
"$fuzzer" "${args[@]}" "$work/corpus"
echo "corpus after the run: $(ls "$work/corpus" | wc -l) files"
