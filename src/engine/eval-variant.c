/* SPDX-License-Identifier: GPL-3.0-or-later
 * Variant terms: evaluation knowledge of a variant's own rules, each read
 * from the variant's data (its flag square, ...), never from its id.
 *   - flag race (a variant with a flag square): a pawn that can walk to its
 *     flag square by plain moves alone, by how many moves it needs and how
 *     many squares of that walk are taken.
 */
#include "eval-private.h"

/* Plain (non-capturing) pawn moves from each square to the flag square of
 * `code`'s colour, and the next square of that walk; 0 and CE_NO_SQ where
 * no walk of plain moves gets there. */
void
ce_eval_build_variant (CeVariant *v, int code)
{
  CeEvalTables *e = &v->eval;
  int flag = v->flag_sq[CE_COLOR (code)];
  if (flag == CE_NO_SQ || !(v->def->types[CE_TYPE (code)].flags & CE_PF_PAWN))
    return;
  int dist[CE_NSQ];
  for (int s = 0; s < CE_NSQ; s++)
    {
      dist[s] = s == flag ? 0 : 99;
      e->race_next[code][s] = CE_NO_SQ;
    }
  /* Relax forwards until nothing changes (pawn moves are one-way). */
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < v->nsquares; i++)
        {
          int s = v->squares[i];
          const CeMoveSet *ms = &v->moves[code][s];
          for (uint32_t k = 0; k < ms->leaps.count; k++)
            {
              const CeLeap *l = &v->leaps[ms->leaps.first + k];
              if ((l->mode & CE_MODE_MOVE) && dist[l->to] + 1 < dist[s])
                {
                  dist[s] = dist[l->to] + 1;
                  e->race_next[code][s] = l->to;
                  changed = true;
                }
            }
        }
    }
  for (int s = 0; s < CE_NSQ; s++)
    e->race[code][s] = (uint8_t) (dist[s] >= 2 && dist[s] <= 6 ? (7 - dist[s]) * (7 - dist[s]) : 0);
  e->flag_race = true;
}

void
ce_eval_variant (const CePosition *pos, const CeEvalInfo *info, int *mg, int *eg)
{
  const CeVariant *v = pos->v;
  const CeEvalTables *e = &v->eval;
  if (!e->flag_race)
    return;
  int race = 0;
  for (int i = 0; i < info->nall; i++)
    {
      int s = info->all[i];
      CePiece p = pos->board[s];
      int bonus = e->race[p][s];
      if (!bonus)
        continue;
      /* Each taken square of the walk (the flag square too) halves it. */
      for (int t = e->race_next[p][s]; t != CE_NO_SQ; t = e->race_next[p][t])
        if (pos->board[t])
          bonus /= 2;
      race += CE_COLOR (p) == CE_WHITE ? bonus : -bonus;
    }
  *mg += W (FLAG_RACE_MG) * race;
  *eg += W (FLAG_RACE_EG) * race;
}
