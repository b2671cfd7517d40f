/* SPDX-License-Identifier: GPL-3.0-or-later
 * The search: iterative deepening principal-variation search with a shared
 * transposition table, for every variant.
 *
 * One CeSearch per worker thread of the caller; ce_search_run blocks until a
 * limit is reached or *stop becomes true (checked at every node), and may run
 * helper threads itself (lazy SMP, ce_search_set_threads).  The root
 * position is copied, so the caller may go on using its own.
 */
#pragma once

/* Scores are the evaluation's: centipawns, mates beyond CE_EVAL_MATE_BOUND. */
#include "eval.h"
#include "position.h"

#include <stdatomic.h>

typedef struct
{
  int depth;        /* 0: no limit */
  uint64_t nodes;   /* 0: no limit */
  int64_t movetime; /* milliseconds, 0: none */
  int64_t time[2];  /* clock per colour in milliseconds, -1: none */
  int64_t inc[2];
  int movestogo; /* 0: sudden death */
  int multipv;   /* lines to report, at least 1 */
  /* Root moves to choose from (UCI "go searchmoves"), NULL or 0: all.
   * Moves that are not legal in the root position are ignored; if none of
   * them is, every move is searched (a caller that wants to refuse checks
   * first). */
  const CeMove *searchmoves;
  int nsearchmoves;
} CeLimits;

/* No limits: searches until stopped. */
void ce_limits_init (CeLimits *l);

typedef struct
{
  int multipv; /* line number, from 1 */
  int depth, seldepth;
  int score; /* side to move's view: centipawns, or a mate (ce_score_mate) */
  uint64_t nodes;
  int64_t time_ms;
  uint64_t nps;
  int hashfull; /* permille */
  int pv_length;
  CeMove pv[CE_MAX_PLY];
} CeSearchInfo;

/* Called on the searching thread after each completed iteration, once per
 * line. */
typedef void (*CeInfoFunc) (const CeSearchInfo *info, void *user_data);

typedef struct
{
  CeMove best; /* CE_MOVE_NONE when there is no legal move */
  CeMove ponder;
  int score;
  int depth;
  uint64_t nodes;
  int64_t time_ms;
} CeSearchResult;

typedef struct CeSearch CeSearch;

/* A search with a `hash_mb` MiB transposition table and one thread. */
CeSearch *ce_search_new (size_t hash_mb);
void ce_search_free (CeSearch *s);
bool ce_search_set_hash (CeSearch *s, size_t hash_mb);
void ce_search_set_threads (CeSearch *s, int threads);
/* Milliseconds of the clock a timed search leaves unused, for the move's
 * way to the caller and a loaded machine's delays (UCI "Move Overhead"). */
#define CE_MOVE_OVERHEAD_DEFAULT 30
#define CE_MOVE_OVERHEAD_MAX     5000
void ce_search_set_move_overhead (CeSearch *s, int ms);
/* Forgets everything learnt (new game). */
void ce_search_clear (CeSearch *s);

CeSearchResult ce_search_run (CeSearch *s,
                              const CePosition *root,
                              const CeLimits *limits,
                              atomic_bool *stop,
                              CeInfoFunc info,
                              void *user_data);

/* Mate scores: positive n if the side to move mates in n moves, negative if
 * it is mated in n; 0 for ordinary scores. */
int ce_score_mate (int score);
