/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraApplication: the AdwApplication that owns the windows and app-wide
 * actions.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_APPLICATION (chimera_application_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraApplication, chimera_application, CHIMERA, APPLICATION, AdwApplication)

ChimeraApplication *chimera_application_new (void);

/* Call before GTK opens the display: with the cairo renderer chosen
 * (GSK_RENDERER=cairo), keeps GTK from loading the GL driver it would not
 * use.  The app and its benchmarks start the same way. */
void chimera_application_setup_renderer (void);

G_END_DECLS
