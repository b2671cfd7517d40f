/* SPDX-License-Identifier: GPL-3.0-or-later
 * Zelig Chess (`zelig`) and Zelig Chess 2 (`zelig2`): every piece but king and
 * pawns is a zelig whose power follows from the file it stands on, recomputed
 * for both sides after every change of the board (refresh hooks).  On the
 * board a zelig is stored as the piece type of its current power; all those
 * types share the letter Z and the hash keys of the base type.
 */
#include "zelig.h"

enum
{
  FILE_A = 0,
  FILE_D = 3,
  FILE_H = 7
};

int
ce_zelig_step_limit (int type, int color, int file, int rank, const CeStep *step)
{
  (void) type, (void) file, (void) step;
  return ce_orthodox_push_limit (color, rank, 8);
}

unsigned
ce_zelig_promotion (int color, int file, int rank)
{
  (void) file;
  return ce_orthodox_last_rank (color, rank) ? 1u << MONARCH : 0;
}

static bool
is_zelig (CePiece p)
{
  return p && CE_TYPE (p) >= MONARCH;
}

/* M-Chess: the power of a zelig by file alone. */
static int
file_power (int file)
{
  static const int power[8] = { ZROOK, ZKNIGHT, ZBISHOP, ZQUEEN, MONARCH, ZBISHOP, ZKNIGHT, ZROOK };
  return power[file];
}

static void
set_power (CePosition *pos, int sq, int color, int type)
{
  CePiece p = CE_PIECE (color, type);
  if (pos->board[sq] != p)
    ce_position_recode (pos, sq, p);
}

/* The zeligs of `color` on `file`, nearest that side's first rank first. */
static int
file_zeligs (const CePosition *pos, int color, int file, int *sqs)
{
  int n = 0;
  for (int i = 0; i < 8; i++)
    {
      int sq = CE_SQ (file, color == CE_WHITE ? i : 7 - i);
      CePiece p = pos->board[sq];
      if (is_zelig (p) && CE_COLOR (p) == color)
        sqs[n++] = sq;
    }
  return n;
}

/* The original rules (RULINGS.md): own-file pieces first (the queen, then at
 * most two rooks from the rook files), then the rest of the a, d and h files
 * down the chain below their own piece, each power at most once per file. */
static void
assign_original (CePosition *pos, int color)
{
  int a[8], d[8], h[8];
  int na = file_zeligs (pos, color, FILE_A, a);
  int nd = file_zeligs (pos, color, FILE_D, d);
  int nh = file_zeligs (pos, color, FILE_H, h);
  int used_a = 0, used_d = 0, used_h = 0, rooks = 0;

  for (int f = 0; f < 8; f++)
    if (f != FILE_A && f != FILE_D && f != FILE_H)
      for (int r = 0; r < 8; r++)
        {
          CePiece p = pos->board[CE_SQ (f, r)];
          if (is_zelig (p) && CE_COLOR (p) == color)
            set_power (pos, CE_SQ (f, r), color, file_power (f));
        }

  if (nd)
    set_power (pos, d[used_d++], color, ZQUEEN);
  if (na && nh)
    {
      set_power (pos, a[used_a++], color, ZROOK);
      set_power (pos, h[used_h++], color, ZROOK);
      rooks = 2;
    }
  else if (na || nh)
    {
      int *sqs = na ? a : h, *used = na ? &used_a : &used_h, n = na ? na : nh;
      while (*used < n && rooks < 2)
        {
          set_power (pos, sqs[(*used)++], color, ZROOK);
          rooks++;
        }
    }

  static const int chain_d[] = { ZROOK, ZBISHOP, ZKNIGHT };
  static const int chain_rook_file[] = { ZBISHOP, ZKNIGHT };
  struct
  {
    int *sqs, n, used;
    const int *chain;
    int nchain;
  } files[3] = {
    { a, na, used_a, chain_rook_file, 2 },
    { d, nd, used_d, chain_d, 3 },
    { h, nh, used_h, chain_rook_file, 2 },
  };
  for (int i = 0; i < 3; i++)
    {
      int next = 0;
      for (int k = files[i].used; k < files[i].n; k++)
        {
          if (next < files[i].nchain && files[i].chain[next] == ZROOK && rooks >= 2)
            next++;
          if (next < files[i].nchain)
            {
              if (files[i].chain[next] == ZROOK)
                rooks++;
              set_power (pos, files[i].sqs[k], color, files[i].chain[next++]);
            }
          else
            set_power (pos, files[i].sqs[k], color, MONARCH);
        }
    }
}

static void
zelig_refresh (CePosition *pos)
{
  assign_original (pos, CE_WHITE);
  assign_original (pos, CE_BLACK);
}

void
ce_zelig_refresh_by_file (CePosition *pos)
{
  for (int f = 0; f < 8; f++)
    for (int r = 0; r < 8; r++)
      {
        CePiece p = pos->board[CE_SQ (f, r)];
        if (is_zelig (p))
          set_power (pos, CE_SQ (f, r), CE_COLOR (p), file_power (f));
      }
}

/* Zelig Chess 2's restriction as a legality rule: the mover may not end with
 * two zeligs on the d-file or three on the a- and h-files together. */
static bool
zelig2_extra_legal (const CePosition *pos, int mover)
{
  int sqs[8];
  if (file_zeligs (pos, mover, FILE_D, sqs) >= 2)
    return false;
  return file_zeligs (pos, mover, FILE_A, sqs) + file_zeligs (pos, mover, FILE_H, sqs) < 3;
}

const CeVariantDef ce_variant_zelig = {
  .id = "zelig",
  .name = CE_N_ ("Zelig Chess"),
  .description = CE_N_ ("Checkers that move as the piece of the file they stand on, at most one "
                        "queen and two rooks"),
  ZELIG_COMMON,
  .refresh = zelig_refresh,
};

const CeVariantDef ce_variant_zelig2 = {
  .id = "zelig2",
  .name = CE_N_ ("Zelig Chess 2"),
  .description = CE_N_ ("Zeligs move as their file's piece; no move may make a second queen or "
                        "third rook"),
  ZELIG_COMMON,
  .refresh = ce_zelig_refresh_by_file,
  .extra_legal = zelig2_extra_legal,
  .extra_legal_text = {
    CE_N_ ("White has more zeligs than Zelig Chess 2 allows: at most one on the d-file and two on "
           "the a- and h-files together."),
    CE_N_ ("Black has more zeligs than Zelig Chess 2 allows: at most one on the d-file and two on "
           "the a- and h-files together."),
  },
};
