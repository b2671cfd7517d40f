/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEvalGraph: a reviewed game's evaluation over all its positions,
 * as the analysis sites draw it — White's expected score (review.h's
 * curve, so a mate sits at the edge) as a light area under the line and
 * Black's as a dark one above it — with a dot on every inaccuracy, mistake
 * and blunder, a marker on the position shown, and a tooltip per move
 * ("23… Qd4?? — blunder, +1.2 → −3.5; best Nf3").
 *
 * Clicking a point, or Left/Right/Home/End while it has the focus, asks
 * for that position ("ply-activated"); the owner shows it and moves the
 * marker with chimera_eval_graph_set_ply.  For assistive technologies it
 * is a slider over the positions, its value the marker's.
 */
#pragma once

#include <gtk/gtk.h>

#include "review.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_EVAL_GRAPH (chimera_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraEvalGraph, chimera_eval_graph, CHIMERA, EVAL_GRAPH, GtkWidget)

GtkWidget *chimera_eval_graph_new (void);

/* Draws review `r` of `line` (its positions and moves; both only read
 * now, nothing kept); NULL clears the graph. */
void chimera_eval_graph_set_review (ChimeraEvalGraph *self, const CeReview *r, const CeGame *line);

/* The marker: position `ply` (0 .. the moves reviewed; -1 none). */
void chimera_eval_graph_set_ply (ChimeraEvalGraph *self, int ply);
int chimera_eval_graph_get_ply (ChimeraEvalGraph *self);

/* Points drawn (the moves reviewed + 1, 0 when empty), the position under
 * x (a widget coordinate) and the tooltip of position `ply` (NULL for the
 * start or out of range): what the pointer finds, for tests. */
int chimera_eval_graph_get_n_points (ChimeraEvalGraph *self);
int chimera_eval_graph_ply_at (ChimeraEvalGraph *self, double x);
const char *chimera_eval_graph_get_tooltip (ChimeraEvalGraph *self, int ply);

/* A short evaluation in a player's words, White's view: "+1.2", "−3.5"
 * (a true minus sign), "#3", "#−2"; `score` as in CeReviewPly's evals.
 * Free with g_free. */
char *chimera_eval_graph_format_eval (int score);

/* The words for a class ("blunder"), translated. */
const char *chimera_review_class_words (CeReviewClass c);

/* Signals:
 *   "ply-activated" (int ply): the user asked for position `ply`. */

G_END_DECLS
