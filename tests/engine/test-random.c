/* SPDX-License-Identifier: GPL-3.0-or-later
 * Random games in every variant, checking at each ply what must always hold:
 * the incremental key equals a fresh one, the position string reads back to
 * the same position, the fast legality path agrees with making every move,
 * and unmaking the whole game restores the start.  Then mutated position
 * strings and moves are fed to the parsers: each is either accepted (and
 * then round-trips) or rejected with a message, never a crash.
 */
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "san.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#define GAMES_PER_VARIANT 60
#define MAX_PLIES         160

static int
compare_moves (const void *a, const void *b)
{
  CeMove x = *(const CeMove *) a, y = *(const CeMove *) b;
  return x < y ? -1 : x > y;
}

/* The fast legality path gives the moves that making each one allows, in
 * `fast` (sorted); returns their count. */
static int
same_legal_moves (CePosition *pos, CeMove *fast)
{
  CeMove slow[CE_MAX_MOVES];
  int nf = ce_generate_legal (pos, fast);
  int ns = ce_generate_legal_slow (pos, slow);
  g_assert_cmpint (nf, ==, ns);
  qsort (fast, (size_t) nf, sizeof (CeMove), compare_moves);
  qsort (slow, (size_t) ns, sizeof (CeMove), compare_moves);
  g_assert_cmpmem (fast, (gsize) nf * sizeof (CeMove), slow, (gsize) ns * sizeof (CeMove));
  return nf;
}

static void
check_position (CePosition *pos)
{
  char fen[CE_FEN_SIZE], again[CE_FEN_SIZE], err[CE_ERR_SIZE];
  g_assert_cmphex (pos->key, ==, ce_position_compute_key (pos));
  ce_position_to_fen (pos, fen);
  CePosition reread;
  if (!ce_position_from_fen (&reread, pos->v, fen, err))
    g_error ("own position string rejected: %s: %s", fen, err);
  g_assert_cmpstr (ce_position_to_fen (&reread, again), ==, fen);
  g_assert_cmphex (reread.key, ==, pos->key);
  /* Every piece code, zelig powers included: make skips the refresh when
   * no power piece moved, and this catches a skip that was wrong. */
  g_assert_cmpmem (reread.board, sizeof reread.board, pos->board, sizeof pos->board);

  CeMove fast[CE_MAX_MOVES];
  int nf = same_legal_moves (pos, fast);
  /* Random games seldom give check, and the fast path has its own way
   * with checks: every check this position offers is looked at too. */
  for (int i = 0; i < nf; i++)
    {
      CeMove reply[CE_MAX_MOVES];
      CeUndo u;
      ce_make (pos, fast[i], &u);
      if (ce_in_check (pos))
        same_legal_moves (pos, reply);
      ce_unmake (pos, fast[i], &u);
    }

  /* The quiescence generator gives exactly the legal captures, promotions
   * and pawn steps onto a flag square. */
  CeMove tact[CE_MAX_MOVES], want[CE_MAX_MOVES];
  int nt = ce_generate_tactical (pos, tact), nw = 0;
  for (int i = 0; i < nf; i++)
    {
      CeMove m = fast[i];
      int kind = ce_move_kind (m), to = ce_move_to (m);
      CePiece mover = kind == CE_MOVE_DROP ? 0 : pos->board[ce_move_from (m)];
      bool pawn = mover && (pos->v->def->types[CE_TYPE (mover)].flags & CE_PF_PAWN);
      if (kind == CE_MOVE_EP || (kind == CE_MOVE_NORMAL && pos->board[to])
          || (ce_move_type (m) && kind != CE_MOVE_DROP)
          || (pawn && kind == CE_MOVE_NORMAL && pos->v->flag_sq[pos->side] == to))
        want[nw++] = m;
    }
  qsort (tact, (size_t) nt, sizeof (CeMove), compare_moves);
  g_assert_cmpint (nt, ==, nw);
  g_assert_cmpmem (tact, (gsize) nt * sizeof (CeMove), want, (gsize) nw * sizeof (CeMove));

  /* No two legal moves share their short algebraic notation. */
  g_autoptr (GHashTable) sans = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int i = 0; i < nf; i++)
    {
      char san[CE_SAN_SIZE];
      ce_move_to_san (pos, fast[i], san);
      if (!g_hash_table_add (sans, g_strdup (san)))
        g_error ("%s: two moves written %s", fen, san);
    }

  /* Every legal move reads back from its own notation. */
  for (int i = 0; i < nf; i++)
    {
      char buf[CE_MOVE_SIZE];
      CeMove m;
      ce_move_to_string (pos, fast[i], buf);
      if (!ce_move_parse (pos, buf, &m, err))
        g_error ("%s: own move %s rejected: %s", fen, buf, err);
      g_assert_cmpuint (m, ==, fast[i]);
    }
}

static void
mutate (GRand *rand, char *s, size_t cap)
{
  static const char alphabet[] = "KQRBNPkqrbnpZzGgWwJjYyFfAaVv*/[]0123456789 -abcdefghijw@.";
  size_t len = strlen (s);
  int edits = g_rand_int_range (rand, 1, 4);
  for (int e = 0; e < edits; e++)
    {
      size_t at = len ? (size_t) g_rand_int_range (rand, 0, (gint32) len) : 0;
      char c = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      switch (g_rand_int_range (rand, 0, 4))
        {
          case 0:
            if (len + 1 < cap)
              {
                memmove (s + at + 1, s + at, len - at + 1);
                s[at] = c;
                len++;
              }
            break;
          case 1:
            if (len)
              {
                memmove (s + at, s + at + 1, len - at);
                len--;
              }
            break;
          case 2:
            if (len)
              s[at] = c;
            break;
          default:
            s[at] = 0;
            len = at;
            break;
        }
    }
}

static void
fuzz_parsers (GRand *rand, const CeVariant *v, const char *fen)
{
  for (int k = 0; k < 20; k++)
    {
      char buf[CE_FEN_SIZE * 2], err[CE_ERR_SIZE] = "";
      g_strlcpy (buf, fen, sizeof buf);
      mutate (rand, buf, sizeof buf);
      CePosition pos;
      if (ce_position_from_fen (&pos, v, buf, err))
        {
          char out[CE_FEN_SIZE];
          CePosition again;
          ce_position_to_fen (&pos, out);
          if (!ce_position_from_fen (&again, v, out, err))
            g_error ("accepted '%s' but rejected its own output '%s': %s", buf, out, err);
          CeMove moves[CE_MAX_MOVES];
          ce_generate_legal (&pos, moves);
          ce_position_result (&pos, NULL);
        }
      else
        g_assert_cmpuint (strlen (err), >, 0);
    }
}

static void
run_variant (gconstpointer data)
{
  const char *id = data;
  const CeVariant *v = ce_variant_get (id);
  GRand *rand = g_rand_new_with_seed (20261122);
  char start_fen[CE_FEN_SIZE];
  int ended = 0;

  for (int game = 0; game < GAMES_PER_VARIANT; game++)
    {
      CePosition pos;
      ce_position_start (&pos, v);
      ce_position_to_fen (&pos, start_fen);
      static CeMove played[MAX_PLIES];
      static CeUndo undo[MAX_PLIES];
      int plies = 0;
      while (plies < MAX_PLIES)
        {
          check_position (&pos);
          if (plies % 16 == 0)
            {
              char fen[CE_FEN_SIZE];
              fuzz_parsers (rand, v, ce_position_to_fen (&pos, fen));
            }
          if (ce_position_result (&pos, NULL) != CE_RESULT_NONE)
            {
              ended++;
              break;
            }
          CeMove moves[CE_MAX_MOVES];
          int n = ce_generate_legal (&pos, moves);
          g_assert_cmpint (n, >, 0);
          /* Prefer captures now and then, so games reach endings. */
          CeMove m = moves[g_rand_int_range (rand, 0, n)];
          for (int tries = 0; tries < 3; tries++)
            {
              CeMove c = moves[g_rand_int_range (rand, 0, n)];
              if (pos.board[ce_move_to (c)])
                {
                  m = c;
                  break;
                }
            }
          played[plies] = m;
          ce_make (&pos, m, &undo[plies++]);
        }
      while (plies > 0)
        {
          plies--;
          ce_unmake (&pos, played[plies], &undo[plies]);
        }
      char back[CE_FEN_SIZE];
      g_assert_cmpstr (ce_position_to_fen (&pos, back), ==, start_fen);
      g_assert_cmphex (pos.key, ==, ce_position_compute_key (&pos));
    }
  g_test_message ("%s: %d of %d random games ended by the rules", id, ended, GAMES_PER_VARIANT);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      g_autofree char *path = g_strdup_printf ("/random/%s", *id);
      g_test_add_data_func (path, *id, run_variant);
    }
  return g_test_run ();
}
