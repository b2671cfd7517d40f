/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraMatchSettings: how a game is set up — the variant and its start
 * position, who plays each side, the clock, whether the colours are drawn —
 * in one plain struct that the New Game dialog shows and returns, the
 * settings keep (the last choices, in GSettings) and Rematch starts again
 * with the colours swapped.  The one place a game is made from them.
 */
#pragma once

#include "chimera-game.h"

G_BEGIN_DECLS

typedef struct
{
  const CeVariant *variant;
  /* The position the game starts from; the variant's own if !set_up. */
  gboolean set_up;
  CePosition start;
  /* Per colour (CE_WHITE, CE_BLACK): 0 a person, 1-10 the computer. */
  int level[2];
  /* Per colour: the external engine that plays it (an interned
   * external-engine-list.h id; its level is then > 0), NULL for none. */
  const char *engine[2];
  /* The rating (Elo) external engines play at, where they can be made
   * weaker (UCI_LimitStrength), 0: their full strength. */
  int engine_elo;
  /* Whether the two players' sides are drawn when the game starts (the
   * New Game dialog's choice; a game made from these never draws). */
  gboolean random_colours;
  /* The clock: on or off, and the time it would give either way (so the
   * dialog shows the last time even while the clock is off). */
  gboolean clock;
  gint64 base_ms; /* for each side, > 0 */
  gint64 inc_ms;  /* added after each move */
} ChimeraMatchSettings;

/* The first game on a fresh install: the default variant, a person as
 * White against the computer at the default level, clock off (10 min + 5 s
 * when switched on). */
void chimera_match_settings_init (ChimeraMatchSettings *self);

/* The last choices of the New Game dialog, kept in GSettings (keys
 * new-game-*); the defaults above for what was never chosen or when there
 * are no settings. */
void chimera_match_settings_load (ChimeraMatchSettings *self);
/* Keeps the choices (not the start position: the dialog always starts from
 * the variant's own) for the next time. */
void chimera_match_settings_save (const ChimeraMatchSettings *self);

/* How `game` was set up: its variant, start position, players and clock.
 * FALSE if starting it again makes no sense: its start position is already
 * over (a finished position opened from a file or set up so), where a
 * rematch could not be played at all. */
gboolean chimera_match_settings_from_game (ChimeraMatchSettings *self, ChimeraGame *game);

/* The person (or computer) who had White now has Black, and back. */
void chimera_match_settings_swap_colours (ChimeraMatchSettings *self);

/* With random_colours: swaps the colours if `coin` says so (pass
 * g_random_boolean ()), then forgets random_colours; otherwise nothing. */
void chimera_match_settings_draw_colours (ChimeraMatchSettings *self, gboolean coin);

/* A new game as the settings say (a drawn choice not drawn yet is taken as
 * it stands). */
ChimeraGame *chimera_match_settings_new_game (const ChimeraMatchSettings *self);

G_END_DECLS
