/* SPDX-License-Identifier: GPL-3.0-or-later
 * Telling people why: the reason a move is good in a few words (it mates,
 * wins material, promotes, threatens mate, parries a threat, gives check),
 * and the squares the opponent attacks with the pieces left hanging there.
 *
 * Everything is worked out with the rules of the position's variant (legal
 * moves, attacks with this position's powers), never from piece geometry
 * known here, so it holds for every variant.  Material is counted with the
 * evaluation's piece values (CeEvalTables.value).
 */
#pragma once

#include "position.h"

/* Why a move is worth playing, the most telling reason first. */
typedef enum
{
  CE_REASON_NONE = 0,
  CE_REASON_MATES,          /* the opponent is checkmated */
  CE_REASON_WINS_FLAG,      /* a pawn reaches the flag square (Diagonal Chess) */
  CE_REASON_WINS_MATERIAL,  /* a capture the exchange on its square leaves ahead */
  CE_REASON_PROMOTES,       /* a pawn becomes `type` */
  CE_REASON_THREATENS_MATE, /* if the opponent passed, a mate in one would follow */
  CE_REASON_STOPS_MATE,     /* the opponent had a mate in one; now it has none */
  CE_REASON_DEFENDS,        /* the opponent's best capture won `value`; now it wins less */
  CE_REASON_CHECK           /* gives check, and nothing above applies */
} CeReason;

typedef struct
{
  CeReason reason;
  /* WINS_MATERIAL: centipawns the exchange nets; DEFENDS: centipawns the
   * opponent's best capture stood to win before the move. */
  int value;
  /* WINS_MATERIAL: the piece type taken; PROMOTES: the new type; DEFENDS:
   * the type of the piece the threat was against.  0 otherwise. */
  int type;
  /* WINS_MATERIAL: where the capture lands; DEFENDS: where the threatened
   * piece stood.  CE_NO_SQ otherwise. */
  int square;
} CeExplanation;

/* Explains legal move `m` of `pos`; `out` may be NULL.  The position is
 * used as scratch space and is unchanged on return. */
CeReason ce_explain_move (CePosition *pos, CeMove m, CeExplanation *out);

/* The material (centipawns) the side to move nets by playing legal move
 * `m`, when afterwards both sides go on capturing on its target square with
 * their least valuable piece for as long as it pays (static exchange).
 * Negative when `m` loses the piece it moves.  Scratch use as above. */
int ce_exchange_gain (CePosition *pos, CeMove m);

/* The side to move's most profitable capture by the measure above, and what
 * it nets (0, with *best = CE_MOVE_NONE, if no capture gains).  `best` may
 * be NULL.  Scratch use as above. */
int ce_best_capture (CePosition *pos, CeMove *best);

/* True if the side to move has a move that checkmates at once. */
bool ce_has_mate_in_one (CePosition *pos, CeMove *mate);

/* Per-square marks for a threat display, from the side to move's view. */
enum
{
  CE_MARK_ATTACKED = 1 << 0, /* the opponent attacks this square (not its own pieces) */
  CE_MARK_HANGING = 1 << 1   /* a piece of the side to move that is attacked and either
                                undefended or attacked by a cheaper piece */
};

/* Fills marks[CE_NSQ] (0 where nothing applies, and on every cell that is
 * not a square).  Kings are never marked hanging: check is shown apart. */
void ce_threat_marks (const CePosition *pos, uint8_t *marks);
