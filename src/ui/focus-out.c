/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "focus-out.h"

void
chimera_focus_out_of (GtkWidget *widget, GtkWidget *to)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  if (focus && (focus == widget || gtk_widget_is_ancestor (focus, widget))
      && !(to && gtk_widget_grab_focus (to)))
    gtk_root_set_focus (root, NULL);
}
