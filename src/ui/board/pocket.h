/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraPocket: one side's pieces in hand (ZigZag Madness's ninja pawns),
 * shown beside the board as a crazyhouse pocket — the piece's image, about
 * a square's size, and how many are left.  Only a variant with a hand type
 * (ce_variant_hand_type) shows it.
 *
 * Clicking it (or Enter/space while it has focus) arms a drop: the board
 * shows the drop squares and the pocket looks pressed until the drop is
 * played or cancelled; clicking it again cancels.  Dragging the piece from
 * it onto a drop square plays the drop there.  When no drop is possible
 * now (the other side's move, the pocket empty, the game over, …) it says
 * why in "refused" instead, with a reason taken from the real position.
 * It never changes the game itself: the board's "move-requested" does.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-view.h"
#include "chimera-game.h"

G_BEGIN_DECLS

/* The side of the piece image a pocket shows at least, in logical pixels:
 * about a square of the 10x10 board in an 800x600 window, large enough to
 * hit; and at most, so that the bar beside it stays a bar. */
#define CHIMERA_POCKET_PIECE_SIZE     40
#define CHIMERA_POCKET_PIECE_SIZE_MAX 64

#define CHIMERA_TYPE_POCKET (chimera_pocket_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraPocket, chimera_pocket, CHIMERA, POCKET, GtkWidget)

GtkWidget *chimera_pocket_new (void);

/* The side whose pocket it is, CE_WHITE or CE_BLACK (the "color"
 * property; bind it to a player bar's to follow the board's flips). */
void chimera_pocket_set_color (ChimeraPocket *self, int color);
int chimera_pocket_get_color (ChimeraPocket *self);

/* The game whose hand it shows (a reference is kept; NULL shows nothing)
 * and the board it drops onto (weak).  The pocket follows both from then
 * on: the game's "changed" for the count, the board's scene for whether
 * it is armed.  The first pocket given a board makes the board accept
 * pieces dragged from any pocket. */
void chimera_pocket_set_game (ChimeraPocket *self, ChimeraGame *game);
void chimera_pocket_set_board (ChimeraPocket *self, ChimeraBoardView *board);

/* The side of the piece image in logical pixels (clamped to the sizes
 * above): the board's column sets it from its height, so the pocket grows
 * with the squares. */
void chimera_pocket_set_piece_size (ChimeraPocket *self, int size);
int chimera_pocket_get_piece_size (ChimeraPocket *self);

/* Why `color` cannot drop a piece in `game` now ("It is Black's move",
 * "The game is over", …), translated; NULL if it can.  Free with g_free. */
char *chimera_pocket_drop_refusal (ChimeraGame *game, int color);

/* A click on the pocket: arms a drop, or cancels the one armed, or emits
 * "refused" with the reason none is possible.  TRUE if a drop is armed
 * after it. */
gboolean chimera_pocket_activate (ChimeraPocket *self);

/* The same from the keyboard (Enter on the pocket, D on the window): a
 * drop armed, the board takes the focus and its cursor goes to a drop
 * square, so arrows and Enter finish the drop.  TRUE if a drop is armed. */
gboolean chimera_pocket_activate_by_key (ChimeraPocket *self);

/* What it shows, for tests and tools: the count shown, whether a drop
 * from it is armed on the board, and its accessible label. */
int chimera_pocket_get_count (ChimeraPocket *self);
gboolean chimera_pocket_get_armed (ChimeraPocket *self);
const char *chimera_pocket_get_label (ChimeraPocket *self);

/* For tests and tools: a drag of a piece from the pocket let go at point
 * (x, y) of the board, as a real drag and drop does it (the drag arms the
 * drop when it starts).  TRUE if a drop was played. */
gboolean chimera_pocket_drag_to (ChimeraPocket *self, double x, double y);

/* Signals:
 *   "refused" (const char *reason): a click or a drag found no drop
 *     possible; `reason` says why, for a message or a toast. */

G_END_DECLS
