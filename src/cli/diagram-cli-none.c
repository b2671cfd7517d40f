/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli diagram` in a build without the UI: diagrams are drawn by
 * the app's painter (cairo, pango, librsvg), which this build left out.
 */
#include "diagram-cli.h"

#include <stdio.h>

int
chimera_diagram_command (int argc, char **argv)
{
  fputs ("chimera-cli: diagram: not available in this build (configured with -Dui=disabled; "
         "diagrams are drawn by the app's board painter)\n",
         stderr);
  return 2;
}
