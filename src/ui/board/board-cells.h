/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's accessible cells: one ChimeraBoardCell (role GRID_CELL, a
 * child of the board that draws nothing and takes no input) per real
 * square, in reading order as the board is seen, labelled with what its
 * square holds and how it stands, and laid over its square.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-scene.h"
#include "board-transform.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_BOARD_CELL (chimera_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardCell, chimera_board_cell, CHIMERA, BOARD_CELL, GtkWidget)

/* The cells of one board widget, by square (NULL off the board). */
typedef struct
{
  GtkWidget *board;
  const CeVariant *cells_for;
  GtkWidget *cells[CE_NSQ];
  /* What the board's own label and description last said: told again
   * only when they change, so that news (chimera_board_cells_announce)
   * stays until the cursor's square says something new. */
  char *board_label;
  char *board_description;
} ChimeraBoardCells;

/* Unparents every cell (the variant changed, or the board goes). */
void chimera_board_cells_clear (ChimeraBoardCells *c);
/* Puts the cells in reading order as the board is seen (the top row first,
 * left to right), after `first` (the board's first child, or NULL). */
void chimera_board_cells_order (ChimeraBoardCells *c, GtkWidget *first, gboolean flipped);
/* Brings the board's label (the cursor's square) and every cell's label and
 * state up to date with `scene`, making the cells if the variant changed:
 * called when the position, the selection or the cursor changes, never
 * while drawing. */
void chimera_board_cells_update (ChimeraBoardCells *c,
                                 ChimeraBoardScene *scene,
                                 GtkWidget *first,
                                 gboolean flipped);
/* Lays each cell over its square. */
void chimera_board_cells_allocate (ChimeraBoardCells *c, const ChimeraBoardTransform *tf);
/* What the rules say of `sq` beyond its piece, as the cells add it to
 * their names: ", in check" for the king of the side to move in check,
 * ", zone square" (Zone X), a flag square (Diagonal), promotion squares
 * where they are not simply the far rank (Diagonal, Diamond); "" if
 * nothing.  From the variant's definition.  Free with g_free. */
char *chimera_square_facts (const CePosition *pos, int sq);
/* Says `text` to assistive technologies: the board's accessible
 * description becomes it (AT-SPI sends object:property-change:
 * accessible-description, which a screen reader speaks for the object
 * with the focus), until the cursor moves or its square changes.
 * GTK 4.8 has no announcement API; this is what it allows. */
void chimera_board_cells_announce (ChimeraBoardCells *c, const char *text);
/* Frees what the cells remember of the board's words (the board goes). */
void chimera_board_cells_finalize (ChimeraBoardCells *c);
/* The cell of `sq`, or NULL. */
GtkWidget *chimera_board_cells_get (ChimeraBoardCells *c, int sq);

G_END_DECLS
