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

/* Gives the zelig on `sq` its power and, when asked (`why` not NULL, indexed
 * by square), notes the reason. */
static void
give (CePosition *pos,
      CePowerReason *why,
      int sq,
      int color,
      int type,
      CePowerReasonCode code,
      int related)
{
  set_power (pos, sq, color, type);
  if (why)
    why[sq] = (CePowerReason){ type, code, CE_FILE (sq), related };
}

/* The original rules (RULINGS.md): own-file pieces first (the queen, then at
 * most two rooks from the rook files), then the rest of the a, d and h files
 * down the chain below their own piece, each power at most once per file.
 * With `why`, the reason for each zelig's power too: one function decides
 * both, so what the UI says is what the rules did. */
static void
assign_original (CePosition *pos, int color, CePowerReason *why)
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
            give (pos, why, CE_SQ (f, r), color, file_power (f), CE_POWER_FILE, CE_NO_SQ);
        }

  if (nd)
    give (pos, why, d[used_d++], color, ZQUEEN, CE_POWER_NEAREST, CE_NO_SQ);
  if (na && nh)
    {
      give (pos, why, a[used_a++], color, ZROOK, CE_POWER_NEAREST, CE_NO_SQ);
      give (pos, why, h[used_h++], color, ZROOK, CE_POWER_NEAREST, CE_NO_SQ);
      rooks = 2;
    }
  else if (na || nh)
    {
      int *sqs = na ? a : h, *used = na ? &used_a : &used_h, n = na ? na : nh;
      while (*used < n && rooks < 2)
        {
          int k = (*used)++;
          give (pos, why, sqs[k], color, ZROOK, k ? CE_POWER_ROOK_TWO : CE_POWER_NEAREST,
                k ? sqs[k - 1] : CE_NO_SQ);
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
          int sq = files[i].sqs[k], nearer = k ? files[i].sqs[k - 1] : CE_NO_SQ;
          CePowerReasonCode code = CE_POWER_NEXT;
          if (next < files[i].nchain && files[i].chain[next] == ZROOK && rooks >= 2)
            {
              next++;
              code = CE_POWER_NO_ROOK;
            }
          if (next < files[i].nchain)
            {
              if (files[i].chain[next] == ZROOK)
                rooks++;
              give (pos, why, sq, color, files[i].chain[next++], code, nearer);
            }
          else
            give (pos, why, sq, color, MONARCH, CE_POWER_LEFT_OVER, CE_NO_SQ);
        }
    }
}

static void
zelig_refresh (CePosition *pos)
{
  assign_original (pos, CE_WHITE, NULL);
  assign_original (pos, CE_BLACK, NULL);
}

/* Only the zeligs of the a-, d- and h-files share out powers: taking one of
 * them may change the others', taking any other zelig changes none. */
static bool
zelig_capture_repowers (const CePosition *pos, int sq)
{
  int f = CE_FILE (sq);
  return is_zelig (pos->board[sq]) && (f == FILE_A || f == FILE_D || f == FILE_H);
}

static bool
zelig_power_reason (const CePosition *pos, int sq, CePowerReason *out)
{
  /* The assignment again on a copy, noting reasons: the copy is already
   * refreshed, so only the notes are new. */
  CePosition copy = *pos;
  CePowerReason why[CE_NSQ];
  assign_original (&copy, CE_COLOR (pos->board[sq]), why);
  *out = why[sq];
  return true;
}

bool
ce_zelig_power_reason_by_file (const CePosition *pos, int sq, CePowerReason *out)
{
  *out = (CePowerReason){ file_power (CE_FILE (sq)), CE_POWER_FILE, CE_FILE (sq), CE_NO_SQ };
  return true;
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

/* The same before a plain move: the mover's zeligs on the d-file are its
 * zelig queens and those on the a- and h-files its zelig rooks (powers by
 * file), so the counts are the position's, changed by the one zelig that
 * leaves a square or arrives on one (a promotion). */
static bool
zelig2_extra_legal_move (const CePosition *pos, CeMove m)
{
  const int us = pos->side, from = ce_move_from (m), to = ce_move_to (m);
  const int ff = CE_FILE (from), tf = CE_FILE (to);
  const bool zelig = is_zelig (pos->board[from]);
  int on_d = pos->count[CE_PIECE (us, ZQUEEN)], on_ah = pos->count[CE_PIECE (us, ZROOK)];
  if (zelig)
    {
      on_d -= ff == FILE_D;
      on_ah -= ff == FILE_A || ff == FILE_H;
    }
  if (zelig || ce_move_type (m) >= MONARCH)
    {
      on_d += tf == FILE_D;
      on_ah += tf == FILE_A || tf == FILE_H;
    }
  return on_d < 2 && on_ah < 3;
}

const CeVariantDef ce_variant_zelig = {
  .id = "zelig",
  .name = CE_N_ ("Zelig Chess"),
  .description = CE_N_ ("Zeligs take their file's power, nearest first: one queen, two rooks at "
                        "most, then lesser powers"),
  ZELIG_COMMON,
  .refresh = zelig_refresh,
  .capture_repowers = zelig_capture_repowers,
  .power_reason = zelig_power_reason,
  .beginner_oversight_pct = 55, /* level 1 (level.c; 40 elsewhere) */
};

const CeVariantDef ce_variant_zelig2 = {
  .id = "zelig2",
  .name = CE_N_ ("Zelig Chess 2"),
  .description = CE_N_ ("Zeligs always move as their file's piece; no move may leave two zeligs "
                        "on the d-file or three on the rook files"),
  ZELIG_COMMON,
  .refresh = ce_zelig_refresh_by_file,
  .power_reason = ce_zelig_power_reason_by_file,
  .extra_legal = zelig2_extra_legal,
  .extra_legal_move = zelig2_extra_legal_move,
  .extra_legal_text = {
    CE_N_ ("White has more zeligs than Zelig Chess 2 allows: at most one on the d-file and two on "
           "the a- and h-files together."),
    CE_N_ ("Black has more zeligs than Zelig Chess 2 allows: at most one on the d-file and two on "
           "the a- and h-files together."),
  },
  .beginner_oversight_pct = 50, /* level 1 (level.c; 40 elsewhere) */
};
