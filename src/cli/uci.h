/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli's front ends to the search: the UCI loop (Fairy-Stockfish's
 * dialect: UCI_Variant selects the variant) and the fixed-depth bench.
 */
#pragma once

#include <stdio.h>

#include "search.h"

/* One UCI "info" line for `info`, the PV written from `pos`. */
void chimera_format_info (const CePosition *pos, const CeSearchInfo *info, char *line, size_t size);

/* Reads UCI commands from `in` until "quit" or end of input; returns 0.
 * A line is one command whatever its length; one over 1 MiB is dropped
 * with an "info string".  Bad numbers in "setoption" and "go" are reported
 * with "info string" and clamped or ignored (ranges in numbers.h). */
int chimera_uci_loop (FILE *in, FILE *out);

/* Upper bounds the loop puts on whatever it is told, so that any input
 * finishes fast (the fuzz target); 0 leaves that one unbounded. */
typedef struct
{
  int depth;      /* every "go" searches at most this deep */
  uint64_t nodes; /* ... and at most this many nodes */
  size_t hash_mb; /* the table, also the default one */
  int threads;
  /* If set, the search to use (cleared and set to one thread first, not
   * freed), so that a caller running the loop many times does not pay for
   * a new table each time. */
  CeSearch *search;
} ChimeraUciCaps;

/* chimera_uci_loop within `caps` (NULL: none); returns 0, or 2 when out of
 * memory at the start. */
int chimera_uci_run (FILE *in, FILE *out, const ChimeraUciCaps *caps);

/* Searches the bench positions to `depth`; prints nodes and speed.  With
 * one thread and CHIMERA_BENCH_DEPTH the node total is the search's
 * signature, kept in bench/signature.txt and checked by the
 * `bench-signature` test: no time check or earlier search touches it. */
int chimera_bench (int depth, int threads, size_t hash_mb);
#define CHIMERA_BENCH_DEPTH 7
