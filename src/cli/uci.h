/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli's front ends to the search: the UCI loop (Fairy-Stockfish's
 * dialect: UCI_Variant selects the variant) and the fixed-depth bench.
 */
#pragma once

#include <stdio.h>

/* Reads UCI commands from `in` until "quit" or end of input; returns 0. */
int chimera_uci_loop (FILE *in, FILE *out);

/* Searches the bench positions to `depth`; prints nodes and speed. */
int chimera_bench (int depth, int threads, size_t hash_mb);
