/* SPDX-License-Identifier: GPL-3.0-or-later
 * The fit of square bonuses: one middlegame and one endgame number for
 * each piece type on each square, hundreds of them, too many for the local
 * search of tune-fit.c.  They enter the score linearly (each piece adds
 * its square's bonus, blended by the phase), so the gradient of the loss
 * is cheap and exact, and all of them descend together.
 */
#include "tune.h"

#include "eval.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NPARAMS (CE_MAX_TYPES * CE_NSQ)
/* The penalty on a bonus's size, per centipawn squared: a bonus of 50 cp
 * on a square one fitted position in a thousand shows costs about a tenth
 * of what its positions' results pull. */
#define L2          1e-9
#define LEARN_RATE  0.5
#define CHECK_EVERY 5

typedef struct
{
  uint16_t param; /* type * CE_NSQ + White's square */
  int8_t sign;    /* +1 White's piece, -1 Black's */
} Feature;

typedef struct
{
  size_t n;
  double *base;    /* the score with the tables as they stand, White's view */
  double *mg_part; /* the middlegame's share of the blend, 0 to 1 */
  size_t *first;   /* each position's features: first[i] .. first[i + 1] */
  Feature *feature;
} Features;

static void
features_collect (const TuneSet *set, Features *f)
{
  const CeVariant *v = set->v;
  const CeEvalTables *e = &v->eval;
  f->n = set->n;
  f->base = malloc (set->n * sizeof *f->base);
  f->mg_part = malloc (set->n * sizeof *f->mg_part);
  f->first = malloc ((set->n + 1) * sizeof *f->first);
  f->feature = malloc (set->n * (size_t) v->nsquares * sizeof *f->feature);
  size_t count = 0;
  for (size_t i = 0; i < set->n; i++)
    {
      const CePosition *p = &set->leaf[i];
      int score = ce_evaluate (p);
      f->base[i] = p->side == CE_WHITE ? score : -score;
      f->first[i] = count;
      int phase = 0;
      for (int j = 0; j < v->nsquares; j++)
        {
          int s = v->squares[j];
          CePiece pc = p->board[s];
          if (!pc)
            continue;
          phase += e->phase[pc];
          bool white = CE_COLOR (pc) == CE_WHITE;
          int as_white = white ? s : ce_variant_black_square (v, s);
          f->feature[count].param = (uint16_t) (CE_TYPE (pc) * CE_NSQ + as_white);
          f->feature[count].sign = white ? 1 : -1;
          count++;
        }
      if (phase > e->phase_total)
        phase = e->phase_total;
      f->mg_part[i] = (double) phase / e->phase_total;
    }
  f->first[set->n] = count;
}

static void
features_free (Features *f)
{
  free (f->base);
  free (f->mg_part);
  free (f->first);
  free (f->feature);
}

static double
score_of (const Features *f, size_t i, const double *mg, const double *eg)
{
  double s = f->base[i], part = f->mg_part[i];
  for (size_t j = f->first[i]; j < f->first[i + 1]; j++)
    {
      const Feature *x = &f->feature[j];
      s += x->sign * (part * mg[x->param] + (1 - part) * eg[x->param]);
    }
  return s;
}

static double
held_loss (const TuneSet *set, const Features *f, double k, const double *mg, const double *eg)
{
  double sum = 0;
  for (size_t i = 0; i < f->n; i++)
    if (set->held[i])
      {
        double e = set->result[i] - tune_sigmoid (k, score_of (f, i, mg, eg));
        sum += e * e;
      }
  return set->nheld ? sum / (double) set->nheld : 0;
}

void
tune_fit_squares (
  const TuneSet *set, double k, int epochs, int min_count, TuneSquares *out, FILE *log)
{
  Features f;
  features_collect (set, &f);
  size_t nfit = set->n - set->nheld;

  /* Two halves of one array: the middlegame's bonuses, then the
   * endgame's; likewise their gradients and Adam's two moments. */
  double *x = calloc (4 * (size_t) NPARAMS, sizeof *x);
  double *grad = calloc (2 * (size_t) NPARAMS, sizeof *grad);
  double *m1 = calloc (2 * (size_t) NPARAMS, sizeof *m1);
  double *m2 = calloc (2 * (size_t) NPARAMS, sizeof *m2);
  double *best = x + 2 * NPARAMS;
  int *seen = calloc (NPARAMS, sizeof *seen);
  for (size_t i = 0; i < f.n; i++)
    if (!set->held[i])
      for (size_t j = f.first[i]; j < f.first[i + 1]; j++)
        seen[f.feature[j].param]++;

  double best_held = held_loss (set, &f, k, x, x + NPARAMS);
  if (log)
    fprintf (log, "squares: held out %.6f at the start\n", best_held);
  const double b1 = 0.9, b2 = 0.999;
  double b1t = 1, b2t = 1;
  for (int epoch = 1; epoch <= epochs; epoch++)
    {
      memset (grad, 0, 2 * (size_t) NPARAMS * sizeof *grad);
      double fitted = 0;
      for (size_t i = 0; i < f.n; i++)
        {
          if (set->held[i])
            continue;
          double sig = tune_sigmoid (k, score_of (&f, i, x, x + NPARAMS));
          fitted += (set->result[i] - sig) * (set->result[i] - sig);
          double g = -2 * (set->result[i] - sig) * sig * (1 - sig) * k / (double) nfit;
          double part = f.mg_part[i];
          for (size_t j = f.first[i]; j < f.first[i + 1]; j++)
            {
              const Feature *fe = &f.feature[j];
              grad[fe->param] += g * fe->sign * part;
              grad[NPARAMS + fe->param] += g * fe->sign * (1 - part);
            }
        }
      b1t *= b1, b2t *= b2;
      for (int p = 0; p < 2 * NPARAMS; p++)
        {
          if (seen[p % NPARAMS] < min_count)
            continue;
          double g = grad[p] + 2 * L2 * x[p];
          m1[p] = b1 * m1[p] + (1 - b1) * g;
          m2[p] = b2 * m2[p] + (1 - b2) * g * g;
          x[p] -= LEARN_RATE * (m1[p] / (1 - b1t)) / (sqrt (m2[p] / (1 - b2t)) + 1e-12);
        }
      if (epoch % CHECK_EVERY == 0)
        {
          double held = held_loss (set, &f, k, x, x + NPARAMS);
          if (held < best_held)
            {
              best_held = held;
              memcpy (best, x, 2 * (size_t) NPARAMS * sizeof *x);
            }
          if (log && epoch % (CHECK_EVERY * 20) == 0)
            fprintf (log, "squares: step %d fitted %.6f held out %.6f (best %.6f)\n", epoch,
                     fitted / (double) nfit, held, best_held);
        }
    }

  for (int t = 0; t < CE_MAX_TYPES; t++)
    for (int s = 0; s < CE_NSQ; s++)
      {
        out->mg[t][s] = (int16_t) lround (best[t * CE_NSQ + s]);
        out->eg[t][s] = (int16_t) lround (best[NPARAMS + t * CE_NSQ + s]);
      }
  free (x);
  free (grad);
  free (m1);
  free (m2);
  free (seen);
  features_free (&f);
}
