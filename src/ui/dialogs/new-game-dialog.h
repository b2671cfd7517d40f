/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraNewGameDialog: choose a variant, who plays each side (or draw
 * the sides at random) and the clock.  It opens on the last choices and
 * keeps the new ones (match-settings.h) when Start is pressed.
 */
#pragma once

#include <adwaita.h>

#include "variant.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_NEW_GAME_DIALOG (chimera_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraNewGameDialog, chimera_new_game_dialog, CHIMERA, NEW_GAME_DIALOG, AdwWindow)

ChimeraNewGameDialog *chimera_new_game_dialog_new (GtkWindow *parent);

/* The dialog opens on the last choices (match-settings.h); this offers
 * `variant`, the game on screen's, in place of the last one chosen — a
 * position pasted or a file opened may be of another — with the players,
 * clock and the rest as last chosen. */
void chimera_new_game_dialog_offer_variant (ChimeraNewGameDialog *self, const CeVariant *variant);

/* Chooses in the dialog as a person would (for tests). */
void chimera_new_game_dialog_select (ChimeraNewGameDialog *self,
                                     const char *variant,
                                     int white_level,
                                     int black_level);
/* Chooses external engine `id` (external-engine-list.h) for `color`; FALSE
 * if the dialog does not offer it (not ready, or not for this variant). */
gboolean
chimera_new_game_dialog_select_engine (ChimeraNewGameDialog *self, int color, const char *id);
/* Switches Random Colours on or off. */
void chimera_new_game_dialog_set_random_colours (ChimeraNewGameDialog *self, gboolean random);
/* Turns the clock on (minutes > 0) or off. */
void chimera_new_game_dialog_set_clock (ChimeraNewGameDialog *self, int minutes, int increment);
/* Presses Start. */
void chimera_new_game_dialog_start (ChimeraNewGameDialog *self);

/* During "chosen": the external engine (an interned external-engine-list.h
 * id) that plays `color` in the game chosen, NULL if none does. */
const char *chimera_new_game_dialog_get_engine (ChimeraNewGameDialog *self, int color);
/* The rating external engines play that game at (0: full strength). */
int chimera_new_game_dialog_get_engine_elo (ChimeraNewGameDialog *self);

/* Signals:
 *   "chosen" (const char *variant, int white_level, int black_level,
 *     int seconds, int increment): Start was pressed; level 0 is a person,
 *     seconds 0 means no clock; chimera_new_game_dialog_get_engine says
 *     which sides external engines play (their level is 10).  With Random Colours the sides are already
 *     drawn (the levels are this game's).  The dialog closes itself. */

G_END_DECLS
