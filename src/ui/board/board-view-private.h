/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView's insides, shared by board-view.c (the widget: input,
 * animation, properties) and board-view-render.c (its render caches and
 * snapshot).  Nothing outside those two files includes this.
 */
#pragma once

#include <adwaita.h>

#include "board-cells.h"
#include "board-chooser.h"
#include "board-painter.h"
#include "board-scene.h"
#include "board-transform.h"
#include "board-view.h"

/* Everything the drawing of the bare board (squares, Lake, zone, edge,
 * shadow and coordinates) depends on. */
typedef struct
{
  const CeVariant *v;
  int width, height;
  gboolean flipped, dark, high_contrast, coordinates;
  ChimeraBoardTheme theme;
  GdkRGBA label_color;
  guint font_hash;
  double label_px;
} BoardKey;

struct _ChimeraBoardView
{
  GtkWidget parent_instance;

  ChimeraBoardScene *scene;

  gboolean flipped;
  gboolean animate;
  ChimeraBoardTheme theme;
  double piece_scale;
  gboolean show_coordinates;
  gboolean show_legal_moves;
  ChimeraBoardTransform tf;
  ChimeraBoardArt art;

  /* Render nodes kept from frame to frame, so a redraw draws only what
   * changed: the board without its pieces (drawn again only when `board_key`
   * changes), and each piece image at the size drawn now, by artwork path. */
  GskRenderNode *board_node;
  BoardKey board_key;
  GHashTable *piece_nodes;
  int piece_nodes_size, piece_nodes_scale;

  /* Dragging the selected piece. */
  GtkGesture *drag;
  double drag_x0, drag_y0, drag_x, drag_y;
  gboolean dragging;
  /* Where the secondary button went down, drawing an arrow. */
  double annotate_x0, annotate_y0;

  ChimeraBoardChooser chooser;

  /* The move last requested: showing it does not animate a piece the user
   * has already dragged into place. */
  CeMove emitted;
  gboolean emitted_by_drag;

  /* The move animation. */
  AdwAnimation *animation;
  double progress;
  gboolean animating;
  CePiece old_board[CE_NSQ];
  int slides[2][2]; /* from, to */
  int n_slides;

  /* The power-change marks pulse once to draw the eye. */
  AdwAnimation *pulse;
  double pulse_t;

  const char *pointer_name;

  /* What the square tooltips show (_chimera_board_view_tip). */
  GtkWidget *tip_label;

  ChimeraBoardCells cells;
};

/* Fits the transform to the widget's size and the position shown. */
void _chimera_board_view_update_transform (ChimeraBoardView *self);
/* The mouse pointer's look by name (NULL: the default). */
void _chimera_board_view_set_pointer (ChimeraBoardView *self, const char *name);
/* The tooltip's markup for the piece at widget point (x, y), or with
 * `keyboard` the cursor's, and its square in `sq`; NULL where no piece
 * stands or while the player aims a move.  Free with g_free. */
char *_chimera_board_view_tooltip (
  ChimeraBoardView *self, double x, double y, gboolean keyboard, int *sq);
/* Whether the player is aiming a move or a mark: a piece selected or
 * dragged, a drop armed, a choice of piece open, an arrow being drawn.
 * The square tooltips stay away meanwhile: the squares aimed at are what
 * the player looks at, and a tooltip (shown below its square, as wide as
 * several) would cover them. */
gboolean _chimera_board_view_aiming (ChimeraBoardView *self);
/* The widget a square's tooltip shows `text` in (markup if `markup`): the
 * board's one label, wrapped at a line a reader takes in at a glance. */
GtkWidget *_chimera_board_view_tip (ChimeraBoardView *self, const char *text, gboolean markup);
/* Adds the click, drag, motion, key and focus controllers (and the tooltip). */
void _chimera_board_view_add_controllers (ChimeraBoardView *self);
/* Drops the render nodes (the widget goes). */
void _chimera_board_view_clear_render (ChimeraBoardView *self);
/* The snapshot vfunc. */
void _chimera_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
/* The coordinates' font size in pixels at the present square size and
 * text scale (board-view-render.c; 0 when too small to draw). */
double _chimera_board_view_label_px (ChimeraBoardView *self);
/* Gives the board the tooltips of its empty special squares
 * (board-marks-view.c). */
void _chimera_board_view_add_square_tooltips (ChimeraBoardView *self);
