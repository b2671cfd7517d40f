/* SPDX-License-Identifier: GPL-3.0-or-later
 * What board-painter.c (the marks) and board-painter-board.c (the colours
 * and the bare board) share: setting a colour and tracing a square.
 */
#pragma once

#include "board-painter.h"

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
