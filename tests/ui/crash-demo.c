/* SPDX-License-Identifier: GPL-3.0-or-later
 * Dies on purpose, the way a UI test can (check-crash-backtrace.sh), with
 * crash-backtrace.c linked in as in every UI test:
 *   crash-demo segv | abort | critical
 * `critical` is a GLib critical made fatal, as GTest makes them: GLib
 * stops at its breakpoint (SIGTRAP).
 */
#include <glib.h>
#include <string.h>

/* Not static, and not inlined, so that the stack names it. */
__attribute__ ((noinline)) void crash_demo_die (const char *how);

__attribute__ ((noinline)) void
crash_demo_die (const char *how)
{
  if (strcmp (how, "segv") == 0)
    {
      volatile int *nowhere = NULL;
      *nowhere = 1;
    }
  else if (strcmp (how, "abort") == 0)
    g_assert_not_reached ();
  else if (strcmp (how, "critical") == 0)
    {
      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      g_return_if_fail (how == NULL);
    }
}

int
main (int argc, char **argv)
{
  if (argc == 2)
    crash_demo_die (argv[1]);
  return 0;
}
