/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move tree in words, without a display (move-tree-text.h): a move
 * with its NAGs (the suffixes ! ? !! ?? !? ?! on the move, the position's
 * marks as their symbols, the rest as $N), numbered as a reader names it
 * ("12. Nf3", "12… Nf6"), and the markup of what follows a main-line
 * move: its comment, the alternatives in parentheses with their comments
 * and nested variations, numbers where a reader needs them, each move a
 * link to its node and the node shown in bold; in letters, figurines and
 * German letters.
 */
#include "config.h"

#include "game-pgn.h"
#include "languages.h"
#include "move-tree-text.h"
#include "play.h"

#include <string.h>

#define KNIGHT "\u265E"
#define BISHOP "\u265D"

static const char *const style_names[] = { "letters", "figurines" };

/* A tree of one move, `coord`, from `fen` (NULL: the start), whose NAGs
 * are `nags` (0-terminated) in that order; its node in *id. */
static CeTree *
one_move (const char *fen, const char *coord, const int *nags, CeNodeId *id)
{
  CePosition pos = position_from ("chess", fen);
  char err[CE_ERR_SIZE];
  CeTree *t = ce_tree_new (&pos);
  CeMove m;
  if (!ce_move_parse (&pos, coord, &m, err))
    g_error ("%s: %s", coord, err);
  *id = ce_tree_add_move (t, ce_tree_root (t), m);
  g_assert_cmpint (*id, !=, CE_NODE_NONE);
  for (; nags && *nags; nags++)
    g_assert_true (ce_tree_add_nag (t, *id, *nags));
  return t;
}

static void
assert_move_text (const int *nags, const char *want)
{
  CeNodeId id;
  CeTree *t = one_move (NULL, "e2e4", nags, &id);
  g_autofree char *text = chimera_move_tree_move_text (t, id, CHIMERA_NOTATION_LETTERS);
  g_assert_cmpstr (text, ==, want);
  ce_tree_free (t);
}

/* ---- a move and its NAGs ---- */

static void
test_nags (void)
{
  static const struct
  {
    int nag;
    const char *want;
  } cases[] = {
    /* The move suffixes (PGN's NAGs 1-6) stand on the move. */
    { 1, "e4!" },
    { 2, "e4?" },
    { 3, "e4!!" },
    { 4, "e4??" },
    { 5, "e4!?" },
    { 6, "e4?!" },
    /* The only move (7, forced; 8, singular): a square. */
    { 7, "e4 \u25A1" },
    { 8, "e4 \u25A1" },
    /* 9 (the worst move) has no common symbol. */
    { 9, "e4 $9" },
    /* The position: drawish (10), unclear (13), slight, clear and
     * decisive advantages for White (14, 16, 18) and Black (15, 17, 19),
     * with a minus sign, not a hyphen. */
    { 10, "e4 =" },
    { 11, "e4 $11" },
    { 13, "e4 \u221E" },
    { 14, "e4 \u2A72" },
    { 15, "e4 \u2A71" },
    { 16, "e4 \u00B1" },
    { 17, "e4 \u2213" },
    { 18, "e4 +\u2212" },
    { 19, "e4 \u2212+" },
    /* Zugzwang, for either side. */
    { 22, "e4 \u2A00" },
    { 23, "e4 \u2A00" },
    /* A novelty. */
    { 146, "e4 N" },
    { 36, "e4 $36" },
    { 255, "e4 $255" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const int nags[] = { cases[i].nag, 0 };
      assert_move_text (nags, cases[i].want);
    }
  /* No NAG: the move alone. */
  assert_move_text (NULL, "e4");
  /* Several: the suffix on the move, the others after it in order. */
  assert_move_text ((const int[]){ 5, 16, 0 }, "e4!? \u00B1");
  assert_move_text ((const int[]){ 2, 146, 36, 0 }, "e4? N $36");
  /* A suffix given after an assessment still stands on the move. */
  assert_move_text ((const int[]){ 16, 5, 0 }, "e4!? \u00B1");
  assert_move_text ((const int[]){ 14, 146, 1, 0 }, "e4! \u2A72 N");
}

/* ---- numbered moves ---- */

static void
test_numbered (void)
{
  /* White's move: the number and a dot; Black's: the number and an
   * ellipsis, as the move list's rows and the status say it. */
  CeNodeId id;
  CeTree *t = one_move ("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 12", "g1f3",
                        NULL, &id);
  g_autofree char *white = chimera_move_tree_numbered_move (t, id, CHIMERA_NOTATION_LETTERS);
  g_assert_cmpstr (white, ==, "12. Nf3");
  g_autofree char *fig = chimera_move_tree_numbered_move (t, id, CHIMERA_NOTATION_FIGURINES);
  g_assert_cmpstr (fig, ==, "12. " KNIGHT "f3");
  /* The root has no move. */
  g_autofree char *root
    = chimera_move_tree_numbered_move (t, ce_tree_root (t), CHIMERA_NOTATION_LETTERS);
  g_assert_cmpstr (root, ==, "");
  g_autofree char *root_move
    = chimera_move_tree_move_text (t, ce_tree_root (t), CHIMERA_NOTATION_LETTERS);
  g_assert_cmpstr (root_move, ==, "");
  ce_tree_free (t);

  const int nags[] = { 4, 0 };
  t = one_move ("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 12", "g8f6", nags,
                &id);
  g_autofree char *black = chimera_move_tree_numbered_move (t, id, CHIMERA_NOTATION_LETTERS);
  g_assert_cmpstr (black, ==, "12\u2026 Nf6??");
  ce_tree_free (t);
}

/* ---- side lines and comments ---- */

/* Main line 1. e4 e5 2. Nf3 Nc6 3. Bb5; after 2. Nf3 two alternatives,
 * the first with a variation of its own, comments and a suffix; after
 * 2... Nc6 a comment and one alternative. */
static const char annotated[] = "[Event \"?\"]\n\n"
                                "1. e4 e5 2. Nf3 (2. Nc3 Nf6 3. f4 (3. Bc4!? {Italian} Nxe4) "
                                "3... exf4 {gambit}) (2. d4 exd4) 2... Nc6 {main & more} "
                                "(2... d6 3. d4) 3. Bb5 *\n";

typedef struct
{
  ChimeraGameRecords *records;
  const CeTree *t;
  /* main line */
  CeNodeId e4, e5, nf3, nc6, bb5;
  /* the alternatives to 2. Nf3, and to 3. f4 within the first */
  CeNodeId nc3, nf6, f4, bc4, nxe4, exf4, d4, exd4;
  /* the alternative to 2... Nc6 */
  CeNodeId d6, d4_after_d6;
} Annotated;

static void
annotated_read (Annotated *a)
{
  g_autoptr (GError) error = NULL;
  a->records = chimera_game_records_parse (annotated, strlen (annotated), &error);
  g_assert_no_error (error);
  const CeTree *t = a->t = a->records->games[0].tree;
  g_assert_nonnull (t);
  a->e4 = ce_tree_mainline_node (t, 1);
  a->e5 = ce_tree_mainline_node (t, 2);
  a->nf3 = ce_tree_mainline_node (t, 3);
  a->nc6 = ce_tree_mainline_node (t, 4);
  a->bb5 = ce_tree_mainline_node (t, 5);
  g_assert_cmpint (ce_tree_nchildren (t, a->e5), ==, 3);
  a->nc3 = ce_tree_child (t, a->e5, 1);
  a->nf6 = ce_tree_main_child (t, a->nc3);
  a->f4 = ce_tree_main_child (t, a->nf6);
  a->bc4 = ce_tree_child (t, a->nf6, 1);
  a->nxe4 = ce_tree_main_child (t, a->bc4);
  a->exf4 = ce_tree_main_child (t, a->f4);
  a->d4 = ce_tree_child (t, a->e5, 2);
  a->exd4 = ce_tree_main_child (t, a->d4);
  a->d6 = ce_tree_child (t, a->nf3, 1);
  a->d4_after_d6 = ce_tree_main_child (t, a->d6);
}

static void
annotated_free (Annotated *a)
{
  chimera_game_records_free (a->records);
}

/* Move `text` of node `id` as a link, bold if it is `viewed`. */
static void
append_link (GString *s, CeNodeId id, const char *text, CeNodeId viewed)
{
  if (id == viewed)
    g_string_append_printf (s, "<a href=\"%d\"><b>%s</b></a>", (int) id, text);
  else
    g_string_append_printf (s, "<a href=\"%d\">%s</a>", (int) id, text);
}

/* The alternatives to 2. Nf3 with `knight` and `bishop` for those pieces
 * and `viewed` in bold.  By the rules of the move list: a line's first
 * move numbered, White's moves always, Black's after a comment or a
 * variation (3… exf4, 3… Nxe4) and not otherwise (Nf6, exd4). */
static char *
alternatives_to_nf3 (const Annotated *a, const char *knight, const char *bishop, CeNodeId viewed)
{
  g_autofree char *nc3 = g_strconcat (knight, "c3", NULL);
  g_autofree char *nf6 = g_strconcat (knight, "f6", NULL);
  g_autofree char *bc4 = g_strconcat (bishop, "c4!?", NULL);
  g_autofree char *nxe4 = g_strconcat (knight, "xe4", NULL);
  const struct
  {
    const char *before;
    CeNodeId id;
    const char *move;
  } parts[] = {
    { "(2. ", a->nc3, nc3 },
    { " ", a->nf6, nf6 },
    { " 3. ", a->f4, "f4" },
    { " (3. ", a->bc4, bc4 },
    { " <i>Italian</i> 3\u2026 ", a->nxe4, nxe4 },
    { ") 3\u2026 ", a->exf4, "exf4" },
    { " <i>gambit</i>) (2. ", a->d4, "d4" },
    { " ", a->exd4, "exd4" },
  };
  GString *s = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_string_append (s, parts[i].before);
      append_link (s, parts[i].id, parts[i].move, viewed);
    }
  g_string_append_c (s, ')');
  return g_string_free (s, FALSE);
}

static void
assert_markup (
  const CeTree *t, CeNodeId id, CeNodeId viewed, ChimeraNotationStyle style, const char *want)
{
  g_autofree char *markup = chimera_move_tree_markup (t, id, viewed, style);
  g_test_message ("%s: %s", style_names[style], markup ? markup : "(none)");
  g_assert_cmpstr (markup, ==, want);
}

static void
test_markup (void)
{
  Annotated a;
  annotated_read (&a);
  /* Nothing follows 1. e4, 1... e5 or 3. Bb5. */
  assert_markup (a.t, a.e4, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, NULL);
  assert_markup (a.t, a.e5, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, NULL);
  assert_markup (a.t, a.bb5, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, NULL);

  /* After 2. Nf3: its alternatives, nested. */
  g_autofree char *letters = alternatives_to_nf3 (&a, "N", "B", CE_NODE_NONE);
  assert_markup (a.t, a.nf3, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, letters);

  /* After 2... Nc6: its comment, escaped, then its alternative, numbered
   * as Black's move at the start of a line. */
  g_autofree char *nc6 = g_strdup_printf ("<i>main &amp; more</i> (2\u2026 <a href=\"%d\">d6</a> "
                                          "3. <a href=\"%d\">d4</a>)",
                                          (int) a.d6, (int) a.d4_after_d6);
  assert_markup (a.t, a.nc6, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, nc6);
  annotated_free (&a);
}

/* The node shown is bold where it stands, in a nested variation too; a
 * main-line node shown marks nothing here (its button is marked). */
static void
test_markup_viewed (void)
{
  Annotated a;
  annotated_read (&a);
  const CeNodeId shown[] = { a.nxe4, a.nc3, a.exd4 };
  for (gsize i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_autofree char *want = alternatives_to_nf3 (&a, "N", "B", shown[i]);
      g_assert_nonnull (strstr (want, "<b>"));
      assert_markup (a.t, a.nf3, shown[i], CHIMERA_NOTATION_LETTERS, want);
    }
  g_autofree char *plain = alternatives_to_nf3 (&a, "N", "B", CE_NODE_NONE);
  assert_markup (a.t, a.nf3, a.nf3, CHIMERA_NOTATION_LETTERS, plain);
  annotated_free (&a);
}

/* Figurines in markup are drawn larger (notation-display.h); German
 * letters are the language's (the build tree's catalogues). */
static void
test_markup_styles (void)
{
  Annotated a;
  annotated_read (&a);
  g_autofree char *fig = alternatives_to_nf3 (&a, "<span size=\"larger\">" KNIGHT "</span>",
                                              "<span size=\"larger\">" BISHOP "</span>", a.bc4);
  assert_markup (a.t, a.nf3, a.bc4, CHIMERA_NOTATION_FIGURINES, fig);
  g_autofree char *numbered
    = chimera_move_tree_numbered_move (a.t, a.nxe4, CHIMERA_NOTATION_FIGURINES);
  g_assert_cmpstr (numbered, ==, "3\u2026 " KNIGHT "xe4");
  if (try_language ("de"))
    {
      g_autofree char *german = alternatives_to_nf3 (&a, "S", "L", CE_NODE_NONE);
      assert_markup (a.t, a.nf3, CE_NODE_NONE, CHIMERA_NOTATION_LETTERS, german);
      g_autofree char *move
        = chimera_move_tree_numbered_move (a.t, a.nf3, CHIMERA_NOTATION_LETTERS);
      g_assert_cmpstr (move, ==, "2. Sf3");
      use_language ("en");
    }
  annotated_free (&a);
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-tree-text/nags", test_nags);
  g_test_add_func ("/move-tree-text/numbered", test_numbered);
  g_test_add_func ("/move-tree-text/markup", test_markup);
  g_test_add_func ("/move-tree-text/markup-viewed", test_markup_viewed);
  g_test_add_func ("/move-tree-text/markup-styles", test_markup_styles);
  return g_test_run ();
}
