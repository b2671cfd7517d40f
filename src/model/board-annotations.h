/* SPDX-License-Identifier: GPL-3.0-or-later
 * The arrows and circles a player draws on the board, as on Lichess: the
 * model (a short ordered list of shapes), its PGN comment form
 * (`[%csl Gd4][%cal Ge2e4,Rd7d5]`), its words for screen readers, and its
 * drawing over the pieces.
 *
 * The model is a plain value (copy it with `=`) and its functions are
 * pure: the scene (board-scene.h) holds the one shown, the next session's
 * move tree keeps one per move.
 *
 * Squares in the PGN form: a file letter `a`..`p` and a rank number
 * `1`..`16`, read greedily, so on a 10x10 board `Ga10a9` is the arrow from
 * a10 to a9 and `Ga1a10` the one from a1 to a10.  The same syntax serves
 * every board up to 16x16; a variant (when given) rules out squares off
 * its grid and its holes (the Diamond's corners and its Lake).
 */
#pragma once

#include <glib.h>

#include "tree.h"
#include "variant.h"

G_BEGIN_DECLS

/* The four colours of Lichess, in its order; the PGN letters are G R B Y. */
typedef enum
{
  CHIMERA_ANNOTATION_GREEN,
  CHIMERA_ANNOTATION_RED,
  CHIMERA_ANNOTATION_BLUE,
  CHIMERA_ANNOTATION_YELLOW,
  CHIMERA_ANNOTATION_N_COLORS
} ChimeraAnnotationColor;

/* One shape: an arrow from `from` to `to`, or a circle on `from` when
 * `to == from`. */
typedef struct
{
  guint8 from, to;
  guint8 color; /* a ChimeraAnnotationColor */
} ChimeraAnnotationShape;

/* Room for every circle on the largest board and many arrows; a toggle
 * that would add one more is refused. */
#define CHIMERA_ANNOTATIONS_MAX 256

/* The shapes in drawing order (the last drawn over the others).  At most
 * one shape per (from, to) pair. */
typedef struct _ChimeraAnnotations
{
  guint n;
  ChimeraAnnotationShape shapes[CHIMERA_ANNOTATIONS_MAX];
} ChimeraAnnotations;

/* The colour the modifiers held pick, as Lichess: none green; Shift or
 * Ctrl red; Alt (or Meta) blue; both kinds yellow. */
ChimeraAnnotationColor chimera_annotation_color_for_keys (gboolean shift_or_ctrl, gboolean alt);
/* 'G', 'R', 'B', 'Y'; and back (upper case only), -1 for anything else. */
char chimera_annotation_color_letter (ChimeraAnnotationColor color);
int chimera_annotation_color_from_letter (char letter);

void chimera_annotations_clear (ChimeraAnnotations *a);
/* The same shapes in the same colours, drawn in whatever order (the PGN
 * form keeps the order within circles and within arrows only). */
gboolean chimera_annotations_equal (const ChimeraAnnotations *a, const ChimeraAnnotations *b);
/* The index of the shape from `from` to `to` (a circle: to == from), or -1. */
int chimera_annotations_find (const ChimeraAnnotations *a, int from, int to);
/* Drawing a shape as Lichess does: the same shape in the same colour
 * again removes it; in another colour it takes that colour (and goes on
 * top); otherwise it is added on top.  FALSE (nothing changes) if it
 * would be one shape too many or a square is outside 0..CE_NSQ-1. */
gboolean
chimera_annotations_toggle (ChimeraAnnotations *a, int from, int to, ChimeraAnnotationColor color);

/* ---- PGN comments ---- */

/* The shapes as PGN comment commands: circles first (`[%csl Gd4,Rd5]`),
 * then arrows (`[%cal Ge2e4]`), each in the order drawn; "" if there are
 * none.  Free with g_free. */
char *chimera_annotations_to_pgn (const ChimeraAnnotations *a);
/* Reads every `[%csl ...]` and `[%cal ...]` command in the comment text
 * `comment` (other text is ignored) and adds their shapes to `a` as
 * chimera_annotations_toggle would, except that a repeated shape is set,
 * never removed.  Entries are separated by commas (spaces allowed round
 * them); a command with no entries is allowed.  A malformed entry, a
 * circle drawn as an arrow to its own square, or a square `v` does not
 * have (v may be NULL: any square of a 16x16 grid) is skipped and the
 * result is FALSE; the other entries are kept. */
gboolean
chimera_annotations_from_pgn (ChimeraAnnotations *a, const char *comment, const CeVariant *v);
/* `comment` without its `[%csl]` and `[%cal]` commands (and the spaces
 * they leave doubled or at the ends): the words a reader sees.  Free with
 * g_free. */
char *chimera_annotations_strip_pgn (const char *comment);

/* ---- Words ---- */

/* What the shapes say of square `sq` for its accessible label, each part
 * after a comma: ", green circle, red arrow to e4, blue arrow from d2"; ""
 * if none touch it.  Free with g_free. */
char *chimera_annotations_describe_square (const ChimeraAnnotations *a, int sq);

/* The shapes as a move tree keeps them (tree.h's CeMark: a circle's `to`
 * is CE_NO_SQ, the colour its PGN letter), at most `max`; returns how
 * many were written. */
int chimera_annotations_to_marks (const ChimeraAnnotations *a, CeMark *out, int max);
/* The shapes of a tree node's marks, in their order; marks of colours
 * other than the four are shown green. */
void chimera_annotations_from_marks (ChimeraAnnotations *a, const CeMark *marks, int n);

G_END_DECLS
