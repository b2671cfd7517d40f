/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move tree: adding moves and variations, promoting, deleting,
 * navigating, stable ids, positions, annotations and the node limit, each
 * with exact expectations.
 */
#include "notation.h"
#include "tree.h"
#include "variant.h"

#include <glib.h>
#include <string.h>

static CeTree *
new_tree (const char *variant)
{
  CePosition start;
  ce_position_start (&start, ce_variant_get (variant));
  return ce_tree_new (&start);
}

/* Plays a coordinate move after `parent`. */
static CeNodeId
play (CeTree *t, CeNodeId parent, const char *text)
{
  CePosition pos;
  g_assert_true (ce_tree_position (t, parent, &pos));
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (&pos, text, &m, err))
    g_error ("%s: %s", text, err);
  return ce_tree_add_move (t, parent, m);
}

/* The main line in coordinates. */
static char *
line_of (const CeTree *t, CeNodeId from)
{
  GString *s = g_string_new (NULL);
  for (CeNodeId id = ce_tree_main_child (t, from); id != CE_NODE_NONE;
       id = ce_tree_main_child (t, id))
    {
      CePosition pos;
      ce_tree_position (t, ce_tree_parent (t, id), &pos);
      char buf[CE_MOVE_SIZE];
      g_string_append_printf (s, "%s%s", s->len ? " " : "",
                              ce_move_to_string (&pos, ce_tree_move (t, id), buf));
    }
  return g_string_free (s, FALSE);
}

static void
assert_line (const CeTree *t, CeNodeId from, const char *expected)
{
  g_autofree char *got = line_of (t, from);
  g_assert_cmpstr (got, ==, expected);
}

static void
test_add (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId root = ce_tree_root (t);
  g_assert_cmpint (ce_tree_count (t), ==, 1);
  CeNodeId e4 = play (t, root, "e2e4");
  CeNodeId e5 = play (t, e4, "e7e5");
  CeNodeId nf3 = play (t, e5, "g1f3");
  assert_line (t, root, "e2e4 e7e5 g1f3");
  /* The same move again is the same node. */
  g_assert_cmpint (play (t, root, "e2e4"), ==, e4);
  g_assert_cmpint (ce_tree_count (t), ==, 4);
  /* A different move starts a variation; the main line stays. */
  CeNodeId c5 = play (t, e4, "c7c5");
  g_assert_cmpint (ce_tree_nchildren (t, e4), ==, 2);
  g_assert_cmpint (ce_tree_child (t, e4, 0), ==, e5);
  g_assert_cmpint (ce_tree_child (t, e4, 1), ==, c5);
  assert_line (t, root, "e2e4 e7e5 g1f3");
  /* A leaf's first child goes on its line. */
  CeNodeId nf3b = play (t, c5, "g1f3");
  g_assert_cmpint (ce_tree_main_child (t, c5), ==, nf3b);
  g_assert_false (ce_tree_is_mainline (t, nf3b));
  g_assert_true (ce_tree_is_mainline (t, nf3));
  g_assert_true (ce_tree_is_mainline (t, root));
  /* add_move_new makes a second node for the same move. */
  CePosition pos;
  ce_tree_position (t, root, &pos);
  CeNodeId e4b = ce_tree_add_move_new (t, root, ce_tree_move (t, e4));
  g_assert_cmpint (e4b, !=, e4);
  g_assert_cmpint (ce_tree_nchildren (t, root), ==, 2);
  /* Illegal moves and bad parents are refused. */
  g_assert_cmpint (ce_tree_add_move (t, e4, ce_tree_move (t, e4)), ==, CE_NODE_NONE);
  g_assert_cmpint (ce_tree_add_move (t, 12345, ce_tree_move (t, e4)), ==, CE_NODE_NONE);
  g_assert_cmpint (ce_tree_count (t), ==, 7);
  ce_tree_free (t);
}

static void
test_navigate (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId root = ce_tree_root (t);
  CeNodeId e4 = play (t, root, "e2e4");
  CeNodeId e5 = play (t, e4, "e7e5");
  CeNodeId c5 = play (t, e4, "c7c5");
  CeNodeId nf3 = play (t, c5, "g1f3");
  CeNodeId d6 = play (t, nf3, "d7d6");
  g_assert_cmpint (ce_tree_parent (t, root), ==, CE_NODE_NONE);
  g_assert_cmpint (ce_tree_parent (t, d6), ==, nf3);
  g_assert_cmpint (ce_tree_mainline_node (t, 0), ==, root);
  g_assert_cmpint (ce_tree_mainline_node (t, 1), ==, e4);
  g_assert_cmpint (ce_tree_mainline_node (t, 2), ==, e5);
  g_assert_cmpint (ce_tree_mainline_node (t, 3), ==, CE_NODE_NONE);
  g_assert_cmpint (ce_tree_mainline_length (t), ==, 2);
  CeNodeId path[8];
  g_assert_cmpint (ce_tree_path (t, d6, path, 8), ==, 4);
  g_assert_cmpint (path[0], ==, e4);
  g_assert_cmpint (path[1], ==, c5);
  g_assert_cmpint (path[2], ==, nf3);
  g_assert_cmpint (path[3], ==, d6);
  g_assert_cmpint (ce_tree_path (t, root, path, 8), ==, 0);
  g_assert_cmpint (ce_tree_node (t, d6)->ply, ==, 4);
  /* Positions: the one after the path's moves. */
  CePosition pos;
  char fen[CE_FEN_SIZE];
  g_assert_true (ce_tree_position (t, d6, &pos));
  g_assert_cmpstr (ce_position_to_fen (&pos, fen), ==,
                   "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3");
  ce_tree_free (t);
}

/* Long lines cross the positions kept every 16th ply. */
static void
test_positions (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId id = ce_tree_root (t);
  const char *shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  for (int i = 0; i < 40; i++)
    id = play (t, id, shuffle[i % 4]);
  CePosition pos;
  char fen[CE_FEN_SIZE];
  ce_tree_position (t, ce_tree_mainline_node (t, 33), &pos);
  g_assert_cmpstr (ce_position_to_fen (&pos, fen), ==,
                   "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 33 17");
  ce_tree_position (t, ce_tree_mainline_node (t, 32), &pos);
  g_assert_cmpstr (ce_position_to_fen (&pos, fen), ==,
                   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 32 17");
  ce_tree_free (t);
}

static void
test_promote (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId root = ce_tree_root (t);
  CeNodeId e4 = play (t, root, "e2e4");
  play (t, e4, "e7e5");
  CeNodeId c5 = play (t, e4, "c7c5");
  CeNodeId e6 = play (t, e4, "e7e6");
  CeNodeId nf3 = play (t, e6, "g1f3");
  /* Nothing to promote on the main line. */
  g_assert_false (ce_tree_promote (t, e4));
  /* One step: e6 before c5. */
  g_assert_true (ce_tree_promote (t, nf3));
  g_assert_cmpint (ce_tree_child (t, e4, 1), ==, e6);
  g_assert_cmpint (ce_tree_child (t, e4, 2), ==, c5);
  assert_line (t, root, "e2e4 e7e5");
  /* Next step: e6 is the line. */
  g_assert_true (ce_tree_promote (t, e6));
  assert_line (t, root, "e2e4 e7e6 g1f3");
  g_assert_cmpint (ce_tree_child (t, e4, 2), ==, c5);
  /* To the main line from a nested variation. */
  CeNodeId d4 = play (t, root, "d2d4");
  CeNodeId d5 = play (t, d4, "d7d5");
  CeNodeId nf6 = play (t, d4, "g8f6");
  CeNodeId c4 = play (t, nf6, "c2c4");
  g_assert_true (ce_tree_promote_to_main (t, c4));
  assert_line (t, root, "d2d4 g8f6 c2c4");
  g_assert_cmpint (ce_tree_child (t, root, 1), ==, e4);
  g_assert_cmpint (ce_tree_child (t, d4, 1), ==, d5);
  g_assert_false (ce_tree_promote_to_main (t, c4));
  ce_tree_free (t);
}

static void
test_delete (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId root = ce_tree_root (t);
  CeNodeId e4 = play (t, root, "e2e4");
  CeNodeId e5 = play (t, e4, "e7e5");
  CeNodeId nf3 = play (t, e5, "g1f3");
  CeNodeId c5 = play (t, e4, "c7c5");
  CeNodeId c5nf3 = play (t, c5, "g1f3");
  CeNodeId e6 = play (t, e4, "e7e6");
  g_assert_cmpint (ce_tree_count (t), ==, 7);
  /* Delete the variation holding c5's Nf3: c5 and after. */
  g_assert_false (ce_tree_delete_variation (t, nf3));
  g_assert_true (ce_tree_delete_variation (t, c5nf3));
  g_assert_cmpint (ce_tree_count (t), ==, 5);
  g_assert_false (ce_tree_valid (t, c5));
  g_assert_false (ce_tree_valid (t, c5nf3));
  g_assert_null (ce_tree_node (t, c5));
  g_assert_cmpint (ce_tree_child (t, e4, 1), ==, e6);
  /* Ids of the others survive; a new node does not take a stale id. */
  CeNodeId d5 = play (t, e4, "d7d5");
  g_assert_cmpint (d5, !=, c5);
  g_assert_cmpint (d5, !=, c5nf3);
  g_assert_false (ce_tree_valid (t, c5));
  g_assert_true (ce_tree_valid (t, nf3));
  g_assert_cmpint (ce_tree_parent (t, nf3), ==, e5);
  /* Delete from here, on the main line. */
  g_assert_true (ce_tree_delete (t, e5));
  assert_line (t, root, "e2e4 e7e6");
  g_assert_cmpint (ce_tree_count (t), ==, 4);
  g_assert_false (ce_tree_delete (t, root));
  g_assert_false (ce_tree_delete (t, e5));
  g_assert_false (ce_tree_promote (t, nf3));
  g_assert_cmpint (ce_tree_add_move (t, nf3, 1), ==, CE_NODE_NONE);
  ce_tree_free (t);
}

static void
test_annotations (void)
{
  CeTree *t = new_tree ("zigzag");
  CeNodeId root = ce_tree_root (t);
  CeNodeId b5 = play (t, root, "b2b5");
  ce_tree_set_comment (t, root, "before the game");
  ce_tree_set_comment (t, b5, "a comment");
  ce_tree_set_comment_before (t, b5, "before");
  g_assert_cmpstr (ce_tree_node (t, root)->comment, ==, "before the game");
  g_assert_cmpstr (ce_tree_node (t, b5)->comment_before, ==, "before");
  ce_tree_set_comment (t, b5, "");
  g_assert_null (ce_tree_node (t, b5)->comment);
  g_assert_false (ce_tree_add_nag (t, root, 1));
  g_assert_true (ce_tree_add_nag (t, b5, 1));
  g_assert_false (ce_tree_add_nag (t, b5, 1));
  g_assert_false (ce_tree_add_nag (t, b5, 0));
  g_assert_false (ce_tree_add_nag (t, b5, 256));
  for (int n = 2; n <= CE_TREE_MAX_NAGS; n++)
    g_assert_true (ce_tree_add_nag (t, b5, 100 + n));
  g_assert_false (ce_tree_add_nag (t, b5, 255));
  g_assert_cmpint (ce_tree_node (t, b5)->nnags, ==, CE_TREE_MAX_NAGS);
  g_assert_cmpint (ce_tree_node (t, b5)->nags[1], ==, 102);
  ce_tree_clear_nags (t, b5);
  g_assert_cmpint (ce_tree_node (t, b5)->nnags, ==, 0);

  CeTreeEval ev = { true, true, -3 };
  ce_tree_set_eval (t, b5, &ev);
  g_assert_true (ce_tree_node (t, b5)->eval.mate);
  g_assert_cmpint (ce_tree_node (t, b5)->eval.value, ==, -3);
  ce_tree_set_eval (t, b5, NULL);
  g_assert_false (ce_tree_node (t, b5)->eval.set);
  g_assert_cmpint (ce_tree_node (t, b5)->clock_ms, ==, CE_TREE_NO_CLOCK);
  ce_tree_set_clock (t, b5, 299500);
  g_assert_cmpint (ce_tree_node (t, b5)->clock_ms, ==, 299500);

  /* ZigZag has a ninth rank. */
  g_assert_true (ce_tree_add_mark (t, b5, 'G', CE_SQ (4, 1), CE_SQ (4, 8)));
  g_assert_true (ce_tree_add_mark (t, b5, 'R', CE_SQ (3, 3), CE_NO_SQ));
  g_assert_true (ce_tree_add_mark (t, b5, 'Y', CE_SQ (4, 1), CE_SQ (4, 8)));
  g_assert_false (ce_tree_add_mark (t, b5, 'g', CE_SQ (0, 0), CE_NO_SQ));
  g_assert_false (ce_tree_add_mark (t, b5, 'G', CE_SQ (0, 0), CE_SQ (0, 0)));
  g_assert_false (ce_tree_add_mark (t, b5, 'G', CE_SQ (12, 0), CE_NO_SQ));
  const CeTreeNode *n = ce_tree_node (t, b5);
  g_assert_cmpint (n->nmarks, ==, 2);
  g_assert_cmpint (n->marks[0].colour, ==, 'Y');
  g_assert_cmpint (n->marks[1].to, ==, CE_NO_SQ);
  g_assert_true (ce_tree_remove_mark (t, b5, CE_SQ (4, 1), CE_SQ (4, 8)));
  g_assert_false (ce_tree_remove_mark (t, b5, CE_SQ (4, 1), CE_SQ (4, 8)));
  g_assert_cmpint (ce_tree_node (t, b5)->nmarks, ==, 1);

  /* A copy is deep and keeps the ids. */
  CeTree *c = ce_tree_copy (t);
  ce_tree_set_comment (t, root, "changed");
  g_assert_cmpstr (ce_tree_node (c, root)->comment, ==, "before the game");
  g_assert_cmpint (ce_tree_node (c, b5)->clock_ms, ==, 299500);
  ce_tree_free (c);
  ce_tree_free (t);
}

/* The limit on nodes: adding beyond it fails and changes nothing. */
static void
test_limit (void)
{
  CeTree *t = new_tree ("chess");
  CeNodeId id = ce_tree_root (t);
  const char *shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  int i = 0;
  CeNodeId next;
  while ((next = play (t, id, shuffle[i % 4])) != CE_NODE_NONE)
    {
      id = next;
      i++;
    }
  g_assert_cmpint (i, ==, CE_TREE_MAX_NODES - 1);
  g_assert_cmpint (ce_tree_count (t), ==, CE_TREE_MAX_NODES);
  g_assert_cmpint (ce_tree_main_child (t, id), ==, CE_NODE_NONE);
  /* Deleting makes room again, in the slots freed. */
  CeNodeId mid = ce_tree_mainline_node (t, 50000);
  g_assert_true (ce_tree_delete (t, mid));
  g_assert_cmpint (ce_tree_count (t), ==, 50000);
  g_assert_cmpint (play (t, ce_tree_mainline_node (t, 49999), "e7e5"), !=, CE_NODE_NONE);
  ce_tree_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tree/add", test_add);
  g_test_add_func ("/tree/navigate", test_navigate);
  g_test_add_func ("/tree/positions", test_positions);
  g_test_add_func ("/tree/promote", test_promote);
  g_test_add_func ("/tree/delete", test_delete);
  g_test_add_func ("/tree/annotations", test_annotations);
  g_test_add_func ("/tree/limit", test_limit);
  return g_test_run ();
}
