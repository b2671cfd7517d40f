/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis preview: an analysis line's positions shown on the board
 * without touching the game.  Entering it keeps what the board showed;
 * stepping shows the line's positions one ply at a time; leaving puts the
 * board back as it was, so whoever shows the game's positions (the window)
 * goes on from where it left off.  The record is never changed: this is
 * what clicking an analysis line does until the move tree lets it enter
 * the line as a variation.
 *
 * The board must not take moves while it shows a preview (they would be
 * moves of another position): its owner keeps it non-interactive while
 * chimera_analysis_preview_active is TRUE.
 */
#pragma once

#include "board-view.h"
#include "search.h"

G_BEGIN_DECLS

/* The plies of a line a preview keeps. */
#define CHIMERA_PREVIEW_PLIES 16

typedef struct
{
  ChimeraBoardView *board; /* while active */
  CePosition root;         /* the analysed position */
  CeMove line[CHIMERA_PREVIEW_PLIES];
  int n;  /* plies of the line kept (all legal, checked) */
  int at; /* plies made on the board: 1 to n */
  CePosition shown;
  CePosition saved_pos;
  CeMove saved_last;
} ChimeraAnalysisPreview;

/* Shows the position after the first `at` plies (clamped to 1..n) of the
 * line `pv` (`n` plies, from `root`) on `board`; the legal start of the
 * line is kept (at least its first move, or FALSE and nothing changes).
 * Already previewing, the board's saved position stays the one from
 * before the first preview. */
gboolean chimera_analysis_preview_enter (ChimeraAnalysisPreview *self,
                                         ChimeraBoardView *board,
                                         const CePosition *root,
                                         const CeMove *pv,
                                         int n,
                                         int at);
gboolean chimera_analysis_preview_active (const ChimeraAnalysisPreview *self);
/* One ply on (`delta` 1) or back (-1), within 1..n; FALSE if it could not. */
gboolean chimera_analysis_preview_step (ChimeraAnalysisPreview *self, int delta);
/* Puts the board back as it was; FALSE if there was no preview. */
gboolean chimera_analysis_preview_exit (ChimeraAnalysisPreview *self);
/* The position shown (NULL if none), and the line's moves up to it in SAN
 * with move numbers ("12. Nf3 Nc6 13. d4"; free with g_free). */
const CePosition *chimera_analysis_preview_position (const ChimeraAnalysisPreview *self);
char *chimera_analysis_preview_text (const ChimeraAnalysisPreview *self);

G_END_DECLS
