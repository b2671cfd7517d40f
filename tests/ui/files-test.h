/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the tests of game files share: a home of their own, files written
 * there, moves played, the main loop run for a while, the game picker found.
 */
#pragma once

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "chimera-game.h"
#include "notation.h"

/* gtk_test_init ignores G_TEST_OPTION_ISOLATE_DIRS: keep the person's own
 * games and recent files out of reach by pointing the XDG folders at a new
 * temporary directory, which it returns (free it; remove the directory at
 * the end).  Call before gtk_test_init. */
static inline char *
use_temporary_home (void)
{
  char *home = g_dir_make_tmp ("chimera-test-XXXXXX", NULL);
  g_assert_nonnull (home);
  const char *dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (home, dirs[i], NULL);
      g_setenv (dirs[i], dir, TRUE);
    }
  return home;
}

/* Plays `moves`, space-separated coordinate moves, each legal. */
static inline void
play (ChimeraGame *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (char **m = list; *m; m++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove move;
      char err[CE_ERR_SIZE];
      if (!ce_move_parse (&pos, *m, &move, err))
        g_error ("%s: %s", *m, err);
      g_assert_true (chimera_game_play (game, move));
    }
}

/* Runs the main loop for `seconds`. */
static inline void
spin (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* The game picker's window, if one is open. */
static inline GtkWindow *
find_picker (void)
{
  GListModel *list = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
      if (g_object_get_data (G_OBJECT (w), "chimera-picker"))
        return w;
    }
  return NULL;
}

/* `text` written to `name` in the user data folder. */
static inline GFile *
write_file (const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), name, NULL);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

/* Two games, of Zone X and Diamond Chess, for the collection tests. */
static const char collection[] = "[Event \"One\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n"
                                 "[Variant \"Zone X\"]\n\n1. e2e4 e7e5 *\n\n"
                                 "[Event \"Two\"]\n[White \"Cy\"]\n[Black \"Di\"]\n"
                                 "[Variant \"diamond\"]\n[Result \"*\"]\n\n1. d3-d5 *\n";

/* The first widget of `type` under `w` (depth first, `w` included), or NULL. */
static inline GtkWidget *
find_descendant (GtkWidget *w, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_descendant (c, type);
      if (found)
        return found;
    }
  return NULL;
}
