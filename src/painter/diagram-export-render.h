/* SPDX-License-Identifier: GPL-3.0-or-later
 * Diagrams of a position as PNG or SVG files, for forum posts and the Chess
 * Variant Pages: the board drawn by the board painter exactly as the
 * window draws it (theme, Diagonal Chess turned, the Diamond's Lake, the
 * special squares), on a white ground, with cairo, pango and librsvg
 * alone.  The app's Export Diagram dialog (diagram-export.c) and
 * `chimera-cli diagram` both draw through here.
 *
 * Everything here works on plain values and its own objects, so it may
 * run on any thread.
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "board-annotations.h"
#include "board-painter.h"
#include "position.h"

G_BEGIN_DECLS

/* The side of a diagram in pixels: smaller is unreadable, larger is no
 * longer a forum picture. */
#define CHIMERA_DIAGRAM_MIN_SIZE     64
#define CHIMERA_DIAGRAM_MAX_SIZE     4096
#define CHIMERA_DIAGRAM_DEFAULT_SIZE 400

typedef enum
{
  CHIMERA_DIAGRAM_PNG,
  CHIMERA_DIAGRAM_SVG,
} ChimeraDiagramFormat;

/* How a diagram looks. */
typedef struct
{
  int size; /* width and height in pixels (SVG: its px units) */
  ChimeraDiagramFormat format;
  gboolean coordinates; /* file letters and rank numbers round the board */
  gboolean marks;       /* the last move, flag and promotion squares, drawn shapes */
  gboolean flipped;     /* Black's side at the bottom */
  ChimeraBoardTheme theme;
} ChimeraDiagramOptions;

/* What a diagram shows. */
typedef struct
{
  CePosition pos;
  CeMove last;               /* the move that led here, or CE_MOVE_NONE */
  ChimeraAnnotations shapes; /* the player's arrows and circles (n = 0: none) */
} ChimeraDiagramContent;

/* 400 pixels, PNG, coordinates and marks, White at the bottom, brown. */
void chimera_diagram_options_init (ChimeraDiagramOptions *o);

/* The format a file name asks for by its extension (".png", ".svg", any
 * case); FALSE if it names neither. */
gboolean chimera_diagram_format_for_name (const char *name, ChimeraDiagramFormat *format);
/* "png" or "svg". */
const char *chimera_diagram_format_extension (ChimeraDiagramFormat format);

/* Draws the diagram into `cr`, whose target is `o->size` pixels square. */
void
chimera_diagram_paint (cairo_t *cr, const ChimeraDiagramContent *c, const ChimeraDiagramOptions *o);

/* The diagram's file contents; NULL with `error` set if the size is out
 * of range (G_IO_ERROR_INVALID_ARGUMENT) or cairo fails. */
GBytes *chimera_diagram_encode (const ChimeraDiagramContent *c,
                                const ChimeraDiagramOptions *o,
                                GError **error);

/* Encodes the diagram and writes it to `file`, replacing it atomically;
 * FALSE with `error` set (GIO's words: a read-only folder, a missing one,
 * a full disk) if it cannot. */
gboolean chimera_diagram_write (GFile *file,
                                const ChimeraDiagramContent *c,
                                const ChimeraDiagramOptions *o,
                                GCancellable *cancellable,
                                GError **error);

G_END_DECLS
