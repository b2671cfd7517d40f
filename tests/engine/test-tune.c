/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Texel tuner's arithmetic on small synthetic sets (tools/tune): the
 * sigmoid, K found again from results made with a known K, the loss falling
 * towards weights the results were made with, and every variant's tables
 * built with its tuned weights (src/engine/variants/eval-tuned.c).
 */
#include "eval-tuned.h"
#include "eval.h"
#include "movegen.h"
#include "notation.h"
#include "rng.h"
#include "tune.h"

#include <glib.h>
#include <math.h>
#include <string.h>

#define K0 0.008

/* A set of quiet chess positions from seeded random games; every fifth
 * game held out.  The results are placeholders. */
static TuneSet *
random_set (int games)
{
  const CeVariant *v = ce_variant_get ("chess");
  TuneSet *set = tune_set_new (v);
  uint64_t rng = 42;
  for (int g = 0; g < games; g++)
    {
      CePosition pos;
      ce_position_start (&pos, v);
      int plies = 8 + (int) (ce_splitmix64 (&rng) % 40);
      for (int ply = 0; ply < plies; ply++)
        {
          CeMove moves[CE_MAX_MOVES];
          int n = ce_generate_legal (&pos, moves);
          if (!n)
            break;
          CeUndo u;
          ce_make (&pos, moves[ce_splitmix64 (&rng) % (uint64_t) n], &u);
          if (ply >= 6 && ply % 3 == 0 && !ce_in_check (&pos))
            {
              char fen[CE_FEN_SIZE], err[CE_ERR_SIZE];
              ce_position_to_fen (&pos, fen);
              g_assert_true (tune_set_add (set, fen, 0.5, g % 5 == 0, err));
            }
        }
    }
  g_assert_cmpuint (set->n, >, 200);
  g_assert_cmpuint (set->nheld, >, 20);
  return set;
}

/* Sets every result to the prediction of the set's tables at K0. */
static void
label_tables (TuneSet *set)
{
  for (size_t i = 0; i < set->n; i++)
    {
      int s = ce_evaluate (&set->leaf[i]);
      set->result[i] = tune_sigmoid (K0, set->leaf[i].side == CE_WHITE ? s : -s);
    }
}

/* Sets every result to the prediction of weights `w` at K0. */
static void
label (TuneSet *set, const int16_t *w)
{
  tune_set_build (set, w);
  label_tables (set);
}

static void
test_sigmoid (void)
{
  g_assert_cmpfloat_with_epsilon (tune_sigmoid (K0, 0), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (tune_sigmoid (0.01, 100), 1 / (1 + exp (-1.0)), 1e-12);
  g_assert_cmpfloat_with_epsilon (tune_sigmoid (0.01, 100) + tune_sigmoid (0.01, -100), 1, 1e-12);
}

static void
test_fit_k (void)
{
  TuneSet *set = random_set (60);
  int16_t w[TUNE_NPARAMS];
  tune_params_init (set, w);
  label (set, w);
  g_assert_cmpfloat (tune_loss (set, w, K0, false), <, 1e-12);
  double k = tune_fit_k (set, w);
  g_test_message ("K %.6f (made with %.6f)", k, K0);
  g_assert_cmpfloat (fabs (k - K0), <, K0 * 0.01);
  tune_set_free (set);
}

static void
test_loss_falls (void)
{
  TuneSet *set = random_set (100);
  int16_t truth[TUNE_NPARAMS], w[TUNE_NPARAMS];
  tune_params_init (set, truth);
  truth[CE_W_REACH_MG] = 9;
  truth[CE_W_TEMPO] = 40;
  int knight = ce_variant_type_named (set->v, "knight");
  truth[CE_W_COUNT + knight] = 360;
  label (set, truth);
  set->values = true;
  tune_params_init (set, w);
  double fitted0 = tune_loss (set, w, K0, false), held0 = tune_loss (set, w, K0, true);
  static const int steps[] = { 4, 0 };
  double fitted1 = tune_local_search (set, w, K0, steps, 2, 50, NULL);
  double held1 = tune_loss (set, w, K0, true);
  g_test_message ("fitted %.6f -> %.6f, held out %.6f -> %.6f, REACH_MG %d TEMPO %d N %d", fitted0,
                  fitted1, held0, held1, w[CE_W_REACH_MG], w[CE_W_TEMPO], w[CE_W_COUNT + knight]);
  g_assert_cmpfloat (fitted1, <, fitted0 / 10);
  g_assert_cmpfloat (held1, <, held0 / 10);
  g_assert_cmpfloat (fitted1, ==, tune_loss (set, w, K0, false));
  /* The weights the results were made with come back. */
  g_assert_cmpint (abs (w[CE_W_REACH_MG] - 9), <=, 1);
  g_assert_cmpint (abs (w[CE_W_TEMPO] - 40), <=, 3);
  g_assert_cmpint (abs (w[CE_W_COUNT + knight] - 360), <=, 5);
  tune_set_free (set);
}

/* Every variant's tables carry the defaults, overridden by its tuned pairs
 * (each a real weight or piece type, at most once), and nothing else: the
 * same tables as a copy built with those weights, each tuned piece value
 * moving its type's material on every square. */
static void
test_tuned_data_applies (void)
{
  static CeVariant copy;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      int16_t expect[CE_W_COUNT];
      memcpy (expect, ce_eval_weight_defaults, sizeof expect);
      int delta[CE_MAX_TYPES] = { 0 };
      bool seen[CE_W_COUNT + CE_MAX_TYPES] = { false };
      const CeEvalTunedWeight *p = ce_eval_tuned_pairs (v->def);
      int npairs = 0;
      for (; p && p->weight != CE_EVAL_TUNED_END; p++, npairs++)
        {
          int t = p->weight - CE_EVAL_TUNED_VALUE (0);
          if (p->weight >= 0 && p->weight < CE_W_COUNT)
            {
              g_assert_false (seen[p->weight]);
              seen[p->weight] = true;
              expect[p->weight] = (int16_t) p->value;
            }
          else
            {
              g_assert_cmpint (t, >=, 1);
              g_assert_cmpint (t, <=, v->def->ntypes);
              g_assert_false (seen[CE_W_COUNT + t]);
              g_assert_false (v->def->types[t].flags & CE_PF_ROYAL);
              seen[CE_W_COUNT + t] = true;
              delta[t] = p->value - v->def->types[t].value;
            }
        }
      g_test_message ("%s: %d tuned pairs", *id, npairs);
      int16_t got[CE_W_COUNT];
      ce_eval_tuned_weights (v->def, got);
      for (int i = 0; i < CE_W_COUNT; i++)
        {
          g_assert_cmpint (got[i], ==, expect[i]);
          g_assert_cmpint (v->eval.w[i], ==, expect[i]);
        }
      /* Square bonuses, each on a square of the board, at most once,
       * Black's on the mirrored square. */
      static int bonus_mg[CE_NCODES][CE_NSQ], bonus_eg[CE_NCODES][CE_NSQ];
      static bool listed[CE_MAX_TYPES][CE_NSQ];
      memset (bonus_mg, 0, sizeof bonus_mg);
      memset (bonus_eg, 0, sizeof bonus_eg);
      memset (listed, 0, sizeof listed);
      int nsquares = 0;
      for (const CeEvalTunedSquare *q = ce_eval_tuned_squares (v->def); q && q->type;
           q++, nsquares++)
        {
          int s = CE_SQ (q->file, q->rank), b = ce_variant_black_square (v, s);
          g_assert_cmpint (q->type, <=, v->def->ntypes);
          g_assert_true (v->on_board[s]);
          g_assert_false (listed[q->type][s]);
          listed[q->type][s] = true;
          bonus_mg[CE_PIECE (CE_WHITE, q->type)][s] = q->mg;
          bonus_eg[CE_PIECE (CE_WHITE, q->type)][s] = q->eg;
          bonus_mg[CE_PIECE (CE_BLACK, q->type)][b] = q->mg;
          bonus_eg[CE_PIECE (CE_BLACK, q->type)][b] = q->eg;
        }
      g_test_message ("%s: %d square bonuses", *id, nsquares);
      copy = *v;
      ce_eval_build_weights (&copy, expect);
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          g_assert_cmpint (v->eval.value[t], ==, copy.eval.value[t]);
          for (int c = 0; c < 2; c++)
            for (int i = 0; i < v->nsquares; i++)
              {
                int s = v->squares[i], code = CE_PIECE (c, t);
                g_assert_cmpint (v->eval.mg[code][s], ==,
                                 copy.eval.mg[code][s] + delta[t] + bonus_mg[code][s]);
                g_assert_cmpint (v->eval.eg[code][s], ==,
                                 copy.eval.eg[code][s] + delta[t] + bonus_eg[code][s]);
              }
        }
    }
}

/* A piece's material set in the tables moves the evaluation by the
 * difference, for the side that has it, and leaves its ordering value. */
static void
test_set_material (void)
{
  static CeVariant copy;
  const CeVariant *v = ce_variant_get ("chess");
  copy = *v;
  ce_eval_build_weights (&copy, ce_eval_weight_defaults);
  CePosition pos;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (&pos, &copy, "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1", err));
  int before = ce_evaluate (&pos);
  int knight = ce_variant_type_named (&copy, "knight");
  ce_eval_set_material (&copy, knight, v->def->types[knight].value + 40);
  g_assert_cmpint (ce_evaluate (&pos), ==, before + 40);
  g_assert_cmpint (copy.eval.value[knight], ==, v->eval.value[knight]);
}

/* Square bonuses come back from results made with them: a White knight
 * on f3 (and so a Black one on f6) worth 80 more, nothing else changed. */
static void
test_squares_fit (void)
{
  TuneSet *set = random_set (100);
  int knight = ce_variant_type_named (set->v, "knight");
  int f3 = CE_SQ (5, 2), f6 = CE_SQ (5, 5);
  g_assert_cmpint (ce_variant_black_square (set->v, f3), ==, f6);
  ce_eval_add_square (set->v, knight, f3, 80, 80);
  label_tables (set);
  ce_eval_add_square (set->v, knight, f3, -80, -80);
  double held0 = tune_loss_tables (set, K0, true);

  static TuneSquares fitted;
  tune_fit_squares (set, K0, 1500, 10, &fitted, NULL);
  g_assert_cmpfloat (tune_loss_tables (set, K0, true), ==, held0); /* tables untouched */
  int seen = 0, largest_other = 0;
  for (size_t i = 0; i < set->n; i++)
    seen += set->leaf[i].board[f3] == CE_PIECE (CE_WHITE, knight)
            || set->leaf[i].board[f6] == CE_PIECE (CE_BLACK, knight);
  for (int t = 1; t <= set->v->def->ntypes; t++)
    for (int s = 0; s < CE_NSQ; s++)
      if (t != knight || s != f3)
        largest_other = MAX (largest_other, abs (fitted.mg[t][s]));
  for (int t = 1; t <= set->v->def->ntypes; t++)
    for (int i = 0; i < set->v->nsquares; i++)
      {
        int s = set->v->squares[i];
        ce_eval_add_square (set->v, t, s, fitted.mg[t][s], fitted.eg[t][s]);
      }
  double held1 = tune_loss_tables (set, K0, true);
  g_test_message ("knight f3 in %d of %zu positions: fitted %d/%d, largest other %d; held out "
                  "%.6f -> %.6f",
                  seen, set->n, fitted.mg[knight][f3], fitted.eg[knight][f3], largest_other, held0,
                  held1);
  /* Opening positions: nearly all middlegame, so the endgame half is
   * barely seen and the middlegame's carries the bonus. */
  g_assert_cmpint (abs (fitted.mg[knight][f3] - 80), <=, 12);
  g_assert_cmpint (largest_other, <, 20);
  g_assert_cmpfloat (held1, <, held0 / 5);
  tune_set_free (set);
}

/* The fit reads the generator's lines and holds out every fifth game. */
static void
test_read (void)
{
  const char *text = "# chimera-tune gen --variant chess\n"
                     "0 1 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n"
                     "4 0.5 rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n"
                     "9 0 rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n";
  FILE *f = fmemopen ((void *) text, strlen (text), "r");
  TuneSet *set = tune_set_new (ce_variant_get ("chess"));
  g_assert_cmpint (tune_set_read (set, f, 1, NULL), ==, 3);
  fclose (f);
  g_assert_cmpuint (set->n, ==, 3);
  g_assert_cmpuint (set->nheld, ==, 2); /* games 4 and 9 with seed 1 */
  g_assert_cmpfloat (set->result[1], ==, 0.5);
  tune_set_free (set);

  const char *bad = "0 2 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n";
  f = fmemopen ((void *) bad, strlen (bad), "r");
  set = tune_set_new (ce_variant_get ("chess"));
  g_assert_cmpint (tune_set_read (set, f, 1, NULL), ==, -1);
  fclose (f);
  tune_set_free (set);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tune/sigmoid", test_sigmoid);
  g_test_add_func ("/tune/fit-k", test_fit_k);
  g_test_add_func ("/tune/loss-falls", test_loss_falls);
  g_test_add_func ("/tune/tuned-data-applies", test_tuned_data_applies);
  g_test_add_func ("/tune/set-material", test_set_material);
  g_test_add_func ("/tune/read", test_read);
  g_test_add_func ("/tune/squares-fit", test_squares_fit);
  return g_test_run ();
}
