/* SPDX-License-Identifier: GPL-3.0-or-later
 * Reading engines' lines (UCI info, CECP thinking output) and moves: pure
 * functions the client (external-engine.c) and its tests share.
 */
#include "external-engine-private.h"

#include "eval.h"
#include "notation.h"

#include <string.h>

/* Reads a move of the engine's in `pos`; CE_MOVE_NONE if it names none. */
CeMove
chimera_engine_read_move (const CePosition *pos, const char *text)
{
  CePosition p = *pos;
  CeMove m;
  char err[CE_ERR_SIZE];
  return ce_move_parse (&p, text, &m, err) ? m : CE_MOVE_NONE;
}

/* Mate in n (n > 0 the side to move mates) as our search writes it. */
static int
mate_score (int n)
{
  return n > 0 ? CE_EVAL_MATE - 2 * n + 1 : -CE_EVAL_MATE - 2 * n;
}

/* The principal variation from `words`, each legal after the one before. */
static void
read_pv (const CePosition *pos, char **words, CeSearchInfo *info)
{
  CePosition p = *pos;
  info->pv_length = 0;
  for (int i = 0; words[i] && info->pv_length < CE_MAX_PLY; i++)
    {
      CeMove m = chimera_engine_read_move (&p, words[i]);
      if (m == CE_MOVE_NONE)
        break;
      info->pv[info->pv_length++] = m;
      CeUndo undo;
      ce_make (&p, m, &undo);
    }
}

static gboolean
read_int (char **w, int *i, gint64 *out)
{
  if (!w[*i + 1])
    return FALSE;
  char *end;
  gint64 v = g_ascii_strtoll (w[++*i], &end, 10);
  if (*end)
    return FALSE;
  *out = v;
  return TRUE;
}

gboolean
chimera_uci_parse_info (const char *line, const CePosition *pos, CeSearchInfo *info)
{
  memset (info, 0, sizeof *info);
  info->multipv = 1;
  g_auto (GStrv) w = g_strsplit (line, " ", -1);
  gboolean scored = FALSE;
  for (int i = 1; w[i]; i++)
    {
      gint64 v;
      const char *k = w[i];
      if (strcmp (k, "pv") == 0)
        {
          read_pv (pos, w + i + 1, info);
          break;
        }
      if (strcmp (k, "string") == 0)
        return FALSE;
      if (strcmp (k, "score") == 0 && w[i + 1] && read_int (w, &(int){ i + 1 }, &v))
        {
          gboolean mate = strcmp (w[i + 1], "mate") == 0;
          if (!mate && strcmp (w[i + 1], "cp") != 0)
            return FALSE;
          /* Whatever the engine claims, a score that reads back as what
           * it says: mates within our mate range, centipawns below it. */
          v = mate ? CLAMP (v, -400, 400)
                   : CLAMP (v, 1 - CE_EVAL_MATE_BOUND, CE_EVAL_MATE_BOUND - 1);
          info->score = mate ? (v == 0 ? -CE_EVAL_MATE : mate_score ((int) v)) : (int) v;
          scored = TRUE;
          i += 2;
          continue;
        }
      if (!read_int (w, &(int){ i }, &v))
        continue;
      if (strcmp (k, "depth") == 0)
        info->depth = (int) CLAMP (v, 0, 1000);
      else if (strcmp (k, "seldepth") == 0)
        info->seldepth = (int) CLAMP (v, 0, 1000);
      else if (strcmp (k, "multipv") == 0)
        info->multipv = (int) CLAMP (v, 1, 500);
      else if (strcmp (k, "nodes") == 0)
        info->nodes = (guint64) MAX (v, 0);
      else if (strcmp (k, "nps") == 0)
        info->nps = (guint64) MAX (v, 0);
      else if (strcmp (k, "time") == 0)
        info->time_ms = MAX (v, 0);
      else if (strcmp (k, "hashfull") == 0)
        info->hashfull = (int) CLAMP (v, 0, 1000);
      else
        continue;
      i++;
    }
  return scored && info->pv_length > 0;
}

/* A CECP thinking score beyond this is a mate (see below). */
#define CECP_MATE 100000

/* CECP thinking output: "ply score time nodes pv..." (time in
 * centiseconds, score in centipawns for the side to move). */
gboolean
chimera_cecp_parse_thinking (const char *line, const CePosition *pos, CeSearchInfo *info)
{
  memset (info, 0, sizeof *info);
  info->multipv = 1;
  g_autofree char *copy = g_strdup (line);
  g_strdelimit (copy, "\t", ' ');
  g_auto (GStrv) w = g_strsplit_set (copy, " ", -1);
  gint64 n[4];
  int k = 0, i = 0;
  for (; w[i] && k < 4; i++)
    {
      if (!*w[i])
        continue;
      char *end;
      n[k++] = g_ascii_strtoll (w[i], &end, 10);
      if (end == w[i])
        return FALSE;
    }
  if (k < 4)
    return FALSE;
  info->depth = (int) CLAMP (n[0], 0, 1000);
  /* XBoard's convention (its own engine output window shows "#n"):
   * 100000 + n is a mate in n moves, -100000 - n mated in n.  Other large
   * numbers are taken as centipawns, kept below our mate range. */
  if (n[1] > CECP_MATE && n[1] <= CECP_MATE + 400)
    info->score = mate_score ((int) (n[1] - CECP_MATE));
  else if (n[1] < -CECP_MATE && n[1] >= -CECP_MATE - 400)
    info->score = mate_score ((int) (n[1] + CECP_MATE));
  else
    info->score = (int) CLAMP (n[1], 1 - CE_EVAL_MATE_BOUND, CE_EVAL_MATE_BOUND - 1);
  info->time_ms = MAX (n[2], 0) * 10;
  info->nodes = (guint64) MAX (n[3], 0);
  while (w[i] && !*w[i])
    i++;
  if (!w[i])
    return FALSE;
  /* Skip move numbers ("1." "1...") the engine may put in. */
  GPtrArray *moves = g_ptr_array_new ();
  for (; w[i]; i++)
    if (*w[i] && !g_ascii_isdigit (*w[i]))
      g_ptr_array_add (moves, w[i]);
  g_ptr_array_add (moves, NULL);
  read_pv (pos, (char **) moves->pdata, info);
  g_ptr_array_free (moves, TRUE);
  return info->pv_length > 0;
}
