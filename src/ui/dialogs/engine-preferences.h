/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEnginePreferences: the Preferences page for other engines — the
 * external engines found and added (each with the name it reports, or why
 * it does not answer; added ones can be removed), adding one by choosing
 * its program, their time per move, and the Polyglot opening book.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_ENGINE_PREFERENCES (chimera_engine_preferences_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraEnginePreferences,
                      chimera_engine_preferences,
                      CHIMERA,
                      ENGINE_PREFERENCES,
                      AdwPreferencesPage)

GtkWidget *chimera_engine_preferences_new (void);

/* What choosing a file does, for tests: adds the program at `path` as an
 * engine (a toast says if it is none); makes `path` the opening book
 * (NULL: none). */
void chimera_engine_preferences_add_engine (ChimeraEnginePreferences *self, const char *path);
void chimera_engine_preferences_set_book (ChimeraEnginePreferences *self, const char *path);

/* For tests: the rows' titles and subtitles, one "title — subtitle" line
 * each (free with g_free). */
char *chimera_engine_preferences_describe (ChimeraEnginePreferences *self);

G_END_DECLS
