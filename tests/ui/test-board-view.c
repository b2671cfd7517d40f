/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView in a real window under Xvfb: clicks, drags, drops,
 * choosers and keys produce exactly the legal move meant, once, on every
 * board shape; clicks on nothing produce nothing; redraws reuse the
 * rendered pieces; in Zelig Chess exactly the zeligs whose power the last
 * move changed are marked.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "board-transform.h"
#include "board-view-private.h"
#include "board-view.h"
#include "movegen.h"
#include "notation.h"
#include "piece-cache.h"
#include "screenshot.h"

typedef struct
{
  GtkWidget *window;
  ChimeraBoardView *board;
  CePosition pos;
  guint emitted;
  CeMove last;
} Fixture;

static void
move_requested (ChimeraBoardView *board, guint move, Fixture *fx)
{
  fx->emitted++;
  fx->last = move;
}

static void
fixture_set_fen (Fixture *fx, const char *variant, const char *fen)
{
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  char err[CE_ERR_SIZE];
  if (fen)
    g_assert_true (ce_position_from_fen (&fx->pos, v, fen, err));
  else
    ce_position_start (&fx->pos, v);
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  fx->emitted = 0;
  fx->last = CE_MOVE_NONE;
}

static void
fixture_setup (Fixture *fx, gconstpointer data)
{
  memset (fx, 0, sizeof *fx);
  fx->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 640, 640);
  fx->board = CHIMERA_BOARD_VIEW (chimera_board_view_new ());
  chimera_board_view_set_animate (fx->board, FALSE);
  g_signal_connect (fx->board, "move-requested", G_CALLBACK (move_requested), fx);
  gtk_window_set_child (GTK_WINDOW (fx->window), GTK_WIDGET (fx->board));
  fixture_set_fen (fx, "chess", NULL);
  gtk_window_present (GTK_WINDOW (fx->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fx->board)), >, 100);
}

static void
fixture_teardown (Fixture *fx, gconstpointer data)
{
  /* The board (with its animation, popover and controllers) must not keep
   * itself alive once its window is gone. */
  g_object_add_weak_pointer (G_OBJECT (fx->board), (gpointer *) &fx->board);
  gtk_window_destroy (GTK_WINDOW (fx->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (fx->board);
}

static int
square (Fixture *fx, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (fx->pos.v, name, &sq), >, 0);
  return sq;
}

static void
click_square (Fixture *fx, const char *name)
{
  g_assert_true (chimera_board_view_click_square (fx->board, square (fx, name)));
}

static void
assert_emitted (Fixture *fx, const char *move)
{
  char buf[CE_MOVE_SIZE];
  g_assert_cmpuint (fx->emitted, ==, 1);
  g_assert_cmpstr (ce_move_to_string (&fx->pos, fx->last, buf), ==, move);
  fx->emitted = 0;
  fx->last = CE_MOVE_NONE;
}

/* Plays `from` then `to` by clicking and checks the one move emitted. */
static void
click_move (Fixture *fx, const char *from, const char *to, const char *expect)
{
  click_square (fx, from);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, from));
  g_assert_cmpuint (fx->emitted, ==, 0);
  click_square (fx, to);
  assert_emitted (fx, expect);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
}

static gpointer
find_controller (GtkWidget *widget, GType type)
{
  GListModel *list = gtk_widget_observe_controllers (widget);
  gpointer found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (list) && !found; i++)
    {
      GObject *c = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        found = c;
      g_object_unref (c);
    }
  g_object_unref (list);
  g_assert_nonnull (found);
  return found;
}

static void
test_chess_click (Fixture *fx, gconstpointer data)
{
  click_move (fx, "e2", "e4", "e2e4");
  /* The knight, after the widget was shown a new position. */
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&fx->pos, "e2e4", &m, err));
  CeUndo u;
  ce_make (&fx->pos, m, &u);
  chimera_board_view_show_move (fx->board, m, &fx->pos);
  click_move (fx, "g8", "f6", "g8f6");
}

static void
test_reselect_and_illegal (Fixture *fx, gconstpointer data)
{
  click_square (fx, "e2");
  click_square (fx, "d2"); /* another own piece: reselects */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "d2"));
  click_square (fx, "d5"); /* not a target: deselects, no move */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_cmpuint (fx->emitted, ==, 0);

  click_square (fx, "e7"); /* not the side to move */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  click_square (fx, "e4"); /* empty */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);

  /* Clicking the selected piece again deselects it. */
  click_square (fx, "g1");
  click_square (fx, "g1");
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);

  /* Off the board, in the label margin and outside the widget. */
  click_square (fx, "e2");
  chimera_board_view_click (fx->board, 2, 2);
  chimera_board_view_click (fx->board, -10, 300);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* Not interactive: nothing selects. */
  chimera_board_view_set_interactive (fx->board, FALSE);
  click_square (fx, "e2");
  click_square (fx, "e4");
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_cmpuint (fx->emitted, ==, 0);
  chimera_board_view_set_interactive (fx->board, TRUE);
  click_move (fx, "e2", "e4", "e2e4");
}

static void
test_diagonal (Fixture *fx, gconstpointer data)
{
  fixture_set_fen (fx, "diagonal", NULL);
  for (int flipped = 0; flipped < 2; flipped++)
    {
      chimera_board_view_set_flipped (fx->board, flipped);
      g_assert_cmpint (chimera_board_view_get_flipped (fx->board), ==, flipped);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
      /* a1 at the bottom (top when flipped), h8 opposite, on one vertical. */
      double ax, ay, hx, hy;
      chimera_board_view_get_square_center (fx->board, square (fx, "a1"), &ax, &ay);
      chimera_board_view_get_square_center (fx->board, square (fx, "h8"), &hx, &hy);
      g_assert_cmpfloat_with_epsilon (ax, hx, 1e-6);
      g_assert_true (flipped ? ay < hy : ay > hy);

      click_move (fx, "e1", "f2", "e1f2");
      click_move (fx, "b1", "e2", "b1e2"); /* the (3,1) knight */
      click_square (fx, "e1");
      click_square (fx, "e2"); /* a pawn never moves straight up */
      g_assert_cmpuint (fx->emitted, ==, 0);
    }
  chimera_board_view_set_flipped (fx->board, FALSE);
}

static void
test_diamond (Fixture *fx, gconstpointer data)
{
  fixture_set_fen (fx, "diamond", NULL);
  click_move (fx, "d3", "d5", "d3d5");
  click_move (fx, "e4", "f4", "e4f4");

  /* The Lake and the cut-off corners are not squares. */
  double x, y;
  g_assert_false (chimera_board_view_get_square_center (fx->board, square (fx, "e5"), &x, &y));
  g_assert_false (chimera_board_view_get_square_center (fx->board, square (fx, "a1"), &x, &y));
  double d5x, d5y, f5x, f5y;
  chimera_board_view_get_square_center (fx->board, square (fx, "d5"), &d5x, &d5y);
  chimera_board_view_get_square_center (fx->board, square (fx, "f5"), &f5x, &f5y);
  click_square (fx, "e4");
  chimera_board_view_click (fx->board, (d5x + f5x) / 2, d5y); /* the Lake */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  /* Where a1 would be. */
  double e1x, e1y, a5x, a5y;
  chimera_board_view_get_square_center (fx->board, square (fx, "e1"), &e1x, &e1y);
  chimera_board_view_get_square_center (fx->board, square (fx, "a5"), &a5x, &a5y);
  click_square (fx, "e1");
  chimera_board_view_click (fx->board, a5x, e1y);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_cmpuint (fx->emitted, ==, 0);

  chimera_board_view_set_flipped (fx->board, TRUE);
  click_move (fx, "d3", "d5", "d3d5");
  chimera_board_view_set_flipped (fx->board, FALSE);
}

static int
type_with_letter (const CeVariant *v, char letter)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].letter == letter)
      return t;
  g_assert_not_reached ();
}

static void
test_zigzag_drop (Fixture *fx, gconstpointer data)
{
  fixture_set_fen (fx, "zigzag",
                   "rwbzqkybfr/pppppppppp/10/10/10/10/10/10/PPP1PPPPPP/"
                   "RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 1");
  int ninja = type_with_letter (fx->pos.v, 'J');
  chimera_board_view_begin_drop (fx->board, ninja);
  click_square (fx, "d2");
  assert_emitted (fx, "J@d2");

  chimera_board_view_begin_drop (fx->board, ninja);
  click_square (fx, "d4"); /* pushed on in the same move */
  assert_emitted (fx, "J@d4");

  /* A square no drop reaches ends the drop without a move. */
  chimera_board_view_begin_drop (fx->board, ninja);
  click_square (fx, "e5");
  g_assert_cmpuint (fx->emitted, ==, 0);
  click_square (fx, "d2");
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* Cancelled with 0. */
  chimera_board_view_begin_drop (fx->board, ninja);
  chimera_board_view_begin_drop (fx->board, 0);
  click_square (fx, "d3");
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* No drop square at the start: begin_drop does nothing. */
  fixture_set_fen (fx, "zigzag", NULL);
  chimera_board_view_begin_drop (fx->board, ninja);
  click_square (fx, "d2"); /* selects the pawn standing there instead */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "d2"));
  g_assert_cmpuint (fx->emitted, ==, 0);
}

/* Lets the chooser's popover map.  Meanwhile another test program on the
 * same X server (meson runs two at once under one Xvfb, which has no
 * window manager) may take the focus with a window of its own, and a
 * popover closes when its window loses the focus, as it should: the
 * choice is then asked again (`from`, `to` clicked), until the popover is
 * up to be answered.  (CI once saw the answer go nowhere here.) */
static void
wait_for_chooser (Fixture *fx, const char *from, const char *to)
{
  ChimeraBoardScene *scene = chimera_board_view_get_scene (fx->board);
  for (int tries = 0;; tries++)
    {
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
      if (chimera_board_scene_get_choice_count (scene) > 0)
        return;
      g_assert_cmpint (tries, <, 50);
      click_square (fx, from);
      click_square (fx, to);
    }
}

static void
test_diagonal_promotion (Fixture *fx, gconstpointer data)
{
  fixture_set_fen (fx, "diagonal", "7k/P7/8/8/8/8/8/K7 w - - 0 1");
  click_square (fx, "a7");
  click_square (fx, "b8");
  g_assert_cmpuint (fx->emitted, ==, 0);
  /* b8 promotes to rook, bishop or knight only. */
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 3);
  g_autoptr (GString) letters = g_string_new (NULL);
  guint knight = 99;
  for (guint i = 0; i < 3; i++)
    {
      CeMove m = chimera_board_scene_get_choice (chimera_board_view_get_scene (fx->board), i);
      g_assert_cmpint (ce_move_from (m), ==, square (fx, "a7"));
      g_assert_cmpint (ce_move_to (m), ==, square (fx, "b8"));
      char l = fx->pos.v->def->types[ce_move_type (m)].letter;
      g_string_append_c (letters, l);
      if (l == 'N')
        knight = i;
    }
  g_assert_cmpstr (letters->str, ==, "RBN");
  g_assert_cmpuint (chimera_board_scene_get_choice (chimera_board_view_get_scene (fx->board), 3),
                    ==, CE_MOVE_NONE);
  /* Let the popover map, then answer it. */
  wait_for_chooser (fx, "a7", "b8");
  chimera_board_scene_choose (chimera_board_view_get_scene (fx->board), knight);
  assert_emitted (fx, "a7b8n");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 0);
  chimera_board_scene_choose (chimera_board_view_get_scene (fx->board),
                              0); /* nothing open: nothing happens */
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* A capture straight up onto a8 offers all four. */
  fixture_set_fen (fx, "diagonal", "r6k/P7/8/8/8/8/8/K7 w - - 0 1");
  click_square (fx, "a7");
  click_square (fx, "a8");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 4);
  chimera_board_scene_choose (chimera_board_view_get_scene (fx->board), 0);
  assert_emitted (fx, "a7a8q");
}

static void
test_zigzag_castle_choice (Fixture *fx, gconstpointer data)
{
  const char *fen
    = "rwbzqk3r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RWBZQK3R[JJJJJjjjjj] w KQkq - 0 1";
  for (int castle = 0; castle < 2; castle++)
    {
      fixture_set_fen (fx, "zigzag", fen);
      click_square (fx, "f1");
      click_square (fx, "g1");
      g_assert_cmpuint (fx->emitted, ==, 0);
      g_assert_cmpuint (
        chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)), ==, 2);
      guint pick = 99;
      for (guint i = 0; i < 2; i++)
        if ((ce_move_kind (
               chimera_board_scene_get_choice (chimera_board_view_get_scene (fx->board), i))
             == CE_MOVE_CASTLE)
            == castle)
          pick = i;
      g_assert_cmpuint (pick, <, 2);
      chimera_board_scene_choose (chimera_board_view_get_scene (fx->board), pick);
      assert_emitted (fx, castle ? "f1g1c" : "f1g1");
    }
  /* Two-square castles need no choice. */
  click_move (fx, "f1", "h1", "f1h1c");

  /* A chooser closed without an answer moves nothing. */
  click_square (fx, "f1");
  click_square (fx, "g1");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 2);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (fx->board));
  g_assert_true (GTK_IS_POPOVER (child));
  gtk_popover_popdown (GTK_POPOVER (child));
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 0);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_cmpuint (fx->emitted, ==, 0);
}

static void
drag (Fixture *fx, GtkGestureDrag *gesture, const char *from, const char *to)
{
  double x0, y0, x1, y1;
  chimera_board_view_get_square_center (fx->board, square (fx, from), &x0, &y0);
  chimera_board_view_get_square_center (fx->board, square (fx, to), &x1, &y1);
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  for (int i = 1; i <= 4; i++)
    g_signal_emit_by_name (gesture, "drag-update", (x1 - x0) * i / 4, (y1 - y0) * i / 4);
  g_signal_emit_by_name (gesture, "drag-end", x1 - x0, y1 - y0);
}

static void
test_drag (Fixture *fx, gconstpointer data)
{
  GtkGestureDrag *gesture = find_controller (GTK_WIDGET (fx->board), GTK_TYPE_GESTURE_DRAG);
  drag (fx, gesture, "e2", "e4");
  assert_emitted (fx, "e2e4");

  drag (fx, gesture, "e2", "e5"); /* illegal: dropped, nothing moves */
  g_assert_cmpuint (fx->emitted, ==, 0);
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);

  drag (fx, gesture, "e2", "e2"); /* back home: stays selected */
  g_assert_cmpuint (fx->emitted, ==, 0);
  drag (fx, gesture, "g1", "f3");
  assert_emitted (fx, "g1f3");

  /* A drag onto a promotion square opens the chooser too. */
  fixture_set_fen (fx, "diagonal", "7k/P7/8/8/8/8/8/K7 w - - 0 1");
  drag (fx, gesture, "a7", "b8");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (chimera_board_view_get_scene (fx->board)),
                    ==, 3);
  chimera_board_scene_choose (chimera_board_view_get_scene (fx->board), 1);
  assert_emitted (fx, "a7b8b");

  /* The turned board, flipped. */
  fixture_set_fen (fx, "diagonal", NULL);
  chimera_board_view_set_flipped (fx->board, TRUE);
  drag (fx, gesture, "c1", "f2");
  assert_emitted (fx, "c1f2");
}

static gboolean
press_key (GtkEventControllerKey *keys, guint keyval)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
  return handled;
}

static void
test_keyboard (Fixture *fx, gconstpointer data)
{
  GtkWidget *widget = GTK_WIDGET (fx->board);
  g_assert_true (gtk_widget_get_focusable (widget));
  gtk_widget_grab_focus (widget);
  GtkEventControllerKey *keys = find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY);

  /* The cursor starts on the own king; the first key only shows it. */
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e1"));
  g_assert_true (press_key (keys, GDK_KEY_Up));
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e1"));
  /* ...and a screen reader hears how to use it. */
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    "The arrow keys move the cursor; Enter or Space chooses its square.");
  g_assert_true (press_key (keys, GDK_KEY_Up));
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e2"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e2, white pawn");
  g_assert_true (press_key (keys, GDK_KEY_Return));
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e2"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e2, white pawn, selected");
  g_assert_true (press_key (keys, GDK_KEY_Escape)); /* cancels the selection */
  g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (fx->board)), ==,
                   -1);
  g_assert_false (press_key (keys, GDK_KEY_Escape)); /* nothing left to cancel */
  press_key (keys, GDK_KEY_space);
  press_key (keys, GDK_KEY_Up);
  press_key (keys, GDK_KEY_Up);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e4, empty, legal target");
  press_key (keys, GDK_KEY_KP_Enter);
  assert_emitted (fx, "e2e4");

  /* At the edge the cursor stays put. */
  for (int i = 0; i < 10; i++)
    press_key (keys, GDK_KEY_Right);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "h4"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Edge of the board.");

  /* Flipped, up means towards rank 1. */
  chimera_board_view_set_flipped (fx->board, TRUE);
  press_key (keys, GDK_KEY_Up);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "h3"));
  press_key (keys, GDK_KEY_Right);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "g3"));
  chimera_board_view_set_flipped (fx->board, FALSE);

  /* Diamond: the cursor jumps over the Lake; the diagonal board steps by
   * its files and ranks. */
  fixture_set_fen (fx, "diamond", NULL);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e1"));
  for (int i = 0; i < 3; i++)
    press_key (keys, GDK_KEY_Up);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e4"));
  press_key (keys, GDK_KEY_Up);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "e6"));
  fixture_set_fen (fx, "diagonal", NULL);
  press_key (keys, GDK_KEY_Right);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "b1"));
  press_key (keys, GDK_KEY_Up);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "b2"));
}

static void
test_piece_cache_reuse (Fixture *fx, gconstpointer data)
{
  ChimeraPieceCache *cache = chimera_piece_cache_get_default ();
  gtk_widget_queue_draw (GTK_WIDGET (fx->board));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  guint parses = chimera_piece_cache_get_parse_count (cache);
  guint renders = chimera_piece_cache_get_render_count (cache);
  g_assert_cmpuint (parses, >, 0);
  /* Redraws, even with highlights, render nothing new. */
  click_square (fx, "e2");
  for (int i = 0; i < 3; i++)
    {
      gtk_widget_queue_draw (GTK_WIDGET (fx->board));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
    }
  g_assert_cmpuint (chimera_piece_cache_get_parse_count (cache), ==, parses);
  g_assert_cmpuint (chimera_piece_cache_get_render_count (cache), ==, renders);

  /* A new size renders again but parses nothing. */
  gtk_widget_set_size_request (GTK_WIDGET (fx->board), 700, 700);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  g_assert_cmpuint (chimera_piece_cache_get_parse_count (cache), ==, parses);
  g_assert_cmpuint (chimera_piece_cache_get_render_count (cache), >, renders);

  /* The cache on its own: one parse per resource, one render per size. */
  g_autoptr (ChimeraPieceCache) own = chimera_piece_cache_new ();
  const char *path = RESOURCE_PATH "/pieces/white-king.svg";
  cairo_surface_t *a = chimera_piece_cache_lookup (own, path, 40, 1);
  g_assert_nonnull (a);
  g_assert_true (chimera_piece_cache_lookup (own, path, 40, 1) == a);
  g_assert_cmpint (cairo_image_surface_get_width (a), ==, 40);
  cairo_surface_t *b = chimera_piece_cache_lookup (own, path, 40, 2);
  g_assert_cmpint (cairo_image_surface_get_width (b), ==, 80);
  g_assert_cmpuint (chimera_piece_cache_get_parse_count (own), ==, 1);
  g_assert_cmpuint (chimera_piece_cache_get_render_count (own), ==, 2);
  g_assert_null (chimera_piece_cache_lookup (own, RESOURCE_PATH "/pieces/none.svg", 40, 1));
  g_assert_null (chimera_piece_cache_lookup (own, RESOURCE_PATH "/pieces/none.svg", 40, 1));
  g_assert_cmpuint (chimera_piece_cache_get_parse_count (own), ==, 2);
}

static void
test_animation (Fixture *fx, gconstpointer data)
{
  chimera_board_view_set_animate (fx->board, TRUE);
  const char *moves[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      CeMove m;
      char err[CE_ERR_SIZE];
      g_assert_true (ce_move_parse (&fx->pos, moves[i], &m, err));
      CeUndo u;
      ce_make (&fx->pos, m, &u);
      chimera_board_view_show_move (fx->board, m, &fx->pos);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
    }
  /* Let the last one (castling: king and rook glide) finish. */
  gint64 end = g_get_monotonic_time () + 400 * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  chimera_board_view_set_hint (fx->board, CE_MOVE_NONE);
  click_move (fx, "d7", "d5", "d7d5");
}

/* Makes `move` on the fixture's position and shows the result with it, as
 * the window does after a move. */
static CeMove
show_move (Fixture *fx, const char *move)
{
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&fx->pos, move, &m, err));
  CeUndo u;
  ce_make (&fx->pos, m, &u);
  chimera_board_view_show_move (fx->board, m, &fx->pos);
  return m;
}

static gboolean
marked (Fixture *fx, const char *name)
{
  return chimera_board_scene_get_power_change (chimera_board_view_get_scene (fx->board),
                                               square (fx, name))
         != CHIMERA_BOARD_POWER_SAME;
}

static guint
n_marked (Fixture *fx)
{
  return chimera_board_scene_get_power_change_count (chimera_board_view_get_scene (fx->board));
}

static void
test_zelig_power_marks (Fixture *fx, gconstpointer data)
{
  /* White zeligs on d1 (the queen) and d3 (a rook). */
  fixture_set_fen (fx, "zelig", "4k3/4p3/8/8/8/3Z4/4P3/3ZK3 w - - 0 1");
  g_assert_cmpuint (n_marked (fx), ==, 0);
  CePosition before = fx->pos;

  /* The queen leaves the d-file: d3 becomes the queen.  The mover is not
   * marked: its own insignia shows its new power. */
  CeMove m = show_move (fx, "d1c2");
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "d3"));
  g_assert_false (marked (fx, "c2"));
  g_assert_false (marked (fx, "d1"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  CePosition after = fx->pos;

  /* The same position shown again (the window refreshes when the computer
   * starts thinking) keeps the mark. */
  chimera_board_view_show_move (fx->board, m, &after);
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "d3"));

  /* Quiet pawn moves change no power and clear the mark. */
  show_move (fx, "e7e6");
  g_assert_cmpuint (n_marked (fx), ==, 0);
  g_assert_false (marked (fx, "d3"));
  show_move (fx, "e2e4");
  g_assert_cmpuint (n_marked (fx), ==, 0);

  /* Going back to the position after d1c2, with d1c2 as its last move, is
   * no move from the position shown: nothing is marked. */
  chimera_board_view_show_move (fx->board, m, &after);
  g_assert_cmpuint (n_marked (fx), ==, 0);

  /* From the position before, the same move legal there, but a board that
   * differs by more than the move (an extra black pawn): nothing. */
  chimera_board_view_show_position (fx->board, &before, CE_MOVE_NONE);
  g_assert_cmpuint (n_marked (fx), ==, 0);
  CePosition other;
  char err[CE_ERR_SIZE];
  g_assert_true (
    ce_position_from_fen (&other, fx->pos.v, "4k3/4p2p/8/8/8/3Z4/2Z1P3/4K3 b - - 1 1", err));
  chimera_board_view_show_move (fx->board, m, &other);
  g_assert_cmpuint (n_marked (fx), ==, 0);

  /* A new game marks nothing, nor does its first move. */
  chimera_board_view_show_move (fx->board, m, &after);
  fixture_set_fen (fx, "zelig", NULL);
  g_assert_cmpuint (n_marked (fx), ==, 0);
  show_move (fx, "e2e4");
  g_assert_cmpuint (n_marked (fx), ==, 0);
}

static void
test_zelig_power_marks_more (Fixture *fx, gconstpointer data)
{
  /* A capture changes the other side's powers: taking Black's queen on d8
   * makes the rook on d7 the queen; the capturing zelig is not marked. */
  fixture_set_fen (fx, "zelig", "Z2zk3/3z4/8/8/8/8/8/4K3 w - - 0 1");
  show_move (fx, "a8d8");
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "d7"));
  g_assert_false (marked (fx, "d8"));

  /* Castling: the h-file empties, so a3 becomes the a-file's second rook;
   * the partner (h1 to f1, now a bishop) is not marked. */
  fixture_set_fen (fx, "zelig", "4k3/8/8/8/8/Z7/8/Z3K2Z w K - 0 1");
  show_move (fx, "e1g1");
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "a3"));
  g_assert_false (marked (fx, "f1"));
  g_assert_false (marked (fx, "g1"));

  /* A power can fall too, and the keyboard cursor's label says so: a
   * zelig reaching the h-file takes the second rook from d2. */
  fixture_set_fen (fx, "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK1Z1 w - - 0 1");
  GtkWidget *widget = GTK_WIDGET (fx->board);
  gtk_widget_grab_focus (widget);
  GtkEventControllerKey *keys = find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY);
  press_key (keys, GDK_KEY_Left); /* shows the cursor on e1 */
  press_key (keys, GDK_KEY_Left);
  press_key (keys, GDK_KEY_Up);
  g_assert_cmpint (chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board)), ==,
                   square (fx, "d2"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "d2, white zelig rook");
  show_move (fx, "g1h3");
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "d2"));
  g_assert_false (marked (fx, "h3"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "d2, white zelig bishop, power just fell");
  gtk_test_widget_wait_for_draw (widget);
}

static void
test_zelig2_no_marks (Fixture *fx, gconstpointer data)
{
  /* Powers by file alone: the move that hands d3 the queen in Zelig Chess
   * changes nothing here, d3 was a queen already. */
  fixture_set_fen (fx, "zelig2", "4k3/8/8/8/8/3Z4/8/3ZK3 w - - 0 1");
  show_move (fx, "d1c2");
  g_assert_cmpuint (n_marked (fx), ==, 0);
  fixture_set_fen (fx, "zelig2", NULL);
  const char *moves[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      show_move (fx, moves[i]);
      g_assert_cmpuint (n_marked (fx), ==, 0);
    }
}

/* The public API the window, the eval bar and the rules gallery use: the
 * board's box and its margin, selecting a piece without a click, and the
 * two ways to show a position (a jump, or a move). */
static void
test_public_api (Fixture *fx, gconstpointer data)
{
  ChimeraBoardScene *scene = chimera_board_view_get_scene (fx->board);
  const char *variants[] = { "chess", "diagonal", "diamond" };
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      fixture_set_fen (fx, variants[i], NULL);
      graphene_rect_t board, box, all = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      double margin = -1;
      g_assert_true (chimera_board_view_get_board_bounds (fx->board, &board, &margin));
      const CeVariant *v = fx->pos.v;
      for (int k = 0; k < v->nsquares; k++)
        {
          g_assert_true (chimera_board_view_get_square_bounds (fx->board, v->squares[k], &box));
          if (k == 0)
            all = box;
          else
            graphene_rect_union (&all, &box, &all);
        }
      g_assert_cmpfloat_with_epsilon (board.origin.x, all.origin.x, 1e-3);
      g_assert_cmpfloat_with_epsilon (board.origin.y, all.origin.y, 1e-3);
      g_assert_cmpfloat_with_epsilon (board.size.width, all.size.width, 1e-3);
      g_assert_cmpfloat_with_epsilon (board.size.height, all.size.height, 1e-3);
      /* The room for the coordinates: a fraction of a square's side. */
      g_assert_true (chimera_board_view_get_square_bounds (fx->board, v->squares[0], &box));
      gboolean turned = g_str_equal (variants[i], "diagonal");
      double side = turned ? box.size.width / G_SQRT2 : box.size.width;
      g_assert_cmpfloat_with_epsilon (
        margin, side * (turned ? CHIMERA_BOARD_MARGIN_DIAGONAL : CHIMERA_BOARD_MARGIN), 1e-3);
    }
  /* The Diamond's Lake is no square. */
  graphene_rect_t box;
  g_assert_false (chimera_board_view_get_square_bounds (fx->board, square (fx, "e5"), &box));

  /* Selecting: a piece of the side to move only, with no move emitted. */
  fixture_set_fen (fx, "chess", NULL);
  g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "g1")));
  g_assert_cmpint (chimera_board_scene_get_selected (scene), ==, square (fx, "g1"));
  g_assert_true (chimera_board_scene_is_target (scene, square (fx, "f3")));
  g_assert_false (chimera_board_view_select_square (fx->board, square (fx, "g8")));
  g_assert_false (chimera_board_view_select_square (fx->board, square (fx, "e4")));
  g_assert_cmpint (chimera_board_scene_get_selected (scene), ==, square (fx, "g1"));
  g_assert_cmpuint (fx->emitted, ==, 0);
  click_square (fx, "f3");
  assert_emitted (fx, "g1f3");

  /* A jump marks no power; a move does. */
  fixture_set_fen (fx, "zelig", "4k3/4p3/8/8/8/3Z4/4P3/3ZK3 w - - 0 1");
  CePosition before = fx->pos;
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&fx->pos, "d1c2", &m, err));
  CeUndo u;
  ce_make (&fx->pos, m, &u);
  chimera_board_view_show_position (fx->board, &fx->pos, m);
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (scene), ==, 0);
  g_assert_cmpuint (chimera_board_scene_get_last_move (scene), ==, m);
  chimera_board_view_show_position (fx->board, &before, CE_MOVE_NONE);
  chimera_board_view_show_move (fx->board, m, &fx->pos);
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (scene), ==, 1);
  g_assert_true (marked (fx, "d3"));
  /* Shown again as a jump (the window refreshes): the mark stays. */
  chimera_board_view_show_position (fx->board, &fx->pos, m);
  g_assert_true (marked (fx, "d3"));
  g_assert_true (chimera_board_view_get_position (fx->board) != NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
}

/* With animations on, the mark pulses once and then stays. */
static void
test_zelig_power_pulse (Fixture *fx, gconstpointer data)
{
  chimera_board_view_set_animate (fx->board, TRUE);
  fixture_set_fen (fx, "zelig", "4k3/8/8/8/8/3Z4/8/3ZK3 w - - 0 1");
  CeMove m = show_move (fx, "d1c2");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
  /* The window showing it again must not restart or end anything. */
  chimera_board_view_show_move (fx->board, m, &fx->pos);
  gint64 end = g_get_monotonic_time () + 1200 * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (n_marked (fx), ==, 1);
  g_assert_true (marked (fx, "d3"));
  chimera_board_view_set_animate (fx->board, FALSE);
  g_assert_cmpuint (n_marked (fx), ==, 1);
}

/* ---- Accessible cells ---- */

/* The board's children with role GRID_CELL; each must leave pointer input
 * and focus to the board. */
static guint
count_cells (Fixture *fx)
{
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (fx->board)); c;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_test_accessible_has_role (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_ROLE_GRID_CELL))
      {
        g_assert_false (gtk_widget_get_can_target (c));
        g_assert_false (gtk_widget_get_focusable (c));
        n++;
      }
  return n;
}

static GtkWidget *
cell (Fixture *fx, const char *name)
{
  GtkWidget *c = chimera_board_view_get_cell (fx->board, square (fx, name));
  g_assert_nonnull (c);
  g_assert_true (gtk_widget_get_parent (c) == GTK_WIDGET (fx->board));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_ROLE_GRID_CELL);
  return c;
}

static void
assert_cell_label (Fixture *fx, const char *name, const char *label)
{
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell (fx, name)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/* The cell lies over its square (its centre inside, about a square big) and
 * a pick there finds the board, not the cell. */
static void
assert_cell_placed (Fixture *fx, const char *name)
{
  GtkWidget *board = GTK_WIDGET (fx->board);
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (fx->board, square (fx, name), &x, &y));
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (cell (fx, name), board, &r));
  g_assert_true (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT (x, y)));
  g_assert_cmpfloat (fabs (r.size.width - r.size.height), <=, 1);
  g_assert_cmpfloat (fabs (x - (r.origin.x + r.size.width / 2)), <=, 1);
  g_assert_cmpfloat (fabs (y - (r.origin.y + r.size.height / 2)), <=, 1);
  g_assert_cmpfloat (r.size.width, >, 20);
  g_assert_true (gtk_widget_pick (board, x, y, GTK_PICK_DEFAULT) == board);
}

/* The cells come in the board's reading order as seen: the top row first,
 * left to right (on the turned board, by its own rows and files). */
static void
assert_reading_order (Fixture *fx)
{
  const CeVariant *v = fx->pos.v;
  gboolean flipped = chimera_board_view_get_flipped (fx->board);
  GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (fx->board));
  for (int row = 0; row < v->ranks; row++)
    for (int col = 0; col < v->files; col++)
      {
        int rank = flipped ? row : v->ranks - 1 - row;
        int file = flipped ? v->files - 1 - col : col;
        int sq = CE_SQ (file, rank);
        if (!v->on_board[sq])
          continue;
        while (c
               && !gtk_test_accessible_has_role (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_ROLE_GRID_CELL))
          c = gtk_widget_get_next_sibling (c);
        g_assert_nonnull (c);
        g_assert_true (c == chimera_board_view_get_cell (fx->board, sq));
        c = gtk_widget_get_next_sibling (c);
      }
  for (; c; c = gtk_widget_get_next_sibling (c))
    g_assert_false (
      gtk_test_accessible_has_role (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_ROLE_GRID_CELL));
}

/* Turned and back: cells in reading order, each over its square and named
 * for it. */
static void
assert_turns (Fixture *fx, const char *far, const char *far_label)
{
  for (int flipped = 1; flipped >= 0; flipped--)
    {
      chimera_board_view_set_flipped (fx->board, flipped);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
      assert_reading_order (fx);
      assert_cell_placed (fx, far);
      assert_cell_label (fx, far, far_label);
    }
}

static void
test_cells (Fixture *fx, gconstpointer data)
{
  GtkWidget *board = GTK_WIDGET (fx->board);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_ROLE_GRID);
  g_assert_cmpuint (count_cells (fx), ==, 64);
  assert_cell_label (fx, "e2", "e2, white pawn");
  assert_cell_label (fx, "e4", "e4, empty");
  assert_cell_label (fx, "g8", "g8, black knight");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (cell (fx, "e2")), GTK_ACCESSIBLE_STATE_SELECTED,
                                    FALSE);
  assert_cell_placed (fx, "e2");
  assert_cell_placed (fx, "h8");
  /* The board's own label and active cell follow the cursor. */
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (board),
                                       GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, cell (fx, "e1"));

  click_square (fx, "e2");
  assert_cell_label (fx, "e2", "e2, white pawn, selected");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (cell (fx, "e2")), GTK_ACCESSIBLE_STATE_SELECTED,
                                    TRUE);
  assert_cell_label (fx, "e4", "e4, empty, legal target");
  assert_cell_label (fx, "e3", "e3, empty, legal target");
  assert_cell_label (fx, "e5", "e5, empty");
  /* A click on the cell's square still reaches the board. */
  click_square (fx, "e4");
  assert_emitted (fx, "e2e4");
  assert_cell_label (fx, "e2", "e2, white pawn");
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (cell (fx, "e2")), GTK_ACCESSIBLE_STATE_SELECTED,
                                    FALSE);
  assert_cell_label (fx, "e4", "e4, empty");

  /* The labels follow the position shown. */
  GtkWidget *e2 = cell (fx, "e2");
  show_move (fx, "e2e4");
  g_assert_true (cell (fx, "e2") == e2); /* same variant: same cells */
  assert_cell_label (fx, "e2", "e2, empty, last move");
  assert_cell_label (fx, "e4", "e4, white pawn, last move");
  assert_cell_label (fx, "e7", "e7, black pawn");

  /* Flipped, the cells move with their squares. */
  assert_reading_order (fx);
  chimera_board_view_set_flipped (fx->board, TRUE);
  gtk_test_widget_wait_for_draw (board);
  assert_cell_placed (fx, "e2");
  assert_cell_placed (fx, "a8");
  assert_cell_label (fx, "e2", "e2, empty, last move");
  chimera_board_view_set_flipped (fx->board, FALSE);
  assert_turns (fx, "a8", "a8, black rook");

  /* Another variant: the old cells go, new ones come, one per square. */
  g_object_add_weak_pointer (G_OBJECT (e2), (gpointer *) &e2);
  fixture_set_fen (fx, "zigzag", NULL);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_null (e2);
  g_assert_cmpuint (count_cells (fx), ==, 100);
  gtk_test_widget_wait_for_draw (board);
  assert_cell_placed (fx, "a1");
  assert_cell_placed (fx, "j10");
  assert_cell_label (fx, "e4", "e4, empty");

  fixture_set_fen (fx, "diamond", NULL);
  g_assert_cmpuint (count_cells (fx), ==, 40);
  /* Neither the Lake nor the cut-off corners are cells. */
  g_assert_null (chimera_board_view_get_cell (fx->board, square (fx, "e5")));
  g_assert_null (chimera_board_view_get_cell (fx->board, square (fx, "a1")));
  gtk_test_widget_wait_for_draw (board);
  assert_cell_placed (fx, "e1");
  assert_cell_placed (fx, "d5");
  assert_cell_label (fx, "d3", "d3, white pawn");
  click_square (fx, "d3");
  assert_cell_label (fx, "d5", "d5, empty, legal target");
  assert_reading_order (fx);
  assert_turns (fx, "e9", "e9, black king");

  fixture_set_fen (fx, "diagonal", NULL);
  g_assert_cmpuint (count_cells (fx), ==, 64);
  gtk_test_widget_wait_for_draw (board);
  assert_cell_placed (fx, "a1");
  assert_cell_placed (fx, "d5");
  assert_cell_placed (fx, "h8");
  /* The cells say the Diagonal board's special squares (issue 23). */
  assert_cell_label (fx, "e1", "e1, white pawn, promotion square for Black");
  assert_reading_order (fx);
  assert_turns (fx, "h8", "h8, black king, a white pawn reaching it wins");
  click_move (fx, "e1", "f2", "e1f2");
}

/* The coordinates are text: at the desktop's larger text (gtk-xft-dpi)
 * they grow too, within the margin that holds them. */
static void
test_coordinates_text_scale (Fixture *fx, gconstpointer data)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (fx->board));
  int dpi;
  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024, NULL);
  double plain = _chimera_board_view_label_px (fx->board);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 3 / 2, NULL);
  double large = _chimera_board_view_label_px (fx->board);
  g_object_set (settings, "gtk-xft-dpi", 96 * 1024 * 4, NULL);
  double huge = _chimera_board_view_label_px (fx->board);
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
  graphene_rect_t box;
  g_assert_true (chimera_board_view_get_square_bounds (fx->board, square (fx, "e4"), &box));
  double square = box.size.width;
  g_test_message ("square %.1f px: coordinates %.1f, %.1f, %.1f px", square, plain, large, huge);
  g_assert_cmpfloat_with_epsilon (plain, square * 0.25, 1e-6);
  g_assert_cmpfloat_with_epsilon (large, square * 0.375, 1e-6);
  g_assert_cmpfloat_with_epsilon (huge, square * 0.4, 1e-6); /* the margin's room */
}

/* The colour drawn at the middle of square `name`, as 0xRRGGBB, from the
 * board as it is shown now (rendered with GTK's cairo renderer). */
static guint32
square_colour (Fixture *fx, const char *name)
{
  GtkWidget *w = GTK_WIDGET (fx->board);
  GtkSnapshot *snap = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (w)->snapshot (w, snap);
  g_autoptr (GskRenderNode) node = gtk_snapshot_free_to_node (snap);
  int width = gtk_widget_get_width (w), height = gtk_widget_get_height (w);
  cairo_surface_t *img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (img);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (img);
  graphene_rect_t box;
  g_assert_true (chimera_board_view_get_square_bounds (fx->board, square (fx, name), &box));
  /* A corner of the square, away from the piece and its marks. */
  int x = (int) (box.origin.x + box.size.width * 0.08),
      y = (int) (box.origin.y + box.size.height * 0.08);
  const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (img)
                                          + y * cairo_image_surface_get_stride (img));
  guint32 c = row[x] & 0xffffff;
  cairo_surface_destroy (img);
  return c;
}

/* The desktop's High Contrast makes the board high-contrast too, whatever
 * its theme: white and grey squares, and back when it is off. */
static void
test_high_contrast (Fixture *fx, gconstpointer data)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  guint32 wooden = square_colour (fx, "a8");
  /* What libadwaita reads without the settings portal (the tests' case). */
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema
    = source ? g_settings_schema_source_lookup (source, "org.gnome.desktop.a11y.interface", TRUE)
             : NULL;
  if (!schema)
    {
      g_test_skip ("no org.gnome.desktop.a11y.interface schema to switch High Contrast with");
      return;
    }
  g_autoptr (GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  if (!adw_style_manager_get_high_contrast (style))
    {
      g_settings_reset (a11y, "high-contrast");
      g_test_skip ("libadwaita does not follow the desktop's High Contrast here");
      return;
    }
  guint32 light = square_colour (fx, "a8"), dark = square_colour (fx, "a1");
  g_test_message ("a8 %06x -> %06x, a1 %06x", wooden, light, dark);
  g_assert_cmphex (light, ==, 0xffffff);
  g_assert_cmphex (dark, ==, 0x969696);
  save_png (GTK_WIDGET (fx->window), "board-high-contrast.png");
  g_settings_reset (a11y, "high-contrast");
  g_assert_false (adw_style_manager_get_high_contrast (style));
  g_assert_cmphex (square_colour (fx, "a8"), ==, wooden);
}

int
main (int argc, char **argv)
{
  /* The "test" accessibility backend keeps the properties the widget sets
   * (so the tests can read its labels) and needs no session bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
#define ADD(name, fn) \
  g_test_add ("/ui/board-view/" name, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("chess-click", test_chess_click);
  ADD ("reselect-and-illegal", test_reselect_and_illegal);
  ADD ("diagonal", test_diagonal);
  ADD ("diamond", test_diamond);
  ADD ("zigzag-drop", test_zigzag_drop);
  ADD ("diagonal-promotion", test_diagonal_promotion);
  ADD ("zigzag-castle-choice", test_zigzag_castle_choice);
  ADD ("drag", test_drag);
  ADD ("keyboard", test_keyboard);
  ADD ("piece-cache", test_piece_cache_reuse);
  ADD ("animation", test_animation);
  ADD ("zelig-power-marks", test_zelig_power_marks);
  ADD ("zelig-power-marks-more", test_zelig_power_marks_more);
  ADD ("zelig2-no-marks", test_zelig2_no_marks);
  ADD ("zelig-power-pulse", test_zelig_power_pulse);
  ADD ("cells", test_cells);
  ADD ("public-api", test_public_api);
  ADD ("coordinates-text-scale", test_coordinates_text_scale);
  ADD ("high-contrast", test_high_contrast);
#undef ADD
  return g_test_run ();
}
