/* SPDX-License-Identifier: GPL-3.0-or-later
 * Every game of a PGN file, one at a time, for the commands that read
 * files (`pgn`, `review`).
 */
#pragma once

#include "pgn.h"

#include <stdbool.h>

/* Called with each good game (freed after the call) and whether it is the
 * file's first. */
typedef void (*ChimeraEachGame) (CePgnGame *pg, bool first, void *data);

/* Reads `path` (- for standard input) a piece at a time through the
 * engine's streaming reader, so memory stays bounded by the longest game
 * whatever the file's size (or a size reported as 0, or no end at all),
 * and calls `fn` for each good game.  A bad game is reported on stderr as
 * PATH:LINE:COLUMN: message and reading goes on; a file that cannot be
 * read or an output that cannot be written, one line on stderr.  Returns
 * the exit status: 0, or 2 after any of these. */
int chimera_each_game (const char *path, ChimeraEachGame fn, void *data);
