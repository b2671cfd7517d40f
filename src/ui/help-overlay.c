/* SPDX-License-Identifier: GPL-3.0-or-later
 * The shortcuts window, its keys named as people read them (see
 * help-overlay.h).
 */
#include "config.h"

#include "help-overlay.h"

#include "close-keys.h"

#include <string.h>

/* GTK 4.8's GtkShortcutLabel writes a key without a label of its own by
 * its name in code ("Page_Up"); GTK's accelerator labels have the words
 * ("Page Up", translated). */
static void
name_keys (GtkWidget *widget, gboolean in_shortcut)
{
  in_shortcut = in_shortcut || GTK_IS_SHORTCUT_LABEL (widget);
  if (in_shortcut && GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_label (GTK_LABEL (widget));
      guint key = strchr (text, '_') ? gdk_keyval_from_name (text) : GDK_KEY_VoidSymbol;
      if (key != GDK_KEY_VoidSymbol)
        {
          g_autofree char *words = gtk_accelerator_get_label (key, 0);
          gtk_label_set_label (GTK_LABEL (widget), words);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_keys (c, in_shortcut);
}

/* The mouse's entries (arrows and circles) show the mouse: a GIcon is
 * not a property GtkBuilder can read from text. */
static void
mouse_icons (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      GtkShortcutType type;
      g_autoptr (GIcon) icon = NULL;
      g_object_get (widget, "shortcut-type", &type, "icon", &icon, NULL);
      if (type == GTK_SHORTCUT_GESTURE && !icon)
        {
          g_autoptr (GIcon) mouse = g_themed_icon_new ("input-mouse-symbolic");
          g_object_set (widget, "icon", mouse, NULL);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    mouse_icons (c);
}

GtkShortcutsWindow *
chimera_help_overlay_new (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PATH "/help-overlay.ui");
  GtkShortcutsWindow *overlay
    = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  name_keys (GTK_WIDGET (overlay), FALSE);
  mouse_icons (GTK_WIDGET (overlay));
  chimera_close_keys_add (GTK_WINDOW (overlay));
  return overlay;
}
