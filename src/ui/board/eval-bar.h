/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEvalBar: a narrow upright bar beside the board whose white part is
 * White's share of the evaluation (a win-probability curve of the score),
 * with the score written at the leading side's end and a forced mate shown
 * as a full bar marked "#n".
 */
#pragma once

#include <gtk/gtk.h>

#include "board-view.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_EVAL_BAR (chimera_eval_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraEvalBar, chimera_eval_bar, CHIMERA, EVAL_BAR, GtkWidget)

GtkWidget *chimera_eval_bar_new (void);

/* White's view: `centipawns` of advantage, or with `mate` != 0 a forced
 * mate in |mate| moves (positive: White mates). */
void chimera_eval_bar_set_score (ChimeraEvalBar *self, int centipawns, int mate);
/* A finished game: 1-0, 0-1 or a draw (result as CeResult). */
void chimera_eval_bar_set_result (ChimeraEvalBar *self, int result);
/* No evaluation yet: an even bar with no text. */
void chimera_eval_bar_clear (ChimeraEvalBar *self);

/* For tests: White's share (0..1) the bar is heading for, and its text. */
double chimera_eval_bar_get_white_share (ChimeraEvalBar *self);
const char *chimera_eval_bar_get_text (ChimeraEvalBar *self);

/* Makes the bar an overlay child of `overlay` whose main child is `board`,
 * kept just left of the board's squares and coordinates, as tall as the
 * board, and with White's end on the side White's pieces start (so it
 * turns with the board).  While the bar shows, the board gives up room at
 * its start so the bar never covers it. */
void chimera_eval_bar_attach (ChimeraEvalBar *self, GtkOverlay *overlay, ChimeraBoardView *board);

G_END_DECLS
