/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraFitScroller: a vertically scrolled box that asks for the height
 * its child wants at the width it is given, so that a box around it gives
 * it no more room than that and the rest to its siblings.  GTK 4.8's own
 * GtkScrolledWindow (propagate-natural-height) asks for its child's height
 * at no particular width: for wrapping text, more than it takes at the
 * width it gets, and the surplus shows as a gap.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_FIT_SCROLLER (chimera_fit_scroller_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraFitScroller, chimera_fit_scroller, CHIMERA, FIT_SCROLLER, GtkWidget)

/* The "child" property: what scrolls (a reference is kept). */
void chimera_fit_scroller_set_child (ChimeraFitScroller *self, GtkWidget *child);
GtkWidget *chimera_fit_scroller_get_child (ChimeraFitScroller *self);

/* The "min-content-height" property: the least height it keeps, scrolling
 * the rest (the scrolled window's own). */
void chimera_fit_scroller_set_min_content_height (ChimeraFitScroller *self, int height);

G_END_DECLS
