/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game on a tree of moves: moves made away from the live position
 * become variations and never change the game; promoting and deleting;
 * undo and redo on the game's line; annotations of any node; the whole
 * tree saved and read back; clocks from [%clk].  No display needed.
 */
#include "config.h"

#include "chimera-game.h"
#include "game-pgn.h"
#include "notation.h"
#include "play.h"

/* The main line as coordinate moves, "e2e4 e7e5". */
static char *
main_line (ChimeraGame *game)
{
  const CeTree *t = chimera_game_get_tree (game);
  GString *s = g_string_new (NULL);
  CePosition pos;
  for (CeNodeId id = ce_tree_main_child (t, ce_tree_root (t)); id != CE_NODE_NONE;
       id = ce_tree_main_child (t, id))
    {
      char mv[CE_MOVE_SIZE];
      ce_tree_position (t, ce_tree_parent (t, id), &pos);
      ce_move_to_string (&pos, ce_tree_move (t, id), mv);
      g_string_append_printf (s, "%s%s", s->len ? " " : "", mv);
    }
  return g_string_free (s, FALSE);
}

static void
count_signal (ChimeraGame *game, gpointer data)
{
  (*(int *) data)++;
}

static void
count_moved (ChimeraGame *game, guint move, int ply, gpointer data)
{
  (void) game, (void) move, (void) ply;
  (*(int *) data)++;
}

static void
count_signal_int (ChimeraGame *game, int arg, gpointer data)
{
  (void) game, (void) arg;
  (*(int *) data)++;
}

/* A move at an earlier position is a variation: the game, its record and
 * its main line stay; the new node is shown; the same move again goes to
 * the node already there. */
static void
test_variation_from_board (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5 g1f3");
  int branched = 0, moved = 0;
  g_signal_connect (game, "branched", G_CALLBACK (count_signal_int), &branched);
  g_signal_connect (game, "moved", G_CALLBACK (count_moved), &moved);
  chimera_game_set_view (game, 1);
  g_assert_true (chimera_game_can_play_at_view (game));
  CeNodeId c5 = play_at_view (game, "c7c5");
  g_assert_cmpint (c5, !=, CE_NODE_NONE);
  g_assert_cmpint (branched, ==, 1);
  g_assert_cmpint (moved, ==, 0);
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 3);
  g_autofree char *line = main_line (game);
  g_assert_cmpstr (line, ==, "e2e4 e7e5 g1f3");
  g_assert_cmpint (chimera_game_get_viewed_node (game), ==, c5);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 2);
  g_assert_false (ce_tree_is_mainline (chimera_game_get_tree (game), c5));
  /* The line shown is the variation's, for captures and the like. */
  const CeGame *shown = chimera_game_get_viewed_line (game);
  g_assert_cmpint (shown->nmoves, ==, 2);
  g_assert_cmpint (shown->moves[1], ==, ce_tree_move (chimera_game_get_tree (game), c5));
  /* On in the variation, then the same variation move again. */
  CeNodeId nf3 = play_at_view (game, "g1f3");
  g_assert_cmpint (branched, ==, 2);
  chimera_game_view_node (game, ce_tree_parent (chimera_game_get_tree (game), c5));
  g_assert_cmpint (play_at_view (game, "c7c5"), ==, c5);
  g_assert_cmpint (branched, ==, 2);
  /* The game's own move from an earlier position just goes there. */
  chimera_game_set_view (game, 1);
  CeNodeId e5 = play_at_view (game, "e7e5");
  g_assert_cmpint (e5, ==, ce_tree_mainline_node (chimera_game_get_tree (game), 2));
  g_assert_cmpint (branched, ==, 2);
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 3);
  /* The live position takes the game's move. */
  chimera_game_set_view (game, -1);
  g_assert_false (chimera_game_can_play_at_view (game));
  g_assert_cmpint (play_at_view (game, "b8c6"), ==, chimera_game_get_live_node (game));
  g_assert_cmpint (moved, ==, 1);
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 4);
  (void) nf3;
}

/* The game's last position of a finished game takes no move: a variation
 * there would lengthen the main line. */
static void
test_no_variation_after_the_end (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5");
  chimera_game_set_result (game, CE_RESULT_WHITE_WINS, "resignation");
  CeNodeId live = chimera_game_get_live_node (game);
  CeMove m = parse_at (chimera_game_get_position (game), "g1f3");
  g_assert_cmpint (chimera_game_add_line (game, live, &m, 1), ==, CE_NODE_NONE);
  g_assert_cmpint (chimera_game_play_at_view (game, m), ==, CE_NODE_NONE);
  g_assert_cmpint (ce_tree_count (chimera_game_get_tree (game)), ==, 3);
  /* A line through the live node stops there too, all or nothing. */
  chimera_game_set_view (game, 1);
  CeMove line[2];
  line[0] = parse_at (chimera_game_get_viewed_position (game), "e7e5");
  CePosition after = *chimera_game_get_position (game);
  line[1] = parse_at (&after, "g1f3");
  g_assert_cmpint (chimera_game_add_line (game, chimera_game_get_viewed_node (game), line, 2), ==,
                   CE_NODE_NONE);
  g_assert_cmpint (ce_tree_count (chimera_game_get_tree (game)), ==, 3);
  /* An earlier position still takes variations after the end. */
  CeNodeId d5 = play_at_view (game, "d7d5");
  g_assert_cmpint (d5, !=, CE_NODE_NONE);
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_WHITE_WINS);
}

/* Promoting makes the variation the game: every move in effect, the
 * result from outside kept; deleting the game's moves takes them back
 * like undo. */
static void
test_promote_and_delete (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5 g1f3 b8c6");
  chimera_game_set_view (game, 1);
  play_at_view (game, "c7c5");
  CeNodeId d4 = play_at_view (game, "d2d4");
  int changed = 0;
  g_signal_connect (game, "tree-changed", G_CALLBACK (count_signal), &changed);
  g_assert_true (chimera_game_promote (game, d4, TRUE));
  g_assert_cmpint (changed, ==, 1);
  g_autofree char *line = main_line (game);
  g_assert_cmpstr (line, ==, "e2e4 c7c5 d2d4");
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 3);
  g_assert_false (chimera_game_can_redo (game));
  /* The old game is now the first variation after 1. e4. */
  const CeTree *t = chimera_game_get_tree (game);
  CeNodeId e4 = ce_tree_mainline_node (t, 1);
  g_assert_cmpint (ce_tree_nchildren (t, e4), ==, 2);
  CeNodeId e5 = ce_tree_child (t, e4, 1);
  /* Delete it while a node of it is shown: the view goes to its parent. */
  chimera_game_view_node (game, ce_tree_main_child (t, e5));
  g_assert_true (chimera_game_delete_variation (game, ce_tree_main_child (t, e5)));
  g_assert_false (ce_tree_valid (t, e5));
  g_assert_cmpint (chimera_game_get_viewed_node (game), ==, e4);
  g_assert_false (chimera_game_delete_variation (game, d4)); /* on the main line */
  /* A resignation stays with a promotion, goes with deleted game moves. */
  chimera_game_set_result (game, CE_RESULT_BLACK_WINS, "resignation");
  chimera_game_set_view (game, 0);
  CeNodeId d4first = play_at_view (game, "d2d4");
  g_assert_true (chimera_game_promote (game, d4first, FALSE));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 1);
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_BLACK_WINS);
  g_assert_true (chimera_game_delete_from (game, d4first));
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_NONE);
  g_autofree char *after = main_line (game);
  g_assert_cmpstr (after, ==, "e2e4 c7c5 d2d4");
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 3);
  g_assert_false (chimera_game_delete_from (game, ce_tree_root (t)));
}

/* Undo and redo go along the game's line; a different move after undo
 * forgets the moves taken back, the same one keeps the rest for redo;
 * variations stay through all of it. */
static void
test_undo_redo_on_the_tree (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5 g1f3 b8c6");
  chimera_game_set_view (game, 0);
  CeNodeId d4 = play_at_view (game, "d2d4");
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_undo (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 2);
  g_autofree char *kept = main_line (game);
  g_assert_cmpstr (kept, ==, "e2e4 e7e5 g1f3 b8c6");
  play (game, "g1f3");
  g_assert_true (chimera_game_can_redo (game));
  g_assert_true (chimera_game_redo (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 4);
  chimera_game_undo (game);
  chimera_game_undo (game);
  play (game, "f1c4");
  g_assert_false (chimera_game_can_redo (game));
  g_autofree char *replaced = main_line (game);
  g_assert_cmpstr (replaced, ==, "e2e4 e7e5 f1c4");
  g_assert_true (ce_tree_valid (chimera_game_get_tree (game), d4));
  /* Browsing never goes into the moves taken back. */
  chimera_game_undo (game);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 2);
}

/* Against the computer the game stays at the live node whatever is
 * studied elsewhere. */
static void
test_computer_keeps_its_line (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 3);
  play (game, "e2e4");
  g_assert_true (chimera_game_is_computer_turn (game));
  chimera_game_set_view (game, 0);
  g_assert_cmpint (play_at_view (game, "d2d4"), !=, CE_NODE_NONE);
  g_assert_true (chimera_game_is_computer_turn (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 1);
  g_assert_cmpint (chimera_game_get_side_to_move (game), ==, CE_BLACK);
}

/* NAGs: one move mark and one position mark at most, toggled. */
static void
test_annotations (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5");
  CeNodeId e4 = ce_tree_mainline_node (chimera_game_get_tree (game), 1);
  int annotated = 0;
  g_signal_connect (game, "annotated", G_CALLBACK (count_signal_int), &annotated);
  guint64 rev = chimera_game_get_revision (game);
  g_assert_true (chimera_game_toggle_nag (game, e4, 1));
  g_assert_true (chimera_game_toggle_nag (game, e4, 14));
  g_assert_true (chimera_game_toggle_nag (game, e4, 3)); /* replaces ! */
  const CeTreeNode *n = ce_tree_node (chimera_game_get_tree (game), e4);
  g_assert_cmpint (n->nnags, ==, 2);
  g_assert_cmpint (n->nags[0], ==, 14);
  g_assert_cmpint (n->nags[1], ==, 3);
  g_assert_true (chimera_game_toggle_nag (game, e4, 3)); /* off again */
  n = ce_tree_node (chimera_game_get_tree (game), e4);
  g_assert_cmpint (n->nnags, ==, 1);
  g_assert_false (chimera_game_toggle_nag (game, ce_tree_root (chimera_game_get_tree (game)), 1));
  chimera_game_set_node_comment (game, e4, "The king's pawn");
  g_assert_cmpstr (chimera_game_get_node_comment (game, e4), ==, "The king's pawn");
  g_assert_cmpstr (chimera_game_get_comment (game, 1), ==, "The king's pawn");
  CeMark marks[2] = { { 'G', CE_SQ (4, 1), CE_SQ (4, 3) }, { 'R', CE_SQ (3, 4), CE_NO_SQ } };
  chimera_game_set_node_marks (game, e4, marks, 2);
  CeTreeEval ev = { .set = TRUE, .value = 35 };
  chimera_game_set_node_eval (game, e4, &ev);
  g_assert_cmpint (annotated, ==, 7);
  g_assert_cmpuint (chimera_game_get_revision (game), >, rev);
  /* A comment by ply with commands fills the fields, keeping the rest. */
  chimera_game_set_comment (game, 1, "[%eval -0.50] Better");
  n = ce_tree_node (chimera_game_get_tree (game), e4);
  g_assert_cmpstr (n->comment, ==, "Better");
  g_assert_cmpint (n->eval.value, ==, -50);
  g_assert_cmpint (n->nmarks, ==, 2);
}

/* Everything goes to PGN and comes back the same. */
static void
test_saved_and_read_back (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_game_set_clock (game, 300000, 2000);
  play (game, "e2e4 e7e5 g1f3 b8c6");
  const CeTree *t = chimera_game_get_tree (game);
  chimera_game_set_view (game, 1);
  CeNodeId c5 = play_at_view (game, "c7c5");
  play_at_view (game, "g1f3");
  chimera_game_view_node (game, c5);
  play_at_view (game, "b1c3"); /* a variation inside the variation */
  chimera_game_toggle_nag (game, c5, 5);
  chimera_game_set_node_comment (game, c5, "The Sicilian");
  CeMark arrow = { 'G', CE_SQ (6, 0), CE_SQ (5, 2) };
  chimera_game_set_node_marks (game, ce_tree_mainline_node (t, 2), &arrow, 1);
  g_assert_cmpint (ce_tree_node (t, ce_tree_mainline_node (t, 3))->clock_ms, >, 290000);

  g_autofree char *pgn = chimera_game_to_pgn (game);
  /* (the writer breaks lines at 80 columns) */
  g_autofree char *flat = g_strdelimit (g_strdup (pgn), "\n", ' ');
  /* Black's clock ran in real time between the moves (a millisecond on a
   * loaded machine writes 0:05:01.999): only White's, which had not started,
   * is exact. */
  g_assert_true (g_regex_match_simple (
    "1\\.\\.\\. e5 \\{\\[%clk 0:0[45]:[0-5][0-9](\\.[0-9]{1,3})?\\] \\[%cal Gg1f3\\]\\} "
    "\\(1\\.\\.\\. c5!\\? \\{The Sicilian\\} 2\\. Nf3 \\(2\\. Nc3\\)\\) 2\\. Nf3",
    flat, 0, 0));
  g_assert_nonnull (strstr (flat, "1. e4 {[%clk 0:05:02]}"));
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) recs = chimera_game_records_parse (pgn, strlen (pgn), &error);
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) back = chimera_game_new_from_record (&recs->games[0]);
  g_assert_cmpint (ce_tree_count (chimera_game_get_tree (back)), ==, ce_tree_count (t));
  g_assert_cmpint (chimera_game_get_n_plies (back), ==, 4);
  g_autofree char *again = chimera_game_to_pgn (back);
  /* White's clock runs (it is White's turn), and the copy's was read a
   * moment later (a loaded machine wrote 0:05:03.994 for 0:05:03.999): the
   * texts agree but for its time. */
  g_autoptr (GRegex) running = g_regex_new ("\\[WhiteClock \"[^\"]*\"\\]", 0, 0, NULL);
  g_autofree char *pgn_still
    = g_regex_replace_literal (running, pgn, -1, 0, "[WhiteClock]", 0, NULL);
  g_autofree char *again_still
    = g_regex_replace_literal (running, again, -1, 0, "[WhiteClock]", 0, NULL);
  g_assert_nonnull (strstr (pgn_still, "[WhiteClock]"));
  g_assert_cmpstr (again_still, ==, pgn_still);
}

/* A file from elsewhere keeps its clocks as [%clk] only. */
static void
test_clocks_from_clk (void)
{
  const char *pgn = "[Event \"?\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
                    "[TimeControl \"600+5\"]\n\n"
                    "1. e4 { [%clk 0:09:58] } e5 { [%clk 0:09:41] } 2. Nf3 { [%clk 0:09:30] } *\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) recs = chimera_game_records_parse (pgn, strlen (pgn), &error);
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) game = chimera_game_new_from_record (&recs->games[0]);
  g_assert_true (chimera_game_has_clock (game));
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 570000);
  /* Black's runs from 9:41. */
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), <=, 581000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), >, 570000);
}

/* Many edits as one: one "tree-changed". */
static void
test_batch_edit (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4 e7e5");
  int changed = 0, annotated = 0;
  g_signal_connect (game, "tree-changed", G_CALLBACK (count_signal), &changed);
  g_signal_connect (game, "annotated", G_CALLBACK (count_signal_int), &annotated);
  CeTree *t = chimera_game_edit_tree_begin (game);
  CeNodeId e4 = ce_tree_mainline_node (t, 1);
  ce_tree_add_nag (t, e4, 2);
  CePosition start;
  ce_tree_position (t, ce_tree_root (t), &start);
  ce_tree_add_move (t, ce_tree_root (t), parse_at (&start, "d2d4"));
  chimera_game_edit_tree_end (game);
  g_assert_cmpint (changed, ==, 1);
  g_assert_cmpint (annotated, ==, 0);
  g_assert_cmpint (ce_tree_count (chimera_game_get_tree (game)), ==, 4);
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-tree/variation-from-board", test_variation_from_board);
  g_test_add_func ("/game-tree/no-variation-after-the-end", test_no_variation_after_the_end);
  g_test_add_func ("/game-tree/promote-and-delete", test_promote_and_delete);
  g_test_add_func ("/game-tree/undo-redo", test_undo_redo_on_the_tree);
  g_test_add_func ("/game-tree/computer-keeps-its-line", test_computer_keeps_its_line);
  g_test_add_func ("/game-tree/annotations", test_annotations);
  g_test_add_func ("/game-tree/saved-and-read-back", test_saved_and_read_back);
  g_test_add_func ("/game-tree/clocks-from-clk", test_clocks_from_clk);
  g_test_add_func ("/game-tree/batch-edit", test_batch_edit);
  return g_test_run ();
}
