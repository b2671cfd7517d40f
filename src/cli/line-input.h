/* SPDX-License-Identifier: GPL-3.0-or-later
 * Line reading for the protocol loops (UCI, CECP): one command per line,
 * any length on the wire, bounded memory; and splitting a line into its
 * command word and arguments.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The longest line a loop keeps; a longer one is read to its end and
 * dropped, so a GUI that sends garbage cannot make us allocate without end. */
#define CHIMERA_LINE_LIMIT ((size_t) 1 << 20)

/* Reads one line from in, without its '\n' (and a '\r' before it), into
 * *buf, which is grown as needed (*cap is its size; start with a malloc'd
 * buffer of at least 1 byte).  A line longer than CHIMERA_LINE_LIMIT, or
 * one whose buffer could not grow, is read to its end but not kept:
 * *too_long is set and *buf is empty.  False at the end of input. */
bool chimera_read_line (FILE *in, char **buf, size_t *cap, bool *too_long);

/* p past any blanks (spaces and tabs). */
char *chimera_skip_blanks (char *p);

/* Splits `line` in place into its first word, returned, and the rest after
 * the blanks that follow it, in *args ("" when there is none). */
char *chimera_split_command (char *line, char **args);
