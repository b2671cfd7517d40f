#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Crash safety of the game in progress: the real app plays a computer-vs-
# computer game and is killed with SIGKILL at random moments, over and over.
# After every kill the autosaved file must read as a whole game whose moves
# start with all the moves the file held before (nothing lost, nothing torn),
# and the next start must go on from there.  With the kill-while-saving
# library it is also killed at exact moments of saving: halfway through
# writing the temporary file, and with that written but not yet renamed
# over the autosave.
#   test-kill.sh CHIMERA CHIMERA-CLI [ROUNDS [KILL-WHILE-SAVING.so [PER-MOMENT]]]
# (PER-MOMENT kills at each of the two moments of saving, default 3.)
set -u
app=$1 cli=$2 rounds=${3:-8} shim=${4:-} per_moment=${5:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME=$tmp/data XDG_CONFIG_HOME=$tmp/config XDG_CACHE_HOME=$tmp/cache
export XDG_STATE_HOME=$tmp/state HOME=$tmp
export GSETTINGS_BACKEND=memory GTK_A11Y=none NO_AT_BRIDGE=1 GSK_RENDERER=cairo LC_ALL=C.UTF-8
# No session bus: each run is its own instance.
export DBUS_SESSION_BUS_ADDRESS=disabled:
save=$XDG_DATA_HOME/chimera/current-game.pgn
mkdir -p "$(dirname "$save")"
# Level 6 against level 6 on a fast clock moves every fraction of a
# second, so kills land between, during and right after moves and writes.
cat >"$tmp/seed.pgn" <<'PGN'
[Event "Kill test"]
[Variant "ZigZag Madness"]
[WhiteLevel "6"]
[BlackLevel "6"]
[TimeControl "120+1"]

*
PGN
cp "$tmp/seed.pgn" "$save"

exact=0
[ -n "$shim" ] && exact=$((2 * per_moment))
echo "1..$((rounds + 1 + exact + 1))"
prev=""
first=-1
failed=0
# Moves in the autosave now (0 if it does not read).
count () {
  "$cli" pgn --moves "$save" 2>/dev/null | cut -f4 | wc -w
}

for i in $(seq 1 "$rounds"); do
  # Level 6 against level 6 ends a game in a minute or so; a game that
  # has ended saves no more, so the next kill is of a new one.
  if [ -n "$prev" ] && [ "$("$cli" pgn "$save" | cut -f2)" != "*" ]; then
    cp "$tmp/seed.pgn" "$save"
    prev=""
  fi
  before=$(count)
  "$app" >"$tmp/app.log" 2>&1 &
  pid=$!
  if [ "$i" -eq "$rounds" ]; then
    # The last run is killed only once it has played on from the restored
    # game (on a slow or busy machine that takes a while), so that the
    # restore is seen to continue the game.
    for _ in $(seq 1 300); do
      [ "$(count)" -gt "$before" ] && break
      sleep 0.2
    done
  else
    sleep "$(awk -v s="$RANDOM" 'BEGIN { srand(s); printf "%.2f", 0.8 + rand() * 1.7 }')"
  fi
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  line=$("$cli" pgn --moves "$save" 2>"$tmp/err")
  rc=$?
  moves=$(printf '%s\n' "$line" | cut -f4)
  n=$(printf '%s' "$moves" | wc -w)
  [ "$first" -lt 0 ] && first=$n
  if [ $rc -ne 0 ] || [ "$(printf '%s\n' "$line" | wc -l)" -ne 1 ]; then
    echo "not ok $i - kill $i left an unreadable game: $(cat "$tmp/err")"
    failed=1
  elif [ -n "$prev" ] && [ "$moves" != "$prev" ] && [ "${moves#"$prev "}" = "$moves" ]; then
    echo "not ok $i - kill $i lost moves: had '$prev', now '$moves'"
    failed=1
  else
    echo "ok $i - kill $i: $n moves kept"
  fi
  prev=$moves
done
# The last run went on from the restored game (unless it had ended).
result=$(printf '%s\n' "$line" | cut -f2)
if [ "$n" -gt "$before" ] || [ "$result" != "*" ]; then
  echo "ok $((rounds + 1)) - the restored game went on: $before -> $n moves ($result), $first after the first kill"
else
  echo "not ok $((rounds + 1)) - the restored game did not go on: $before -> $n moves"
  cat "$tmp/app.log"
  failed=1
fi

# Killed while saving, at exact moments.
t=$((rounds + 1))
stale=()
if [ -n "$shim" ]; then
  for mode in write rename; do
    for k in $(seq 1 "$per_moment"); do
      t=$((t + 1))
      let_through=$(( (k - 1) % 3 * 2 ))
      # A game that has ended saves no more, and one that ends before the
      # app has saved often enough leaves nothing to kill: such a round is
      # played again from a new game; so that this is seldom needed, a
      # long game starts afresh too.
      for attempt in 1 2 3; do
        if [ "$("$cli" pgn "$save" | cut -f2)" != "*" ] || [ "$(count)" -gt 40 ]; then
          cp "$tmp/seed.pgn" "$save"
        fi
        before=$(count)
        prev=$("$cli" pgn --moves "$save" | cut -f4)
        # ASan wants its runtime first among the libraries; this one is
        # only a wrapper round two libc calls.
        CHIMERA_TEST_KILL="$mode $let_through" LD_PRELOAD="$shim" \
          ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0" "$app" >"$tmp/app.log" 2>&1 &
        pid=$!
        outcome=alive
        for _ in $(seq 1 300); do
          if ! kill -0 "$pid" 2>/dev/null; then
            outcome=died
            break
          fi
          if [ "$("$cli" pgn "$save" 2>/dev/null | cut -f2)" != "*" ]; then
            outcome=ended
            break
          fi
          sleep 0.2
        done
        [ "$outcome" = died ] && break
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        [ "$outcome" = ended ] || break
        echo "# attempt $attempt: the game ended before save $((let_through + 1)) ($mode)"
      done
      if [ "$outcome" != died ]; then
        echo "not ok $t - the app never got to save $((let_through + 1)) times ($mode, $outcome)"
        cat "$tmp/app.log"
        failed=1
        continue
      fi
      wait "$pid" 2>/dev/null
      rc=$?
      temps=("$save".*)
      line=$("$cli" pgn --moves "$save" 2>"$tmp/err")
      ok=$?
      moves=$(printf '%s\n' "$line" | cut -f4)
      n=$(printf '%s' "$moves" | wc -w)
      if [ "$rc" -ne 137 ]; then
        echo "not ok $t - the app ended with status $rc, not killed while saving ($mode)"
        cat "$tmp/app.log"
        failed=1
      elif [ ! -e "${temps[0]}" ]; then
        echo "not ok $t - killed in $mode but no temporary file is left: not killed while saving"
        failed=1
      elif [ $ok -ne 0 ]; then
        echo "not ok $t - killed in $mode, the autosave does not read: $(cat "$tmp/err")"
        failed=1
      elif [ -n "$prev" ] && [ "$moves" != "$prev" ] && [ "${moves#"$prev "}" = "$moves" ]; then
        echo "not ok $t - killed in $mode, moves lost: had '$prev', now '$moves'"
        failed=1
      elif [ "$mode" = rename ] && ! "$cli" pgn "${temps[0]}" >/dev/null 2>&1; then
        # Killed before the rename, the new game was already written whole.
        echo "not ok $t - killed before the rename, the temporary file does not read"
        failed=1
      else
        echo "ok $t - killed in the middle of save $((let_through + 1)) ($mode): $before -> $n moves kept, $(wc -c <"${temps[0]}") bytes of temporary file left"
        stale+=("${temps[@]}")
      fi
    done
  done
fi

# The next start clears what the killed saves left and goes on.
t=$((t + 1))
[ "$("$cli" pgn "$save" | cut -f2)" = "*" ] || cp "$tmp/seed.pgn" "$save"
before=$(count)
"$app" >"$tmp/app.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do
  [ "$(count)" -gt "$before" ] && break
  sleep 0.2
done
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
left=0
for f in "${stale[@]}"; do
  [ -e "$f" ] && left=$((left + 1))
done
n=$(count)
if [ "$left" -ne 0 ]; then
  echo "not ok $t - $left of ${#stale[@]} temporary files from killed saves are still there"
  failed=1
elif [ "$n" -le "$before" ] && [ "$("$cli" pgn "$save" | cut -f2)" = "*" ]; then
  echo "not ok $t - the game did not go on after the kills while saving: $before -> $n moves"
  failed=1
else
  echo "ok $t - ${#stale[@]} temporary files removed at start, the game went on: $before -> $n moves"
fi
exit $failed
