/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the tests of game files share: a home of their own, files written
 * there, the game picker found, the home removed at the end; moves played
 * (play.h), widgets found and the main loop run (widget-test.h).
 */
#pragma once

#include <glib/gstdio.h>
#include <stdlib.h>
#include <gtk/gtk.h>

#include "chimera-game.h"
#include "notation.h"
#include "play.h"
#include "widget-test.h"

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

/* Removes the directory use_temporary_home made, with all in it. */
static inline void
remove_temporary_home (const char *home)
{
  g_autofree char *quoted = g_shell_quote (home);
  g_autofree char *rm = g_strdup_printf ("rm -rf %s", quoted);
  (void) !system (rm);
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
