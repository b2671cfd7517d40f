/* SPDX-License-Identifier: GPL-3.0-or-later
 * The side panel's move list follows the game row by row: a move adds one
 * button and leaves the others (the same widgets, their SAN not written
 * again), undo removes only the moves taken back, redo brings them back,
 * and viewing an earlier ply moves the "viewed" mark.
 */
#include "config.h"

#include "side-panel.h"
#include "notation.h"
#include "play.h"

#include <adwaita.h>

static void
collect (GtkWidget *root, GType type, const char *css_class, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && (!css_class || gtk_widget_has_css_class (c, css_class)))
        g_ptr_array_add (out, c);
      collect (c, type, css_class, out);
    }
}

/* The move buttons in list order. */
static GPtrArray *
move_buttons (ChimeraSidePanel *panel)
{
  GPtrArray *out = g_ptr_array_new ();
  collect (GTK_WIDGET (panel), GTK_TYPE_BUTTON, "move", out);
  return out;
}

static GtkListBox *
move_list (ChimeraSidePanel *panel)
{
  g_autoptr (GPtrArray) lists = g_ptr_array_new ();
  collect (GTK_WIDGET (panel), GTK_TYPE_LIST_BOX, "boxed-list", lists);
  /* The analysis panel's lines are a list too. */
  for (guint i = 0; i < lists->len; i++)
    if (!gtk_widget_has_css_class (g_ptr_array_index (lists, i), "analysis-lines"))
      return g_ptr_array_index (lists, i);
  g_assert_not_reached ();
}

static int
n_rows (ChimeraSidePanel *panel)
{
  int n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (move_list (panel))); c;
       c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_LIST_BOX_ROW (c);
  return n;
}

/* The labels of the buttons, and which one is marked viewed ("*"). */
static char *
describe (ChimeraSidePanel *panel)
{
  g_autoptr (GPtrArray) buttons = move_buttons (panel);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);
      g_string_append_printf (s, "%s%s%s", i ? " " : "", gtk_button_get_label (GTK_BUTTON (b)),
                              gtk_widget_has_css_class (b, "viewed") ? "*" : "");
    }
  return g_string_free (s, FALSE);
}

static gboolean
has_none_label (ChimeraSidePanel *panel)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  collect (GTK_WIDGET (move_list (panel)), GTK_TYPE_LABEL, NULL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (gtk_label_get_label (g_ptr_array_index (labels, i)), "No moves yet"))
      return TRUE;
  return FALSE;
}

#define assert_list(panel, expected)         \
  G_STMT_START                               \
  {                                          \
    g_autofree char *got = describe (panel); \
    g_assert_cmpstr (got, ==, expected);     \
  }                                          \
  G_STMT_END

static void
test_row_by_row (void)
{
  ChimeraSidePanel *panel = g_object_ref_sink (g_object_new (CHIMERA_TYPE_SIDE_PANEL, NULL));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_side_panel_set_game (panel, game);
  assert_list (panel, "");
  g_assert_true (has_none_label (panel));
  g_assert_cmpint (n_rows (panel), ==, 1);

  play_move (game, "e2e4");
  play_move (game, "e7e5");
  play_move (game, "g1f3");
  assert_list (panel, "e4 e5 Nf3*");
  g_assert_false (has_none_label (panel));
  g_assert_cmpint (n_rows (panel), ==, 2);
  g_autoptr (GPtrArray) before = move_buttons (panel);
  for (guint i = 0; i < before->len; i++)
    g_object_ref (g_ptr_array_index (before, i));
  g_ptr_array_set_free_func (before, g_object_unref);

  /* A move adds its button; the others are the very same widgets, so
   * their SAN was not written again. */
  play_move (game, "b8c6");
  assert_list (panel, "e4 e5 Nf3 Nc6*");
  g_autoptr (GPtrArray) after = move_buttons (panel);
  for (guint i = 0; i < before->len; i++)
    g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));

  /* Viewing an earlier ply moves only the mark. */
  chimera_game_set_view (game, 1);
  assert_list (panel, "e4* e5 Nf3 Nc6");
  chimera_game_set_view (game, 0);
  assert_list (panel, "e4 e5 Nf3 Nc6");
  chimera_game_set_view (game, -1);
  assert_list (panel, "e4 e5 Nf3 Nc6*");

  /* Undo takes away only the moves taken back, redo brings them back. */
  g_assert_true (chimera_game_undo (game));
  assert_list (panel, "e4 e5 Nf3*");
  g_assert_true (chimera_game_undo (game));
  assert_list (panel, "e4 e5*");
  g_assert_cmpint (n_rows (panel), ==, 1);
  g_assert_true (chimera_game_redo (game));
  assert_list (panel, "e4 e5 Nf3*");
  g_autoptr (GPtrArray) redone = move_buttons (panel);
  for (guint i = 0; i < 2; i++)
    g_assert_true (g_ptr_array_index (redone, i) == g_ptr_array_index (before, i));

  /* A different move over a taken-back one. */
  g_assert_true (chimera_game_undo (game));
  play_move (game, "d2d4");
  assert_list (panel, "e4 e5 d4*");

  while (chimera_game_undo (game))
    ;
  assert_list (panel, "");
  g_assert_true (has_none_label (panel));
  g_assert_cmpint (n_rows (panel), ==, 1);

  g_object_unref (panel);
}

/* A game that starts with Black to move opens its first row with "…". */
static void
test_black_first (void)
{
  ChimeraSidePanel *panel = g_object_ref_sink (g_object_new (CHIMERA_TYPE_SIDE_PANEL, NULL));
  CePosition pos;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (&pos, ce_variant_get ("chess"),
                                       "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                                       err));
  g_autoptr (ChimeraGame) game = chimera_game_new_from_position (&pos, 0, 0);
  chimera_side_panel_set_game (panel, game);
  play_move (game, "e7e5");
  play_move (game, "g1f3");
  assert_list (panel, "e5 Nf3*");
  g_assert_cmpint (n_rows (panel), ==, 2);
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_undo (game));
  g_assert_cmpint (n_rows (panel), ==, 1);
  g_assert_true (has_none_label (panel));
  g_object_unref (panel);
}

/* Every move button's left edge and width, relative to the panel. */
static void
button_bounds (ChimeraSidePanel *panel, GArray *x, GArray *width)
{
  g_autoptr (GPtrArray) buttons = move_buttons (panel);
  g_array_set_size (x, 0);
  g_array_set_size (width, 0);
  for (guint i = 0; i < buttons->len; i++)
    {
      graphene_rect_t r;
      g_assert_true (
        gtk_widget_compute_bounds (g_ptr_array_index (buttons, i), GTK_WIDGET (panel), &r));
      g_array_append_val (x, r.origin.x);
      g_array_append_val (width, r.size.width);
    }
}

/* White's moves and Black's stand in straight columns of one width
 * whatever their text ("Nf3" beside "e4"), a lone White move too, also
 * after Black's move beside it is taken back. */
static void
test_columns (void)
{
  GtkWidget *window = gtk_window_new ();
  ChimeraSidePanel *panel = g_object_new (CHIMERA_TYPE_SIDE_PANEL, NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_set_default_size (GTK_WINDOW (window), 420, 700);
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_side_panel_set_game (panel, game);
  gtk_window_present (GTK_WINDOW (window));
  const char *moves[] = { "g1f3", "e7e5", "e2e4", "b8c6", "d2d4" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play_move (game, moves[i]);
  g_autoptr (GArray) x = g_array_new (FALSE, FALSE, sizeof (float));
  g_autoptr (GArray) width = g_array_new (FALSE, FALSE, sizeof (float));
  for (int undone = 0; undone <= 2; undone++)
    {
      gtk_test_widget_wait_for_draw (window);
      button_bounds (panel, x, width);
      g_assert_cmpuint (x->len, ==, G_N_ELEMENTS (moves) - (guint) undone);
      for (guint i = 0; i < x->len; i++)
        {
          g_test_message ("%u: x %.0f width %.0f", i, g_array_index (x, float, i),
                          g_array_index (width, float, i));
          g_assert_cmpfloat (g_array_index (x, float, i), ==, g_array_index (x, float, i % 2));
          g_assert_cmpfloat (g_array_index (width, float, i), ==, g_array_index (width, float, 0));
        }
      g_assert_cmpfloat (g_array_index (x, float, 1), >, g_array_index (x, float, 0));
      g_assert_true (chimera_game_undo (game));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The label of the notes row after the row of the first move, NULL if
 * there is none. */
static GtkLabel *
notes_label (ChimeraSidePanel *panel)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  collect (GTK_WIDGET (move_list (panel)), GTK_TYPE_LABEL, "move-notes", labels);
  return labels->len ? g_ptr_array_index (labels, 0) : NULL;
}

/* The tree in the list: NAG symbols on the moves, comments and
 * variations in a row after their move's row, each move a link to its
 * node; the node shown in a variation bold there, no main move marked. */
static void
test_variations_and_comments (void)
{
  ChimeraSidePanel *panel = g_object_ref_sink (g_object_new (CHIMERA_TYPE_SIDE_PANEL, NULL));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_side_panel_set_game (panel, game);
  play (game, "e2e4 e7e5 g1f3");
  g_assert_null (notes_label (panel));
  const CeTree *t = chimera_game_get_tree (game);
  chimera_game_toggle_nag (game, ce_tree_mainline_node (t, 1), 1);
  assert_list (panel, "e4! e5 Nf3*");
  chimera_game_set_view (game, 1);
  CePosition pos = *chimera_game_get_viewed_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "c7c5", &m, err));
  CeNodeId c5 = chimera_game_play_at_view (game, m);
  chimera_game_set_node_comment (game, c5, "Sharp & good");
  GtkLabel *notes = notes_label (panel);
  g_assert_nonnull (notes);
  const char *markup = gtk_label_get_label (notes);
  g_assert_nonnull (strstr (markup, "(1… <a href="));
  g_assert_nonnull (strstr (markup, "<b>c5</b>"));
  g_assert_nonnull (strstr (markup, "<i>Sharp &amp; good</i>)"));
  assert_list (panel, "e4! e5 Nf3");
  /* A click on a link shows that node. */
  chimera_game_set_view (game, -1);
  g_autofree char *uri = g_strdup_printf ("%d", (int) c5);
  gboolean handled = FALSE;
  g_signal_emit_by_name (notes_label (panel), "activate-link", uri, &handled);
  g_assert_true (handled);
  g_assert_cmpint (chimera_game_get_viewed_node (game), ==, c5);
  /* Deleted, the row goes. */
  g_assert_true (chimera_game_delete_variation (game, c5));
  g_assert_null (notes_label (panel));
  g_object_unref (panel);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/side-panel/row-by-row", test_row_by_row);
  g_test_add_func ("/side-panel/black-first", test_black_first);
  g_test_add_func ("/side-panel/columns", test_columns);
  g_test_add_func ("/side-panel/variations-and-comments", test_variations_and_comments);
  return g_test_run ();
}
