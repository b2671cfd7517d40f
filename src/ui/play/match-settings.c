/* SPDX-License-Identifier: GPL-3.0-or-later
 * How a game is set up, kept and started again: the New Game dialog's
 * choices to and from GSettings, a game's own settings for Rematch, and
 * the one function that makes a game from them.
 */
#include "config.h"

#include "match-settings.h"

#include "chimera-settings.h"
#include "external-player.h"
#include "rules.h"

#define DEFAULT_MINUTES   10
#define DEFAULT_INCREMENT 5

void
chimera_match_settings_init (ChimeraMatchSettings *self)
{
  g_return_if_fail (self != NULL);
  *self = (ChimeraMatchSettings){ 0 };
  self->variant = ce_variant_get (ce_variant_default_id ());
  self->level[CE_WHITE] = 0;
  self->level[CE_BLACK] = chimera_settings_get_computer_level ();
  self->base_ms = DEFAULT_MINUTES * 60 * 1000;
  self->inc_ms = DEFAULT_INCREMENT * 1000;
}

/* A kept level: -1 (never chosen) is the computer at the default level. */
static int
level_from (GSettings *settings, const char *key)
{
  int level = g_settings_get_int (settings, key);
  return level < 0 ? chimera_settings_get_computer_level () : CLAMP (level, 0, 10);
}

void
chimera_match_settings_load (ChimeraMatchSettings *self)
{
  chimera_match_settings_init (self);
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;
  g_autofree char *id = g_settings_get_string (settings, "new-game-variant");
  /* A variant this version no longer has keeps the default. */
  const CeVariant *v = *id ? ce_variant_get (id) : NULL;
  if (v)
    self->variant = v;
  self->level[CE_WHITE] = level_from (settings, "new-game-white");
  self->level[CE_BLACK] = level_from (settings, "new-game-black");
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *engine
        = g_settings_get_string (settings, c ? "new-game-black-engine" : "new-game-white-engine");
      self->engine[c] = *engine && self->level[c] > 0 ? g_intern_string (engine) : NULL;
    }
  self->random_colours = g_settings_get_boolean (settings, "new-game-random-colours");
  self->clock = g_settings_get_boolean (settings, "new-game-clock");
  self->base_ms = (gint64) g_settings_get_int (settings, "new-game-minutes") * 60 * 1000;
  self->inc_ms = (gint64) g_settings_get_int (settings, "new-game-increment") * 1000;
  self->engine_elo = g_settings_get_boolean (settings, "new-game-engine-limit")
                       ? g_settings_get_int (settings, "new-game-engine-elo")
                       : 0;
}

void
chimera_match_settings_save (const ChimeraMatchSettings *self)
{
  g_return_if_fail (self != NULL && self->variant != NULL);
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;
  /* Not g_settings_delay (): it would hold back, for good, every later
   * write through this process-wide object (the window's size too). */
  g_settings_set_string (settings, "new-game-variant",
                         ce_variant_ids ()[ce_variant_index (self->variant)]);
  g_settings_set_int (settings, "new-game-white", CLAMP (self->level[CE_WHITE], 0, 10));
  g_settings_set_int (settings, "new-game-black", CLAMP (self->level[CE_BLACK], 0, 10));
  g_settings_set_string (settings, "new-game-white-engine",
                         self->engine[CE_WHITE] ? self->engine[CE_WHITE] : "");
  g_settings_set_string (settings, "new-game-black-engine",
                         self->engine[CE_BLACK] ? self->engine[CE_BLACK] : "");
  g_settings_set_boolean (settings, "new-game-random-colours", self->random_colours);
  g_settings_set_boolean (settings, "new-game-clock", self->clock);
  g_settings_set_int (settings, "new-game-minutes", (int) CLAMP (self->base_ms / 60000, 1, 180));
  g_settings_set_int (settings, "new-game-increment", (int) CLAMP (self->inc_ms / 1000, 0, 60));
  /* Full strength keeps the last rating for the next time it is limited. */
  g_settings_set_boolean (settings, "new-game-engine-limit", self->engine_elo > 0);
  if (self->engine_elo > 0)
    g_settings_set_int (settings, "new-game-engine-elo",
                        CLAMP (self->engine_elo, CHIMERA_ENGINE_ELO_MIN, CHIMERA_ENGINE_ELO_MAX));
}

gboolean
chimera_match_settings_from_game (ChimeraMatchSettings *self, ChimeraGame *game)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (CHIMERA_IS_GAME (game), FALSE);
  chimera_match_settings_init (self);
  self->variant = chimera_game_get_variant (game);
  self->set_up = TRUE;
  self->start = *ce_game_position_at (chimera_game_get_record (game), 0);
  for (int c = 0; c < 2; c++)
    {
      self->level[c] = chimera_game_get_level (game, c);
      self->engine[c] = g_intern_string (chimera_external_player_get (game, c));
    }
  self->engine_elo = chimera_external_player_get_elo (game);
  self->clock = chimera_game_has_clock (game);
  if (self->clock)
    {
      self->base_ms = chimera_game_get_base_time (game);
      self->inc_ms = chimera_game_get_increment (game);
    }
  CePosition scratch = self->start;
  return ce_position_result (&scratch, NULL) == CE_RESULT_NONE;
}

void
chimera_match_settings_swap_colours (ChimeraMatchSettings *self)
{
  g_return_if_fail (self != NULL);
  int white = self->level[CE_WHITE];
  self->level[CE_WHITE] = self->level[CE_BLACK];
  self->level[CE_BLACK] = white;
  const char *engine = self->engine[CE_WHITE];
  self->engine[CE_WHITE] = self->engine[CE_BLACK];
  self->engine[CE_BLACK] = engine;
}

void
chimera_match_settings_draw_colours (ChimeraMatchSettings *self, gboolean coin)
{
  g_return_if_fail (self != NULL);
  if (!self->random_colours)
    return;
  if (coin)
    chimera_match_settings_swap_colours (self);
  self->random_colours = FALSE;
}

ChimeraGame *
chimera_match_settings_new_game (const ChimeraMatchSettings *self)
{
  g_return_val_if_fail (self != NULL && self->variant != NULL, NULL);
  ChimeraGame *game
    = self->set_up ? chimera_game_new_from_position (&self->start, self->level[CE_WHITE],
                                                     self->level[CE_BLACK])
                   : chimera_game_new (self->variant, self->level[CE_WHITE], self->level[CE_BLACK]);
  if (self->clock && self->base_ms > 0)
    chimera_game_set_clock (game, self->base_ms, self->inc_ms);
  for (int c = 0; c < 2; c++)
    if (self->engine[c] && self->level[c] > 0)
      chimera_external_player_set (game, c, self->engine[c]);
  chimera_external_player_set_elo (game, self->engine_elo);
  return game;
}
