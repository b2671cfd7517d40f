/* SPDX-License-Identifier: GPL-3.0-or-later
 * The rules window: every variant has its rules text (valid markup) and a
 * text for every piece; the gallery shows a piece's targets on an empty
 * board — a ZigZag Rook's with and without blockers on its two paths, a
 * zelig's power changing with its file, Zone X's entry moves — and moves
 * the piece when a target is clicked.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "rules-window.h"
#include "screenshot.h"

static int
sq_of (const char *variant, const char *name)
{
  int sq;
  g_assert_true (ce_square_parse (ce_variant_get (variant), name, &sq) > 0);
  return sq;
}

static ChimeraRulesWindow *
open_rules (const char *variant)
{
  ChimeraRulesWindow *win = chimera_rules_window_new (NULL, ce_variant_get (variant));
  gtk_window_set_default_size (GTK_WINDOW (win), 1100, 780);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

/* The board's own selection is on the piece, showing its targets, as soon
 * as the piece is shown. */
static gboolean
piece_selected (ChimeraRulesWindow *win)
{
  ChimeraBoardView *board = chimera_rules_window_get_board (win);
  return chimera_board_scene_get_selected (chimera_board_view_get_scene (board))
         == chimera_rules_window_get_piece_square (win);
}

static void
test_texts (void)
{
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      ChimeraRulesWindow *win = chimera_rules_window_new (NULL, v);
      const char *markup = chimera_rules_window_get_rules_markup (win);
      g_autoptr (GError) error = NULL;
      g_autofree char *plain = NULL;
      g_assert_true (pango_parse_markup (markup, -1, 0, NULL, &plain, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (plain), >, 800);
      /* Every piece of the variant has its text in the gallery. */
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          if (ce_variant_base (v, t) != t)
            continue;
          g_test_message ("%s: %s", *id, v->def->types[t].name);
          g_assert_true (chimera_rules_window_select_piece (win, v->def->types[t].name));
          const char *piece = chimera_rules_window_get_piece_markup (win);
          g_assert_cmpuint (strlen (piece), >, 20);
          g_assert_true (pango_parse_markup (piece, -1, 0, NULL, NULL, NULL, NULL));
          g_assert_cmpuint (chimera_rules_window_get_targets (win, NULL), >, 0);
        }
      gtk_window_destroy (GTK_WINDOW (win));
    }
}

static void
test_zigzag_rook (void)
{
  ChimeraRulesWindow *win = open_rules ("zigzag");
  chimera_rules_window_show_page (win, "pieces");
  g_assert_true (chimera_rules_window_select_piece (win, "zigzag rook"));
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zigzag", "e5"));
  g_assert_true (piece_selected (win));

  /* On the empty board: (1,3) (1,4) (1,5) shapes in all eight directions,
   * as far as the edge: 6 up, 4 down, 6 right, 4 left. */
  guint8 mask[CE_NSQ];
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 20);
  g_assert_true (mask[sq_of ("zigzag", "f8")]);
  g_assert_true (mask[sq_of ("zigzag", "h6")]);
  g_assert_false (mask[sq_of ("zigzag", "f6")]); /* no step next to it */
  g_assert_false (mask[sq_of ("zigzag", "f7")]); /* nor a knight's move */
  save_png (GTK_WIDGET (win), "rules-zigzag-rook.png");

  /* A black pawn on f6 blocks the path f6-f7 to f8 and f6-g6 to h6; the
   * other paths, e6-e7 and f5-g5, still lead there. */
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "f6"));
  g_assert_true (piece_selected (win));
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 20);
  g_assert_true (mask[sq_of ("zigzag", "f8")]);
  g_assert_true (mask[sq_of ("zigzag", "h6")]);
  /* With e7 blocked as well, both paths to f8, f9 and f10 are shut (the
   * e-file run is their second path); h6 stays. */
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "e7"));
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 17);
  g_assert_false (mask[sq_of ("zigzag", "f8")]);
  g_assert_false (mask[sq_of ("zigzag", "f10")]);
  g_assert_true (mask[sq_of ("zigzag", "d8")]);
  g_assert_true (mask[sq_of ("zigzag", "h6")]);
  save_png (GTK_WIDGET (win), "rules-zigzag-rook-blocked.png");
  /* Black pawn, white pawn, nothing. */
  ChimeraBoardView *board = chimera_rules_window_get_board (win);
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "e7"));
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "e7"));
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 20);
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "f6"));
  chimera_rules_window_cycle_blocker (win, sq_of ("zigzag", "f6"));

  /* A click on a target moves the piece there. */
  g_assert_true (piece_selected (win));
  g_assert_true (chimera_board_view_click_square (board, sq_of ("zigzag", "f8")));
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zigzag", "f8"));
  g_assert_true (piece_selected (win));

  /* In blocker mode, a click on the board puts a blocker instead. */
  GtkGesture *click = NULL;
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (c)
          && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (c))
               == GTK_PHASE_CAPTURE)
        click = GTK_GESTURE (c);
    }
  g_object_unref (controllers);
  g_assert_nonnull (click);
  chimera_rules_window_set_blocker_mode (win, TRUE);
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (board, sq_of ("zigzag", "g5"), &x, &y));
  /* From f8 the rook reaches 20 squares; g5 is one of them.  A black pawn
   * there is a capture; a white one takes the square away (g4 and g3
   * stay, by the f-file path). */
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 20);
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpuint (chimera_rules_window_get_targets (win, mask), ==, 19);
  g_assert_false (mask[sq_of ("zigzag", "g5")]);
  g_assert_true (mask[sq_of ("zigzag", "g4")]);
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zigzag", "f8"));
  chimera_rules_window_set_blocker_mode (win, FALSE);
  /* Reset: the piece home, no blockers. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "gallery.reset", NULL));
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zigzag", "e5"));
  g_assert_cmpuint (chimera_rules_window_get_targets (win, NULL), ==, 20);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_zelig (void)
{
  ChimeraRulesWindow *win = open_rules ("zelig");
  chimera_rules_window_show_page (win, "pieces");
  g_assert_true (chimera_rules_window_select_piece (win, "zelig"));
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zelig", "d4"));
  g_assert_cmpstr (chimera_rules_window_get_power (win), ==, "On this file: Queen");
  g_assert_cmpuint (chimera_rules_window_get_targets (win, NULL), ==, 27);
  g_assert_true (piece_selected (win));
  save_png (GTK_WIDGET (win), "rules-zelig-queen.png");
  chimera_rules_window_move_piece (win, sq_of ("zelig", "a4"));
  g_assert_cmpstr (chimera_rules_window_get_power (win), ==, "On this file: Rook");
  g_assert_cmpuint (chimera_rules_window_get_targets (win, NULL), ==, 14);
  chimera_rules_window_move_piece (win, sq_of ("zelig", "b4"));
  g_assert_cmpstr (chimera_rules_window_get_power (win), ==, "On this file: Knight");
  chimera_rules_window_move_piece (win, sq_of ("zelig", "e4"));
  g_assert_cmpstr (chimera_rules_window_get_power (win), ==,
                   "On this file: Monarch (a king’s step, not royal)");
  g_assert_cmpuint (chimera_rules_window_get_targets (win, NULL), ==, 8);
  save_png (GTK_WIDGET (win), "rules-zelig-monarch.png");
  chimera_rules_window_show_page (win, "rules");
  save_png (GTK_WIDGET (win), "rules-zelig-text.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Zone X: a General starts outside the zone, so its entry moves show. */
static void
test_zonex_entry (void)
{
  ChimeraRulesWindow *win = open_rules ("zonex");
  g_assert_true (chimera_rules_window_select_piece (win, "general"));
  g_assert_cmpint (chimera_rules_window_get_piece_square (win), ==, sq_of ("zonex", "d2"));
  guint8 mask[CE_NSQ];
  chimera_rules_window_get_targets (win, mask);
  g_assert_true (mask[sq_of ("zonex", "a4")]); /* by entry: no diagonal leads there */
  g_assert_true (mask[sq_of ("zonex", "h5")]);
  g_assert_true (mask[sq_of ("zonex", "f4")]); /* slide or leap */
  /* Outside the zone on c6, a white pawn on d7 stops the slide towards e8
   * but not the two-square leap there. */
  chimera_rules_window_move_piece (win, sq_of ("zonex", "c6"));
  chimera_rules_window_cycle_blocker (win, sq_of ("zonex", "d7"));
  chimera_rules_window_cycle_blocker (win, sq_of ("zonex", "d7"));
  chimera_rules_window_get_targets (win, mask);
  g_assert_true (mask[sq_of ("zonex", "e8")]);
  g_assert_false (mask[sq_of ("zonex", "d7")]);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* F1 in the main window opens the rules of the variant being played. */
static ChimeraApplication *app;

static void
test_from_window (void)
{
  ChimeraWindow *main_win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (main_win));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("diamond"), 0, 0);
  chimera_window_set_game (main_win, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (main_win), "win.rules", NULL));
  ChimeraRulesWindow *rules = NULL;
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops) && !rules; i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (CHIMERA_IS_RULES_WINDOW (w))
        rules = CHIMERA_RULES_WINDOW (w);
    }
  g_assert_nonnull (rules);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==, "Rules of Diamond Chess");
  gtk_window_destroy (GTK_WINDOW (rules));
  gtk_window_destroy (GTK_WINDOW (main_win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The app's style sheet, as in the real app (AdwApplication loads it). */
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/rules-window/texts", test_texts);
  g_test_add_func ("/ui/rules-window/zigzag-rook", test_zigzag_rook);
  g_test_add_func ("/ui/rules-window/zelig", test_zelig);
  g_test_add_func ("/ui/rules-window/zonex-entry", test_zonex_entry);
  g_test_add_func ("/ui/rules-window/from-window", test_from_window);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
