/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView: the board widget for every variant — square boards,
 * Diagonal Chess turned 45 degrees, Diamond Chess's 40 squares and Lake.
 *
 * A thin widget over a ChimeraBoardScene (what is shown and selected, and
 * which click makes which move) and the board painter (how it looks): it
 * owns the input controllers, the render caches, the move animation, the
 * chooser popover and the accessible cells.  It shows a position it is
 * given, lets the user pick a legal move by clicking, dragging or the
 * keyboard, and emits "move-requested" with it.  It never changes the game
 * itself and never searches.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-painter.h"
#include "board-scene.h"
#include "position.h"

G_BEGIN_DECLS

/* How much of its square a piece may fill (the artwork has its own margin). */
#define CHIMERA_BOARD_PIECE_SCALE_MIN 0.6
#define CHIMERA_BOARD_PIECE_SCALE_MAX 1.0

#define CHIMERA_TYPE_BOARD_VIEW (chimera_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardView, chimera_board_view, CHIMERA, BOARD_VIEW, GtkWidget)

GtkWidget *chimera_board_view_new (void);

/* The scene the board shows (owned by the view): its selection, choices,
 * cursor, marks and power changes, for callers and tests that ask. */
ChimeraBoardScene *chimera_board_view_get_scene (ChimeraBoardView *self);

/* Shows `pos` (copied) as a jump (a new game, a ply chosen in the move
 * list, an undo): no animation and no power-change marks, with
 * `last_move` (made in the position before it, or CE_MOVE_NONE)
 * highlighted.  The same position and last move shown again keep the marks
 * and a move animation under way.  Clears the selection, a drop under way,
 * an open chooser and the hint. */
void
chimera_board_view_show_position (ChimeraBoardView *self, const CePosition *pos, CeMove last_move);
/* Shows `pos_after`, the position shown now with `move` made: animates the
 * move if animations are on (unless the user dragged it into place) and
 * marks the zeligs whose power it changed (only if `pos_after` does follow,
 * which the scene checks).  Otherwise as show_position. */
void
chimera_board_view_show_move (ChimeraBoardView *self, CeMove move, const CePosition *pos_after);
/* show_position (`as_move` FALSE) or show_move (TRUE), with `legal` the
 * legal moves of `pos` when the caller has them (the game's,
 * chimera_game_get_viewed_moves), so the board does not generate them
 * again; NULL: it generates them. */
void chimera_board_view_show (ChimeraBoardView *self,
                              const CePosition *pos,
                              CeMove last_move,
                              gboolean as_move,
                              const CeMoveList *legal);
/* The position shown (NULL before the first one). */
const CePosition *chimera_board_view_get_position (ChimeraBoardView *self);

void chimera_board_view_set_flipped (ChimeraBoardView *self, gboolean flipped);
gboolean chimera_board_view_get_flipped (ChimeraBoardView *self);

/* While FALSE (the computer thinks, an old position is viewed, the game is
 * over) clicks select nothing. */
void chimera_board_view_set_interactive (ChimeraBoardView *self, gboolean interactive);

void chimera_board_view_set_animate (ChimeraBoardView *self, gboolean animate);
gboolean chimera_board_view_get_animate (ChimeraBoardView *self);

/* How the board looks; each is also a property ("theme", "piece-scale",
 * "show-coordinates", "show-legal-moves") and takes effect at once. */
void chimera_board_view_set_theme (ChimeraBoardView *self, ChimeraBoardTheme theme);
ChimeraBoardTheme chimera_board_view_get_theme (ChimeraBoardView *self);
/* Pieces drawn at `scale` (clamped to the range above) of a square. */
void chimera_board_view_set_piece_scale (ChimeraBoardView *self, double scale);
double chimera_board_view_get_piece_scale (ChimeraBoardView *self);
/* The side in pixels of the pieces drawn now (0 before a position is
 * shown). */
int chimera_board_view_get_piece_size (ChimeraBoardView *self);
/* The file letters and rank numbers beside the board. */
void chimera_board_view_set_show_coordinates (ChimeraBoardView *self, gboolean show);
gboolean chimera_board_view_get_show_coordinates (ChimeraBoardView *self);
/* The marks on the squares a selected piece (or a drop) can go to. */
void chimera_board_view_set_show_legal_moves (ChimeraBoardView *self, gboolean show);
gboolean chimera_board_view_get_show_legal_moves (ChimeraBoardView *self);

/* An arrow for a suggested move; CE_MOVE_NONE clears it. */
void chimera_board_view_set_hint (ChimeraBoardView *self, CeMove move);

/* Marks for a threat display: `marks` has CE_NSQ entries of
 * CHIMERA_BOARD_MARK_* bits (copied); NULL clears them.  They stay through
 * new positions until set again. */
void chimera_board_view_set_marks (ChimeraBoardView *self, const guint8 *marks);

/* Starts a drop of a piece of `type` from the side to move's hand (its
 * pocket was clicked): the next click on a legal drop square
 * completes it.  0 cancels. */
void chimera_board_view_begin_drop (ChimeraBoardView *self, int type);
/* A piece from the hand was let go at widget point (x, y) (dragged from a
 * pocket, with its drop begun): the drop goes to the square there if it is
 * a drop square (TRUE), else the drop ends (FALSE). */
gboolean chimera_board_view_drop_at (ChimeraBoardView *self, double x, double y);

/* Selects the piece of the side to move on `sq`, showing its targets, as a
 * click on it would (already selected, it stays so); FALSE if `sq` holds
 * no such piece. */
gboolean chimera_board_view_select_square (ChimeraBoardView *self, int sq);

/* Where the board lies in widget coordinates, for widgets placed beside it:
 * the axis-aligned box round square `sq` (for the turned board the box
 * round the turned square), FALSE if `sq` is not a square of the board
 * shown; and the box round all its squares, with `margin` (may be NULL)
 * the room in pixels kept round them for the coordinates, FALSE before a
 * position is shown. */
gboolean
chimera_board_view_get_square_bounds (ChimeraBoardView *self, int sq, graphene_rect_t *out);
gboolean
chimera_board_view_get_board_bounds (ChimeraBoardView *self, graphene_rect_t *out, double *margin);
/* The centre of square `sq` in the widget's coordinates (for a pointer, a
 * popover or an arrow aimed at it); FALSE (and 0, 0) if `sq` is not a
 * square of the board shown. */
gboolean
chimera_board_view_get_square_center (ChimeraBoardView *self, int sq, double *x, double *y);

/* For tests and tools that simulate real input through the hit test: a
 * primary-button click at a point, handled exactly as a real one, and a
 * click on the centre of square `sq` (FALSE, and no click, if it is not a
 * square of the board).  Production code selects with select_square. */
void chimera_board_view_click (ChimeraBoardView *self, double x, double y);
gboolean chimera_board_view_click_square (ChimeraBoardView *self, int sq);

/* For tests and tools: the accessible cell (role GRID_CELL, a child of the
 * board that draws nothing and takes no input) of square `sq`, or NULL if
 * `sq` is not a square of the board shown. */
GtkWidget *chimera_board_view_get_cell (ChimeraBoardView *self, int sq);

/* Signals:
 *   "move-requested" (guint move): the user chose a legal move (a CeMove),
 *     with its promotion piece or castle/step choice already settled. */

/* Says `text` to a screen reader through the board's accessible
 * description (board-cells.h; a11y-announce.h decides what is said). */
void chimera_board_view_announce (ChimeraBoardView *self, const char *text);

G_END_DECLS
