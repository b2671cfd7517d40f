/* SPDX-License-Identifier: GPL-3.0-or-later
 * Opens the help manual in the desktop's help viewer, and says so plainly
 * when there is none (see help-launcher.h).
 */
#include "config.h"

#include "help-launcher.h"

#include <adwaita.h>
#include <glib/gi18n.h>

char *
chimera_help_uri (const char *page)
{
  /* HELP_ID is the name gnome.yelp installs the manual under
   * (help/meson.build: the project's name), so the two cannot drift. */
  return page ? g_strdup_printf ("help:%s/%s", HELP_ID, page) : g_strdup ("help:" HELP_ID);
}

static void
unavailable_response (AdwMessageDialog *dialog, const char *response, GtkWindow *parent)
{
  if (g_str_equal (response, "rules"))
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.rules", NULL);
}

/* Whether `window`'s class installs the action `name` ("win.rules"). */
static gboolean
has_action (GtkWindow *window, const char *name)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (window);
  /* GTK 4.8 writes every out-argument: none may be NULL. */
  GType owner;
  const char *action, *property;
  const GVariantType *parameter;
  for (guint i = 0;
       gtk_widget_class_query_action (klass, i, &owner, &action, &parameter, &property); i++)
    if (g_str_equal (action, name))
      return TRUE;
  return FALSE;
}

static void
show_unavailable (GtkWindow *parent, const GError *error)
{
  gboolean rules = parent && has_action (parent, "win.rules");
  GtkWidget *dialog = adw_message_dialog_new (
    parent, _ ("Help Is Not Available"),
    rules ? _ ("No help viewer could be started. Install Yelp, the desktop’s help viewer, to "
               "read Chimera’s manual. Meanwhile the Rules and Pieces window explains every "
               "variant.")
          : _ ("No help viewer could be started. Install Yelp, the desktop’s help viewer, to "
               "read Chimera’s manual."));
  AdwMessageDialog *md = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_response (md, "close", _ ("_Close"));
  if (rules)
    {
      adw_message_dialog_add_response (md, "rules", _ ("_Rules and Pieces"));
      g_signal_connect_object (dialog, "response", G_CALLBACK (unavailable_response), parent, 0);
    }
  adw_message_dialog_set_default_response (md, "close");
  adw_message_dialog_set_close_response (md, "close");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  /* For whoever reads the log: the desktop's own words on what failed. */
  g_message ("Cannot show the help: %s", error->message);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
shown (GObject *source, GAsyncResult *result, gpointer data)
{
  GtkWindow *parent = GTK_WINDOW (source);
  g_autoptr (GError) error = NULL;
  if (!gtk_show_uri_full_finish (parent, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_unavailable (parent, error);
}

void
chimera_help_show (GtkWindow *parent, const char *page)
{
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_autofree char *uri = chimera_help_uri (page);
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, shown, NULL);
}
