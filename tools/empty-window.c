/* SPDX-License-Identifier: GPL-3.0-or-later
 * empty-window: the floor under the app's launch time.  A libadwaita
 * application that opens an empty window of the app's default size and,
 * like `chimera` with CHIMERA_FIRST_FRAME_STAMP, prints the wall-clock time
 * of its first painted frame and quits.  bench/ui.sh launches both, so the
 * share of the launch that is the toolkit's own can be told from ours.
 */
#include <adwaita.h>

static void
first_frame_painted (GdkFrameClock *clock, GApplication *app)
{
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_real_time ());
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, app);
  g_application_quit (app);
}

static void
window_realized (GtkWidget *window, GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (first_frame_painted), app);
}

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 780);
  g_signal_connect (window, "realize", G_CALLBACK (window_realized), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  /* As chimera's main() does for the cairo renderer. */
  const char *renderer = g_getenv ("GSK_RENDERER");
  if (renderer && !g_ascii_strcasecmp (renderer, "cairo") && !g_getenv ("GDK_DEBUG"))
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  g_autoptr (AdwApplication) app
    = adw_application_new ("org.chimera.EmptyWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
