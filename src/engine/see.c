/* SPDX-License-Identifier: GPL-3.0-or-later
 * Static exchange evaluation on any variant's pieces, from the attack tables
 * the variant builds for move generation (see.h).
 */
#include "see.h"

#include "movegen-private.h"

#include <string.h>

/* A royal piece takes part only as the last attacker: a side that would
 * recapture it makes its capture illegal, which this value says. */
#define SEE_ROYAL 20000
#define SEE_MAX   64

static inline int
value_of (const CeVariant *v, CePiece p)
{
  int t = CE_TYPE (p);
  return (v->def->types[t].flags & CE_PF_ROYAL) ? SEE_ROYAL : v->eval.value[t];
}

/* The square of the least valuable piece among the codes `by` that attacks
 * `s` on `board`, or CE_NO_SQ.  Walking the tables afresh on each call is
 * what lets a slider behind a piece just removed join in. */
static int
least_attacker (const CeVariant *v, const CePiece *board, int s, uint32_t by)
{
  int best = CE_NO_SQ, best_value = 1 << 30;

  const CeAttackLeap *al = v->aleaps + v->att_leaps[s].first;
  for (uint32_t i = v->att_leaps[s].count; i--; al++)
    {
      CePiece p = board[al->from];
      if (p && ((1u << p) & al->mask & by) && value_of (v, p) < best_value)
        best = al->from, best_value = value_of (v, p);
    }

  if (v->slider_mask & by)
    {
      const CeAttackRay *ar = v->arays + v->att_rays[s].first;
      for (uint32_t i = v->att_rays[s].count; i--; ar++)
        {
          int a = ce_ray_attacker (v, board, ar, by);
          if (a != CE_NO_SQ && value_of (v, board[a]) < best_value)
            best = a, best_value = value_of (v, board[a]);
        }
    }

  const CeAttackBent *ab = v->abents + v->att_bents[s].first;
  for (uint32_t i = v->att_bents[s].count; i--; ab++)
    {
      CePiece p = board[ab->from];
      if (p && ((1u << p) & ab->mask & by) && value_of (v, p) < best_value
          && (ce_path_clear (board, v->pool + ab->p1, ab->n1)
              || ce_path_clear (board, v->pool + ab->p2, ab->n2)))
        best = ab->from, best_value = value_of (v, p);
    }
  return best;
}

int
ce_see (const CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) != CE_MOVE_NORMAL || ce_move_type (m))
    return 0;
  const CeVariant *v = pos->v;
  const int from = ce_move_from (m), to = ce_move_to (m);
  CePiece board[CE_NSQ];
  memcpy (board, pos->board, sizeof board);

  int gain[SEE_MAX];
  int d = 0;
  gain[0] = board[to] ? value_of (v, board[to]) : 0;
  CePiece on_square = board[from]; /* the piece standing on `to`, to be taken next */
  board[from] = 0;
  board[to] = on_square;
  int side = pos->side ^ 1;
  while (d + 1 < SEE_MAX)
    {
      int a = least_attacker (v, board, to, v->color_mask[side]);
      if (a == CE_NO_SQ)
        break;
      d++;
      gain[d] = value_of (v, on_square) - gain[d - 1];
      on_square = board[a];
      board[a] = 0;
      board[to] = on_square;
      side ^= 1;
    }
  while (d > 0)
    {
      int stay = -gain[d - 1];
      gain[d - 1] = -(stay > gain[d] ? stay : gain[d]);
      d--;
    }
  return gain[0];
}
