/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli xboard`: the engine for XBoard/WinBoard, speaking CECP
 * (protocol version 2) with engine-defined variants.
 */
#pragma once

#include <stdio.h>

/* Reads CECP commands from `in` until "quit" or end of input, answering on
 * `out`; returns 0, or 2 when out of memory at the start.  A line is one
 * command whatever its length; one over 1 MiB is dropped with an error. */
int chimera_xboard_loop (FILE *in, FILE *out);
