/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView: the board widget for every variant — square boards,
 * Diagonal Chess turned 45 degrees, Diamond Chess's 40 squares and Lake.
 *
 * It shows a position it is given, lets the user pick a legal move by
 * clicking, dragging or the keyboard, and emits "move-requested" with it.
 * It never changes the game itself and never searches.
 */
#pragma once

#include <gtk/gtk.h>

#include "position.h"

G_BEGIN_DECLS

/* The colours of the squares (the setting board-theme names them by the
 * enum's nicks: "brown", "green", "blue", "grey"). */
typedef enum
{
  CHIMERA_BOARD_THEME_BROWN,
  CHIMERA_BOARD_THEME_GREEN,
  CHIMERA_BOARD_THEME_BLUE,
  CHIMERA_BOARD_THEME_GREY,
} ChimeraBoardTheme;

#define CHIMERA_TYPE_BOARD_THEME (chimera_board_theme_get_type ())
GType chimera_board_theme_get_type (void);

/* How much of its square a piece may fill (the artwork has its own margin). */
#define CHIMERA_BOARD_PIECE_SCALE_MIN 0.6
#define CHIMERA_BOARD_PIECE_SCALE_MAX 1.0

#define CHIMERA_TYPE_BOARD_VIEW (chimera_board_view_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardView, chimera_board_view, CHIMERA, BOARD_VIEW, GtkWidget)

GtkWidget *chimera_board_view_new (void);

/* Shows `pos` (copied), with `last_move` (made in the position before it, or
 * CE_MOVE_NONE) highlighted; animates the move if animations are on.  If
 * `pos` is the position shown before with `last_move` made, marks the zeligs
 * whose power the move changed, until the next position (the same position
 * shown again keeps the marks and a move animation under way).
 * Clears the selection, a drop under way, an open chooser and the hint. */
void
chimera_board_view_set_position (ChimeraBoardView *self, const CePosition *pos, CeMove last_move);
/* The position shown (NULL before the first set_position). */
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
/* The file letters and rank numbers beside the board. */
void chimera_board_view_set_show_coordinates (ChimeraBoardView *self, gboolean show);
gboolean chimera_board_view_get_show_coordinates (ChimeraBoardView *self);
/* The marks on the squares a selected piece (or a drop) can go to. */
void chimera_board_view_set_show_legal_moves (ChimeraBoardView *self, gboolean show);
gboolean chimera_board_view_get_show_legal_moves (ChimeraBoardView *self);

/* For tests: the side in pixels of the pieces drawn now (0 before a
 * position is shown). */
int chimera_board_view_get_piece_size (ChimeraBoardView *self);

/* An arrow for a suggested move; CE_MOVE_NONE clears it. */
void chimera_board_view_set_hint (ChimeraBoardView *self, CeMove move);

/* Marks for a threat display, by square. */
enum
{
  CHIMERA_BOARD_MARK_TINT = 1 << 0, /* a red tint on the square */
  CHIMERA_BOARD_MARK_RING = 1 << 1  /* a dashed red ring round its piece */
};

/* `marks` has CE_NSQ entries of CHIMERA_BOARD_MARK_* bits (copied); NULL
 * clears them.  They stay through set_position until set again. */
void chimera_board_view_set_marks (ChimeraBoardView *self, const guint8 *marks);
guint8 chimera_board_view_get_mark (ChimeraBoardView *self, int sq);

/* Starts a drop of a piece of `type` from the side to move's hand (the side
 * panel's reserve was clicked): the next click on a legal drop square
 * completes it.  0 cancels. */
void chimera_board_view_begin_drop (ChimeraBoardView *self, int type);

/* For tests and tools: the centre of square `sq` in widget coordinates
 * (FALSE if `sq` is not a square of the board), and a click at a point,
 * handled exactly as a real primary-button click. */
gboolean chimera_board_view_square_center (ChimeraBoardView *self, int sq, double *x, double *y);
void chimera_board_view_click (ChimeraBoardView *self, double x, double y);
/* Both: a click on the centre of square `sq`; FALSE (and no click) if it is
 * not a square of the board. */
gboolean chimera_board_view_click_square (ChimeraBoardView *self, int sq);

/* For tests and tools: the moves the open chooser offers (promotion pieces,
 * or a ZigZag castle and king step), and answering it as a click on its
 * index-th button would. */
guint chimera_board_view_get_choice_count (ChimeraBoardView *self);
CeMove chimera_board_view_get_choice (ChimeraBoardView *self, guint index);
void chimera_board_view_choose (ChimeraBoardView *self, guint index);

/* For tests and tools: the selected square (-1 if none), and the keyboard
 * cursor's square. */
int chimera_board_view_get_selected (ChimeraBoardView *self);
int chimera_board_view_get_cursor (ChimeraBoardView *self);

/* For tests and tools: the accessible cell (role GRID_CELL, a child of the
 * board that draws nothing and takes no input) of square `sq`, or NULL if
 * `sq` is not a square of the board shown. */
GtkWidget *chimera_board_view_get_cell (ChimeraBoardView *self, int sq);

/* For tests and tools: how many zeligs (Zelig Chess) carry the mark of a
 * power the last move changed, and whether the one on `sq` does.  The mover
 * and a castling partner are never marked, and nothing is unless the
 * position shown is the one shown before with the last move made. */
guint chimera_board_view_get_changed_count (ChimeraBoardView *self);
gboolean chimera_board_view_get_power_changed (ChimeraBoardView *self, int sq);

/* Signals:
 *   "move-requested" (guint move): the user chose a legal move (a CeMove),
 *     with its promotion piece or castle/step choice already settled. */

G_END_DECLS
