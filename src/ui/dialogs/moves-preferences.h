/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Preferences window's group for how moves are written and heard: the
 * notation (the language's letters or figurines) and the sounds switch.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Appends the "Moves" group to `page`, its rows bound to the notation and
 * sounds keys of `settings`.  Without libcanberra the sounds row says the
 * build has none and cannot be switched on. */
void chimera_moves_preferences_add (AdwPreferencesPage *page, GSettings *settings);

G_END_DECLS
