/* SPDX-License-Identifier: GPL-3.0-or-later
 * Reasons for moves and threat marks, from legal moves and attacks only.
 *
 * The static exchange here plays the captures out with make/unmake and the
 * variant's own legality instead of counting attackers from tables: that is
 * slower than a bitboard swap list, but it is exact for bent riders, zelig
 * powers that change with every capture, Zone X and the Diamond's Lake, and
 * it only ever runs for one move a person asked about.
 */
#include "explain.h"

#include "movegen.h"

#include <limits.h>
#include <string.h>

/* A capture sequence on one square longer than this is not a real one. */
#define MAX_SWAP 32
/* A threat is parried when the opponent's best capture shrinks by at least
 * this much: a pawn and a ninja pawn differ by less, and saving a pawn
 * counts. */
#define DEFEND_MARGIN 50

static int
type_value (const CeVariant *v, int type)
{
  return v->eval.value[type];
}

/* The square of the piece `m` takes (en passant takes beside its target). */
static int
captured_square (const CePosition *pos, CeMove m)
{
  return ce_move_kind (m) == CE_MOVE_EP ? pos->ep_pawn : ce_move_to (m);
}

/* Material `m` gains at once: what it takes plus what a promotion adds. */
static int
immediate_gain (const CePosition *pos, CeMove m)
{
  const CeVariant *v = pos->v;
  int gain = 0;
  if (ce_move_is_capture (pos, m))
    gain += type_value (v, CE_TYPE (pos->board[captured_square (pos, m)]));
  int kind = ce_move_kind (m);
  if (ce_move_type (m) && (kind == CE_MOVE_NORMAL || kind == CE_MOVE_EP))
    gain
      += type_value (v, ce_move_type (m)) - type_value (v, CE_TYPE (pos->board[ce_move_from (m)]));
  return gain;
}

/* The side to move's legal capture onto `sq` with the least valuable piece
 * (among a pawn's promotions, the richest), or CE_MOVE_NONE. */
static CeMove
cheapest_capture (CePosition *pos, int sq)
{
  const CeVariant *v = pos->v;
  CePiece target = pos->board[sq];
  if (!target || CE_COLOR (target) == pos->side)
    return CE_MOVE_NONE;
  CeMove moves[CE_MAX_MOVES], cand[CE_MAX_MOVES];
  int keys[CE_MAX_MOVES];
  int n = ce_generate_pseudo (pos, moves), nc = 0;
  for (int i = 0; i < n; i++)
    {
      CeMove m = moves[i];
      if (ce_move_kind (m) != CE_MOVE_NORMAL || ce_move_to (m) != sq)
        continue;
      /* Cheapest piece first; a richer promotion breaks ties. */
      int key = type_value (v, CE_TYPE (pos->board[ce_move_from (m)])) * 64
                - (ce_move_type (m) ? type_value (v, ce_move_type (m)) / 32 : 0);
      int j = nc++;
      for (; j > 0 && keys[j - 1] > key; j--)
        {
          cand[j] = cand[j - 1];
          keys[j] = keys[j - 1];
        }
      cand[j] = m;
      keys[j] = key;
    }
  for (int i = 0; i < nc; i++)
    if (ce_move_is_legal_slow (pos, cand[i]))
      return cand[i];
  return CE_MOVE_NONE;
}

/* What the side to move nets by starting captures on `sq`, each side free
 * to stop (so never below 0). */
static int
swap_off (CePosition *pos, int sq, int depth)
{
  if (depth >= MAX_SWAP || ce_variant_end (pos, NULL) != CE_RESULT_NONE)
    return 0;
  CeMove m = cheapest_capture (pos, sq);
  if (!m)
    return 0;
  int gain = immediate_gain (pos, m);
  CeUndo u;
  ce_make (pos, m, &u);
  int reply = swap_off (pos, sq, depth + 1);
  ce_unmake (pos, m, &u);
  return gain - reply > 0 ? gain - reply : 0;
}

int
ce_exchange_gain (CePosition *pos, CeMove m)
{
  int gain = immediate_gain (pos, m);
  CeUndo u;
  ce_make (pos, m, &u);
  int reply = swap_off (pos, ce_move_to (m), 0);
  ce_unmake (pos, m, &u);
  return gain - reply;
}

int
ce_best_capture (CePosition *pos, CeMove *best)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves), top = 0;
  CeMove found = CE_MOVE_NONE;
  for (int i = 0; i < n; i++)
    {
      if (!ce_move_is_capture (pos, moves[i]))
        continue;
      int g = ce_exchange_gain (pos, moves[i]);
      if (g > top)
        {
          top = g;
          found = moves[i];
        }
    }
  if (best)
    *best = found;
  return top;
}

bool
ce_has_mate_in_one (CePosition *pos, CeMove *mate)
{
  CeMove moves[CE_MAX_MOVES], replies[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      ce_make (pos, moves[i], &u);
      /* Only a check can mate: the cheap test first. */
      bool mates = ce_in_check (pos) && ce_variant_end (pos, NULL) == CE_RESULT_NONE
                   && ce_generate_legal (pos, replies) == 0;
      ce_unmake (pos, moves[i], &u);
      if (mates)
        {
          if (mate)
            *mate = moves[i];
          return true;
        }
    }
  if (mate)
    *mate = CE_MOVE_NONE;
  return false;
}

/* What the opponent of the side to move threatens: a mate in one and its
 * best capture, as if the side to move passed.  Nothing while in check
 * (a pass is not possible, and the check is the threat). */
typedef struct
{
  bool mate;
  int capture; /* centipawns its best capture nets */
  int square;  /* where the piece it would take stands */
  int type;    /* that piece's type */
} Threat;

static Threat
threat_of_opponent (CePosition *pos)
{
  Threat t = { false, 0, CE_NO_SQ, 0 };
  if (ce_in_check (pos) || ce_variant_end (pos, NULL) != CE_RESULT_NONE)
    return t;
  CeUndo u;
  ce_make_null (pos, &u);
  t.mate = ce_has_mate_in_one (pos, NULL);
  CeMove best;
  t.capture = ce_best_capture (pos, &best);
  if (best)
    {
      t.square = captured_square (pos, best);
      t.type = CE_TYPE (pos->board[t.square]);
    }
  ce_unmake_null (pos, &u);
  return t;
}

/* The opponent's threats once it is its move (after ours): its own mate in
 * one and best capture, now, with no pass. */
static Threat
threat_now (CePosition *pos)
{
  Threat t = { false, 0, CE_NO_SQ, 0 };
  t.mate = ce_has_mate_in_one (pos, NULL);
  t.capture = ce_best_capture (pos, NULL);
  return t;
}

CeReason
ce_explain_move (CePosition *pos, CeMove m, CeExplanation *out)
{
  const CeVariantDef *d = pos->v->def;
  CeExplanation e = { CE_REASON_NONE, 0, 0, CE_NO_SQ };
  const int kind = ce_move_kind (m);
  const bool capture = ce_move_is_capture (pos, m);
  const int taken = capture ? CE_TYPE (pos->board[captured_square (pos, m)]) : 0;
  const bool promotes = ce_move_type (m) && (kind == CE_MOVE_NORMAL || kind == CE_MOVE_EP)
                        && (d->types[CE_TYPE (pos->board[ce_move_from (m)])].flags & CE_PF_PAWN);
  const int gain = capture ? ce_exchange_gain (pos, m) : 0;
  const Threat before = threat_of_opponent (pos);

  CeUndo u;
  ce_make (pos, m, &u);
  CeEndReason why = CE_END_NONE;
  CeResult end = ce_variant_end (pos, &why);
  CeMove replies[CE_MAX_MOVES];
  const bool check = ce_in_check (pos);

  /* The order is the order of importance: a mate says everything, then
   * what is won on the board, then what is threatened or parried. */
  if (end != CE_RESULT_NONE && why == CE_END_FLAG)
    e.reason = CE_REASON_WINS_FLAG;
  else if (end == CE_RESULT_NONE && check && ce_generate_legal (pos, replies) == 0)
    e.reason = CE_REASON_MATES;
  else if (capture && gain > 0)
    {
      e.reason = CE_REASON_WINS_MATERIAL;
      e.value = gain;
      e.type = taken;
      e.square = ce_move_to (m);
    }
  else if (end == CE_RESULT_NONE)
    {
      const Threat after = threat_now (pos);
      bool threatens = false;
      if (!check)
        {
          CeUndo nu;
          ce_make_null (pos, &nu);
          threatens = ce_has_mate_in_one (pos, NULL);
          ce_unmake_null (pos, &nu);
        }
      if (before.mate && !after.mate)
        e.reason = CE_REASON_STOPS_MATE;
      else if (promotes)
        {
          e.reason = CE_REASON_PROMOTES;
          e.type = ce_move_type (m);
        }
      else if (threatens)
        e.reason = CE_REASON_THREATENS_MATE;
      else if (before.capture >= DEFEND_MARGIN && after.capture + DEFEND_MARGIN <= before.capture
               && !after.mate)
        {
          e.reason = CE_REASON_DEFENDS;
          e.value = before.capture;
          e.type = before.type;
          e.square = before.square;
        }
      else if (check)
        e.reason = CE_REASON_CHECK;
    }
  ce_unmake (pos, m, &u);

  if (out)
    *out = e;
  return e.reason;
}

void
ce_threat_marks (const CePosition *pos, uint8_t *marks)
{
  const CeVariant *v = pos->v;
  const int us = pos->side, them = us ^ 1;
  memset (marks, 0, CE_NSQ);

  /* The opponent's cheapest attacker of each square, from its captures as
   * if it were to move (pseudo-legal: a pinned piece still attacks, as
   * ce_attacked says; en passant belongs to the real side to move). */
  int cheapest[CE_NSQ];
  for (int s = 0; s < CE_NSQ; s++)
    cheapest[s] = INT_MAX;
  CePosition flipped = *pos;
  flipped.side = (uint8_t) them;
  flipped.ep_count = 0;
  flipped.ep_pawn = CE_NO_SQ;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_pseudo (&flipped, moves);
  for (int i = 0; i < n; i++)
    {
      CeMove m = moves[i];
      if (ce_move_kind (m) != CE_MOVE_NORMAL)
        continue;
      int to = ce_move_to (m);
      CePiece victim = pos->board[to];
      if (!victim || CE_COLOR (victim) != us)
        continue;
      int value = type_value (v, CE_TYPE (pos->board[ce_move_from (m)]));
      if (value < cheapest[to])
        cheapest[to] = value;
    }

  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      CePiece p = pos->board[sq];
      if (p && CE_COLOR (p) == them)
        continue;
      if (!ce_attacked (pos, sq, them))
        continue;
      marks[sq] |= CE_MARK_ATTACKED;
      if (!p || (v->def->types[CE_TYPE (p)].flags & CE_PF_ROYAL))
        continue;
      if (!ce_attacked (pos, sq, us) || cheapest[sq] < type_value (v, CE_TYPE (p)))
        marks[sq] |= CE_MARK_HANGING;
    }
}
