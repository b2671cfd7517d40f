/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli match: games between two players, arbitrated by the engine.
 */
#pragma once

#include <stdint.h>

#define CHIMERA_UCI_OPTIONS_MAX 16

typedef struct
{
  const char *variant;
  const char *first; /* chimera[:LEVEL], material, uci:COMMAND or cecp:COMMAND */
  const char *second;
  int games;
  int64_t base_ms, inc_ms;
  uint64_t seed;
  /* Threads for every player: Chimera's searches and, when not 0, what
   * UCI (Threads) and CECP (cores) engines are told; 0: Chimera uses every
   * core and other engines keep their own setting. */
  int threads;
  /* A node budget per move instead of the clock (0: the clock).  Searches
   * at fixed nodes play the same on any machine load, so a change can be
   * tested while other work runs; CECP engines cannot be given one. */
  uint64_t nodes;
  /* Game pairs played at once, each in a process of its own with players
   * of its own (1: one game after the other, with one set of players). */
  int concurrency;
  /* "NAME=VALUE" options every UCI player is given after "uci" (at most
   * CHIMERA_UCI_OPTIONS_MAX): Fairy-Stockfish's "Move Overhead=60" or
   * "UCI_Elo=2400". */
  const char *const *uci_options;
  int nuci_options;
  /* A file every game is appended to as PGN (tags, moves, how it ended),
   * or NULL.  A game that cannot be written stops the match (status 2). */
  const char *pgn;
  /* Random openings (two moves a side; in chess after the book's lines)
   * drawn again until a search to depth 6 scores the position after them
   * within this many centipawns of even; 0: taken as drawn. */
  int balanced;
} MatchOptions;

int chimera_match (const MatchOptions *o);
