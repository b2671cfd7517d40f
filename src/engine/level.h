/* SPDX-License-Identifier: GPL-3.0-or-later
 * Playing levels 1-10 for people: level 10 is the full search; lower levels
 * see less deep and choose, with a seeded random draw, among the better
 * moves, so they miss tactics at a controlled rate but never play a move far
 * worse than the best they saw.
 */
#pragma once

#include "search.h"

#define CE_LEVEL_MIN 1
#define CE_LEVEL_MAX 10

/* Level 10 varies its first moves (the position's move number at most
 * this), choosing by the seed among moves at most CE_LEVEL_VARIED_CP below
 * the best, so that it does not play the same game twice. */
#define CE_LEVEL_VARIED_MOVES 4
#define CE_LEVEL_VARIED_CP    20

typedef struct
{
  int depth;         /* depth cap (0: none) */
  uint64_t nodes;    /* node cap (0: none) */
  int lines;         /* root moves considered */
  int temperature;   /* centipawns: how far below the best a move may be chosen */
  int margin;        /* centipawns: never further below the best than this */
  int time_pct;      /* share of the time full strength would take */
  int oversight_pct; /* moves chosen at a glance, blind to the reply */
} CeLevel;

/* The parameters of a level (clamped to 1-10). */
const CeLevel *ce_level_get (int level);

/* A transposition table big enough for a search at `level` (MiB, a power
 * of two): room for every node of its cap twice over, up to `full_mb` for
 * level 10, which has no cap. */
size_t ce_level_hash_mb (int level, size_t full_mb);

/* Whether level 10 varies its move here: at `level` 10, in the first
 * CE_LEVEL_VARIED_MOVES moves, for a move to play (a limit of depth, nodes
 * or time, one line), never for an analysis (no limit or several lines). */
bool ce_level_varies (const CePosition *pos, int level, const CeLimits *limits);

/* Chooses a move at `level` within `limits` (time limits apply to every
 * level; the level adds its own caps).  `seed` makes the choice
 * reproducible (with one thread); a caller wanting different games gives
 * each game its own seed.  `info` (may be NULL) sees every line of every
 * completed iteration, as ce_search_run reports them.  Level 10 searches
 * limits->multipv lines (an analysis) and plays the best, except where
 * ce_level_varies (it then searches a few lines and reports the first);
 * levels below it search their own number of lines. */
CeSearchResult ce_level_play (CeSearch *s,
                              const CePosition *pos,
                              int level,
                              const CeLimits *limits,
                              atomic_bool *stop,
                              uint64_t seed,
                              CeInfoFunc info,
                              void *user_data);
