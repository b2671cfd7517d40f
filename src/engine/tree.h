/* SPDX-License-Identifier: GPL-3.0-or-later
 * A tree of moves: the main line and any number of nested variations from
 * one start position, each move with the annotations a game record keeps
 * (comments, NAGs, the engine's evaluation, a clock, arrows and circles).
 * Plain C, no I/O; pgn.h reads and writes it.  Not for the search's hot
 * paths.
 *
 * Shape.  Every node but the root is a move; a node's children are the
 * moves tried from the position after it, children[0] being the one the
 * line goes on with (the main line from the root is children[0] all the
 * way down) and the others its variations, in order.  The root has no
 * move; its comment is the one before the game's first move.
 *
 * Ids.  A node's id (CeNodeId, >= 0) stays the same as long as the node
 * lives, whatever is added, promoted or deleted elsewhere.  Deleting a node
 * makes its id (and its subtree's) invalid: every function taking an id
 * then does nothing and returns CE_NODE_NONE / false / NULL / 0.  An id
 * carries a generation, so a stale id is not mistaken for a node later
 * created in the freed slot (until the slot has been reused 16384 times).
 * In a tree nothing was ever deleted from, the ids are 0 (the root), 1,
 * 2, ... in the order the nodes were added.
 *
 * Positions.  The root and every 16th ply keep their position; any other
 * is replayed from its nearest such ancestor (at most 15 moves, a few
 * microseconds), so asking a position is cheap and the memory stays at a
 * few hundred bytes a node.  Reading a position never changes the tree, so
 * readers in several threads may share a tree nobody changes.
 *
 * Limits.  At most CE_TREE_MAX_NODES nodes (the root included): adding
 * beyond it fails (CE_NODE_NONE) and changes nothing.  At most
 * CE_TREE_MAX_NAGS NAGs and CE_TREE_MAX_MARKS arrows and circles a node.
 * A node costs about 300 bytes besides its comments (its share of the
 * positions kept included), so a full tree about 30 MB.
 * Running out of memory aborts, as everywhere in the engine.
 */
#pragma once

#include "position.h"

#include <stdbool.h>
#include <stdint.h>

typedef int32_t CeNodeId;
#define CE_NODE_NONE ((CeNodeId) -1)

/* 100,000 nodes is far beyond any analysed game (a few thousand). */
#define CE_TREE_MAX_NODES 100000
#define CE_TREE_MAX_NAGS  8
#define CE_TREE_MAX_MARKS 64
/* ce_tree_node's clock_ms when there is none. */
#define CE_TREE_NO_CLOCK ((int64_t) -1)

/* The engine's evaluation after a move ([%eval] in PGN): from White's point
 * of view, centipawns, or with `mate` the moves to mate (> 0: White mates,
 * < 0: Black mates). */
typedef struct
{
  bool set;
  bool mate;
  int value;
} CeTreeEval;

/* An arrow (to != CE_NO_SQ) or a circle (to == CE_NO_SQ) on board squares
 * (CE_SQ (file, rank), 0-based), with a colour letter as in PGN's [%cal]
 * and [%csl]: 'G'reen, 'R'ed, 'Y'ellow, 'B'lue (any upper-case letter is
 * kept). */
typedef struct
{
  char colour;
  uint8_t from, to;
} CeMark;

/* A node as the tree holds it: read it, change it only through the
 * functions below.  The pointer (and its arrays) is valid until the tree
 * next changes. */
typedef struct
{
  CeMove move;     /* CE_MOVE_NONE for the root */
  CeNodeId parent; /* CE_NODE_NONE for the root */
  int ply;         /* moves from the root: 0 for the root */
  CeNodeId *children;
  int nchildren;
  int children_cap;
  /* Comment before the move (meant for a variation's first move; the root's
   * `comment` is the one before the game) and after it; NULL or non-empty
   * text.  PGN writes comment_before before the move wherever it is, but
   * reads a comment before a move that is not a variation's first as the
   * comment after the move before it (or the root's). */
  char *comment_before;
  char *comment;
  uint8_t nags[CE_TREE_MAX_NAGS]; /* 1..255, in order, no repeats */
  int nnags;
  CeTreeEval eval;
  int64_t clock_ms; /* the mover's clock after the move, CE_TREE_NO_CLOCK if unknown */
  CeMark *marks;    /* arrows and circles in the order added */
  int nmarks;
} CeTreeNode;

typedef struct CeTree CeTree;

/* A tree with only its root, at `start` (copied). */
CeTree *ce_tree_new (const CePosition *start);
void ce_tree_free (CeTree *t);
/* A deep copy: the same ids name the same nodes in both. */
CeTree *ce_tree_copy (const CeTree *t);

const CeVariant *ce_tree_variant (const CeTree *t);
CeNodeId ce_tree_root (const CeTree *t);
/* Live nodes, the root included. */
int ce_tree_count (const CeTree *t);
bool ce_tree_valid (const CeTree *t, CeNodeId id);
const CeTreeNode *ce_tree_node (const CeTree *t, CeNodeId id);

/* ---- Growing ---- */

/* Plays `m` after node `parent`: the child that is that move if there is
 * one, else a new last child (the first child of a leaf goes on its line;
 * any other is a new variation, the line staying as it was).  CE_NODE_NONE
 * if `m` is not legal after `parent`, `parent` is not a node, or the tree is
 * full. */
CeNodeId ce_tree_add_move (CeTree *t, CeNodeId parent, CeMove m);
/* The same, but always a new last child even if another child is that
 * move (a record may repeat a line as a variation). */
CeNodeId ce_tree_add_move_new (CeTree *t, CeNodeId parent, CeMove m);

/* ce_tree_add_move_new for a caller that has `pos`, the position after
 * `parent`, and has checked that `m` is legal there (a reader matching
 * moves against the legal ones), so that the tree does neither again. */
CeNodeId ce_tree_add_legal_move (CeTree *t, CeNodeId parent, const CePosition *pos, CeMove m);

/* ---- Reshaping ---- */

/* Moves the variation holding `id` (its nearest ancestor-or-self that is
 * not its parent's first child) one place up among its siblings; from the
 * second place, it becomes the line and the old line its first variation.
 * False if `id` is on its line all the way up (nothing to promote). */
bool ce_tree_promote (CeTree *t, CeNodeId id);
/* Makes the path from the root to `id` the main line: every node on it
 * becomes its parent's first child, the others keeping their order.
 * False if it already is, or `id` is not a node. */
bool ce_tree_promote_to_main (CeTree *t, CeNodeId id);
/* Deletes `id` and everything after it ("delete from here"); its parent
 * keeps its other children in order.  False for the root or a non-node. */
bool ce_tree_delete (CeTree *t, CeNodeId id);
/* Deletes the variation holding `id`: its nearest ancestor-or-self that is
 * not its parent's first child, and everything after it.  False if `id`
 * is on the main line (not in a variation). */
bool ce_tree_delete_variation (CeTree *t, CeNodeId id);

/* ---- Navigating ---- */

CeNodeId ce_tree_parent (const CeTree *t, CeNodeId id);
int ce_tree_nchildren (const CeTree *t, CeNodeId id);
/* children[i], CE_NODE_NONE if out of range. */
CeNodeId ce_tree_child (const CeTree *t, CeNodeId id, int i);
/* children[0]: the move the line goes on with. */
CeNodeId ce_tree_main_child (const CeTree *t, CeNodeId id);
/* The node after `ply` moves of the main line (0: the root), CE_NODE_NONE
 * if the main line is shorter. */
CeNodeId ce_tree_mainline_node (const CeTree *t, int ply);
/* Moves on the main line. */
int ce_tree_mainline_length (const CeTree *t);
/* Whether `id` is on the main line (the root is). */
bool ce_tree_is_mainline (const CeTree *t, CeNodeId id);
/* The nodes from the first move to `id` (ply of them, the root left out)
 * into out[0 .. max); returns ply (or -1 for a non-node); only the first
 * max are stored. */
int ce_tree_path (const CeTree *t, CeNodeId id, CeNodeId *out, int max);
/* The position after node `id`'s move (the start for the root), copied into
 * *out; false for a non-node. */
bool ce_tree_position (const CeTree *t, CeNodeId id, CePosition *out);
/* Node id's move, CE_MOVE_NONE for the root or a non-node. */
CeMove ce_tree_move (const CeTree *t, CeNodeId id);
/* Node id's move in short algebraic notation (san.h), "" for the root or a
 * non-node.  Written when first asked and kept with the node, so a view
 * that lists moves after every change does not write them again; the tree
 * is changed for it, so a tree read on two threads at once must not be
 * asked. */
const char *ce_tree_san (const CeTree *t, CeNodeId id);
/* Keeps `san` (ce_move_to_san's text for node id's move) with the node,
 * from a caller that wrote it already. */
void ce_tree_set_san (CeTree *t, CeNodeId id, const char *san);

/* ---- Annotating ---- */

/* Text is copied; NULL or "" clears.  Runs of white space are kept as
 * given: pgn.h makes them single spaces when it writes. */
void ce_tree_set_comment (CeTree *t, CeNodeId id, const char *text);
void ce_tree_set_comment_before (CeTree *t, CeNodeId id, const char *text);
/* Adds a NAG (1..255) after the ones there; false if out of range, already
 * there, the node has CE_TREE_MAX_NAGS, or `id` is the root. */
bool ce_tree_add_nag (CeTree *t, CeNodeId id, int nag);
void ce_tree_clear_nags (CeTree *t, CeNodeId id);
/* NULL or an unset eval clears it. */
void ce_tree_set_eval (CeTree *t, CeNodeId id, const CeTreeEval *eval);
/* CE_TREE_NO_CLOCK (or any negative) clears it. */
void ce_tree_set_clock (CeTree *t, CeNodeId id, int64_t ms);
/* Adds an arrow from `from` to `to` (CE_NO_SQ: a circle on `from`); false if
 * a square is not on the board, the colour is not an upper-case letter,
 * an arrow goes nowhere (from == to), or the node has CE_TREE_MAX_MARKS.
 * The same mark again replaces its colour. */
bool ce_tree_add_mark (CeTree *t, CeNodeId id, char colour, uint8_t from, uint8_t to);
/* Removes the mark on those squares; false if there is none. */
bool ce_tree_remove_mark (CeTree *t, CeNodeId id, uint8_t from, uint8_t to);
void ce_tree_clear_marks (CeTree *t, CeNodeId id);
