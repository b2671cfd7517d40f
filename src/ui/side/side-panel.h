/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraSidePanel: the panel beside the board — the zelig powers, the
 * analysis and the review, the move list and below it the game's status
 * line (what each side took is in the player bars, with its lead).  The move list follows the game's
 * signals row by row ("moved" appends, "undone" removes, "redone" appends
 * again, "view-changed" marks the viewed move) and ends with the result
 * ("1-0", "½-½") while the game is over; the rest is redrawn by
 * chimera_side_panel_update, which the window calls when it refreshes.
 */
#pragma once

#include <gtk/gtk.h>

#include "analysis-panel.h"
#include "chimera-game.h"
#include "review-panel.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_SIDE_PANEL (chimera_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraSidePanel, chimera_side_panel, CHIMERA, SIDE_PANEL, GtkBox)

/* Shows `game` (a reference is kept): builds its move list once and from
 * then on follows its signals. */
void chimera_side_panel_set_game (ChimeraSidePanel *self, ChimeraGame *game);

/* Redraws the status line and the powers for the game as it stands; `thinking`: the computer is working out its move (the status
 * says so).
 * The pieces in hand are in the pockets beside the board (pocket.h).  Keeps the newest move
 * in sight while the live position is shown.  Not the move list's rows. */
void chimera_side_panel_update (ChimeraSidePanel *self, gboolean thinking);

/* The status as last updated, for the window's subtitle while the panel
 * is out of sight (game-status.h's summary: "Move 8 of 19, Black to move",
 * "Paused"), or NULL when there is nothing to add to the board, the player
 * bars and the banner. */
const char *chimera_side_panel_get_status (ChimeraSidePanel *self);

/* A short message under the status line — a hint and its reason, why a
 * piece cannot move — in room the panel keeps for it below the move list,
 * so the list does not move when it comes or goes.  `brief`: it goes by itself after a few seconds;
 * otherwise it stays until replaced or cleared (NULL). */
void chimera_side_panel_set_message (ChimeraSidePanel *self, const char *text, gboolean brief);
/* The message shown, or NULL. */
const char *chimera_side_panel_get_message (ChimeraSidePanel *self);

/* Closes the panel's menus that are open (the move list's context menu,
 * the analysis panel's): for a panel being hidden, whose menus would
 * otherwise follow it out of the window and off the screen. */
void chimera_side_panel_close_menus (ChimeraSidePanel *self);

/* Offers the menu of the move shown (move-annotate.h: comment, symbols,
 * variations) below its place in the move list, as the Menu key does on
 * a move there; at the start of the game, at the list's top.  The panel
 * must be shown. */
void chimera_side_panel_popup_move_menu (ChimeraSidePanel *self);

ChimeraAnalysisPanel *chimera_side_panel_get_analysis_panel (ChimeraSidePanel *self);
/* The game review (review-panel.h), which follows the panel's game. */
ChimeraReviewPanel *chimera_side_panel_get_review_panel (ChimeraSidePanel *self);

G_END_DECLS
