/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "menus-close.h"

#include "focus-out.h"

/* Closes `popover`, the focus taken out of it first (focus-out.h): to
 * the widget it belongs to. */
static void
close_menu (GtkPopover *popover)
{
  GtkWidget *w = GTK_WIDGET (popover);
  chimera_focus_out_of (w, gtk_widget_get_parent (w));
  gtk_popover_popdown (popover);
}

void
chimera_menus_close_under (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_POPOVER (c) && gtk_widget_get_visible (c))
        close_menu (GTK_POPOVER (c));
      chimera_menus_close_under (c);
    }
}
