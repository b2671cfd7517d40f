/* SPDX-License-Identifier: GPL-3.0-or-later
 * Accessible names for the widgets GTK 4.8 names badly: every window of
 * the app is walked when it shows and when its focus moves, and each
 * icon-only button, menu button, mnemonic button, switch, spin button,
 * list and list row without a name of its own gets the words a sighted
 * user reads beside it.
 */
#include "config.h"

#include "a11y-names.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Set on a widget this file named, with the name it gave: a name given
 * by the widget's own code is never overwritten, and the same name is
 * never told twice (AT-SPI would announce a change that is none). */
#define NAMED_KEY "chimera-a11y-name"

/* "_Save As…" as read: "Save As…". */
static char *
without_mnemonic (const char *text)
{
  GString *s = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            g_string_append_c (s, '_'), p++;
          continue;
        }
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* A tooltip as a name: "New Game (Ctrl+N)" is named "New Game"; the
 * whole tooltip stays the description. */
static char *
name_from_tooltip (GtkWidget *w)
{
  const char *tip = gtk_widget_get_tooltip_text (w);
  if (!tip || !*tip)
    return NULL;
  const char *paren = strstr (tip, " (");
  const char *nl = strchr (tip, '\n');
  gsize len = strlen (tip);
  if (paren)
    len = MIN (len, (gsize) (paren - tip));
  if (nl)
    len = MIN (len, (gsize) (nl - tip));
  return g_strndup (tip, len);
}

static void
give_name (GtkWidget *w, const char *name)
{
  if (!name || !*name)
    return;
  const char *given = g_object_get_data (G_OBJECT (w), NAMED_KEY);
  if (g_strcmp0 (given, name) == 0)
    return;
  g_object_set_data_full (G_OBJECT (w), NAMED_KEY, g_strdup (name), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* GTK 4.8 joins the label and every labelled-by name: a button labelled
   * by its own child label would read "Cancel Cancel". */
  if (GTK_IS_BUTTON (w))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/* The label under `w` showing `text`, or NULL. */
static GtkWidget *
label_showing (GtkWidget *w, const char *text)
{
  if (GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)), text) == 0)
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *l = label_showing (c, text);
      if (l)
        return l;
    }
  return NULL;
}

/* The title label of the preferences row or group `w` stands in, or NULL. */
static GtkWidget *
title_label_around (GtkWidget *w)
{
  for (GtkWidget *a = gtk_widget_get_parent (w); a; a = gtk_widget_get_parent (a))
    {
      const char *t = NULL;
      if (ADW_IS_PREFERENCES_ROW (a))
        t = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (a));
      else if (ADW_IS_PREFERENCES_GROUP (a))
        t = adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (a));
      if (t && *t)
        {
          g_autofree char *shown = without_mnemonic (t);
          GtkWidget *l = label_showing (a, shown);
          if (l)
            return l;
        }
      if (GTK_IS_ROOT (a))
        break;
    }
  return NULL;
}

/* The first label under `w` that shows words, or NULL. */
static GtkWidget *
first_label (GtkWidget *w)
{
  if (GTK_IS_LABEL (w) && *gtk_label_get_text (GTK_LABEL (w)))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *l = first_label (c);
      if (l)
        return l;
    }
  return NULL;
}

/* Labelled by the words beside it: a relation replaces the one the widget
 * may have had, so giving it again changes nothing. */
static void
label_by_title (GtkWidget *w)
{
  if (g_object_get_data (G_OBJECT (w), NAMED_KEY))
    return;
  GtkWidget *l = title_label_around (w);
  /* A list in a group without a title: its first row says what it holds
   * (the New Game dialog's Clock). */
  if (!l && GTK_IS_LIST_BOX (w) && gtk_widget_get_ancestor (w, ADW_TYPE_PREFERENCES_GROUP))
    l = first_label (w);
  if (!l)
    return;
  gtk_accessible_update_relation (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_RELATION_LABELLED_BY, l, NULL,
                                  -1);
  g_object_set_data (G_OBJECT (w), NAMED_KEY, (gpointer) "");
}

static void
collect_labels (GtkWidget *w, GList **out)
{
  /* Empty ones too: their words may come later (an analysis line). */
  if (GTK_IS_LABEL (w) && gtk_widget_get_visible (w))
    *out = g_list_append (*out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

/* A list row (a move list's "1. e4 e5", a dropdown's item) is named by
 * every label in it, as a relation: the name follows their words when
 * they change (a move added to its row). */
static void
label_by_labels (GtkWidget *w)
{
  GList *labels = NULL;
  collect_labels (w, &labels);
  guint n = g_list_length (labels);
  if (n == 0 || GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (w), "chimera-a11y-nlabels")) == n)
    {
      g_list_free (labels);
      return;
    }
  g_object_set_data (G_OBJECT (w), "chimera-a11y-nlabels", GUINT_TO_POINTER (n));
  GtkAccessibleRelation rel = GTK_ACCESSIBLE_RELATION_LABELLED_BY;
  GValue value = G_VALUE_INIT;
  gtk_accessible_relation_init_value (rel, &value);
  /* GTK takes the list. */
  g_value_set_pointer (&value, labels);
  gtk_accessible_update_relation_value (GTK_ACCESSIBLE (w), 1, &rel, &value);
  g_value_unset (&value);
}

static void
name_button (GtkWidget *w)
{
  g_autofree char *name = NULL;
  const char *label = gtk_button_get_label (GTK_BUTTON (w));
  if (label && *label && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (w))))
    name
      = gtk_button_get_use_underline (GTK_BUTTON (w)) ? without_mnemonic (label) : g_strdup (label);
  else if (gtk_button_get_icon_name (GTK_BUTTON (w)))
    name = name_from_tooltip (w);
  give_name (w, name);
}

static void
name_menu_button (GtkWidget *w)
{
  GtkMenuButton *mb = GTK_MENU_BUTTON (w);
  g_autofree char *name = NULL;
  const char *label = gtk_menu_button_get_label (mb);
  if (label && *label)
    name = gtk_menu_button_get_use_underline (mb) ? without_mnemonic (label) : g_strdup (label);
  else
    name = name_from_tooltip (w);
  /* The toggle button inside, which takes the focus, is labelled by it. */
  give_name (w, name);
}

static void
name_widget (GtkWidget *w)
{
  if (GTK_IS_WINDOW_CONTROLS (w))
    return; /* GTK names Minimize, Maximize and Close itself. */
  if (GTK_IS_MENU_BUTTON (w))
    name_menu_button (w);
  else if (GTK_IS_BUTTON (w) && !GTK_IS_MENU_BUTTON (gtk_widget_get_parent (w)))
    name_button (w);
  else if (GTK_IS_SWITCH (w) || GTK_IS_SPIN_BUTTON (w) || GTK_IS_LIST_BOX (w)
           || GTK_IS_LIST_VIEW (w) || GTK_IS_DROP_DOWN (w))
    label_by_title (w);
  else if (GTK_IS_SEARCH_ENTRY (w))
    {
      const char *ph = NULL;
      g_object_get (w, "placeholder-text", &ph, NULL);
      g_autofree char *owned = (char *) ph;
      /* Translators: the accessible name of a search field. */
      give_name (w, owned && *owned ? owned : _ ("Search"));
    }
  else if (ADW_IS_EXPANDER_ROW (w))
    {
      /* Libadwaita 1.2 names action rows by their title, not expander rows. */
      const char *t = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w));
      g_autofree char *title = t ? without_mnemonic (t) : NULL;
      give_name (w, title);
    }
  else if (GTK_IS_LIST_BOX_ROW (w) && !ADW_IS_PREFERENCES_ROW (w))
    label_by_labels (w);
  else if (g_strcmp0 (G_OBJECT_TYPE_NAME (w), "GtkListItemWidget") == 0)
    /* A dropdown's item (GTK 4.8 has no gtk_list_item_set_accessible_label):
     * named by the words it shows. */
    label_by_labels (w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    name_widget (c);
}

void
chimera_a11y_names_apply (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  name_widget (root);
}

static gboolean
apply_idle (gpointer data)
{
  /* A weak reference: keeping a closed dialog alive past its parent makes
   * GTK fail when it finally goes. */
  g_autoptr (GtkWidget) w = g_weak_ref_get (data);
  if (w)
    {
      g_object_set_data (G_OBJECT (w), "chimera-a11y-pending", NULL);
      chimera_a11y_names_apply (w);
    }
  return G_SOURCE_REMOVE;
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* Rows, dropdown items and popovers come and go: the walk runs again,
 * once per main-loop turn, when the focus moves. */
static void
schedule (GtkWidget *w)
{
  if (g_object_get_data (G_OBJECT (w), "chimera-a11y-pending"))
    return;
  g_object_set_data (G_OBJECT (w), "chimera-a11y-pending", GINT_TO_POINTER (1));
  GWeakRef *ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, w);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, apply_idle, ref, free_weak_ref);
}

static gboolean
on_map (GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer data)
{
  GObject *object = n_values > 0 ? g_value_get_object (&values[0]) : NULL;
  if (!GTK_IS_WINDOW (object))
    return TRUE;
  if (!g_object_get_data (object, "chimera-a11y-watched"))
    {
      g_object_set_data (object, "chimera-a11y-watched", GINT_TO_POINTER (1));
      g_signal_connect (object, "notify::focus-widget", G_CALLBACK (schedule), NULL);
    }
  schedule (GTK_WIDGET (object));
  return TRUE;
}

void
chimera_a11y_names_watch (void)
{
  static gsize once = 0;
  if (g_once_init_enter (&once))
    {
      /* Every window, the dialogs that belong to no application included.
       * The signal exists once the class does. */
      g_type_class_unref (g_type_class_ref (GTK_TYPE_WINDOW));
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_map, NULL, NULL);
      g_once_init_leave (&once, 1);
    }
}
