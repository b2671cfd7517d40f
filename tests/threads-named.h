/* SPDX-License-Identifier: GPL-3.0-or-later
 * For tests that count this process's threads by name (Linux: the names
 * are in /proc/self/task/TID/comm).
 */
#pragma once

#include <glib.h>

/* Threads of this process whose name is `comm`. */
static inline int
threads_named (const char *comm)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  g_assert_nonnull (dir);
  int n = 0;
  for (const char *tid; (tid = g_dir_read_name (dir));)
    {
      g_autofree char *path = g_build_filename ("/proc/self/task", tid, "comm", NULL);
      g_autofree char *text = NULL;
      if (g_file_get_contents (path, &text, NULL, NULL) && g_str_equal (g_strchomp (text), comm))
        n++;
    }
  return n;
}
