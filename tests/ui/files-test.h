/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the tests of game files share: files written in the test's own
 * home (use_temporary_home, widget-test.h), the game picker found; moves
 * played (play.h), widgets found and the main loop run (widget-test.h).
 */
#pragma once

#include <glib/gstdio.h>
#include <stdlib.h>
#include <gtk/gtk.h>

#include "chimera-game.h"
#include "notation.h"
#include "play.h"
#include "widget-test.h"

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
