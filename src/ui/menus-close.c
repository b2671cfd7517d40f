/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "menus-close.h"

/* Closes `popover` and takes the focus out of it now.  GTK 4.8 gives the
 * focus back to the popover's widget only in a later main-loop turn; a
 * widget hidden before then leaves the window's focus in a closed menu,
 * and the menu and its widget are never freed. */
static void
close_menu (GtkPopover *popover)
{
  GtkWidget *w = GTK_WIDGET (popover);
  GtkRoot *root = gtk_widget_get_root (w);
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  gboolean had_focus = focus && (focus == w || gtk_widget_is_ancestor (focus, w));
  gtk_popover_popdown (popover);
  if (had_focus && !gtk_widget_grab_focus (gtk_widget_get_parent (w)))
    gtk_root_set_focus (root, NULL);
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
