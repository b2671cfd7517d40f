/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraAnalysisPanel: the engine's running analysis of the position on
 * the board — depth, evaluation, speed and up to three principal
 * variations in short algebraic notation — from a worker of its own, so it
 * never competes with the computer player's.  It follows the viewed ply of
 * its game, and stops whenever it is switched off or disposed.
 */
#pragma once

#include <gtk/gtk.h>

#include "chimera-game.h"
#include "eval-bar.h"

G_BEGIN_DECLS

#define CHIMERA_ANALYSIS_LINES 3

#define CHIMERA_TYPE_ANALYSIS_PANEL (chimera_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraAnalysisPanel, chimera_analysis_panel, CHIMERA, ANALYSIS_PANEL, GtkBox)

GtkWidget *chimera_analysis_panel_new (void);

/* The game whose viewed position is analysed (a reference is kept). */
void chimera_analysis_panel_set_game (ChimeraAnalysisPanel *self, ChimeraGame *game);

/* The "active" property: the panel shows and the engine runs while TRUE.
 * Switching it off cancels the search at once. */
void chimera_analysis_panel_set_active (ChimeraAnalysisPanel *self, gboolean active);
gboolean chimera_analysis_panel_get_active (ChimeraAnalysisPanel *self);

/* The bar the evaluation also goes to (not owned; may be NULL). */
void chimera_analysis_panel_set_eval_bar (ChimeraAnalysisPanel *self, ChimeraEvalBar *bar);

/* What is shown, for tests: the depth of the last completed iteration (0
 * before the first), the number of lines, a line's first move and its SAN,
 * the evaluation's text ("+0.35", "#2", "#-1") and White's mate distance
 * (0 if none). */
int chimera_analysis_panel_get_depth (ChimeraAnalysisPanel *self);
guint chimera_analysis_panel_get_n_lines (ChimeraAnalysisPanel *self);
CeMove chimera_analysis_panel_get_line_move (ChimeraAnalysisPanel *self, guint line);
const char *chimera_analysis_panel_get_line_san (ChimeraAnalysisPanel *self, guint line);
const char *chimera_analysis_panel_get_score_text (ChimeraAnalysisPanel *self);
int chimera_analysis_panel_get_mate (ChimeraAnalysisPanel *self);

/* What clicking a line's first move does: plays it when the live position
 * is shown and a person is to move; when an earlier position is shown and
 * the game went on with that very move, steps forward to it; otherwise
 * emits "show-move" so the board can point at it. */
void chimera_analysis_panel_activate_line (ChimeraAnalysisPanel *self, guint line);

/* Signals:
 *   "show-move" (guint move): a line's first move the user picked that
 *     cannot be played or stepped to here. */

G_END_DECLS
