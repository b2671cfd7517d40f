/* SPDX-License-Identifier: GPL-3.0-or-later
 * Export Diagram (win.export-diagram): a small dialog that shows a preview
 * of the position on the board and asks for the size, the format (PNG or
 * SVG), the coordinates, the marks and the orientation, then a file
 * chooser; the file is drawn and written on a worker thread
 * (diagram-export-render.h draws it), and a failure is shown in a dialog
 * with the system's words.
 */
#pragma once

#include <adwaita.h>

#include "board-view.h"
#include "diagram-export-render.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_DIAGRAM_DIALOG (chimera_diagram_dialog_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraDiagramDialog, chimera_diagram_dialog, CHIMERA, DIAGRAM_DIALOG, AdwWindow)

/* What `board` shows now, as a diagram: the position, the last move and
 * the drawn shapes into `c`, its orientation and theme into `o` (the rest
 * of `o` is left alone). */
void chimera_diagram_from_board (ChimeraBoardView *board,
                                 ChimeraDiagramContent *c,
                                 ChimeraDiagramOptions *o);

/* Draws and writes the diagram to `file` on a worker thread (`c` and `o`
 * are copied); the callback comes on the caller's main context. */
void chimera_diagram_save_async (GFile *file,
                                 const ChimeraDiagramContent *c,
                                 const ChimeraDiagramOptions *o,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean chimera_diagram_save_finish (GAsyncResult *result, GError **error);

/* The dialog for what `board` shows now (a snapshot: later moves do not
 * change it), over `parent`. */
ChimeraDiagramDialog *chimera_diagram_dialog_new (GtkWindow *parent, ChimeraBoardView *board);
/* The options as the dialog shows them, and shows them from now on. */
void chimera_diagram_dialog_get_options (ChimeraDiagramDialog *self, ChimeraDiagramOptions *o);
void chimera_diagram_dialog_set_options (ChimeraDiagramDialog *self,
                                         const ChimeraDiagramOptions *o);
/* What Export does once the file chooser named `file`: writes the diagram
 * there (a name ending in .png or .svg decides the format, else the
 * dialog's choice does); the dialog closes when it is written, or shows
 * why it is not.  "finished" tells either way. */
void chimera_diagram_dialog_export_to (ChimeraDiagramDialog *self, GFile *file);

G_END_DECLS
