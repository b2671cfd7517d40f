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
  /* Translations come from the installed catalogue, or from the build
   * tree's for an app started there (tools/run.sh); GTK calls setlocale
   * again when it starts, but the text domain must be bound before any
   * string is looked up. */
  setlocale (LC_ALL, "");
  const char *catalogues = g_getenv ("CHIMERA_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, catalogues && *catalogues ? catalogues : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  chimera_application_setup_renderer ();
  g_autoptr (ChimeraApplication) app = chimera_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
