/* SPDX-License-Identifier: GPL-3.0-or-later
 * Entry point of the desktop app.
 */
#include "config.h"

#include "chimera-application.h"

#include <glib/gi18n.h>
#include <locale.h>

int
main (int argc, char **argv)
{
  /* Translations come from the installed catalogue; GTK calls setlocale
   * again when it starts, but the text domain must be bound before any
   * string is looked up. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* The cairo renderer draws without OpenGL, yet GTK 4.8's X11 backend
   * loads and sets up the GL driver when it opens the display, only to
   * choose a visual: with Mesa that is a third of the launch (perf: 25% of
   * the samples in gdk_display_prepare_gl, mostly dlopen and relocation of
   * the driver and LLVM).  Whoever chose the cairo renderer (GSK_RENDERER,
   * as on machines without a GPU) gets it without GL. */
  const char *renderer = g_getenv ("GSK_RENDERER");
  if (renderer && !g_ascii_strcasecmp (renderer, "cairo") && !g_getenv ("GDK_DEBUG"))
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);

  g_autoptr (ChimeraApplication) app = chimera_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
