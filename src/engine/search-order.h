/* SPDX-License-Identifier: GPL-3.0-or-later
 * Move ordering for the search, one per search thread: what a thread
 * learns at its cutoffs (killers, counter-moves, the history of quiet moves
 * by piece and target and by the two moves before them) and the scores that
 * order a node's moves by it.  Plain data: only its own thread touches it.
 */
#pragma once

#include "position.h"

/* History scores stay within +-this. */
#define CE_HISTORY_MAX (1 << 14)
/* Captures that lose material score below this: after the quiet moves. */
#define CE_ORDER_BAD_CAPTURE (-(1 << 24))

/* Continuation history: how a quiet move (its type and target) fared after
 * the move one ply before it (by the opponent) and two plies before it (our
 * own), each named by its piece and target.  Squares are numbered densely
 * (rank * 10 + file), so a variant touches only the rows of its own pieces
 * and squares. */
#define CE_CONT_SQ   (CE_MAX_FILES * CE_MAX_RANKS)
#define CE_CONT_ROWS (2 * CE_NCODES * CE_CONT_SQ) /* distance 1 or 2, piece, target */
#define CE_CONT_COLS (CE_MAX_TYPES * CE_CONT_SQ)  /* the following move's type and target */
typedef int16_t CeContRow[CE_CONT_COLS];

typedef struct
{
  CeMove killers[CE_MAX_PLY][2];
  int history[CE_NCODES][CE_NSQ];
  /* The quiet reply that refuted a move, by the move's piece and target. */
  CeMove counter[CE_NCODES][CE_NSQ];
  CeContRow *cont; /* CE_CONT_ROWS rows */
  /* The line being searched: the piece that moved at each ply (0 for a
   * null move) and its target. */
  CePiece moved[CE_MAX_PLY];
  uint8_t moved_to[CE_MAX_PLY];
} CeOrder;

/* Sets up an empty ordering.  The continuation table is allocated
 * untouched: its pages come as a search uses them.  Aborts without memory. */
void ce_order_init (CeOrder *o);
/* Forgets everything learnt, handing the continuation table's pages back. */
void ce_order_clear (CeOrder *o);
void ce_order_release (CeOrder *o);

/* Records the move made at `ply`: its piece (0 for a null move) and target. */
static inline void
ce_order_line (CeOrder *o, int ply, CePiece p, int to)
{
  o->moved[ply] = p;
  o->moved_to[ply] = (uint8_t) to;
}

static inline bool
ce_order_is_killer (const CeOrder *o, int ply, CeMove m)
{
  return m == o->killers[ply][0] || m == o->killers[ply][1];
}

/* Ordering scores for the moves of the node at `ply`: the table's move,
 * then captures that do not lose material (static exchange) by most
 * valuable victim and least valuable attacker, promotions, killers, the
 * counter-move, quiet moves by history, and last the losing captures
 * (below CE_ORDER_BAD_CAPTURE / 2). */
void ce_order_score (const CeOrder *o,
                     const CePosition *pos,
                     const CeMove *moves,
                     int n,
                     int *scores,
                     CeMove hash_move,
                     int ply);

/* The history of quiet piece `p` moving to `to` at `ply`: its own and its
 * two continuations, within +-3 CE_HISTORY_MAX. */
int ce_order_quiet_history (const CeOrder *o, int ply, CePiece p, int to);

/* The quiet move `m` refuted the node at `ply` of `pos`, searched to
 * `depth`, after the quiet moves `tried`: the refutation gains, the moves
 * before it lose as much. */
void ce_order_quiet_cutoff (
  CeOrder *o, const CePosition *pos, int ply, int depth, CeMove m, const CeMove *tried, int ntried);

/* Moves the best-scored of moves[i..n) to i, and returns it: the first of
 * the highest scores.  A capture of a piece worth less than the taker is
 * scored as a winning one until it comes up, and only then is the exchange
 * worked out: one that loses goes back among the losing captures and the
 * next is picked.  The order is as if every exchange had been worked out
 * first; a node that ends early works out only those it reaches. */
CeMove ce_order_next (const CePosition *pos, CeMove *moves, int *scores, int n, int i);
