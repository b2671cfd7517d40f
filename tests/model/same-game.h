/* SPDX-License-Identifier: GPL-3.0-or-later
 * Whether a ChimeraGame read back (from PGN, a file, an autosave) is the
 * game that was written, for tests: the model's (test-game-pgn.c) and the
 * window's (tests/ui/test-game-file.c) ask the same question.
 */
#pragma once

#include <glib.h>

#include "chimera-game.h"
#include "notation.h"

/* Node `a` of `ta` and everything after it are node `b` of `tb` and
 * everything after it: moves, annotations, variations in order. */
static inline void
assert_same_subtree (const CeTree *ta, CeNodeId a, const CeTree *tb, CeNodeId b)
{
  const CeTreeNode *na = ce_tree_node (ta, a), *nb = ce_tree_node (tb, b);
  g_assert_nonnull (na);
  g_assert_nonnull (nb);
  g_assert_cmpuint (na->move, ==, nb->move);
  g_assert_cmpint (na->ply, ==, nb->ply);
  g_assert_cmpstr (na->comment, ==, nb->comment);
  g_assert_cmpstr (na->comment_before, ==, nb->comment_before);
  g_assert_cmpmem (na->nags, na->nnags, nb->nags, nb->nnags);
  g_assert_cmpint (na->eval.set, ==, nb->eval.set);
  if (na->eval.set)
    {
      g_assert_cmpint (na->eval.mate, ==, nb->eval.mate);
      g_assert_cmpint (na->eval.value, ==, nb->eval.value);
    }
  g_assert_cmpint (na->clock_ms, ==, nb->clock_ms);
  /* The same shapes (PGN keeps circles and arrows apart, [%csl] and
   * [%cal], so not their order across the two). */
  g_assert_cmpint (na->nmarks, ==, nb->nmarks);
  for (int i = 0; i < na->nmarks; i++)
    {
      gboolean found = FALSE;
      for (int j = 0; j < nb->nmarks && !found; j++)
        found = na->marks[i].colour == nb->marks[j].colour && na->marks[i].from == nb->marks[j].from
                && na->marks[i].to == nb->marks[j].to;
      g_assert_true (found);
    }
  g_assert_cmpint (na->nchildren, ==, nb->nchildren);
  for (int i = 0; i < na->nchildren; i++)
    assert_same_subtree (ta, ce_tree_child (ta, a, i), tb, ce_tree_child (tb, b, i));
}

/* `b` is `a` read back: the same start, moves and tree (comments, NAGs,
 * evaluations, clocks and shapes), players, clock settings, result and
 * tags.  A clock that is not running is exact.  The side to move's clock,
 * in a game that goes on, runs in `b` from when it was read: where `a`'s
 * stood still (paused) it can only have lost time since; where `a`'s runs
 * too, each runs from its own start, and the caller bounds it (only it
 * knows when `a` was written). */
static inline void
assert_same_game (ChimeraGame *a, ChimeraGame *b)
{
  const CeGame *ra = chimera_game_get_record (a), *rb = chimera_game_get_record (b);
  char fa[CE_FEN_SIZE], fb[CE_FEN_SIZE];
  g_assert_true (ra->v == rb->v);
  g_assert_cmpstr (ce_position_to_fen (&ra->positions[0], fa), ==,
                   ce_position_to_fen (&rb->positions[0], fb));
  g_assert_cmpint (ra->nmoves, ==, rb->nmoves);
  for (int i = 0; i < ra->nmoves; i++)
    g_assert_cmpuint (ra->moves[i], ==, rb->moves[i]);
  g_assert_cmpstr (ce_position_to_fen (ce_game_position (ra), fa), ==,
                   ce_position_to_fen (ce_game_position (rb), fb));
  const CeTree *ta = chimera_game_get_tree (a), *tb = chimera_game_get_tree (b);
  g_assert_cmpint (ce_tree_count (ta), ==, ce_tree_count (tb));
  assert_same_subtree (ta, ce_tree_root (ta), tb, ce_tree_root (tb));

  for (int c = 0; c < 2; c++)
    g_assert_cmpint (chimera_game_get_level (a, c), ==, chimera_game_get_level (b, c));
  g_assert_cmpint (chimera_game_has_clock (a), ==, chimera_game_has_clock (b));
  if (chimera_game_has_clock (a))
    {
      g_assert_cmpint (chimera_game_get_base_time (a), ==, chimera_game_get_base_time (b));
      g_assert_cmpint (chimera_game_get_increment (a), ==, chimera_game_get_increment (b));
      gboolean runs = chimera_game_get_result (b, NULL) == CE_RESULT_NONE && ra->nmoves > 0;
      for (int c = 0; c < 2; c++)
        if (!runs || c != chimera_game_get_side_to_move (b))
          g_assert_cmpint (chimera_game_get_clock (b, c), ==, chimera_game_get_clock (a, c));
        else if (chimera_game_get_paused (a))
          g_assert_cmpint (chimera_game_get_clock (b, c), <=, chimera_game_get_clock (a, c));
    }
  CeEndReason wa = CE_END_NONE, wb = CE_END_NONE;
  g_assert_cmpint (chimera_game_get_result (a, &wa), ==, chimera_game_get_result (b, &wb));
  g_assert_cmpint (wa, ==, wb);
  g_assert_cmpstr (chimera_game_get_result_reason (a), ==, chimera_game_get_result_reason (b));
  /* The tags set, but for those the writer makes from the game's state
   * (a computer's name among them). */
  static const char *const written[]
    = { "Result",      "Variant",    "SetUp",      "FEN",         "WhiteLevel", "BlackLevel",
        "TimeControl", "WhiteClock", "BlackClock", "Termination", NULL };
  for (guint i = 0; i < chimera_game_get_n_tags (a); i++)
    {
      const char *name, *value;
      chimera_game_get_nth_tag (a, i, &name, &value);
      if (g_strv_contains (written, name)
          || (g_str_equal (name, "White") && chimera_game_get_level (a, CE_WHITE))
          || (g_str_equal (name, "Black") && chimera_game_get_level (a, CE_BLACK)))
        continue;
      g_assert_cmpstr (chimera_game_get_tag (b, name), ==, value);
    }
}
