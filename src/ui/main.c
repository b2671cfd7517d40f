/* SPDX-License-Identifier: GPL-3.0-or-later
 * Entry point of the desktop app.
 */
#include "config.h"

#include "chimera-application.h"

int
main (int argc, char **argv)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
