/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardScene: the board's state and selection logic, with no widget:
 * what is shown, what is selected and which click makes which move.
 */
#include "board-scene.h"

#include <string.h>

#include "movegen.h"

/* A power at least this much (centipawns) stronger or weaker gets an arrow:
 * the minor powers and the monarch are worth about the same, and an arrow
 * between them would claim a gain or loss that is not one. */
#define POWER_ARROW_STEP 100

enum
{
  CHANGED,
  MOVE_REQUESTED,
  NO_LEGAL_MOVE,
  ANNOTATIONS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

struct _ChimeraBoardScene
{
  GObject parent_instance;

  CePosition pos;
  gboolean has_pos;
  CeMove last_move;
  CeMove hint;
  ChimeraAnalysisArrow arrows[CHIMERA_ANALYSIS_ARROWS_MAX];
  guint n_arrows;
  CeMoveList legal;
  gboolean in_check;
  gboolean interactive;

  /* Selection: a piece whose targets are shown, or a drop under way. */
  int selected;
  int drop_type;
  int press_sq; /* where the primary button went down, -1 if on nothing */
  gboolean deselect_on_release;

  /* The keyboard cursor. */
  int cursor;
  gboolean cursor_shown;

  /* The moves a target still needs a choice between. */
  CeMove choices[CHIMERA_BOARD_MAX_CHOICES];
  guint n_choices;
  int choice_square;
  gboolean choice_by_drag;
  gboolean requested_by_drag;

  /* The threat display's marks by square (CHIMERA_BOARD_MARK_*). */
  guint8 marks[CE_NSQ];

  /* Zeligs (other than the mover) whose power the last move changed. */
  ChimeraBoardPowerChange power_change[CE_NSQ];
  guint n_power_changes;

  /* Drawn arrows and circles, and the one being drawn (from -1: none). */
  ChimeraAnnotations annotations;
  int draw_from, draw_to;
  ChimeraAnnotationColor draw_color;
  gboolean no_drawing;
};

G_DEFINE_FINAL_TYPE (ChimeraBoardScene, chimera_board_scene, G_TYPE_OBJECT)

static void
changed (ChimeraBoardScene *self, guint what)
{
  g_signal_emit (self, signals[CHANGED], 0, what);
}

static void
chimera_board_scene_class_init (ChimeraBoardSceneClass *klass)
{
  /**
   * ChimeraBoardScene::changed:
   * @what: the ChimeraBoardSceneChange bits of what changed
   *
   * Something the board shows changed: the view redraws and relabels.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * ChimeraBoardScene::move-requested:
   * @move: the CeMove chosen, legal in the position shown
   *
   * The user settled on one legal move.  The scene does not make it: the
   * game does, and shows the result.
   */
  signals[MOVE_REQUESTED]
    = g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * ChimeraBoardScene::no-legal-move:
   * @square: the square of the piece
   *
   * A press selected a piece of the side to move that has no legal move:
   * it is highlighted with no target, and the window says why nothing
   * happens.
   */
  signals[NO_LEGAL_MOVE]
    = g_signal_new ("no-legal-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * ChimeraBoardScene::annotations-changed:
   *
   * The user drew or removed an arrow or a circle, or cleared them all:
   * whoever keeps them per move stores chimera_board_scene_get_annotations
   * on the move shown.  A new position or set_annotations does not emit it.
   */
  signals[ANNOTATIONS_CHANGED]
    = g_signal_new ("annotations-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                    NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_board_scene_init (ChimeraBoardScene *self)
{
  self->interactive = TRUE;
  self->selected = -1;
  self->press_sq = -1;
  self->cursor = -1;
  self->choice_square = -1;
  self->draw_from = -1;
}

ChimeraBoardScene *
chimera_board_scene_new (void)
{
  return g_object_new (CHIMERA_TYPE_BOARD_SCENE, NULL);
}

/* ---- Queries ---- */

gboolean
chimera_board_scene_is_square (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  return self->has_pos && sq >= 0 && sq < CE_NSQ && CE_FILE (sq) < self->pos.v->files
         && CE_RANK (sq) < self->pos.v->ranks && self->pos.v->on_board[sq];
}

static gboolean
own_piece (ChimeraBoardScene *self, int sq)
{
  CePiece p = self->pos.board[sq];
  return p && CE_COLOR (p) == self->pos.side;
}

guint
chimera_board_scene_collect_moves (ChimeraBoardScene *self, int to, CeMove *out)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  guint n = 0;
  for (int i = 0; i < self->legal.count && n < CHIMERA_BOARD_MAX_CHOICES; i++)
    {
      CeMove m = self->legal.moves[i];
      if (ce_move_to (m) != to)
        continue;
      gboolean drop = ce_move_kind (m) == CE_MOVE_DROP;
      if (self->drop_type ? drop && ce_move_type (m) == self->drop_type
                          : !drop && ce_move_from (m) == self->selected)
        out[n++] = m;
    }
  return n;
}

gboolean
chimera_board_scene_is_target (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  CeMove buf[CHIMERA_BOARD_MAX_CHOICES];
  if (self->selected < 0 && !self->drop_type)
    return FALSE;
  return chimera_board_scene_collect_moves (self, sq, buf) > 0;
}

static gboolean
has_moves_from (ChimeraBoardScene *self, int sq)
{
  for (int i = 0; i < self->legal.count; i++)
    {
      CeMove m = self->legal.moves[i];
      if (ce_move_kind (m) != CE_MOVE_DROP && ce_move_from (m) == sq)
        return TRUE;
    }
  return FALSE;
}

gboolean
chimera_board_scene_is_clickable (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (!self->has_pos || !self->interactive || !chimera_board_scene_is_square (self, sq))
    return FALSE;
  return chimera_board_scene_is_target (self, sq)
         || (own_piece (self, sq) && has_moves_from (self, sq));
}

/* ---- Zelig powers changed by the last move ---- */

/* A zelig, of whatever power: the engine stores it as the type of its
 * power, and every such type is a power piece. */
static gboolean
is_zelig (const CeVariant *v, CePiece p)
{
  return p && CE_TYPE (p) <= v->def->ntypes && ce_variant_is_power_piece (v, CE_TYPE (p));
}

gboolean
chimera_board_find_partner (
  const CePosition *old, const CePosition *pos, CeMove m, int *left, int *arrived)
{
  int from = ce_move_from (m), to = ce_move_to (m);
  if (ce_move_kind (m) == CE_MOVE_DROP || !old->board[from])
    return FALSE;
  if (ce_move_kind (m) != CE_MOVE_CASTLE
      && !(pos->v->def->types[CE_TYPE (old->board[from])].flags & CE_PF_ROYAL))
    return FALSE;
  int mover = CE_COLOR (old->board[from]), nleft = 0, narrived = 0, l = -1, r = -1;
  for (int k = 0; k < pos->v->nsquares; k++)
    {
      int sq = pos->v->squares[k];
      CePiece a = old->board[sq], b = pos->board[sq];
      if (a == b)
        continue;
      /* A piece that stayed but changed its code (a zelig's new power)
       * neither left nor arrived. */
      if (sq != from && sq != to && a && b && CE_COLOR (a) == CE_COLOR (b))
        continue;
      if (sq != from && a && CE_COLOR (a) == mover)
        l = sq, nleft++;
      if (sq != to && b && CE_COLOR (b) == mover)
        r = sq, narrived++;
    }
  if (nleft != 1 || narrived != 1)
    return FALSE;
  *left = l;
  *arrived = r;
  return TRUE;
}

static void
clear_power_changes (ChimeraBoardScene *self)
{
  memset (self->power_change, 0, sizeof self->power_change);
  self->n_power_changes = 0;
}

/* Marks the zeligs whose power `m` changed, moving from `old` to the
 * position now shown, except the mover (its insignia already shows its new
 * power) and a castling partner.  Only when the new position is `old` with
 * `m` made: going back in the game, forward by several moves or to a new
 * game changes powers that no single move on the screen explains. */
static void
mark_power_changes (ChimeraBoardScene *self,
                    const CePosition *old,
                    const CeMoveList *old_legal,
                    CeMove m)
{
  const CePosition *pos = &self->pos;
  const CeVariant *v = pos->v;
  clear_power_changes (self);
  if (m == CE_MOVE_NONE || old->v != v || ce_move_kind (m) == CE_MOVE_DROP)
    return;

  /* Cheap tests first: any zelig at all, and `m` legal where it was made. */
  gboolean zeligs = FALSE;
  for (int k = 0; k < v->nsquares && !zeligs; k++)
    zeligs = is_zelig (v, pos->board[v->squares[k]]);
  gboolean legal = FALSE;
  for (int i = 0; i < old_legal->count && !legal; i++)
    legal = old_legal->moves[i] == m;
  if (!zeligs || !legal)
    return;
  CePosition *after = g_memdup2 (old, sizeof *old);
  CeUndo u;
  ce_make (after, m, &u);
  gboolean follows = after->side == pos->side && after->key == pos->key
                     && memcmp (after->board, pos->board, sizeof pos->board) == 0;
  g_free (after);
  if (!follows)
    return;

  int from = ce_move_from (m), to = ce_move_to (m), left = -1, arrived = -1;
  chimera_board_find_partner (old, pos, m, &left, &arrived);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      CePiece a = old->board[sq], b = pos->board[sq];
      if (sq == from || sq == to || sq == arrived || a == b || !is_zelig (v, a) || !is_zelig (v, b)
          || CE_COLOR (a) != CE_COLOR (b))
        continue;
      int gain = v->def->types[CE_TYPE (b)].value - v->def->types[CE_TYPE (a)].value;
      self->power_change[sq] = gain >= POWER_ARROW_STEP    ? CHIMERA_BOARD_POWER_ROSE
                               : gain <= -POWER_ARROW_STEP ? CHIMERA_BOARD_POWER_FELL
                                                           : CHIMERA_BOARD_POWER_SIDEWAYS;
      self->n_power_changes++;
    }
}

/* ---- The position ---- */

typedef enum
{
  POWERS_CLEAR,
  POWERS_KEEP,
  POWERS_MARK
} PowerMode;

static void
show (ChimeraBoardScene *self,
      const CePosition *pos,
      CeMove last_move,
      PowerMode powers,
      const CeMoveList *legal)
{
  gboolean had = self->has_pos;
  /* CePosition is a few kilobytes: keep the old one only as long as needed. */
  CePosition *old = had ? g_memdup2 (&self->pos, sizeof self->pos) : NULL;

  self->n_choices = 0;
  self->choice_square = -1;
  self->pos = *pos;
  self->has_pos = TRUE;
  self->last_move = last_move;
  self->hint = CE_MOVE_NONE;
  self->n_arrows = 0;
  self->selected = -1;
  self->drop_type = 0;
  self->deselect_on_release = FALSE;
  self->press_sq = -1;
  /* Drawings belong to the position they were drawn on. */
  if (powers != POWERS_KEEP)
    chimera_annotations_clear (&self->annotations);
  self->draw_from = -1;

  if (!old || powers == POWERS_CLEAR)
    clear_power_changes (self);
  else if (powers == POWERS_MARK)
    /* self->legal still holds the moves of the old position. */
    mark_power_changes (self, old, &self->legal, last_move);

  if (legal)
    {
      self->legal.count = legal->count;
      memcpy (self->legal.moves, legal->moves, sizeof legal->moves[0] * (size_t) legal->count);
    }
  else
    {
      CePosition scratch = *pos;
      self->legal.count = ce_generate_legal (&scratch, self->legal.moves);
    }
  self->in_check = ce_in_check (pos);

  if (!chimera_board_scene_is_square (self, self->cursor) || (old && old->v != pos->v))
    self->cursor = chimera_board_scene_is_square (self, pos->king[pos->side]) ? pos->king[pos->side]
                                                                              : pos->v->squares[0];
  g_free (old);
  changed (self, CHIMERA_BOARD_SCENE_POSITION | CHIMERA_BOARD_SCENE_SELECTION
                   | CHIMERA_BOARD_SCENE_CURSOR | CHIMERA_BOARD_SCENE_CHOICES
                   | CHIMERA_BOARD_SCENE_HINT | CHIMERA_BOARD_SCENE_POWERS
                   | CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

gboolean
chimera_board_scene_shows (ChimeraBoardScene *self, const CePosition *pos, CeMove last_move)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  const CePosition *old = &self->pos;
  return self->has_pos && old->v == pos->v && last_move == self->last_move && old->side == pos->side
         && old->key == pos->key && old->ply == pos->ply
         && memcmp (old->board, pos->board, sizeof pos->board) == 0;
}

void
chimera_board_scene_show (ChimeraBoardScene *self,
                          const CePosition *pos,
                          CeMove last_move,
                          gboolean as_move,
                          const CeMoveList *legal)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  g_return_if_fail (pos != NULL && pos->v != NULL);
  PowerMode powers = chimera_board_scene_shows (self, pos, last_move) ? POWERS_KEEP
                     : as_move                                        ? POWERS_MARK
                                                                      : POWERS_CLEAR;
  show (self, pos, last_move, powers, legal);
}

void
chimera_board_scene_set_position (ChimeraBoardScene *self, const CePosition *pos, CeMove last_move)
{
  chimera_board_scene_show (self, pos, last_move, FALSE, NULL);
}

void
chimera_board_scene_show_move (ChimeraBoardScene *self, CeMove move, const CePosition *pos_after)
{
  chimera_board_scene_show (self, pos_after, move, TRUE, NULL);
}

const CePosition *
chimera_board_scene_get_position (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), NULL);
  return self->has_pos ? &self->pos : NULL;
}

CeMove
chimera_board_scene_get_last_move (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), CE_MOVE_NONE);
  return self->last_move;
}

const CeMoveList *
chimera_board_scene_get_legal (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), NULL);
  return &self->legal;
}

int
chimera_board_scene_get_check_square (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), -1);
  if (!self->has_pos || !self->in_check)
    return -1;
  return self->pos.king[self->pos.side];
}

void
chimera_board_scene_set_interactive (ChimeraBoardScene *self, gboolean interactive)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  self->interactive = !!interactive;
  if (!interactive)
    {
      chimera_board_scene_close_choices (self, FALSE);
      chimera_board_scene_deselect (self);
    }
}

gboolean
chimera_board_scene_get_interactive (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  return self->interactive;
}

/* ---- Selection ---- */

int
chimera_board_scene_get_selected (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), -1);
  return self->selected;
}

int
chimera_board_scene_get_drop_type (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  return self->drop_type;
}

gboolean
chimera_board_scene_deselect (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (self->selected < 0 && !self->drop_type)
    return FALSE;
  self->selected = -1;
  self->drop_type = 0;
  self->deselect_on_release = FALSE;
  changed (self, CHIMERA_BOARD_SCENE_SELECTION);
  return TRUE;
}

static void
select_square (ChimeraBoardScene *self, int sq)
{
  self->selected = sq;
  self->drop_type = 0;
  changed (self, CHIMERA_BOARD_SCENE_SELECTION);
}

gboolean
chimera_board_scene_select (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (!chimera_board_scene_is_square (self, sq) || !own_piece (self, sq))
    return FALSE;
  if (self->selected != sq || self->drop_type)
    select_square (self, sq);
  return TRUE;
}

void
chimera_board_scene_begin_drop (ChimeraBoardScene *self, int type)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (!self->has_pos || !self->interactive || type < 0 || type >= CE_MAX_TYPES)
    return;
  chimera_board_scene_close_choices (self, FALSE);
  self->selected = -1;
  self->drop_type = 0;
  if (type)
    for (int i = 0; i < self->legal.count; i++)
      if (ce_move_kind (self->legal.moves[i]) == CE_MOVE_DROP
          && ce_move_type (self->legal.moves[i]) == type)
        {
          self->drop_type = type;
          break;
        }
  changed (self, CHIMERA_BOARD_SCENE_SELECTION);
}

static void
emit_move (ChimeraBoardScene *self, CeMove m, gboolean by_drag)
{
  self->selected = -1;
  self->drop_type = 0;
  self->deselect_on_release = FALSE;
  self->n_choices = 0;
  self->choice_square = -1;
  self->requested_by_drag = by_drag;
  changed (self, CHIMERA_BOARD_SCENE_SELECTION | CHIMERA_BOARD_SCENE_CHOICES);
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, (guint) m);
}

/* Plays the selected piece (or the drop under way) to `to`: one legal move
 * is emitted, several open the choices, none just deselect. */
static void
try_move (ChimeraBoardScene *self, int to, gboolean by_drag)
{
  CeMove moves[CHIMERA_BOARD_MAX_CHOICES];
  guint n = chimera_board_scene_collect_moves (self, to, moves);
  if (n == 0)
    chimera_board_scene_deselect (self);
  else if (n == 1)
    emit_move (self, moves[0], by_drag);
  else
    {
      memcpy (self->choices, moves, n * sizeof *moves);
      self->n_choices = n;
      self->choice_square = to;
      self->choice_by_drag = by_drag;
      changed (self, CHIMERA_BOARD_SCENE_CHOICES);
    }
}

void
chimera_board_scene_press (ChimeraBoardScene *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  self->press_sq = -1;
  self->deselect_on_release = FALSE;
  if (!self->has_pos || !self->interactive || self->n_choices)
    return;
  if (!chimera_board_scene_is_square (self, sq))
    {
      chimera_board_scene_deselect (self);
      return;
    }
  if (self->drop_type)
    {
      if (chimera_board_scene_is_target (self, sq))
        {
          try_move (self, sq, FALSE);
          return;
        }
      /* Anywhere else ends the drop; a click on an own piece still selects it. */
      self->drop_type = 0;
      changed (self, CHIMERA_BOARD_SCENE_SELECTION);
    }
  else if (self->selected >= 0)
    {
      if (chimera_board_scene_is_target (self, sq))
        {
          try_move (self, sq, FALSE);
          return;
        }
      if (sq == self->selected)
        {
          /* Deselect on release, unless the press starts a drag. */
          self->press_sq = sq;
          self->deselect_on_release = TRUE;
          return;
        }
    }
  if (own_piece (self, sq))
    {
      select_square (self, sq);
      self->press_sq = sq;
      if (!has_moves_from (self, sq))
        g_signal_emit (self, signals[NO_LEGAL_MOVE], 0, sq);
    }
  else
    chimera_board_scene_deselect (self);
}

void
chimera_board_scene_release (ChimeraBoardScene *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (self->deselect_on_release && sq == self->press_sq)
    chimera_board_scene_deselect (self);
  self->deselect_on_release = FALSE;
  self->press_sq = -1;
}

void
chimera_board_scene_activate (ChimeraBoardScene *self, int sq)
{
  chimera_board_scene_press (self, sq);
  chimera_board_scene_release (self, sq);
}

gboolean
chimera_board_scene_start_drag (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (self->press_sq < 0 || self->press_sq != self->selected)
    return FALSE;
  self->deselect_on_release = FALSE;
  return TRUE;
}

void
chimera_board_scene_end_drag (ChimeraBoardScene *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  self->press_sq = -1;
  if (sq >= 0 && self->selected >= 0 && chimera_board_scene_is_target (self, sq))
    try_move (self, sq, TRUE);
  else if (sq != self->selected)
    chimera_board_scene_deselect (self);
}

gboolean
chimera_board_scene_get_requested_by_drag (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  return self->requested_by_drag;
}

/* ---- Choices ---- */

guint
chimera_board_scene_get_choice_count (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  return self->n_choices;
}

CeMove
chimera_board_scene_get_choice (ChimeraBoardScene *self, guint index)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), CE_MOVE_NONE);
  return index < self->n_choices ? self->choices[index] : CE_MOVE_NONE;
}

int
chimera_board_scene_get_choice_square (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), -1);
  return self->n_choices ? self->choice_square : -1;
}

void
chimera_board_scene_choose (ChimeraBoardScene *self, guint index)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (index >= self->n_choices)
    return;
  emit_move (self, self->choices[index], self->choice_by_drag);
}

void
chimera_board_scene_close_choices (ChimeraBoardScene *self, gboolean deselect)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (!self->n_choices)
    return;
  self->n_choices = 0;
  self->choice_square = -1;
  changed (self, CHIMERA_BOARD_SCENE_CHOICES);
  if (deselect)
    chimera_board_scene_deselect (self);
}

/* ---- Keyboard cursor ---- */

int
chimera_board_scene_get_cursor (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), -1);
  return self->cursor;
}

gboolean
chimera_board_scene_get_cursor_shown (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  return self->cursor_shown;
}

ChimeraCursorStep
chimera_board_scene_move_cursor (ChimeraBoardScene *self, int df, int dr)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), CHIMERA_CURSOR_AT_EDGE);
  if (!self->has_pos)
    return CHIMERA_CURSOR_AT_EDGE;
  const CeVariant *v = self->pos.v;
  ChimeraCursorStep step = CHIMERA_CURSOR_SHOWN;
  if (!chimera_board_scene_is_square (self, self->cursor))
    self->cursor = v->squares[0];
  else if (self->cursor_shown && (df || dr))
    {
      /* Skip holes (the Lake) on the way; stop at the edge. */
      step = CHIMERA_CURSOR_AT_EDGE;
      int f = CE_FILE (self->cursor), r = CE_RANK (self->cursor);
      for (int k = 1; (f += df, r += dr, f >= 0 && r >= 0 && f < v->files && r < v->ranks); k++)
        if (v->on_board[CE_SQ (f, r)])
          {
            self->cursor = CE_SQ (f, r);
            step = k > 1 ? CHIMERA_CURSOR_SKIPPED : CHIMERA_CURSOR_MOVED;
            break;
          }
    }
  /* The first key press only shows where the cursor is. */
  self->cursor_shown = TRUE;
  changed (self, CHIMERA_BOARD_SCENE_CURSOR);
  return step;
}

void
chimera_board_scene_activate_cursor (ChimeraBoardScene *self)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (!self->cursor_shown || !chimera_board_scene_is_square (self, self->cursor))
    {
      chimera_board_scene_move_cursor (self, 0, 0);
      return;
    }
  chimera_board_scene_activate (self, self->cursor);
  changed (self, CHIMERA_BOARD_SCENE_CURSOR);
}

void
chimera_board_scene_hide_cursor (ChimeraBoardScene *self)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (!self->cursor_shown)
    return;
  self->cursor_shown = FALSE;
  changed (self, CHIMERA_BOARD_SCENE_CURSOR);
}

/* ---- Hint, marks, powers ---- */

void
chimera_board_scene_set_hint (ChimeraBoardScene *self, CeMove move)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  self->hint = move;
  changed (self, CHIMERA_BOARD_SCENE_HINT);
}

CeMove
chimera_board_scene_get_hint (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), CE_MOVE_NONE);
  return self->hint;
}

void
chimera_board_scene_set_analysis_arrows (ChimeraBoardScene *self,
                                         const CeMove *moves,
                                         const double *weights,
                                         guint n)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  n = MIN (n, CHIMERA_ANALYSIS_ARROWS_MAX);
  if (!n && !self->n_arrows)
    return;
  for (guint k = 0; k < n; k++)
    self->arrows[k] = (ChimeraAnalysisArrow){ moves[k], weights[k] };
  self->n_arrows = n;
  changed (self, CHIMERA_BOARD_SCENE_HINT);
}

guint
chimera_board_scene_get_analysis_arrows (ChimeraBoardScene *self,
                                         const ChimeraAnalysisArrow **arrows)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  if (arrows)
    *arrows = self->arrows;
  return self->n_arrows;
}

void
chimera_board_scene_set_marks (ChimeraBoardScene *self, const guint8 *marks)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (marks)
    memcpy (self->marks, marks, sizeof self->marks);
  else
    memset (self->marks, 0, sizeof self->marks);
  changed (self, CHIMERA_BOARD_SCENE_MARKS);
}

guint8
chimera_board_scene_get_mark (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  return sq >= 0 && sq < CE_NSQ ? self->marks[sq] : 0;
}

ChimeraBoardPowerChange
chimera_board_scene_get_power_change (ChimeraBoardScene *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), CHIMERA_BOARD_POWER_SAME);
  return sq >= 0 && sq < CE_NSQ ? self->power_change[sq] : CHIMERA_BOARD_POWER_SAME;
}

guint
chimera_board_scene_get_power_change_count (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), 0);
  return self->n_power_changes;
}

/* ---- Drawn arrows and circles ---- */

const ChimeraAnnotations *
chimera_board_scene_get_annotations (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), NULL);
  return &self->annotations;
}

void
chimera_board_scene_set_annotations (ChimeraBoardScene *self, const ChimeraAnnotations *a)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  chimera_annotations_clear (&self->annotations);
  self->draw_from = -1;
  for (guint i = 0; a && i < a->n; i++)
    {
      const ChimeraAnnotationShape *sh = &a->shapes[i];
      if (chimera_board_scene_is_square (self, sh->from)
          && chimera_board_scene_is_square (self, sh->to))
        chimera_annotations_toggle (&self->annotations, sh->from, sh->to, sh->color);
    }
  changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

void
chimera_board_scene_set_drawing (ChimeraBoardScene *self, gboolean drawing)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  self->no_drawing = !drawing;
  if (!drawing)
    chimera_board_scene_set_annotations (self, NULL);
}

static void
annotations_changed (ChimeraBoardScene *self)
{
  changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
  g_signal_emit (self, signals[ANNOTATIONS_CHANGED], 0);
}

gboolean
chimera_board_scene_toggle_annotation (ChimeraBoardScene *self,
                                       int from,
                                       int to,
                                       ChimeraAnnotationColor color)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (self->no_drawing || !chimera_board_scene_is_square (self, from)
      || !chimera_board_scene_is_square (self, to)
      || !chimera_annotations_toggle (&self->annotations, from, to, color))
    return FALSE;
  annotations_changed (self);
  return TRUE;
}

gboolean
chimera_board_scene_clear_annotations (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (!self->annotations.n)
    return FALSE;
  chimera_annotations_clear (&self->annotations);
  annotations_changed (self);
  return TRUE;
}

void
chimera_board_scene_annotate_begin (ChimeraBoardScene *self, int sq, ChimeraAnnotationColor color)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (self->no_drawing || !chimera_board_scene_is_square (self, sq)
      || color >= CHIMERA_ANNOTATION_N_COLORS)
    {
      chimera_board_scene_annotate_cancel (self);
      return;
    }
  self->draw_from = self->draw_to = sq;
  self->draw_color = color;
  changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

void
chimera_board_scene_annotate_update (ChimeraBoardScene *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (self->draw_from < 0)
    return;
  if (!chimera_board_scene_is_square (self, sq))
    sq = -1;
  if (sq == self->draw_to)
    return;
  self->draw_to = sq;
  changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

void
chimera_board_scene_annotate_end (ChimeraBoardScene *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  int from = self->draw_from;
  if (from < 0)
    return;
  self->draw_from = -1;
  if (!chimera_board_scene_toggle_annotation (self, from, sq, self->draw_color))
    changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

void
chimera_board_scene_annotate_cancel (ChimeraBoardScene *self)
{
  g_return_if_fail (CHIMERA_IS_BOARD_SCENE (self));
  if (self->draw_from < 0)
    return;
  self->draw_from = -1;
  changed (self, CHIMERA_BOARD_SCENE_ANNOTATIONS);
}

gboolean
chimera_board_scene_is_annotating (ChimeraBoardScene *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  return self->draw_from >= 0;
}

gboolean
chimera_board_scene_get_annotation_draft (ChimeraBoardScene *self,
                                          int *from,
                                          int *to,
                                          ChimeraAnnotationColor *color)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_SCENE (self), FALSE);
  if (self->draw_from < 0 || self->draw_to < 0)
    return FALSE;
  *from = self->draw_from;
  *to = self->draw_to;
  *color = self->draw_color;
  return TRUE;
}
