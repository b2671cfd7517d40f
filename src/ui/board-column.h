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

G_BEGIN_DECLS

#define CHIMERA_TYPE_BOARD_COLUMN (chimera_board_column_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardColumn, chimera_board_column, CHIMERA, BOARD_COLUMN, GtkWidget)

/* The board whose width the player bars take (the "board" property; not
 * kept: it is a child of the column). */
void chimera_board_column_set_board (ChimeraBoardColumn *self, ChimeraBoardView *board);

G_END_DECLS
