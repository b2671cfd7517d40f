/* SPDX-License-Identifier: GPL-3.0-or-later
 * study-shots: screenshots of study mode (issue #9) — the analysis panel
 * with its evaluation bar, a hint with its reason, the threat display, the
 * rules window's piece gallery for ZigZag Madness and Zelig Chess, and the
 * position editor refusing a position — in light and dark style.
 *   study-shots DIR [WIDTH HEIGHT]
 * Run under a display (xvfb-run); writes DIR/study-<screen>-<W>x<H>-<style>.png.
 */
#include "config.h"

#include "analysis-panel.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "movegen.h"
#include "notation.h"
#include "position-editor.h"
#include "rules-window.h"

#include <locale.h>
#include <stdlib.h>

static int width = 1100, height = 780, failures;
static const char *dir, *style;

static void
run_for (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
shoot (GtkWidget *widget, const char *screen)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (widget);
  run_for (0.6); /* animations (toasts, the evaluation bar) settle */
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  GdkPaintable *p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  g_autofree char *name = g_strdup_printf ("study-%s-%dx%d-%s.png", screen, width, height, style);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean ok = FALSE;
  if (node)
    {
      GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
      GdkTexture *t = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      ok = gdk_texture_save_to_png (t, path);
      g_object_unref (t);
      gsk_render_node_unref (node);
    }
  g_object_unref (p);
  if (ok)
    g_print ("%s\n", path);
  else
    {
      g_printerr ("study-shots: could not render %s\n", path);
      failures++;
    }
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

static ChimeraWindow *
window_with (ChimeraApplication *app, const char *variant, const char *fen)
{
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (fen ? !ce_position_from_fen (&pos, ce_variant_get (variant), fen, err) : FALSE)
    g_error ("%s: %s", fen, err);
  if (!fen)
    ce_position_start (&pos, ce_variant_get (variant));
  g_autoptr (ChimeraGame) game = chimera_game_new_from_position (&pos, 0, 0);
  chimera_window_set_game (win, game);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

static void
play (ChimeraWindow *win, const char *const *moves)
{
  ChimeraGame *game = chimera_window_get_game (win);
  for (; *moves; moves++)
    {
      CePosition p = *chimera_game_get_position (game);
      CeMove m;
      char err[CE_ERR_SIZE];
      if (!ce_move_parse (&p, *moves, &m, err) || !chimera_game_play (game, m))
        g_error ("%s: %s", *moves, err);
    }
}

/* A ZigZag Madness opening with both sides developed, analysed. */
static void
shoot_analysis (ChimeraApplication *app)
{
  ChimeraWindow *win = window_with (app, "zigzag", NULL);
  static const char *const moves[]
    = { "e2e5", "e9e6", "d1g3", "i10h8", "b1c3", "d10g6", "J@e4", "c9c7", NULL };
  play (win, moves);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
  ChimeraAnalysisPanel *panel = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_ANALYSIS_PANEL);
  gint64 end = g_get_monotonic_time () + 6 * G_USEC_PER_SEC;
  while (chimera_analysis_panel_get_depth (panel) < 9 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  shoot (GTK_WIDGET (win), "analysis");
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
has_hint_toast (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), "Hint"))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if (has_hint_toast (c))
      return TRUE;
  return FALSE;
}

/* The hint on the Scholar's mate says why. */
static void
shoot_hint (ChimeraApplication *app)
{
  ChimeraWindow *win = window_with (app, "chess", NULL);
  static const char *const moves[] = { "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", NULL };
  play (win, moves);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.hint", NULL);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!has_hint_toast (GTK_WIDGET (win)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  shoot (GTK_WIDGET (win), "hint");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* An Italian game where Black's knight strayed: the threat display. */
static void
shoot_threats (ChimeraApplication *app)
{
  ChimeraWindow *win = window_with (app, "chess", NULL);
  static const char *const moves[]
    = { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "c6d4", "f3e5", "d8g5", "d2d3", NULL };
  play (win, moves);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL);
  shoot (GTK_WIDGET (win), "threats");
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
shoot_rules (const char *variant, const char *piece, const char *const *blockers, const char *name)
{
  ChimeraRulesWindow *win = chimera_rules_window_new (NULL, ce_variant_get (variant));
  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  chimera_rules_window_show_page (win, "pieces");
  chimera_rules_window_select_piece (win, piece);
  for (; blockers && *blockers; blockers++)
    {
      int sq;
      ce_square_parse (ce_variant_get (variant), *blockers + 1, &sq);
      chimera_rules_window_cycle_blocker (win, sq);
      if (**blockers == 'w')
        chimera_rules_window_cycle_blocker (win, sq);
    }
  gtk_window_present (GTK_WINDOW (win));
  shoot (GTK_WIDGET (win), name);
  g_autofree char *text = g_strdup_printf ("%s-text", name);
  chimera_rules_window_show_page (win, "rules");
  shoot (GTK_WIDGET (win), text);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The editor refusing a position: Black in check with White to move. */
static void
shoot_editor (ChimeraApplication *app)
{
  ChimeraWindow *win = window_with (app, "chess", NULL);
  static const char *const moves[] = { "e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", NULL };
  play (win, moves);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.edit-position", NULL);
  ChimeraPositionEditor *editor = NULL;
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops) && !editor; i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (CHIMERA_IS_POSITION_EDITOR (w))
        editor = CHIMERA_POSITION_EDITOR (w);
    }
  gtk_window_set_default_size (GTK_WINDOW (editor), MIN (width, 960), MIN (height, 680));
  /* Qxf7 with White still to move: Black's king in check. */
  int f7, h5;
  ce_square_parse (ce_variant_get ("chess"), "f7", &f7);
  ce_square_parse (ce_variant_get ("chess"), "h5", &h5);
  chimera_position_editor_erase (editor, h5);
  chimera_position_editor_set_tool (editor, CE_PIECE (CE_WHITE, 2));
  chimera_position_editor_click (editor, f7);
  shoot (GTK_WIDGET (editor), "editor");
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: study-shots DIR [WIDTH HEIGHT]\n");
      return 2;
    }
  dir = argv[1];
  if (argc > 3)
    {
      width = atoi (argv[2]);
      height = atoi (argv[3]);
    }
  setlocale (LC_ALL, "");
  gtk_init ();
  adw_init ();
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  AdwStyleManager *manager = adw_style_manager_get_default ();
  static const char *const zigzag_blockers[] = { "bf6", "we7", NULL };
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
      style = dark ? "dark" : "light";
      shoot_analysis (app);
      shoot_hint (app);
      shoot_threats (app);
      shoot_rules ("zigzag", "zigzag rook", zigzag_blockers, "rules-zigzag");
      shoot_rules ("zelig", "zelig", NULL, "rules-zelig");
      shoot_editor (app);
    }
  return failures ? 1 : 0;
}
