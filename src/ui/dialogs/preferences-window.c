/* SPDX-License-Identifier: GPL-3.0-or-later
 * The preferences window.  It holds no state of its own: every row is
 * bound both ways to a key of the app's settings, and whatever shows the
 * setting (the board, the style manager) follows the key.
 */
#include "config.h"

#include "preferences-window.h"

#include "close-keys.h"

#include "chimera-settings.h"
#include "moves-preferences.h"
#include "engine-preferences.h"

#include <glib/gi18n.h>
#include <math.h>

struct _ChimeraPreferencesWindow
{
  AdwPreferencesWindow parent_instance;
  AdwPreferencesPage *page;
  AdwComboRow *style_row;
  AdwComboRow *theme_row;
  AdwComboRow *orientation_row;
  GtkScale *piece_scale;
  GtkAdjustment *piece_scale_adjustment;
  GtkSwitch *coordinates_switch;
  GtkSwitch *legal_moves_switch;
  GtkSwitch *animations_switch;
  GtkAdjustment *level_adjustment;
};

G_DEFINE_FINAL_TYPE (ChimeraPreferencesWindow,
                     chimera_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* The nicks of an enum setting in the order of its combo row's items. */
static const char *const style_nicks[] = { "default", "light", "dark", NULL };
static const char *const theme_nicks[] = { "brown", "green", "blue", "grey", NULL };
static const char *const orientation_nicks[] = { "person", "white", "black", "side-to-move", NULL };

static gboolean
nick_to_index (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);
  for (guint i = 0; nicks[i]; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_nick (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const char *const *nicks = user_data;
  guint i = g_value_get_uint (value);
  if (i >= g_strv_length ((char **) nicks))
    return NULL; /* GTK_INVALID_LIST_POSITION while the model changes */
  return g_variant_new_string (nicks[i]);
}

static void
bind_combo (GSettings *settings, const char *key, AdwComboRow *row, const char *const *nicks)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick, (gpointer) nicks, NULL);
}

static void
chimera_preferences_window_class_init (ChimeraPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/preferences-window.ui");
  chimera_close_keys_bind_class (widget_class);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, page);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, style_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, orientation_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, piece_scale);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow,
                                        piece_scale_adjustment);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPreferencesWindow, level_adjustment);
}

/* The piece size as people say it: "80 %" of the square (0.8). */
static char *
piece_scale_text (GtkScale *scale, double value, gpointer data)
{
  /* TRANSLATORS: the size of the pieces, a percentage of the square. */
  return g_strdup_printf (C_ ("piece size", "%d %%"), (int) lround (value * 100));
}

/* A screen reader says the size as it is shown, not the bare factor. */
static void
piece_scale_changed (ChimeraPreferencesWindow *self)
{
  g_autofree char *text = piece_scale_text (
    self->piece_scale, gtk_adjustment_get_value (self->piece_scale_adjustment), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->piece_scale),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static void
chimera_preferences_window_init (ChimeraPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_scale_set_format_value_func (self->piece_scale, piece_scale_text, NULL, NULL);
  g_signal_connect_object (self->piece_scale_adjustment, "value-changed",
                           G_CALLBACK (piece_scale_changed), self, G_CONNECT_SWAPPED);
  piece_scale_changed (self);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (chimera_engine_preferences_new ()));
  GSettings *settings = chimera_settings_get ();
  chimera_moves_preferences_add (self->page, settings);
  if (!settings)
    {
      /* Nothing to keep the choices in. */
      gtk_widget_set_sensitive (GTK_WIDGET (self->page), FALSE);
      return;
    }
  bind_combo (settings, "color-scheme", self->style_row, style_nicks);
  bind_combo (settings, "board-theme", self->theme_row, theme_nicks);
  bind_combo (settings, "board-orientation", self->orientation_row, orientation_nicks);
  g_settings_bind (settings, "piece-scale", self->piece_scale_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-legal-moves", self->legal_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animate-moves", self->animations_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "computer-level", self->level_adjustment, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

ChimeraPreferencesWindow *
chimera_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (CHIMERA_TYPE_PREFERENCES_WINDOW, "transient-for", parent, "modal", TRUE,
                       NULL);
}
