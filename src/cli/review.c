/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli review [--movetime MS | --depth N] [--threads N] FILE`: reads
 * every game of a PGN file with the streaming reader, reviews its main line
 * (engine review.h) and writes it to standard output as PGN with NAGs,
 * [%eval] comments, the better line as a variation after each inaccuracy,
 * mistake and blunder, and a summary comment per side (docs/review.md).
 *
 * The review goes into the record's move tree (engine tree.h) and the
 * engine's PGN writer writes it, so the output is what `chimera-cli pgn
 * --write` would write of the annotated game and reads back the same.
 */
#include "review-cli.h"

#include "numbers.h"
#include "pgn-each.h"
#include "pgn.h"
#include "review.h"
#include "rules.h"
#include "san.h"
#include "tree.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct
{
  int depth;
  long movetime;
  int threads;
  const char *path;
} ReviewArgs;

/* The file's own comment without any [%eval ...] in it (ours replaces it);
 * malloc'd, "" if nothing is left. */
static char *
strip_eval (const char *comment)
{
  char *out = strdup (comment ? comment : "");
  if (!out)
    abort ();
  char *at;
  while ((at = strstr (out, "[%eval")) != NULL)
    {
      char *end = strchr (at, ']');
      size_t cut = end ? (size_t) (end + 1 - at) : strlen (at);
      memmove (at, at + cut, strlen (at + cut) + 1);
    }
  return out;
}

static const char *
plural (int n, const char *one, const char *many)
{
  return n == 1 ? one : many;
}

/* "White: accuracy 92.1%, ..." into buf (256 bytes). */
static void
format_summary (char *buf, const char *name, const CeReviewSide *s)
{
  int inacc = s->count[CE_REVIEW_INACCURACY], mist = s->count[CE_REVIEW_MISTAKE],
      blun = s->count[CE_REVIEW_BLUNDER];
  snprintf (buf, 256, "%s: accuracy %.1f%%, %d %s, %d %s, %d %s, %d %s.", name, s->accuracy, inacc,
            plural (inacc, "inaccuracy", "inaccuracies"), mist,
            plural (mist, "mistake", "mistakes"), blun, plural (blun, "blunder", "blunders"),
            s->only_moves, plural (s->only_moves, "only move", "only moves"));
}

/* Replaces a node's comment by `head` and its old comment (commands such as
 * [%clk] and marks kept, any [%eval] dropped: `head` brings the new one). */
static void
prepend_comment (CeTree *t, CeNodeId id, const char *head)
{
  char *old = ce_pgn_node_comment (t, id);
  char *own = strip_eval (old);
  free (old);
  size_t n = strlen (head) + strlen (own) + 2;
  char *body = malloc (n);
  if (!body)
    abort ();
  snprintf (body, n, "%s%s%s", head, *own ? " " : "", own);
  ce_pgn_node_set_comment (t, id, body);
  free (body);
  free (own);
}

/* The record's tree: the one read with it, or one made from its main line
 * (a record made in code has none). */
static CeTree *
record_tree (CePgnGame *pg)
{
  if (!pg->tree)
    {
      const CeGame *g = &pg->game;
      pg->tree = ce_tree_new (ce_game_position_at (g, 0));
      CeNodeId at = ce_tree_root (pg->tree);
      for (int i = 0; i < g->nmoves && at != CE_NODE_NONE; i++)
        at = ce_tree_add_move (pg->tree, at, g->moves[i]);
      if (pg->comments)
        for (int i = 0; i <= g->nmoves; i++)
          if (pg->comments[i])
            ce_pgn_node_set_comment (pg->tree, ce_tree_mainline_node (pg->tree, i),
                                     pg->comments[i]);
    }
  return pg->tree;
}

static const char *const class_text[] = { NULL, NULL, "Inaccuracy.", "Mistake.", "Blunder." };

/* The review put into the record's tree (NAGs, evaluations and words in
 * the comments, the better lines as variations, the summaries before the
 * first move), then the whole game as the engine's writer writes it;
 * malloc'd. */
static char *
annotate (CePgnGame *pg, const CeReview *r, const ReviewArgs *a)
{
  const CeGame *g = &pg->game;
  if (!ce_pgn_get_tag (pg, "Annotator"))
    {
      char who[64];
      if (a->movetime)
        snprintf (who, sizeof who, "Chimera review, %ld ms a position", a->movetime);
      else
        snprintf (who, sizeof who, "Chimera review, depth %d", a->depth);
      ce_pgn_set_tag (pg, "Annotator", who);
    }
  CeTree *t = record_tree (pg);

  char white[256], black[256], both[520];
  format_summary (white, "White", &r->side[CE_WHITE]);
  format_summary (black, "Black", &r->side[CE_BLACK]);
  snprintf (both, sizeof both, "%s %s", white, black);
  prepend_comment (t, ce_tree_root (t), both);

  for (int i = 0; i < g->nmoves; i++)
    {
      const CeReviewPly *p = &r->plies[i];
      CeNodeId node = ce_tree_mainline_node (t, i + 1);
      if (node == CE_NODE_NONE)
        break;
      CePosition pos = *ce_game_position_at (g, i);
      char san[CE_SAN_SIZE], eval[32], head[160];
      ce_tree_clear_nags (t, node);
      if (ce_review_nag (p))
        ce_tree_add_nag (t, node, ce_review_nag (p));
      ce_pgn_format_eval (p->eval_after, CE_WHITE, eval);
      if (class_text[p->cls])
        snprintf (head, sizeof head, "%s %s %s was best.", eval, class_text[p->cls],
                  ce_move_to_san (&pos, p->best, san));
      else
        snprintf (head, sizeof head, "%s%s", eval, p->only_move ? " Only move." : "");
      prepend_comment (t, node, head);
      if (class_text[p->cls] && p->best_line_len > 0)
        {
          /* The better line as a variation beside the move played. */
          CeNodeId at = ce_tree_parent (t, node);
          for (int k = 0; k < p->best_line_len && at != CE_NODE_NONE; k++)
            at = ce_tree_add_move (t, at, p->best_line[k]);
        }
    }
  return ce_pgn_write (pg);
}

static int
bad_number (const char *name, const char *val, ChimeraNumberStatus st, long long max)
{
  fprintf (stderr, "chimera-cli: bad %s '%s' (%s): expected a whole number from 1 to %lld\n", name,
           val, chimera_number_problem (st), max);
  return 2;
}

static int
parse_args (int argc, char **argv, ReviewArgs *a)
{
  memset (a, 0, sizeof *a);
  a->threads = 1;
  bool have_depth = false;
  for (int i = 0; i < argc; i++)
    {
      const char *o = argv[i];
      if (strcmp (o, "--depth") == 0 || strcmp (o, "--movetime") == 0
          || strcmp (o, "--threads") == 0)
        {
          if (i + 1 >= argc)
            {
              fprintf (stderr, "chimera-cli: %s needs a value\n", o);
              return 2;
            }
          const char *val = argv[++i];
          int64_t n;
          ChimeraNumberStatus st;
          if (strcmp (o, "--depth") == 0)
            {
              if ((st = chimera_parse_integer (val, 1, CHIMERA_DEPTH_MAX, &n)))
                return bad_number ("depth", val, st, CHIMERA_DEPTH_MAX);
              a->depth = (int) n;
              have_depth = true;
            }
          else if (strcmp (o, "--movetime") == 0)
            {
              if ((st = chimera_parse_integer (val, 1, CHIMERA_MS_MAX, &n)))
                return bad_number ("movetime (milliseconds)", val, st, CHIMERA_MS_MAX);
              a->movetime = (long) n;
            }
          else
            {
              if ((st = chimera_parse_integer (val, 1, CHIMERA_THREADS_MAX, &n)))
                return bad_number ("thread count", val, st, CHIMERA_THREADS_MAX);
              a->threads = (int) n;
            }
        }
      else if (o[0] == '-' && o[1] == '-')
        {
          fprintf (stderr, "chimera-cli: unknown option '%s' for review (see --help)\n", o);
          return 2;
        }
      else if (a->path)
        {
          fprintf (stderr, "chimera-cli: review needs one FILE (see --help)\n");
          return 2;
        }
      else
        a->path = o;
    }
  if (!a->path)
    {
      fprintf (stderr, "chimera-cli: review needs one FILE (see --help)\n");
      return 2;
    }
  if (have_depth && a->movetime)
    {
      fprintf (stderr, "chimera-cli: review takes --depth or --movetime, not both\n");
      return 2;
    }
  if (!have_depth && !a->movetime)
    {
      CeReviewOptions d;
      ce_review_options_init (&d);
      a->depth = d.depth;
    }
  return 0;
}

static void
review_and_print (CePgnGame *pg, const ReviewArgs *a, bool first)
{
  CeReviewOptions o;
  CeReview r;
  ce_review_options_init (&o);
  o.depth = a->movetime ? 0 : a->depth;
  o.movetime = a->movetime;
  o.threads = a->threads;
  ce_review_game (&pg->game, &o, NULL, NULL, NULL, &r);
  char *text = annotate (pg, &r, a);
  printf ("%s%s", first ? "" : "\n", text);
  fflush (stdout);
  free (text);
  ce_review_free (&r);
}

static void
review_each (CePgnGame *pg, bool first, void *data)
{
  review_and_print (pg, data, first);
}

int
chimera_review_command (int argc, char **argv)
{
  ReviewArgs a;
  int rc = parse_args (argc, argv, &a);
  if (rc)
    return rc;
  return chimera_each_game (a.path, review_each, &a);
}
