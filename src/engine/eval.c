/* SPDX-License-Identifier: GPL-3.0-or-later
 * Evaluation: material plus square bonuses that are derived, per variant,
 * from the move tables, so every board shape and fairy piece gets sensible
 * terms without hand-made tables:
 *   - pieces: reach from the square on an empty board (how many targets the
 *     tables list there) against the piece's average reach;
 *   - pawns: how many pawn moves they are from a promotion (or flag) square;
 *   - kings: near home and not advanced in the middlegame, central in the
 *     endgame.
 * Middlegame and endgame scores are blended by the material left.
 */
#include "eval.h"

#include "eval-private.h"
#include "eval-tuned.h"
#include "position.h"

#include <stdlib.h>
#include <string.h>

const char *const ce_eval_weight_names[CE_W_COUNT] = {
#define CE_EVAL_WEIGHT_NAME(name, value) #name,
  CE_EVAL_WEIGHTS (CE_EVAL_WEIGHT_NAME)
#undef CE_EVAL_WEIGHT_NAME
};

const int16_t ce_eval_weight_defaults[CE_W_COUNT] = {
#define CE_EVAL_WEIGHT_VALUE(name, value) value,
  CE_EVAL_WEIGHTS (CE_EVAL_WEIGHT_VALUE)
#undef CE_EVAL_WEIGHT_VALUE
};

static int
reach (const CeVariant *v, int code, int sq)
{
  const CeMoveSet *ms = &v->moves[code][sq];
  int n = (int) ms->leaps.count + (int) ms->bents.count;
  for (uint32_t i = 0; i < ms->rays.count; i++)
    n += v->rays[ms->rays.first + i].len;
  return n;
}

/* Pawn moves from each square to the nearest goal square (BFS backwards is
 * awkward with one-way pawns, so relax forwards until nothing changes). */
static void
pawn_distances (const CeVariant *v, int code, const bool *goal, int *dist)
{
  for (int s = 0; s < CE_NSQ; s++)
    dist[s] = goal[s] ? 0 : 99;
  for (bool changed = true; changed;)
    {
      changed = false;
      for (int i = 0; i < v->nsquares; i++)
        {
          int s = v->squares[i];
          const CeMoveSet *ms = &v->moves[code][s];
          int best = dist[s];
          for (uint32_t k = 0; k < ms->leaps.count; k++)
            {
              int t = v->leaps[ms->leaps.first + k].to;
              if (dist[t] + 1 < best)
                best = dist[t] + 1;
            }
          for (uint32_t k = 0; k < ms->rays.count; k++)
            {
              const CeRay *r = &v->rays[ms->rays.first + k];
              for (int j = 0; j < r->len; j++)
                if (dist[v->pool[r->sq + j]] + 1 < best)
                  best = dist[v->pool[r->sq + j]] + 1;
            }
          if (best < dist[s])
            {
              dist[s] = best;
              changed = true;
            }
        }
    }
}

static int
max_abs (int a, int b)
{
  a = abs (a);
  b = abs (b);
  return a > b ? a : b;
}

void
ce_eval_build (CeVariant *v)
{
  int16_t w[CE_W_COUNT]; /* the defaults, or the variant's tuned weights */
  ce_eval_tuned_weights (v->def, w);
  ce_eval_build_weights (v, w);
  ce_eval_tuned_tables (v);
}

void
ce_eval_build_weights (CeVariant *v, const int16_t *weights)
{
  const CeVariantDef *d = v->def;
  CeEvalTables *e = &v->eval;
  memset (e, 0, sizeof *e);
  memcpy (e->w, weights, sizeof e->w);

  for (int t = 1; t <= d->ntypes; t++)
    {
      const CePieceDef *pd = &d->types[t];
      bool royal = pd->flags & CE_PF_ROYAL, pawn = pd->flags & CE_PF_PAWN;
      e->value[t] = (int16_t) (royal ? 2000 : pd->value);
      e->hand[t] = (int16_t) ((pd->flags & CE_PF_HAND) ? pd->value * 9 / 10 : 0);
      int phase = royal || pawn ? 0 : (pd->value + 50) / 100;

      for (int c = 0; c < 2; c++)
        {
          int code = CE_PIECE (c, t);
          e->phase[code] = (int16_t) phase;
          int total = 0;
          for (int i = 0; i < v->nsquares; i++)
            total += reach (v, code, v->squares[i]);
          int avg = total / (v->nsquares ? v->nsquares : 1);
          ce_eval_build_pieces (v, code, avg);

          int dist[CE_NSQ], flag_dist[CE_NSQ];
          bool goal[CE_NSQ] = { false }, flag[CE_NSQ] = { false };
          if (pawn)
            {
              for (int i = 0; i < v->nsquares; i++)
                goal[v->squares[i]] = v->promo[c][v->squares[i]] != 0;
              if (v->flag_sq[c] != CE_NO_SQ)
                goal[v->flag_sq[c]] = flag[v->flag_sq[c]] = true;
              pawn_distances (v, code, goal, dist);
              pawn_distances (v, code, flag, flag_dist);
              ce_eval_build_pawns (v, code, dist);
            }

          for (int i = 0; i < v->nsquares; i++)
            {
              int s = v->squares[i];
              int mg = 0, eg = 0;
              if (royal)
                {
                  int home = v->king_start[c] != CE_NO_SQ ? v->king_start[c] : s;
                  int away = max_abs (CE_FILE (s) - CE_FILE (home), CE_RANK (s) - CE_RANK (home));
                  /* Twice the distance from the centre, so both parities work. */
                  int centre
                    = max_abs (2 * CE_FILE (s) - (v->files - 1), 2 * CE_RANK (s) - (v->ranks - 1));
                  /* Forward is up the ranks for White, down for Black, in
                   * both mirrorings. */
                  int ahead
                    = c == CE_WHITE ? CE_RANK (s) - CE_RANK (home) : CE_RANK (home) - CE_RANK (s);
                  mg = -W (KING_HOME_MG) * away - W (KING_ADVANCE_MG) * (ahead > 0 ? ahead : 0);
                  eg = -W (KING_CENTRE_EG) * centre / 2;
                }
              else if (pawn)
                {
                  int far = dist[s] > 12 ? 0 : 12 - dist[s];
                  mg = W (PAWN_STEP_MG) * far / 2;
                  eg = W (PAWN_STEP_EG) * far / 2
                       + (dist[s] >= 1 && dist[s] <= 2 ? W (PAWN_NEAR_EG) / dist[s] : 0);
                  if (flag_dist[s] == 1)
                    mg += W (FLAG_NEAR), eg += W (FLAG_NEAR);
                }
              else
                {
                  int r = reach (v, code, s) - avg;
                  mg = W (REACH_MG) * r + (v->zone[s] ? W (ZONE_MG) : 0);
                  eg = W (REACH_EG) * r;
                }
              e->mg[code][s] = (int16_t) (e->value[t] * !royal + mg);
              e->eg[code][s] = (int16_t) (e->value[t] * !royal + eg);
            }
        }
    }

  ce_eval_build_variant (v);

  /* The game phase runs from the start position's material down to none. */
  int total = 0;
  for (int i = 0; i < v->nsquares; i++)
    total += e->phase[v->start->board[v->squares[i]]];
  e->phase_total = total > 0 ? total : 1;
}

int
ce_evaluate (const CePosition *pos)
{
  const CeVariant *v = pos->v;
  const CeEvalTables *e = &v->eval;
  int mg = 0, eg = 0, phase = 0;
  CeEvalInfo info;
  memset (info.own, 0, sizeof info.own);
  memset (info.any, 0, sizeof info.any);
  info.npawns = info.nall = info.npieces = 0;
  info.hand_attackers[0] = info.hand_attackers[1] = info.hand_units[0] = info.hand_units[1] = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      CePiece p = pos->board[s];
      if (!p)
        continue;
      int sign = CE_COLOR (p) == CE_WHITE ? 1 : -1;
      mg += sign * e->mg[p][s];
      eg += sign * e->eg[p][s];
      phase += e->phase[p];
      if (e->mob_scale[p])
        info.pieces[info.npieces++] = (uint8_t) s;
      else if (e->pawn_kind[p])
        {
          info.all[info.nall++] = (uint8_t) s;
          unsigned rank = 1u << CE_RANK (s);
          info.any[CE_COLOR (p)][CE_FILE (s) + 1] |= rank;
          if (e->pawn_kind[p] & CE_EVAL_FILE_PAWN)
            {
              info.own[CE_COLOR (p)][CE_FILE (s) + 1] |= rank;
              info.pawns[info.npawns++] = (uint8_t) s;
            }
        }
    }
  for (int c = 0; c < 2; c++)
    for (int t = 1; t <= v->def->ntypes; t++)
      if (pos->hand[c][t])
        {
          int h = (c == CE_WHITE ? 1 : -1) * e->hand[t] * pos->hand[c][t];
          mg += h;
          eg += h;
          if (e->hand_units[t])
            {
              info.hand_attackers[c] += pos->hand[c][t];
              info.hand_units[c] += pos->hand[c][t] * e->hand_units[t];
            }
        }
  if (e->file_pawns)
    ce_eval_pawns (pos, &info, &mg, &eg);
  ce_eval_pieces (pos, &info, &mg, &eg);
  ce_eval_variant (pos, &mg, &eg);
  if (phase > e->phase_total)
    phase = e->phase_total;
  int score = (mg * phase + eg * (e->phase_total - phase)) / e->phase_total;
  return (pos->side == CE_WHITE ? score : -score) + W (TEMPO);
}

int
ce_material_balance (const CePosition *pos)
{
  const CeVariantDef *d = pos->v->def;
  int balance = 0;
  for (int t = 1; t <= d->ntypes; t++)
    {
      if (d->types[t].flags & CE_PF_ROYAL)
        continue;
      int white = pos->count[CE_PIECE (CE_WHITE, t)] + pos->hand[CE_WHITE][t];
      int black = pos->count[CE_PIECE (CE_BLACK, t)] + pos->hand[CE_BLACK][t];
      balance += (white - black) * d->types[t].value;
    }
  return balance;
}
