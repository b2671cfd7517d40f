/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardScene: what the board shows and how a click picks a move,
 * free of widgets (GLib and the engine only), so tests drive it without a
 * display.
 *
 * It holds the position shown with its legal moves, the last move and the
 * check, the selection or the drop under way, the keyboard cursor, the
 * choices a move still needs (promotion piece, ZigZag castle or king step),
 * the hint arrow, the threat marks and the zeligs whose power the last move
 * changed.  Square presses, releases and activations turn into selections
 * and, once one legal move is settled, into "move-requested".  It never
 * changes the game and never searches.
 */
#pragma once

#include <glib-object.h>

#include "board-annotations.h"
#include "position.h"

G_BEGIN_DECLS

/* What a "changed" signal says changed (several bits may be set). */
typedef enum
{
  CHIMERA_BOARD_SCENE_POSITION = 1 << 0,  /* position, legal moves, last move, check */
  CHIMERA_BOARD_SCENE_SELECTION = 1 << 1, /* selected square or drop under way */
  CHIMERA_BOARD_SCENE_CURSOR = 1 << 2,    /* keyboard cursor or its visibility */
  CHIMERA_BOARD_SCENE_CHOICES = 1 << 3,   /* the choices opened or closed */
  CHIMERA_BOARD_SCENE_HINT = 1 << 4,
  CHIMERA_BOARD_SCENE_MARKS = 1 << 5,       /* threat marks */
  CHIMERA_BOARD_SCENE_POWERS = 1 << 6,      /* power-change marks */
  CHIMERA_BOARD_SCENE_ANNOTATIONS = 1 << 7, /* drawn arrows and circles, or the one being drawn */
} ChimeraBoardSceneChange;

/* Marks for a threat display, by square. */
enum
{
  CHIMERA_BOARD_MARK_TINT = 1 << 0, /* the square hatched: the opponent attacks it */
  CHIMERA_BOARD_MARK_RING = 1 << 1  /* a dashed amber ring round its piece: it can be won */
};

/* How the last move changed a zelig's power (Zelig Chess). */
typedef enum
{
  CHIMERA_BOARD_POWER_SAME = 0,
  CHIMERA_BOARD_POWER_ROSE,
  CHIMERA_BOARD_POWER_FELL,
  CHIMERA_BOARD_POWER_SIDEWAYS /* between powers worth about the same */
} ChimeraBoardPowerChange;

/* The most moves one target can need a choice between. */
#define CHIMERA_BOARD_MAX_CHOICES 16

#define CHIMERA_TYPE_BOARD_SCENE (chimera_board_scene_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardScene, chimera_board_scene, CHIMERA, BOARD_SCENE, GObject)

ChimeraBoardScene *chimera_board_scene_new (void);

/* ---- The position ---- */

/* Shows `pos` (copied) with `last_move` (made in the position before it, or
 * CE_MOVE_NONE) as a jump: the power-change marks go, unless `pos` and
 * `last_move` are exactly what is shown already (the same position shown
 * again keeps them).  Clears the selection, a drop, the choices and the
 * hint; the cursor stays unless the variant changed or it is off the
 * board, when it goes to the side to move's king. */
void
chimera_board_scene_set_position (ChimeraBoardScene *self, const CePosition *pos, CeMove last_move);
/* Shows `pos_after`, which is the position shown now with `move` made: as
 * set_position, but marks the zeligs (other than the mover and a castling
 * partner) whose power the move changed.  Nothing is marked if `pos_after`
 * does not follow from the position shown by `move` (checked). */
void
chimera_board_scene_show_move (ChimeraBoardScene *self, CeMove move, const CePosition *pos_after);
/* set_position (`as_move` FALSE) or show_move (TRUE), with `legal` the
 * legal moves of `pos` when the caller has them already (the game's,
 * chimera_game_get_viewed_moves), which the scene then takes rather than
 * generating them again; NULL: the scene generates them. */
void chimera_board_scene_show (ChimeraBoardScene *self,
                               const CePosition *pos,
                               CeMove last_move,
                               gboolean as_move,
                               const CeMoveList *legal);
/* TRUE if `pos` with `last_move` is exactly what is shown. */
gboolean
chimera_board_scene_shows (ChimeraBoardScene *self, const CePosition *pos, CeMove last_move);
/* The position shown (NULL before the first one). */
const CePosition *chimera_board_scene_get_position (ChimeraBoardScene *self);
CeMove chimera_board_scene_get_last_move (ChimeraBoardScene *self);
/* The legal moves of the position shown. */
const CeMoveList *chimera_board_scene_get_legal (ChimeraBoardScene *self);
/* The square of the side to move's king if it is in check, else -1. */
int chimera_board_scene_get_check_square (ChimeraBoardScene *self);
/* TRUE if `sq` is a real square of the board shown (not a hole, the Lake). */
gboolean chimera_board_scene_is_square (ChimeraBoardScene *self, int sq);

/* While FALSE (the computer thinks, an old position is viewed, the game is
 * over) presses select nothing and drops do not begin; turning it off drops
 * the selection and the choices. */
void chimera_board_scene_set_interactive (ChimeraBoardScene *self, gboolean interactive);
gboolean chimera_board_scene_get_interactive (ChimeraBoardScene *self);

/* ---- Selection and input ---- */

/* The selected square (-1 if none), and the piece type being dropped from
 * the side to move's hand (0 if none). */
int chimera_board_scene_get_selected (ChimeraBoardScene *self);
int chimera_board_scene_get_drop_type (ChimeraBoardScene *self);
/* Selects the piece of the side to move on `sq`, showing its targets, as a
 * click on it would; FALSE (and nothing changes) if `sq` holds none. */
gboolean chimera_board_scene_select (ChimeraBoardScene *self, int sq);
/* Drops the selection and a drop under way; FALSE if there was nothing to
 * drop. */
gboolean chimera_board_scene_deselect (ChimeraBoardScene *self);
/* Starts a drop of a piece of `type` from the side to move's hand: the next
 * press on a legal drop square completes it.  0 (or a type with no legal
 * drop) cancels. */
void chimera_board_scene_begin_drop (ChimeraBoardScene *self, int type);

/* TRUE if the selection (or the drop) has a legal move to `sq`. */
gboolean chimera_board_scene_is_target (ChimeraBoardScene *self, int sq);
/* TRUE if a press on `sq` would do something: a target, or an own piece
 * with legal moves. */
gboolean chimera_board_scene_is_clickable (ChimeraBoardScene *self, int sq);
/* The legal moves from the selection (or the drop) to `to`, at most
 * CHIMERA_BOARD_MAX_CHOICES, into `out`; returns how many. */
guint chimera_board_scene_collect_moves (ChimeraBoardScene *self, int to, CeMove *out);

/* The primary button went down on `sq` (-1: off the board), and came up on
 * `sq`.  A press on a target plays the move (one legal move emits
 * "move-requested", several open the choices); on an own piece it selects
 * it; a press and release on the selected piece deselects it; anywhere
 * else deselects. */
void chimera_board_scene_press (ChimeraBoardScene *self, int sq);
void chimera_board_scene_release (ChimeraBoardScene *self, int sq);
/* A press and a release on `sq` (a click, or Return on the cursor). */
void chimera_board_scene_activate (ChimeraBoardScene *self, int sq);
/* The pointer moved off the pressed square with the button down: TRUE if
 * that drags the selected piece (the press was on it); the release then
 * no longer deselects it. */
gboolean chimera_board_scene_start_drag (ChimeraBoardScene *self);
/* The dragged piece was let go over `sq` (-1: off the board): its move if
 * `sq` is a target, else the selection goes unless `sq` is its own square. */
void chimera_board_scene_end_drag (ChimeraBoardScene *self, int sq);
/* Whether the move last requested was let go by a drag (directly, or by
 * choices a drag opened): its piece already stands on its square, so the
 * view does not animate it. */
gboolean chimera_board_scene_get_requested_by_drag (ChimeraBoardScene *self);

/* ---- Choices ---- */

/* The moves the open choices offer (promotion pieces, or a ZigZag castle
 * and king step), all to the same square. */
guint chimera_board_scene_get_choice_count (ChimeraBoardScene *self);
CeMove chimera_board_scene_get_choice (ChimeraBoardScene *self, guint index);
/* The square the choices are for (-1 if none are open). */
int chimera_board_scene_get_choice_square (ChimeraBoardScene *self);
/* Settles the choices with the index-th: "move-requested" with it. */
void chimera_board_scene_choose (ChimeraBoardScene *self, guint index);
/* Closes the choices without a move; `deselect` drops the selection too
 * (the choices were cancelled rather than put away). */
void chimera_board_scene_close_choices (ChimeraBoardScene *self, gboolean deselect);

/* ---- Keyboard cursor ---- */

/* The cursor's square, and whether it is shown (only once keys were used,
 * like GTK's focus rings). */
int chimera_board_scene_get_cursor (ChimeraBoardScene *self);
gboolean chimera_board_scene_get_cursor_shown (ChimeraBoardScene *self);
/* What a cursor key did (chimera_board_scene_move_cursor). */
typedef enum
{
  CHIMERA_CURSOR_SHOWN,   /* the first key showed the cursor where it was */
  CHIMERA_CURSOR_MOVED,   /* to the next square */
  CHIMERA_CURSOR_SKIPPED, /* over cells off the board (Diamond's Lake) */
  CHIMERA_CURSOR_AT_EDGE, /* nowhere: the edge of the board that way */
} ChimeraCursorStep;

/* Moves the cursor by (`df`, `dr`) files and ranks (board directions: the
 * caller turns screen directions for a flipped board), skipping holes and
 * stopping at the edge; the first move only shows the cursor. */
ChimeraCursorStep chimera_board_scene_move_cursor (ChimeraBoardScene *self, int df, int dr);
/* Return on the cursor: shows it if hidden, else activates its square. */
void chimera_board_scene_activate_cursor (ChimeraBoardScene *self);
void chimera_board_scene_hide_cursor (ChimeraBoardScene *self);

/* ---- Hint, marks, powers ---- */

/* An arrow for a suggested move; CE_MOVE_NONE clears it. */
void chimera_board_scene_set_hint (ChimeraBoardScene *self, CeMove move);
CeMove chimera_board_scene_get_hint (ChimeraBoardScene *self);
/* The analysis's arrows: the first moves of its lines, best first, each
 * with a weight in (0, 1] (chimera_analysis_arrows_weigh; at most
 * CHIMERA_ANALYSIS_ARROWS_MAX are kept); n = 0 clears them.  Like the
 * hint they belong to the position: a new position clears them, and
 * changing them is a CHIMERA_BOARD_SCENE_HINT change.  `arrows` of the
 * getter (may be NULL) points into the scene until the next change. */
#define CHIMERA_ANALYSIS_ARROWS_MAX 8
typedef struct
{
  CeMove move;
  double weight; /* (0, 1]: 1 the best line, less for weaker ones */
} ChimeraAnalysisArrow;
void chimera_board_scene_set_analysis_arrows (ChimeraBoardScene *self,
                                              const CeMove *moves,
                                              const double *weights,
                                              guint n);
guint chimera_board_scene_get_analysis_arrows (ChimeraBoardScene *self,
                                               const ChimeraAnalysisArrow **arrows);
/* `marks` has CE_NSQ entries of CHIMERA_BOARD_MARK_* bits (copied); NULL
 * clears them.  They stay through new positions until set again. */
void chimera_board_scene_set_marks (ChimeraBoardScene *self, const guint8 *marks);
guint8 chimera_board_scene_get_mark (ChimeraBoardScene *self, int sq);
/* How the last move (shown with show_move) changed the power of the zelig
 * on `sq`, and how many zeligs it changed. */
ChimeraBoardPowerChange chimera_board_scene_get_power_change (ChimeraBoardScene *self, int sq);
guint chimera_board_scene_get_power_change_count (ChimeraBoardScene *self);

/* ---- Drawn arrows and circles (board-annotations.h) ---- */

/* The shapes shown.  They belong to the position shown: a new position
 * (set_position or show_move, unless it is the one shown already) clears
 * them, and whoever keeps them per move (the move tree) sets the new
 * position's own after showing it. */
const ChimeraAnnotations *chimera_board_scene_get_annotations (ChimeraBoardScene *self);
/* Shows `a` (copied; NULL: none), leaving out shapes on squares the board
 * does not have, and ends a drawing under way.  A program's change:
 * "changed" only, never "annotations-changed". */
void chimera_board_scene_set_annotations (ChimeraBoardScene *self, const ChimeraAnnotations *a);
/* Whether the user may draw (TRUE unless turned off: a board that edits
 * positions has its own use for the secondary button).  Turning it off
 * drops the shapes. */
void chimera_board_scene_set_drawing (ChimeraBoardScene *self, gboolean drawing);
/* The user's changes, each followed by "annotations-changed" if anything
 * changed: a shape toggled as chimera_annotations_toggle does (FALSE if
 * a square is not on the board or there is no room), and every shape
 * removed (a primary click on the board; FALSE if there were none). */
gboolean chimera_board_scene_toggle_annotation (ChimeraBoardScene *self,
                                                int from,
                                                int to,
                                                ChimeraAnnotationColor color);
gboolean chimera_board_scene_clear_annotations (ChimeraBoardScene *self);
/* A shape being drawn (a secondary-button drag, or the keyboard's arrow):
 * it begins on `sq` in `color` (nothing begins off the board or on a
 * hole), follows the pointer to `sq` (-1: off the board, where nothing is
 * shown), and ends on `sq`: on its first square it toggles a circle, on
 * another an arrow; off the board it is dropped.  Works whether or not
 * the scene is interactive: drawing is for any position shown. */
void
chimera_board_scene_annotate_begin (ChimeraBoardScene *self, int sq, ChimeraAnnotationColor color);
void chimera_board_scene_annotate_update (ChimeraBoardScene *self, int sq);
void chimera_board_scene_annotate_end (ChimeraBoardScene *self, int sq);
void chimera_board_scene_annotate_cancel (ChimeraBoardScene *self);
/* TRUE while a shape is being drawn (begun and not yet ended). */
gboolean chimera_board_scene_is_annotating (ChimeraBoardScene *self);
/* The shape being drawn as it would be drawn now: TRUE only while both
 * its squares are on the board (to == from: a circle). */
gboolean chimera_board_scene_get_annotation_draft (ChimeraBoardScene *self,
                                                   int *from,
                                                   int *to,
                                                   ChimeraAnnotationColor *color);

/* The castling partner of `m` (made in `old`, giving `pos`): whatever own
 * piece left one square and arrived on another besides the mover.  Orthodox
 * castling is a plain two-square king move, so every king move is looked
 * at.  FALSE if there is none; `left` and `arrived` are set only if there
 * is. */
gboolean chimera_board_find_partner (
  const CePosition *old, const CePosition *pos, CeMove m, int *left, int *arrived);

/* Signals:
 *   "changed" (guint what): ChimeraBoardSceneChange bits of what changed.
 *   "move-requested" (guint move): a legal move (a CeMove) was chosen, with
 *     its promotion piece or castle/step choice already settled; emitted
 *     after "changed" has told of the cleared selection.
 *   "no-legal-move" (int square): a press selected a piece of the side to
 *     move that has no legal move (after "changed" for the selection).
 *   "annotations-changed": the user drew or removed arrows or circles
 *     (after "changed"); get_annotations says what they are now.  Not
 *     emitted when a new position or set_annotations replaces them, so a
 *     listener can store them on the move shown without a loop. */

G_END_DECLS
