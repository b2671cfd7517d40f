/* SPDX-License-Identifier: GPL-3.0-or-later
 * Secondary windows fitted to the window they belong to (dialog-fit.h).
 */
#include "config.h"

#include "dialog-fit.h"

#define DESIGNED_KEY "chimera-designed-size"

void
chimera_dialog_present (GtkWindow *dialog)
{
  g_return_if_fail (GTK_IS_WINDOW (dialog));
  int *designed = g_object_get_data (G_OBJECT (dialog), DESIGNED_KEY);
  if (!designed)
    {
      designed = g_new (int, 2);
      gtk_window_get_default_size (dialog, &designed[0], &designed[1]);
      g_object_set_data_full (G_OBJECT (dialog), DESIGNED_KEY, designed, g_free);
    }
  int width = designed[0], height = designed[1];
  /* No size in the template: the content's own, as GTK would take it. */
  if (width <= 0)
    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL,
                        NULL);
  if (height <= 0)
    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL,
                        NULL);
  GtkWindow *parent = gtk_window_get_transient_for (dialog);
  GdkSurface *room = parent && gtk_widget_get_realized (GTK_WIDGET (parent))
                       ? gtk_native_get_surface (GTK_NATIVE (parent))
                       : NULL;
  if (room)
    {
      /* The parent's surface: the size the default size of a window
       * means, its frame included. */
      width = MIN (width, gdk_surface_get_width (room));
      height = MIN (height, gdk_surface_get_height (room));
    }
  gtk_window_set_default_size (dialog, width, height);
  gtk_window_present (dialog);
}
