/* SPDX-License-Identifier: GPL-3.0-or-later
 * The new-game dialog: a variant with its one-line description, for each
 * side a person or the computer at a level, random colours and the clock.
 * It opens on the last choices (match-settings.c keeps them) and keeps the
 * new ones when Start is pressed.
 */
#include "config.h"

#include "new-game-dialog.h"

#include "close-keys.h"
#include "engine-names.h"
#include "match-settings.h"
#include "variant.h"

#include <glib/gi18n.h>

struct _ChimeraNewGameDialog
{
  AdwWindow parent_instance;
  AdwPreferencesGroup *variant_group;
  AdwComboRow *variant_row;
  AdwComboRow *white_row;
  AdwComboRow *black_row;
  GtkSwitch *random_switch;
  AdwExpanderRow *clock_row;
  GtkSpinButton *minutes_spin;
  GtkSpinButton *increment_spin;
};

G_DEFINE_FINAL_TYPE (ChimeraNewGameDialog, chimera_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
variant_changed (ChimeraNewGameDialog *self)
{
  guint i = adw_combo_row_get_selected (self->variant_row);
  const char *const *ids = ce_variant_ids ();
  const CeVariant *v = ce_variant_get (ids[i]);
  if (v)
    /* Under the group's title, where it has the dialog's whole width: as
     * the row's subtitle it squeezed the variant's name in longer
     * languages. */
    adw_preferences_group_set_description (self->variant_group, chimera_variant_description (v));
}

/* The choices as they stand in the dialog. */
static void
read_choices (ChimeraNewGameDialog *self, ChimeraMatchSettings *m)
{
  chimera_match_settings_init (m);
  const char *const *ids = ce_variant_ids ();
  m->variant = ce_variant_get (ids[adw_combo_row_get_selected (self->variant_row)]);
  m->level[CE_WHITE] = (int) adw_combo_row_get_selected (self->white_row);
  m->level[CE_BLACK] = (int) adw_combo_row_get_selected (self->black_row);
  m->random_colours = gtk_switch_get_active (self->random_switch);
  m->clock = adw_expander_row_get_enable_expansion (self->clock_row);
  m->base_ms = (gint64) gtk_spin_button_get_value_as_int (self->minutes_spin) * 60 * 1000;
  m->inc_ms = (gint64) gtk_spin_button_get_value_as_int (self->increment_spin) * 1000;
}

static void
show_choices (ChimeraNewGameDialog *self, const ChimeraMatchSettings *m)
{
  adw_combo_row_set_selected (self->variant_row, (guint) ce_variant_index (m->variant));
  adw_combo_row_set_selected (self->white_row, (guint) CLAMP (m->level[CE_WHITE], 0, 10));
  adw_combo_row_set_selected (self->black_row, (guint) CLAMP (m->level[CE_BLACK], 0, 10));
  gtk_switch_set_active (self->random_switch, m->random_colours);
  adw_expander_row_set_enable_expansion (self->clock_row, m->clock);
  gtk_spin_button_set_value (self->minutes_spin, (double) (m->base_ms / 60000));
  gtk_spin_button_set_value (self->increment_spin, (double) (m->inc_ms / 1000));
}

void
chimera_new_game_dialog_start (ChimeraNewGameDialog *self)
{
  ChimeraMatchSettings m;
  read_choices (self, &m);
  /* Kept as chosen, Random included; the draw is this game's alone. */
  chimera_match_settings_save (&m);
  chimera_match_settings_draw_colours (&m, g_random_boolean ());
  const char *id = ce_variant_ids ()[ce_variant_index (m.variant)];
  int seconds = m.clock ? (int) (m.base_ms / 1000) : 0;
  int increment = m.clock ? (int) (m.inc_ms / 1000) : 0;
  g_signal_emit (self, signals[CHOSEN], 0, id, m.level[CE_WHITE], m.level[CE_BLACK], seconds,
                 increment);
  gtk_window_destroy (GTK_WINDOW (self));
}

void
chimera_new_game_dialog_set_random_colours (ChimeraNewGameDialog *self, gboolean random)
{
  gtk_switch_set_active (self->random_switch, random);
}

void
chimera_new_game_dialog_select (ChimeraNewGameDialog *self,
                                const char *variant,
                                int white_level,
                                int black_level)
{
  const CeVariant *v = ce_variant_get (variant);
  if (v)
    adw_combo_row_set_selected (self->variant_row, (guint) ce_variant_index (v));
  adw_combo_row_set_selected (self->white_row, (guint) CLAMP (white_level, 0, 10));
  adw_combo_row_set_selected (self->black_row, (guint) CLAMP (black_level, 0, 10));
}

void
chimera_new_game_dialog_set_clock (ChimeraNewGameDialog *self, int minutes, int increment)
{
  adw_expander_row_set_enable_expansion (self->clock_row, minutes > 0);
  if (minutes > 0)
    {
      gtk_spin_button_set_value (self->minutes_spin, minutes);
      gtk_spin_button_set_value (self->increment_spin, increment);
    }
}

static void
start_clicked (ChimeraNewGameDialog *self)
{
  chimera_new_game_dialog_start (self);
}

static void
cancel_clicked (ChimeraNewGameDialog *self)
{
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
chimera_new_game_dialog_class_init (ChimeraNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, variant_group);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, white_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, black_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, random_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, clock_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, increment_spin);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, variant_changed);
  chimera_close_keys_bind_class (widget_class);
  /**
   * ChimeraNewGameDialog::chosen:
   * @variant: the variant id
   * @white_level: 0 for a person, else the computer's level
   * @black_level: the same for Black (with random colours, the two levels
   *   are already drawn: they say who plays which side in this game)
   * @seconds: time for each side, 0 for no clock
   * @increment: seconds added after each move
   *
   * Emitted when Start is pressed.
   */
  signals[CHOSEN]
    = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 5, G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
}

static GListModel *
players_model (void)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  gtk_string_list_append (list, _ ("Person"));
  for (int level = 1; level <= 10; level++)
    {
      g_autofree char *s = g_strdup_printf (_ ("Computer, level %d"), level);
      gtk_string_list_append (list, s);
    }
  return G_LIST_MODEL (list);
}

static void
chimera_new_game_dialog_init (ChimeraNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  GtkStringList *variants = gtk_string_list_new (NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    gtk_string_list_append (variants, chimera_variant_name (ce_variant_get (*id)));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  g_object_unref (variants);
  g_autoptr (GListModel) white = players_model ();
  g_autoptr (GListModel) black = players_model ();
  adw_combo_row_set_model (self->white_row, white);
  adw_combo_row_set_model (self->black_row, black);
  /* The last choices; the first time, a person against the computer at
   * the level the preferences name. */
  ChimeraMatchSettings m;
  chimera_match_settings_load (&m);
  show_choices (self, &m);
  variant_changed (self);
}

ChimeraNewGameDialog *
chimera_new_game_dialog_new (GtkWindow *parent)
{
  /* Gone with its window: its "chosen" would have nothing to start. */
  return g_object_new (CHIMERA_TYPE_NEW_GAME_DIALOG, "transient-for", parent, "modal", TRUE,
                       "destroy-with-parent", TRUE, NULL);
}
