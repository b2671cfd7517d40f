/* SPDX-License-Identifier: GPL-3.0-or-later
 * The state the CECP loop (xboard.c) shares with its search side
 * (xboard-search.c).  The game is changed only by the main thread while no
 * search runs, or by the search thread under `lock` when it plays its move.
 */
#pragma once

#include "game.h"
#include "search.h"
#include "xboard.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

typedef struct
{
  FILE *out;
  pthread_mutex_t lock; /* the output and the game */
  const CeVariant *variant;
  CeGame game;
  CeSearch *search;
  pthread_t thread;
  bool running;
  atomic_bool stop;
  atomic_bool discard; /* a stopped move search plays nothing */

  bool force;     /* play no moves, just follow */
  int engine;     /* the colour the engine plays (meaningful unless force) */
  bool analyzing; /* analyze mode: search the position until told otherwise */
  bool post;      /* thinking output */
  bool over;      /* a result was given: no more moves until "new" */
  int lifted;     /* the square of the last "lift", CE_NO_SQ for none or a drop */

  /* Time control: "level MPS BASE INC", "st", "sd", and the clocks. */
  int mps;
  int64_t base_ms, inc_ms, st_ms;
  int sd;
  int64_t own_ms, opp_ms; /* from "time" and "otim", -1 unknown */

  CeMove searchmoves[CE_MAX_MOVES];
  ChimeraXboardCaps caps;
} Xb;

/* Writes one line (the format without its newline) and flushes. */
void chimera_xb_say (Xb *x, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));

/* Starts a search of the game's position on its own thread: to play a move
 * (then the thread plays it and says "move", and the result if the game
 * ended), or in analyze mode to search until stopped. */
void chimera_xb_search_start (Xb *x);

/* Stops a running search and waits for it; a move search plays the move
 * it has if `play` (as "?" asks), else nothing (the game is about to
 * change under it). */
void chimera_xb_search_stop (Xb *x, bool play);

/* Waits for a move search to play its move (analysis goes on). */
void chimera_xb_search_wait (Xb *x);

/* Says "# position FEN" (a debug line) for the game's position. */
void chimera_xb_say_position (Xb *x);

/* Says "RESULT {reason}" if the game's position ends it; returns whether it
 * did.  Call with `lock` held or no search running. */
bool chimera_xb_announce_result (Xb *x);
