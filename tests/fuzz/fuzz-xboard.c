/* SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer target: chimera-cli's CECP loop (`chimera-cli xboard`) on any
 * command stream (variant, setboard, usermove, lift, put, go, analyze,
 * level, undo...).  The input is the loop's standard input, its output
 * goes to /dev/null, and the loop's caps keep every search small (a few
 * plies, a few thousand nodes, a 1 MiB table, two threads), so each input
 * finishes in milliseconds whatever it asks for.  A crash, leak, sanitizer
 * report or hang is the failure.
 */
#include "fuzz-stream.h"
#include "xboard.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
run (FILE *in, FILE *out, void *caps)
{
  chimera_xboard_run (in, out, caps);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static ChimeraXboardCaps caps = { .depth = 3, .nodes = 3000, .hash_mb = 1, .threads = 2 };
  return fuzz_stream (data, size, run, &caps);
}
