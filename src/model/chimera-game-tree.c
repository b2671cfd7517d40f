/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game's tree of moves: the game's own moves kept as the main line,
 * variations added from any other position, the node shown, reshaping and
 * the annotations of every node (chimera-game.h, "The tree of moves").
 */
#include "config.h"

#include "chimera-game-private.h"
#include "pgn.h"
#include "san.h"

#include <string.h>

#define signals chimera_game_signals

void
chimera_game_tree_init (ChimeraGame *self, const CePosition *start)
{
  self->tree = ce_tree_new (start);
  self->tree_serial++;
  self->viewed = CE_NODE_NONE;
  chimera_game_positions_changed (self);
}

void
chimera_game_tree_clear (ChimeraGame *self)
{
  g_clear_pointer (&self->tree, ce_tree_free);
  if (self->viewed_line.positions)
    ce_game_free (&self->viewed_line);
  chimera_game_positions_changed (self);
  g_clear_pointer (&self->edit_line, g_array_unref);
}

const CeTree *
chimera_game_get_tree (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), NULL);
  return self->tree;
}

CeNodeId
chimera_game_get_live_node (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), CE_NODE_NONE);
  return ce_tree_mainline_node (self->tree, self->record.nmoves);
}

/* ---- keeping the record and the tree in step ---- */

void
chimera_game_rebuild_record (ChimeraGame *self, int nmoves)
{
  CeGame g;
  ce_game_init (&g, self->record.v);
  ce_tree_position (self->tree, ce_tree_root (self->tree), &g.positions[0]);
  for (CeNodeId id = ce_tree_main_child (self->tree, ce_tree_root (self->tree)); id != CE_NODE_NONE;
       id = ce_tree_main_child (self->tree, id))
    ce_game_play (&g, ce_tree_move (self->tree, id));
  while (g.nmoves > nmoves && ce_game_undo (&g))
    ;
  ce_game_free (&self->record);
  self->record = g;
  chimera_game_positions_changed (self);
}

/* Whether a move from the node would make the main line longer: only the
 * game's own moves do that. */
static gboolean
is_main_leaf (ChimeraGame *self, CeNodeId node)
{
  return ce_tree_is_mainline (self->tree, node) && ce_tree_nchildren (self->tree, node) == 0;
}

static CeNodeId
child_with_move (ChimeraGame *self, CeNodeId node, CeMove move)
{
  for (int i = 0; i < ce_tree_nchildren (self->tree, node); i++)
    {
      CeNodeId c = ce_tree_child (self->tree, node, i);
      if (ce_tree_move (self->tree, c) == move)
        return c;
    }
  return CE_NODE_NONE;
}

/* Keeps node's SAN with it, written from the legal moves the game knows
 * before the move (`legal`, of `before`) and after it (the live ones now),
 * so that listing the move generates nothing again. */
static void
keep_san (ChimeraGame *self, CeNodeId node, CePosition *before, const CeMoveList *legal)
{
  char san[CE_SAN_SIZE];
  ce_move_to_san_listed (before, legal->moves, legal->count, chimera_game_live_moves (self)->count,
                         ce_tree_move (self->tree, node), san);
  ce_tree_set_san (self->tree, node, san);
}

gboolean
chimera_game_tree_play (ChimeraGame *self, CeMove move)
{
  CeNodeId live = chimera_game_get_live_node (self);
  int n = self->record.nmoves;
  CeNodeId node = child_with_move (self, live, move);
  if (node == CE_NODE_NONE && ce_tree_count (self->tree) >= CE_TREE_MAX_NODES)
    return FALSE;
  /* chimera_game_play checked the move against these. */
  CePosition before = *chimera_game_get_position (self);
  CeMoveList *legal = g_memdup2 (chimera_game_live_moves (self), sizeof (CeMoveList));
  if (ce_tree_nchildren (self->tree, live) == 0)
    {
      /* The usual case: the game goes on at the end of its line. */
      node = ce_tree_add_legal_move (self->tree, live, &before, move);
      if (node != CE_NODE_NONE)
        {
          ce_game_play (&self->record, move);
          chimera_game_positions_changed (self);
          keep_san (self, node, &before, legal);
        }
      g_free (legal);
      return node != CE_NODE_NONE;
    }
  /* Moves taken back and now replaced are forgotten, as the record always
   * forgot them; the same move again keeps them for redo. */
  CeNodeId next = ce_tree_main_child (self->tree, live);
  if (node != next)
    ce_tree_delete (self->tree, next);
  if (node == CE_NODE_NONE)
    node = ce_tree_add_legal_move (self->tree, live, &before, move);
  ce_tree_promote_to_main (self->tree, node);
  chimera_game_rebuild_record (self, n + 1);
  keep_san (self, node, &before, legal);
  g_free (legal);
  return TRUE;
}

/* ---- the view ---- */

void
chimera_game_follow_live (ChimeraGame *self)
{
  self->viewed = CE_NODE_NONE;
  chimera_game_view_moved (self);
}

int
chimera_game_view_ply (ChimeraGame *self)
{
  return self->viewed == CE_NODE_NONE ? -1 : ce_tree_node (self->tree, self->viewed)->ply;
}

/* Shows `node` without signalling: the live node means following. */
static void
set_viewed (ChimeraGame *self, CeNodeId node)
{
  if (node == CE_NODE_NONE || node == chimera_game_get_live_node (self)
      || !ce_tree_valid (self->tree, node))
    {
      chimera_game_follow_live (self);
      return;
    }
  self->viewed = node;
  ce_tree_position (self->tree, node, &self->viewed_pos);
  chimera_game_view_moved (self);
}

static void
view_changed (ChimeraGame *self, const State *before)
{
  g_signal_emit (self, signals[VIEW_CHANGED], 0, chimera_game_get_viewed_ply (self));
  chimera_game_finish_change (self, before);
}

void
chimera_game_view_node (ChimeraGame *self, CeNodeId node)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  if (!ce_tree_valid (self->tree, node))
    return;
  if (node == chimera_game_get_live_node (self))
    node = CE_NODE_NONE;
  if (node == self->viewed)
    return;
  State before;
  chimera_game_capture (self, &before);
  set_viewed (self, node);
  view_changed (self, &before);
}

void
chimera_game_set_view (ChimeraGame *self, int ply)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  if (ply >= self->record.nmoves)
    ply = -1;
  if (ply < -1)
    ply = 0;
  chimera_game_view_node (self, ply < 0 ? chimera_game_get_live_node (self)
                                        : ce_tree_mainline_node (self->tree, ply));
}

int
chimera_game_get_view (ChimeraGame *self)
{
  return chimera_game_view_ply (self);
}

CeNodeId
chimera_game_get_viewed_node (ChimeraGame *self)
{
  return self->viewed == CE_NODE_NONE ? chimera_game_get_live_node (self) : self->viewed;
}

int
chimera_game_get_viewed_ply (ChimeraGame *self)
{
  return self->viewed == CE_NODE_NONE ? self->record.nmoves
                                      : ce_tree_node (self->tree, self->viewed)->ply;
}

const CePosition *
chimera_game_get_viewed_position (ChimeraGame *self)
{
  if (self->viewed == CE_NODE_NONE)
    return chimera_game_get_position (self);
  /* The game's own positions are the record's. */
  const CeTreeNode *n = ce_tree_node (self->tree, self->viewed);
  if (n->ply <= self->record.nmoves && ce_tree_is_mainline (self->tree, self->viewed))
    return ce_game_position_at (&self->record, n->ply);
  return &self->viewed_pos;
}

CeMove
chimera_game_get_viewed_last_move (ChimeraGame *self)
{
  return ce_tree_move (self->tree, chimera_game_get_viewed_node (self));
}

const CeGame *
chimera_game_get_viewed_line (ChimeraGame *self)
{
  if (self->viewed == CE_NODE_NONE)
    return &self->record;
  if (!self->viewed_line_ok)
    {
      if (self->viewed_line.positions)
        ce_game_free (&self->viewed_line);
      ce_game_init (&self->viewed_line, self->record.v);
      self->viewed_line.positions[0] = self->record.positions[0];
      int ply = ce_tree_node (self->tree, self->viewed)->ply;
      CeNodeId *path = g_new (CeNodeId, MAX (ply, 1));
      ce_tree_path (self->tree, self->viewed, path, ply);
      for (int i = 0; i < ply; i++)
        ce_game_play (&self->viewed_line, ce_tree_move (self->tree, path[i]));
      g_free (path);
      self->viewed_line_ok = TRUE;
    }
  return &self->viewed_line;
}

/* ---- moves into the tree ---- */

gboolean
chimera_game_can_play_at_view (ChimeraGame *self)
{
  return self->viewed != CE_NODE_NONE && !self->paused && !is_main_leaf (self, self->viewed);
}

CeNodeId
chimera_game_play_at_view (ChimeraGame *self, CeMove move)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), CE_NODE_NONE);
  if (self->viewed == CE_NODE_NONE)
    return chimera_game_play (self, move) ? chimera_game_get_live_node (self) : CE_NODE_NONE;
  return chimera_game_add_line (self, self->viewed, &move, 1);
}

CeNodeId
chimera_game_add_line (ChimeraGame *self, CeNodeId from, const CeMove *moves, int n)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), CE_NODE_NONE);
  if (self->paused || n <= 0 || !ce_tree_valid (self->tree, from))
    return CE_NODE_NONE;
  State before;
  chimera_game_capture (self, &before);
  CeNodeId node = from, first_new = CE_NODE_NONE;
  for (int i = 0; i < n; i++)
    {
      CeNodeId next = child_with_move (self, node, moves[i]);
      if (next == CE_NODE_NONE && !is_main_leaf (self, node))
        {
          next = ce_tree_add_move (self->tree, node, moves[i]);
          if (first_new == CE_NODE_NONE)
            first_new = next;
        }
      if (next == CE_NODE_NONE)
        {
          /* All or nothing: what this line added goes again. */
          if (first_new != CE_NODE_NONE)
            ce_tree_delete (self->tree, first_new);
          return CE_NODE_NONE;
        }
      node = next;
    }
  if (first_new != CE_NODE_NONE)
    self->revision++;
  set_viewed (self, node);
  view_changed (self, &before);
  /* After the view moved, so that a listener sees the line shown (and may
   * show another: learning from mistakes goes back to ask again). */
  if (first_new != CE_NODE_NONE)
    g_signal_emit (self, signals[BRANCHED], 0, (int) first_new);
  return node;
}

/* ---- reshaping ---- */

/* The game's nodes up to the live one, to tell afterwards whether the
 * game's own moves changed. */
static GArray *
game_line (ChimeraGame *self)
{
  GArray *a = g_array_sized_new (FALSE, FALSE, sizeof (CeNodeId), self->record.nmoves + 1);
  for (int i = 0; i <= self->record.nmoves; i++)
    {
      CeNodeId id = ce_tree_mainline_node (self->tree, i);
      g_array_append_val (a, id);
    }
  return a;
}

static gboolean
game_line_kept (ChimeraGame *self, GArray *line)
{
  for (guint i = 0; i < line->len; i++)
    if (ce_tree_mainline_node (self->tree, (int) i) != g_array_index (line, CeNodeId, i))
      return FALSE;
  return TRUE;
}

/* After the tree changed shape: the record follows the main line.  If the
 * game's own moves are still its start, only the moves to redo may
 * differ; otherwise the game is the new main line, every move in effect,
 * and `withdraw` takes a result set from outside back with the old moves. */
static void
follow_main_line (ChimeraGame *self, GArray *line, gboolean withdraw)
{
  if (game_line_kept (self, line))
    {
      chimera_game_rebuild_record (self, self->record.nmoves);
    }
  else
    {
      chimera_game_rebuild_record (self, ce_tree_mainline_length (self->tree));
      self->nchunks = 0;
      self->turn_start = g_get_monotonic_time ();
      if (withdraw)
        {
          self->declared = CE_RESULT_NONE;
          g_clear_pointer (&self->declared_reason, g_free);
        }
    }
  /* A node shown that went with the deleted ones gives way to the live. */
  if (self->viewed != CE_NODE_NONE && !ce_tree_valid (self->tree, self->viewed))
    chimera_game_follow_live (self);
  else
    set_viewed (self, self->viewed);
  chimera_game_positions_changed (self);
}

/* The variation `node` is in: its nearest ancestor-or-self that is not its
 * parent's line; CE_NODE_NONE on the main line. */
static CeNodeId
variation_start (ChimeraGame *self, CeNodeId node)
{
  for (CeNodeId p; (p = ce_tree_parent (self->tree, node)) != CE_NODE_NONE; node = p)
    if (ce_tree_main_child (self->tree, p) != node)
      return node;
  return CE_NODE_NONE;
}

static gboolean
is_ancestor_or_self (ChimeraGame *self, CeNodeId a, CeNodeId node)
{
  for (; node != CE_NODE_NONE; node = ce_tree_parent (self->tree, node))
    if (node == a)
      return TRUE;
  return FALSE;
}

typedef enum
{
  PROMOTE,
  PROMOTE_TO_MAIN,
  DELETE_VARIATION,
  DELETE_FROM
} Reshape;

static gboolean
reshape (ChimeraGame *self, CeNodeId node, Reshape how)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), FALSE);
  if (self->paused || !ce_tree_valid (self->tree, node))
    return FALSE;
  CeNodeId gone = how == DELETE_FROM        ? node
                  : how == DELETE_VARIATION ? variation_start (self, node)
                                            : CE_NODE_NONE;
  if ((how == DELETE_VARIATION || how == DELETE_FROM) && gone == CE_NODE_NONE)
    return FALSE;
  /* The game's own moves are deleted only as undo would take them back:
   * not after a loss on time. */
  gboolean game_moves = gone != CE_NODE_NONE && ce_tree_is_mainline (self->tree, gone)
                        && ce_tree_node (self->tree, gone)->ply <= self->record.nmoves;
  if (game_moves && self->flagged >= 0)
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  CeNodeId shown = chimera_game_get_viewed_node (self);
  g_autoptr (GArray) line = game_line (self);
  if (gone != CE_NODE_NONE && self->viewed != CE_NODE_NONE
      && is_ancestor_or_self (self, gone, self->viewed))
    self->viewed = ce_tree_parent (self->tree, gone);
  gboolean done;
  switch (how)
    {
      case PROMOTE: done = ce_tree_promote (self->tree, node); break;
      case PROMOTE_TO_MAIN: done = ce_tree_promote_to_main (self->tree, node); break;
      case DELETE_VARIATION:
      case DELETE_FROM:
      default: done = ce_tree_delete (self->tree, gone); break;
    }
  if (!done)
    return FALSE;
  follow_main_line (self, line, game_moves);
  self->revision++;
  g_signal_emit (self, signals[TREE_CHANGED], 0);
  if (chimera_game_get_viewed_node (self) != shown)
    g_signal_emit (self, signals[VIEW_CHANGED], 0, chimera_game_get_viewed_ply (self));
  chimera_game_finish_change (self, &before);
  return TRUE;
}

gboolean
chimera_game_promote (ChimeraGame *self, CeNodeId node, gboolean to_main)
{
  return reshape (self, node, to_main ? PROMOTE_TO_MAIN : PROMOTE);
}

gboolean
chimera_game_delete_variation (ChimeraGame *self, CeNodeId node)
{
  return reshape (self, node, DELETE_VARIATION);
}

gboolean
chimera_game_delete_from (ChimeraGame *self, CeNodeId node)
{
  return reshape (self, node, DELETE_FROM);
}

CeTree *
chimera_game_edit_tree_begin (ChimeraGame *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), NULL);
  if (self->editing++ == 0)
    {
      chimera_game_capture (self, &self->edit_before);
      self->edit_shown = chimera_game_get_viewed_node (self);
      g_clear_pointer (&self->edit_line, g_array_unref);
      self->edit_line = game_line (self);
    }
  return self->tree;
}

void
chimera_game_edit_tree_end (ChimeraGame *self)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  g_return_if_fail (self->editing > 0);
  if (--self->editing > 0)
    return;
  follow_main_line (self, self->edit_line, FALSE);
  g_clear_pointer (&self->edit_line, g_array_unref);
  self->revision++;
  g_signal_emit (self, signals[TREE_CHANGED], 0);
  if (chimera_game_get_viewed_node (self) != self->edit_shown)
    g_signal_emit (self, signals[VIEW_CHANGED], 0, chimera_game_get_viewed_ply (self));
  State before = self->edit_before;
  chimera_game_finish_change (self, &before);
}

void
chimera_game_adopt_tree (ChimeraGame *self, CeTree *tree)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  g_return_if_fail (tree && ce_tree_mainline_length (tree) >= self->record.nmoves);
  for (int i = 1; i <= self->record.nmoves; i++)
    g_return_if_fail (ce_tree_move (tree, ce_tree_mainline_node (tree, i))
                      == self->record.moves[i - 1]);
  State before;
  chimera_game_capture (self, &before);
  ce_tree_free (self->tree);
  self->tree = tree;
  self->tree_serial++;
  chimera_game_follow_live (self);
  chimera_game_rebuild_record (self, self->record.nmoves);
  self->revision++;
  g_signal_emit (self, signals[TREE_CHANGED], 0);
  chimera_game_finish_change (self, &before);
}

/* ---- annotations ---- */

static void
annotated (ChimeraGame *self, CeNodeId node, const State *before)
{
  self->revision++;
  g_signal_emit (self, signals[ANNOTATED], 0, (int) node);
  chimera_game_finish_change (self, before);
}

void
chimera_game_set_node_comment (ChimeraGame *self, CeNodeId node, const char *text)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  if (!ce_tree_valid (self->tree, node))
    return;
  State before;
  chimera_game_capture (self, &before);
  g_autofree char *valid = text && *text ? g_utf8_make_valid (text, -1) : NULL;
  ce_tree_set_comment (self->tree, node, valid);
  annotated (self, node, &before);
}

const char *
chimera_game_get_node_comment (ChimeraGame *self, CeNodeId node)
{
  const CeTreeNode *n = ce_tree_node (self->tree, node);
  return n ? n->comment : NULL;
}

/* NAGs 1-6 judge the move and 10-19 the position: one of each at most. */
static int
nag_group (int nag)
{
  return nag >= 1 && nag <= 6 ? 1 : nag >= 10 && nag <= 19 ? 2 : 0;
}

gboolean
chimera_game_toggle_nag (ChimeraGame *self, CeNodeId node, int nag)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (self), FALSE);
  const CeTreeNode *n = ce_tree_node (self->tree, node);
  if (!n || n->parent == CE_NODE_NONE || nag < 1 || nag > 255)
    return FALSE;
  uint8_t keep[CE_TREE_MAX_NAGS];
  int nkeep = 0;
  gboolean had = FALSE;
  for (int i = 0; i < n->nnags; i++)
    if (n->nags[i] == nag)
      had = TRUE;
    else if (!nag_group (nag) || nag_group (n->nags[i]) != nag_group (nag))
      keep[nkeep++] = n->nags[i];
  if (!had && nkeep == CE_TREE_MAX_NAGS)
    return FALSE;
  State before;
  chimera_game_capture (self, &before);
  ce_tree_clear_nags (self->tree, node);
  for (int i = 0; i < nkeep; i++)
    ce_tree_add_nag (self->tree, node, keep[i]);
  if (!had)
    ce_tree_add_nag (self->tree, node, nag);
  annotated (self, node, &before);
  return TRUE;
}

void
chimera_game_clear_nags (ChimeraGame *self, CeNodeId node)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  const CeTreeNode *n = ce_tree_node (self->tree, node);
  if (!n || n->nnags == 0)
    return;
  State before;
  chimera_game_capture (self, &before);
  ce_tree_clear_nags (self->tree, node);
  annotated (self, node, &before);
}

void
chimera_game_set_node_eval (ChimeraGame *self, CeNodeId node, const CeTreeEval *eval)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  if (!ce_tree_valid (self->tree, node))
    return;
  State before;
  chimera_game_capture (self, &before);
  ce_tree_set_eval (self->tree, node, eval);
  annotated (self, node, &before);
}

void
chimera_game_set_node_marks (ChimeraGame *self, CeNodeId node, const CeMark *marks, int n)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  const CeTreeNode *tn = ce_tree_node (self->tree, node);
  if (!tn)
    return;
  if (tn->nmarks == n && (n == 0 || memcmp (tn->marks, marks, sizeof *marks * (size_t) n) == 0))
    return;
  State before;
  chimera_game_capture (self, &before);
  ce_tree_clear_marks (self->tree, node);
  for (int i = 0; i < n; i++)
    ce_tree_add_mark (self->tree, node, marks[i].colour, marks[i].from, marks[i].to);
  annotated (self, node, &before);
}

/* ---- comments by ply (the main line) ---- */

void
chimera_game_set_comment (ChimeraGame *self, int ply, const char *text)
{
  g_return_if_fail (CHIMERA_IS_GAME (self));
  CeNodeId node = ce_tree_mainline_node (self->tree, ply);
  g_return_if_fail (node != CE_NODE_NONE);
  State before;
  chimera_game_capture (self, &before);
  /* Text may carry [%eval] and friends (a file's, the computer's): they
   * go into the node's fields; fields the text does not mention stay. */
  const CeTreeNode *n = ce_tree_node (self->tree, node);
  CeTreeEval eval = n->eval;
  gint64 clock = n->clock_ms;
  int nmarks = n->nmarks;
  g_autofree CeMark *marks = g_memdup2 (n->marks, sizeof (CeMark) * (size_t) nmarks);
  g_autofree char *valid = text && *text ? g_utf8_make_valid (text, -1) : NULL;
  ce_pgn_node_set_comment (self->tree, node, valid);
  n = ce_tree_node (self->tree, node);
  if (!n->eval.set)
    ce_tree_set_eval (self->tree, node, &eval);
  if (n->clock_ms < 0)
    ce_tree_set_clock (self->tree, node, clock);
  if (n->nmarks == 0)
    for (int i = 0; i < nmarks; i++)
      ce_tree_add_mark (self->tree, node, marks[i].colour, marks[i].from, marks[i].to);
  self->revision++;
  g_signal_emit (self, signals[COMMENT_CHANGED], 0, ply);
  g_signal_emit (self, signals[ANNOTATED], 0, (int) node);
  chimera_game_finish_change (self, &before);
}

const char *
chimera_game_get_comment (ChimeraGame *self, int ply)
{
  return chimera_game_get_node_comment (self, ce_tree_mainline_node (self->tree, ply));
}
