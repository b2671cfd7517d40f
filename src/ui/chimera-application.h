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

/* The same application, isolated from every other: it neither becomes the
 * primary instance that later launches of Chimera hand their files to, nor
 * a remote for one already running on the session bus
 * (G_APPLICATION_NON_UNIQUE), and each one made in a process has an id of
 * its own (the app's id and a number), because GLib keeps a registered
 * application exported on the bus under its id until the process ends, so
 * a second one with the same id could not register.  For tests and tools,
 * which run beside each other and beside the user's own Chimera, with or
 * without a session bus.  Unregistered and not unique, one would still be
 * refused windows ("must be added after the GApplication::startup
 * signal"): register it before adding any. */
ChimeraApplication *chimera_application_new_isolated (void);

/* Call before GTK opens the display: with the cairo renderer chosen
 * (GSK_RENDERER=cairo), keeps GTK from loading the GL driver it would not
 * use.  The app and its benchmarks start the same way. */
void chimera_application_setup_renderer (void);

G_END_DECLS
