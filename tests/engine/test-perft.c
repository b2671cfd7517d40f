/* SPDX-License-Identifier: GPL-3.0-or-later
 * Perft as data: every line of tests/data/perft/<variant>.epd is
 *   <position string> ;D1 <count> ;D2 <count> ...
 * Depths whose count exceeds CHIMERA_PERFT_MAX_NODES are left to the slow
 * suite.  Along the way each position's incremental key is checked against
 * one computed from scratch, and shallow depths are recounted with the
 * reference legality test.
 */
#include "movegen.h"
#include "notation.h"
#include "perft.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

typedef struct
{
  char *variant;
  char *name;
  char *fen;
  int ndepths;
  guint64 counts[12];
} Line;

static guint64 max_nodes;

static void
line_free (gpointer p)
{
  Line *l = p;
  g_free (l->variant);
  g_free (l->fen);
  g_free (l->name);
  g_free (l);
}

/* Walks the tree to `depth`, checking keys, FEN round trips and unmake. */
static void
check_walk (CePosition *pos, int depth)
{
  g_assert_cmphex (pos->key, ==, ce_position_compute_key (pos));
  if (depth == 0)
    return;
  char before[CE_FEN_SIZE], after[CE_FEN_SIZE];
  ce_position_to_fen (pos, before);
  CePosition reread;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&reread, pos->v, before, err))
    g_error ("own position string rejected: %s: %s", before, err);
  g_assert_cmphex (reread.key, ==, pos->key);
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      ce_make (pos, moves[i], &u);
      check_walk (pos, depth - 1);
      ce_unmake (pos, moves[i], &u);
      g_assert_cmpstr (ce_position_to_fen (pos, after), ==, before);
    }
}

static void
run_line (gconstpointer data)
{
  const Line *l = data;
  const CeVariant *v = ce_variant_get (l->variant);
  g_assert_nonnull (v);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, v, l->fen, err))
    g_error ("%s: %s", l->fen, err);
  int ran = 0;
  for (int d = 1; d <= l->ndepths; d++)
    {
      if (l->counts[d - 1] > max_nodes)
        break;
      guint64 got = ce_perft (&pos, d);
      g_test_message ("%s %s depth %d: %" G_GUINT64_FORMAT, l->variant, l->fen, d, got);
      g_assert_cmpuint (got, ==, l->counts[d - 1]);
      if (l->counts[d - 1] < 100000)
        g_assert_cmpuint (ce_perft_slow (&pos, d), ==, got);
      ran++;
    }
  g_assert_cmpint (ran, >, 0);
  check_walk (&pos, 2);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *dir = g_getenv ("CHIMERA_PERFT_DIR");
  const char *budget = g_getenv ("CHIMERA_PERFT_MAX_NODES");
  max_nodes = budget ? g_ascii_strtoull (budget, NULL, 10) : 3000000;
  g_assert_nonnull (dir);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  for (const char *n; (n = g_dir_read_name (d));)
    if (g_str_has_suffix (n, ".epd"))
      g_ptr_array_add (files, g_strdup (n));
  g_ptr_array_sort (files, compare_paths);
  g_autoptr (GPtrArray) all = g_ptr_array_new_with_free_func (line_free);

  for (guint f = 0; f < files->len; f++)
    {
      const char *name = files->pdata[f];
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      if (!g_file_get_contents (path, &text, NULL, NULL))
        g_error ("cannot read %s", path);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      for (int i = 0; lines[i]; i++)
        {
          char *s = g_strstrip (lines[i]);
          if (!*s || *s == '#')
            continue;
          g_auto (GStrv) parts = g_strsplit (s, ";", -1);
          Line *l = g_new0 (Line, 1);
          l->variant = g_strndup (name, strlen (name) - 4);
          l->fen = g_strstrip (g_strdup (parts[0]));
          g_ptr_array_add (all, l);
          for (int k = 1; parts[k]; k++)
            {
              char *p = g_strstrip (parts[k]);
              int depth;
              guint64 count;
              if (sscanf (p, "D%d %" G_GUINT64_FORMAT, &depth, &count) != 2 || depth < 1
                  || depth > 12)
                g_error ("%s:%d: bad field '%s'", name, i + 1, p);
              l->counts[depth - 1] = count;
              if (depth > l->ndepths)
                l->ndepths = depth;
            }
          l->name = g_strdup_printf ("/perft/%s/line%d", l->variant, i + 1);
          g_test_add_data_func (l->name, l, run_line);
        }
    }
  return g_test_run ();
}
