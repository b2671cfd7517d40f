/* SPDX-License-Identifier: GPL-3.0-or-later
 * The new-game dialog: a variant with its one-line description, for each
 * side a person or the computer at a level, random colours and the clock.
 * It opens on the last choices (match-settings.c keeps them) and keeps the
 * new ones when Start is pressed.
 */
#include "config.h"

#include "new-game-dialog.h"

#include "chimera-settings.h"
#include "close-keys.h"
#include "variant-words.h"
#include "external-engine-list.h"
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
  AdwActionRow *engine_time_row;
  GtkSpinButton *engine_seconds_spin;
  AdwExpanderRow *engine_strength_row;
  GtkSpinButton *engine_elo_spin;
  /* The external engines the players' rows offer after the levels (ids),
   * and the one each side should show when it is offered (the last
   * choice, while the engines are still being asked). */
  GPtrArray *engines;
  const char *want[2];
  const char *chosen[2]; /* the engines of the game Start began */
  int chosen_elo;        /* and their strength */
  gboolean rebuilding;
};

/* Rows of the players' lists: a person, ten levels, then the engines. */
#define FIRST_ENGINE_ROW 11

G_DEFINE_FINAL_TYPE (ChimeraNewGameDialog, chimera_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void rebuild_players (ChimeraNewGameDialog *self);

static const CeVariant *
chosen_variant (ChimeraNewGameDialog *self)
{
  return ce_variant_get (ce_variant_ids ()[adw_combo_row_get_selected (self->variant_row)]);
}

static void
variant_changed (ChimeraNewGameDialog *self)
{
  rebuild_players (self);
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
  AdwComboRow *rows[2] = { self->white_row, self->black_row };
  for (int c = 0; c < 2; c++)
    {
      guint row = adw_combo_row_get_selected (rows[c]);
      gboolean engine = row >= FIRST_ENGINE_ROW && row - FIRST_ENGINE_ROW < self->engines->len;
      m->level[c] = engine ? 10 : (int) MIN (row, 10);
      m->engine[c] = engine ? g_intern_string (self->engines->pdata[row - FIRST_ENGINE_ROW]) : NULL;
    }
  m->random_colours = gtk_switch_get_active (self->random_switch);
  m->clock = adw_expander_row_get_enable_expansion (self->clock_row);
  m->base_ms = (gint64) gtk_spin_button_get_value_as_int (self->minutes_spin) * 60 * 1000;
  m->inc_ms = (gint64) gtk_spin_button_get_value_as_int (self->increment_spin) * 1000;
  m->engine_elo = adw_expander_row_get_enable_expansion (self->engine_strength_row)
                    ? gtk_spin_button_get_value_as_int (self->engine_elo_spin)
                    : 0;
}

static void
show_choices (ChimeraNewGameDialog *self, const ChimeraMatchSettings *m)
{
  adw_combo_row_set_selected (self->variant_row, (guint) ce_variant_index (m->variant));
  adw_combo_row_set_selected (self->white_row, (guint) CLAMP (m->level[CE_WHITE], 0, 10));
  adw_combo_row_set_selected (self->black_row, (guint) CLAMP (m->level[CE_BLACK], 0, 10));
  self->want[CE_WHITE] = m->engine[CE_WHITE];
  self->want[CE_BLACK] = m->engine[CE_BLACK];
  rebuild_players (self);
  gtk_switch_set_active (self->random_switch, m->random_colours);
  adw_expander_row_set_enable_expansion (self->clock_row, m->clock);
  gtk_spin_button_set_value (self->minutes_spin, (double) (m->base_ms / 60000));
  gtk_spin_button_set_value (self->increment_spin, (double) (m->inc_ms / 1000));
  adw_expander_row_set_enable_expansion (self->engine_strength_row, m->engine_elo > 0);
  if (m->engine_elo > 0)
    gtk_spin_button_set_value (self->engine_elo_spin, m->engine_elo);
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
  self->chosen[CE_WHITE] = m.engine[CE_WHITE];
  self->chosen[CE_BLACK] = m.engine[CE_BLACK];
  self->chosen_elo = m.engine_elo;
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

const char *
chimera_new_game_dialog_get_engine (ChimeraNewGameDialog *self, int color)
{
  g_return_val_if_fail (CHIMERA_IS_NEW_GAME_DIALOG (self), NULL);
  return self->chosen[color == CE_BLACK];
}

int
chimera_new_game_dialog_get_engine_elo (ChimeraNewGameDialog *self)
{
  g_return_val_if_fail (CHIMERA_IS_NEW_GAME_DIALOG (self), 0);
  return self->chosen_elo;
}

gboolean
chimera_new_game_dialog_select_engine (ChimeraNewGameDialog *self, int color, const char *id)
{
  guint i;
  if (!g_ptr_array_find_with_equal_func (self->engines, id, g_str_equal, &i))
    return FALSE;
  adw_combo_row_set_selected (color == CE_WHITE ? self->white_row : self->black_row,
                              FIRST_ENGINE_ROW + i);
  return TRUE;
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

static GListModel *
players_model (GPtrArray *engines)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  gtk_string_list_append (list, _ ("Person"));
  for (int level = 1; level <= 10; level++)
    {
      g_autofree char *s = g_strdup_printf (_ ("Computer, level %d"), level);
      gtk_string_list_append (list, s);
    }
  ChimeraEngineList *all = chimera_engine_list_get_default ();
  for (guint i = 0; i < engines->len; i++)
    gtk_string_list_append (list, chimera_engine_list_lookup (all, engines->pdata[i])->name);
  return G_LIST_MODEL (list);
}

/* The seconds per move matter while an engine plays without a clock; the
 * strength where a chosen engine can be made weaker, whose range the row
 * names. */
static void
update_engine_time (ChimeraNewGameDialog *self)
{
  ChimeraMatchSettings m;
  read_choices (self, &m);
  gtk_widget_set_visible (GTK_WIDGET (self->engine_time_row),
                          (m.engine[CE_WHITE] || m.engine[CE_BLACK]) && !m.clock);
  const ChimeraEngineEntry *limited = NULL;
  for (int c = 0; c < 2 && !limited; c++)
    {
      const ChimeraEngineEntry *e
        = m.engine[c] ? chimera_engine_list_lookup (chimera_engine_list_get_default (), m.engine[c])
                      : NULL;
      if (e && e->elo_max > 0)
        limited = e;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->engine_strength_row), limited != NULL);
  if (!limited)
    return;
  g_autofree char *range = g_strdup_printf (
    /* TRANSLATORS: %s is an engine's name, then the lowest and highest rating
     * it can be limited to. */
    _ ("%s plays from %d to %d"), limited->name, limited->elo_min, limited->elo_max);
  adw_expander_row_set_subtitle (self->engine_strength_row, range);
}

static void
player_changed (ChimeraNewGameDialog *self)
{
  if (self->rebuilding)
    return;
  ChimeraMatchSettings m;
  read_choices (self, &m);
  self->want[CE_WHITE] = m.engine[CE_WHITE];
  self->want[CE_BLACK] = m.engine[CE_BLACK];
  update_engine_time (self);
}

/* The players' lists for the variant chosen: the levels and the engines
 * that play it, each side keeping its choice where it still can. */
static void
rebuild_players (ChimeraNewGameDialog *self)
{
  const CeVariant *v = chosen_variant (self);
  if (!v || !self->engines)
    return;
  ChimeraMatchSettings m;
  read_choices (self, &m);
  g_autoptr (GPtrArray) offered
    = chimera_engine_list_for_variant (chimera_engine_list_get_default (), v);
  g_ptr_array_set_size (self->engines, 0);
  for (guint i = 0; i < offered->len; i++)
    g_ptr_array_add (self->engines, g_strdup (((ChimeraEngineEntry *) offered->pdata[i])->id));
  self->rebuilding = TRUE;
  AdwComboRow *rows[2] = { self->white_row, self->black_row };
  for (int c = 0; c < 2; c++)
    {
      g_autoptr (GListModel) model = players_model (self->engines);
      adw_combo_row_set_model (rows[c], model);
      /* An engine not offered for this variant gives way to the computer
       * at the default level. */
      guint row = (guint) (m.engine[c] ? chimera_settings_get_computer_level ()
                                       : CLAMP (m.level[c], 0, 10));
      guint i;
      if (self->want[c]
          && g_ptr_array_find_with_equal_func (self->engines, self->want[c], g_str_equal, &i))
        row = FIRST_ENGINE_ROW + i;
      adw_combo_row_set_selected (rows[c], row);
    }
  self->rebuilding = FALSE;
  update_engine_time (self);
}

static void
chimera_new_game_dialog_dispose (GObject *object)
{
  ChimeraNewGameDialog *self = CHIMERA_NEW_GAME_DIALOG (object);
  g_signal_handlers_disconnect_by_data (chimera_engine_list_get_default (), self);
  g_clear_pointer (&self->engines, g_ptr_array_unref);
  G_OBJECT_CLASS (chimera_new_game_dialog_parent_class)->dispose (object);
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
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, engine_time_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, engine_seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, engine_strength_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraNewGameDialog, engine_elo_spin);
  gtk_widget_class_bind_template_callback (widget_class, player_changed);
  G_OBJECT_CLASS (klass)->dispose = chimera_new_game_dialog_dispose;
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
   * chimera_new_game_dialog_get_engine() says which sides external
   * engines play.
   *
   * Emitted when Start is pressed.
   */
  signals[CHOSEN]
    = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 5, G_TYPE_STRING, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
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
  self->engines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GListModel) white = players_model (self->engines);
  g_autoptr (GListModel) black = players_model (self->engines);
  adw_combo_row_set_model (self->white_row, white);
  adw_combo_row_set_model (self->black_row, black);
  /* Engines answer their handshake a moment after the first dialog opens. */
  chimera_engine_list_retry (chimera_engine_list_get_default ());
  g_signal_connect_swapped (chimera_engine_list_get_default (), "changed",
                            G_CALLBACK (rebuild_players), self);
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_settings_bind (settings, "external-engine-seconds", self->engine_seconds_spin, "value",
                     G_SETTINGS_BIND_DEFAULT);
  /* The last choices; the first time, a person against the computer at
   * the level the preferences name. */
  ChimeraMatchSettings m;
  chimera_match_settings_load (&m);
  show_choices (self, &m);
  variant_changed (self);
}

void
chimera_new_game_dialog_offer_variant (ChimeraNewGameDialog *self, const CeVariant *variant)
{
  g_return_if_fail (CHIMERA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (variant != NULL);
  adw_combo_row_set_selected (self->variant_row, (guint) ce_variant_index (variant));
}

ChimeraNewGameDialog *
chimera_new_game_dialog_new (GtkWindow *parent)
{
  /* Gone with its window: its "chosen" would have nothing to start. */
  return g_object_new (CHIMERA_TYPE_NEW_GAME_DIALOG, "transient-for", parent, "modal", TRUE,
                       "destroy-with-parent", TRUE, NULL);
}
