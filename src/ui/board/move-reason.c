/* SPDX-License-Identifier: GPL-3.0-or-later
 * Words for the engine's reasons.  Phrases avoid articles before piece
 * names, which would have to agree with the noun in other languages.
 */
#include "config.h"

#include "move-reason.h"

#include <glib/gi18n.h>

#include "board-view.h"
#include "variant-words.h"
#include "explain.h"
#include "movegen.h"

char *
chimera_move_reason (CePosition *pos, CeMove m)
{
  CeExplanation e;
  char square[4];
  switch (ce_explain_move (pos, m, &e))
    {
      case CE_REASON_MATES: return g_strdup (_ ("checkmate"));
      case CE_REASON_WINS_FLAG: return g_strdup (_ ("reaches the flag square and wins"));
      case CE_REASON_WINS_MATERIAL:
        /* Pawns of material, as analysis boards count it. */
        return g_strdup_printf (_ ("wins material (+%.1f)"), e.value / 100.0);
      case CE_REASON_PROMOTES:
        return g_strdup_printf (_ ("promotes to %s"), chimera_piece_type_title (pos->v, e.type));
      case CE_REASON_THREATENS_MATE: return g_strdup (_ ("threatens mate"));
      case CE_REASON_STOPS_MATE: return g_strdup (_ ("stops a mate threat"));
      case CE_REASON_DEFENDS:
        ce_square_name (e.square, square);
        if (pos->v->def->types[e.type].flags & CE_PF_PAWN)
          return g_strdup_printf (_ ("saves the pawn on %s"), square);
        return g_strdup_printf (_ ("saves the piece on %s"), square);
      case CE_REASON_CHECK: return g_strdup (_ ("gives check"));
      case CE_REASON_NONE:
      default: return NULL;
    }
}

char *
chimera_no_legal_move_text (const CePosition *pos, int sq)
{
  g_return_val_if_fail (pos != NULL && pos->board[sq], NULL);
  char square[4];
  ce_square_name (sq, square);
  const char *title = chimera_piece_type_title (pos->v, CE_TYPE (pos->board[sq]));
  /* Check is the usual reason a piece that could move cannot: say it. */
  CePosition scratch = *pos;
  if (CE_COLOR (pos->board[sq]) == pos->side && ce_in_check (&scratch))
    /* TRANSLATORS: as "Knight on b1: no legal move", when the side to move
     * is in check. */
    return g_strdup_printf (_ ("%s on %s: no legal move, the king is in check"), title, square);
  /* TRANSLATORS: a piece's name and its square: "Knight on b1: no legal
   * move", said when a piece that cannot move is selected. */
  return g_strdup_printf (_ ("%s on %s: no legal move"), title, square);
}

void
chimera_threat_marks (const CePosition *pos, guint8 *marks)
{
  uint8_t ce[CE_NSQ];
  ce_threat_marks (pos, ce);
  for (int sq = 0; sq < CE_NSQ; sq++)
    marks[sq] = (ce[sq] & CE_MARK_ATTACKED ? CHIMERA_BOARD_MARK_TINT : 0)
                | (ce[sq] & CE_MARK_HANGING ? CHIMERA_BOARD_MARK_RING : 0);
}
