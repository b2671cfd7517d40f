/* SPDX-License-Identifier: GPL-3.0-or-later
 * One side's player beside the board: name, Elo, the marker of the side to
 * move, the material lead and the clock (see player-bar.h).
 */
#include "config.h"

#include "player-bar.h"

#include "captured-strip.h"
#include "captures.h"
#include "external-player.h"

#include "eval.h"
#include "locale-format.h"
#include "movegen.h"

#include <glib/gi18n.h>

/* The clock warns below a tenth of the starting time, and never later than
 * this: a one-minute game warns at 6 s, a five-minute one at 20 s. */
#define LOW_TIME_MAX_MS 20000

struct _ChimeraPlayerBar
{
  GtkBox parent_instance;

  GtkWidget *swatch;
  GtkLabel *name_label;
  GtkLabel *elo_label;
  ChimeraCapturedStrip *captured;
  GtkLabel *material_label;
  GtkLabel *turn_marker;
  GtkLabel *clock_label;

  ChimeraGame *game;
  int color;
  gboolean to_move;
  gboolean in_check;
  gboolean low_time;
};

G_DEFINE_FINAL_TYPE (ChimeraPlayerBar, chimera_player_bar, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
chimera_format_clock (gint64 ms)
{
  ms = MAX (ms, 0);
  gint64 s = (ms + 999) / 1000;
  if (ms < 10000)
    return chimera_locale_format_fixed (ms / 100, 1, NULL);
  if (s >= 3600)
    return g_strdup_printf ("%lld:%02lld:%02lld", (long long) (s / 3600), (long long) (s / 60 % 60),
                            (long long) (s % 60));
  return g_strdup_printf ("%lld:%02lld", (long long) (s / 60), (long long) (s % 60));
}

/* A tag that names a person: not empty, not PGN's "?" for unknown, and not
 * the same on both sides (Chimera writes one default name for every
 * person when it knows none). */
static const char *
tag_name (ChimeraGame *game, int color)
{
  const char *mine = chimera_game_get_tag (game, color == CE_WHITE ? "White" : "Black");
  const char *theirs = chimera_game_get_tag (game, color == CE_WHITE ? "Black" : "White");
  if (!mine || !*mine || g_str_equal (mine, "?") || (theirs && g_str_equal (mine, theirs)))
    return NULL;
  return mine;
}

static char *
player_name (ChimeraGame *game, int color)
{
  int level = chimera_game_get_level (game, color);
  const char *engine = chimera_external_player_name (game, color);
  if (engine)
    return g_strdup (engine);
  if (level > 0)
    return g_strdup_printf (_ ("Computer, level %d"), level);
  /* One person against the computer: that person is the one at the screen. */
  if (chimera_game_get_level (game, !color) > 0)
    return g_strdup (_ ("You"));
  const char *tag = tag_name (game, color);
  if (tag)
    return g_strdup (tag);
  return g_strdup (color == CE_WHITE ? _ ("White") : _ ("Black"));
}

/* PGN's WhiteElo/BlackElo when it holds a rating (digits, not 0). */
static const char *
player_elo (ChimeraGame *game, int color)
{
  const char *elo = chimera_game_get_tag (game, color == CE_WHITE ? "WhiteElo" : "BlackElo");
  if (!elo || !*elo || chimera_game_get_level (game, color) > 0)
    return "";
  for (const char *p = elo; *p; p++)
    if (!g_ascii_isdigit (*p))
      return "";
  return g_ascii_strtoll (elo, NULL, 10) > 0 ? elo : "";
}

static void
set_class (GtkWidget *widget, const char *name, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

void
chimera_player_bar_update_clock (ChimeraPlayerBar *self)
{
  g_return_if_fail (CHIMERA_IS_PLAYER_BAR (self));
  gboolean on = self->game && chimera_game_has_clock (self->game);
  gtk_widget_set_visible (GTK_WIDGET (self->clock_label), on);
  if (!on)
    {
      gtk_label_set_label (self->clock_label, "");
      self->low_time = FALSE;
      return;
    }
  gint64 ms = chimera_game_get_clock (self->game, self->color);
  g_autofree char *text = chimera_format_clock (ms);
  gtk_label_set_label (self->clock_label, text);
  /* The clock that runs is the live position's, whatever is shown; none
   * before the first move, while paused or after the end. */
  gboolean running = chimera_game_get_result (self->game, NULL) == CE_RESULT_NONE
                     && !chimera_game_get_paused (self->game)
                     && chimera_game_get_n_plies (self->game) > 0
                     && chimera_game_get_side_to_move (self->game) == self->color;
  self->low_time = ms < MIN (chimera_game_get_base_time (self->game) / 10, LOW_TIME_MAX_MS);
  set_class (GTK_WIDGET (self->clock_label), "running", running);
  set_class (GTK_WIDGET (self->clock_label), "low", self->low_time);
}

void
chimera_player_bar_update (ChimeraPlayerBar *self)
{
  g_return_if_fail (CHIMERA_IS_PLAYER_BAR (self));
  set_class (self->swatch, "white", self->color == CE_WHITE);
  set_class (self->swatch, "black", self->color == CE_BLACK);
  if (!self->game)
    return;

  g_autofree char *name = player_name (self->game, self->color);
  gtk_label_set_label (self->name_label, name);
  const char *elo = player_elo (self->game, self->color);
  gtk_label_set_label (self->elo_label, elo);
  gtk_widget_set_visible (GTK_WIDGET (self->elo_label), *elo != '\0');

  /* Whose move it is in the position shown; nobody's at the end of a
   * finished game. */
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  gboolean over = chimera_game_get_result (self->game, NULL) != CE_RESULT_NONE
                  && chimera_game_get_view (self->game) < 0;
  self->to_move = !over && pos->side == self->color;
  /* The one place a check is said in words (the board marks the king). */
  self->in_check = self->to_move && ce_in_check (pos);
  gtk_label_set_label (self->turn_marker, self->in_check ? _ ("in check") : _ ("to move"));
  gtk_widget_set_opacity (GTK_WIDGET (self->turn_marker), self->to_move ? 1.0 : 0.0);
  set_class (GTK_WIDGET (self->turn_marker), "check", self->in_check);
  set_class (GTK_WIDGET (self), "to-move", self->to_move);

  /* Whole pawns, only for the side ahead, rounded with a half down: a
   * queen of 9.5 pawns counts 9, as players count it. */
  int lead = (ce_material_balance (pos) * (self->color == CE_WHITE ? 1 : -1) + 49) / 100;
  g_autofree char *material = lead > 0 ? g_strdup_printf ("+%d", lead) : NULL;
  gtk_label_set_label (self->material_label, material ? material : "");
  /* What this side took up to the position shown, from the moves of the
   * line shown (a variation's when one is): promotions and drops take
   * nothing. */
  const CeGame *line = chimera_game_get_viewed_line (self->game);
  int taken[2][CE_MAX_TYPES];
  chimera_captures_tally (line, line->nmoves, taken);
  chimera_captured_strip_set (self->captured, line->v, self->color, taken[self->color]);

  g_autofree char *description
    = g_strdup_printf ("%s%s%s%s%s", self->color == CE_WHITE ? _ ("White") : _ ("Black"),
                       self->to_move ? ", " : "", self->to_move ? _ ("to move") : "",
                       self->in_check ? ", " : "", self->in_check ? _ ("in check") : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  chimera_player_bar_update_clock (self);
  /* Another board may have come with the game: the column fits the bars
   * to it again. */
  GtkWidget *column = gtk_widget_get_parent (GTK_WIDGET (self));
  if (column)
    gtk_widget_queue_allocate (column);
}

void
chimera_player_bar_set_game (ChimeraPlayerBar *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_PLAYER_BAR (self));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    g_signal_connect_object (game, "changed", G_CALLBACK (chimera_player_bar_update), self,
                             G_CONNECT_SWAPPED);
  chimera_player_bar_update (self);
}

void
chimera_player_bar_set_color (ChimeraPlayerBar *self, int color)
{
  g_return_if_fail (CHIMERA_IS_PLAYER_BAR (self));
  g_return_if_fail (color == CE_WHITE || color == CE_BLACK);
  if (self->color == color)
    return;
  self->color = color;
  chimera_player_bar_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

int
chimera_player_bar_get_color (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), CE_WHITE);
  return self->color;
}

/* White is drawn at the bottom unless the board is flipped. */
static gboolean
flipped_to_color (GBinding *binding, const GValue *from, GValue *to, gpointer top)
{
  gboolean white_at_top = g_value_get_boolean (from);
  g_value_set_int (to, white_at_top == GPOINTER_TO_INT (top) ? CE_WHITE : CE_BLACK);
  return TRUE;
}

void
chimera_player_bar_follow_board (ChimeraPlayerBar *self, ChimeraBoardView *board, gboolean top)
{
  g_return_if_fail (CHIMERA_IS_PLAYER_BAR (self));
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (board));
  g_object_bind_property_full (board, "flipped", self, "color", G_BINDING_SYNC_CREATE,
                               flipped_to_color, NULL, GINT_TO_POINTER (!!top), NULL);
}

const char *
chimera_player_bar_get_name (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), NULL);
  return gtk_label_get_label (self->name_label);
}

const char *
chimera_player_bar_get_elo (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), NULL);
  return gtk_label_get_label (self->elo_label);
}

const char *
chimera_player_bar_get_captured (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), NULL);
  return chimera_captured_strip_get_text (self->captured);
}

const char *
chimera_player_bar_get_material (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), NULL);
  return gtk_label_get_label (self->material_label);
}

gboolean
chimera_player_bar_get_to_move (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), FALSE);
  return self->to_move;
}

gboolean
chimera_player_bar_get_in_check (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), FALSE);
  return self->in_check;
}

const char *
chimera_player_bar_get_clock (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), NULL);
  return gtk_label_get_label (self->clock_label);
}

gboolean
chimera_player_bar_get_low_time (ChimeraPlayerBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_PLAYER_BAR (self), FALSE);
  return self->low_time;
}

static void
chimera_player_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraPlayerBar *self = CHIMERA_PLAYER_BAR (object);
  switch (prop_id)
    {
      case PROP_COLOR: g_value_set_int (value, self->color); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_player_bar_set_property (GObject *object,
                                 guint prop_id,
                                 const GValue *value,
                                 GParamSpec *pspec)
{
  ChimeraPlayerBar *self = CHIMERA_PLAYER_BAR (object);
  switch (prop_id)
    {
      case PROP_COLOR: chimera_player_bar_set_color (self, g_value_get_int (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_player_bar_dispose (GObject *object)
{
  ChimeraPlayerBar *self = CHIMERA_PLAYER_BAR (object);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_PLAYER_BAR);
  G_OBJECT_CLASS (chimera_player_bar_parent_class)->dispose (object);
}

static void
chimera_player_bar_class_init (ChimeraPlayerBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_player_bar_dispose;
  object_class->get_property = chimera_player_bar_get_property;
  object_class->set_property = chimera_player_bar_set_property;

  properties[PROP_COLOR]
    = g_param_spec_int ("color", NULL, NULL, CE_WHITE, CE_BLACK, CE_WHITE,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CHIMERA_TYPE_CAPTURED_STRIP);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/player-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, captured);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, swatch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, name_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, elo_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, material_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, turn_marker);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPlayerBar, clock_label);
  gtk_widget_class_set_css_name (widget_class, "playerbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chimera_player_bar_init (ChimeraPlayerBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chimera_player_bar_update (self);
}
