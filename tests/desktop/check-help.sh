#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The help manual (help/): every page valid Mallard, every page reachable
# from the index, no broken link, no missing figure — in English and in
# every language of help/LINGUAS, whose pages are built here from the .po
# files with itstool as gnome.yelp builds them for the install; and every
# translation complete and up to date with the English pages.  TAP.
#   check-help.sh HELP_SOURCE_DIR SCRATCH_DIR
set -uo pipefail
src=$1
work=$2
rm -rf "$work"
mkdir -p "$work"

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
  n=$((n + 1))
  failed=1
  echo "not ok $n - $1"
  sed 's/^/# /' "$work/out"
}
# check DESCRIPTION COMMAND...: passes when the command succeeds and prints
# nothing (yelp-check links/orphans/media print what they find, and older
# yelp-tools return 0 all the same).
check() {
  local what=$1
  shift
  if "$@" >"$work/out" 2>&1 && [ ! -s "$work/out" ]; then ok "$what"; else not_ok "$what"; fi
}

for tool in yelp-check itstool msgfmt msgcmp; do
  command -v $tool >/dev/null || {
    echo "Bail out! $tool is missing (tools/install-deps.sh installs it)"
    exit 1
  }
done
langs=$(grep -v '^#' "$src/LINGUAS")
mapfile -t pages < <(cd "$src/C" && ls *.page)
echo "1..$((4 + 7 * $(echo $langs | wc -w)))"

check_pages() {
  local lang=$1 dir=$2
  pushd "$dir" >/dev/null || exit 1
  check "$lang: yelp-check validate" yelp-check validate "${pages[@]}"
  check "$lang: every page linked from the index (yelp-check orphans)" yelp-check orphans "${pages[@]}"
  check "$lang: no broken link (yelp-check links)" yelp-check links "${pages[@]}"
  check "$lang: every figure there (yelp-check media)" yelp-check media "${pages[@]}"
  popd >/dev/null || exit 1
}

check_pages C "$src/C"
(cd "$src/C" && itstool -o "$work/help.pot" "${pages[@]}") >"$work/out" 2>&1 || {
  echo "Bail out! itstool cannot read the English pages"
  exit 1
}

for lang in $langs; do
  po=$src/$lang/$lang.po
  out=$work/$lang
  mkdir -p "$out"
  # Every message of the English pages has a translation, none fuzzy.
  if msgfmt --check --statistics -o "$out/$lang.mo" "$po" >"$work/out" 2>&1 &&
    ! grep -q 'fuzzy\|untranslated' "$work/out"; then
    ok "$lang: $lang.po compiles, every message translated"
  else
    not_ok "$lang: $lang.po compiles, every message translated"
  fi
  if msgcmp "$po" "$work/help.pot" >"$work/out" 2>&1; then
    ok "$lang: $lang.po has every message of the English pages"
  else
    not_ok "$lang: $lang.po has every message of the English pages"
  fi
  if (cd "$src/C" && itstool -m "$out/$lang.mo" -l "$lang" -o "$out" "${pages[@]}") >"$work/out" 2>&1; then
    ok "$lang: itstool builds the pages"
  else
    not_ok "$lang: itstool builds the pages"
  fi
  ln -sfn "$src/C/figures" "$out/figures"
  check_pages "$lang" "$out"
done
exit $failed
