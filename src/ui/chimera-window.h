/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraWindow: the main window (header bar, board, side panel).
 */
#pragma once

#include <adwaita.h>

#include "board-view.h"
#include "chimera-application.h"
#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_WINDOW (chimera_window_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraWindow, chimera_window, CHIMERA, WINDOW, AdwApplicationWindow)

ChimeraWindow *chimera_window_new (ChimeraApplication *app);

/* Shows `game` (the window keeps a reference); the computer starts thinking
 * if it is its turn. */
void chimera_window_set_game (ChimeraWindow *self, ChimeraGame *game);
ChimeraGame *chimera_window_get_game (ChimeraWindow *self);
ChimeraBoardView *chimera_window_get_board (ChimeraWindow *self);

G_END_DECLS
