/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardColumn: the column that holds the board and what goes above
 * and below it, children added as to a vertical GtkBox (in a .ui file:
 * <child> elements, top to bottom).  It lays them out as that box does, then
 * narrows the player bars to the board's own width, so a player's name
 * starts at the board's left edge and the clock ends at its right edge,
 * whatever the board's shape and however much room the column has.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-view.h"
#include "chimera-game.h"
#include "pocket.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_BOARD_COLUMN (chimera_board_column_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardColumn, chimera_board_column, CHIMERA, BOARD_COLUMN, GtkWidget)

/* The board whose width the player bars take (the "board" property; not
 * kept: it is a child of the column). */
void chimera_board_column_set_board (ChimeraBoardColumn *self, ChimeraBoardView *board);

/* Puts a pocket of pieces in hand (pocket.h) at the start of each player
 * bar, showing the hand of that bar's side (following its flips) and
 * dropping onto `board`.  Call once, with the bars in place; the pockets
 * show only in variants with a hand. */
void chimera_board_column_add_pockets (ChimeraBoardColumn *self, ChimeraBoardView *board);
/* Shows `game`'s hands in the pockets. */
void chimera_board_column_set_game (ChimeraBoardColumn *self, ChimeraGame *game);
/* The pocket of side `color` (CE_WHITE or CE_BLACK), wherever the board
 * puts it now; NULL before add_pockets. */
ChimeraPocket *chimera_board_column_get_pocket (ChimeraBoardColumn *self, int color);

/* What the last allocation left above the board's squares, in the
 * column's coordinates (-1: not shown). */
typedef struct
{
  int squares_top;         /* the squares' top edge */
  int free_squares_top;    /* where it would be with nothing kept clear */
  int bar_top, bar_bottom; /* the player bar above the squares */
} ChimeraTopRoom;

/* FALSE (and -1s) before the board has a position and a size.
 * "top-room-changed" says when the room changes. */
gboolean chimera_board_column_get_top_room (ChimeraBoardColumn *self, ChimeraTopRoom *room);

/* Keeps at least `pixels` clear above the squares for what is laid over
 * the column's top: where the board leaves less of its own, it gives up
 * what is missing (0: nothing kept). */
void chimera_board_column_set_top_clear (ChimeraBoardColumn *self, int pixels);

G_END_DECLS
