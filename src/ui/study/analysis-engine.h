/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the analysis panel takes from outside Chimera: an external engine
 * analysing instead of Chimera's own (the analysis-engine setting, chosen
 * in the panel's settings popover among the engines that play the game's
 * variant), and the moves of the opening book for the position shown,
 * with their weights.  The panel calls these few functions; the rest of
 * its work is the same whichever engine's lines arrive.
 */
#pragma once

#include <gtk/gtk.h>

#include "external-engine.h"

G_BEGIN_DECLS

/* Adds "Engine" and its drop-down (Chimera, then the external engines
 * that play the variant last given) to the popover's `grid` at `row`,
 * bound to the analysis-engine setting; returns the drop-down. */
GtkWidget *chimera_analysis_engine_add_chooser (GtkGrid *grid, int row);
/* The variant whose engines the drop-down offers. */
void chimera_analysis_engine_chooser_set_variant (GtkWidget *chooser, const CeVariant *v);

/* A label for the panel: the book's moves for the position shown, or why
 * the external engine stopped; hidden while it has nothing to say. */
GtkWidget *chimera_analysis_engine_note_new (void);

/* Starts analysing `pos` with `lines` lines in the external engine the
 * setting names, if there is one and it plays the variant: the process
 * (kept in *engine, started on first use, replaced when the setting names
 * another) sends its lines to `info` (the worker's "info" signature,
 * swapped to `panel`).  FALSE, the process stopped, where Chimera's own
 * engine analyses instead.  `note` shows the book's moves either way. */
gboolean chimera_analysis_engine_start (ChimeraExternalEngine **engine,
                                        GtkWidget *note,
                                        const CePosition *pos,
                                        int lines,
                                        GCallback info,
                                        gpointer panel);
/* Stops the external engine's analysis (NULL: nothing). */
void chimera_analysis_engine_stop (ChimeraExternalEngine *engine);

/* The book's moves for `pos` in a line of text ("Book: e4 45%, d4 30%");
 * NULL with no book set, no entry or another variant than orthodox chess. */
char *chimera_analysis_book_text (const CePosition *pos);

G_END_DECLS
