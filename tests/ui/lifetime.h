/* SPDX-License-Identifier: GPL-3.0-or-later
 * For UI tests that check what outlives a closed window: the widgets under
 * it, watched until finalized, and the search workers' threads.
 */
#pragma once

#include <gtk/gtk.h>

#include "../threads-named.h"

/* Threads of this process named as the search workers name theirs. */
static inline int
engine_threads (void)
{
  return threads_named ("chimera-engine");
}

static void
lifetime_gone (gpointer alive, GObject *where_it_was)
{
  g_hash_table_remove (alive, where_it_was);
}

/* Watches `root` and every widget under it (popovers included: they are
 * children of the widget they point at) in `alive`, a set of pointers.
 * Not a tooltip's window: GTK keeps one per display for the next tooltip,
 * parented to whichever window showed one last. */
static inline void
watch_widgets (GHashTable *alive, GtkWidget *root)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (root), "GtkTooltipWindow"))
    return;
  if (g_hash_table_add (alive, root))
    g_object_weak_ref (G_OBJECT (root), lifetime_gone, alive);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    watch_widgets (alive, c);
}

/* Runs the main loop until everything watched is finalized or `seconds`
 * pass; names what is left in the test log, stops watching it and returns
 * how many there were. */
static inline guint
wait_finalized (GHashTable *alive, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_hash_table_size (alive) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  guint left = g_hash_table_size (alive);
  GHashTableIter it;
  gpointer obj;
  g_hash_table_iter_init (&it, alive);
  while (g_hash_table_iter_next (&it, &obj, NULL))
    {
      g_test_message ("still alive: %s %p", G_OBJECT_TYPE_NAME (obj), obj);
      g_object_weak_unref (G_OBJECT (obj), lifetime_gone, alive);
      g_hash_table_iter_remove (&it);
    }
  return left;
}

/* Destroys `win`, drops the caller's reference to it, and asserts that it
 * and every widget under it are finalized within 10 s. */
static inline void
destroy_and_assert_freed (GtkWindow *win)
{
  GHashTable *alive = g_hash_table_new (NULL, NULL);
  watch_widgets (alive, GTK_WIDGET (win));
  gtk_window_destroy (win);
  g_object_unref (win);
  g_assert_cmpuint (wait_finalized (alive, 10), ==, 0);
  g_hash_table_unref (alive);
}
