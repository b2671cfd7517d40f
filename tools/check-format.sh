#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails if any C file under src/, tests/, tools/ or bench/ differs from what
# .clang-format makes of it.  Fix with: tools/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src tests tools bench -name '*.[ch]' 2>/dev/null | sort)
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
clang-format --dry-run -Werror "${files[@]}"
echo "${#files[@]} files formatted as .clang-format says"
