/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraAnalysisPanel: the engine's running analysis of the position on
 * the board — depth, evaluation, speed and 1 to 5 principal variations in
 * short algebraic notation — from a worker of its own, so it never
 * competes with the computer player's.  It follows the viewed ply of its
 * game, and stops whenever it is switched off, paused or disposed.
 *
 * Its settings (GSettings analysis-lines and analysis-threads, changed from
 * its own popover) apply at once.  Each line's first move is an arrow on
 * the board it is given, the best strongest.  Clicking a line never
 * changes the game: it previews the line on the board (see
 * analysis-preview.h), and the board's owner keeps the board from taking
 * moves while "previewing" is TRUE.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-view.h"
#include "chimera-game.h"
#include "eval-bar.h"

G_BEGIN_DECLS

/* The most lines the panel follows (the analysis-lines setting's range). */
#define CHIMERA_ANALYSIS_MAX_LINES 5

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

/* The board the lines' arrows and the previews go to (not owned; may be
 * NULL).  Its scene's analysis arrows are the panel's while it is set. */
void chimera_analysis_panel_set_board (ChimeraAnalysisPanel *self, ChimeraBoardView *board);

/* The "paused" property: while TRUE the worker does not search and the
 * lines of the last iteration stay, marked "Paused"; turning it off starts
 * again on the position shown.  A new position while paused shows no
 * lines until resumed. */
void chimera_analysis_panel_set_paused (ChimeraAnalysisPanel *self, gboolean paused);
gboolean chimera_analysis_panel_get_paused (ChimeraAnalysisPanel *self);

/* The threads the analysis searches with (the setting, capped to the
 * processors there are); the worker's own count once it runs. */
int chimera_analysis_panel_get_threads (ChimeraAnalysisPanel *self);

/* What is shown, for tests: the depth of the last completed iteration (0
 * before the first), the number of rows, a row's first move and its SAN
 * (rows in the engine's order, best first, except while the pointer is
 * over them: then they keep their order and only their scores and moves
 * change), the engine's own `rank`-th line's first move whatever the rows
 * show, the evaluation's text ("+0.35", "#2", "#-1") and White's mate
 * distance (0 if none). */
int chimera_analysis_panel_get_depth (ChimeraAnalysisPanel *self);
guint chimera_analysis_panel_get_n_lines (ChimeraAnalysisPanel *self);
CeMove chimera_analysis_panel_get_line_move (ChimeraAnalysisPanel *self, guint line);
const char *chimera_analysis_panel_get_line_san (ChimeraAnalysisPanel *self, guint line);
CeMove chimera_analysis_panel_get_best_move (ChimeraAnalysisPanel *self, guint rank);
const char *chimera_analysis_panel_get_score_text (ChimeraAnalysisPanel *self);
int chimera_analysis_panel_get_mate (ChimeraAnalysisPanel *self);

/* What clicking a row's first move does: previews the row's line on the
 * board from its first move (the game is not touched); another row while
 * previewing previews that one.  Nothing without a board. */
void chimera_analysis_panel_activate_line (ChimeraAnalysisPanel *self, guint line);

/* The "previewing" property (read-only), the position the preview shows
 * (NULL if none), a step along the line (1 on, -1 back; FALSE at its ends)
 * and leaving it (also Escape, the Exit Preview button, another position
 * viewed, the panel switched off): the board shows what it showed
 * before. */
gboolean chimera_analysis_panel_get_previewing (ChimeraAnalysisPanel *self);
const CePosition *chimera_analysis_panel_get_preview_position (ChimeraAnalysisPanel *self);
gboolean chimera_analysis_panel_step_preview (ChimeraAnalysisPanel *self, int delta);
void chimera_analysis_panel_exit_preview (ChimeraAnalysisPanel *self);

G_END_DECLS
