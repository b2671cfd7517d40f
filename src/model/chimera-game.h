/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraGame: the game being played in a window — the record (moves, undo,
 * redo), who plays each side (a person, or the computer at a level), the
 * clocks, tags and comments, and the ply being viewed.  The model of the
 * window: it says what happened ("moved", "undone", "redone",
 * "view-changed", "finished", ...) and exposes its state as properties, so
 * no view has to infer a change by comparing positions.
 *
 * The tree of moves.  Every move is kept in a CeTree (tree.h): its main
 * line is the game as played — the record's moves in effect, then the
 * moves taken back that redo would replay — and any number of nested
 * variations.  The "live" node is where the game stands (the main line
 * after n-plies moves): only there are moves the game's own (clocks, the
 * computer, the result).  The viewed node may be any node: a move made
 * there goes into the tree as a variation (chimera_game_play_at_view), so
 * studying never changes the game.  The ply-based calls (view, comments)
 * name nodes of the main line; the node calls name any node.
 *
 * The record is never replaced inside a ChimeraGame (so there is no
 * "replaced" signal): opening, pasting or starting a game makes a new
 * ChimeraGame, which the window hands to its views (set_game), and they
 * build afresh there.
 */
#pragma once

#include <glib-object.h>

#include "game.h"
#include "tree.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_GAME (chimera_game_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraGame, chimera_game, CHIMERA, GAME, GObject)

/* Level 0 means a person plays that side. */
ChimeraGame *chimera_game_new (const CeVariant *v, int white_level, int black_level);
/* The same from a set-up position (copied). */
ChimeraGame *
chimera_game_new_from_position (const CePosition *pos, int white_level, int black_level);

/* The clock.  Time runs for the side to move only once the game's first
 * move has been played (as over the board after the first moves, and as
 * on the servers): the first mover thinks over the first move for free,
 * and the other side's clock starts with that move; taking every move
 * back stops it again.  It stops while the game is paused and when it
 * ends.  The increment is added after every move, the first included.
 *
 * Gives both sides `base_ms` and adds `inc_ms` after each of their moves. */
void chimera_game_set_clock (ChimeraGame *self, gint64 base_ms, gint64 inc_ms);
gboolean chimera_game_has_clock (ChimeraGame *self);
/* Milliseconds left for `color`, counting the running turn. */
gint64 chimera_game_get_clock (ChimeraGame *self, int color);
gint64 chimera_game_get_increment (ChimeraGame *self);
gint64 chimera_game_get_base_time (ChimeraGame *self);
/* Ends the game on time if the side to move has run out; TRUE if it did
 * (then "finished" with CE_END_TIME). */
gboolean chimera_game_check_time (ChimeraGame *self);
/* Pause: both clocks stop where they stand and no move is accepted (play,
 * undo and redo refuse; can-undo and can-redo are FALSE) until resumed;
 * the position stays in view.  Only a game on the clock that goes on can
 * be paused (otherwise nothing happens); an end (a resignation, an
 * agreement) resumes it.  A paused game saved keeps the times at the
 * pause.  "clock-changed", then notify::paused. */
void chimera_game_set_paused (ChimeraGame *self, gboolean paused);
gboolean chimera_game_get_paused (ChimeraGame *self);

const CeVariant *chimera_game_get_variant (ChimeraGame *self);
const CeGame *chimera_game_get_record (ChimeraGame *self);
const CePosition *chimera_game_get_position (ChimeraGame *self);
/* Moves in effect (the live position's ply). */
int chimera_game_get_n_plies (ChimeraGame *self);
int chimera_game_get_side_to_move (ChimeraGame *self);

int chimera_game_get_level (ChimeraGame *self, int color);
gboolean chimera_game_is_computer_turn (ChimeraGame *self);

/* Plays a move if it is legal now (FALSE otherwise): "moved". */
gboolean chimera_game_play (ChimeraGame *self, CeMove move);

/* Takes back the last move; against the computer, back to the person's
 * previous turn.  Redo replays the same number of moves.  "undone" and
 * "redone" say how many plies.
 * After the end of a game: a mate, a flag or a draw by the rules is taken
 * back with the move; a result set with chimera_game_set_result (a
 * resignation, an agreement, a file's Result) is withdrawn with the moves
 * taken back, and the game goes on; a loss on time cannot be undone
 * (can-undo is FALSE: the clocks of earlier turns are not kept).  No redo
 * after a loss on time or a result set from outside. */
gboolean chimera_game_undo (ChimeraGame *self);
gboolean chimera_game_redo (ChimeraGame *self);
gboolean chimera_game_can_undo (ChimeraGame *self);
gboolean chimera_game_can_redo (ChimeraGame *self);

/* The ply shown (0 .. number of moves); -1 follows the live position.
 * Playing, undoing and redoing go back to following it. */
void chimera_game_set_view (ChimeraGame *self, int ply);
int chimera_game_get_view (ChimeraGame *self);
/* The ply shown, the live one resolved: 0 .. number of moves. */
int chimera_game_get_viewed_ply (ChimeraGame *self);
const CePosition *chimera_game_get_viewed_position (ChimeraGame *self);
/* The legal moves of the viewed position, computed once after each change
 * of the game or the view (every view reads the same list); valid until the
 * next change. */
const CeMoveList *chimera_game_get_viewed_moves (ChimeraGame *self);
/* The move that led to the viewed position, CE_MOVE_NONE at the start. */
CeMove chimera_game_get_viewed_last_move (ChimeraGame *self);

/* The game's result and how it ended: the rules' verdict on the position
 * (or a flag) first; otherwise a result set with chimera_game_set_result,
 * with `why` CE_END_NONE. */
CeResult chimera_game_get_result (ChimeraGame *self, CeEndReason *why);
/* Ends a game that the rules have not ended — a resignation, an agreement,
 * an adjudication, a game that ended so elsewhere (a file's Result):
 * "finished" (with CE_END_NONE) and notify::result like any other end, the
 * clocks stop and no move is accepted.  `reason` (may be NULL) says how,
 * in the words of PGN's Termination tag ("resignation", "agreement",
 * "adjudication", "time forfeit", ...); it is kept as valid UTF-8.
 * Does nothing if the game is already over. */
void chimera_game_set_result (ChimeraGame *self, CeResult result, const char *reason);
/* The `reason` given to chimera_game_set_result while that result stands,
 * else NULL. */
const char *chimera_game_get_result_reason (ChimeraGame *self);

/* Restores a clock as it was saved: `left_ms` per colour at the start of the
 * running turn, which starts now (if a move has been played: see
 * chimera_game_set_clock).  `flagged` is the colour that had run out,
 * or -1. */
void chimera_game_restore_clock (
  ChimeraGame *self, gint64 base_ms, gint64 inc_ms, const gint64 left_ms[2], int flagged);

/* What a game file keeps besides the moves: tags in the order set (a NULL
 * value removes one) and a comment after each move of the main line (ply
 * 0: before the first move).  A comment's [%eval], [%clk], [%cal] and
 * [%csl] commands go into the node's fields (those it does not mention
 * stay); get_comment gives the text without them.  Playing a move over
 * taken-back ones drops their comments. */
void chimera_game_set_tag (ChimeraGame *self, const char *name, const char *value);
const char *chimera_game_get_tag (ChimeraGame *self, const char *name);
guint chimera_game_get_n_tags (ChimeraGame *self);
void chimera_game_get_nth_tag (ChimeraGame *self, guint i, const char **name, const char **value);
void chimera_game_set_comment (ChimeraGame *self, int ply, const char *text);
const char *chimera_game_get_comment (ChimeraGame *self, int ply);

/* ---- The tree of moves ---- */

/* The game's tree (read only: change it through the calls below or
 * chimera_game_edit_tree_begin).  Valid as long as the game. */
const CeTree *chimera_game_get_tree (ChimeraGame *self);
/* The main line's node after n-plies moves: where the game stands. */
CeNodeId chimera_game_get_live_node (ChimeraGame *self);
/* The node shown (the live node while following the game). */
CeNodeId chimera_game_get_viewed_node (ChimeraGame *self);
/* Shows `node` (any node; the live node means following the game again):
 * "view-changed" with its ply.  Nothing happens for a stale id. */
void chimera_game_view_node (ChimeraGame *self, CeNodeId node);
/* The moves from the start to the viewed node, as a record whose moves in
 * effect are exactly those (for views that replay the line shown, such as
 * captures); valid until the next change. */
const CeGame *chimera_game_get_viewed_line (ChimeraGame *self);

/* A move made on the board in the position shown.  Shown live, it is the
 * game's move (chimera_game_play).  Anywhere else it goes into the tree:
 * the node's child with that move if there is one, else a new variation
 * ("branched") — the main line never grows this way, so a main-line node
 * without a continuation (the game's last position) only takes the
 * game's move — and that node is shown.  Returns the node shown after it,
 * CE_NODE_NONE if refused (illegal, paused, the tree full, a main-line
 * leaf other than the live node). */
CeNodeId chimera_game_play_at_view (ChimeraGame *self, CeMove move);
/* Whether the position shown away from the live one takes a move (not
 * paused, not a main-line leaf); the live position takes the game's. */
gboolean chimera_game_can_play_at_view (ChimeraGame *self);
/* The same for a line of moves from `from` (an analysis line entered as a
 * variation); shows and returns its last node, CE_NODE_NONE (and nothing
 * added) if a move is illegal or `from` is a main-line leaf. */
CeNodeId chimera_game_add_line (ChimeraGame *self, CeNodeId from, const CeMove *moves, int n);

/* Reshaping: promote the variation holding `node` one place up among its
 * siblings (to_main FALSE: from the second place it becomes its parent's
 * line), or make the whole path to `node` the main line (to_main TRUE);
 * delete the variation holding `node`; delete `node` and everything after
 * it.  FALSE if there is nothing to do (see tree.h).  When the main line
 * changes, the game becomes the new main line: its moves are all in
 * effect (no redo), a result set from outside (a file's, a resignation)
 * stays after a promotion and goes with deleted moves (as with undo), and
 * the rules' verdict is the new line's.  "tree-changed", then the usual
 * notifications.  While paused, a change to the main line up to the live
 * node is refused. */
gboolean chimera_game_promote (ChimeraGame *self, CeNodeId node, gboolean to_main);
gboolean chimera_game_delete_variation (ChimeraGame *self, CeNodeId node);
gboolean chimera_game_delete_from (ChimeraGame *self, CeNodeId node);

/* Annotations of any node: the comment's text (without [%...] commands;
 * NULL or "" clears), NAGs (toggling one of the move marks 1-6 replaces
 * another of them, and one of the position marks 10-19 another of those),
 * the engine's evaluation, the arrows and circles.  Each emits
 * "annotated" (node) and counts as a change worth saving. */
void chimera_game_set_node_comment (ChimeraGame *self, CeNodeId node, const char *text);
const char *chimera_game_get_node_comment (ChimeraGame *self, CeNodeId node);
gboolean chimera_game_toggle_nag (ChimeraGame *self, CeNodeId node, int nag);
void chimera_game_clear_nags (ChimeraGame *self, CeNodeId node);
void chimera_game_set_node_eval (ChimeraGame *self, CeNodeId node, const CeTreeEval *eval);
void chimera_game_set_node_marks (ChimeraGame *self, CeNodeId node, const CeMark *marks, int n);

/* Many changes as one (a review writing its findings): returns the tree
 * to change with the ce_tree_* calls; _end emits one "tree-changed".
 * Annotations and variations only: if the main line changed, the game
 * becomes the new main line as after chimera_game_promote. */
CeTree *chimera_game_edit_tree_begin (ChimeraGame *self);
void chimera_game_edit_tree_end (ChimeraGame *self);

/* For readers of files: makes `tree` (taken over) the game's tree.  Its
 * root must be the game's start and its main line begin with the game's
 * moves in effect; moves after them become the moves to redo.
 * "tree-changed". */
void chimera_game_adopt_tree (ChimeraGame *self, CeTree *tree);

/* Counts every change worth saving (moves, undo, redo, clocks, tags,
 * comments; not the viewed ply), so a saver can tell whether it is behind. */
guint64 chimera_game_get_revision (ChimeraGame *self);

/* Signals (each documented in chimera-game.c), in the order one change
 * emits them: first what happened —
 *   "moved" (guint move, int ply): `move` was played; it is ply `ply`
 *       (counting from 1: record->moves[ply - 1]).
 *   "undone" (int n), "redone" (int n): n plies taken back / replayed.
 *   "view-changed" (int ply): another node is shown (set_view, view_node);
 *       ply is its depth.
 *   "clock-changed", "tag-changed" (const char *name),
 *   "comment-changed" (int ply) (a main-line comment set by ply),
 *   "branched" (int node): a node was added off the live line (a
 *       variation, or a move after a variation's end); emitted after
 *       the view has moved to the line's end,
 *   "tree-changed": nodes were promoted, deleted or edited together
 *       (views of the tree rebuild),
 *   "annotated" (int node): a node's comment, NAGs, evaluation or marks.
 * then "shown-changed" (int node, guint step) when another node is shown
 * (step: the move to it from the node shown before, when it is that
 * node's child; CE_MOVE_NONE for a jump),
 * then "finished" (CeResult result, CeEndReason reason) when the change
 * ended the game (mate, stalemate, draw rules, flag, time forfeit),
 * then notify:: for each property whose value changed, in the order
 *   view, n-plies, side-to-move, can-undo, can-redo, result, end-reason,
 *   paused,
 * and last "changed", a catch-all for views that just redraw.
 *
 * Properties (all read-only but "view"): "variant" (pointer, CeVariant),
 * "white-level", "black-level", "view" (-1 live), "n-plies",
 * "side-to-move", "can-undo", "can-redo", "result" (CeResult),
 * "end-reason" (CeEndReason), "paused". */

G_END_DECLS
