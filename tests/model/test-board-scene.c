/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardScene without a display: what a press on a square selects,
 * which exact move it requests, when choices are needed (promotion, ZigZag
 * castle or king step), drops from the hand, the keyboard cursor and the
 * zeligs whose power a move changed.
 */
#include <string.h>

#include "board-scene.h"
#include "movegen.h"
#include "notation.h"

typedef struct
{
  ChimeraBoardScene *scene;
  CePosition pos;
  guint emitted;
  CeMove last;
  guint changes; /* the bits of every "changed" since the last reset */
} Fixture;

static void
move_requested (ChimeraBoardScene *scene, guint move, Fixture *fx)
{
  fx->emitted++;
  fx->last = move;
}

static void
scene_changed (ChimeraBoardScene *scene, guint what, Fixture *fx)
{
  fx->changes |= what;
}

static void
set_fen (Fixture *fx, const char *variant, const char *fen)
{
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  char err[CE_ERR_SIZE];
  if (fen)
    g_assert_true (ce_position_from_fen (&fx->pos, v, fen, err));
  else
    ce_position_start (&fx->pos, v);
  chimera_board_scene_set_position (fx->scene, &fx->pos, CE_MOVE_NONE);
  fx->emitted = 0;
  fx->last = CE_MOVE_NONE;
  fx->changes = 0;
}

static void
fixture_setup (Fixture *fx, gconstpointer data)
{
  memset (fx, 0, sizeof *fx);
  fx->scene = chimera_board_scene_new ();
  g_signal_connect (fx->scene, "move-requested", G_CALLBACK (move_requested), fx);
  g_signal_connect (fx->scene, "changed", G_CALLBACK (scene_changed), fx);
  set_fen (fx, "chess", NULL);
}

static void
fixture_teardown (Fixture *fx, gconstpointer data)
{
  g_object_add_weak_pointer (G_OBJECT (fx->scene), (gpointer *) &fx->scene);
  g_object_unref (fx->scene);
  g_assert_null (fx->scene);
}

static int
square (Fixture *fx, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (fx->pos.v, name, &sq), >, 0);
  return sq;
}

static void
click (Fixture *fx, const char *name)
{
  chimera_board_scene_activate (fx->scene, square (fx, name));
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

/* The targets of the selection, as sorted square names "e3 e4". */
static char *
targets (Fixture *fx)
{
  const CeVariant *v = fx->pos.v;
  GString *s = g_string_new (NULL);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if (!chimera_board_scene_is_target (fx->scene, sq))
        continue;
      char name[8];
      ce_square_name (sq, name);
      g_string_append_printf (s, "%s%s", s->len ? " " : "", name);
    }
  return g_string_free (s, FALSE);
}

static void
test_select_targets (Fixture *fx, gconstpointer data)
{
  click (fx, "e2");
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "e2"));
  g_assert_true (fx->changes & CHIMERA_BOARD_SCENE_SELECTION);
  g_autofree char *pawn = targets (fx);
  g_assert_cmpstr (pawn, ==, "e3 e4");
  click (fx, "g1"); /* another own piece: reselects */
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "g1"));
  g_autofree char *knight = targets (fx);
  g_assert_cmpstr (knight, ==, "f3 h3");
  g_assert_true (chimera_board_scene_is_clickable (fx->scene, square (fx, "f3")));
  g_assert_false (chimera_board_scene_is_clickable (fx->scene, square (fx, "e1")));
  click (fx, "g1"); /* the selected piece again: deselects */
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* The public select: only a piece of the side to move. */
  g_assert_true (chimera_board_scene_select (fx->scene, square (fx, "b1")));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "b1"));
  g_assert_true (chimera_board_scene_select (fx->scene, square (fx, "b1")));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "b1"));
  g_assert_false (chimera_board_scene_select (fx->scene, square (fx, "b8")));
  g_assert_false (chimera_board_scene_select (fx->scene, square (fx, "e4")));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "b1"));
  g_assert_true (chimera_board_scene_deselect (fx->scene));
  g_assert_false (chimera_board_scene_deselect (fx->scene));
}

static void
test_click_move (Fixture *fx, gconstpointer data)
{
  click (fx, "e2");
  g_assert_cmpuint (fx->emitted, ==, 0);
  click (fx, "e4");
  assert_emitted (fx, "e2e4");
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  g_assert_false (chimera_board_scene_get_requested_by_drag (fx->scene));

  /* A press on a target plays at once; the release does nothing more. */
  click (fx, "g1");
  chimera_board_scene_press (fx->scene, square (fx, "f3"));
  assert_emitted (fx, "g1f3");
  chimera_board_scene_release (fx->scene, square (fx, "f3"));
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* A drag of the selected piece: let go on a target plays it. */
  chimera_board_scene_press (fx->scene, square (fx, "d2"));
  g_assert_true (chimera_board_scene_start_drag (fx->scene));
  chimera_board_scene_end_drag (fx->scene, square (fx, "d4"));
  assert_emitted (fx, "d2d4");
  g_assert_true (chimera_board_scene_get_requested_by_drag (fx->scene));
  /* Let go on its own square: it stays selected; elsewhere it goes. */
  chimera_board_scene_press (fx->scene, square (fx, "d2"));
  g_assert_true (chimera_board_scene_start_drag (fx->scene));
  chimera_board_scene_end_drag (fx->scene, square (fx, "d2"));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "d2"));
  g_assert_true (chimera_board_scene_start_drag (fx->scene) == FALSE);
  chimera_board_scene_press (fx->scene, square (fx, "d2"));
  g_assert_true (chimera_board_scene_start_drag (fx->scene));
  chimera_board_scene_end_drag (fx->scene, square (fx, "d5"));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  g_assert_cmpuint (fx->emitted, ==, 0);

  /* Not interactive: presses select nothing. */
  chimera_board_scene_set_interactive (fx->scene, FALSE);
  click (fx, "e2");
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  chimera_board_scene_set_interactive (fx->scene, TRUE);
  click (fx, "e2");
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "e2"));
  chimera_board_scene_set_interactive (fx->scene, FALSE);
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
}

static void
test_nothing_selected (Fixture *fx, gconstpointer data)
{
  click (fx, "e4"); /* empty */
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  click (fx, "e7"); /* not the side to move */
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  chimera_board_scene_activate (fx->scene, -1); /* off the board */
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  /* A selection, then a press on an enemy piece that is no target. */
  click (fx, "e2");
  click (fx, "e7");
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  g_assert_cmpuint (fx->emitted, ==, 0);
  /* The Diamond's Lake is no square. */
  set_fen (fx, "diamond", NULL);
  g_assert_false (chimera_board_scene_is_square (fx->scene, square (fx, "e5")));
  g_assert_false (chimera_board_scene_select (fx->scene, square (fx, "e5")));
  g_assert_cmpuint (fx->emitted, ==, 0);
}

static void
test_promotion (Fixture *fx, gconstpointer data)
{
  set_fen (fx, "chess", "7k/P7/8/8/8/8/8/K7 w - - 0 1");
  click (fx, "a7");
  click (fx, "a8");
  g_assert_cmpuint (fx->emitted, ==, 0);
  g_assert_true (fx->changes & CHIMERA_BOARD_SCENE_CHOICES);
  guint n = chimera_board_scene_get_choice_count (fx->scene);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpint (chimera_board_scene_get_choice_square (fx->scene), ==, square (fx, "a8"));
  int knight = -1;
  for (guint i = 0; i < n; i++)
    {
      CeMove m = chimera_board_scene_get_choice (fx->scene, i);
      g_assert_cmpint (ce_move_from (m), ==, square (fx, "a7"));
      g_assert_cmpint (ce_move_to (m), ==, square (fx, "a8"));
      char buf[CE_MOVE_SIZE];
      if (g_str_equal (ce_move_to_string (&fx->pos, m, buf), "a7a8n"))
        knight = (int) i;
    }
  g_assert_cmpint (knight, >=, 0);
  g_assert_cmpuint (chimera_board_scene_get_choice (fx->scene, n), ==, CE_MOVE_NONE);
  /* While the choices are open, presses do nothing. */
  click (fx, "a1");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (fx->scene), ==, n);
  chimera_board_scene_choose (fx->scene, (guint) knight);
  assert_emitted (fx, "a7a8n");
  g_assert_cmpuint (chimera_board_scene_get_choice_count (fx->scene), ==, 0);
  g_assert_cmpint (chimera_board_scene_get_choice_square (fx->scene), ==, -1);

  /* Cancelled: no move, and the selection goes with it. */
  click (fx, "a7");
  click (fx, "a8");
  chimera_board_scene_close_choices (fx->scene, TRUE);
  g_assert_cmpuint (chimera_board_scene_get_choice_count (fx->scene), ==, 0);
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  g_assert_cmpuint (fx->emitted, ==, 0);
}

static void
test_zigzag_castle_or_step (Fixture *fx, gconstpointer data)
{
  const char *fen
    = "rwbzqk3r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RWBZQK3R[JJJJJjjjjj] w KQkq - 0 1";
  for (int castle = 0; castle < 2; castle++)
    {
      set_fen (fx, "zigzag", fen);
      click (fx, "f1");
      click (fx, "g1");
      g_assert_cmpuint (fx->emitted, ==, 0);
      g_assert_cmpuint (chimera_board_scene_get_choice_count (fx->scene), ==, 2);
      guint pick = 0;
      for (guint i = 0; i < 2; i++)
        if ((ce_move_kind (chimera_board_scene_get_choice (fx->scene, i)) == CE_MOVE_CASTLE)
            == castle)
          pick = i;
      chimera_board_scene_choose (fx->scene, pick);
      assert_emitted (fx, castle ? "f1g1c" : "f1g1");
    }
  /* The long castle needs no choice. */
  click (fx, "f1");
  click (fx, "h1");
  assert_emitted (fx, "f1h1c");
}

static void
test_drops (Fixture *fx, gconstpointer data)
{
  set_fen (
    fx, "zigzag",
    "rwbzqkybfr/pppppppppp/10/10/10/10/10/10/PPP1PPPPPP/RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 1");
  const CeVariant *v = fx->pos.v;
  int ninja = -1;
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].letter == 'J')
      ninja = t;
  g_assert_cmpint (ninja, >, 0);

  chimera_board_scene_begin_drop (fx->scene, ninja);
  g_assert_cmpint (chimera_board_scene_get_drop_type (fx->scene), ==, ninja);
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);
  /* Every legal drop square is a target, and nothing else. */
  CeMoveList legal = *chimera_board_scene_get_legal (fx->scene);
  guint drops = 0;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      gboolean legal_drop = FALSE;
      for (int i = 0; i < legal.count; i++)
        legal_drop
          |= ce_move_kind (legal.moves[i]) == CE_MOVE_DROP && ce_move_to (legal.moves[i]) == sq;
      g_assert_cmpint (chimera_board_scene_is_target (fx->scene, sq), ==, legal_drop);
      drops += legal_drop;
    }
  g_assert_cmpuint (drops, >, 0);
  g_assert_true (chimera_board_scene_is_target (fx->scene, square (fx, "d2")));
  g_assert_false (chimera_board_scene_is_target (fx->scene, square (fx, "e2")));
  click (fx, "d2");
  assert_emitted (fx, "J@d2");
  g_assert_cmpint (chimera_board_scene_get_drop_type (fx->scene), ==, 0);

  /* A press elsewhere ends the drop; on an own piece it selects it. */
  chimera_board_scene_begin_drop (fx->scene, ninja);
  click (fx, "e2");
  g_assert_cmpint (chimera_board_scene_get_drop_type (fx->scene), ==, 0);
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "e2"));
  /* 0 cancels, a type with no legal drop begins nothing. */
  chimera_board_scene_begin_drop (fx->scene, ninja);
  chimera_board_scene_begin_drop (fx->scene, 0);
  g_assert_cmpint (chimera_board_scene_get_drop_type (fx->scene), ==, 0);
  set_fen (fx, "chess", NULL);
  chimera_board_scene_begin_drop (fx->scene, 1);
  g_assert_cmpint (chimera_board_scene_get_drop_type (fx->scene), ==, 0);
  g_assert_cmpuint (fx->emitted, ==, 0);
}

static void
test_cursor (Fixture *fx, gconstpointer data)
{
  /* It starts on the king of the side to move, hidden. */
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e1"));
  g_assert_false (chimera_board_scene_get_cursor_shown (fx->scene));
  /* The first key only shows it. */
  g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 0, 1), ==, CHIMERA_CURSOR_SHOWN);
  g_assert_true (chimera_board_scene_get_cursor_shown (fx->scene));
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e1"));
  g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 0, 1), ==, CHIMERA_CURSOR_MOVED);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e2"));
  chimera_board_scene_activate_cursor (fx->scene);
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, square (fx, "e2"));
  chimera_board_scene_move_cursor (fx->scene, 0, 1);
  chimera_board_scene_move_cursor (fx->scene, 0, 1);
  chimera_board_scene_activate_cursor (fx->scene);
  assert_emitted (fx, "e2e4");
  /* It stops at the edge. */
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 1, 0), ==, CHIMERA_CURSOR_MOVED);
  g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 1, 0), ==, CHIMERA_CURSOR_AT_EDGE);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "h4"));
  chimera_board_scene_hide_cursor (fx->scene);
  g_assert_false (chimera_board_scene_get_cursor_shown (fx->scene));
  chimera_board_scene_activate_cursor (fx->scene); /* hidden: only shows it */
  g_assert_true (chimera_board_scene_get_cursor_shown (fx->scene));
  g_assert_cmpint (chimera_board_scene_get_selected (fx->scene), ==, -1);

  /* It skips the Diamond's Lake; a new variant puts it on the king. */
  set_fen (fx, "diamond", NULL);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e1"));
  for (int i = 0; i < 3; i++)
    chimera_board_scene_move_cursor (fx->scene, 0, 1);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e4"));
  g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 0, 1), ==, CHIMERA_CURSOR_SKIPPED);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e6"));
  /* The diamond's edge is where its cells end, not the grid's. */
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 0, 1), ==, CHIMERA_CURSOR_MOVED);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e9"));
  g_assert_cmpint (chimera_board_scene_move_cursor (fx->scene, 1, 0), ==, CHIMERA_CURSOR_AT_EDGE);
  g_assert_cmpint (chimera_board_scene_get_cursor (fx->scene), ==, square (fx, "e9"));
}

/* Shows `move` made in the position shown, as the game would. */
static CeMove
show_move (Fixture *fx, const char *move)
{
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&fx->pos, move, &m, err));
  CeUndo u;
  ce_make (&fx->pos, m, &u);
  chimera_board_scene_show_move (fx->scene, m, &fx->pos);
  return m;
}

static gboolean
marked (Fixture *fx, const char *name)
{
  return chimera_board_scene_get_power_change (fx->scene, square (fx, name))
         != CHIMERA_BOARD_POWER_SAME;
}

static void
test_power_changes (Fixture *fx, gconstpointer data)
{
  /* White zeligs on d1 (the queen) and d3 (a rook). */
  set_fen (fx, "zelig", "4k3/4p3/8/8/8/3Z4/4P3/3ZK3 w - - 0 1");
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 0);

  /* The queen leaves the d-file: d3 becomes the queen, a rise.  The mover
   * is not marked. */
  fx->changes = 0;
  CeMove m = show_move (fx, "d1c2");
  g_assert_true (fx->changes & CHIMERA_BOARD_SCENE_POWERS);
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 1);
  g_assert_cmpint (chimera_board_scene_get_power_change (fx->scene, square (fx, "d3")), ==,
                   CHIMERA_BOARD_POWER_ROSE);
  g_assert_false (marked (fx, "c2"));
  g_assert_cmpuint (chimera_board_scene_get_last_move (fx->scene), ==, m);

  /* Shown again, as a jump or a move: the mark stays. */
  CePosition after = fx->pos;
  chimera_board_scene_set_position (fx->scene, &after, m);
  g_assert_true (marked (fx, "d3"));
  g_assert_true (chimera_board_scene_shows (fx->scene, &after, m));

  /* A quiet move clears it. */
  show_move (fx, "e7e6");
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 0);

  /* A jump marks nothing, nor does a move that does not follow from the
   * position shown. */
  set_fen (fx, "zelig", "4k3/4p3/8/8/8/3Z4/4P3/3ZK3 w - - 0 1");
  chimera_board_scene_set_position (fx->scene, &after, m);
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 0);
  chimera_board_scene_show_move (fx->scene, m, &after);
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 0);

  /* Zelig Chess 2: powers by file alone, nothing changes. */
  set_fen (fx, "zelig2", "4k3/8/8/8/8/3Z4/8/3ZK3 w - - 0 1");
  show_move (fx, "d1c2");
  g_assert_cmpuint (chimera_board_scene_get_power_change_count (fx->scene), ==, 0);
}

static void
test_hint_marks_check (Fixture *fx, gconstpointer data)
{
  g_assert_cmpint (chimera_board_scene_get_check_square (fx->scene), ==, -1);
  set_fen (fx, "chess", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  g_assert_cmpint (chimera_board_scene_get_check_square (fx->scene), ==, square (fx, "e1"));

  CeMove hint = ce_move_new (square (fx, "e1"), square (fx, "e2"), 0, CE_MOVE_NORMAL);
  chimera_board_scene_set_hint (fx->scene, hint);
  g_assert_true (fx->changes & CHIMERA_BOARD_SCENE_HINT);
  g_assert_cmpuint (chimera_board_scene_get_hint (fx->scene), ==, hint);

  guint8 marks[CE_NSQ] = { 0 };
  marks[square (fx, "a2")] = CHIMERA_BOARD_MARK_RING;
  chimera_board_scene_set_marks (fx->scene, marks);
  /* A new position drops the hint, keeps the marks. */
  set_fen (fx, "chess", "4k3/8/8/8/8/8/r7/5K2 b - - 1 1");
  g_assert_cmpuint (chimera_board_scene_get_hint (fx->scene), ==, CE_MOVE_NONE);
  g_assert_cmpuint (chimera_board_scene_get_mark (fx->scene, square (fx, "a2")), ==,
                    CHIMERA_BOARD_MARK_RING);
  chimera_board_scene_set_marks (fx->scene, NULL);
  g_assert_cmpuint (chimera_board_scene_get_mark (fx->scene, square (fx, "a2")), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) \
  g_test_add ("/board-scene/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("select-targets", test_select_targets);
  ADD ("click-move", test_click_move);
  ADD ("nothing-selected", test_nothing_selected);
  ADD ("promotion", test_promotion);
  ADD ("zigzag-castle-or-step", test_zigzag_castle_or_step);
  ADD ("drops", test_drops);
  ADD ("cursor", test_cursor);
  ADD ("power-changes", test_power_changes);
  ADD ("hint-marks-check", test_hint_marks_check);
#undef ADD
  return g_test_run ();
}
