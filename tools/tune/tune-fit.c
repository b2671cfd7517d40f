/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Texel fit: positions resolved by quiescence to quiet leaves, the
 * logistic loss of their evaluation against the games' results, the
 * scaling constant K, and a local search over every evaluation weight.
 */
#include "tune.h"

#include "eval-tuned.h"
#include "eval.h"
#include "movegen.h"
#include "notation.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define QS_MAX_PLY 16

/* The copy's tables from the parameters `p`, with the variant's fitted
 * square bonuses on top: a fit of the weights keeps the squares. */
static void
build_tables (TuneSet *set, const int16_t *p)
{
  memcpy (set->built, p, sizeof set->built);
  ce_eval_build_weights (set->v, p);
  const CeVariantDef *d = set->v->def;
  for (int t = 1; t <= d->ntypes; t++)
    if (!(d->types[t].flags & CE_PF_ROYAL) && p[CE_W_COUNT + t] != d->types[t].value)
      ce_eval_set_material (set->v, t, p[CE_W_COUNT + t]);
  ce_eval_add_squares (set->v, ce_eval_tuned_squares (d));
}

TuneSet *
tune_set_new (const CeVariant *v)
{
  TuneSet *set = calloc (1, sizeof *set);
  set->v = malloc (sizeof *set->v);
  memcpy (set->v, v, sizeof *set->v);
  int16_t p[TUNE_NPARAMS];
  tune_params_init (set, p);
  build_tables (set, p);
  return set;
}

void
tune_params_of_variant (const TuneSet *set, int16_t *p)
{
  tune_params_init (set, p);
  ce_eval_tuned_weights (set->v->def, p);
  const CeEvalTunedWeight *pair = ce_eval_tuned_pairs (set->v->def);
  for (; pair && pair->weight != CE_EVAL_TUNED_END; pair++)
    if (ce_eval_tuned_value_type (pair, set->v->def))
      p[CE_W_COUNT + ce_eval_tuned_value_type (pair, set->v->def)] = (int16_t) pair->value;
}

void
tune_params_init (const TuneSet *set, int16_t *p)
{
  memset (p, 0, sizeof (int16_t) * TUNE_NPARAMS);
  memcpy (p, ce_eval_weight_defaults, sizeof (int16_t) * CE_W_COUNT);
  const CeVariantDef *d = set->v->def;
  for (int t = 1; t <= d->ntypes; t++)
    if (!(d->types[t].flags & CE_PF_ROYAL))
      p[CE_W_COUNT + t] = (int16_t) d->types[t].value;
}

void
tune_set_build (TuneSet *set, const int16_t *p)
{
  if (memcmp (set->built, p, sizeof set->built) != 0)
    build_tables (set, p);
}

void
tune_set_free (TuneSet *set)
{
  if (!set)
    return;
  free (set->v);
  free (set->leaf);
  free (set->result);
  free (set->held);
  free (set);
}

/* The quiescence search of the fit: stand pat or take, captures and
 * promotions only, no delta pruning, so the leaf depends on the tables
 * alone.  pv[ply..] receives the best line from `ply`. */
static int
qsearch (CePosition *pos, int alpha, int beta, int ply, CeMove pv[][QS_MAX_PLY], int *pv_len)
{
  pv_len[ply] = ply;
  int stand = ce_evaluate (pos);
  if (stand >= beta || ply >= QS_MAX_PLY - 1 || ce_in_check (pos))
    return stand;
  if (stand > alpha)
    alpha = stand;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_tactical (pos, moves);
  /* Most valuable victim first, for the cut-offs only: every move is
   * searched unless one refutes. */
  int keys[CE_MAX_MOVES];
  for (int i = 0; i < n; i++)
    {
      CePiece victim = pos->board[ce_move_to (moves[i])];
      keys[i] = victim ? pos->v->eval.value[CE_TYPE (victim)] : 0;
    }
  for (int i = 0; i < n; i++)
    {
      int b = i;
      for (int j = i + 1; j < n; j++)
        if (keys[j] > keys[b])
          b = j;
      CeMove m = moves[b];
      int key = keys[b];
      moves[b] = moves[i], keys[b] = keys[i];
      moves[i] = m, keys[i] = key;

      CeUndo u;
      ce_make (pos, m, &u);
      int score = -qsearch (pos, -beta, -alpha, ply + 1, pv, pv_len);
      ce_unmake (pos, m, &u);
      if (score > alpha)
        {
          alpha = score;
          pv[ply][ply] = m;
          for (int k = ply + 1; k < pv_len[ply + 1]; k++)
            pv[ply][k] = pv[ply + 1][k];
          pv_len[ply] = pv_len[ply + 1] > ply + 1 ? pv_len[ply + 1] : ply + 1;
          if (score >= beta)
            break;
        }
    }
  return alpha;
}

bool
tune_set_add (TuneSet *set, const char *fen, double result, bool held, char *err)
{
  CePosition pos;
  if (!ce_position_from_fen (&pos, set->v, fen, err))
    return false;
  if (ce_in_check (&pos))
    {
      snprintf (err, CE_ERR_SIZE, "the side to move is in check");
      return false;
    }
  CeMove pv[QS_MAX_PLY][QS_MAX_PLY];
  int pv_len[QS_MAX_PLY + 1];
  qsearch (&pos, -CE_EVAL_INFINITE, CE_EVAL_INFINITE, 0, pv, pv_len);
  for (int i = 0; i < pv_len[0]; i++)
    {
      CeUndo u;
      ce_make (&pos, pv[0][i], &u);
    }
  if (set->n == set->cap)
    {
      set->cap = set->cap ? set->cap * 2 : 1024;
      set->leaf = realloc (set->leaf, set->cap * sizeof *set->leaf);
      set->result = realloc (set->result, set->cap * sizeof *set->result);
      set->held = realloc (set->held, set->cap * sizeof *set->held);
    }
  for (int i = 0; i < pos.v->nsquares; i++)
    if (pos.board[pos.v->squares[i]])
      set->present[CE_TYPE (pos.board[pos.v->squares[i]])] = true;
  for (int c = 0; c < 2; c++)
    for (int t = 1; t < CE_MAX_TYPES; t++)
      if (pos.hand[c][t])
        set->present[t] = true;
  set->leaf[set->n] = pos;
  set->result[set->n] = result;
  set->held[set->n] = held;
  set->n++;
  set->nheld += held;
  return true;
}

long
tune_set_read (TuneSet *set, FILE *in, uint64_t seed, FILE *log)
{
  char line[1024], err[CE_ERR_SIZE];
  long added = 0, lineno = 0, skipped = 0;
  while (fgets (line, sizeof line, in))
    {
      lineno++;
      if (line[0] == '#' || line[0] == '\n')
        continue;
      line[strcspn (line, "\n")] = 0;
      char *end;
      unsigned long long game = strtoull (line, &end, 10);
      char *rest;
      double result = strtod (end, &rest);
      if (end == line || rest == end || *rest != ' ' || result < 0 || result > 1)
        {
          if (log)
            fprintf (log, "chimera-tune: line %ld: expected GAME RESULT POSITION\n", lineno);
          return -1;
        }
      if (tune_set_add (set, rest + 1, result, (game + seed) % 5 == 0, err))
        added++;
      else
        skipped++;
    }
  if (log && skipped)
    fprintf (log, "chimera-tune: %ld positions skipped (in check or unreadable)\n", skipped);
  return added;
}

double
tune_sigmoid (double k, double score)
{
  return 1.0 / (1.0 + exp (-k * score));
}

double
tune_loss (TuneSet *set, const int16_t *w, double k, bool held)
{
  tune_set_build (set, w);
  return tune_loss_tables (set, k, held);
}

double
tune_loss_tables (const TuneSet *set, double k, bool held)
{
  double sum = 0;
  size_t count = 0;
  for (size_t i = 0; i < set->n; i++)
    {
      if (set->held[i] != held)
        continue;
      const CePosition *p = &set->leaf[i];
      int score = ce_evaluate (p);
      if (p->side != CE_WHITE)
        score = -score;
      double e = set->result[i] - tune_sigmoid (k, score);
      sum += e * e;
      count++;
    }
  return count ? sum / (double) count : 0;
}

double
tune_fit_k (TuneSet *set, const int16_t *w)
{
  /* The loss is unimodal in K: a golden-section search on log K, between
   * a pawn being worth nearly nothing (1e-4) and nearly everything (0.1). */
  const double g = (sqrt (5.0) - 1) / 2;
  double a = log (1e-4), b = log (1e-1);
  double c = b - g * (b - a), d = a + g * (b - a);
  double fc = tune_loss (set, w, exp (c), false), fd = tune_loss (set, w, exp (d), false);
  for (int i = 0; i < 60; i++)
    {
      if (fc < fd)
        {
          b = d, d = c, fd = fc;
          c = b - g * (b - a);
          fc = tune_loss (set, w, exp (c), false);
        }
      else
        {
          a = c, c = d, fc = fd;
          d = a + g * (b - a);
          fd = tune_loss (set, w, exp (d), false);
        }
    }
  return exp ((a + b) / 2);
}

/* A parameter's step at a level: a share of its default's size, so that a
 * weight of 400 and one of 3 both move in sensible steps; level divisor 0
 * (and any step below 1) is one centipawn. */
static int
step_of (const int16_t *defaults, int i, int divisor)
{
  int d = abs (defaults[i]);
  int step = divisor > 0 ? d / divisor : 1;
  return step > 1 ? step : 1;
}

/* Whether parameter i may take the value x. */
static bool
allowed (const TuneSet *set, const int16_t *defaults, int i, int x)
{
  if (i < CE_W_COUNT)
    return !set->fixed[i] && x >= -4000 && x <= 4000;
  int t = i - CE_W_COUNT, d = defaults[i];
  if (!set->values || !set->present[t] || d <= 0)
    return false;
  int range = d / 4 < 150 ? d / 4 : 150;
  return abs (x - d) <= range;
}

double
tune_local_search (
  TuneSet *set, int16_t *w, double k, const int *steps, int nsteps, int max_passes, FILE *log)
{
  double best = tune_loss (set, w, k, false);
  /* Early stopping: the positions are few games' worth (a game's positions
   * share its result), so the held-out loss is measured after each pass;
   * the weights kept are those of the pass that had it lowest, and a level
   * ends after PATIENCE passes that did not lower it. */
  enum
  {
    PATIENCE = 2
  };
  double best_held = tune_loss (set, w, k, true);
  int16_t kept[TUNE_NPARAMS], defaults[TUNE_NPARAMS];
  memcpy (kept, w, sizeof kept);
  tune_params_init (set, defaults);
  double kept_loss = best;
  for (int s = 0; s < nsteps; s++)
    {
      /* Each level starts from the best parameters so far. */
      memcpy (w, kept, sizeof kept);
      best = kept_loss;
      int stale = 0;
      for (int pass = 0; pass < max_passes && stale < PATIENCE; pass++)
        {
          bool improved = false;
          for (int i = 0; i < TUNE_NPARAMS; i++)
            for (int dir = 1; dir >= -1; dir -= 2)
              {
                int old = w[i], trial = old + dir * step_of (defaults, i, steps[s]);
                if (!allowed (set, defaults, i, trial))
                  continue;
                w[i] = (int16_t) trial;
                double loss = tune_loss (set, w, k, false);
                /* A change must lower the loss by more than rounding does. */
                if (loss < best - 1e-12)
                  {
                    best = loss;
                    improved = true;
                    break;
                  }
                w[i] = (int16_t) old;
              }
          if (!improved)
            break;
          double held = set->nheld ? tune_loss (set, w, k, true) : 0;
          if (held <= best_held)
            {
              best_held = held;
              memcpy (kept, w, sizeof kept);
              kept_loss = best;
              stale = 0;
            }
          else
            stale++;
          if (log)
            {
              fprintf (log, "divisor %d pass %d: fitted %.6f held out %.6f:", steps[s], pass + 1,
                       best, held);
              for (int i = 0; i < TUNE_NPARAMS; i++)
                if (i < CE_W_COUNT)
                  fprintf (log, " %s=%d", ce_eval_weight_names[i], w[i]);
                else if (w[i] != defaults[i])
                  fprintf (log, " %c=%d", set->v->def->types[i - CE_W_COUNT].letter, w[i]);
              fprintf (log, "\n");
              fflush (log);
            }
        }
    }
  memcpy (w, kept, sizeof kept);
  /* Leave the tables as the result says. */
  tune_loss (set, w, k, false);
  return kept_loss;
}
