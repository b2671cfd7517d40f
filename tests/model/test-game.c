/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraGame says what happened: the exact sequence of signals and
 * property notifications for playing, undoing (also back to the person's
 * turn against the computer), redoing, viewing, the node shown and
 * whether it came by one move, mate and a time forfeit.
 * No display: the model needs none.
 */
#include "config.h"

#include "chimera-game.h"
#include "notation.h"
#include "rules.h"
#include "play.h"

/* Everything the game emits, in order, as one line of text. */
typedef struct
{
  GString *log;
} Recorder;

static void
say (Recorder *r, const char *text)
{
  if (r->log->len)
    g_string_append_c (r->log, ' ');
  g_string_append (r->log, text);
}

static void
on_moved (ChimeraGame *game, guint move, int ply, Recorder *r)
{
  char mv[CE_MOVE_SIZE];
  ce_move_to_string (ce_game_position_at (chimera_game_get_record (game), ply - 1), move, mv);
  g_autofree char *t = g_strdup_printf ("moved(%s,%d)", mv, ply);
  say (r, t);
}

static void
on_count (ChimeraGame *game, int n, Recorder *r)
{
  g_autofree char *t
    = g_strdup_printf ("%s(%d)", (char *) g_object_get_data (G_OBJECT (game), "sig"), n);
  say (r, t);
}

static void
on_undone (ChimeraGame *game, int n, Recorder *r)
{
  g_object_set_data (G_OBJECT (game), "sig", (gpointer) "undone");
  on_count (game, n, r);
}

static void
on_redone (ChimeraGame *game, int n, Recorder *r)
{
  g_object_set_data (G_OBJECT (game), "sig", (gpointer) "redone");
  on_count (game, n, r);
}

static void
on_view (ChimeraGame *game, int ply, Recorder *r)
{
  g_object_set_data (G_OBJECT (game), "sig", (gpointer) "view-changed");
  on_count (game, ply, r);
}

static void
on_finished (ChimeraGame *game, int result, int reason, Recorder *r)
{
  g_autofree char *t
    = g_strdup_printf ("finished(%s,%s)", ce_result_string (result), ce_end_reason_string (reason));
  say (r, t);
}

static void
on_notify (ChimeraGame *game, GParamSpec *pspec, Recorder *r)
{
  g_autofree char *t = g_strdup_printf ("notify::%s", pspec->name);
  say (r, t);
}

static void
on_changed (ChimeraGame *game, Recorder *r)
{
  say (r, "changed");
}

static void
on_clock (ChimeraGame *game, Recorder *r)
{
  say (r, "clock-changed");
}

static Recorder *
record (ChimeraGame *game)
{
  Recorder *r = g_new0 (Recorder, 1);
  r->log = g_string_new (NULL);
  g_signal_connect (game, "moved", G_CALLBACK (on_moved), r);
  g_signal_connect (game, "undone", G_CALLBACK (on_undone), r);
  g_signal_connect (game, "redone", G_CALLBACK (on_redone), r);
  g_signal_connect (game, "view-changed", G_CALLBACK (on_view), r);
  g_signal_connect (game, "finished", G_CALLBACK (on_finished), r);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), r);
  g_signal_connect (game, "clock-changed", G_CALLBACK (on_clock), r);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), r);
  return r;
}

/* The log since the last call. */
static char *
take (Recorder *r)
{
  char *s = g_strdup (r->log->str);
  g_string_truncate (r->log, 0);
  return s;
}

static void
recorder_free (Recorder *r)
{
  g_string_free (r->log, TRUE);
  g_free (r);
}

#define assert_log(r, expected)          \
  G_STMT_START                           \
  {                                      \
    g_autofree char *got = take (r);     \
    g_assert_cmpstr (got, ==, expected); \
  }                                      \
  G_STMT_END

static void
test_play_undo_redo (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  Recorder *r = record (game);
  play_move (game, "e2e4");
  assert_log (r, "moved(e2e4,1) notify::n-plies notify::side-to-move notify::can-undo changed");
  play_move (game, "e7e5");
  assert_log (r, "moved(e7e5,2) notify::n-plies notify::side-to-move changed");
  g_assert_true (chimera_game_undo (game));
  assert_log (r, "undone(1) notify::n-plies notify::side-to-move notify::can-redo changed");
  g_assert_true (chimera_game_redo (game));
  assert_log (r, "redone(1) notify::n-plies notify::side-to-move notify::can-redo changed");
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_undo (game));
  assert_log (r, "undone(1) notify::n-plies notify::side-to-move notify::can-redo changed "
                 "undone(1) notify::n-plies notify::side-to-move notify::can-undo changed");
  /* A new move forgets the taken-back ones. */
  play_move (game, "d2d4");
  assert_log (r, "moved(d2d4,1) notify::n-plies notify::side-to-move notify::can-undo "
                 "notify::can-redo changed");
  g_assert_false (chimera_game_redo (game));
  assert_log (r, "");
  recorder_free (r);
}

/* Against the computer, undo goes back to the person's turn: two plies in
 * one "undone", and redo replays both in one "redone". */
static void
test_undo_against_computer (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 3);
  Recorder *r = record (game);
  play_move (game, "e2e4");
  play_move (game, "e7e5"); /* as the computer would */
  g_free (take (r));
  g_assert_true (chimera_game_undo (game));
  assert_log (r, "undone(2) notify::n-plies notify::can-undo notify::can-redo changed");
  g_assert_cmpint (chimera_game_get_side_to_move (game), ==, CE_WHITE);
  g_assert_true (chimera_game_redo (game));
  assert_log (r, "redone(2) notify::n-plies notify::can-undo notify::can-redo changed");
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 2);
  recorder_free (r);
}

static void
test_view (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play_move (game, "e2e4");
  play_move (game, "e7e5");
  Recorder *r = record (game);
  chimera_game_set_view (game, 0);
  assert_log (r, "view-changed(0) notify::view changed");
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 0);
  chimera_game_set_view (game, 0);
  assert_log (r, "");
  /* Through g_object_set, GObject holds the notification until the setter
   * returns, so it comes after "changed". */
  g_object_set (game, "view", 1, NULL);
  assert_log (r, "view-changed(1) changed notify::view");
  /* Past the end: back to following the live position. */
  chimera_game_set_view (game, 9);
  assert_log (r, "view-changed(2) notify::view changed");
  g_assert_cmpint (chimera_game_get_view (game), ==, -1);
  /* A move played while an earlier position is viewed follows it again. */
  chimera_game_set_view (game, 1);
  g_free (take (r));
  guint64 revision = chimera_game_get_revision (game);
  play_move (game, "g1f3");
  assert_log (r, "moved(g1f3,3) notify::view notify::n-plies notify::side-to-move changed");
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision + 1);
  recorder_free (r);
}

static void
test_mate (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play_move (game, "f2f3");
  play_move (game, "e7e5");
  play_move (game, "g2g4");
  Recorder *r = record (game);
  play_move (game, "d8h4");
  assert_log (r, "moved(d8h4,4) finished(0-1,checkmate) notify::n-plies notify::side-to-move "
                 "notify::result notify::end-reason changed");
  int result, reason;
  g_object_get (game, "result", &result, "end-reason", &reason, NULL);
  g_assert_cmpint (result, ==, CE_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, CE_END_CHECKMATE);
  /* Taking the mate back reopens the game without a "finished". */
  g_assert_true (chimera_game_undo (game));
  assert_log (r, "undone(1) notify::n-plies notify::side-to-move notify::can-redo "
                 "notify::result notify::end-reason changed");
  g_assert_true (chimera_game_redo (game));
  assert_log (r, "redone(1) finished(0-1,checkmate) notify::n-plies notify::side-to-move "
                 "notify::can-redo notify::result notify::end-reason changed");
  recorder_free (r);
}

static void
test_time_forfeit (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  Recorder *r = record (game);
  chimera_game_set_clock (game, 1, 0);
  assert_log (r, "clock-changed changed");
  /* No time runs before the first move (chimera-game.h)... */
  g_usleep (5000);
  g_assert_false (chimera_game_check_time (game));
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 1);
  /* ...and Black's starts with it. */
  play_move (game, "e2e4");
  g_free (take (r));
  g_usleep (5000);
  g_assert_true (chimera_game_check_time (game));
  /* A loss on time cannot be undone (chimera-game.h): can-undo goes. */
  assert_log (r, "finished(1-0,time forfeit) notify::can-undo notify::result notify::end-reason "
                 "changed");
  g_assert_false (chimera_game_can_undo (game));
  g_assert_false (chimera_game_check_time (game));
  assert_log (r, "");
  recorder_free (r);
}

/* "shown-changed" alone, as "shown(ply,step)" with the step's move or
 * "-" for a jump. */
static void
on_shown (ChimeraGame *game, int node, guint step, GString *log)
{
  const CeTree *t = chimera_game_get_tree (game);
  char mv[CE_MOVE_SIZE] = "-";
  if (step != CE_MOVE_NONE)
    {
      CePosition before;
      ce_tree_position (t, ce_tree_parent (t, node), &before);
      ce_move_to_string (&before, step, mv);
    }
  g_assert_cmpint (node, ==, chimera_game_get_viewed_node (game));
  g_string_append_printf (log, "%sshown(%d,%s)", log->len ? " " : "", ce_tree_node (t, node)->ply,
                          mv);
}

#define assert_shown(log, expected)             \
  G_STMT_START                                  \
  {                                             \
    g_assert_cmpstr ((log)->str, ==, expected); \
    g_string_truncate (log, 0);                 \
  }                                             \
  G_STMT_END

/* Which node is shown and whether it came by one move, said by the model
 * for every change, so that a board need not infer it from the tree. */
static void
test_shown (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  g_autoptr (GString) log = g_string_new (NULL);
  g_signal_connect (game, "shown-changed", G_CALLBACK (on_shown), log);
  play (game, "e2e4 e7e5");
  assert_shown (log, "shown(1,e2e4) shown(2,e7e5)");
  g_assert_true (chimera_game_undo (game));
  assert_shown (log, "shown(1,-)");
  g_assert_true (chimera_game_redo (game));
  assert_shown (log, "shown(2,e7e5)");
  /* Through the history: forward one move is a step, anything else a jump. */
  chimera_game_set_view (game, 0);
  chimera_game_set_view (game, 1);
  chimera_game_set_view (game, 2);
  chimera_game_set_view (game, 0);
  chimera_game_set_view (game, 2);
  assert_shown (log, "shown(0,-) shown(1,e2e4) shown(2,e7e5) shown(0,-) shown(2,-)");
  /* Changes that keep the node say nothing. */
  chimera_game_set_view (game, -1);
  chimera_game_set_clock (game, 60000, 0);
  chimera_game_set_tag (game, "Event", "Test");
  chimera_game_set_comment (game, 2, "open game");
  assert_shown (log, "");
  /* A variation played at an earlier position is shown as a step, and
   * deleting it shows its start again. */
  chimera_game_set_view (game, 1);
  CeNodeId c5 = play_at_view (game, "c7c5");
  assert_shown (log, "shown(1,-) shown(2,c7c5)");
  g_assert_true (chimera_game_delete_variation (game, c5));
  assert_shown (log, "shown(1,-)");
  /* Back to the live node, one move on, and the game goes on there. */
  chimera_game_set_view (game, -1);
  play_move (game, "g1f3");
  assert_shown (log, "shown(2,e7e5) shown(3,g1f3)");
}

/* Against the computer, undo and redo take two plies: jumps, not steps. */
static void
test_shown_two_plies (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 3);
  g_autoptr (GString) log = g_string_new (NULL);
  play (game, "e2e4 e7e5");
  g_signal_connect (game, "shown-changed", G_CALLBACK (on_shown), log);
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_redo (game));
  assert_shown (log, "shown(0,-) shown(2,-)");
}

static void
test_properties (void)
{
  const CeVariant *v = ce_variant_get ("zigzag");
  g_autoptr (ChimeraGame) game = chimera_game_new (v, 0, 4);
  gpointer variant;
  int white, black, view, side, nplies;
  gboolean can_undo, can_redo;
  g_object_get (game, "variant", &variant, "white-level", &white, "black-level", &black, "view",
                &view, "side-to-move", &side, "n-plies", &nplies, "can-undo", &can_undo, "can-redo",
                &can_redo, NULL);
  g_assert_true (variant == v);
  g_assert_cmpint (white, ==, 0);
  g_assert_cmpint (black, ==, 4);
  g_assert_cmpint (view, ==, -1);
  g_assert_cmpint (side, ==, CE_WHITE);
  g_assert_cmpint (nplies, ==, 0);
  g_assert_false (can_undo);
  g_assert_false (can_redo);
  /* Tags and comments are changes worth saving, with their own signals. */
  guint64 revision = chimera_game_get_revision (game);
  chimera_game_set_tag (game, "Event", "Test");
  chimera_game_set_comment (game, 0, "before");
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision + 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/game/undo-against-computer", test_undo_against_computer);
  g_test_add_func ("/game/view", test_view);
  g_test_add_func ("/game/shown", test_shown);
  g_test_add_func ("/game/shown-two-plies", test_shown_two_plies);
  g_test_add_func ("/game/mate", test_mate);
  g_test_add_func ("/game/time-forfeit", test_time_forfeit);
  g_test_add_func ("/game/properties", test_properties);
  return g_test_run ();
}
