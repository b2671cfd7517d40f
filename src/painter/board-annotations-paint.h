/* SPDX-License-Identifier: GPL-3.0-or-later
 * The painter's side of the drawn arrows and circles
 * (board-annotations-paint.c): apart from board-annotations.h, which the
 * scene includes with GLib alone, because it needs the painter's types.
 */
#pragma once

#include "board-paint.h"

G_BEGIN_DECLS

/* The scene's arrows and circles and the one being drawn, over the pieces,
 * semi-transparent as on Lichess; straight arrows between square centres
 * on every board shape (a drawn arrow says "this square and that one", not
 * which way a piece goes, so a knight's arrow is straight too). */
void chimera_board_annotations_paint (const ChimeraBoardPaint *p, cairo_t *cr);
/* The squares those shapes touch, each once, into `sqs` (room for
 * CE_NSQ); returns how many.  The box of these squares holds every shape. */
int chimera_board_annotations_squares (const ChimeraBoardPaint *p, int *sqs);

G_END_DECLS
