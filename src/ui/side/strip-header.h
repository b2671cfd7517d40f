/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraStripHeader: the header row of a strip of the side panel that
 * folds (the analysis, the game review), so the move list below keeps its
 * room.  A flat button with an arrow, the strip's title and, while the
 * strip is folded, a short summary of what it holds ("+0.35", "White 87%,
 * Black 74%"): a click, Enter or Space folds or unfolds it; screen readers
 * hear its "expanded" state.  The strip's body follows the "expanded"
 * property (bind a GtkRevealer's reveal-child to it).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_STRIP_HEADER (chimera_strip_header_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraStripHeader, chimera_strip_header, CHIMERA, STRIP_HEADER, GtkButton)

/* The "title" property, the strip's name ("Analysis"). */
void chimera_strip_header_set_title (ChimeraStripHeader *self, const char *title);

/* The "expanded" property: TRUE (the default) while the body shows. */
void chimera_strip_header_set_expanded (ChimeraStripHeader *self, gboolean expanded);
gboolean chimera_strip_header_get_expanded (ChimeraStripHeader *self);

/* The "summary" property: what the header says of the strip while it is
 * folded (NULL: nothing); hidden while it is unfolded, where the body
 * says it. */
void chimera_strip_header_set_summary (ChimeraStripHeader *self, const char *summary);
const char *chimera_strip_header_get_summary (ChimeraStripHeader *self);

G_END_DECLS
