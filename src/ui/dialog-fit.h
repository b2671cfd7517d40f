/* SPDX-License-Identifier: GPL-3.0-or-later
 * A secondary window presented no larger than the window it belongs to
 * (its transient parent).  On a screen of 800x600 the main window is at
 * most the screen's size, so a dialog designed taller than that (New Game
 * with its clock, Preferences, Set Up Position, Export Diagram) opens as
 * tall as the main window and scrolls its content; beside a larger window
 * it keeps the size it was designed with.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Presents `dialog` at its designed size (the default size its template
 * gives, or its natural size where it gives none), narrowed and shortened
 * to its transient parent's size.  The designed size is read at the first
 * call, so a window presented again (Preferences, hidden on close) starts
 * from it each time, fitted to the parent it has then. */
void chimera_dialog_present (GtkWindow *dialog);

G_END_DECLS
