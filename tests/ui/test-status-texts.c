/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the screen says during a game is true (issue 18): the player bars'
 * captures up to the position shown and their numbers and nouns agreeing in
 * English, German and French (what the moves took, and the words alone,
 * are tests/model/test-captures.c's), the status of the position shown
 * in the panel, or in the subtitle while the panel is hidden (its texts
 * are tests/model/test-game-status.c's),
 * "Opened" for one game of a collection, the move list following the
 * newest move, a side panel that keeps its rows in place, toasts beside
 * the board, a hint's reason that stays, and a word for a piece that
 * cannot move.
 */
#include "config.h"

#include "board-view.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "files-test.h"
#include "game-picker.h"
#include "languages.h"
#include "move-reason.h"
#include "movegen.h"
#include "player-bar.h"
#include "screenshot.h"
#include "side-panel.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

/* ---- helpers ---- */

static GtkWidget *
panel_child (ChimeraSidePanel *panel, const char *name)
{
  return template_child (panel, CHIMERA_TYPE_SIDE_PANEL, name);
}

static const char *
panel_text (ChimeraSidePanel *panel, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (panel_child (panel, name)));
}

/* What `color` took in `game` up to the position shown, in the words of
 * its player bar (NULL: nothing). */
static char *
captured_by (ChimeraGame *game, int color)
{
  ChimeraPlayerBar *bar = g_object_ref_sink (g_object_new (CHIMERA_TYPE_PLAYER_BAR, NULL));
  chimera_player_bar_set_color (bar, color);
  chimera_player_bar_set_game (bar, game);
  char *text = g_strdup (chimera_player_bar_get_captured (bar));
  g_object_unref (bar);
  return text;
}

static ChimeraSidePanel *
window_panel (ChimeraWindow *win)
{
  return template_child (win, CHIMERA_TYPE_WINDOW, "side_panel");
}

static const char *
window_subtitle (ChimeraWindow *win)
{
  return adw_window_title_get_subtitle (template_child (win, CHIMERA_TYPE_WINDOW, "title"));
}

/* Lets layout and drawing catch up. */
static void
settle (GtkWidget *w)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (w);
  spin (0.1);
}

static double
top_in (GtkWidget *w, GtkWidget *ancestor)
{
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (w, ancestor, &r));
  return r.origin.y;
}

/* ---- 1. captures in the player bars ---- */

/* What each side took, in its player bar: nothing said for nothing yet
 * (no heading over a dash), and the count up to the position shown.  What
 * the moves took and its words are tests/model/test-captures.c's. */
static void
test_captures (void)
{
  use_language ("en");
  g_autoptr (ChimeraGame) zz = chimera_game_new (ce_variant_get ("zigzag"), 0, 0);
  g_autofree char *white0 = captured_by (zz, CE_WHITE), *black0 = captured_by (zz, CE_BLACK);
  g_assert_null (white0);
  g_assert_null (black0);
  play (zz, "e2e4 f9f6 J@e2 J@f9 e4e5 f6e5");
  g_autofree char *white = captured_by (zz, CE_WHITE), *black = captured_by (zz, CE_BLACK);
  g_assert_null (white);
  g_assert_cmpstr (black, ==, "Black took 1\u00a0pawn");
  chimera_game_set_view (zz, 4);
  g_autofree char *before = captured_by (zz, CE_BLACK);
  g_assert_null (before);
}

/* ---- 2. numbers and nouns in three languages ---- */

/* The words in each language: "took" with its count in the player bar,
 * and the side panel's tally of the zelig start's powers (one queen, two of the others, for each side), each
 * number held to its noun.  The counts' words on their own are
 * tests/model/test-captures.c's. */
static void
test_plurals (void)
{
  static const struct
  {
    const char *lang, *pawn1, *bishop2, *queen1, *took;
  } langs[] = {
    { "en", "1 pawn", "2 bishops", "1 queen", "White took" },
    { "de", "1 Bauer", "2 Läufer", "1 Dame", "Weiß schlug" },
    { "fr", "1 pion", "2 fous", "1 dame", "Les Blancs ont pris" },
  };
  const CeVariant *zelig = ce_variant_get ("zelig");
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      use_language (langs[i].lang);
      /* One pawn taken. */
      g_autoptr (ChimeraGame) game = game_from ("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 0, 0);
      play (game, "e5d6");
      g_autofree char *line = captured_by (game, CE_WHITE);
      g_autofree char *took = g_strdup_printf ("%s %s", langs[i].took, langs[i].pawn1);
      g_strdelimit (took + strlen (langs[i].took) + 1, " ", '\x01');
      g_autoptr (GString) want = g_string_new (took);
      g_string_replace (want, "\x01", "\u00a0", 0);
      g_test_message ("%s: %s", langs[i].lang, line);
      g_assert_cmpstr (line, ==, want->str);

      ChimeraSidePanel *panel = g_object_ref_sink (g_object_new (CHIMERA_TYPE_SIDE_PANEL, NULL));
      g_autoptr (ChimeraGame) zg = chimera_game_new (zelig, 0, 0);
      chimera_side_panel_set_game (panel, zg);
      chimera_side_panel_update (panel, FALSE);
      const char *powers = panel_text (panel, "powers_label");
      g_test_message ("%s: %s", langs[i].lang, powers);
      g_autoptr (GString) m = g_string_new (langs[i].queen1);
      g_string_replace (m, " ", "\u00a0", 0);
      g_autoptr (GString) b = g_string_new (langs[i].bishop2);
      g_string_replace (b, " ", "\u00a0", 0);
      g_assert_nonnull (strstr (powers, m->str));
      g_assert_nonnull (strstr (powers, b->str));
      /* "1 knights" was the English tally. */
      g_assert_null (strstr (powers, "1 knights"));
      g_assert_null (strstr (powers, "1\u00a0knights"));
      g_object_unref (panel);
    }
  use_language ("en");
}

/* ---- 3. the history's status in the panel, or in the subtitle ---- */

/* The status of the position shown in the panel's line below the moves,
 * and in the window's subtitle only while the panel is out of sight;
 * nothing for the live position (the player bars say whose move it is).
 * Every text the status can say (history, start, variations, pauses) is
 * tests/model/test-game-status.c's. */
/* The subtitle follows the panel shown or hidden at the next frame
 * (chimera-window.c's flap_revealed says why). */
static gboolean
subtitle_is (gpointer data)
{
  gpointer *args = data;
  return g_strcmp0 (window_subtitle (args[0]), args[1]) == 0;
}

static gboolean
wait_for_subtitle (ChimeraWindow *win, const char *text)
{
  gpointer args[] = { win, (gpointer) text };
  return wait_for (subtitle_is, args, 10);
}

static void
test_history_status (void)
{
  use_language ("en");
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraSidePanel *panel = window_panel (win);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3 b8c6 f1b5");
  g_assert_cmpstr (window_subtitle (win), ==, "");
  g_assert_false (gtk_widget_get_visible (panel_child (panel, "status_label")));

  chimera_game_set_view (game, 3);
  g_assert_cmpstr (panel_text (panel, "status_label"), ==, "Move 2 of 3, Black to move");
  g_assert_true (gtk_widget_get_visible (panel_child (panel, "status_label")));
  g_assert_cmpstr (window_subtitle (win), ==, "");
  save_png (GTK_WIDGET (win), "history-1100x780.png");

  /* The panel hidden: the subtitle says it, and no more once the panel
   * shows again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (wait_for_subtitle (win, "Move 2 of 3, Black to move"));
  chimera_game_set_view (game, 4);
  g_assert_cmpstr (window_subtitle (win), ==, "Move 3 of 3, White to move");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (wait_for_subtitle (win, ""));

  /* Back at the live position: nothing to add. */
  chimera_game_set_view (game, -1);
  g_assert_cmpstr (panel_text (panel, "status_label"), ==, "");
  g_assert_false (gtk_widget_get_visible (panel_child (panel, "status_label")));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- 4. one game of a collection is "Opened" ---- */

/* The labels' texts under `w`, one per line. */
static void
collect_labels (GtkWidget *w, GString *out)
{
  if (GTK_IS_LABEL (w))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (w)));
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

static GtkWidget *
window_toasts (ChimeraWindow *win)
{
  return template_child (win, CHIMERA_TYPE_WINDOW, "toasts");
}

/* The texts of the toasts shown in the window's toast overlay `overlay`
 * ("toasts" beside the board, "window_toasts" over the window), one label
 * a line. */
static char *
toast_texts (ChimeraWindow *win, const char *overlay)
{
  GString *out = g_string_new (NULL);
  for (GtkWidget *c
       = gtk_widget_get_first_child (template_child (win, CHIMERA_TYPE_WINDOW, overlay));
       c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (G_OBJECT_TYPE_NAME (c), "AdwToastWidget"))
      collect_labels (c, out);
  return g_string_free (out, FALSE);
}

/* No toast in the overlay named `overlay` overlaps the board's squares. */
static void
assert_toasts_clear_of_board (ChimeraWindow *win, const char *overlay)
{
  ChimeraBoardView *board = chimera_window_get_board (win);
  graphene_rect_t squares, b, t;
  g_assert_true (chimera_board_view_get_board_bounds (board, &squares, NULL));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (win), &b));
  graphene_rect_offset (&squares, b.origin.x, b.origin.y);
  int n = 0;
  for (GtkWidget *c
       = gtk_widget_get_first_child (template_child (win, CHIMERA_TYPE_WINDOW, overlay));
       c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (G_OBJECT_TYPE_NAME (c), "AdwToastWidget"))
      {
        g_assert_true (gtk_widget_compute_bounds (c, GTK_WIDGET (win), &t));
        g_test_message ("toast %.0f,%.0f %.0fx%.0f; squares %.0f,%.0f %.0fx%.0f", t.origin.x,
                        t.origin.y, t.size.width, t.size.height, squares.origin.x, squares.origin.y,
                        squares.size.width, squares.size.height);
        g_assert_false (graphene_rect_intersection (&squares, &t, NULL));
        n++;
      }
  g_assert_cmpint (n, >, 0);
}

static void
test_opened_from_collection (void)
{
  use_language ("en");
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (GFile) file = write_file ("two-games.pgn", collection);
  g_assert_true (chimera_window_open_file (win, file));
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!find_picker () && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  chimera_game_picker_choose (picker, 1);
  spin (0.3);
  g_assert_cmpstr (chimera_game_get_variant (chimera_window_get_game (win))->def->id, ==,
                   "diamond");
  g_autofree char *texts = toast_texts (win, "toasts");
  g_test_message ("toast: %s", texts);
  g_assert_nonnull (strstr (texts, "Opened game 2 from “two-games.pgn”"));
  g_assert_null (strstr (texts, "Game pasted"));

  /* The toast is beside the board, not over it. */
  GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
  GtkWidget *toasts = window_toasts (win);
  g_assert_false (gtk_widget_is_ancestor (board, toasts));
  assert_toasts_clear_of_board (win, "toasts");
  save_png (GTK_WIDGET (win), "opened-toast-1100x780.png");

  /* With the side panel hidden the toast shows over the window, and the
   * board column makes room for it at its bottom while it is up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  /* The turned board reaches down to its a1 corner: without the room, the
   * toast would cover it. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) diagonal = show_game (win, "diagonal", NULL, 0, 0);
  spin (0.3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.copy-position", NULL));
  g_autofree char *over_window = toast_texts (win, "window_toasts");
  g_assert_nonnull (strstr (over_window, "Position copied"));
  spin (0.5);
  assert_toasts_clear_of_board (win, "window_toasts");
  save_png (GTK_WIDGET (win), "copied-toast-no-panel-1100x780.png");
  /* The setting outlives the window: the panel back for the next tests. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- 5. the move list follows; the panel keeps its rows in place ---- */

/* TRUE if the last move's button lies inside the scrolled list's view. */
static gboolean
newest_move_visible (ChimeraSidePanel *panel)
{
  GtkWidget *scroller = panel_child (panel, "moves_scroller");
  GtkWidget *list = panel_child (panel, "move_list");
  GtkWidget *last = NULL;
  for (GtkWidget *row = gtk_widget_get_last_child (list); row && !last;
       row = gtk_widget_get_prev_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      for (GtkWidget *c = gtk_widget_get_last_child (box); c && !last;
           c = gtk_widget_get_prev_sibling (c))
        if (GTK_IS_BUTTON (c))
          last = c;
    }
  g_assert_nonnull (last);
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (last, scroller, &r));
  int h = gtk_widget_get_height (scroller);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("newest move %s at %g..%g of %d (list at %g of %g, page %g)",
                  gtk_button_get_label (GTK_BUTTON (last)), r.origin.y, r.origin.y + r.size.height,
                  h, gtk_adjustment_get_value (adj), gtk_adjustment_get_upper (adj),
                  gtk_adjustment_get_page_size (adj));
  return r.origin.y >= -1 && r.origin.y + r.size.height <= h + 1;
}

static gboolean
black_moved (gpointer game)
{
  return chimera_game_get_position (game)->side == CE_WHITE;
}

static void
test_follow_newest (void)
{
  use_language ("en");
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 700);
  ChimeraSidePanel *panel = window_panel (win);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  /* A long game: legal moves picked by a fixed rule, checked on the way. */
  guint32 seed = 2026;
  for (int i = 0; i < 90 && chimera_game_get_result (game, NULL) == CE_RESULT_NONE; i++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      seed = seed * 1103515245u + 12345u;
      g_assert_true (chimera_game_play (game, moves[(seed >> 8) % (guint32) n]));
      settle (GTK_WIDGET (win));
      /* After White's moves too, which start a row of their own. */
      g_assert_true (newest_move_visible (panel));
    }
  g_test_message ("a game of %d moves", chimera_game_get_n_plies (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), >, 40);
  settle (GTK_WIDGET (win));
  g_assert_true (newest_move_visible (panel));

  /* A computer's move too. */
  GtkWidget *scroller = panel_child (panel, "moves_scroller");
  g_autoptr (ChimeraGame) vs = show_game (win, "chess", NULL, 0, 1);
  const char *mine[] = { "a2a3", "a3a4", "h2h3", "h3h4", "b2b3", "g2g3", "c2c3", "f2f3",
                         "d2d3", "e2e3", "a1a2", "a2a1", "h1h2", "h2h1", "a1a2", "a2a1" };
  for (guint i = 0; i < G_N_ELEMENTS (mine); i++)
    {
      CePosition pos = *chimera_game_get_position (vs);
      CeMove m;
      char err[CE_ERR_SIZE];
      if (chimera_game_get_result (vs, NULL) != CE_RESULT_NONE
          || !ce_move_parse (&pos, mine[i], &m, err) || !chimera_game_play (vs, m))
        continue;
      g_assert_true (wait_for (black_moved, vs, 20));
    }
  settle (GTK_WIDGET (win));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_test_message ("moves: %d; list %g of %g, page %g", chimera_game_get_n_plies (vs),
                  gtk_adjustment_get_value (adj), gtk_adjustment_get_upper (adj),
                  gtk_adjustment_get_page_size (adj));
  g_assert_true (newest_move_visible (panel));
  save_png (GTK_WIDGET (win), "follow-newest-1100x700.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_rows_stay (void)
{
  use_language ("en");
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraSidePanel *panel = window_panel (win);
  GtkWidget *scroller = panel_child (panel, "moves_scroller");
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  settle (GTK_WIDGET (win));
  double y0 = top_in (scroller, GTK_WIDGET (panel));

  /* A status line comes and goes. */
  chimera_side_panel_update (panel, TRUE);
  settle (GTK_WIDGET (win));
  g_assert_cmpstr (panel_text (panel, "status_label"), ==, "The computer is thinking…");
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);
  chimera_side_panel_update (panel, FALSE);
  settle (GTK_WIDGET (win));
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);

  /* The first capture of each side. */
  play (game, "e2e4 d7d5 e4d5 d8d5");
  settle (GTK_WIDGET (win));
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);

  /* A message comes and goes. */
  chimera_side_panel_set_message (panel, "Hint: Nc3 — threatens the queen", FALSE);
  settle (GTK_WIDGET (win));
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);
  chimera_side_panel_set_message (panel, NULL, FALSE);
  settle (GTK_WIDGET (win));
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);

  /* Browsing. */
  chimera_game_set_view (game, 2);
  settle (GTK_WIDGET (win));
  g_assert_cmpfloat (top_in (scroller, GTK_WIDGET (panel)), ==, y0);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- 6. a hint's reason stays until the next move ---- */

static gboolean
has_message (gpointer panel)
{
  return chimera_side_panel_get_message (panel) != NULL;
}

static void
test_hint_stays (void)
{
  use_language ("en");
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraSidePanel *panel = window_panel (win);
  /* Scholar's mate on the board: the hint is mate, with its reason. */
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.hint", NULL));
  wait_for (has_message, panel, 20);
  g_assert_cmpstr (chimera_side_panel_get_message (panel), ==, "Hint: Qxf7# — checkmate");
  save_png (GTK_WIDGET (win), "hint-1100x780.png");
  /* Still there long after a toast would have gone. */
  spin (5.5);
  g_assert_cmpstr (chimera_side_panel_get_message (panel), ==, "Hint: Qxf7# — checkmate");
  /* No toast over the board either. */
  g_autofree char *texts = toast_texts (win, "toasts");
  g_assert_null (strstr (texts, "Hint"));
  play (game, "h5f7");
  g_assert_null (chimera_side_panel_get_message (panel));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- 7. a piece with no legal move says so ---- */

static void
count_signal (ChimeraBoardScene *scene, int sq, int *out)
{
  *out = sq;
}

static void
test_no_legal_move (void)
{
  use_language ("en");
  /* The scene alone: the signal names the square. */
  ChimeraBoardScene *scene = chimera_board_scene_new ();
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  chimera_board_scene_set_position (scene, &start, CE_MOVE_NONE);
  int a1, b1, got = -1;
  g_assert_true (ce_square_parse (start.v, "a1", &a1) > 0);
  g_assert_true (ce_square_parse (start.v, "b1", &b1) > 0);
  g_signal_connect (scene, "no-legal-move", G_CALLBACK (count_signal), &got);
  chimera_board_scene_activate (scene, b1);
  g_assert_cmpint (got, ==, -1);
  chimera_board_scene_activate (scene, a1);
  g_assert_cmpint (got, ==, a1);
  g_object_unref (scene);

  /* In the window: a short message beside the board, gone after a while. */
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraSidePanel *panel = window_panel (win);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  ChimeraBoardView *board = chimera_window_get_board (win);
  g_assert_true (chimera_board_view_click_square (board, b1));
  g_assert_null (chimera_side_panel_get_message (panel));
  g_assert_true (chimera_board_view_click_square (board, a1));
  g_assert_cmpstr (chimera_side_panel_get_message (panel), ==, "Rook on a1: no legal move");
  save_png (GTK_WIDGET (win), "no-legal-move-1100x780.png");
  /* Long enough to read, then gone (g_timeout_add_seconds: 4-5 s). */
  spin (2);
  g_assert_nonnull (chimera_side_panel_get_message (panel));
  gint64 end = g_get_monotonic_time () + 8 * G_USEC_PER_SEC;
  while (has_message (panel) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_null (chimera_side_panel_get_message (panel));

  /* With the side panel hidden, a toast says it (there is no other room). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (chimera_board_view_click_square (board, b1));
  g_assert_true (chimera_board_view_click_square (board, a1));
  g_autofree char *over_window = toast_texts (win, "window_toasts");
  g_assert_nonnull (strstr (over_window, "Rook on a1: no legal move"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));

  use_language ("de");
  g_autofree char *de = chimera_no_legal_move_text (&start, a1);
  g_assert_cmpstr (de, ==, "Turm auf a1: kein legaler Zug");
  use_language ("en");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- pictures, for people to look at ---- */

/* With CHIMERA_SCREENSHOT_DIR set: a Zelig game with captures and a
 * message, live and browsed, with a toast, at three picture_sizes, light and
 * dark, in CHIMERA_SHOT_LANGUAGE (default English). */
static void
test_pictures (void)
{
  if (!pictures_wanted ())
    return;
  const char *lang = g_getenv ("CHIMERA_SHOT_LANGUAGE") ? g_getenv ("CHIMERA_SHOT_LANGUAGE") : "en";
  use_language (lang);
  g_autoptr (ChimeraApplication) app = new_app ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (guint k = 0; k < G_N_ELEMENTS (picture_sizes); k++)
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        ChimeraWindow *win = open_window (app, picture_sizes[k][0], picture_sizes[k][1]);
        g_autoptr (ChimeraGame) game = show_game (win, "zelig", NULL, 0, 0);
        play (game, "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 c7c6 g1f3 c8g4 f1e2 e7e6 e1g1 g8f6");
        ChimeraSidePanel *panel = window_panel (win);
        int sq;
        g_assert_true (ce_square_parse (chimera_game_get_variant (game), "a1", &sq) > 0);
        g_autofree char *msg = chimera_no_legal_move_text (chimera_game_get_position (game), sq);
        chimera_side_panel_set_message (panel, msg, FALSE);
        settle (GTK_WIDGET (win));
        g_autofree char *live
          = g_strdup_printf ("status-%s-live-%dx%d-%s.png", lang, picture_sizes[k][0],
                             picture_sizes[k][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), live);
        chimera_game_set_view (game, 5);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.copy-position", NULL));
        settle (GTK_WIDGET (win));
        spin (0.4);
        g_autofree char *browsed
          = g_strdup_printf ("status-%s-browsed-%dx%d-%s.png", lang, picture_sizes[k][0],
                             picture_sizes[k][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), browsed);
        /* A toast with a button: the game replaced, with Undo (once the
         * one before has gone). */
        spin (5.5);
        g_assert_true (chimera_window_paste_text (
          win, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
        settle (GTK_WIDGET (win));
        spin (0.4);
        g_autofree char *pasted
          = g_strdup_printf ("status-%s-pasted-%dx%d-%s.png", lang, picture_sizes[k][0],
                             picture_sizes[k][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), pasted);
        gtk_window_destroy (GTK_WINDOW (win));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  use_language ("en");
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  use_build_catalogues ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  use_language ("en");
  g_test_add_func ("/status/captures", test_captures);
  g_test_add_func ("/status/plurals", test_plurals);
  g_test_add_func ("/status/history", test_history_status);
  g_test_add_func ("/status/opened-from-collection", test_opened_from_collection);
  g_test_add_func ("/status/follow-newest", test_follow_newest);
  g_test_add_func ("/status/rows-stay", test_rows_stay);
  g_test_add_func ("/status/hint-stays", test_hint_stays);
  g_test_add_func ("/status/no-legal-move", test_no_legal_move);
  g_test_add_func ("/status/pictures", test_pictures);
  int status = g_test_run ();
  return status;
}
