/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis preview: a line's positions on the board, the game untouched.
 */
#include "config.h"

#include "analysis-preview.h"

#include "movegen.h"
#include "notation-setting.h"
#include "san.h"

/* The position after the first `plies` of the line. */
static CePosition
position_at (const ChimeraAnalysisPreview *self, int plies)
{
  CePosition pos = self->root;
  for (int i = 0; i < plies; i++)
    {
      CeUndo u;
      ce_make (&pos, self->line[i], &u);
    }
  return pos;
}

static gboolean
is_legal (CePosition *pos, CeMove m)
{
  CeMove legal[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, legal);
  for (int k = 0; k < n; k++)
    if (legal[k] == m)
      return TRUE;
  return FALSE;
}

static void
show (ChimeraAnalysisPreview *self, int from)
{
  self->shown = position_at (self, self->at);
  CeMove last = self->line[self->at - 1];
  /* One ply on is that ply's move (animated); anything else a jump. */
  if (from == self->at - 1)
    chimera_board_view_show_move (self->board, last, &self->shown);
  else
    chimera_board_view_show_position (self->board, &self->shown, last);
}

gboolean
chimera_analysis_preview_enter (ChimeraAnalysisPreview *self,
                                ChimeraBoardView *board,
                                const CePosition *root,
                                const CeMove *pv,
                                int n,
                                int at)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (board), FALSE);
  /* A line pieced together from the table can end in a move that is not
   * legal: keep what is. */
  CePosition pos = *root;
  int legal = 0;
  for (; legal < n && legal < CHIMERA_PREVIEW_PLIES; legal++)
    {
      if (!is_legal (&pos, pv[legal]))
        break;
      CeUndo u;
      ce_make (&pos, pv[legal], &u);
    }
  if (!legal)
    return FALSE;
  if (!self->board)
    {
      ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
      const CePosition *shown = chimera_board_scene_get_position (scene);
      if (!shown)
        return FALSE;
      self->saved_pos = *shown;
      self->saved_last = chimera_board_scene_get_last_move (scene);
      self->board = board;
    }
  self->root = *root;
  memcpy (self->line, pv, legal * sizeof *pv);
  self->n = legal;
  self->at = CLAMP (at, 1, legal);
  show (self, 0);
  return TRUE;
}

gboolean
chimera_analysis_preview_active (const ChimeraAnalysisPreview *self)
{
  return self->board != NULL;
}

gboolean
chimera_analysis_preview_step (ChimeraAnalysisPreview *self, int delta)
{
  int at = self->at + delta;
  if (!self->board || at < 1 || at > self->n)
    return FALSE;
  int from = self->at;
  self->at = at;
  show (self, from);
  return TRUE;
}

gboolean
chimera_analysis_preview_exit (ChimeraAnalysisPreview *self)
{
  if (!self->board)
    return FALSE;
  chimera_board_view_show_position (self->board, &self->saved_pos, self->saved_last);
  self->board = NULL;
  return TRUE;
}

const CePosition *
chimera_analysis_preview_position (const ChimeraAnalysisPreview *self)
{
  return self->board ? &self->shown : NULL;
}

char *
chimera_analysis_preview_text (const ChimeraAnalysisPreview *self)
{
  GString *text = g_string_new (NULL);
  CePosition pos = self->root;
  for (int i = 0; self->board && i < self->at; i++)
    {
      char san[CHIMERA_DISPLAY_SAN_SIZE];
      chimera_notation_move (&pos, self->line[i], chimera_notation_get_style (), san);
      if (text->len)
        g_string_append_c (text, ' ');
      if (pos.side == CE_WHITE)
        g_string_append_printf (text, "%u. ", pos.fullmove);
      else if (i == 0)
        g_string_append_printf (text, "%u… ", pos.fullmove);
      g_string_append (text, san);
      CeUndo u;
      ce_make (&pos, self->line[i], &u);
    }
  return g_string_free (text, FALSE);
}
