/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-tune's two halves: self-play positions labelled with their games'
 * results, and a Texel fit of the evaluation weights to those results
 * (score s, White's view, predicts White's result as 1 / (1 + e^(-K s));
 * the weights minimise the mean squared error of that prediction).
 *
 * Everything is deterministic given its inputs and seed: one thread, node
 * budgets instead of clocks, and a fixed order of trials.
 */
#pragma once

#include "eval-weights.h"
#include "position.h"

#include <stdio.h>

/* ---- Positions from self-play (tune-gen.c) ---- */

typedef struct
{
  int games;        /* games to play */
  uint64_t nodes;   /* node budget a move */
  uint64_t seed;    /* opening plies and nothing else */
  int random_plies; /* random legal moves that open each game */
  int skip_plies;   /* plies after those before positions are kept */
  int max_plies;    /* a game this long is a draw */
  int adjudicate;   /* a side ahead by this many centipawns (both searches
                      * agree) for adjudicate_plies plies wins; 0: never */
  int adjudicate_plies;
} TuneGenOptions;

void tune_gen_options_init (TuneGenOptions *o);

/* Plays o->games games of `v` against itself and writes one line a kept
 * position: "GAME RESULT POSITION", RESULT White's score (1, 0.5, 0).  A
 * position is kept if it is not in check, its search chose a quiet move
 * (no capture or promotion) and its score is not a mate.  Progress goes to
 * `log` (may be NULL).  Returns the number of positions written. */
long tune_generate (const CeVariant *v, const TuneGenOptions *o, FILE *out, FILE *log);

/* ---- The fit (tune-fit.c) ---- */

/* The parameters fitted: the weights of eval-weights.h, then the material
 * value of each piece type in the evaluation tables (ce_eval_set_material;
 * 0 for a royal type). */
#define TUNE_NPARAMS (CE_W_COUNT + CE_MAX_TYPES)

typedef struct
{
  CeVariant *v;                /* a private copy of the variant: each trial rebuilds its tables */
  int16_t built[TUNE_NPARAMS]; /* the parameters its tables are built with */
  bool values;                 /* fit the pieces' values too (tune_set_new: false) */
  bool fixed[CE_W_COUNT];      /* weights the fit leaves at their defaults (--fix) */
  bool present[CE_MAX_TYPES];  /* types seen in the positions */
  CePosition *leaf;            /* the positions, resolved by quiescence, v == the copy */
  double *result;              /* White's result, 0 to 1 */
  bool *held;                  /* held out: measured, never fitted */
  size_t n, cap;
  size_t nheld;
} TuneSet;

/* An empty set for `v`, its copy's tables built with the defaults
 * (tune_params_init) and the variant's square bonuses. */
TuneSet *tune_set_new (const CeVariant *v);
/* The defaults: eval-weights.h's weights and the definition's values. */
void tune_params_init (const TuneSet *set, int16_t *p);
/* The parameters the variant is evaluated with: its tuned weights and
 * values where it has them, the defaults otherwise. */
void tune_params_of_variant (const TuneSet *set, int16_t *p);
/* Rebuilds the set's tables with the parameters `p` (if they differ), the
 * variant's fitted square bonuses (ce_eval_tuned_squares) on top. */
void tune_set_build (TuneSet *set, const int16_t *p);
void tune_set_free (TuneSet *set);

/* Adds a position (a position string of the set's variant) with White's
 * result, first resolved by a quiescence search (captures and promotions,
 * with the tables as they are now) to the quiet position at the end of its
 * best line.  False, with a message in err (CE_ERR_SIZE), if the string
 * does not read or the side to move is in check. */
bool tune_set_add (TuneSet *set, const char *fen, double result, bool held, char *err);

/* Reads "GAME RESULT POSITION" lines (tune_generate's); the games with
 * (GAME + seed) % 5 == 0 are held out.  Lines starting with '#' are skipped.
 * Returns the number of positions added, or -1 on a malformed line. */
long tune_set_read (TuneSet *set, FILE *in, uint64_t seed, FILE *log);

/* 1 / (1 + e^(-k * score)). */
double tune_sigmoid (double k, double score);

/* The mean squared error of the prediction over the fitted positions
 * (held false) or the held-out ones (held true), with the set's tables
 * rebuilt with the parameters `w` (TUNE_NPARAMS of them). */
double tune_loss (TuneSet *set, const int16_t *w, double k, bool held);

/* The same with the set's tables as they stand. */
double tune_loss_tables (const TuneSet *set, double k, bool held);

/* The K that minimises the fitted positions' loss with the weights `w`. */
double tune_fit_k (TuneSet *set, const int16_t *w);

/* Texel's local search: for each level of `steps` and each parameter in
 * turn (not the set's fixed weights; the values only if set->values, of the types present, each within
 * a quarter of its definition's value and 150 cp of it), tries w +- step
 * and keeps a change that lowers the loss of the fitted positions, until a
 * whole pass changes nothing (at most max_passes passes a level).  A level
 * is a divisor: the step is the parameter's default divided by it, at
 * least 1 (0: always 1).  Early stopping: the parameters returned are
 * those after the pass with the lowest held-out loss, and a level stops
 * after two passes that did not lower it (the next starts from the best).  `w` is changed in place;
 * returns its loss on the fitted positions. */
double tune_local_search (
  TuneSet *set, int16_t *w, double k, const int *steps, int nsteps, int max_passes, FILE *log);

/* ---- Square bonuses (tune-squares.c) ---- */

/* A bonus for each piece type on each square, as White's: Black's piece
 * takes the bonus of ce_variant_black_square.  Centipawns. */
typedef struct
{
  int16_t mg[CE_MAX_TYPES][CE_NSQ];
  int16_t eg[CE_MAX_TYPES][CE_NSQ];
} TuneSquares;

/* Fits square bonuses on top of the set's tables as they stand: the score
 * is linear in them before the sigmoid, so all of them move at once, by
 * gradient descent (Adam) on the fitted positions' loss with a light
 * penalty on their size.  A type on a square that fewer than `min_count`
 * fitted positions show keeps 0.  The held-out loss is measured every 5
 * of the `epochs` steps, and the bonuses kept, rounded, are those of the
 * lowest.  The set's tables are left as they were. */
void tune_fit_squares (
  const TuneSet *set, double k, int epochs, int min_count, TuneSquares *out, FILE *log);
