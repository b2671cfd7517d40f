/* SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer target: chimera-cli's CECP loop (`chimera-cli xboard`) on any
 * command stream (variant, setboard, usermove, lift, put, go, analyze,
 * level, undo...).  The input is the loop's standard input, its output
 * goes to /dev/null, and the loop's caps keep every search small (a few
 * plies, a few thousand nodes, a 1 MiB table, two threads), so each input
 * finishes in milliseconds whatever it asks for.  A crash, leak, sanitizer
 * report or hang is the failure.
 */
#include "xboard.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static FILE *sink;
  static const ChimeraXboardCaps caps = { .depth = 3, .nodes = 3000, .hash_mb = 1, .threads = 2 };
  if (!sink && !(sink = fopen ("/dev/null", "w")))
    abort ();
  if (size == 0)
    return 0; /* fmemopen refuses an empty buffer */
  /* Read only: the const is cast away for fmemopen's signature. */
  FILE *in = fmemopen ((void *) data, size, "r");
  if (!in)
    abort ();
  chimera_xboard_run (in, sink, &caps);
  fclose (in);
  return 0;
}
