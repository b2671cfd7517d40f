/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis panel's settings and controls in the real window: the
 * number of lines and the threads (kept in GSettings, reaching the
 * worker), pause and resume, one arrow per line on the board with the best
 * strongest (and in the painter's pixels), rows that keep their order
 * under the pointer, and a click on a line that previews it without
 * touching the game; screenshots with three lines and their arrows.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "analysis-panel.h"
#include "board-analysis-arrows.h"
#include "chimera-application.h"
#include "chimera-settings.h"
#include "chimera-window.h"
#include "game-pgn.h"
#include "lifetime.h"
#include "play.h"
#include "movegen.h"
#include "notation.h"
#include "screenshot.h"
#include "widget-test.h"
#include "a11y-announce.h"
#include "move-tree-text.h"
#include "notation-setting.h"
#include "side-panel.h"

/* A middle game with many reasonable moves, so the lines differ and
 * reorder as the search deepens. */
#define OPEN_FEN "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"

/* A new application whose analysis settings are the defaults (the memory
 * settings backend outlives each test's application). */
static ChimeraApplication *
new_analysis_app (void)
{
  ChimeraApplication *app = new_app ();
  GSettings *settings = chimera_settings_get ();
  g_assert_nonnull (settings);
  g_settings_reset (settings, "analysis-lines");
  g_settings_reset (settings, "analysis-threads");
  return app;
}

typedef struct
{
  ChimeraAnalysisPanel *panel;
  int depth;
  guint lines;
} Want;

static gboolean
reached (gpointer data)
{
  Want *w = data;
  return chimera_analysis_panel_get_depth (w->panel) >= w->depth
         && chimera_analysis_panel_get_n_lines (w->panel) == w->lines;
}

static ChimeraAnalysisPanel *
analyse (ChimeraWindow *win)
{
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_true (chimera_analysis_panel_get_active (panel));
  return panel;
}

static gpointer
find_named (GtkWidget *root, GType type, const char *css)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && (!css || gtk_widget_has_css_class (root, css)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      gpointer found = find_named (c, type, css);
      if (found)
        return found;
    }
  return NULL;
}

/* The number of lines follows the setting at once, and the panel's own
 * spin button writes the setting. */
static void
test_lines_setting (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  GSettings *settings = chimera_settings_get ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 3, 3 };
  g_assert_true (wait_for (reached, &w, 30));

  g_settings_set_int (settings, "analysis-lines", 5);
  w.lines = 5;
  g_assert_true (wait_for (reached, &w, 30));
  g_settings_set_int (settings, "analysis-lines", 1);
  w.lines = 1;
  g_assert_true (wait_for (reached, &w, 30));
  spin (0.3);
  g_assert_cmpuint (chimera_analysis_panel_get_n_lines (panel), ==, 1);

  /* The popover's spin button is the setting. */
  GtkSpinButton *spin = find_named (GTK_WIDGET (panel), GTK_TYPE_SPIN_BUTTON, NULL);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 1);
  gtk_spin_button_set_value (spin, 4);
  g_assert_cmpint (g_settings_get_int (settings, "analysis-lines"), ==, 4);
  w.lines = 4;
  g_assert_true (wait_for (reached, &w, 30));

  /* The schema keeps it within 1-5. */
  g_autoptr (GSettingsSchema) schema = NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  g_autoptr (GSettingsSchemaKey) key = g_settings_schema_get_key (schema, "analysis-lines");
  g_assert_false (g_settings_schema_key_range_check (key, g_variant_new_int32 (6)));
  g_assert_false (g_settings_schema_key_range_check (key, g_variant_new_int32 (0)));
  g_assert_true (g_settings_schema_key_range_check (key, g_variant_new_int32 (5)));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The threads setting reaches the worker, capped to the processors. */
static void
test_threads_setting (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  GSettings *settings = chimera_settings_get ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 2, 3 };
  g_assert_true (wait_for (reached, &w, 30));
  g_assert_cmpint (chimera_analysis_panel_get_threads (panel), ==, 1);

  int cores = (int) g_get_num_processors ();
  g_settings_set_int (settings, "analysis-threads", 2);
  g_assert_cmpint (chimera_analysis_panel_get_threads (panel), ==, MIN (2, cores));
  /* It searches on with them. */
  g_assert_true (wait_for (reached, &w, 30));
  g_settings_set_int (settings, "analysis-threads", 200);
  g_assert_cmpint (chimera_analysis_panel_get_threads (panel), ==, cores);
  g_settings_set_int (settings, "analysis-threads", 1);
  g_assert_cmpint (chimera_analysis_panel_get_threads (panel), ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
}

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

/* Paused, nothing more arrives and the lines stay, saying so; resumed, the
 * search starts again on the position shown. */
static void
test_pause_resume (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 3, 3 };
  g_assert_true (wait_for (reached, &w, 30));

  chimera_analysis_panel_set_paused (panel, TRUE);
  int depth = chimera_analysis_panel_get_depth (panel);
  CeMove best = chimera_analysis_panel_get_line_move (panel, 0);
  g_assert_nonnull (find_label (GTK_WIDGET (panel), _ ("Paused")));
  spin (0.6);
  g_assert_cmpint (chimera_analysis_panel_get_depth (panel), ==, depth);
  g_assert_cmpuint (chimera_analysis_panel_get_n_lines (panel), ==, 3);
  g_assert_cmpuint (chimera_analysis_panel_get_line_move (panel, 0), ==, best);
  /* The arrows stay with the lines. */
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (
                      chimera_board_view_get_scene (chimera_window_get_board (win)), NULL),
                    ==, 3);

  /* The pause button resumes. */
  GtkButton *button = find_named (GTK_WIDGET (panel), GTK_TYPE_BUTTON, "circular");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==, _ ("Resume Analysis"));
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (chimera_analysis_panel_get_paused (panel));
  g_assert_null (find_label (GTK_WIDGET (panel), _ ("Paused")));
  w.depth = depth + 1;
  g_assert_true (wait_for (reached, &w, 30));

  /* A new position while paused: no lines, no search, until resumed. */
  chimera_analysis_panel_set_paused (panel, TRUE);
  CePosition p = *chimera_game_get_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "e1g1", &m, err));
  g_assert_true (chimera_game_play (game, m));
  spin (0.5);
  g_assert_cmpint (chimera_analysis_panel_get_depth (panel), ==, 0);
  g_assert_cmpuint (chimera_analysis_panel_get_n_lines (panel), ==, 0);
  chimera_analysis_panel_set_paused (panel, FALSE);
  w.depth = 2;
  g_assert_true (wait_for (reached, &w, 30));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* One arrow per line on the board, the best first and strongest; gone
 * when the analysis is switched off. */
static void
test_arrows_on_board (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  Want w = { panel, 3, 3 };
  g_assert_true (wait_for (reached, &w, 30));

  const ChimeraAnalysisArrow *arrows;
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (scene, &arrows), ==, 3);
  for (guint k = 0; k < 3; k++)
    g_assert_cmpuint (arrows[k].move, ==, chimera_analysis_panel_get_best_move (panel, k));
  g_assert_cmpfloat (arrows[0].weight, ==, 1);
  for (guint k = 1; k < 3; k++)
    {
      g_assert_cmpfloat (arrows[k].weight, <, arrows[0].weight);
      g_assert_cmpfloat (arrows[k].weight, >, 0);
    }

  g_settings_set_int (chimera_settings_get (), "analysis-lines", 2);
  w.lines = 2;
  g_assert_true (wait_for (reached, &w, 30));
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (scene, NULL), ==, 2);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (scene, NULL), ==, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The weights: the best 1, the others at most 0.55 and fading with their
 * distance behind it, never under 0.2. */
static void
test_weights (void)
{
  int scores[] = { 50, 40, -400, 50 };
  double w[4];
  chimera_analysis_arrows_weigh (scores, 4, w);
  g_assert_cmpfloat (w[0], ==, 1);
  g_assert_cmpfloat (w[1], <=, 0.55);
  g_assert_cmpfloat (w[1], >, 0.45);
  g_assert_cmpfloat (w[2], ==, 0.2);
  g_assert_cmpfloat (w[3], ==, 0.55);
}

#define SIZE 480

/* The pixels an arrow set paints over the bare board: how many changed,
 * and how far the most changed one moved (0-255 per channel, summed). */
static void
arrow_pixels (const char *variant,
              const char *fen,
              const char *const *moves,
              const double *weights,
              guint n,
              int *changed,
              int *strongest)
{
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (fen)
    g_assert_true (ce_position_from_fen (&pos, v, fen, err));
  else
    ce_position_start (&pos, v);
  ChimeraBoardScene *scene = chimera_board_scene_new ();
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  CeMove m[CHIMERA_ANALYSIS_ARROWS_MAX];
  for (guint k = 0; k < n; k++)
    g_assert_true (ce_move_parse (&pos, moves[k], &m[k], err));
  ChimeraBoardTransform tf;
  chimera_board_transform_init (&tf, chimera_board_geometry_for_variant (v), v->files, v->ranks,
                                FALSE, SIZE, SIZE);
  ChimeraBoardArt art = { 0 };
  ChimeraBoardPaint p = { .scene = scene,
                          .pos = chimera_board_scene_get_position (scene),
                          .tf = &tf,
                          .art = &art,
                          .scale_factor = 1,
                          .pulse_t = 1 };
  chimera_board_palette_init (&p.pal, CHIMERA_BOARD_THEME_BROWN, FALSE);
  p.piece_size = chimera_board_piece_size (&tf, 1);
  cairo_surface_t *img[2];
  for (int i = 0; i < 2; i++)
    {
      chimera_board_scene_set_analysis_arrows (scene, m, weights, i ? n : 0);
      img[i] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
      cairo_t *cr = cairo_create (img[i]);
      chimera_board_paint_board (&p, cr, CHIMERA_BOARD_PART_ALL);
      chimera_board_paint_over (&p, cr);
      cairo_destroy (cr);
      cairo_surface_flush (img[i]);
    }
  /* The squares the arrows reach: both ends, a drop's target alone. */
  int sqs[2 * CHIMERA_ANALYSIS_ARROWS_MAX], ends = 0;
  for (guint k = 0; k < n; k++)
    ends += ce_move_kind (m[k]) == CE_MOVE_DROP ? 1 : 2;
  g_assert_cmpint (chimera_board_analysis_arrow_squares (&p, sqs), ==, ends);
  *changed = *strongest = 0;
  int stride = cairo_image_surface_get_stride (img[0]);
  for (int y = 0; y < SIZE; y++)
    for (int x = 0; x < SIZE; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (img[0]) + y * stride + 4 * x;
        const guint8 *b = cairo_image_surface_get_data (img[1]) + y * stride + 4 * x;
        int d = ABS (a[0] - b[0]) + ABS (a[1] - b[1]) + ABS (a[2] - b[2]);
        if (d > 8)
          (*changed)++;
        *strongest = MAX (*strongest, d);
      }
  for (int i = 0; i < 2; i++)
    cairo_surface_destroy (img[i]);
  chimera_board_art_clear (&art);
  g_object_unref (scene);
}

/* The painter draws them: a weaker arrow is thinner and fainter than the
 * best one, and a ZigZag piece's arrow is there too (bent along its
 * path). */
static void
test_arrow_pixels (void)
{
  const char *e4[] = { "e2e4" };
  double one = 1, weak = 0.2;
  int strong_n, strong_d, weak_n, weak_d;
  arrow_pixels ("chess", NULL, e4, &one, 1, &strong_n, &strong_d);
  arrow_pixels ("chess", NULL, e4, &weak, 1, &weak_n, &weak_d);
  g_assert_cmpint (strong_n, >, 200);
  g_assert_cmpint (weak_n, >, 50);
  g_assert_cmpint (weak_n, <, strong_n);
  g_assert_cmpint (weak_d, <, strong_d);

  /* Three lines at once cover more than the best alone. */
  const char *three[] = { "e2e4", "d2d4", "g1f3" };
  double weights[] = { 1, 0.6, 0.3 };
  int n3, d3;
  arrow_pixels ("chess", NULL, three, weights, 3, &n3, &d3);
  g_assert_cmpint (n3, >, strong_n);

  /* A ZigZag Bishop's bent move and a ninja pawn's drop. */
  const char *zig[] = { "d1b4", "J@d4" };
  double zw[] = { 1, 0.5 };
  int zn, zd;
  arrow_pixels ("zigzag", "5k4/10/10/10/10/10/10/10/10/3Z1K4[J] w - - 0 1", zig, zw, 2, &zn, &zd);
  g_assert_cmpint (zn, >, 200);
}

/* Rows a player points at keep their order while new results arrive. */
static gboolean
deeper (gpointer data)
{
  Want *w = data;
  return chimera_analysis_panel_get_depth (w->panel) >= w->depth;
}

static GtkEventController *
motion_of (GtkWidget *widget)
{
  g_autoptr (GListModel) list = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (list, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        return GTK_EVENT_CONTROLLER (c);
    }
  return NULL;
}

static void
test_hover_keeps_order (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  g_settings_set_int (chimera_settings_get (), "analysis-lines", 5);
  ChimeraWindow *win = open_window (app, 1100, 780);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 2, 5 };
  g_assert_true (wait_for (reached, &w, 30));

  GtkWidget *list = find_named (GTK_WIDGET (panel), GTK_TYPE_LIST_BOX, NULL);
  GtkEventController *motion = motion_of (list);
  g_assert_nonnull (motion);
  g_signal_emit_by_name (motion, "enter", 10.0, 10.0);
  CeMove rows[5];
  for (guint k = 0; k < 5; k++)
    rows[k] = chimera_analysis_panel_get_line_move (panel, k);

  /* Several iterations later (the engine's order may have changed), the
   * rows show the same first moves in the same order. */
  gboolean reordered = FALSE;
  for (int step = 0; step < 4; step++)
    {
      w.depth = chimera_analysis_panel_get_depth (panel) + 1;
      if (!wait_for (deeper, &w, 20))
        break;
      g_assert_cmpuint (chimera_analysis_panel_get_n_lines (panel), ==, 5);
      for (guint k = 0; k < 5; k++)
        {
          g_assert_cmpuint (chimera_analysis_panel_get_line_move (panel, k), ==, rows[k]);
          reordered |= chimera_analysis_panel_get_best_move (panel, k) != rows[k];
        }
    }
  g_test_message ("the engine reordered its lines meanwhile: %s", reordered ? "yes" : "no");

  /* The pointer gone, the rows follow the engine again. */
  g_signal_emit_by_name (motion, "leave");
  for (guint k = 0; k < chimera_analysis_panel_get_n_lines (panel); k++)
    g_assert_cmpuint (chimera_analysis_panel_get_line_move (panel, k), ==,
                      chimera_analysis_panel_get_best_move (panel, k));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Away from the game's last position, clicking a line enters it into the
 * game's tree as a variation and shows its first move; the game (main
 * line, moves in effect) stays as it was. */
static void
test_click_enters_variation (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  play (game, "e1g1 f8c5");
  chimera_game_set_view (game, 1);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 4, 3 };
  g_assert_true (wait_for (reached, &w, 30));
  const CeTree *tree = chimera_game_get_tree (game);
  int nodes = ce_tree_count (tree);
  CeNodeId from = chimera_game_get_viewed_node (game);
  /* A line that leaves the main line at once: one through the game's own
   * next move (...Bc5) would reach the game's last position, where a move
   * is the game's and a click previews instead. */
  CeMove game_move = ce_tree_move (tree, ce_tree_mainline_node (tree, 2));
  guint k = chimera_analysis_panel_get_line_move (panel, 1) != game_move ? 1 : 2;
  CeMove m = chimera_analysis_panel_get_line_move (panel, k);
  g_assert_cmpuint (m, !=, game_move);
  chimera_analysis_panel_activate_line (panel, k);
  g_assert_false (chimera_analysis_panel_get_previewing (panel));
  g_assert_cmpint (ce_tree_count (tree), >, nodes);
  CeNodeId shown = chimera_game_get_viewed_node (game);
  g_assert_cmpint (ce_tree_parent (tree, shown), ==, from);
  g_assert_cmpuint (ce_tree_move (tree, shown), ==, m);
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 2);
  g_assert_cmpint (ce_tree_mainline_length (tree), ==, 2);
  /* The board shows the variation's position and takes moves there. */
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  g_assert_cmpuint (chimera_board_scene_get_position (scene)->key, ==,
                    chimera_game_get_viewed_position (game)->key);
  g_assert_true (chimera_board_scene_get_interactive (scene));
  chimera_game_toggle_nag (game, shown, 5);
  chimera_game_set_node_comment (game, shown, "one of the engine's lines");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  save_png (GTK_WIDGET (win), "analysis-variation.png");
  /* The status names the move the variation has reached. */
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  g_autofree char *move
    = chimera_move_tree_numbered_move (tree, shown, chimera_notation_get_style ());
  g_autofree char *where = g_strdup_printf ("In a variation: after %s", move);
  g_assert_true (g_str_has_prefix (move, "4… "));
  g_assert_nonnull (find_widget (side, widget_shows_text, where));

  /* The menu's variation actions at the node shown: the old game's move
   * becomes a variation when this one is made the main line, and goes
   * when that variation is deleted. */
  CeNodeId old_move = ce_tree_mainline_node (tree, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.promote-variation", NULL));
  g_assert_true (ce_tree_is_mainline (tree, shown));
  g_assert_false (ce_tree_is_mainline (tree, old_move));
  chimera_game_view_node (game, old_move);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.delete-variation", NULL));
  g_assert_false (ce_tree_valid (tree, old_move));
  g_assert_true (ce_tree_is_mainline (tree, chimera_game_get_viewed_node (game)));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Clicking a line previews it on the board: the record does not change,
 * the board shows the line's positions and takes no moves, and leaving
 * (the button, Escape, another position) shows the game again. */
/* The B key (win.say-analysis) says the analysis for a screen reader: off,
 * then its depth, evaluation and best line. */
static gboolean
has_line (gpointer panel)
{
  return chimera_analysis_panel_get_depth (panel) >= 1
         && chimera_analysis_panel_get_n_lines (panel) >= 1;
}

static gboolean
any_announced (gpointer announcer)
{
  return chimera_announcer_get_last (announcer) != NULL;
}

static gboolean
announced (gpointer win)
{
  const char *last = chimera_announcer_get_last (chimera_announcer_for (win));
  return last && g_str_has_prefix (last, "Analysis at depth");
}

static void
test_say_analysis (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnnouncer *announcer = chimera_announcer_for (GTK_WIDGET (win));
  /* The new game is said first. */
  g_assert_true (wait_for (any_announced, announcer, 5));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.say-analysis", NULL));
  spin (0.3);
  g_assert_cmpstr (chimera_announcer_get_last (announcer), ==,
                   "The analysis is off. Control E starts it.");
  ChimeraAnalysisPanel *panel = analyse (win);
  /* Any line will do: the debug ASan build on a busy machine is slow. */
  g_assert_true (wait_for (has_line, panel, 90));
  /* Paused, so the line said is the line shown when the test reads it. */
  chimera_analysis_panel_set_paused (panel, TRUE);
  spin (0.2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.say-analysis", NULL));
  g_assert_true (wait_for (announced, win, 5));
  const char *said = chimera_announcer_get_last (announcer);
  g_assert_nonnull (strstr (said, "Best line: "));
  g_assert_nonnull (strstr (said, chimera_analysis_panel_get_line_san (panel, 0)));
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_click_previews (void)
{
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
  ChimeraAnalysisPanel *panel = analyse (win);
  ChimeraBoardView *board = chimera_window_get_board (win);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
  Want w = { panel, 4, 3 };
  g_assert_true (wait_for (reached, &w, 30));
  g_autofree char *before = chimera_game_to_pgn (game);
  const CePosition *game_pos = chimera_game_get_position (game);
  g_assert_true (chimera_board_scene_get_interactive (scene));

  /* The second line's first move, clicked as a person does. */
  CeMove m = chimera_analysis_panel_get_line_move (panel, 1);
  GtkWidget *button = find_named (GTK_WIDGET (panel), GTK_TYPE_BUTTON, "pv-move");
  g_assert_nonnull (button);
  chimera_analysis_panel_activate_line (panel, 1);
  g_assert_true (chimera_analysis_panel_get_previewing (panel));
  g_autofree char *after = chimera_game_to_pgn (game);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 0);
  CePosition expect = *game_pos;
  CeUndo u;
  ce_make (&expect, m, &u);
  const CePosition *shown = chimera_board_scene_get_position (scene);
  g_assert_cmpuint (shown->key, ==, expect.key);
  g_assert_cmpuint (chimera_board_scene_get_last_move (scene), ==, m);
  g_assert_false (chimera_board_scene_get_interactive (scene));
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (scene, NULL), ==, 0);
  save_png (GTK_WIDGET (win), "analysis-preview.png");

  /* Along the line and back. */
  if (chimera_analysis_panel_step_preview (panel, 1))
    {
      g_assert_cmpuint (chimera_board_scene_get_position (scene)->key, !=, expect.key);
      g_assert_true (chimera_analysis_panel_step_preview (panel, -1));
    }
  g_assert_false (chimera_analysis_panel_step_preview (panel, -1));
  g_assert_cmpuint (chimera_board_scene_get_position (scene)->key, ==, expect.key);

  /* The button below the lines leaves it. */
  chimera_analysis_panel_exit_preview (panel);
  g_assert_false (chimera_analysis_panel_get_previewing (panel));
  g_assert_cmpuint (chimera_board_scene_get_position (scene)->key, ==, game_pos->key);
  g_assert_true (chimera_board_scene_get_interactive (scene));
  spin (0.3);
  g_assert_cmpuint (chimera_board_scene_get_analysis_arrows (scene, NULL), >, 0);

  /* Escape leaves it too: a shortcut for the whole window, on an action
   * that is enabled only while previewing (so Escape does its other jobs
   * otherwise). */
  gtk_widget_activate_action (GTK_WIDGET (panel), "analysis.exit-preview", NULL);
  g_assert_false (chimera_analysis_panel_get_previewing (panel));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (chimera_analysis_panel_get_previewing (panel));
  gboolean escape = FALSE;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (panel));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (c)), ==,
                       GTK_SHORTCUT_SCOPE_GLOBAL);
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (c)); k++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), k);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (sc));
          GtkShortcutAction *action = gtk_shortcut_get_action (sc);
          escape |= g_str_equal (trigger, "Escape") && GTK_IS_NAMED_ACTION (action)
                    && g_str_equal (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                                    "analysis.exit-preview");
        }
    }
  g_assert_true (escape);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "analysis.exit-preview", NULL));
  g_assert_false (chimera_analysis_panel_get_previewing (panel));

  /* A move played in the game ends the preview and the game goes on. */
  chimera_analysis_panel_activate_line (panel, 0);
  g_assert_true (chimera_analysis_panel_get_previewing (panel));
  CePosition p = *chimera_game_get_position (game);
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "e1g1", &m, err));
  g_assert_true (chimera_game_play (game, m));
  g_assert_false (chimera_analysis_panel_get_previewing (panel));
  g_assert_cmpuint (chimera_board_scene_get_position (scene)->key, ==,
                    chimera_game_get_position (game)->key);
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The panel with three lines and their arrows, for people to look at. */
static void
test_screenshots (void)
{
  if (!pictures_wanted ())
    return;
  const char *lang = g_getenv ("LANGUAGE");
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    for (gsize i = 0; i < G_N_ELEMENTS (picture_sizes); i++)
      {
        g_autoptr (ChimeraApplication) app = new_analysis_app ();
        ChimeraWindow *win = open_window (app, picture_sizes[i][0], picture_sizes[i][1]);
        /* After the application has applied its own color-scheme setting. */
        picture_style (dark);
        G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", OPEN_FEN, 0, 0);
        ChimeraAnalysisPanel *panel = analyse (win);
        Want w = { panel, 8, 3 };
        g_assert_true (wait_for (reached, &w, 60));
        chimera_analysis_panel_set_paused (panel, TRUE);
        spin (0.6);
        g_autofree char *name
          = g_strdup_printf ("analysis-%dx%d-%s-%s.png", picture_sizes[i][0], picture_sizes[i][1],
                             dark ? "dark" : "light", lang && *lang ? lang : "en");
        save_png (GTK_WIDGET (win), name);
        gtk_window_destroy (GTK_WINDOW (win));
      }

  /* ZigZag's bent arrows in the window, and the settings popover. */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_autoptr (ChimeraApplication) app = new_analysis_app ();
  ChimeraWindow *win = open_window (app, 1280, 800);
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("zigzag"), 0, 0);
  chimera_window_set_game (win, game);
  ChimeraAnalysisPanel *panel = analyse (win);
  Want w = { panel, 5, 3 };
  g_assert_true (wait_for (reached, &w, 60));
  chimera_analysis_panel_set_paused (panel, TRUE);
  spin (0.6);
  g_autofree char *name = g_strdup_printf ("analysis-zigzag-%s.png", lang && *lang ? lang : "en");
  save_png (GTK_WIDGET (win), name);
  GtkMenuButton *menu = find_named (GTK_WIDGET (panel), GTK_TYPE_MENU_BUTTON, NULL);
  gtk_menu_button_popup (menu);
  spin (0.5);
  g_autofree char *pop = g_strdup_printf ("analysis-settings-%s.png", lang && *lang ? lang : "en");
  save_png (GTK_WIDGET (gtk_menu_button_get_popover (menu)), pop);
  gtk_menu_button_popdown (menu);
  gtk_window_destroy (GTK_WINDOW (win));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* The last line of the analysis shown (its first move's button), or NULL. */
static GtkWidget *
shown_line (ChimeraAnalysisPanel *panel)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (GTK_WIDGET (panel), GTK_TYPE_BUTTON, all);
  GtkWidget *last = NULL;
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (all, i);
      if (gtk_widget_get_mapped (b) && gtk_widget_get_ancestor (b, GTK_TYPE_LIST_BOX_ROW))
        last = b;
    }
  return last;
}

static gboolean
a_line_shown (gpointer panel)
{
  return shown_line (panel) != NULL;
}

/* A line's first move focused (clicked), then the lines change under it
 * (another move played, rows hidden and shown again): the focus leaves
 * the rows that hide, and every row is freed with the window (GTK 4.8 held
 * a reference to a focused row for every hide). */
static void
test_focused_line_freed (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = g_object_ref (open_window (app, 1100, 780));
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  g_assert_true (wait_for (a_line_shown, panel, 30));
  g_assert_true (gtk_widget_grab_focus (shown_line (panel)));
  play (game, "b8c6");
  spin (0.5);
  g_assert_true (wait_for (a_line_shown, panel, 30));
  destroy_and_assert_freed (GTK_WINDOW (win));
}

/* Ctrl+E from the open settings menu: the analysis goes with its menu,
 * and nothing is left behind when the window closes (the focus stayed in
 * the closed menu, and the panel and menu were never freed). */
static void
test_off_with_menu_open (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = g_object_ref (open_window (app, 1100, 780));
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  spin (0.1);
  GtkWidget *panel = GTK_WIDGET (chimera_window_get_analysis_panel (win));
  GtkMenuButton *settings = template_child (panel, CHIMERA_TYPE_ANALYSIS_PANEL, "settings_button");
  gtk_menu_button_popup (settings);
  spin (0.1);
  GtkWidget *menu = GTK_WIDGET (gtk_menu_button_get_popover (settings));
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_false (gtk_widget_get_visible (menu));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (win));
  g_assert_true (!focus || !gtk_widget_is_ancestor (focus, menu));
  destroy_and_assert_freed (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/analysis/weights", test_weights);
  g_test_add_func ("/ui/analysis/arrow-pixels", test_arrow_pixels);
  g_test_add_func ("/ui/analysis/lines-setting", test_lines_setting);
  g_test_add_func ("/ui/analysis/threads-setting", test_threads_setting);
  g_test_add_func ("/ui/analysis/pause-resume", test_pause_resume);
  g_test_add_func ("/ui/analysis/arrows-on-board", test_arrows_on_board);
  g_test_add_func ("/ui/analysis/hover-keeps-order", test_hover_keeps_order);
  g_test_add_func ("/ui/analysis/click-previews", test_click_previews);
  g_test_add_func ("/ui/analysis/click-enters-variation", test_click_enters_variation);
  g_test_add_func ("/ui/analysis/say-analysis", test_say_analysis);
  g_test_add_func ("/ui/analysis/screenshots", test_screenshots);
  g_test_add_func ("/ui/analysis/off-with-menu-open", test_off_with_menu_open);
  g_test_add_func ("/ui/analysis/focused-line-freed", test_focused_line_freed);
  return g_test_run ();
}
