/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game record: the start position, the moves played, and the moves taken
 * back (for redo).  Plain C and heap-allocated, used by the app and by game
 * files; not for the search's hot paths.
 */
#pragma once

#include "position.h"

typedef struct
{
  const CeVariant *v;
  CePosition *positions; /* positions[i]: before move i; positions[nmoves]: now */
  CeMove *moves;         /* moves[0 .. nmoves + nredo) */
  int nmoves;            /* moves in effect */
  int nredo;             /* taken-back moves kept after them for redo */
  int cap;
} CeGame;

/* From the variant's start position, or from `fen` (false with a message in
 * err, CE_ERR_SIZE bytes, if it is malformed). */
void ce_game_init (CeGame *g, const CeVariant *v);
bool ce_game_init_fen (CeGame *g, const CeVariant *v, const char *fen, char *err);
void ce_game_free (CeGame *g);

/* The position now, and before move `ply` (0 = the start). */
const CePosition *ce_game_position (const CeGame *g);
const CePosition *ce_game_position_at (const CeGame *g, int ply);

/* Plays a legal move (the caller checked it), forgetting taken-back moves. */
void ce_game_play (CeGame *g, CeMove m);
/* False if there is nothing to undo / redo. */
bool ce_game_undo (CeGame *g);
bool ce_game_redo (CeGame *g);

/* Whether `m` is legal now. */
bool ce_game_is_legal (const CeGame *g, CeMove m);

CeResult ce_game_result (const CeGame *g, CeEndReason *why);
