# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the bench scripts that play this tree against an older one:
# base_cli REV builds the engine at REV in a git worktree of its own
# ($TMPDIR/chimera-sprt-base-SHA, kept for the next run) and prints the path
# of its chimera-cli.
base_cli () {
  local sha tree
  sha=$(git rev-parse --verify "$1^{commit}")
  tree=${TMPDIR:-/tmp}/chimera-sprt-base-${sha:0:12}
  if [ ! -d "$tree" ]; then
    git worktree add --quiet --detach "$tree" "$sha"
  fi
  (cd "$tree" && bash tools/build.sh build-bench -Dbuildtype=release -Dui=disabled \
    -Dtests=false >/dev/null)
  echo "$tree/build-bench/src/cli/chimera-cli"
}
