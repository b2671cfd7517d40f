/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis arrows: the first move of every analysis line drawn on the
 * board, the best line's strongest (thickest, most opaque), the others
 * lighter by how much worse they are; bent along the path a ZigZag piece
 * takes, a ring for a drop.  The scene keeps them
 * (chimera_board_scene_set_analysis_arrows); the painter calls
 * chimera_board_paint_analysis_arrows in its top layer.
 */
#pragma once

#include "board-paint.h"

G_BEGIN_DECLS

/* ChimeraAnalysisArrow and CHIMERA_ANALYSIS_ARROWS_MAX are in
 * board-scene.h, which keeps the arrows. */

/* Weights for lines with `scores` (the side to move's view, centipawns or
 * mate scores as the search gives them), best first: 1 for the first, and
 * for the others at most 0.55, less the further they fall behind the best,
 * never under 0.2, so the best always stands out and a line much worse
 * stays faint but visible.  `n` at most CHIMERA_ANALYSIS_ARROWS_MAX. */
void chimera_analysis_arrows_weigh (const int *scores, guint n, double *weights);

/* The arrows of `p`'s scene, the weakest first so the best lies on top. */
void chimera_board_paint_analysis_arrows (const ChimeraBoardPaint *p, cairo_t *cr);
/* The squares the arrows reach, into `sqs` (room for
 * 2 * CHIMERA_ANALYSIS_ARROWS_MAX); returns how many.  A bent path stays
 * within its ends' box, so the ends are enough. */
int chimera_board_analysis_arrow_squares (const ChimeraBoardPaint *p, int *sqs);

G_END_DECLS
