/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli xboard`: the engine for XBoard/WinBoard, speaking CECP
 * (protocol version 2) with engine-defined variants.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Reads CECP commands from `in` until "quit" or end of input, answering on
 * `out`; returns 0, or 2 when out of memory at the start.  A line is one
 * command whatever its length; one over 1 MiB is dropped with an error. */
int chimera_xboard_loop (FILE *in, FILE *out);

/* Upper bounds the loop puts on whatever it is told, so that any input
 * finishes fast (the fuzz target); 0 leaves that one unbounded. */
typedef struct
{
  int depth;      /* every search goes at most this deep */
  uint64_t nodes; /* ... and visits at most this many nodes */
  size_t hash_mb; /* the table, also the default one */
  int threads;
} ChimeraXboardCaps;

/* chimera_xboard_loop within `caps` (NULL: none). */
int chimera_xboard_run (FILE *in, FILE *out, const ChimeraXboardCaps *caps);
