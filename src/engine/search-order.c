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
        sc = 1 << 30;
      else if (ce_move_is_capture (pos, m))
        {
          CePiece victim = ce_move_kind (m) == CE_MOVE_EP ? pos->board[pos->ep_pawn]
                                                          : pos->board[ce_move_to (m)];
          CePiece attacker = pos->board[ce_move_from (m)];
          int mvv_lva = e->value[CE_TYPE (victim)] * 16 - e->value[CE_TYPE (attacker)] / 16;
          /* Taking a piece worth at least the taker never loses material:
           * only the others need the exchange worked out. */
          bool good
            = e->value[CE_TYPE (victim)] >= e->value[CE_TYPE (attacker)] || ce_see (pos, m) >= 0;
          sc = (good ? (1 << 28) : CE_ORDER_BAD_CAPTURE) + mvv_lva;
        }
      else if (ce_move_is_tactical (pos, m))
        sc = (1 << 27) + e->value[ce_move_type (m)];
      else if (m == o->killers[ply][0])
        sc = (1 << 26);
      else if (m == o->killers[ply][1])
        sc = (1 << 26) - 1;
      else if (m == counter)
        sc = (1 << 26) - 2;
      else
        sc = quiet_history (o, c1, c2, ce_move_piece (pos, m), ce_move_to (m));
      scores[i] = sc;
    }
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
ce_order_quiet_cutoff (CeOrder *o,
                       int ply,
                       int depth,
                       CeMove m,
                       CePiece p,
                       const CeMove *tried,
                       const CePiece *tried_piece,
                       int ntried)
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
  quiet_history_add (o, c1, c2, p, ce_move_to (m), bonus);
  for (int k = 0; k < ntried; k++)
    quiet_history_add (o, c1, c2, tried_piece[k], ce_move_to (tried[k]), -bonus);
  if (ply > 0 && o->moved[ply - 1])
    o->counter[o->moved[ply - 1]][o->moved_to[ply - 1]] = m;
}
