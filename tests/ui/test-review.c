/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game review in the app (issue 20): the review written into the game's
 * tree; Cancel and closing the window leave the game as it was with no
 * thread left (the runner on its own, without a display, is
 * tests/model/test-review-runner.c's); the graph's
 * clicks and keys show positions; the panel's accuracy and counts;
 * win.review from the end-of-game banner; and pictures of a reviewed
 * ZigZag Madness game.  Reviews search to small depths, so it is quick.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "eval-graph.h"
#include "game-end-banner.h"
#include "review-annotate.h"
#include "game-pgn.h"
#include "review-panel.h"
#include "review-runner.h"
#include "side-panel.h"
#include "screenshot.h"
#include "lifetime.h"
#include "play.h"
#include "review-games.h"
#include "widget-test.h"
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "san.h"

#include <glib/gi18n.h>
#include <locale.h>

typedef struct
{
  int finished;
} Seen;

static void
seen_finished (ChimeraReviewRunner *r, Seen *seen)
{
  seen->finished++;
}

static gboolean
finished (gpointer data)
{
  return ((Seen *) data)->finished > 0;
}

/* The review written into a tree and the PGN the engine writes of it: the
 * NAG, the evaluations, the words and the better line as a variation; a
 * second write changes nothing. */
static void
test_write_tree (void)
{
  g_autoptr (ChimeraGame) game = game_from ("chess", NULL, 0, 0);
  play (game, scholars_mate);
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  CeReviewOptions o = review_options (3, 2);
  chimera_review_runner_set_options (runner, &o);
  Seen seen = { 0 };
  g_signal_connect (runner, "finished", G_CALLBACK (seen_finished), &seen);
  g_assert_true (chimera_review_runner_start (runner, game));
  g_assert_true (wait_for (finished, &seen, 30));
  const CeReview *r = chimera_review_runner_get_review (runner);
  const CeGame *line = chimera_review_runner_get_line (runner);

  CePgnGame pg;
  ce_pgn_game_init (&pg, ce_variant_get ("chess"));
  pg.tree = ce_tree_new (ce_game_position_at (line, 0));
  CeNodeId at = ce_tree_root (pg.tree);
  for (int i = 0; i < line->nmoves; i++)
    {
      ce_game_play (&pg.game, line->moves[i]);
      at = ce_tree_add_move (pg.tree, at, line->moves[i]);
    }
  /* A comment and a position NAG of the file's own stay. */
  CeNodeId nf6 = ce_tree_mainline_node (pg.tree, 6);
  ce_tree_set_comment (pg.tree, nf6, "ouch");
  ce_tree_add_nag (pg.tree, nf6, 1);
  ce_tree_add_nag (pg.tree, nf6, 18);
  g_assert_cmpint (chimera_review_write_tree (pg.tree, r, line), ==, 7);
  int nodes = ce_tree_count (pg.tree);
  char *text = ce_pgn_write (&pg);
  g_test_message ("%s", text);
  /* Lines are wrapped at 80 columns: read it as one. */
  g_autofree char *flat = g_strdelimit (g_strdup (text), "\n", ' ');

  CePosition before = line->positions[5];
  char best[CE_SAN_SIZE];
  ce_move_to_san (&before, r->plies[5].best, best);
  g_autofree char *blunder = g_strdup_printf (
    "3... Nf6?? $18 {[%%eval #1] Blunder. %s was best. ouch} (3... %s", best, best);
  g_assert_nonnull (strstr (flat, blunder));
  g_assert_nonnull (strstr (flat, "1. e4 {[%eval "));
  /* The mate itself: the game is over there, no evaluation. */
  g_assert_nonnull (strstr (flat, "4. Qxf7#"));
  g_assert_null (strstr (flat, "Qxf7# {[%eval"));
  const CeTreeNode *n = ce_tree_node (pg.tree, nf6);
  g_assert_true (n->eval.set && n->eval.mate && n->eval.value == 1);

  /* Again: the same text, no new nodes. */
  g_assert_cmpint (chimera_review_write_tree (pg.tree, r, line), ==, 7);
  g_assert_cmpint (ce_tree_count (pg.tree), ==, nodes);
  char *again = ce_pgn_write (&pg);
  g_assert_cmpstr (again, ==, text);
  free (again);
  free (text);
  ce_pgn_game_free (&pg);
}

static ChimeraReviewPanel *
panel_of (ChimeraWindow *win)
{
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  return chimera_side_panel_get_review_panel (CHIMERA_SIDE_PANEL (side));
}

static gboolean
review_done (gpointer panel)
{
  return chimera_review_runner_get_review (chimera_review_panel_get_runner (panel)) != NULL;
}

/* The window's review at `depth`, started from win.review and waited for. */
static ChimeraReviewPanel *
review_in (ChimeraWindow *win, int depth)
{
  ChimeraReviewPanel *panel = panel_of (win);
  CeReviewOptions o = review_options (depth, 2);
  chimera_review_runner_set_options (chimera_review_panel_get_runner (panel), &o);
  g_assert_true (action_enabled (win, "review"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_true (wait_for (review_done, panel, 60));
  return panel;
}

/* Closing the window (or a new game) while the review runs. */
static void
test_window_close (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  /* No moves: nothing to review. */
  g_assert_false (action_enabled (win, "review"));
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  g_assert_false (action_enabled (win, "review"));
  play (game, zigzag_game);
  g_assert_true (action_enabled (win, "review"));
  guint64 revision = chimera_game_get_revision (game);
  ChimeraReviewPanel *panel = panel_of (win);
  CeReviewOptions o = review_options (30, 2);
  chimera_review_runner_set_options (chimera_review_panel_get_runner (panel), &o);

  /* A new game cancels the review and hides the panel. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  spin (0.3);
  g_assert_true (chimera_review_runner_get_running (chimera_review_panel_get_runner (panel)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_nonnull (strstr (chimera_review_panel_get_progress_text (panel), " of 61 positions"));
  G_GNUC_UNUSED g_autoptr (ChimeraGame) other = show_game (win, "chess", NULL, 0, 0);
  g_assert_false (chimera_review_runner_get_running (chimera_review_panel_get_runner (panel)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision);

  /* Cancel in the panel. */
  chimera_window_set_game (win, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  spin (0.2);
  GtkWidget *cancel = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "cancel_button");
  g_assert_true (gtk_widget_is_drawable (cancel));
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (chimera_review_runner_get_running (chimera_review_panel_get_runner (panel)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);

  /* A move played while it runs cancels it too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  spin (0.1);
  g_assert_true (chimera_game_undo (game));
  g_assert_false (chimera_review_runner_get_running (chimera_review_panel_get_runner (panel)));
  g_assert_true (chimera_game_redo (game));
  revision = chimera_game_get_revision (game);

  /* The window closed while it runs: the thread stops with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  spin (0.2);
  g_assert_cmpint (threads_named ("chimera-review"), >=, 1); /* with its search helpers */
  gtk_window_destroy (GTK_WINDOW (win));
  spin (0.5);
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision);
}

static GtkEventController *
controller_of (GtkWidget *w, GType type)
{
  g_autoptr (GListModel) list = gtk_widget_observe_controllers (w);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return GTK_EVENT_CONTROLLER (c);
    }
  g_assert_not_reached ();
}

static gboolean
press_key (GtkWidget *w, guint keyval)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller_of (w, GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed", keyval, 0,
                         (GdkModifierType) 0, &handled);
  return handled;
}

/* The graph: a click shows the position under it, keys step; the panel's
 * words; the mistakes one after the other. */
static void
test_graph_and_panel (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, scholars_mate);
  ChimeraReviewPanel *panel = review_in (win, 3);
  ChimeraEvalGraph *graph = chimera_review_panel_get_graph (panel);
  GtkWidget *gw = GTK_WIDGET (graph);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_is_drawable (gw));
  g_assert_cmpint (chimera_eval_graph_get_n_points (graph), ==, 8);
  /* Following the game: the marker on the last position. */
  g_assert_cmpint (chimera_eval_graph_get_ply (graph), ==, 7);

  /* Words. */
  g_assert_cmpstr (chimera_review_panel_get_counts_text (panel, CE_BLACK), ==,
                   "\u25cf\u202f0\u00a0inaccuracies  \u25cf\u202f0\u00a0mistakes  "
                   "\u25cf\u202f1\u00a0blunder");
  const char *acc = chimera_review_panel_get_accuracy_text (panel, CE_WHITE);
  g_assert_true (g_str_has_prefix (acc, "White: "));
  g_assert_true (g_str_has_suffix (acc, "% accuracy"));
  g_assert_true (
    g_str_has_prefix (chimera_review_panel_get_accuracy_text (panel, CE_BLACK), "Black: "));
  const char *tip = chimera_eval_graph_get_tooltip (graph, 6);
  g_assert_nonnull (tip);
  g_assert_true (g_str_has_prefix (tip, "3\u2026 Nf6?? \u2014 blunder, "));
  g_assert_nonnull (strstr (tip, "; best "));
  g_assert_null (chimera_eval_graph_get_tooltip (graph, 0));

  /* A click on the fourth point shows the position after the third move. */
  double w = gtk_widget_get_width (gw);
  double x = 3 + (w - 6) * 3 / 7;
  g_assert_cmpint (chimera_eval_graph_ply_at (graph, x), ==, 3);
  g_signal_emit_by_name (controller_of (gw, GTK_TYPE_GESTURE_CLICK), "pressed", 1, x, 10.0);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 3);
  g_assert_cmpint (chimera_eval_graph_get_ply (graph), ==, 3);
  g_assert_true (gtk_widget_has_focus (gw));
  /* Keys while it has the focus. */
  g_assert_true (press_key (gw, GDK_KEY_Left));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 2);
  g_assert_true (press_key (gw, GDK_KEY_Right));
  g_assert_true (press_key (gw, GDK_KEY_Right));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 4);
  g_assert_true (press_key (gw, GDK_KEY_Home));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 0);
  g_assert_true (press_key (gw, GDK_KEY_Left));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 0);
  g_assert_true (press_key (gw, GDK_KEY_End));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 7);

  /* The mistakes: from the start, one after the other, each with its
   * words, the last Nf6 (what a shallow review makes of White's opening
   * moves depends on the evaluation: they may count as inaccuracies),
   * then none. */
  chimera_game_set_view (game, 0);
  GtkWidget *next = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "next_button");
  GtkWidget *prev = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "previous_button");
  GtkLabel *words = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "mistake_label");
  g_assert_true (gtk_widget_get_sensitive (next));
  g_assert_false (gtk_widget_get_sensitive (prev));
  int last = 0;
  while (gtk_widget_get_sensitive (next))
    {
      g_signal_emit_by_name (next, "clicked");
      int ply = chimera_game_get_viewed_ply (game);
      g_test_message ("next mistake: %s", chimera_eval_graph_get_tooltip (graph, ply));
      g_assert_cmpint (ply, >, last);
      g_assert_cmpint (ply, <=, 6);
      g_assert_cmpstr (gtk_label_get_text (words), ==, chimera_eval_graph_get_tooltip (graph, ply));
      g_assert_true (ply == 6 || ply % 2 == 1); /* Black's only mistake is Nf6 */
      last = ply;
    }
  g_assert_cmpint (last, ==, 6);
  g_assert_cmpstr (gtk_label_get_text (words), ==, tip);
  g_assert_false (chimera_review_panel_step_mistake (panel, 1));
  chimera_game_set_view (game, 7);
  g_assert_true (gtk_widget_get_sensitive (prev));
  g_assert_true (chimera_review_panel_step_mistake (panel, -1));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 6);

  /* Closed with its button. */
  g_signal_emit_by_name (template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "close_button"),
                         "clicked");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (chimera_eval_graph_get_n_points (graph), ==, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Learn from your mistakes: the player's mistakes one after the other; the
 * move played is asked again, the engine's move is
 * found, the answer is entered on request; the main line stays; when done
 * the review shows again. */
static gboolean
not_checking (gpointer learn)
{
  return !chimera_review_learn_get_checking (learn);
}

/* The move `text` tried in the learning position, its answer awaited. */
static CeNodeId
try_move (ChimeraGame *game, ChimeraReviewLearn *learn, const char *text)
{
  CeNodeId n = play_at_view (game, text);
  g_assert_true (wait_for (not_checking, learn, 60));
  g_test_message ("%s: %s", text, chimera_review_learn_get_feedback (learn));
  return n;
}

static gboolean
has_child (ChimeraGame *game, int ply, const char *text)
{
  const CeTree *t = chimera_game_get_tree (game);
  CeNodeId at = ce_tree_mainline_node (t, ply);
  CePosition pos;
  ce_tree_position (t, at, &pos);
  CeMove m = parse_at (&pos, text);
  for (int i = 0; i < ce_tree_nchildren (t, at); i++)
    if (ce_tree_move (t, ce_tree_child (t, at, i)) == m)
      return TRUE;
  return FALSE;
}

/* Any move that is no inaccuracy is found, judged by a search of the
 * position after it; a worse one is asked again; the tries leave the game
 * unless the player keeps them.  After 1. e4 e5 2. Bc4 Nc6 3. Qh5, Black's
 * Nf6?? allows mate: a6 does too, and each of g6, Qe7 and Qf6 covers f7. */
static void
test_learn_any_good_move (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
  ChimeraReviewPanel *panel = review_in (win, 3);
  const CeReview *r = chimera_review_runner_get_review (chimera_review_panel_get_runner (panel));
  g_assert_true (chimera_review_panel_learn (panel));
  ChimeraReviewLearn *learn = chimera_review_panel_get_learn (panel);
  while (chimera_review_learn_get_index (learn) >= 0 && chimera_game_get_viewed_ply (game) != 5)
    chimera_review_learn_next (learn);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 5);

  /* a6 lets the queen take on f7 with mate: asked again, and gone. */
  try_move (game, learn, "a7a6");
  g_assert_false (chimera_review_learn_get_found (learn));
  g_assert_nonnull (strstr (chimera_review_learn_get_feedback (learn), "Try again"));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 5);
  g_assert_false (has_child (game, 5, "a7a6"));

  /* Kept when the player asks. */
  GtkCheckButton *keep = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (learn)); c;
       c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_CHECK_BUTTON (c))
      keep = GTK_CHECK_BUTTON (c);
  g_assert_nonnull (keep);
  gtk_check_button_set_active (keep, TRUE);
  try_move (game, learn, "h7h6");
  g_assert_false (chimera_review_learn_get_found (learn));
  g_assert_true (has_child (game, 5, "h7h6"));
  gtk_check_button_set_active (keep, FALSE);

  /* A defence that is not the engine's choice is found too. */
  CeMove best = r->plies[5].best_line[0];
  const char *defences[] = { "g7g6", "d8e7", "d8f6" };
  const char *found = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (defences) && !found; i++)
    {
      CePosition before = *chimera_game_get_viewed_position (game);
      if (parse_at (&before, defences[i]) == best)
        continue;
      try_move (game, learn, defences[i]);
      if (chimera_review_learn_get_found (learn))
        found = defences[i];
    }
  g_assert_nonnull (found);
  g_assert_nonnull (strstr (chimera_review_learn_get_feedback (learn), "Good:"));
  /* Going on takes the practice out of the game. */
  chimera_review_learn_stop (learn);
  g_assert_false (has_child (game, 5, found));
  g_assert_true (has_child (game, 5, "h7h6")); /* kept when tried */
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 7);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_learn (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "f2f3 e7e5 g2g4 d8h4");
  ChimeraReviewPanel *panel = review_in (win, 3);
  const CeReview *r = chimera_review_runner_get_review (chimera_review_panel_get_runner (panel));
  GtkWidget *learn_button = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "learn_button");
  g_assert_true (gtk_widget_get_visible (learn_button));
  GtkStack *stack = template_child (panel, CHIMERA_TYPE_REVIEW_PANEL, "stack");
  int tasks[4], ntasks = 0;
  for (int i = 0; i < r->ndone; i++)
    if (r->plies[i].cls >= CE_REVIEW_MISTAKE && r->plies[i].best_line_len > 0)
      tasks[ntasks++] = i;
  g_assert_cmpint (ntasks, >=, 1); /* g4 lets the queen mate */

  g_signal_emit_by_name (learn_button, "clicked");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "learn");
  ChimeraReviewLearn *learn = chimera_review_panel_get_learn (panel);
  g_assert_cmpint (chimera_review_learn_get_count (learn), ==, ntasks);
  for (int k = 0; k < ntasks; k++)
    {
      int ply = tasks[k];
      g_assert_cmpint (chimera_review_learn_get_index (learn), ==, k);
      g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, ply);
      CePosition before = *chimera_game_get_viewed_position (game);
      char san[CE_SAN_SIZE];
      CePosition scratch = before;
      ce_move_to_san (&scratch, r->plies[ply].played, san);
      g_assert_nonnull (strstr (chimera_review_learn_get_prompt (learn), san));
      CeMove best = r->plies[ply].best_line[0];
      if (k == 0)
        {
          /* The move played again: the same mistake, asked again at once. */
          g_assert_true (chimera_game_play_at_view (game, r->plies[ply].played) != CE_NODE_NONE);
          g_assert_false (chimera_review_learn_get_checking (learn));
          g_assert_false (chimera_review_learn_get_found (learn));
          g_assert_nonnull (strstr (chimera_review_learn_get_feedback (learn), "Try again"));
          g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, ply);
          g_assert_true (chimera_game_can_play_at_view (game));
          /* Found: the engine's move. */
          g_assert_true (chimera_game_play_at_view (game, best) != CE_NODE_NONE);
          g_assert_true (chimera_review_learn_get_found (learn));
          g_assert_nonnull (strstr (chimera_review_learn_get_feedback (learn), "Well done"));
        }
      else
        {
          chimera_review_learn_show_answer (learn);
          g_assert_true (chimera_review_learn_get_found (learn));
          const CeTree *t = chimera_game_get_tree (game);
          CeNodeId viewed = chimera_game_get_viewed_node (game);
          g_assert_false (ce_tree_is_mainline (t, viewed));
        }
      chimera_review_learn_next (learn);
    }
  /* Done: the review again, the game's moves as they were. */
  g_assert_cmpint (chimera_review_learn_get_index (learn), ==, -1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "done");
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 4);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "2. g4"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The graph's formats. */
static void
test_eval_words (void)
{
  g_autofree char *a = chimera_eval_graph_format_eval (120);
  g_autofree char *b = chimera_eval_graph_format_eval (-354);
  g_autofree char *c = chimera_eval_graph_format_eval (3);
  g_autofree char *d = chimera_eval_graph_format_eval (CE_EVAL_MATE - 5);
  g_autofree char *e = chimera_eval_graph_format_eval (-(CE_EVAL_MATE - 4));
  g_autofree char *f = chimera_eval_graph_format_eval (-CE_EVAL_MATE);
  g_assert_cmpstr (a, ==, "+1.2");
  g_assert_cmpstr (b, ==, "\u22123.5");
  g_assert_cmpstr (c, ==, "0.0");
  g_assert_cmpstr (d, ==, "#3");
  g_assert_cmpstr (e, ==, "#\u22122");
  g_assert_cmpstr (f, ==, "0-1");
}

/* Review on the end-of-game banner. */
static void
test_banner (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "f2f3 e7e5 g2g4 d8h4");
  GtkWidget *banner = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_GAME_END_BANNER);
  g_assert_true (chimera_game_end_banner_get_shown (CHIMERA_GAME_END_BANNER (banner)));
  GtkWidget *button = find_action (banner, "win.review");
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  ChimeraReviewPanel *panel = panel_of (win);
  CeReviewOptions o = review_options (3, 2);
  chimera_review_runner_set_options (chimera_review_panel_get_runner (panel), &o);
  /* The side panel folded away comes back with the review. */
  g_action_group_change_action_state (G_ACTION_GROUP (win), "side-panel",
                                      g_variant_new_boolean (FALSE));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_autoptr (GVariant) shown = g_action_group_get_action_state (G_ACTION_GROUP (win), "side-panel");
  g_assert_true (g_variant_get_boolean (shown));
  g_assert_true (wait_for (review_done, panel, 30));
  const CeReview *r = chimera_review_runner_get_review (chimera_review_panel_get_runner (panel));
  /* g4 lets the queen mate. */
  g_assert_cmpint (r->plies[2].cls, ==, CE_REVIEW_BLUNDER);
  g_assert_cmpint (r->side[CE_WHITE].count[CE_REVIEW_BLUNDER], >=, 1);
  /* The findings are in the game and its file: the blunder's mark and
   * evaluation, the better move as a variation; the game unchanged. */
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 4);
  const CeTree *tree = chimera_game_get_tree (game);
  const CeTreeNode *g4 = ce_tree_node (tree, ce_tree_mainline_node (tree, 3));
  g_assert_cmpint (g4->nnags, >=, 1);
  g_assert_cmpint (ce_tree_nchildren (tree, ce_tree_mainline_node (tree, 2)), ==, 2);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "g4??"));
  g_assert_nonnull (strstr (pgn, "[%eval"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A reviewed ZigZag Madness game at the picture_sizes people use, light and dark
 * (only with CHIMERA_SCREENSHOT_DIR). */
static void
test_pictures (void)
{
  if (!pictures_wanted ())
    return;
  g_autoptr (ChimeraApplication) app = new_app ();
  const char *lang = g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en";
  for (gsize s = 0; s < G_N_ELEMENTS (picture_sizes); s++)
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        ChimeraWindow *win = open_window (app, picture_sizes[s][0], picture_sizes[s][1]);
        g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
        play (game, zigzag_game);
        if (s == 1)
          {
            /* Under way. */
            ChimeraReviewPanel *p = panel_of (win);
            CeReviewOptions deep = review_options (30, 2);
            chimera_review_runner_set_options (chimera_review_panel_get_runner (p), &deep);
            chimera_review_panel_start (p);
            spin (0.5);
            g_autofree char *running
              = g_strdup_printf ("review-running-%s-%s.png", lang, dark ? "dark" : "light");
            save_png (GTK_WIDGET (win), running);
          }
        ChimeraReviewPanel *panel = review_in (win, 4);
        /* The first mistake shown, as after Next Mistake. */
        chimera_game_set_view (game, 0);
        chimera_review_panel_step_mistake (panel, 1);
        spin (0.3);
        g_autofree char *name
          = g_strdup_printf ("review-%s-%dx%d-%s.png", lang, picture_sizes[s][0],
                             picture_sizes[s][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), name);
        /* Learning from the first mistake. */
        g_assert_true (chimera_review_panel_learn (panel));
        spin (0.3);
        g_autofree char *learn
          = g_strdup_printf ("review-learn-%s-%dx%d-%s.png", lang, picture_sizes[s][0],
                             picture_sizes[s][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), learn);
        gtk_window_destroy (GTK_WINDOW (win));
      }
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/review/write-tree", test_write_tree);
  g_test_add_func ("/ui/review/window-close", test_window_close);
  g_test_add_func ("/ui/review/learn", test_learn);
  g_test_add_func ("/ui/review/learn-any-good-move", test_learn_any_good_move);
  g_test_add_func ("/ui/review/graph-and-panel", test_graph_and_panel);
  g_test_add_func ("/ui/review/eval-words", test_eval_words);
  g_test_add_func ("/ui/review/banner", test_banner);
  g_test_add_func ("/ui/review/pictures", test_pictures);
  return g_test_run ();
}
