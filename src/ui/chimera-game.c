/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game model: a CeGame plus players and the viewed ply.
 */
#include "config.h"

#include "chimera-game.h"

struct _ChimeraGame
{
  GObject parent_instance;
  CeGame record;
  int level[2];
  int view;             /* -1: live */
  int redo_chunks[512]; /* how many moves each undo took back, for redo */
  int nchunks;
  gint64 base_ms, inc_ms; /* 0: no clock */
  gint64 left_ms[2];      /* at the start of the running turn */
  gint64 turn_start;      /* monotonic microseconds */
  int flagged;            /* the colour that ran out, or -1 */
};

G_DEFINE_FINAL_TYPE (ChimeraGame, chimera_game, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
chimera_game_finalize (GObject *object)
{
  ChimeraGame *self = CHIMERA_GAME (object);
  ce_game_free (&self->record);
  G_OBJECT_CLASS (chimera_game_parent_class)->finalize (object);
}

static void
chimera_game_class_init (ChimeraGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chimera_game_finalize;
  /**
   * ChimeraGame::changed:
   *
   * Emitted after a move is played, taken back or redone, or the viewed ply
   * changes.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_game_init (ChimeraGame *self)
{
  self->view = -1;
  self->flagged = -1;
}

void
chimera_game_set_clock (ChimeraGame *self, gint64 base_ms, gint64 inc_ms)
{
  self->base_ms = MAX (base_ms, 0);
  self->inc_ms = MAX (inc_ms, 0);
  self->left_ms[0] = self->left_ms[1] = self->base_ms;
  self->turn_start = g_get_monotonic_time ();
  self->flagged = -1;
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
chimera_game_has_clock (ChimeraGame *self)
{
  return self->base_ms > 0;
}

gint64
chimera_game_get_increment (ChimeraGame *self)
{
  return self->inc_ms;
}

gint64
chimera_game_get_clock (ChimeraGame *self, int color)
{
  gint64 left = self->left_ms[color & 1];
  if (self->base_ms && color == chimera_game_get_position (self)->side && self->flagged < 0
      && ce_game_result (&self->record, NULL) == CE_RESULT_NONE)
    left -= (g_get_monotonic_time () - self->turn_start) / 1000;
  return MAX (left, 0);
}

gboolean
chimera_game_check_time (ChimeraGame *self)
{
  int side = chimera_game_get_position (self)->side;
  if (!self->base_ms || self->flagged >= 0 || chimera_game_get_clock (self, side) > 0
      || ce_game_result (&self->record, NULL) != CE_RESULT_NONE)
    return FALSE;
  self->left_ms[side] = 0;
  self->flagged = side;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

ChimeraGame *
chimera_game_new (const CeVariant *v, int white_level, int black_level)
{
  ChimeraGame *self = g_object_new (CHIMERA_TYPE_GAME, NULL);
  ce_game_init (&self->record, v);
  self->level[CE_WHITE] = CLAMP (white_level, 0, 10);
  self->level[CE_BLACK] = CLAMP (black_level, 0, 10);
  return self;
}

ChimeraGame *
chimera_game_new_from_position (const CePosition *pos, int white_level, int black_level)
{
  ChimeraGame *self = chimera_game_new (pos->v, white_level, black_level);
  self->record.positions[0] = *pos;
  return self;
}

const CeVariant *
chimera_game_get_variant (ChimeraGame *self)
{
  return self->record.v;
}

const CeGame *
chimera_game_get_record (ChimeraGame *self)
{
  return &self->record;
}

const CePosition *
chimera_game_get_position (ChimeraGame *self)
{
  return ce_game_position (&self->record);
}

int
chimera_game_get_level (ChimeraGame *self, int color)
{
  return self->level[color & 1];
}

CeResult
chimera_game_get_result (ChimeraGame *self, CeEndReason *why)
{
  if (self->flagged >= 0)
    {
      if (why)
        *why = CE_END_TIME;
      return self->flagged == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS;
    }
  return ce_game_result (&self->record, why);
}

gboolean
chimera_game_is_computer_turn (ChimeraGame *self)
{
  return self->level[chimera_game_get_position (self)->side] > 0
         && chimera_game_get_result (self, NULL) == CE_RESULT_NONE;
}

gboolean
chimera_game_play (ChimeraGame *self, CeMove move)
{
  if (chimera_game_get_result (self, NULL) != CE_RESULT_NONE
      || !ce_game_is_legal (&self->record, move))
    return FALSE;
  if (self->base_ms)
    {
      int side = chimera_game_get_position (self)->side;
      self->left_ms[side] = chimera_game_get_clock (self, side) + self->inc_ms;
      self->turn_start = g_get_monotonic_time ();
    }
  ce_game_play (&self->record, move);
  self->nchunks = 0;
  self->view = -1;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
chimera_game_can_undo (ChimeraGame *self)
{
  return self->record.nmoves > 0;
}

gboolean
chimera_game_can_redo (ChimeraGame *self)
{
  return self->record.nredo > 0;
}

gboolean
chimera_game_undo (ChimeraGame *self)
{
  if (!chimera_game_can_undo (self))
    return FALSE;
  /* Against the computer, take back to the person's turn. */
  int n = 0;
  do
    {
      ce_game_undo (&self->record);
      n++;
    }
  while (self->record.nmoves > 0 && self->level[chimera_game_get_position (self)->side] > 0
         && self->level[chimera_game_get_position (self)->side ^ 1] == 0);
  if (self->nchunks < (int) G_N_ELEMENTS (self->redo_chunks))
    self->redo_chunks[self->nchunks++] = n;
  self->view = -1;
  self->turn_start = g_get_monotonic_time ();
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
chimera_game_redo (ChimeraGame *self)
{
  if (!chimera_game_can_redo (self))
    return FALSE;
  int n = self->nchunks ? self->redo_chunks[--self->nchunks] : 1;
  for (int i = 0; i < n; i++)
    ce_game_redo (&self->record);
  self->view = -1;
  self->turn_start = g_get_monotonic_time ();
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
chimera_game_set_view (ChimeraGame *self, int ply)
{
  if (ply >= self->record.nmoves)
    ply = -1;
  if (ply < -1)
    ply = 0;
  if (ply == self->view)
    return;
  self->view = ply;
  g_signal_emit (self, signals[CHANGED], 0);
}

int
chimera_game_get_view (ChimeraGame *self)
{
  return self->view;
}

const CePosition *
chimera_game_get_viewed_position (ChimeraGame *self)
{
  return self->view < 0 ? chimera_game_get_position (self)
                        : ce_game_position_at (&self->record, self->view);
}

CeMove
chimera_game_get_viewed_last_move (ChimeraGame *self)
{
  int ply = self->view < 0 ? self->record.nmoves : self->view;
  return ply > 0 ? self->record.moves[ply - 1] : CE_MOVE_NONE;
}
