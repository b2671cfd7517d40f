/* SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer target: chimera-cli's UCI loop on any command stream (position,
 * go with any parameters, setoption, ucinewgame, isready, stop, quit...).
 * The input is the loop's standard input, its output goes to /dev/null,
 * and the loop's caps keep every search small (a few plies, a few thousand
 * nodes, a 1 MiB table, two threads), so each input finishes in
 * milliseconds whatever limits it asks for; the engine's defaults are not
 * touched.  The search (its table, cleared) is kept from input to input.  A crash, leak, sanitizer report or hang is the failure.
 */
#include "fuzz-stream.h"
#include "uci.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
run (FILE *in, FILE *out, void *caps)
{
  chimera_uci_run (in, out, caps);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static ChimeraUciCaps caps = { .depth = 3, .nodes = 3000, .hash_mb = 1, .threads = 2 };
  /* One search for every input (the loop clears it): a fresh table per
   * input cost more than the commands. */
  if (!caps.search && !(caps.search = ce_search_new (caps.hash_mb)))
    abort ();
  return fuzz_stream (data, size, run, &caps);
}
