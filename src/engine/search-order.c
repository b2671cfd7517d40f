/* SPDX-License-Identifier: GPL-3.0-or-later
 * Move ordering for the search: scores from the exchange, killers,
 * counter-moves and histories, and the updates at a cutoff.
 */
#include "search-order.h"

#include "movegen.h"
#include "see.h"

#include <stdlib.h>
#include <string.h>

#define HISTORY_BONUS_MAX 1600
#define HASH_MOVE         (1 << 30)
#define GOOD_CAPTURE      (1 << 28)
#define OTHER_TACTICAL    (1 << 27) /* a promotion or a step onto the flag that takes nothing */
#define KILLER            (1 << 26) /* the second killer and the counter-move just below */

static CeContRow *
cont_new (void)
{
  CeContRow *c = calloc (CE_CONT_ROWS, sizeof *c);
  if (!c)
    abort ();
  return c;
}

void
ce_order_init (CeOrder *o)
{
  memset (o, 0, sizeof *o);
  o->cont = cont_new ();
}

void
ce_order_clear (CeOrder *o)
{
  /* A fresh table rather than a memset, which would touch every page. */
  free (o->cont);
  ce_order_init (o);
}

void
ce_order_release (CeOrder *o)
{
  free (o->cont);
  o->cont = NULL;
}

static inline int
cont_sq (int sq)
{
  return CE_RANK (sq) * CE_MAX_FILES + CE_FILE (sq);
}

static inline int
cont_col (CePiece p, int to)
{
  return CE_TYPE (p) * CE_CONT_SQ + cont_sq (to);
}

/* The continuation-history row for the move made `back` plies (1 or 2)
 * above `ply`, or NULL at the root or after a null move. */
static inline int16_t *
cont_row (const CeOrder *o, int ply, int back)
{
  if (ply < back || !o->moved[ply - back])
    return NULL;
  return o->cont[((back - 1) * CE_NCODES + o->moved[ply - back]) * CE_CONT_SQ
                 + cont_sq (o->moved_to[ply - back])];
}

static inline int
quiet_history (const CeOrder *o, const int16_t *c1, const int16_t *c2, CePiece p, int to)
{
  int col = cont_col (p, to);
  return o->history[p][to] + (c1 ? c1[col] : 0) + (c2 ? c2[col] : 0);
}

/* The piece a capture takes (en passant: the pawn beside its target). */
static inline CePiece
victim_of (const CePosition *pos, CeMove m)
{
  return ce_move_kind (m) == CE_MOVE_EP ? pos->board[pos->ep_pawn] : pos->board[ce_move_to (m)];
}

int
ce_order_quiet_history (const CeOrder *o, int ply, CePiece p, int to)
{
  return quiet_history (o, cont_row (o, ply, 1), cont_row (o, ply, 2), p, to);
}

void
ce_order_score (const CeOrder *o,
                const CePosition *pos,
                const CeMove *moves,
                int n,
                int *scores,
                CeMove hash_move,
                int ply)
{
  const CeMove counter = ply > 0 && o->moved[ply - 1]
                           ? o->counter[o->moved[ply - 1]][o->moved_to[ply - 1]]
                           : CE_MOVE_NONE;
  const int16_t *c1 = cont_row (o, ply, 1), *c2 = cont_row (o, ply, 2);
  const CeEvalTables *e = &pos->v->eval;
  for (int i = 0; i < n; i++)
    {
      CeMove m = moves[i];
      int sc;
      if (m == hash_move)
        sc = HASH_MOVE;
      else if (ce_move_is_capture (pos, m))
        {
          CePiece victim = victim_of (pos, m);
          CePiece attacker = pos->board[ce_move_from (m)];
          int mvv_lva = e->value[CE_TYPE (victim)] * 16 - e->value[CE_TYPE (attacker)] / 16;
          /* Counted as winning until picked (ce_order_next). */
          sc = GOOD_CAPTURE + mvv_lva;
        }
      else if (ce_move_is_tactical (pos, m))
        sc = OTHER_TACTICAL + e->value[ce_move_type (m)];
      else if (m == o->killers[ply][0])
        sc = KILLER;
      else if (m == o->killers[ply][1])
        sc = KILLER - 1;
      else if (m == counter)
        sc = KILLER - 2;
      else
        sc = quiet_history (o, c1, c2, ce_move_piece (pos, m), ce_move_to (m));
      scores[i] = sc;
    }
}

/* The first of the highest of scores[i..n), in two passes: the maximum
 * alone is a loop the compiler vectorises, and move lists run to a
 * hundred and more (Zone X). */
static inline int
best_index (const int *scores, int n, int i)
{
  int top = scores[i];
  for (int j = i + 1; j < n; j++)
    top = scores[j] > top ? scores[j] : top;
  int best = i;
  while (scores[best] != top)
    best++;
  return best;
}

CeMove
ce_order_next (const CePosition *pos, CeMove *moves, int *scores, int n, int i)
{
  const int16_t *value = pos->v->eval.value;
  int b;
  for (;;)
    {
      b = best_index (scores, n, i);
      CeMove m = moves[b];
      /* Taking a piece worth at least the taker never loses material:
       * only the others need the exchange worked out.  One that loses
       * stays where it is in the list, so that the rest come in the order
       * they would have come had it been scored as losing at once. */
      if (scores[b] < GOOD_CAPTURE || scores[b] >= HASH_MOVE
          || value[CE_TYPE (victim_of (pos, m))] >= value[CE_TYPE (pos->board[ce_move_from (m)])]
          || ce_see (pos, m) >= 0)
        break;
      scores[b] += CE_ORDER_BAD_CAPTURE - GOOD_CAPTURE;
    }
  CeMove m = moves[b];
  int sc = scores[b];
  moves[b] = moves[i];
  scores[b] = scores[i];
  moves[i] = m;
  scores[i] = sc;
  return m;
}

/* History with gravity: each update moves a score toward +-CE_HISTORY_MAX
 * by a share of the distance, so scores stay bounded and old ones fade. */
static inline void
history_add (int *h, int bonus)
{
  *h += bonus - *h * (bonus < 0 ? -bonus : bonus) / CE_HISTORY_MAX;
}

static inline void
cont_add (int16_t *row, CePiece p, int to, int bonus)
{
  if (!row)
    return;
  int16_t *e = &row[cont_col (p, to)];
  int h = *e;
  history_add (&h, bonus);
  *e = (int16_t) h;
}

/* A quiet move's history and continuations, updated together. */
static inline void
quiet_history_add (CeOrder *o, int16_t *c1, int16_t *c2, CePiece p, int to, int bonus)
{
  history_add (&o->history[p][to], bonus);
  cont_add (c1, p, to, bonus);
  cont_add (c2, p, to, bonus);
}

void
ce_order_quiet_cutoff (
  CeOrder *o, const CePosition *pos, int ply, int depth, CeMove m, const CeMove *tried, int ntried)
{
  if (o->killers[ply][0] != m)
    {
      o->killers[ply][1] = o->killers[ply][0];
      o->killers[ply][0] = m;
    }
  int16_t *c1 = cont_row (o, ply, 1), *c2 = cont_row (o, ply, 2);
  int bonus = 16 * depth * depth;
  if (bonus > HISTORY_BONUS_MAX)
    bonus = HISTORY_BONUS_MAX;
  quiet_history_add (o, c1, c2, ce_move_piece (pos, m), ce_move_to (m), bonus);
  for (int k = 0; k < ntried; k++)
    quiet_history_add (o, c1, c2, ce_move_piece (pos, tried[k]), ce_move_to (tried[k]), -bonus);
  if (ply > 0 && o->moved[ply - 1])
    o->counter[o->moved[ply - 1]][o->moved_to[ply - 1]] = m;
}
