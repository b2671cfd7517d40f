/* SPDX-License-Identifier: GPL-3.0-or-later
 * The ends of games common to all variants, plus the variants' own.
 */
#include "rules.h"

#include "movegen.h"

int
ce_position_repetitions (const CePosition *pos)
{
  int count = 1;
  uint32_t back = pos->halfmove < pos->ply ? pos->halfmove : pos->ply;
  if (back > CE_HISTORY_RING - 1)
    back = CE_HISTORY_RING - 1;
  for (uint32_t i = 2; i <= back; i += 2)
    if (pos->history[(pos->ply - i) % CE_HISTORY_RING] == pos->key)
      count++;
  return count;
}

bool
ce_insufficient_material (const CePosition *pos)
{
  const CeVariant *v = pos->v;
  int knights = 0, bishop_colors = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      CePiece p = pos->board[sq];
      if (!p)
        continue;
      const CePieceDef *pd = &v->def->types[CE_TYPE (p)];
      if (pd->flags & CE_PF_ROYAL)
        continue;
      if (pd->letter == 'N')
        knights++;
      else if (pd->letter == 'B')
        bishop_colors |= 1 << ((CE_FILE (sq) + CE_RANK (sq)) & 1);
      else
        return false;
    }
  if (knights == 0)
    return bishop_colors != 3;
  return knights == 1 && bishop_colors == 0;
}

CeResult
ce_position_result (CePosition *pos, CeEndReason *why)
{
  CeMove moves[CE_MAX_MOVES];
  return ce_position_result_counted (pos, ce_generate_legal (pos, moves), why);
}

CeResult
ce_position_result_counted (CePosition *pos, int nlegal, CeEndReason *why)
{
  const CeVariantDef *d = pos->v->def;
  CeEndReason dummy;
  if (!why)
    why = &dummy;
  *why = CE_END_NONE;
  CeResult r = ce_variant_end (pos, why);
  if (r != CE_RESULT_NONE)
    return r;
  if (nlegal == 0)
    {
      if (ce_in_check (pos))
        {
          *why = CE_END_CHECKMATE;
          return pos->side == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS;
        }
      *why = CE_END_STALEMATE;
      return CE_RESULT_DRAW;
    }
  if (pos->halfmove >= 100)
    {
      *why = CE_END_FIFTY_MOVES;
      return CE_RESULT_DRAW;
    }
  if (ce_position_repetitions (pos) >= 3)
    {
      *why = CE_END_REPETITION;
      return CE_RESULT_DRAW;
    }
  if (d->insufficient_material_rule && ce_insufficient_material (pos))
    {
      *why = CE_END_INSUFFICIENT_MATERIAL;
      return CE_RESULT_DRAW;
    }
  return CE_RESULT_NONE;
}

const char *
ce_result_string (CeResult r)
{
  switch (r)
    {
      case CE_RESULT_WHITE_WINS: return "1-0";
      case CE_RESULT_BLACK_WINS: return "0-1";
      case CE_RESULT_DRAW: return "1/2-1/2";
      case CE_RESULT_NONE:
      default: return "*";
    }
}

const char *
ce_end_reason_string (CeEndReason why)
{
  switch (why)
    {
      case CE_END_CHECKMATE: return "checkmate";
      case CE_END_STALEMATE: return "stalemate";
      case CE_END_FIFTY_MOVES: return "fifty-move rule";
      case CE_END_REPETITION: return "threefold repetition";
      case CE_END_INSUFFICIENT_MATERIAL: return "insufficient material";
      case CE_END_FLAG: return "pawn reached the flag square";
      case CE_END_TIME: return "time forfeit";
      case CE_END_NONE:
      default: return "game in progress";
    }
}
