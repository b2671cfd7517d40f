/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game review: a hand-made game with a hung queen in every variant (the
 * blunder found with the right better move, the punishing capture an only
 * move), a mate in one allowed in chess and in Zone X, a flag win scored as a mate, the curve and
 * thresholds, progress reports and stopping midway.
 */
#include "eval.h"
#include "notation.h"
#include "review.h"
#include "san.h"

#include <glib.h>
#include <math.h>
#include <string.h>

/* Depths stay small: the tests run on a loaded 2-core machine. */
#define TEST_DEPTH 5

static CeMove
parse (CeGame *g, const char *text)
{
  char err[CE_ERR_SIZE];
  CeMove m;
  CePosition pos = *ce_game_position (g);
  if (!ce_move_parse_san (&pos, text, &m, err))
    g_error ("%s: %s", text, err);
  return m;
}

static void
game_from (CeGame *g, const char *variant, const char *fen, const char *const *moves)
{
  char err[CE_ERR_SIZE];
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  if (fen)
    g_assert_true (ce_game_init_fen (g, v, fen, err));
  else
    ce_game_init (g, v);
  for (int i = 0; moves[i]; i++)
    ce_game_play (g, parse (g, moves[i]));
}

static void
review (const CeGame *g, CeReview *r)
{
  CeReviewOptions o;
  ce_review_options_init (&o);
  o.depth = TEST_DEPTH;
  o.hash_mb = 8;
  g_assert_true (ce_review_game (g, &o, NULL, NULL, NULL, r));
  g_assert_cmpint (r->ndone, ==, g->nmoves);
}

typedef struct
{
  const char *variant, *fen;
  const char *blunder, *better, *punish;
} HungQueen;

/* White's queen (Diamond Chess: its strongest piece, the vizier) faces
 * Black's on an open file, neither defended: taking is the move; a king
 * step instead hangs it, and Black's capture is then its only move. */
static const HungQueen hung[] = {
  { "chess", "3q3k/8/8/8/8/8/8/K2Q4 w - - 0 1", "Ka2", "Qxd8+", "Qxd1" },
  { "zonex", "3q3k/8/8/8/8/8/8/K2Q4 w - - 0 1", "Ka2", "Qxd8+", "Qxd1" },
  { "zelig", "3z3k/8/8/8/8/8/8/K2Z4 w - - 0 1", "Ka2", "Zxd8+", "Zxd1" },
  { "zelig2", "3z3k/8/8/8/8/8/8/K2Z4 w - - 0 1", "Ka2", "Zxd8+", "Zxd1" },
  { "mchess", "3z3k/8/8/8/8/8/8/K2Z4 w - - 0 1", "Ka2", "Zxd8+", "Zxd1" },
  { "diagonal", "3q3k/8/8/8/8/8/8/K2Q4 w - - 0 1", "Ka2", "Qxd8+", "Qxd1" },
  { "zigzag", "4q4k/10/10/10/10/10/10/10/10/K3Q5[] w - - 0 1", "Ka2", "Qxe10+", "Qxe1" },
  { "diamond", "****1****/***v1k***/**5**/*7*/4*4/*7*/**5**/***V1K***/****1**** w - - 0 1", "Kg3",
    "Vxd8+", "Vxd2" },
};

static void
test_hung_queen (void)
{
  /* Every variant has its game. */
  int nvariants = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++, nvariants++)
    {
      bool found = false;
      for (size_t i = 0; i < G_N_ELEMENTS (hung); i++)
        found |= strcmp (hung[i].variant, *id) == 0;
      g_assert_true (found);
    }
  g_assert_cmpint (nvariants, ==, G_N_ELEMENTS (hung));

  for (size_t i = 0; i < G_N_ELEMENTS (hung); i++)
    {
      const HungQueen *h = &hung[i];
      const char *moves[] = { h->blunder, h->punish, NULL };
      CeGame g;
      CeReview r;
      g_test_message ("%s", h->variant);
      game_from (&g, h->variant, h->fen, moves);
      review (&g, &r);
      g_assert_cmpint (r.nplies, ==, 2);

      const CeReviewPly *p = &r.plies[0];
      CeGame better;
      const char *better_moves[] = { NULL };
      game_from (&better, h->variant, h->fen, better_moves);
      g_assert_cmpint (p->cls, ==, CE_REVIEW_BLUNDER);
      g_assert_cmpuint (p->best, ==, parse (&better, h->better));
      g_assert_cmpint (p->best_line_len, >=, 1);
      g_assert_cmpuint (p->best_line[0], ==, p->best);
      g_assert_cmpint (p->eval_before, >, 500);
      g_assert_cmpint (p->eval_after, <, -500);
      g_assert_cmpfloat (p->drop, >=, CE_REVIEW_BLUNDER_DROP);
      g_assert_false (p->only_move);
      g_assert_cmpint (ce_review_nag (p), ==, 4);
      g_assert_cmpfloat (p->accuracy, <, 30);

      /* Black's capture: the only move that keeps the queen won. */
      p = &r.plies[1];
      g_assert_cmpint (p->cls, ==, CE_REVIEW_BEST);
      g_assert_true (p->only_move);
      g_assert_cmpint (ce_review_nag (p), ==, 7);
      g_assert_cmpint (p->eval_before, ==, r.plies[0].eval_after);
      g_assert_cmpint (p->eval_after, <, -500);

      g_assert_cmpint (r.side[CE_WHITE].moves, ==, 1);
      g_assert_cmpint (r.side[CE_WHITE].count[CE_REVIEW_BLUNDER], ==, 1);
      g_assert_cmpint (r.side[CE_BLACK].count[CE_REVIEW_BEST], ==, 1);
      g_assert_cmpint (r.side[CE_BLACK].only_moves, ==, 1);
      g_assert_cmpfloat (r.side[CE_BLACK].accuracy, ==, 100.0);
      g_assert_cmpfloat (r.side[CE_WHITE].accuracy, <, 30);
      ce_review_free (&r);
      ce_game_free (&g);
      ce_game_free (&better);
    }
}

/* 3...Nf6?? allows 4.Qxf7#: a blunder; g6, Qe7, Qf6 and Nh6 all hold f7. */
static void
test_mate_in_one (void)
{
  const char *moves[] = { "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#", NULL };
  CeGame g;
  CeReview r;
  game_from (&g, "chess", NULL, moves);
  review (&g, &r);
  const CeReviewPly *p = &r.plies[5];
  g_assert_cmpint (p->cls, ==, CE_REVIEW_BLUNDER);
  g_assert_cmpfloat (p->win_played, ==, 0.0);
  CePosition pos = *ce_game_position_at (&g, 5);
  char san[CE_SAN_SIZE];
  ce_move_to_san (&pos, p->best, san);
  g_assert_true (strcmp (san, "g6") == 0 || strcmp (san, "Qe7") == 0 || strcmp (san, "Qf6") == 0
                 || strcmp (san, "Nh6") == 0);
  g_assert_cmpint (p->eval_after, >=, CE_EVAL_MATE_BOUND);

  /* The mate itself: best, and the game's end is a mate score. */
  p = &r.plies[6];
  g_assert_cmpint (p->cls, ==, CE_REVIEW_BEST);
  g_assert_cmpint (p->eval_after, ==, CE_EVAL_MATE);
  g_assert_cmpint (r.final_eval, ==, CE_EVAL_MATE);
  g_assert_cmpint (r.side[CE_BLACK].count[CE_REVIEW_BLUNDER], ==, 1);
  g_assert_cmpint (r.side[CE_WHITE].count[CE_REVIEW_BLUNDER], ==, 0);
  ce_review_free (&r);
  ce_game_free (&g);
}

/* Diagonal Chess: a pawn reaching h8 wins; the review scores it as a mate. */
static void
test_flag_win (void)
{
  const char *moves[] = { "g7h8", NULL };
  CeGame g;
  CeReview r;
  game_from (&g, "diagonal", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", moves);
  review (&g, &r);
  g_assert_cmpint (r.plies[0].cls, ==, CE_REVIEW_BEST);
  g_assert_cmpint (r.plies[0].eval_before, >=, CE_EVAL_MATE_BOUND);
  g_assert_cmpint (r.plies[0].eval_after, ==, CE_EVAL_MATE);
  g_assert_cmpint (r.final_eval, ==, CE_EVAL_MATE);
  ce_review_free (&r);
  ce_game_free (&g);
}

static void
test_curve (void)
{
  g_assert_cmpfloat_with_epsilon (ce_review_expected_score (0), 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (ce_review_expected_score (400), 10.0 / 11.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (ce_review_expected_score (-250) + ce_review_expected_score (250),
                                  1.0, 1e-9);
  g_assert_cmpfloat (ce_review_expected_score (CE_EVAL_MATE - 3), ==, 1.0);
  g_assert_cmpfloat (ce_review_expected_score (-CE_EVAL_MATE + 4), ==, 0.0);
  g_assert_cmpfloat (ce_review_accuracy (0), ==, 100.0);
  g_assert_cmpfloat_with_epsilon (ce_review_accuracy (0.2), 100.0 * exp (-1.0), 1e-9);
  g_assert_cmpstr (ce_review_class_name (CE_REVIEW_BLUNDER), ==, "blunder");

  /* The thresholds, and what they mean from a level position: about 70,
   * 150 and 240 centipawns (docs/review.md). */
  g_assert_cmpint (ce_review_class_of_drop (0.0), ==, CE_REVIEW_GOOD);
  g_assert_cmpint (ce_review_class_of_drop (0.099), ==, CE_REVIEW_GOOD);
  g_assert_cmpint (ce_review_class_of_drop (0.10), ==, CE_REVIEW_INACCURACY);
  g_assert_cmpint (ce_review_class_of_drop (0.20), ==, CE_REVIEW_MISTAKE);
  g_assert_cmpint (ce_review_class_of_drop (0.30), ==, CE_REVIEW_BLUNDER);
  g_assert_cmpint (ce_review_class_of_drop (1.0), ==, CE_REVIEW_BLUNDER);
  double level = ce_review_expected_score (0);
  g_assert_cmpint (ce_review_class_of_drop (level - ce_review_expected_score (-60)), ==,
                   CE_REVIEW_GOOD);
  g_assert_cmpint (ce_review_class_of_drop (level - ce_review_expected_score (-75)), ==,
                   CE_REVIEW_INACCURACY);
  g_assert_cmpint (ce_review_class_of_drop (level - ce_review_expected_score (-150)), ==,
                   CE_REVIEW_MISTAKE);
  g_assert_cmpint (ce_review_class_of_drop (level - ce_review_expected_score (-245)), ==,
                   CE_REVIEW_BLUNDER);
  /* Three pawns down, nothing is left to blunder. */
  g_assert_cmpint (ce_review_class_of_drop (ce_review_expected_score (-300)
                                            - ce_review_expected_score (-CE_EVAL_MATE)),
                   ==, CE_REVIEW_INACCURACY);
}

typedef struct
{
  int calls, last_done, total;
  int stop_after;
  atomic_bool *stop;
} Progress;

static void
on_progress (const CeReview *r, int done, int total, void *user_data)
{
  Progress *p = user_data;
  p->calls++;
  g_assert_cmpint (done, ==, p->last_done + 1);
  g_assert_cmpint (r->ndone, ==, done - 1);
  p->last_done = done;
  p->total = total;
  if (p->stop && done == p->stop_after)
    atomic_store (p->stop, true);
}

static const char *const italian[]
  = { "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4", "Bb4+", NULL };

static void
test_progress (void)
{
  CeGame g;
  CeReview r;
  CeReviewOptions o;
  Progress p = { 0 };
  game_from (&g, "chess", NULL, italian);
  ce_review_options_init (&o);
  o.depth = 3;
  o.threads = 2;
  g_assert_true (ce_review_game (&g, &o, NULL, on_progress, &p, &r));
  g_assert_cmpint (p.calls, ==, g.nmoves + 1);
  g_assert_cmpint (p.total, ==, g.nmoves + 1);
  g_assert_cmpint (r.ndone, ==, g.nmoves);
  g_assert_cmpint (r.side[CE_WHITE].moves + r.side[CE_BLACK].moves, ==, g.nmoves);
  for (int i = 0; i + 1 < r.nplies; i++)
    g_assert_cmpint (r.plies[i].eval_after, ==, r.plies[i + 1].eval_before);
  ce_review_free (&r);
  ce_game_free (&g);
}

static void
test_stop (void)
{
  CeGame g;
  CeReview r;
  CeReviewOptions o;
  atomic_bool stop = false;
  Progress p = { .stop_after = 3, .stop = &stop };
  game_from (&g, "chess", NULL, italian);
  ce_review_options_init (&o);
  o.depth = 1;
  g_assert_false (ce_review_game (&g, &o, &stop, on_progress, &p, &r));
  g_assert_cmpint (p.calls, ==, 3);
  g_assert_cmpint (r.ndone, ==, 2);
  g_assert_cmpint (r.side[CE_WHITE].moves + r.side[CE_BLACK].moves, ==, 2);
  ce_review_free (&r);

  /* Stopped before it starts: nothing reviewed. */
  p = (Progress){ 0 };
  g_assert_false (ce_review_game (&g, &o, &stop, on_progress, &p, &r));
  g_assert_cmpint (p.calls, ==, 0);
  g_assert_cmpint (r.ndone, ==, 0);
  ce_review_free (&r);
  ce_game_free (&g);
}

static void *
stop_later (void *data)
{
  g_usleep (200000);
  atomic_store ((atomic_bool *) data, true);
  return NULL;
}

/* From another thread, in the middle of a long search. */
static void
test_stop_midsearch (void)
{
  CeGame g;
  CeReview r;
  CeReviewOptions o;
  atomic_bool stop = false;
  game_from (&g, "chess", NULL, italian);
  ce_review_options_init (&o);
  o.depth = 0;
  o.movetime = 60000;
  gint64 t0 = g_get_monotonic_time ();
  GThread *t = g_thread_new ("stop", stop_later, &stop);
  g_assert_false (ce_review_game (&g, &o, &stop, NULL, NULL, &r));
  g_thread_join (t);
  g_assert_cmpint (r.ndone, ==, 0);
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 10 * G_USEC_PER_SEC);
  ce_review_free (&r);
  ce_game_free (&g);
}

/* The same in Zone X, where the Generals and entry moves change every
 * defence: 3...Nf6?? is still a blunder, and the better move keeps Black in
 * the game. */
static void
test_mate_in_one_zonex (void)
{
  const char *moves[] = { "e4", "e5", "Qh5", "Nc6", "Gfc4", "Nf6", "Qxf7#", NULL };
  CeGame g;
  CeReview r;
  game_from (&g, "zonex", NULL, moves);
  review (&g, &r);
  const CeReviewPly *p = &r.plies[5];
  g_assert_cmpint (p->cls, ==, CE_REVIEW_BLUNDER);
  g_assert_cmpint (ce_review_nag (p), ==, 4);
  g_assert_cmpuint (p->best, !=, p->played);
  g_assert_cmpfloat (p->win_best, >, 0.2);
  g_assert_cmpint (p->eval_after, >=, CE_EVAL_MATE_BOUND);
  g_assert_cmpint (r.final_eval, ==, CE_EVAL_MATE);
  ce_review_free (&r);
  ce_game_free (&g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/hung-queen", test_hung_queen);
  g_test_add_func ("/review/mate-in-one", test_mate_in_one);
  g_test_add_func ("/review/mate-in-one-zonex", test_mate_in_one_zonex);
  g_test_add_func ("/review/flag-win", test_flag_win);
  g_test_add_func ("/review/curve", test_curve);
  g_test_add_func ("/review/progress", test_progress);
  g_test_add_func ("/review/stop", test_stop);
  g_test_add_func ("/review/stop-midsearch", test_stop_midsearch);
  return g_test_run ();
}
