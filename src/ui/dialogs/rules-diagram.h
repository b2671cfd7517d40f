/* SPDX-License-Identifier: GPL-3.0-or-later
 * Diagrams in the rules text: small boards drawn by the board painter from
 * a position of the variant, with a piece selected so its targets show (or
 * a drop under way, or an arrow), and a caption below.
 *
 * A help text (data/help/README) asks for one with a line of its own:
 *   [diagram fen="POSITION STRING" select=e4 caption="What it shows"]
 * Keys: fen (required: the variant's position string), caption (required,
 * Pango markup), select (a square holding a piece of the side to move),
 * drop (the letter of a piece type in the side to move's hand, whose drop
 * squares show), arrow (a legal move in coordinate notation, drawn as the
 * hint arrow), last (the move just made, as from and to squares, e.g.
 * d7d5: highlighted as the last move).  Values with spaces go in double
 * quotes.  Consecutive
 * diagram lines stand side by side, as room allows.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-painter.h"
#include "board-scene.h"

G_BEGIN_DECLS

/* One diagram line, as written. */
typedef struct
{
  char *fen;
  char *select;  /* square name, or NULL */
  char *drop;    /* piece letter, or NULL */
  char *arrow;   /* coordinate move, or NULL */
  char *last;    /* the move that led here, "d7d5", or NULL */
  char *caption; /* Pango markup */
} ChimeraDiagramSpec;

/* TRUE if `line` asks for a diagram (starts with "[diagram"). */
gboolean chimera_diagram_line_is_diagram (const char *line);
/* Reads a diagram line into `spec` (cleared first); FALSE with `error` set
 * if it is malformed (unknown key, no fen, no caption, bad quotes). */
gboolean chimera_diagram_spec_parse (const char *line, ChimeraDiagramSpec *spec, GError **error);
void chimera_diagram_spec_clear (ChimeraDiagramSpec *spec);

/* What the diagram shows in variant `v`: the position (it must pass the
 * set-up checks, so it could occur in a game), the selected square (-1 if
 * none), the dropped type (0 if none) and the arrow (CE_MOVE_NONE if
 * none), the arrow and the last move (CE_MOVE_NONE if none); FALSE with
 * `error` set if any part is wrong (the selected square holds no piece of
 * the side to move or the piece has no move there, the drop is
 * impossible, the arrow is no legal move, the last move did not end on a
 * piece of the side that made it or did not leave an empty square). */
gboolean chimera_diagram_spec_build (const ChimeraDiagramSpec *spec,
                                     const CeVariant *v,
                                     CePosition *pos,
                                     int *select_sq,
                                     int *drop_type,
                                     CeMove *arrow,
                                     CeMove *last,
                                     GError **error);

#define CHIMERA_TYPE_RULES_DIAGRAM (chimera_rules_diagram_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraRulesDiagram, chimera_rules_diagram, CHIMERA, RULES_DIAGRAM, GtkWidget)

/* A diagram of `spec` in `v` (the board theme follows the settings, the
 * colours the light or dark style), or NULL with a warning if the spec
 * does not build. */
GtkWidget *chimera_rules_diagram_new (const CeVariant *v, const ChimeraDiagramSpec *spec);

void chimera_rules_diagram_set_theme (ChimeraRulesDiagram *self, ChimeraBoardTheme theme);
/* The caption as plain text. */
const char *chimera_rules_diagram_get_caption (ChimeraRulesDiagram *self);
/* The scene drawn: position, selection, targets. */
ChimeraBoardScene *chimera_rules_diagram_get_scene (ChimeraRulesDiagram *self);
/* Draws the board as the widget does, into `cr` over a `width` x
 * `height` box, in the dark style or not (for tests and tools). */
void chimera_rules_diagram_render (
  ChimeraRulesDiagram *self, cairo_t *cr, int width, int height, gboolean dark);

/* Fills `page` (a vertical box) with the rules page `markup`: its text as
 * labels, each run of diagram lines as a row of diagrams that wraps to the
 * width, all at the start of the box.  What an earlier call put there is
 * replaced; other children of the box (a legend, say) stay, after them.
 * A diagram line that does not build is left out with a warning. */
void chimera_rules_diagram_fill_page (GtkBox *page, const CeVariant *v, const char *markup);

G_END_DECLS
