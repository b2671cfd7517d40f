# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tools/install-deps.sh.  apt and dpkg refuse to start while
# another package manager holds their locks — unattended-upgrades on a
# freshly booted machine, an install in another terminal — and a newcomer
# then saw the test run end after ten seconds with no summary.
#
#   apt_waiting COMMAND [ARGS...]
# runs the command; while it fails because a lock is held, says once that
# it is waiting and tries again every few seconds, for at most
# CHIMERA_APT_WAIT seconds (default 900), then prints the command's last
# error and fails.  Any other failure is printed and returned at once.
apt_waiting () {
  local limit=${CHIMERA_APT_WAIT:-900} waited=0 out rc
  while :; do
    out=$("$@" 2>&1)
    rc=$?
    [ $rc -eq 0 ] && return 0
    if ! grep -qiE 'could not get lock|unable to acquire|unable to lock' <<<"$out"; then
      printf '%s\n' "$out" >&2
      return $rc
    fi
    if [ "$waited" -ge "$limit" ]; then
      printf '%s\n' "$out" >&2
      echo "Another package manager still holds the lock after ${waited} s; try again when it has finished." >&2
      return $rc
    fi
    [ "$waited" -eq 0 ] && echo "Waiting for another package manager (apt, dpkg or unattended-upgrades) to finish..." >&2
    sleep 3
    waited=$((waited + 3))
  done
}
