/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli's front ends to the search: the UCI loop (Fairy-Stockfish's
 * dialect: UCI_Variant selects the variant) and the fixed-depth bench.
 */
#pragma once

#include <stdio.h>

#include "search.h"

/* One UCI "info" line for `info`, the PV written from `pos`. */
void chimera_format_info (const CePosition *pos, const CeSearchInfo *info, char *line, size_t size);

/* Reads UCI commands from `in` until "quit" or end of input; returns 0. */
int chimera_uci_loop (FILE *in, FILE *out);

/* Searches the bench positions to `depth`; prints nodes and speed. */
int chimera_bench (int depth, int threads, size_t hash_mb);
