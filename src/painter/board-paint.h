/* SPDX-License-Identifier: GPL-3.0-or-later
 * What every part of the painter draws with: the colours (theme, palette),
 * the frame's context (ChimeraBoardPaint) and the two strokes they all
 * make, setting a colour and tracing a square.  Types only, so that the
 * marks, arrows, shapes and badges board-painter.c calls read them without
 * board-painter.h, which names them all.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "board-scene.h"
#include "board-transform.h"

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

/* A colour: GdkRGBA's four floats without GDK, so the painter builds with
 * cairo alone (chimera-cli's diagram command links it). */
typedef struct
{
  float red, green, blue, alpha;
} ChimeraRgba;

/* Every colour the board is drawn in. */
typedef struct
{
  ChimeraRgba light, dark, edge, shadow, zone, zone_line;
  ChimeraRgba last, selected, target, check, hint, focus;
  ChimeraRgba water, water_deep, wave;
  ChimeraRgba power, power_edge, power_glow;
} ChimeraBoardPalette;

/* The artwork of a variant's pieces (board-painter.h). */
typedef struct ChimeraBoardArt ChimeraBoardArt;

/* Everything one frame is drawn from: the scene and what only the widget
 * knows (its focus, a drag under way, the pulse of the power marks). */
typedef struct
{
  ChimeraBoardScene *scene;
  const CePosition *pos; /* the scene's position, not NULL */
  const ChimeraBoardTransform *tf;
  ChimeraBoardPalette pal;
  ChimeraBoardArt *art;
  int scale_factor;
  int piece_size;
  gboolean show_legal_moves;
  gboolean focused;  /* the keyboard cursor shows only with the focus */
  gboolean dragging; /* the selected piece follows the pointer at (drag_x, drag_y) */
  double drag_x, drag_y;
  double pulse_t;         /* the power marks' pulse, 0 to 1 (1: at rest) */
  gboolean plain_squares; /* no flag or promotion square marks (a bare diagram) */
} ChimeraBoardPaint;

/* The layers of the bare board, bottom to top. */
enum
{
  CHIMERA_BOARD_PART_SHADOW = 1 << 0,
  CHIMERA_BOARD_PART_SQUARES = 1 << 1,
  CHIMERA_BOARD_PART_ZONE = 1 << 2, /* Zone X's zone and the Lake */
  CHIMERA_BOARD_PART_EDGE = 1 << 3,
  CHIMERA_BOARD_PART_ALL = 0xf
};

static inline void
set_color (cairo_t *cr, const ChimeraRgba *c)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
}

static inline void
square_path (const ChimeraBoardPaint *p, cairo_t *cr, int file, int rank, double inset)
{
  cairo_save (cr);
  cairo_transform (cr, &p->tf->to_widget);
  cairo_rectangle (cr, file + inset, rank + inset, 1 - 2 * inset, 1 - 2 * inset);
  cairo_restore (cr);
}

G_END_DECLS
