/* SPDX-License-Identifier: GPL-3.0-or-later
 * Every piece in words on the board: for every piece type of every variant,
 * the tooltip and the accessible cell give its name and how it moves; a
 * zelig says its power and why; the promotion chooser names its pieces.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "board-painter-zelig.h"
#include "board-view-private.h"
#include "every-piece.h"
#include "variant-words.h"
#include "notation.h"
#include "move-reason.h"
#include "piece-describe.h"
#include "play.h"
#include "screenshot.h"
#include "side-panel.h"
#include "widget-test.h"

typedef struct
{
  GtkWidget *window;
  ChimeraBoardView *board;
  CePosition pos;
  int longest, widest, most_lines, wrapped; /* of the tooltips laid out */
} Fixture;

static void
fixture_setup (Fixture *fx, gconstpointer data)
{
  memset (fx, 0, sizeof *fx);
  fx->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 640, 640);
  fx->board = CHIMERA_BOARD_VIEW (chimera_board_view_new ());
  chimera_board_view_set_animate (fx->board, FALSE);
  gtk_window_set_child (GTK_WINDOW (fx->window), GTK_WIDGET (fx->board));
  ce_position_start (&fx->pos, ce_variant_get ("chess"));
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  gtk_window_present (GTK_WINDOW (fx->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
}

static void
fixture_teardown (Fixture *fx, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fx->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
show (Fixture *fx, const char *variant, const char *fen)
{
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&fx->pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
}

static int
square (Fixture *fx, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (fx->pos.v, name, &sq), >, 0);
  return sq;
}

/* The tooltip over the centre of `sq`, as the board gives it. */
static char *
tooltip_at (Fixture *fx, int sq)
{
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (fx->board, sq, &x, &y));
  int at = -1;
  char *markup = _chimera_board_view_tooltip (fx->board, x, y, FALSE, &at);
  g_assert_cmpint (at, ==, sq);
  return markup;
}

static gboolean
contains_folded (const char *text, const char *part)
{
  g_autofree char *a = g_utf8_casefold (text, -1);
  g_autofree char *b = g_utf8_casefold (part, -1);
  return strstr (a, b) != NULL;
}

/* The piece on `sq` of the board's position, in the tooltip and the cell's
 * name and description (the words themselves are
 * tests/model/test-piece-describe.c's). */
static void
check_piece (Fixture *fx, int sq)
{
  const CePosition *pos = chimera_board_view_get_position (fx->board);
  CePiece p = pos->board[sq];
  int t = CE_TYPE (p);
  const char *title = chimera_piece_type_title (pos->v, t);
  const char *moves = chimera_piece_type_moves (pos->v, t);
  const char *named = chimera_piece_type_with_color (pos->v, t, CE_COLOR (p));
  g_test_message ("%s: %s", pos->v->def->id, named);
  g_assert_nonnull (moves);
  g_assert_cmpint (strlen (moves), >, 10);

  g_autofree char *tip = tooltip_at (fx, sq);
  g_assert_nonnull (tip);
  g_assert_true (contains_folded (tip, title));
  g_assert_true (contains_folded (tip, named));
  g_autofree char *moves_markup = g_markup_escape_text (moves, -1);
  g_assert_nonnull (strstr (tip, moves_markup));
  /* Valid markup: a tooltip would show nothing otherwise. */
  g_assert_true (pango_parse_markup (tip, -1, 0, NULL, NULL, NULL, NULL));

  /* The accessible cell: its name says the piece, its description how it
   * moves. */
  GtkWidget *cell = chimera_board_view_get_cell (fx->board, sq);
  g_assert_nonnull (cell);
  char name[8];
  ce_square_name (sq, name);
  /* After the piece, what the square is (issue 23: a flag or promotion
   * square of the Diagonal and Diamond boards). */
  g_autofree char *facts = chimera_square_facts (pos, sq);
  g_autofree char *label = g_strdup_printf ("%s, %s%s", name, named, facts);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, label);
  g_autofree char *description = chimera_piece_describe_moves (pos, sq);
  g_assert_nonnull (strstr (description, moves));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       description);
}

/* Shows `pos` on the fixture's board and checks its piece on `sq`. */
static void
show_and_check (const CePosition *pos, int sq, gpointer fx)
{
  chimera_board_view_show_position (((Fixture *) fx)->board, pos, CE_MOVE_NONE);
  check_piece (fx, sq);
}

/* Every piece (for_every_piece), on the board. */
static void
test_every_piece (Fixture *fx, gconstpointer data)
{
  g_assert_cmpint (for_every_piece (show_and_check, fx), >, 40);
}

static void
test_zigzag_tooltip (Fixture *fx, gconstpointer data)
{
  ce_position_start (&fx->pos, ce_variant_get ("zigzag"));
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  g_autofree char *tip = tooltip_at (fx, square (fx, "g1"));
  g_assert_true (g_str_has_prefix (tip, "<b>White ZigZag Rook</b>\n"));
  g_assert_nonnull (strstr (tip, "One square diagonally, then two or more straight on"));
  /* Nothing over an empty square. */
  int at;
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (fx->board, square (fx, "e5"), &x, &y));
  g_assert_null (_chimera_board_view_tooltip (fx->board, x, y, FALSE, &at));
  /* With the keyboard, the cursor's piece. */
  chimera_board_scene_move_cursor (chimera_board_view_get_scene (fx->board), 0, 0);
  int cursor = chimera_board_scene_get_cursor (chimera_board_view_get_scene (fx->board));
  g_autofree char *keyboard = _chimera_board_view_tooltip (fx->board, 0, 0, TRUE, &at);
  g_assert_cmpint (at, ==, cursor);
  g_autofree char *expected = chimera_piece_describe_markup (&fx->pos, cursor);
  g_assert_cmpstr (keyboard, ==, expected);
}

/* A zelig's reason in the tooltip (in italics) and in the cell's
 * description; every reason's words are tests/model/test-piece-describe.c's. */
static void
test_zelig_reasons (Fixture *fx, gconstpointer data)
{
  show (fx, "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
  g_autofree char *a1 = tooltip_at (fx, square (fx, "a1"));
  g_assert_nonnull (strstr (a1, "<i>Rook: the nearest zelig on the a-file</i>"));
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (chimera_board_view_get_cell (fx->board, square (fx, "d2"))),
    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
    "A bishop now: slides any distance diagonally. Its power changes with the square it stands "
    "on. Bishop: the next zelig on the d-file after d1; White has two rooks already.");
}

static int
type_named (Fixture *fx, const char *name)
{
  int t = ce_variant_type_named (fx->pos.v, name);
  g_assert_cmpint (t, >, 0);
  return t;
}

/* A selected zelig shows, on each target, the power it would have there:
 * the rook on a1 becomes a knight on b1, a bishop on c1, the queen on d1
 * (the nearest zelig on the d-file) and stays a rook up the a-file. */
static void
test_target_powers (Fixture *fx, gconstpointer data)
{
  show (fx, "zelig", "4k3/8/8/8/8/8/8/Z3K2Z w - - 0 1");
  ChimeraBoardScene *scene = chimera_board_view_get_scene (fx->board);
  g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "a1")));
  guint8 powers[CE_NSQ];
  int n = chimera_zelig_target_powers (&fx->pos, chimera_board_scene_get_legal (scene),
                                       square (fx, "a1"), powers);
  g_assert_cmpint (n, ==, 3 + 7);
  g_assert_cmpint (powers[square (fx, "b1")], ==, type_named (fx, "zelig knight"));
  g_assert_cmpint (powers[square (fx, "c1")], ==, type_named (fx, "zelig bishop"));
  g_assert_cmpint (powers[square (fx, "d1")], ==, type_named (fx, "zelig queen"));
  g_assert_cmpint (powers[square (fx, "a8")], ==, type_named (fx, "zelig rook"));
  g_assert_cmpint (powers[square (fx, "b2")], ==, 0);
  for (int sq = 0; sq < CE_NSQ; sq++)
    g_assert_cmpint (powers[sq] != 0, ==, chimera_board_scene_is_target (scene, sq));
  /* The letters drawn, in the user's language. */
  g_autofree char *q = chimera_zelig_power_letter (fx->pos.v, type_named (fx, "zelig queen"));
  g_assert_cmpstr (q, ==, "Q");
  /* Not a zelig: nothing. */
  show (fx, "zelig", "4k3/8/8/8/8/8/4P3/Z3K2Z w - - 0 1");
  g_assert_cmpint (chimera_zelig_target_powers (&fx->pos, chimera_board_scene_get_legal (scene),
                                                square (fx, "e2"), powers),
                   ==, 0);
  /* In M-Chess the file alone decides. */
  show (fx, "mchess", "4k3/8/8/8/8/8/8/Z3K3 w - - 0 1");
  chimera_zelig_target_powers (&fx->pos, chimera_board_scene_get_legal (scene), square (fx, "a1"),
                               powers);
  g_assert_cmpint (powers[square (fx, "d1")], ==, type_named (fx, "zelig queen"));
  g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "a1")));
  save_png (GTK_WIDGET (fx->board), "zelig-target-powers.png");
}

/* The promotion chooser names its pieces under them, in tooltips and for
 * screen readers. */
static void
test_chooser_labels (Fixture *fx, gconstpointer data)
{
  show (fx, "zigzag", "5k4/1P8/10/10/10/10/10/10/10/5K4[] w - - 0 1");
  ChimeraBoardScene *scene = chimera_board_view_get_scene (fx->board);
  g_assert_true (chimera_board_view_click_square (fx->board, square (fx, "b9")));
  g_assert_true (chimera_board_view_click_square (fx->board, square (fx, "b10")));
  guint n = chimera_board_scene_get_choice_count (scene);
  g_assert_cmpuint (n, ==, 7);
  /* The choices now: the popover may close by itself once it loses the
   * focus to another test's window, and take them with it. */
  int types[8];
  for (guint k = 0; k < n; k++)
    types[k] = ce_move_type (chimera_board_scene_get_choice (scene, k));
  GtkWidget *popover = fx->board->chooser.popover;
  GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (popover));
  guint i = 0;
  gboolean zigzag_rook = FALSE;
  for (GtkWidget *button = gtk_widget_get_first_child (box); button;
       button = gtk_widget_get_next_sibling (button), i++)
    {
      g_assert_cmpuint (i, <, n);
      int t = types[i];
      const char *title = chimera_piece_type_title (fx->pos.v, t);
      /* The visible label under the piece. */
      GtkWidget *vbox = gtk_button_get_child (GTK_BUTTON (button));
      GtkWidget *label = gtk_widget_get_last_child (vbox);
      g_assert_true (GTK_IS_LABEL (label));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, title);
      g_assert_true (gtk_widget_get_visible (label));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           title);
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                           chimera_piece_type_moves (fx->pos.v, t));
      const char *tip = gtk_widget_get_tooltip_text (button);
      g_assert_nonnull (strstr (tip, title));
      zigzag_rook |= g_str_equal (title, "ZigZag Rook");
    }
  if (gtk_widget_get_mapped (popover))
    save_png (popover, "chooser-zigzag.png");
  g_assert_cmpuint (i, ==, n);
  g_assert_true (zigzag_rook);
  chimera_board_scene_close_choices (scene, TRUE);
}

/* In the window: the message line names the zeligs a move changed, and
 * the piece the keyboard cursor moves onto. */
static void
test_window_messages (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraSidePanel *panel = template_child (win, CHIMERA_TYPE_WINDOW, "side_panel");
  g_autoptr (ChimeraGame) game
    = show_game (win, "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", 0, 0);
  play (game, "h1g1");
  g_assert_cmpstr (chimera_side_panel_get_message (panel), ==, "Power changed: d2 Rook");
  save_png (GTK_WIDGET (win), "window-power-changed.png");
  /* The next move, which changes no power, says nothing. */
  play (game, "e8f8");
  g_assert_null (chimera_side_panel_get_message (panel));

  ChimeraBoardView *board = chimera_window_get_board (win);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
  /* Shown (on the king), then four squares left: a1. */
  chimera_board_scene_move_cursor (scene, 0, 0);
  for (int i = 0; i < 4; i++)
    chimera_board_scene_move_cursor (scene, -1, 0);
  int cursor = chimera_board_scene_get_cursor (scene);
  g_assert_cmpint (cursor, ==, CE_SQ (0, 0));
  char name[8];
  ce_square_name (cursor, name);
  g_test_message ("%s", chimera_side_panel_get_message (panel));
  g_autofree char *want = g_strdup_printf ("%s: White zelig rook. A rook now:", name);
  g_assert_true (g_str_has_prefix (chimera_side_panel_get_message (panel), want));
  g_assert_nonnull (
    strstr (chimera_side_panel_get_message (panel), "Rook: the nearest zelig on the a-file."));
  save_png (GTK_WIDGET (win), "window-cursor.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Pictures of the whole window (CHIMERA_SCREENSHOT_DIR): a selected zelig
 * with its targets' powers at three window picture_sizes, light and dark. */
static void
test_window_pictures (void)
{
  if (!pictures_wanted ())
    return;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autoptr (ChimeraApplication) app = new_app ();
  for (guint i = 0; i < G_N_ELEMENTS (picture_sizes); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        ChimeraWindow *win = open_window (app, picture_sizes[i][0], picture_sizes[i][1]);
        G_GNUC_UNUSED g_autoptr (ChimeraGame) game
          = show_game (win, "zelig", "z3k3/pp3ppp/8/8/8/8/PP1Z1PPP/Z2ZK2Z w - - 0 1", 0, 0);
        ChimeraBoardView *board = chimera_window_get_board (win);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
        const CePosition *pos = chimera_board_view_get_position (board);
        int d2 = -1;
        g_assert_cmpint (ce_square_parse (pos->v, "d2", &d2), >, 0);
        g_assert_true (chimera_board_view_select_square (board, d2));
        g_autofree char *png = g_strdup_printf ("window-zelig-%dx%d-%s.png", picture_sizes[i][0],
                                                picture_sizes[i][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), png);
        gtk_window_destroy (GTK_WINDOW (win));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* In German: the names, the moves and a zelig's reason and letter come
 * translated. */
static void
test_german (Fixture *fx, gconstpointer data)
{
  /* GLib decides once per process whether to translate: a process of its
   * own, started in German (main reads PIECE_WORDS_LANGUAGE first). */
  if (!g_test_subprocess ())
    {
      g_setenv ("PIECE_WORDS_LANGUAGE", "de", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_unsetenv ("PIECE_WORDS_LANGUAGE");
      g_test_trap_assert_passed ();
      return;
    }
  ce_position_start (&fx->pos, ce_variant_get ("zigzag"));
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  g_autofree char *tip = tooltip_at (fx, square (fx, "g1"));
  g_assert_true (g_str_has_prefix (tip, "<b>Weißer Zickzack-Turm</b>\n"));
  g_assert_nonnull (strstr (tip, "Ein Feld diagonal, dann zwei oder mehr gerade weiter"));
  show (fx, "zelig", "4k3/8/8/8/8/8/8/Z3K3 w - - 0 1");
  g_autofree char *zelig = tooltip_at (fx, square (fx, "a1"));
  g_assert_nonnull (strstr (zelig, "Turm: der nächste Zelig auf der a-Linie"));
  g_autofree char *letter
    = chimera_zelig_power_letter (fx->pos.v, CE_TYPE (fx->pos.board[square (fx, "a1")]));
  g_assert_cmpstr (letter, ==, "T");
}

/* For the pictures only: a box styled as GTK styles its tooltips (CSS node
 * "tooltip", class "background"), since a real tooltip needs a real
 * pointer resting on the board. */
G_DECLARE_FINAL_TYPE (TooltipLook, tooltip_look, TEST, TOOLTIP_LOOK, GtkBox)
struct _TooltipLook
{
  GtkBox parent_instance;
};
G_DEFINE_FINAL_TYPE (TooltipLook, tooltip_look, GTK_TYPE_BOX)
static void
tooltip_look_class_init (TooltipLookClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "tooltip");
}
static void
tooltip_look_init (TooltipLook *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self), "background");
}

/* What GTK's tooltip machinery gets from the board for the pointer
 * resting on `sq` (the board's "query-tooltip", every handler of it): the
 * widget the tooltip shows, or NULL if none shows. */
static GtkWidget *
query_tip (Fixture *fx, int sq)
{
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (fx->board, sq, &x, &y));
  g_autoptr (GtkTooltip) tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;
  g_signal_emit_by_name (fx->board, "query-tooltip", (int) x, (int) y, FALSE, tooltip, &shown);
  return shown ? fx->board->tip_label : NULL;
}

/* `tip` laid out as a tooltip lays it out (at its natural width, in a box
 * styled as tooltips are, in a window of its own size) for a moment: the
 * most characters on one of its lines; its width in `width`. */
static int
longest_line (Fixture *fx, GtkWidget *tip, int *width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *look = g_object_new (tooltip_look_get_type (), NULL);
  g_object_ref (tip);
  if (gtk_widget_get_parent (tip))
    gtk_widget_unparent (tip);
  gtk_box_append (GTK_BOX (look), tip);
  gtk_window_set_child (GTK_WINDOW (window), look);
  /* No title bar to widen it. */
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (fx->window));
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (tip);
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (tip));
  const char *text = pango_layout_get_text (layout);
  int most = 0;
  for (GSList *l = pango_layout_get_lines_readonly (layout); l; l = l->next)
    {
      PangoLayoutLine *line = l->data;
      int n = (int) g_utf8_strlen (text + line->start_index, line->length);
      /* The space a line breaks at stays at its end: not a character read. */
      if (n && g_ascii_isspace (text[line->start_index + line->length - 1]))
        n--;
      most = MAX (most, n);
    }
  *width = gtk_widget_get_width (tip);
  gtk_box_remove (GTK_BOX (look), tip);
  g_object_unref (tip);
  gtk_window_destroy (GTK_WINDOW (window));
  return most;
}

/* Every piece's tooltip wraps at a line a reader takes in at a glance: as
 * wide as 40 of the font's characters at most, as GTK counts them for a
 * label, which is about 50 characters of text (narrow letters let a few
 * more in); the longer descriptions do wrap.  (GTK 4.8 wraps no tooltip
 * whose text has a line break, and a piece's has two or three.) */
static void
check_tip_width (const CePosition *pos, int sq, gpointer data)
{
  Fixture *fx = data;
  chimera_board_view_show_position (fx->board, pos, CE_MOVE_NONE);
  GtkWidget *tip = query_tip (fx, sq);
  g_assert_nonnull (tip);
  int width, most = longest_line (fx, tip, &width);
  PangoContext *context = gtk_widget_get_pango_context (tip);
  PangoFontMetrics *metrics = pango_context_get_metrics (context, NULL, NULL);
  /* A character's width as GTK counts it for a label: a letter's or a
   * digit's, the wider. */
  int chars40 = 40
                * MAX (pango_font_metrics_get_approximate_char_width (metrics),
                       pango_font_metrics_get_approximate_digit_width (metrics))
                / PANGO_SCALE;
  pango_font_metrics_unref (metrics);
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (tip));
  const char *text = pango_layout_get_text (layout);
  int paragraphs = 1;
  for (const char *c = text; *c; c++)
    paragraphs += *c == '\n';
  fx->longest = MAX (fx->longest, most);
  fx->widest = MAX (fx->widest, width);
  fx->most_lines = MAX (fx->most_lines, pango_layout_get_line_count (layout));
  fx->wrapped += pango_layout_get_line_count (layout) > paragraphs;
  g_assert_cmpint (most, <=, 52);
  g_assert_cmpint (width, <=, chars40 + 1);
}

static void
test_tooltip_width (Fixture *fx, gconstpointer data)
{
  int pieces = for_every_piece (check_tip_width, fx);
  g_test_message ("%d pieces: lines of %d characters and %d px at most, %d lines at most, %d "
                  "wrapped",
                  pieces, fx->longest, fx->widest, fx->most_lines, fx->wrapped);
  g_assert_cmpint (fx->wrapped, >, 0);
  /* An empty special square's words wrap the same way. */
  show (fx, "diagonal", "k7/8/8/8/8/8/8/K7 w - - 0 1");
  GtkWidget *tip = NULL;
  for (int k = 0; k < fx->pos.v->nsquares && !tip; k++)
    if (!fx->pos.board[fx->pos.v->squares[k]])
      tip = query_tip (fx, fx->pos.v->squares[k]);
  g_assert_nonnull (tip);
  int width;
  g_assert_cmpint (longest_line (fx, tip, &width), <=, 52);
}

/* No tooltip while the player aims: a piece selected (over itself, its
 * targets and any other piece), dragged, or a drop armed; back once the
 * piece is put down or the move made. */
static void
test_no_tooltip_while_aiming (Fixture *fx, gconstpointer data)
{
  ChimeraBoardScene *scene = chimera_board_view_get_scene (fx->board);
  g_assert_nonnull (query_tip (fx, square (fx, "e2")));
  g_assert_nonnull (query_tip (fx, square (fx, "d7")));
  g_assert_null (query_tip (fx, square (fx, "e4")));
  g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "e2")));
  const char *squares[] = { "e2", "e3", "e4", "d7", "g1" };
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    g_assert_null (query_tip (fx, square (fx, squares[i])));
  chimera_board_scene_deselect (scene);
  g_assert_nonnull (query_tip (fx, square (fx, "e2")));

  /* Dragging the e2 pawn halfway to e4. */
  double x0, y0, x1, y1;
  chimera_board_view_get_square_center (fx->board, square (fx, "e2"), &x0, &y0);
  chimera_board_view_get_square_center (fx->board, square (fx, "e4"), &x1, &y1);
  g_signal_emit_by_name (fx->board->drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (fx->board->drag, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_assert_true (fx->board->dragging);
  g_assert_null (query_tip (fx, square (fx, "d7")));
  g_assert_null (query_tip (fx, square (fx, "e2")));
  g_signal_emit_by_name (fx->board->drag, "drag-end", x1 - x0, y1 - y0);
  g_assert_false (fx->board->dragging);
  g_assert_nonnull (query_tip (fx, square (fx, "d7")));

  /* A ninja pawn about to be dropped, in ZigZag (where the pawns have
   * left room for it). */
  ce_position_start (&fx->pos, ce_variant_get ("zigzag"));
  const char *moves[] = { "e2e5", "e9e6" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      CeMove m;
      CeUndo u;
      char err[CE_ERR_SIZE];
      g_assert_true (ce_move_parse (&fx->pos, moves[i], &m, err));
      ce_make (&fx->pos, m, &u);
    }
  chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
  g_assert_nonnull (query_tip (fx, square (fx, "g1")));
  chimera_board_scene_begin_drop (scene, ce_variant_hand_type (fx->pos.v));
  g_assert_cmpint (chimera_board_scene_get_drop_type (scene), !=, 0);
  g_assert_null (query_tip (fx, square (fx, "g1")));
  chimera_board_scene_deselect (scene);
  g_assert_nonnull (query_tip (fx, square (fx, "g1")));

  /* The empty special squares' tooltips too (Diagonal Chess's flags). */
  show (fx, "diagonal", "k7/8/8/8/8/8/8/K7 w - - 0 1");
  int flag = -1;
  for (int k = 0; k < fx->pos.v->nsquares && flag < 0; k++)
    if (!fx->pos.board[fx->pos.v->squares[k]] && query_tip (fx, fx->pos.v->squares[k]))
      flag = fx->pos.v->squares[k];
  g_assert_cmpint (flag, >=, 0);
  g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "a1")));
  g_assert_null (query_tip (fx, flag));
}

/* Pictures to look at (CHIMERA_SCREENSHOT_DIR): the tooltip over a ZigZag
 * Rook and a zelig's, and a selected zelig with its targets' powers, light
 * and dark. */
static void
test_pictures (Fixture *fx, gconstpointer data)
{
  if (!pictures_wanted ())
    return;
  GtkWidget *overlay = gtk_overlay_new ();
  g_object_ref (fx->board);
  gtk_window_set_child (GTK_WINDOW (fx->window), NULL);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), GTK_WIDGET (fx->board));
  g_object_unref (fx->board);
  gtk_window_set_child (GTK_WINDOW (fx->window), overlay);
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      picture_style (dark);
      static const struct
      {
        const char *variant, *fen, *square, *name;
      } tips[] = {
        { "zigzag", NULL, "g1", "tooltip-zigzag-rook" },
        { "zigzag", NULL, "d1", "tooltip-zigzag-bishop" },
        { "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", "d2", "tooltip-zelig" },
      };
      for (guint i = 0; i < G_N_ELEMENTS (tips); i++)
        {
          if (tips[i].fen)
            show (fx, tips[i].variant, tips[i].fen);
          else
            {
              ce_position_start (&fx->pos, ce_variant_get (tips[i].variant));
              chimera_board_view_show_position (fx->board, &fx->pos, CE_MOVE_NONE);
            }
          int sq = square (fx, tips[i].square);
          /* The label the board's tooltip shows. */
          GtkWidget *label = query_tip (fx, sq);
          g_assert_nonnull (label);
          GtkWidget *tip = g_object_new (tooltip_look_get_type (), NULL);
          if (gtk_widget_get_parent (label))
            gtk_widget_unparent (label);
          gtk_box_append (GTK_BOX (tip), label);
          double x, y;
          g_assert_true (chimera_board_view_get_square_center (fx->board, sq, &x, &y));
          gtk_widget_set_halign (tip, GTK_ALIGN_START);
          gtk_widget_set_valign (tip, GTK_ALIGN_START);
          gtk_widget_set_margin_start (tip, MAX (0, (int) x - 120));
          gtk_widget_set_margin_top (tip, MAX (0, (int) y - 200));
          gtk_overlay_add_overlay (GTK_OVERLAY (overlay), tip);
          g_autofree char *png
            = g_strdup_printf ("%s-%s.png", tips[i].name, dark ? "dark" : "light");
          save_png (overlay, png);
          gtk_overlay_remove_overlay (GTK_OVERLAY (overlay), tip);
        }
      show (fx, "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
      g_assert_true (chimera_board_view_select_square (fx->board, square (fx, "d2")));
      g_autofree char *png = g_strdup_printf ("zelig-targets-%s.png", dark ? "dark" : "light");
      save_png (overlay, png);
      CePosition after = fx->pos;
      CeMove m;
      char err[CE_ERR_SIZE];
      g_assert_true (ce_move_parse (&after, "h1g1", &m, err));
      CeUndo u;
      ce_make (&after, m, &u);
      chimera_board_view_show_move (fx->board, m, &after);
      g_autofree char *png2 = g_strdup_printf ("zelig-changed-%s.png", dark ? "dark" : "light");
      save_png (overlay, png2);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* A piece that cannot move says why when its king is in check. */
static void
test_no_legal_move_in_check (void)
{
  CePosition pos = position_from ("chess", "4k3/8/8/8/8/8/4q3/R3K3 w - - 0 1");
  int a1 = -1;
  g_assert_cmpint (ce_square_parse (pos.v, "a1", &a1), >, 0);
  g_autofree char *checked = chimera_no_legal_move_text (&pos, a1);
  g_assert_cmpstr (checked, ==, "Rook on a1: no legal move, the king is in check");
  /* The other side's piece, or no check: the plain words. */
  CePosition quiet = position_from ("chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1");
  g_autofree char *plain = chimera_no_legal_move_text (&quiet, a1);
  g_assert_cmpstr (plain, ==, "Rook on a1: no legal move");
}

int
main (int argc, char **argv)
{
  if (g_getenv ("PIECE_WORDS_LANGUAGE"))
    g_setenv ("LANGUAGE", g_getenv ("PIECE_WORDS_LANGUAGE"), TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* The accessible properties are read from GTK's test context. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/piece-words/every-piece", Fixture, NULL, fixture_setup, test_every_piece,
              fixture_teardown);
  g_test_add ("/piece-words/zigzag-tooltip", Fixture, NULL, fixture_setup, test_zigzag_tooltip,
              fixture_teardown);
  g_test_add ("/piece-words/zelig-reasons", Fixture, NULL, fixture_setup, test_zelig_reasons,
              fixture_teardown);
  g_test_add ("/piece-words/chooser-labels", Fixture, NULL, fixture_setup, test_chooser_labels,
              fixture_teardown);
  g_test_add ("/piece-words/target-powers", Fixture, NULL, fixture_setup, test_target_powers,
              fixture_teardown);
  g_test_add_func ("/piece-words/window-messages", test_window_messages);
  g_test_add_func ("/piece-words/no-legal-move-in-check", test_no_legal_move_in_check);
  g_test_add_func ("/piece-words/window-pictures", test_window_pictures);
  g_test_add ("/piece-words/tooltip-width", Fixture, NULL, fixture_setup, test_tooltip_width,
              fixture_teardown);
  g_test_add ("/piece-words/no-tooltip-while-aiming", Fixture, NULL, fixture_setup,
              test_no_tooltip_while_aiming, fixture_teardown);
  g_test_add ("/piece-words/german", Fixture, NULL, fixture_setup, test_german, fixture_teardown);
  g_test_add ("/piece-words/pictures", Fixture, NULL, fixture_setup, test_pictures,
              fixture_teardown);
  return g_test_run ();
}
