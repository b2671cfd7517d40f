/* SPDX-License-Identifier: GPL-3.0-or-later
 * The shortcuts window (src/ui/help-overlay.ui), built when first shown:
 * with Escape and Ctrl+W to close it, and every key named as people read
 * it ("Page Up"), which GTK 4.8's shortcut labels do not do for keys such
 * as Page_Up.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A new shortcuts window (floating: a GtkWindow, owned by GTK). */
GtkShortcutsWindow *chimera_help_overlay_new (void);

G_END_DECLS
