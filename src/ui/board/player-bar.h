/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraPlayerBar: one side's player beside the board, in one line — who
 * plays it ("You", a person's name and Elo from the game's tags, or
 * "Computer, level N"), whether it is that side's move in the position
 * shown ("to move", or "in check": the window says whose move it is only
 * here), the pieces it took (captured-strip.h) and its material lead ("+3",
 * from the variant's piece values) — the one place for both — and its
 * clock, with a low-time warning.  The window puts one bar above the board
 * and one below; each follows the board's orientation, so the side drawn at
 * the bottom has its bar below.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-view.h"
#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_PLAYER_BAR (chimera_player_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraPlayerBar, chimera_player_bar, CHIMERA, PLAYER_BAR, GtkBox)

/* Shows `game` (a reference is kept; NULL shows nothing) and follows its
 * "changed" from then on. */
void chimera_player_bar_set_game (ChimeraPlayerBar *self, ChimeraGame *game);

/* The side shown, CE_WHITE or CE_BLACK (the "color" property). */
void chimera_player_bar_set_color (ChimeraPlayerBar *self, int color);
int chimera_player_bar_get_color (ChimeraPlayerBar *self);

/* From now on the bar shows the side `board` draws at its top (`top`) or at
 * its bottom, following the board's "flipped". */
void
chimera_player_bar_follow_board (ChimeraPlayerBar *self, ChimeraBoardView *board, gboolean top);

/* Redraws everything from the game as it stands (also done on "changed"). */
void chimera_player_bar_update (ChimeraPlayerBar *self);
/* Only the clock, for a ticking timer. */
void chimera_player_bar_update_clock (ChimeraPlayerBar *self);

/* What the bar shows, for tests and for the accessible description: the
 * player's name, the Elo ("" if none), what the side took in words ("White
 * took 1 rook, 3 pawns", NULL if nothing), the material lead ("+3", or "" when
 * not ahead), whether the marker of the side to move is on and says "in
 * check", the clock's text ("" without a clock) and whether it warns of
 * low time. */
const char *chimera_player_bar_get_name (ChimeraPlayerBar *self);
const char *chimera_player_bar_get_elo (ChimeraPlayerBar *self);
const char *chimera_player_bar_get_captured (ChimeraPlayerBar *self);
const char *chimera_player_bar_get_material (ChimeraPlayerBar *self);
gboolean chimera_player_bar_get_to_move (ChimeraPlayerBar *self);
gboolean chimera_player_bar_get_in_check (ChimeraPlayerBar *self);
const char *chimera_player_bar_get_clock (ChimeraPlayerBar *self);
gboolean chimera_player_bar_get_low_time (ChimeraPlayerBar *self);

/* The clock's text for `ms` milliseconds left: "4:59", "1:02:03", and
 * tenths under ten seconds ("9.4"). */
char *chimera_format_clock (gint64 ms);

G_END_DECLS
