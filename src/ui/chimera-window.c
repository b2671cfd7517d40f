/* SPDX-License-Identifier: GPL-3.0-or-later
 * The main window.  At this stage it shows the title and the variants the
 * engine knows; the board and side panel come with the desktop-app issue.
 */
#include "config.h"

#include "chimera-window.h"

#include "variant.h"

struct _ChimeraWindow
{
  AdwApplicationWindow parent_instance;
  AdwStatusPage *status_page;
};

G_DEFINE_FINAL_TYPE (ChimeraWindow, chimera_window, ADW_TYPE_APPLICATION_WINDOW)

static void
chimera_window_class_init (ChimeraWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/chimera-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, status_page);
}

static void
chimera_window_init (ChimeraWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_autoptr (GString) names = g_string_new (NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      g_string_append_printf (names, "%s%s", names->len ? " · " : "", v->def->name);
    }
  adw_status_page_set_description (self->status_page, names->str);
}

ChimeraWindow *
chimera_window_new (ChimeraApplication *app)
{
  return g_object_new (CHIMERA_TYPE_WINDOW, "application", app, NULL);
}
