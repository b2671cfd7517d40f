/* SPDX-License-Identifier: GPL-3.0-or-later
 * Study mode in the real window: the analysis panel on a mate in one in
 * every variant (depth, the line's first move in SAN, the mate score and the
 * evaluation bar), what clicking a line does, that switching it off or
 * closing the window stops the engine, and a hint with its reason.
 */
#include "config.h"

#include "analysis-panel.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "eval-bar.h"
#include "lifetime.h"
#include "notation.h"
#include "screenshot.h"

typedef struct
{
  const char *variant, *fen, *mate;
} MateCase;

/* A mate in one per variant (Diagonal Chess: the winning step onto the
 * flag square, written without #: it wins but does not mate). */
static const MateCase mates[] = {
  { "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#" },
  { "zonex", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#" },
  { "zelig", "6k1/5ppp/8/8/8/8/8/Z5K1 w - - 0 1", "Za8#" },
  { "zelig2", "6k1/5ppp/8/8/8/8/8/Z5K1 w - - 0 1", "Za8#" },
  { "zigzag", "5k4/10/5K4/10/10/10/10/10/10/R9[] w - - 0 1", "Ra10#" },
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", "h8" },
  { "diamond", "****k****/***3***/**4K**/*1n2V2*/4*4/*7*/**5**/***3***/****1**** w - - 0 1",
    "Vf8#" },
};

static ChimeraWindow *
open_window (ChimeraApplication *app)
{
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1100, 780);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

static ChimeraGame *
game_from (ChimeraWindow *win, const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  ChimeraGame *game = chimera_game_new_from_position (&pos, 0, 0);
  chimera_window_set_game (win, game);
  return game;
}

static gpointer
find_descendant (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      gpointer found = find_descendant (c, type);
      if (found)
        return found;
    }
  return NULL;
}

/* A label whose text starts with `prefix` anywhere under `root`. */
static GtkLabel *
find_label (GtkWidget *root, const char *prefix)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    return GTK_LABEL (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = find_label (c, prefix);
      if (found)
        return found;
    }
  return NULL;
}

typedef gboolean (*Cond) (gpointer);

static gboolean
wait_for (Cond cond, gpointer data, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!cond (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return cond (data);
}

static gboolean
deep_enough (gpointer data)
{
  ChimeraAnalysisPanel *panel = data;
  return chimera_analysis_panel_get_depth (panel) >= 4
         && chimera_analysis_panel_get_n_lines (panel);
}

static void
test_analysis_mates (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  ChimeraEvalBar *bar = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_EVAL_BAR);
  g_assert_nonnull (panel);
  g_assert_nonnull (bar);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_true (chimera_analysis_panel_get_active (panel));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));

  for (gsize i = 0; i < G_N_ELEMENTS (mates); i++)
    {
      g_test_message ("%s: %s", mates[i].variant, mates[i].fen);
      G_GNUC_UNUSED g_autoptr (ChimeraGame) game = game_from (win, mates[i].variant, mates[i].fen);
      g_assert_true (wait_for (deep_enough, panel, 20));
      g_assert_cmpstr (chimera_analysis_panel_get_line_san (panel, 0), ==, mates[i].mate);
      g_assert_cmpstr (chimera_analysis_panel_get_score_text (panel), ==, "#1");
      g_assert_cmpint (chimera_analysis_panel_get_mate (panel), ==, 1);
      g_assert_cmpfloat (chimera_eval_bar_get_white_share (bar), ==, 1.0);
      g_assert_cmpstr (chimera_eval_bar_get_text (bar), ==, "#1");
      g_autofree char *shot = g_strdup_printf ("analysis-%s.png", mates[i].variant);
      save_png (GTK_WIDGET (win), shot);
    }
  /* Closed, the window and everything in it go, and no engine thread is
   * left behind (the panel's toggle action once kept the panel alive, and
   * with it a level-10 search running forever). */
  g_autoptr (GHashTable) alive = g_hash_table_new (NULL, NULL);
  watch_widgets (alive, GTK_WIDGET (win));
  g_assert_true (g_hash_table_contains (alive, panel));
  gtk_window_destroy (GTK_WINDOW (win));
  g_assert_cmpuint (wait_finalized (alive, 10), ==, 0);
  g_assert_cmpint (engine_threads (), ==, 0);
}

static gboolean
line_is (gpointer data)
{
  gpointer *args = data;
  ChimeraAnalysisPanel *panel = args[0];
  return deep_enough (panel)
         && g_strcmp0 (chimera_analysis_panel_get_line_san (panel, 0), args[1]) == 0;
}

/* line_is, with every line of the iteration arrived: its lines come one
 * after another, best first, so the best alone can be there a moment. */
static gboolean
all_lines_are (gpointer data)
{
  gpointer *args = data;
  return line_is (data) && chimera_analysis_panel_get_n_lines (args[0]) == 3;
}

/* Three lines with different first moves; clicking one leaves the game
 * alone (tests/ui/test-analysis.c has the preview it shows); switching the
 * analysis off stops the engine. */
static void
test_analysis_lines (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  g_autoptr (ChimeraGame) game = game_from (win, "chess", mates[0].fen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  gpointer args[] = { panel, "Ra8#" };
  g_assert_true (wait_for (all_lines_are, args, 20));

  /* Three lines, three different first moves. */
  g_assert_cmpuint (chimera_analysis_panel_get_n_lines (panel), ==, 3);
  g_assert_cmpuint (chimera_analysis_panel_get_line_move (panel, 0), !=,
                    chimera_analysis_panel_get_line_move (panel, 1));
  g_assert_cmpuint (chimera_analysis_panel_get_line_move (panel, 1), !=,
                    chimera_analysis_panel_get_line_move (panel, 2));

  chimera_analysis_panel_activate_line (panel, 0);
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 0);
  g_assert_true (chimera_analysis_panel_get_previewing (panel));
  chimera_analysis_panel_exit_preview (panel);
  g_assert_false (chimera_analysis_panel_get_previewing (panel));

  /* Switched off, the engine stops: no more lines arrive, and the panel's
   * thread (with its hash table) is gone; the game's own worker stays. */
  g_autoptr (ChimeraGame) zigzag = chimera_game_new (ce_variant_get ("zigzag"), 0, 0);
  chimera_window_set_game (win, zigzag);
  g_assert_true (wait_for (deep_enough, panel, 30));
  g_assert_cmpint (engine_threads (), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_false (chimera_analysis_panel_get_active (panel));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  int depth = chimera_analysis_panel_get_depth (panel);
  gint64 end = g_get_monotonic_time () + 500000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (chimera_analysis_panel_get_depth (panel), ==, depth);
  g_assert_cmpint (engine_threads (), ==, 1);

  /* Closing the window while it analyses returns at once. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  gint64 t0 = g_get_monotonic_time ();
  gtk_window_destroy (GTK_WINDOW (win));
  g_assert_cmpint (g_get_monotonic_time () - t0, <, G_USEC_PER_SEC);
}

static gboolean
hint_shown (gpointer data)
{
  return find_label (data, "Hint:") != NULL;
}

/* A hint on a mate in one names the mating move and says why. */
static void
test_hint_reason (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = game_from (win, "chess", mates[0].fen);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.hint", NULL));
  g_assert_true (wait_for (hint_shown, win, 20));
  g_assert_cmpstr (gtk_label_get_label (find_label (GTK_WIDGET (win), "Hint:")), ==,
                   "Hint: Ra8# — checkmate");
  save_png (GTK_WIDGET (win), "hint.png");
  gtk_window_destroy (GTK_WINDOW (win));

  /* Winning material, in ZigZag Madness. */
  win = open_window (app);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) zigzag
    = game_from (win, "zigzag", "9k/10/5q4/10/10/4Y5/10/10/10/K9[] w - - 0 1");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.hint", NULL));
  g_assert_true (wait_for (hint_shown, win, 20));
  g_assert_cmpstr (gtk_label_get_label (find_label (GTK_WIDGET (win), "Hint:")), ==,
                   "Hint: Yxf8 — wins material (+10.0)");
  gtk_window_destroy (GTK_WINDOW (win));
}

static guint8
mark_at (ChimeraWindow *win, const char *name)
{
  int sq;
  g_assert_true (
    ce_square_parse (chimera_game_get_variant (chimera_window_get_game (win)), name, &sq) > 0);
  return chimera_board_scene_get_mark (
    chimera_board_view_get_scene (chimera_window_get_board (win)), sq);
}

/* The threat display marks what the engine says, follows the viewed
 * position and goes away when switched off. */
static void
test_threats (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  g_autoptr (ChimeraGame) game
    = game_from (win, "chess", "3rk3/8/8/2p5/3N4/3B4/1b6/R2QK3 w - - 0 1");
  g_assert_cmpint (mark_at (win, "d4"), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL));
  const guint8 both = CHIMERA_BOARD_MARK_TINT | CHIMERA_BOARD_MARK_RING;
  /* The knight (attacked by a pawn) and the rook (by a bishop) hang. */
  g_assert_cmpint (mark_at (win, "d4"), ==, both);
  g_assert_cmpint (mark_at (win, "a1"), ==, both);
  g_assert_cmpint (mark_at (win, "b4"), ==, CHIMERA_BOARD_MARK_TINT);
  g_assert_cmpint (mark_at (win, "d3"), ==, 0);
  g_assert_cmpint (mark_at (win, "c5"), ==, 0);
  save_png (GTK_WIDGET (win), "threats.png");

  /* After Nf3 it is Black's turn: White's attacks are shaded (the knight's
   * on d4 among them), and nothing of Black's hangs. */
  CePosition p = *chimera_game_get_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "d4f3", &m, err));
  g_assert_true (chimera_game_play (game, m));
  g_assert_cmpint (mark_at (win, "d4"), ==, CHIMERA_BOARD_MARK_TINT);
  g_assert_cmpint (mark_at (win, "a1"), ==, 0);
  for (int sq = 0; sq < CE_NSQ; sq++)
    g_assert_false (chimera_board_scene_get_mark (
                      chimera_board_view_get_scene (chimera_window_get_board (win)), sq)
                    & CHIMERA_BOARD_MARK_RING);
  /* Back to the start: the marks of that position again. */
  chimera_game_set_view (game, 0);
  g_assert_cmpint (mark_at (win, "a1"), ==, both);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL));
  g_assert_cmpint (mark_at (win, "a1"), ==, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/study/analysis-mates", test_analysis_mates);
  g_test_add_func ("/ui/study/analysis-lines", test_analysis_lines);
  g_test_add_func ("/ui/study/hint-reason", test_hint_reason);
  g_test_add_func ("/ui/study/threats", test_threats);
  return g_test_run ();
}
