/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraToaster: where a window's toasts show, so that none covers the
 * board.  While the side panel is revealed they show over it; while it is
 * hidden there is no room beside the board, so they show over the window
 * and the board column gives up room at its bottom for as long as one is
 * up (the board shrinks a little rather than be covered).
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHIMERA_TYPE_TOASTER (chimera_toaster_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraToaster, chimera_toaster, CHIMERA, TOASTER, GObject)

/* `beside` wraps the side panel, `over` the whole window; `flap` says
 * whether the panel is revealed; `room` is the board column, whose bottom
 * margin makes the room.  All are held weakly. */
ChimeraToaster *chimera_toaster_new (AdwToastOverlay *beside,
                                     AdwToastOverlay *over,
                                     AdwFlap *flap,
                                     GtkWidget *room);
/* Shows `toast` (taken). */
void chimera_toaster_add (ChimeraToaster *self, AdwToast *toast);
/* Shows `text` as a toast whose words wrap (a side panel is too narrow for
 * a file's name on one line). */
void chimera_toaster_say (ChimeraToaster *self, const char *text);
/* A toast of `text` that wraps its words at the width of the overlay it
 * shows in, never cut, for callers that add a button or show it in an
 * overlay of their own. */
AdwToast *chimera_toast_new_wrapping (const char *text);

G_END_DECLS
