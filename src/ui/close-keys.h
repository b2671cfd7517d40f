/* SPDX-License-Identifier: GPL-3.0-or-later
 * The keys that close a secondary window: Escape and Ctrl+W, as in every
 * GNOME app.  Windows of our own classes bind them in class_init
 * (chimera_close_keys_bind_class); windows built elsewhere (the shortcuts
 * window, message dialogs, the About window) get them with
 * chimera_close_keys_add.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Escape and Ctrl+W activate "window.close" in every window of this class. */
void chimera_close_keys_bind_class (GtkWidgetClass *widget_class);

/* The same for one window, whatever its class. */
void chimera_close_keys_add (GtkWindow *window);

G_END_DECLS
