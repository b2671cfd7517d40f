#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual as an app started from the build tree finds it
# (help/uninstalled-tree.py, tools/run.sh): ROOT/help/LANG/ID/ for English
# and every language of help/LINGUAS, each with every page, each page
# readable (the links resolve: a translated page is built, not dangling),
# each figure there, and the translated pages in their language.  TAP.
#   check-help-uninstalled.sh ROOT HELP_SOURCE_DIR ID
set -uo pipefail
root=$1
src=$2
id=$3
n=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; }
mapfile -t pages < <(cd "$src/C" && ls *.page)
langs=(C $(grep -v '^#' "$src/LINGUAS"))
english_title=$(grep -o '<title>[^<]*</title>' "$src/C/index.page" | head -n 1)
echo "1..$((${#langs[@]} * 3))"
for lang in "${langs[@]}"; do
  doc="$root/help/$lang/$id"
  missing=()
  for p in "${pages[@]}"; do [ -r "$doc/$p" ] || missing+=("$p"); done
  if [ ${#missing[@]} -eq 0 ]; then
    ok "$lang: all ${#pages[@]} pages readable in $doc"
  else
    not_ok "$lang: missing or dangling: ${missing[*]}"
  fi
  out=$(cd "$doc" 2>/dev/null && yelp-check media "${pages[@]}" 2>&1)
  if [ -d "$doc" ] && [ -z "$out" ]; then ok "$lang: every figure there"; else not_ok "$lang: figures: $out"; fi
  title=$(grep -o '<title>[^<]*</title>' "$doc/index.page" 2>/dev/null | head -n 1)
  if { [ "$lang" = C ] && [ "$title" = "$english_title" ]; } \
    || { [ "$lang" != C ] && [ -n "$title" ] && [ "$title" != "$english_title" ]; }; then
    ok "$lang: index titled $title"
  else
    not_ok "$lang: index title '$title' (English: $english_title)"
  fi
done
