/* SPDX-License-Identifier: GPL-3.0-or-later
 * Short algebraic notation, written from the legal moves of the position so
 * that disambiguation is exactly as much as the position needs.
 */
#include "san.h"

#include "movegen.h"

#include <stdio.h>
#include <string.h>

/* The piece type a move is identified by: the base type (a zelig is a
 * zelig whatever its power), or the dropped type. */
static int
mover_type (const CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) == CE_MOVE_DROP)
    return ce_move_type (m);
  return ce_variant_base (pos->v, CE_TYPE (pos->board[ce_move_from (m)]));
}

static char *
append_square (char *o, int sq)
{
  char name[4];
  return o + sprintf (o, "%s", ce_square_name (sq, name));
}

char *
ce_move_to_san (CePosition *pos, CeMove m, char *buf)
{
  const CeVariantDef *d = pos->v->def;
  const int kind = ce_move_kind (m), from = ce_move_from (m), to = ce_move_to (m);
  char *o = buf;

  if (kind == CE_MOVE_DROP)
    {
      o += sprintf (o, "%c@", d->types[ce_move_type (m)].letter);
      o = append_square (o, to);
    }
  else if (kind == CE_MOVE_CASTLE)
    {
      int dist = to > from ? to - from : from - to;
      o += sprintf (o, "%s", to > from ? "O-O" : "O-O-O");
      if (d->castling == CE_CASTLE_FLEXIBLE)
        o += sprintf (o, "/%d", dist);
    }
  else
    {
      const int type = mover_type (pos, m);
      const unsigned flags = d->types[type].flags;
      const bool pawn = (flags & CE_PF_PAWN) && !(flags & CE_PF_HAND);
      const bool capture = kind == CE_MOVE_EP || pos->board[to];

      /* Other legal moves of the same kind of piece to the same square with
       * the same promotion decide how much of the origin to write. */
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (pos, moves);
      bool rivals = false, same_file = false, same_rank = false;
      for (int i = 0; i < n; i++)
        {
          CeMove r = moves[i];
          if (r == m || ce_move_to (r) != to || ce_move_type (r) != ce_move_type (m)
              || ce_move_kind (r) == CE_MOVE_DROP || ce_move_kind (r) == CE_MOVE_CASTLE
              || mover_type (pos, r) != type)
            continue;
          rivals = true;
          same_file = same_file || CE_FILE (ce_move_from (r)) == CE_FILE (from);
          same_rank = same_rank || CE_RANK (ce_move_from (r)) == CE_RANK (from);
        }
      if (!pawn)
        *o++ = d->types[type].letter;
      bool show_file = (pawn && capture) || (rivals && (!same_file || same_rank));
      bool show_rank = rivals && same_file;
      if (show_file)
        *o++ = (char) ('a' + CE_FILE (from));
      if (show_rank)
        o += sprintf (o, "%d", CE_RANK (from) + 1);
      if (capture)
        *o++ = 'x';
      o = append_square (o, to);
      if (ce_move_type (m))
        o += sprintf (o, "=%c", d->types[ce_move_type (m)].letter);
    }

  CeUndo u;
  ce_make (pos, m, &u);
  CeMove replies[CE_MAX_MOVES];
  bool check = ce_in_check (pos);
  bool over = ce_generate_legal (pos, replies) == 0;
  bool won = (over && check) || ce_variant_end (pos, NULL) != CE_RESULT_NONE;
  ce_unmake (pos, m, &u);
  if (won)
    *o++ = '#';
  else if (check)
    *o++ = '+';
  *o = 0;
  return buf;
}
