/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraPreferencesWindow: the app's preferences, each row bound to its
 * setting, so every change applies at once and is kept.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_PREFERENCES_WINDOW (chimera_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraPreferencesWindow,
                      chimera_preferences_window,
                      CHIMERA,
                      PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

ChimeraPreferencesWindow *chimera_preferences_window_new (GtkWindow *parent);

G_END_DECLS
