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
  GPtrArray *tags;        /* name, value, name, value ... */
  GPtrArray *comments;    /* by ply; NULL entries for none */
  guint64 revision;
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
  g_ptr_array_unref (self->tags);
  g_ptr_array_unref (self->comments);
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
  self->tags = g_ptr_array_new_with_free_func (g_free);
  self->comments = g_ptr_array_new_with_free_func (g_free);
}

/* Every change worth saving goes out through here. */
static void
changed (ChimeraGame *self)
{
  self->revision++;
  g_signal_emit (self, signals[CHANGED], 0);
}

void
chimera_game_set_clock (ChimeraGame *self, gint64 base_ms, gint64 inc_ms)
{
  self->base_ms = MAX (base_ms, 0);
  self->inc_ms = MAX (inc_ms, 0);
  self->left_ms[0] = self->left_ms[1] = self->base_ms;
  self->turn_start = g_get_monotonic_time ();
  self->flagged = -1;
  changed (self);
}

gboolean
chimera_game_has_clock (ChimeraGame *self)
{
  return self->base_ms > 0;
}

gint64
chimera_game_get_base_time (ChimeraGame *self)
{
  return self->base_ms;
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
  changed (self);
  return TRUE;
}

ChimeraGame *
chimera_game_new (const CeVariant *v, int white_level, int black_level)
{
  ChimeraGame *self = g_object_new (CHIMERA_TYPE_GAME, NULL);
  ce_game_init (&self->record, v);
  self->level[CE_WHITE] = CLAMP (white_level, 0, 10);
  self->level[CE_BLACK] = CLAMP (black_level, 0, 10);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  chimera_game_set_tag (self, "Date", date);
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
  /* Comments of moves taken back and now replaced no longer apply. */
  if (self->comments->len > (guint) self->record.nmoves)
    g_ptr_array_set_size (self->comments, self->record.nmoves);
  self->nchunks = 0;
  self->view = -1;
  changed (self);
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
  changed (self);
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
  changed (self);
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

void
chimera_game_restore_clock (
  ChimeraGame *self, gint64 base_ms, gint64 inc_ms, const gint64 left_ms[2], int flagged)
{
  self->base_ms = MAX (base_ms, 0);
  self->inc_ms = MAX (inc_ms, 0);
  for (int c = 0; c < 2; c++)
    self->left_ms[c] = CLAMP (left_ms[c], 0, G_MAXINT64 / 2);
  self->flagged = self->base_ms && (flagged == CE_WHITE || flagged == CE_BLACK) ? flagged : -1;
  self->turn_start = g_get_monotonic_time ();
  changed (self);
}

static int
find_tag (ChimeraGame *self, const char *name)
{
  for (guint i = 0; i < self->tags->len; i += 2)
    if (g_str_equal (g_ptr_array_index (self->tags, i), name))
      return (int) i;
  return -1;
}

void
chimera_game_set_tag (ChimeraGame *self, const char *name, const char *value)
{
  int i = find_tag (self, name);
  if (i >= 0 && value)
    {
      g_free (g_ptr_array_index (self->tags, i + 1));
      g_ptr_array_index (self->tags, i + 1) = g_strdup (value);
    }
  else if (i >= 0)
    g_ptr_array_remove_range (self->tags, (guint) i, 2);
  else if (value)
    {
      g_ptr_array_add (self->tags, g_strdup (name));
      g_ptr_array_add (self->tags, g_strdup (value));
    }
  changed (self);
}

const char *
chimera_game_get_tag (ChimeraGame *self, const char *name)
{
  int i = find_tag (self, name);
  return i >= 0 ? g_ptr_array_index (self->tags, i + 1) : NULL;
}

guint
chimera_game_get_n_tags (ChimeraGame *self)
{
  return self->tags->len / 2;
}

void
chimera_game_get_nth_tag (ChimeraGame *self, guint i, const char **name, const char **value)
{
  g_return_if_fail (i < self->tags->len / 2);
  *name = g_ptr_array_index (self->tags, 2 * i);
  *value = g_ptr_array_index (self->tags, 2 * i + 1);
}

void
chimera_game_set_comment (ChimeraGame *self, int ply, const char *text)
{
  g_return_if_fail (ply >= 0 && ply <= self->record.nmoves + self->record.nredo);
  if (self->comments->len <= (guint) ply)
    g_ptr_array_set_size (self->comments, ply + 1);
  g_free (g_ptr_array_index (self->comments, ply));
  g_ptr_array_index (self->comments, ply) = text && *text ? g_strdup (text) : NULL;
  changed (self);
}

const char *
chimera_game_get_comment (ChimeraGame *self, int ply)
{
  return ply >= 0 && (guint) ply < self->comments->len ? g_ptr_array_index (self->comments, ply)
                                                       : NULL;
}

guint64
chimera_game_get_revision (ChimeraGame *self)
{
  return self->revision;
}
