/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game model: a CeGame plus players, clocks, tags and results, undo
 * and redo; every change goes out as its own signal, then the property
 * notifications, then "changed".  The tree of moves, the view and the
 * annotations are chimera-game-tree.c's.
 */
#include "config.h"

#include "chimera-game-private.h"

#include "movegen.h"
#include "rules.h"

G_DEFINE_FINAL_TYPE (ChimeraGame, chimera_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_VARIANT,
  PROP_WHITE_LEVEL,
  PROP_BLACK_LEVEL,
  PROP_VIEW,
  PROP_N_PLIES,
  PROP_SIDE_TO_MOVE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RESULT,
  PROP_END_REASON,
  PROP_PAUSED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint chimera_game_signals[N_SIGNALS];
#define signals chimera_game_signals

void
chimera_game_capture (ChimeraGame *self, State *s)
{
  s->view = chimera_game_view_ply (self);
  s->nplies = self->record.nmoves;
  s->side = chimera_game_get_position (self)->side;
  s->can_undo = chimera_game_can_undo (self);
  s->can_redo = chimera_game_can_redo (self);
  s->reason = CE_END_NONE;
  s->result = chimera_game_get_result (self, &s->reason);
  s->paused = self->paused;
  s->shown = chimera_game_get_viewed_node (self);
  s->tree_serial = self->tree_serial;
}

/* "shown-changed" when the change showed another node.  It is a step when
 * the node now shown is a child of the one shown before, in the same tree:
 * a move played, redone one at a time or stepped to in the history. */
static void
say_what_is_shown (ChimeraGame *self, const State *before, const State *after)
{
  if (after->shown == before->shown && after->tree_serial == before->tree_serial)
    return;
  CeMove step = CE_MOVE_NONE;
  if (after->tree_serial == before->tree_serial
      && ce_tree_parent (self->tree, after->shown) == before->shown)
    step = ce_tree_move (self->tree, after->shown);
  g_signal_emit (self, signals[SHOWN_CHANGED], 0, (int) after->shown, (guint) step);
}

/* The end of every change, after its own signal: "finished" if the game
 * just ended, notify for each property that moved, then "changed". */
void
chimera_game_finish_change (ChimeraGame *self, const State *before)
{
  State after;
  /* A game that ended (resigned, flagged, ...) is no longer paused. */
  if (self->paused && chimera_game_get_result (self, NULL) != CE_RESULT_NONE)
    self->paused = FALSE;
  chimera_game_capture (self, &after);
  say_what_is_shown (self, before, &after);
  if (before->result == CE_RESULT_NONE && after.result != CE_RESULT_NONE)
    g_signal_emit (self, signals[FINISHED], 0, (int) after.result, (int) after.reason);
  if (after.view != before->view)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  if (after.nplies != before->nplies)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  if (after.side != before->side)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  if (after.can_undo != before->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (after.can_redo != before->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (after.result != before->result)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
  if (after.reason != before->reason)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_REASON]);
  if (after.paused != before->paused)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
chimera_game_finalize (GObject *object)
{
  ChimeraGame *self = CHIMERA_GAME (object);
  ce_game_free (&self->record);
  g_ptr_array_unref (self->tags);
  chimera_game_tree_clear (self);
  g_free (self->declared_reason);
  G_OBJECT_CLASS (chimera_game_parent_class)->finalize (object);
}

static void
chimera_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraGame *self = CHIMERA_GAME (object);
  CeEndReason why = CE_END_NONE;
  switch (prop_id)
    {
      case PROP_VARIANT: g_value_set_pointer (value, (gpointer) self->record.v); break;
      case PROP_WHITE_LEVEL: g_value_set_int (value, self->level[CE_WHITE]); break;
      case PROP_BLACK_LEVEL: g_value_set_int (value, self->level[CE_BLACK]); break;
      case PROP_VIEW: g_value_set_int (value, chimera_game_view_ply (self)); break;
      case PROP_N_PLIES: g_value_set_int (value, self->record.nmoves); break;
      case PROP_SIDE_TO_MOVE: g_value_set_int (value, chimera_game_get_side_to_move (self)); break;
      case PROP_CAN_UNDO: g_value_set_boolean (value, chimera_game_can_undo (self)); break;
      case PROP_CAN_REDO: g_value_set_boolean (value, chimera_game_can_redo (self)); break;
      case PROP_RESULT: g_value_set_int (value, chimera_game_get_result (self, NULL)); break;
      case PROP_END_REASON:
        chimera_game_get_result (self, &why);
        g_value_set_int (value, why);
        break;
      case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_game_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChimeraGame *self = CHIMERA_GAME (object);
  switch (prop_id)
    {
      case PROP_VIEW: chimera_game_set_view (self, g_value_get_int (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_game_class_init (ChimeraGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = chimera_game_finalize;
  object_class->get_property = chimera_game_get_property;
  object_class->set_property = chimera_game_set_property;

  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  /* The variant (a const CeVariant *, owned by the engine); never changes. */
  properties[PROP_VARIANT] = g_param_spec_pointer ("variant", NULL, NULL, ro);
  /* 0: a person plays White; 1-10: the computer at that level.  Fixed. */
  properties[PROP_WHITE_LEVEL] = g_param_spec_int ("white-level", NULL, NULL, 0, 10, 0, ro);
  properties[PROP_BLACK_LEVEL] = g_param_spec_int ("black-level", NULL, NULL, 0, 10, 0, ro);
  /* The ply shown, -1 while following the live position. */
  properties[PROP_VIEW]
    = g_param_spec_int ("view", NULL, NULL, -1, G_MAXINT, -1,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Moves in effect. */
  properties[PROP_N_PLIES] = g_param_spec_int ("n-plies", NULL, NULL, 0, G_MAXINT, 0, ro);
  /* CE_WHITE or CE_BLACK, in the live position. */
  properties[PROP_SIDE_TO_MOVE] = g_param_spec_int ("side-to-move", NULL, NULL, 0, 1, 0, ro);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  /* A CeResult, CE_RESULT_NONE while the game goes on. */
  properties[PROP_RESULT] = g_param_spec_int ("result", NULL, NULL, 0, G_MAXINT, 0, ro);
  /* A CeEndReason, CE_END_NONE while the game goes on. */
  properties[PROP_END_REASON] = g_param_spec_int ("end-reason", NULL, NULL, 0, G_MAXINT, 0, ro);
  /* The clocks are stopped and no move is accepted (set_paused). */
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChimeraGame::moved:
   * @move: the CeMove played (as guint)
   * @ply: the ply it was played at, counting from 1 (record->moves[ply - 1])
   *
   * A move was played in the game (by a person or the computer).  Moves
   * taken back beyond it are forgotten unless it is the first of them;
   * the view follows the live position again.
   */
  signals[MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  /**
   * ChimeraGame::undone:
   * @n: how many plies were taken back (two against the computer)
   *
   * The last @n moves were taken back; they can be redone.
   */
  signals[UNDONE] = g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::redone:
   * @n: how many plies were replayed
   *
   * @n taken-back moves were played again, as many as their undo took.
   */
  signals[REDONE] = g_signal_new ("redone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::view-changed:
   * @ply: the ply of the node now shown
   *
   * Another node of the tree is shown; the game did not change.
   */
  signals[VIEW_CHANGED]
    = g_signal_new ("view-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::shown-changed:
   * @node: the CeNodeId now shown (chimera_game_get_viewed_node)
   * @step: the move (as guint) from the node shown before to @node when
   *   @node is its child, CE_MOVE_NONE for any other change
   *
   * The change just signalled ("moved", "undone", "redone",
   * "view-changed", "branched", "tree-changed") showed another node.
   * Views of the position follow this rather than inferring from the
   * tree which change it was: a @step is a move to show as one.
   */
  signals[SHOWN_CHANGED]
    = g_signal_new ("shown-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /**
   * ChimeraGame::clock-changed:
   *
   * The clock was set, restored, paused or resumed (not emitted as time
   * runs).
   */
  signals[CLOCK_CHANGED] = g_signal_new ("clock-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * ChimeraGame::tag-changed:
   * @name: the tag set or removed
   */
  signals[TAG_CHANGED] = g_signal_new ("tag-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * ChimeraGame::comment-changed:
   * @ply: the ply whose comment was set or removed (0: before the first move)
   */
  signals[COMMENT_CHANGED]
    = g_signal_new ("comment-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::branched:
   * @node: the CeNodeId added
   *
   * A move went into the tree off the game's live line: a variation, or a
   * move after a variation's end.  The game itself did not change.
   */
  signals[BRANCHED] = g_signal_new ("branched", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::tree-changed:
   *
   * Nodes were promoted, deleted, or edited together
   * (chimera_game_edit_tree_begin): views of the tree rebuild.
   */
  signals[TREE_CHANGED] = g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * ChimeraGame::annotated:
   * @node: the CeNodeId whose comment, NAGs, evaluation or marks changed
   */
  signals[ANNOTATED] = g_signal_new ("annotated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraGame::finished:
   * @result: the CeResult
   * @reason: the CeEndReason (CE_END_TIME for a time forfeit; CE_END_NONE
   *   for an end set with chimera_game_set_result, whose reason is then
   *   chimera_game_get_result_reason)
   *
   * The change just signalled ended the game.  Taking moves back may
   * reopen it (then only notify::result).
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * ChimeraGame::changed:
   *
   * Emitted last after every change above, for views that only redraw.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_game_init (ChimeraGame *self)
{
  self->viewed = CE_NODE_NONE;
  self->flagged = -1;
  self->tags = g_ptr_array_new_with_free_func (g_free);
}

void
chimera_game_set_clock (ChimeraGame *self, gint64 base_ms, gint64 inc_ms)
{
  State before;
  chimera_game_capture (self, &before);
  self->base_ms = MAX (base_ms, 0);
  self->inc_ms = MAX (inc_ms, 0);
  self->left_ms[0] = self->left_ms[1] = self->base_ms;
  self->turn_start = g_get_monotonic_time ();
  self->flagged = -1;
  self->paused = FALSE;
  self->revision++;
  g_signal_emit (self, signals[CLOCK_CHANGED], 0);
  chimera_game_finish_change (self, &before);
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

/* Whether `color`'s time is running now: its turn, after the game's first
 * move, neither paused nor over. */
static gboolean
clock_runs (ChimeraGame *self, int color)
{
  return self->base_ms && self->record.nmoves > 0 && !self->paused
         && color == chimera_game_get_position (self)->side && self->flagged < 0
         && chimera_game_get_result (self, NULL) == CE_RESULT_NONE;
}

gint64
chimera_game_get_clock (ChimeraGame *self, int color)
{
  gint64 left = self->left_ms[color & 1];
  if (clock_runs (self, color))
    left -= (g_get_monotonic_time () - self->turn_start) / 1000;
  return MAX (left, 0);
}

gboolean
chimera_game_get_paused (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), FALSE);
  return self->paused;
}

void
chimera_game_set_paused (ChimeraGame *self, gboolean paused)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  paused = !!paused;
  if (paused == self->paused
      || (paused && (!self->base_ms || chimera_game_get_result (self, NULL) != CE_RESULT_NONE)))
    return;
  State before;
  chimera_game_capture (self, &before);
  int side = chimera_game_get_position (self)->side;
  if (paused)
    /* The running turn's time stops where it is now... */
    self->left_ms[side] = chimera_game_get_clock (self, side);
  /* ...and runs on from there when play resumes. */
  self->turn_start = g_get_monotonic_time ();
  self->paused = paused;
  self->revision++;
  g_signal_emit (self, signals[CLOCK_CHANGED], 0);
  chimera_game_finish_change (self, &before);
}

gboolean
chimera_game_check_time (ChimeraGame *self)
{
  int side = chimera_game_get_position (self)->side;
  if (!self->base_ms || self->flagged >= 0 || chimera_game_get_clock (self, side) > 0
      || chimera_game_get_result (self, NULL) != CE_RESULT_NONE)
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  self->left_ms[side] = 0;
  self->flagged = side;
  self->revision++;
  chimera_game_finish_change (self, &before);
  return TRUE;
}

ChimeraGame *
chimera_game_new (const CeVariant *v, int white_level, int black_level)
{
  ChimeraGame *self = g_object_new (CHIMERA_TYPE_GAME, NULL);
  ce_game_init (&self->record, v);
  chimera_game_positions_changed (self);
  chimera_game_tree_init (self, &self->record.positions[0]);
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
  chimera_game_positions_changed (self);
  chimera_game_tree_clear (self);
  chimera_game_tree_init (self, pos);
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
chimera_game_get_n_plies (ChimeraGame *self)
{
  return self->record.nmoves;
}

int
chimera_game_get_side_to_move (ChimeraGame *self)
{
  return chimera_game_get_position (self)->side;
}

int
chimera_game_get_level (ChimeraGame *self, int color)
{
  return self->level[color & 1];
}

void
chimera_game_view_moved (ChimeraGame *self)
{
  self->viewed_line_ok = FALSE;
  self->viewed_known = FALSE;
}

void
chimera_game_positions_changed (ChimeraGame *self)
{
  chimera_game_view_moved (self);
  self->live_known = FALSE;
}

const CeMoveList *
chimera_game_live_moves (ChimeraGame *self)
{
  if (!self->live_known)
    {
      CePosition scratch = *chimera_game_get_position (self);
      self->live_moves.count = ce_generate_legal (&scratch, self->live_moves.moves);
      self->live_result
        = ce_position_result_counted (&scratch, self->live_moves.count, &self->live_why);
      self->live_known = TRUE;
    }
  return &self->live_moves;
}

CeResult
chimera_game_rules_result (ChimeraGame *self, CeEndReason *why)
{
  chimera_game_live_moves (self);
  if (why)
    *why = self->live_why;
  return self->live_result;
}

const CeMoveList *
chimera_game_get_viewed_moves (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), NULL);
  if (self->viewed == CE_NODE_NONE)
    return chimera_game_live_moves (self);
  if (!self->viewed_known)
    {
      CePosition scratch = *chimera_game_get_viewed_position (self);
      self->viewed_moves.count = ce_generate_legal (&scratch, self->viewed_moves.moves);
      self->viewed_known = TRUE;
    }
  return &self->viewed_moves;
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
  CeResult r = chimera_game_rules_result (self, why);
  if (r == CE_RESULT_NONE && self->declared != CE_RESULT_NONE)
    {
      if (why)
        *why = CE_END_NONE;
      return self->declared;
    }
  return r;
}

void
chimera_game_set_result (ChimeraGame *self, CeResult result, const char *reason)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  if (chimera_game_get_result (self, NULL) != CE_RESULT_NONE || result == CE_RESULT_NONE)
    return;
  State before;
  chimera_game_capture (self, &before);
  /* The running turn's clock stops where it is now. */
  if (self->base_ms)
    {
      int side = chimera_game_get_position (self)->side;
      self->left_ms[side] = chimera_game_get_clock (self, side);
      self->turn_start = g_get_monotonic_time ();
    }
  self->declared = result;
  g_free (self->declared_reason);
  self->declared_reason = reason && *reason ? g_utf8_make_valid (reason, -1) : NULL;
  self->revision++;
  chimera_game_finish_change (self, &before);
}

const char *
chimera_game_get_result_reason (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), NULL);
  return self->declared != CE_RESULT_NONE && self->flagged < 0
             && chimera_game_rules_result (self, NULL) == CE_RESULT_NONE
           ? self->declared_reason
           : NULL;
}

gboolean
chimera_game_is_computer_turn (ChimeraGame *self)
{
  return self->level[chimera_game_get_position (self)->side] > 0
         && chimera_game_get_result (self, NULL) == CE_RESULT_NONE;
}

static gboolean
chimera_game_is_live_legal (ChimeraGame *self, CeMove move)
{
  const CeMoveList *legal = chimera_game_live_moves (self);
  for (int i = 0; i < legal->count; i++)
    if (legal->moves[i] == move)
      return TRUE;
  return FALSE;
}

gboolean
chimera_game_play (ChimeraGame *self, CeMove move)
{
  if (self->paused || chimera_game_get_result (self, NULL) != CE_RESULT_NONE
      || !chimera_game_is_live_legal (self, move))
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  int side = chimera_game_get_position (self)->side;
  gint64 left = chimera_game_get_clock (self, side) + self->inc_ms;
  if (!chimera_game_tree_play (self, move))
    return FALSE; /* the tree is full: nothing changed */
  if (self->base_ms)
    {
      self->left_ms[side] = left;
      self->turn_start = g_get_monotonic_time ();
      /* Kept with the move, as [%clk] in a file. */
      ce_tree_set_clock (self->tree, chimera_game_get_live_node (self), left);
    }
  self->nchunks = 0;
  chimera_game_follow_live (self);
  self->revision++;
  g_signal_emit (self, signals[MOVED], 0, (guint) move, self->record.nmoves);
  chimera_game_finish_change (self, &before);
  return TRUE;
}

/* A loss on time cannot be taken back: the clocks of earlier turns are not
 * kept, so a board reopened after a flag would have a clock at zero. */
gboolean
chimera_game_can_undo (ChimeraGame *self)
{
  return self->record.nmoves > 0 && self->flagged < 0 && !self->paused;
}

/* Nor can moves be replayed into a game that ended off the board. */
gboolean
chimera_game_can_redo (ChimeraGame *self)
{
  return self->record.nredo > 0 && self->flagged < 0 && self->declared == CE_RESULT_NONE
         && !self->paused;
}

gboolean
chimera_game_undo (ChimeraGame *self)
{
  if (!chimera_game_can_undo (self))
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  /* Against the computer, take back to the person's turn. */
  int n = 0;
  do
    {
      ce_game_undo (&self->record);
      chimera_game_positions_changed (self);
      n++;
    }
  while (self->record.nmoves > 0 && self->level[chimera_game_get_position (self)->side] > 0
         && self->level[chimera_game_get_position (self)->side ^ 1] == 0);
  if (self->nchunks < (int) G_N_ELEMENTS (self->redo_chunks))
    self->redo_chunks[self->nchunks++] = n;
  /* A resignation or an agreement goes with the moves taken back: the
   * game goes on from the earlier position, as after a mate. */
  self->declared = CE_RESULT_NONE;
  g_clear_pointer (&self->declared_reason, g_free);
  chimera_game_follow_live (self);
  self->turn_start = g_get_monotonic_time ();
  self->revision++;
  g_signal_emit (self, signals[UNDONE], 0, n);
  chimera_game_finish_change (self, &before);
  return TRUE;
}

gboolean
chimera_game_redo (ChimeraGame *self)
{
  if (!chimera_game_can_redo (self))
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  int n = self->nchunks ? self->redo_chunks[--self->nchunks] : 1;
  int done = 0;
  for (int i = 0; i < n; i++)
    done += ce_game_redo (&self->record);
  chimera_game_positions_changed (self);
  chimera_game_follow_live (self);
  self->turn_start = g_get_monotonic_time ();
  self->revision++;
  g_signal_emit (self, signals[REDONE], 0, done);
  chimera_game_finish_change (self, &before);
  return TRUE;
}

void
chimera_game_restore_clock (
  ChimeraGame *self, gint64 base_ms, gint64 inc_ms, const gint64 left_ms[2], int flagged)
{
  State before;
  chimera_game_capture (self, &before);
  self->base_ms = MAX (base_ms, 0);
  self->inc_ms = MAX (inc_ms, 0);
  for (int c = 0; c < 2; c++)
    self->left_ms[c] = CLAMP (left_ms[c], 0, G_MAXINT64 / 2);
  self->flagged = self->base_ms && (flagged == CE_WHITE || flagged == CE_BLACK) ? flagged : -1;
  self->turn_start = g_get_monotonic_time ();
  self->paused = FALSE;
  self->revision++;
  g_signal_emit (self, signals[CLOCK_CHANGED], 0);
  chimera_game_finish_change (self, &before);
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
  State before;
  chimera_game_capture (self, &before);
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
  self->revision++;
  g_signal_emit (self, signals[TAG_CHANGED], 0, name);
  chimera_game_finish_change (self, &before);
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

guint64
chimera_game_get_revision (ChimeraGame *self)
{
  return self->revision;
}
