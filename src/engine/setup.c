/* SPDX-License-Identifier: GPL-3.0-or-later
 * Checks for hand-made positions.  The pawn and castling tests are the
 * position-string parser's (notation.c), repeated here so that an editor
 * learns which piece is wrong instead of getting an English sentence.
 */
#include "setup.h"

#include "movegen.h"

static bool
problem (CeSetupCheck *out, CeSetupProblem p, int color, int square)
{
  if (out)
    {
      out->problem = p;
      out->color = color;
      out->square = square;
      out->rule_text = NULL;
    }
  return p == CE_SETUP_OK;
}

bool
ce_setup_can_castle (const CePosition *pos, int color, int side)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  if (d->castling == CE_CASTLE_NONE)
    return false;
  int ksq = v->king_start[color], rsq = v->rook_start[color][side];
  CePiece king = pos->board[ksq];
  if (!king || CE_COLOR (king) != color || !(d->types[CE_TYPE (king)].flags & CE_PF_ROYAL))
    return false;
  /* Zone X: the right follows the king alone; whatever stands on the
   * corner when it castles is the partner. */
  if (d->castle_partner < 0)
    return true;
  CePiece partner = pos->board[rsq];
  if (!partner || CE_COLOR (partner) != color)
    return false;
  int t = CE_TYPE (partner);
  if (d->castle_partner > 0)
    return ce_variant_base (v, t) == d->castle_partner;
  return !(d->types[t].flags & (CE_PF_PAWN | CE_PF_ROYAL));
}

bool
ce_setup_check (const CePosition *pos, CeSetupCheck *out)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;

  for (int c = 0; c < 2; c++)
    {
      int kings = 0;
      for (int t = 1; t <= d->ntypes; t++)
        if (d->types[t].flags & CE_PF_ROYAL)
          kings += pos->count[CE_PIECE (c, t)];
      if (kings == 0)
        return problem (out, CE_SETUP_NO_KING, c, CE_NO_SQ);
      if (kings > 1)
        return problem (out, CE_SETUP_TWO_KINGS, c, CE_NO_SQ);
    }

  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      CePiece p = pos->board[sq];
      if (!p || !(d->types[CE_TYPE (p)].flags & CE_PF_PAWN))
        continue;
      int c = CE_COLOR (p), f = CE_FILE (sq), r = CE_RANK (sq);
      bool bad = d->pawn_forbidden ? d->pawn_forbidden (CE_TYPE (p), c, f, r)
                                   : (v->promo[c][sq] || r == (c == CE_WHITE ? 0 : v->ranks - 1));
      if (bad)
        return problem (out, CE_SETUP_PAWN_SQUARE, c, sq);
    }

  CeEndReason why;
  CeResult end = ce_variant_end (pos, &why);
  if (end == CE_RESULT_WHITE_WINS || end == CE_RESULT_BLACK_WINS)
    {
      int c = end == CE_RESULT_WHITE_WINS ? CE_WHITE : CE_BLACK;
      return problem (out, CE_SETUP_GAME_OVER, c, v->flag_sq[c]);
    }

  for (int c = 0; c < 2; c++)
    for (int side = 0; side < 2; side++)
      {
        int right = (c == CE_WHITE ? CE_CASTLE_WK : CE_CASTLE_BK) << side;
        if ((pos->castling & right) && !ce_setup_can_castle (pos, c, side))
          return problem (out, CE_SETUP_CASTLING, c, v->rook_start[c][side]);
      }

  int them = pos->side ^ 1;
  if (ce_attacked (pos, pos->king[them], pos->side))
    return problem (out, CE_SETUP_OPPONENT_IN_CHECK, them, pos->king[them]);

  if (d->extra_legal)
    for (int c = 0; c < 2; c++)
      if (!d->extra_legal (pos, c))
        {
          problem (out, CE_SETUP_VARIANT_RULE, c, CE_NO_SQ);
          if (out)
            out->rule_text = d->extra_legal_text[c];
          return false;
        }

  return problem (out, CE_SETUP_OK, 0, CE_NO_SQ);
}
