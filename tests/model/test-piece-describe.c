/* SPDX-License-Identifier: GPL-3.0-or-later
 * A piece in words, without a display: every piece of every variant named
 * with its colour and how it moves; a zelig's power and why, for each of
 * the rules' reasons (RULINGS.md: the nearest zelig, a second rook, the
 * next one down the file, no third rook, powers used up, the file alone);
 * the message after a move that changed other zeligs' powers; and the
 * keyboard cursor's words, on a ChimeraBoardScene.  In English (the
 * tooltip and the cells in German are tests/ui/test-piece-words.c's).
 */
#include "config.h"

#include "board-scene.h"
#include "every-piece.h"
#include "notation.h"
#include "piece-describe.h"
#include "play.h"
#include "variant-words.h"

#include <string.h>

static int
square (const CePosition *pos, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (pos->v, name, &sq), >, 0);
  return sq;
}

/* ---- every piece ---- */

/* Every piece (for_every_piece): its description is its name with a
 * capital, then how it moves, then (a zelig's) why; the screen reader's
 * words are how it moves and why. */
static void
check_piece (const CePosition *pos, int sq, gpointer data)
{
  int t = CE_TYPE (pos->board[sq]);
  const char *named = chimera_piece_type_with_color (pos->v, t, CE_COLOR (pos->board[sq]));
  const char *moves = chimera_piece_type_moves (pos->v, t);
  g_test_message ("%s: %s", pos->v->def->id, named);
  g_assert_nonnull (moves);
  g_assert_cmpint (strlen (moves), >, 10);
  /* "white queen" starts its line as "White queen". */
  g_autofree char *name = g_strdup (named);
  name[0] = g_ascii_toupper (name[0]);
  g_autofree char *why = chimera_piece_power_reason (pos, sq);
  g_assert_true ((why != NULL) == ce_variant_is_power_piece (pos->v, t));
  g_autofree char *want = why ? g_strdup_printf ("%s\n%s\n%s", name, moves, why)
                              : g_strdup_printf ("%s\n%s", name, moves);
  g_autofree char *text = chimera_piece_describe (pos, sq);
  g_assert_cmpstr (text, ==, want);
  g_autofree char *spoken = chimera_piece_describe_moves (pos, sq);
  g_autofree char *want_spoken = why ? g_strdup_printf ("%s %s.", moves, why) : g_strdup (moves);
  g_assert_cmpstr (spoken, ==, want_spoken);
}

static void
test_every_piece (void)
{
  g_assert_cmpint (for_every_piece (check_piece, NULL), >, 40);
}

/* One piece exactly, its markup, and nothing for empty or no squares. */
static void
test_zigzag_rook (void)
{
  static const char moves[]
    = "One square diagonally, then two or more straight on, or the straight part first and "
      "the diagonal step last; one of the two paths must be empty, and it captures only where "
      "it stops.";
  CePosition pos = position_from ("zigzag", NULL);
  g_autofree char *white = chimera_piece_describe (&pos, square (&pos, "g1"));
  g_autofree char *want_white = g_strdup_printf ("White ZigZag Rook\n%s", moves);
  g_assert_cmpstr (white, ==, want_white);
  g_autofree char *black = chimera_piece_describe (&pos, square (&pos, "g10"));
  g_autofree char *want_black = g_strdup_printf ("Black ZigZag Rook\n%s", moves);
  g_assert_cmpstr (black, ==, want_black);
  g_autofree char *markup = chimera_piece_describe_markup (&pos, square (&pos, "g1"));
  g_autofree char *want_markup = g_strdup_printf ("<b>White ZigZag Rook</b>\n%s", moves);
  g_assert_cmpstr (markup, ==, want_markup);
  g_autofree char *spoken = chimera_piece_describe_moves (&pos, square (&pos, "g1"));
  g_assert_cmpstr (spoken, ==, moves);
  g_assert_null (chimera_piece_power_reason (&pos, square (&pos, "g1")));

  /* Empty squares and squares off every board. */
  int e5 = square (&pos, "e5");
  g_assert_null (chimera_piece_describe (&pos, e5));
  g_assert_null (chimera_piece_describe_markup (&pos, e5));
  g_assert_null (chimera_piece_describe_moves (&pos, e5));
  g_assert_null (chimera_piece_power_reason (&pos, e5));
  g_assert_null (chimera_piece_describe (&pos, -1));
  g_assert_null (chimera_piece_describe (&pos, CE_NSQ));
  g_assert_null (chimera_piece_describe_moves (&pos, CE_NSQ));
}

/* Markup read back: its text, and each element's name with the text it
 * holds, "b:White king;". */
typedef struct
{
  GString *text, *elements;
  gsize start; /* where the open element's text starts */
} Markup;

static void
markup_start (GMarkupParseContext *context,
              const char *element,
              const char **names,
              const char **values,
              gpointer data,
              GError **error)
{
  Markup *m = data;
  m->start = m->text->len;
}

static void
markup_end (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  Markup *m = data;
  if (!g_str_equal (element, "markup"))
    g_string_append_printf (m->elements, "%s:%s;", element, m->text->str + m->start);
}

static void
markup_text (
  GMarkupParseContext *context, const char *text, gsize len, gpointer data, GError **error)
{
  g_string_append_len (((Markup *) data)->text, text, (gssize) len);
}

/* The plain text of `markup`, its elements into `elements`. */
static char *
markup_read (const char *markup, char **elements)
{
  static const GMarkupParser parser = { markup_start, markup_end, markup_text, NULL, NULL };
  Markup m = { g_string_new (NULL), g_string_new (NULL), 0 };
  g_autofree char *doc = g_strdup_printf ("<markup>%s</markup>", markup);
  g_autoptr (GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, &m, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_markup_parse_context_parse (context, doc, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  *elements = g_string_free (m.elements, FALSE);
  return g_string_free (m.text, FALSE);
}

/* The markup is the description with the name in bold and the reason in
 * italics, and what the words hold ("rook's") escaped. */
static void
test_markup (void)
{
  CePosition pos = position_from ("zelig", "4k3/8/8/8/8/8/8/Z3K3 w - - 0 1");
  int e1 = square (&pos, "e1"), a1 = square (&pos, "a1");
  g_autofree char *king = chimera_piece_describe_markup (&pos, e1);
  g_assert_true (g_str_has_prefix (king, "<b>White king</b>\n"));
  g_autofree char *king_elements = NULL;
  g_autofree char *king_text = markup_read (king, &king_elements);
  g_autofree char *king_plain = chimera_piece_describe (&pos, e1);
  g_assert_cmpstr (king_plain, ==,
                   "White king\nOne square in any direction; castles with the zelig on a rook's "
                   "starting square.");
  g_assert_cmpstr (king_text, ==, king_plain);
  g_assert_cmpstr (king_elements, ==, "b:White king;");

  g_autofree char *zelig = chimera_piece_describe_markup (&pos, a1);
  g_autofree char *zelig_elements = NULL;
  g_autofree char *zelig_text = markup_read (zelig, &zelig_elements);
  g_autofree char *zelig_plain = chimera_piece_describe (&pos, a1);
  g_assert_cmpstr (zelig_text, ==, zelig_plain);
  g_assert_cmpstr (zelig_elements, ==,
                   "b:White zelig rook;i:Rook: the nearest zelig on the a-file;");
}

/* ---- why a zelig has its power ---- */

static void
test_zelig_reasons (void)
{
  static const struct
  {
    const char *variant, *fen, *square, *reason;
  } cases[] = {
    /* Zelig Chess: the d-file's nearest is the queen, the a- and h-files'
     * nearest the rooks; the next on the d-file would be the third rook,
     * so it is the bishop. */
    { "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", "a1",
      "Rook: the nearest zelig on the a-file" },
    { "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", "h1",
      "Rook: the nearest zelig on the h-file" },
    { "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", "d1",
      "Queen: the nearest zelig on the d-file" },
    { "zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1", "d2",
      "Bishop: the next zelig on the d-file after d1; White has two rooks already" },
    /* The same for Black, counted from its own first rank. */
    { "zelig", "z2zk2z/3z4/8/8/8/8/8/4K3 b - - 0 1", "d7",
      "Bishop: the next zelig on the d-file after d8; Black has two rooks already" },
    { "zelig", "z2zk2z/3z4/8/8/8/8/8/4K3 b - - 0 1", "d8",
      "Queen: the nearest zelig on the d-file" },
    /* One rook file alone: its second zelig is the second rook, then the
     * a-file's chain (bishop, knight), then nothing is left. */
    { "zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1", "a1",
      "Rook: the nearest zelig on the a-file" },
    { "zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1", "a2",
      "Rook: the next zelig on the a-file after a1, as the other rook file has none" },
    { "zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1", "a3",
      "Bishop: the next zelig on the a-file after a2" },
    { "zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1", "a4",
      "Knight: the next zelig on the a-file after a3" },
    { "zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1", "a5",
      "Monarch (a king’s step, not royal): nearer zeligs took every power of the a-file" },
    /* The other files give their own power to every zelig on them. */
    { "zelig", "4k3/8/8/8/8/2Z5/8/4K3 w - - 0 1", "c3", "Bishop: the power of the c-file" },
    /* Zelig Chess 2 and M-Chess: the file alone. */
    { "zelig2", "4k3/8/8/8/8/8/8/Z3K2Z w - - 0 1", "h1", "Rook: the power of the h-file" },
    { "mchess", "4k3/8/8/8/2Z5/8/8/4K3 w - - 0 1", "c4", "Bishop: the power of the c-file" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CePosition pos = position_from (cases[i].variant, cases[i].fen);
      g_autofree char *why = chimera_piece_power_reason (&pos, square (&pos, cases[i].square));
      g_test_message ("%s %s: %s", cases[i].variant, cases[i].square, why);
      g_assert_cmpstr (why, ==, cases[i].reason);
    }

  /* In full, as the tooltip and the screen reader have it. */
  CePosition pos = position_from ("zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
  int d2 = square (&pos, "d2");
  g_autofree char *text = chimera_piece_describe (&pos, d2);
  g_assert_cmpstr (text, ==,
                   "White zelig bishop\nA bishop now: slides any distance diagonally. Its power "
                   "changes with the square it stands on.\nBishop: the next zelig on the d-file "
                   "after d1; White has two rooks already");
  g_autofree char *spoken = chimera_piece_describe_moves (&pos, d2);
  g_assert_cmpstr (spoken, ==,
                   "A bishop now: slides any distance diagonally. Its power changes with the "
                   "square it stands on. Bishop: the next zelig on the d-file after d1; White "
                   "has two rooks already.");
  /* Not a zelig: no reason. */
  g_assert_null (chimera_piece_power_reason (&pos, square (&pos, "e1")));
  g_assert_null (chimera_piece_power_reason (&pos, square (&pos, "e4")));
}

/* ---- the powers a move changed ---- */

static void
test_power_changes (void)
{
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  /* Nothing shown yet: nothing to say. */
  g_assert_null (chimera_power_changes_text (scene));

  /* The h1 rook leaving the h-file makes the a-file's rook the only one,
   * so d2 becomes the second rook; the mover's own new power (a knight on
   * the g-file) is not news. */
  CePosition pos = position_from ("zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  g_assert_null (chimera_power_changes_text (scene));
  CeMove m = parse_at (&pos, "h1g1");
  CePosition after = pos;
  CeUndo u;
  ce_make (&after, m, &u);
  chimera_board_scene_show_move (scene, m, &after);
  g_autofree char *one = chimera_power_changes_text (scene);
  g_assert_cmpstr (one, ==, "Power changed: d2 Rook");
  /* The same position as a jump (a new game, a click in the move list)
   * marks nothing. */
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  chimera_board_scene_set_position (scene, &after, m);
  g_assert_null (chimera_power_changes_text (scene));

  /* The queen stepping off the d-file: d2 is the nearest (the queen), d3
   * the next after it with two rooks already (the bishop); in the order of
   * the squares. */
  pos = position_from ("zelig", "4k3/8/8/8/8/3Z4/3Z4/Z2ZK2Z w - - 0 1");
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  m = parse_at (&pos, "d1c1");
  after = pos;
  ce_make (&after, m, &u);
  chimera_board_scene_show_move (scene, m, &after);
  g_autofree char *two = chimera_power_changes_text (scene);
  g_assert_cmpstr (two, ==, "Powers changed: d2 Queen, d3 Bishop");

  /* A move that changes no other power says nothing. */
  pos = after;
  m = parse_at (&pos, "e8f8");
  ce_make (&after, m, &u);
  chimera_board_scene_show_move (scene, m, &after);
  g_assert_null (chimera_power_changes_text (scene));
}

/* ---- the keyboard cursor's words ---- */

static void
scene_changed (ChimeraBoardScene *scene, guint what, guint *last)
{
  *last = what;
}

static void
test_cursor_status (void)
{
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  guint what = 0;
  g_signal_connect (scene, "changed", G_CALLBACK (scene_changed), &what);
  g_assert_null (chimera_cursor_status_text (scene, CHIMERA_BOARD_SCENE_CURSOR));

  CePosition pos = position_from ("zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  /* The cursor starts on the side to move's king, hidden: no words. */
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, square (&pos, "e1"));
  g_assert_false (chimera_board_scene_get_cursor_shown (scene));
  g_assert_null (chimera_cursor_status_text (scene, CHIMERA_BOARD_SCENE_CURSOR));

  /* The first key shows it where it is. */
  chimera_board_scene_move_cursor (scene, -1, 0);
  g_assert_cmpuint (what, ==, CHIMERA_BOARD_SCENE_CURSOR);
  g_autofree char *king = chimera_cursor_status_text (scene, what);
  g_assert_cmpstr (king, ==,
                   "e1: White king. One square in any direction; castles with the zelig on a "
                   "rook's starting square.");
  /* One to the left: d1's queen, with its reason. */
  chimera_board_scene_move_cursor (scene, -1, 0);
  g_autofree char *queen = chimera_cursor_status_text (scene, what);
  g_assert_cmpstr (queen, ==,
                   "d1: White zelig queen. A queen now: slides any distance along a rank, file "
                   "or diagonal. Its power changes with the square it stands on. Queen: the "
                   "nearest zelig on the d-file.");
  /* An empty square says nothing (the board's own words do). */
  chimera_board_scene_move_cursor (scene, -1, 0);
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, square (&pos, "c1"));
  g_assert_null (chimera_cursor_status_text (scene, what));
  /* Nor does a change that is not the cursor's alone. */
  chimera_board_scene_move_cursor (scene, 1, 0);
  g_autofree char *back = chimera_cursor_status_text (scene, CHIMERA_BOARD_SCENE_CURSOR);
  g_assert_cmpstr (back, ==, queen);
  g_assert_null (
    chimera_cursor_status_text (scene, CHIMERA_BOARD_SCENE_CURSOR | CHIMERA_BOARD_SCENE_SELECTION));
  g_assert_null (chimera_cursor_status_text (scene, CHIMERA_BOARD_SCENE_POSITION));
  /* Nor a hidden cursor. */
  chimera_board_scene_hide_cursor (scene);
  g_assert_cmpuint (what, ==, CHIMERA_BOARD_SCENE_CURSOR);
  g_assert_null (chimera_cursor_status_text (scene, what));
}

/* What a cursor key says besides the square: how to use it, the edge, the
 * Lake skipped; a plain step says nothing more. */
static void
test_cursor_steps (void)
{
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  CePosition pos = position_from ("diamond", NULL);
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  const struct
  {
    int df, dr;
    ChimeraCursorStep step;
    const char *words;
  } keys[] = {
    { 0, 1, CHIMERA_CURSOR_SHOWN,
      "The arrow keys move the cursor; Enter or Space chooses its square." },
    { -1, 0, CHIMERA_CURSOR_AT_EDGE, "Edge of the board." },
    { 0, 1, CHIMERA_CURSOR_MOVED, NULL },
    { 0, 1, CHIMERA_CURSOR_MOVED, NULL },
    { 0, 1, CHIMERA_CURSOR_MOVED, NULL },
    { 0, 1, CHIMERA_CURSOR_SKIPPED, "Past the Lake." },
  };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      ChimeraCursorStep step = chimera_board_scene_move_cursor (scene, keys[i].df, keys[i].dr);
      g_assert_cmpint (step, ==, keys[i].step);
      g_autofree char *words = chimera_cursor_step_text (scene, step);
      g_assert_cmpstr (words, ==, keys[i].words);
    }
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, square (&pos, "e6"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/piece-describe/every-piece", test_every_piece);
  g_test_add_func ("/piece-describe/zigzag-rook", test_zigzag_rook);
  g_test_add_func ("/piece-describe/markup", test_markup);
  g_test_add_func ("/piece-describe/zelig-reasons", test_zelig_reasons);
  g_test_add_func ("/piece-describe/power-changes", test_power_changes);
  g_test_add_func ("/piece-describe/cursor-status", test_cursor_status);
  g_test_add_func ("/piece-describe/cursor-steps", test_cursor_steps);
  return g_test_run ();
}
