/* SPDX-License-Identifier: GPL-3.0-or-later
 * What chimera-game.c (players, clocks, result, tags, undo) and
 * chimera-game-tree.c (the tree of moves, the view, annotations) share:
 * the instance, the signals and the bracket every change goes through.
 */
#pragma once

#include "chimera-game.h"

/* What the properties said before a change, to notify only what differs. */
typedef struct
{
  int view, nplies, side;
  gboolean can_undo, can_redo;
  CeResult result;
  CeEndReason reason;
  gboolean paused;
  CeNodeId shown;      /* the node shown (chimera_game_get_viewed_node) */
  guint64 tree_serial; /* which tree it is a node of */
} State;

struct _ChimeraGame
{
  GObject parent_instance;
  CeGame record;
  int level[2];
  int redo_chunks[512]; /* how many moves each undo took back, for redo */
  int nchunks;
  gint64 base_ms, inc_ms; /* 0: no clock */
  gint64 left_ms[2];      /* at the start of the running turn */
  gint64 turn_start;      /* monotonic microseconds */
  gboolean paused;        /* the clocks stopped, no moves (set_paused) */
  int flagged;            /* the colour that ran out, or -1 */
  CeResult declared;      /* an end decided outside the rules (set_result) */
  char *declared_reason;  /* how, as a Termination value; may be NULL */
  GPtrArray *tags;        /* name, value, name, value ... */
  /* Every move (chimera-game.h): the main line is record's moves, those
   * in effect and then those to redo; the rest are variations. */
  CeTree *tree;
  CeNodeId viewed;       /* CE_NODE_NONE: following the live node */
  CePosition viewed_pos; /* its position while not following */
  CeGame viewed_line;    /* the moves up to it, built when asked */
  gboolean viewed_line_ok;
  int editing;         /* inside edit_tree_begin/_end */
  State edit_before;   /* the state at the outermost _begin */
  GArray *edit_line;   /* the game's nodes (CeNodeId) at _begin */
  CeNodeId edit_shown; /* the node shown at _begin */
  guint64 revision;
  guint64 tree_serial; /* counts the trees the game had: node ids are per tree */
  /* Derived from the positions and kept until they change
   * (chimera_game_positions_changed): the legal moves of the live and of
   * the viewed position, and the live position's result by the rules,
   * each computed when first asked, so that however many listeners read
   * them after a change the engine works once. */
  gboolean live_known, viewed_known;
  CeMoveList live_moves, viewed_moves;
  CeResult live_result;
  CeEndReason live_why;
};

enum
{
  MOVED,
  UNDONE,
  REDONE,
  VIEW_CHANGED,
  SHOWN_CHANGED,
  CLOCK_CHANGED,
  TAG_CHANGED,
  COMMENT_CHANGED,
  BRANCHED,
  TREE_CHANGED,
  ANNOTATED,
  FINISHED,
  CHANGED,
  N_SIGNALS
};

extern guint chimera_game_signals[N_SIGNALS];

/* Every change: capture the state, change, emit the change's own signal,
 * then chimera_game_finish_change ("shown-changed", "finished",
 * notifications, "changed"). */
void chimera_game_capture (ChimeraGame *self, State *s);
void chimera_game_finish_change (ChimeraGame *self, const State *before);

/* The record changed (positions_changed) or only the view (view_moved):
 * what was derived from them goes. */
void chimera_game_positions_changed (ChimeraGame *self);
void chimera_game_view_moved (ChimeraGame *self);
/* The live position's legal moves and its result by the rules (not a
 * flag fall or a declared result), computed once after a change. */
const CeMoveList *chimera_game_live_moves (ChimeraGame *self);
CeResult chimera_game_rules_result (ChimeraGame *self, CeEndReason *why);

/* chimera-game-tree.c: the tree's side of play, undo, redo and views. */
void chimera_game_tree_init (ChimeraGame *self, const CePosition *start);
void chimera_game_tree_clear (ChimeraGame *self);
/* Plays the game's move at the live node in the tree and the record:
 * FALSE (nothing changed) if the tree is full. */
gboolean chimera_game_tree_play (ChimeraGame *self, CeMove move);
/* Makes the record the main line with its first `nmoves` in effect. */
void chimera_game_rebuild_record (ChimeraGame *self, int nmoves);
/* The view follows the live node again. */
void chimera_game_follow_live (ChimeraGame *self);
/* -1 following the live node, else the viewed node's ply. */
int chimera_game_view_ply (ChimeraGame *self);
