/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Preferences rows for the notation and the sounds, built in code so
 * that the window's template stays as it was.
 */
#include "config.h"

#include "moves-preferences.h"

#include <glib/gi18n.h>

#include "game-sounds.h"
#include "notation-display.h"
#include "piece-kind.h"

static gboolean
notation_to_index (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_uint (value, g_str_equal (g_variant_get_string (variant, NULL), "figurines"));
  return TRUE;
}

static GVariant *
index_to_notation (const GValue *value, const GVariantType *type, gpointer user_data)
{
  (void) type, (void) user_data;
  guint i = g_value_get_uint (value);
  if (i > 1)
    return NULL; /* GTK_INVALID_LIST_POSITION while the model changes */
  return g_variant_new_string (i ? "figurines" : "letters");
}

/* "Nf3" as the language writes it. */
static char *
knight_move (ChimeraNotationStyle style)
{
  return g_strconcat (chimera_notation_kind_symbol (CE_KIND_KNIGHT, style), "f3", NULL);
}

void
chimera_moves_preferences_add (AdwPreferencesPage *page, GSettings *settings)
{
  g_return_if_fail (ADW_IS_PREFERENCES_PAGE (page));
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Moves"));

  g_autofree char *letters = knight_move (CHIMERA_NOTATION_LETTERS);
  g_autofree char *figurines = knight_move (CHIMERA_NOTATION_FIGURINES);
  /* The choices are their own examples: a knight's move each way. */
  const char *const items[] = { letters, figurines, NULL };
  GtkWidget *notation = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (notation), G_LIST_MODEL (gtk_string_list_new (items)));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (notation), _ ("_Notation"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (notation), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (notation),
                               _ ("Your language’s piece letters or figurines; saved games "
                                  "keep the English letters"));
  gtk_widget_set_name (notation, "notation-row");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), notation);

  GtkWidget *sounds = adw_action_row_new ();
  GtkWidget *sounds_switch = gtk_switch_new ();
  gtk_widget_set_valign (sounds_switch, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sounds_switch, "sounds-switch");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sounds), _ ("_Sounds"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (sounds), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (sounds),
                               chimera_sounds_available ()
                                 ? _ ("Moves, captures, checks and the end of a game, from the "
                                      "desktop’s sound theme")
                                 : _ ("This build of Chimera cannot play sounds"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (sounds), sounds_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (sounds), sounds_switch);
  gtk_widget_set_sensitive (sounds, chimera_sounds_available ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), sounds);

  adw_preferences_page_add (page, ADW_PREFERENCES_GROUP (group));
  if (!settings)
    return;
  g_settings_bind_with_mapping (settings, "notation", notation, "selected", G_SETTINGS_BIND_DEFAULT,
                                notation_to_index, index_to_notation, NULL, NULL);
  g_settings_bind (settings, "sounds", sounds_switch, "active", G_SETTINGS_BIND_DEFAULT);
}
