/* SPDX-License-Identifier: GPL-3.0-or-later
 * ui-stall: how long the GTK main loop can stall while the computer thinks.
 * Shows the main window, has the search worker think at level 10 for
 * SECONDS (default 10) on a busy position, and meanwhile measures the gaps
 * between runs of a 1 ms timeout on the main loop.  Prints the longest gap.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "search-worker.h"
#include "notation.h"

#include <stdlib.h>

typedef struct
{
  gint64 start, when;
  gint64 last, worst;
  int ticks;
  gboolean done;
} Probe;

static gboolean
tick (gpointer data)
{
  Probe *p = data;
  gint64 now = g_get_monotonic_time ();
  if (p->last && now - p->last > p->worst)
    {
      p->worst = now - p->last;
      p->when = p->last - p->start;
    }
  p->last = now;
  p->ticks++;
  return G_SOURCE_CONTINUE;
}

static void
thought (GObject *source, GAsyncResult *res, gpointer data)
{
  Probe *p = data;
  CeSearchResult r;
  chimera_search_worker_think_finish (CHIMERA_SEARCH_WORKER (source), res, &r, NULL);
  g_print ("search: depth %d, %llu nodes\n", r.depth, (unsigned long long) r.nodes);
  p->done = TRUE;
}

int
main (int argc, char **argv)
{
  double seconds = argc > 1 ? atof (argv[1]) : 10;
  gtk_init ();
  adw_init ();
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  /* Let start-up work (first frames, the piece cache) finish first: the
   * figure is about thinking, not launching. */
  gint64 settle = g_get_monotonic_time () + G_USEC_PER_SEC;
  while (g_get_monotonic_time () < settle)
    g_main_context_iteration (NULL, FALSE);

  Probe probe = { 0 };
  g_autoptr (ChimeraSearchWorker) worker = chimera_search_worker_new ();
  CePosition pos;
  char err[256];
  if (!ce_position_from_fen (&pos, ce_variant_get ("zigzag"),
                             "r1bzqkybf1/1pj4pp1/Bw4p3/2p1p4r/p2p1p3p/1P1W1P2P1/3P6/6P3/P1P1PQJP1P/"
                             "R1BZ1KY1FR[JJJJjjjj] w KQq - 2 16",
                             err))
    g_error ("%s", err);
  CeLimits limits;
  ce_limits_init (&limits);
  limits.movetime = (int64_t) (seconds * 1000);
  probe.start = g_get_monotonic_time ();
  g_timeout_add (1, tick, &probe);
  chimera_search_worker_think_async (worker, &pos, 10, &limits, NULL, thought, &probe);
  while (!probe.done)
    g_main_context_iteration (NULL, TRUE);
  g_print ("main loop: %d ticks in %.1f s, longest gap %.1f ms (%.0f ms after the start)\n",
           probe.ticks, seconds, probe.worst / 1000.0, probe.when / 1000.0);
  gtk_window_destroy (GTK_WINDOW (win));
  return 0;
}
