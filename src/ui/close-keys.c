/* SPDX-License-Identifier: GPL-3.0-or-later
 * Escape and Ctrl+W close secondary windows (see close-keys.h).
 */
#include "config.h"

#include "close-keys.h"

void
chimera_close_keys_bind_class (GtkWidgetClass *widget_class)
{
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

void
chimera_close_keys_add (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  GtkEventController *keys = gtk_shortcut_controller_new ();
  static const char *const accels[] = { "Escape", "<Control>w" };
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_shortcut_trigger_parse_string (accels[i]),
                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}
