/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game a window shows, held in one place: followers get every game in
 * the order they were added, the game held already changes nothing, and a
 * follower that is gone is not called.
 */
#include "config.h"

#include "game-holder.h"
#include "notation.h"

/* A follower: any GObject, its name in its data. */
static GObject *
follower (const char *name)
{
  GObject *o = g_object_new (G_TYPE_OBJECT, NULL);
  g_object_set_data_full (o, "name", g_strdup (name), g_free);
  return o;
}

static GString *calls;

static void
follow (gpointer o, ChimeraGame *game)
{
  g_string_append_printf (calls, "%s:%d ", (const char *) g_object_get_data (o, "name"),
                          chimera_game_get_n_plies (game));
}

static void
count_notify (GObject *o, GParamSpec *pspec, gpointer data)
{
  (*(int *) data)++;
}

static void
test_order (void)
{
  calls = g_string_new (NULL);
  g_autoptr (ChimeraGameHolder) h = chimera_game_holder_new ();
  g_assert_null (chimera_game_holder_get_game (h));
  g_autoptr (GObject) a = follower ("a");
  g_autoptr (GObject) b = follower ("b");
  chimera_game_holder_add_follower (h, a, follow);
  chimera_game_holder_add_follower (h, b, follow);
  g_assert_cmpstr (calls->str, ==, ""); /* no game yet */
  int notified = 0;
  g_signal_connect (h, "notify::game", G_CALLBACK (count_notify), &notified);

  const CeVariant *v = ce_variant_get ("chess");
  g_autoptr (ChimeraGame) g1 = chimera_game_new (v, 0, 0);
  chimera_game_holder_set_game (h, g1);
  g_assert_cmpstr (calls->str, ==, "a:0 b:0 ");
  g_assert_cmpint (notified, ==, 1);
  g_assert_true (chimera_game_holder_get_game (h) == g1);

  /* The same game again: nothing. */
  chimera_game_holder_set_game (h, g1);
  g_assert_cmpstr (calls->str, ==, "a:0 b:0 ");
  g_assert_cmpint (notified, ==, 1);

  /* A follower added later gets the game held at once, and comes last. */
  g_autoptr (GObject) c = follower ("c");
  chimera_game_holder_add_follower (h, c, follow);
  g_assert_cmpstr (calls->str, ==, "a:0 b:0 c:0 ");

  /* A follower that went is not called. */
  g_clear_object (&b);
  g_autoptr (ChimeraGame) g2 = chimera_game_new (v, 0, 0);
  CePosition pos = *chimera_game_get_position (g2);
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "e2e4", &m, err));
  g_assert_true (chimera_game_play (g2, m));
  g_string_truncate (calls, 0);
  chimera_game_holder_set_game (h, g2);
  g_assert_cmpstr (calls->str, ==, "a:1 c:1 ");
  g_assert_cmpint (notified, ==, 2);
  g_string_free (calls, TRUE);
}

/* The holder keeps its game alive; its followers it does not. */
static void
test_references (void)
{
  calls = g_string_new (NULL);
  ChimeraGameHolder *h = chimera_game_holder_new ();
  GObject *a = follower ("a");
  GObject *alive = a;
  g_object_add_weak_pointer (alive, (gpointer *) &alive);
  chimera_game_holder_add_follower (h, a, follow);
  ChimeraGame *game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  ChimeraGame *held = game;
  g_object_add_weak_pointer (G_OBJECT (held), (gpointer *) &held);
  chimera_game_holder_set_game (h, game);
  g_object_unref (game);
  g_assert_nonnull (held);
  g_object_unref (a);
  g_assert_null (alive);
  g_object_unref (h);
  g_assert_null (held);
  g_string_free (calls, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/game-holder/order", test_order);
  g_test_add_func ("/model/game-holder/references", test_references);
  return g_test_run ();
}
