/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli review [--movetime MS | --depth N] [--threads N] FILE`: reads
 * every game of a PGN file with the streaming reader, reviews its main line
 * (engine review.h) and writes it to standard output as PGN with NAGs,
 * [%eval] comments, the better line as a variation after each inaccuracy,
 * mistake and blunder, and a summary comment per side (docs/review.md).
 *
 * The movetext writer here is a small one of its own: the engine's writer
 * does not write variations yet.  What it writes, the engine's reader reads
 * (variations are skipped by it; comments and NAGs are read).
 */
#include "review-cli.h"

#include "numbers.h"
#include "pgn.h"
#include "review.h"
#include "rules.h"
#include "san.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_WIDTH 80

typedef struct
{
  int depth;
  long movetime;
  int threads;
  const char *path;
} ReviewArgs;

/* Movetext being written: words joined by spaces, lines kept within
 * LINE_WIDTH (a longer word stands alone; a comment may span lines). */
typedef struct
{
  char *buf;
  size_t len, cap;
  size_t line_start;
} Text;

static void
text_raw (Text *t, const char *s, size_t n)
{
  if (t->len + n + 1 > t->cap)
    {
      t->cap = (t->len + n + 1) * 2;
      t->buf = realloc (t->buf, t->cap);
      if (!t->buf)
        abort ();
    }
  memcpy (t->buf + t->len, s, n);
  t->len += n;
  t->buf[t->len] = 0;
}

static void
text_word (Text *t, const char *w, size_t n)
{
  if (t->len > t->line_start)
    {
      if (t->len - t->line_start + 1 + n > LINE_WIDTH)
        {
          text_raw (t, "\n", 1);
          t->line_start = t->len;
        }
      else
        text_raw (t, " ", 1);
    }
  text_raw (t, w, n);
}

/* Every space-separated word of a formatted string. */
static void
text_words (Text *t, const char *fmt, ...)
{
  char line[1024];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (line, sizeof line, fmt, ap);
  va_end (ap);
  for (const char *p = line; *p;)
    {
      while (*p == ' ')
        p++;
      size_t n = strcspn (p, " ");
      if (n)
        text_word (t, p, n);
      p += n;
    }
}

/* A comment of any length, words kept whole, the braces kept on the lines
 * of its first and last words. */
static void
text_comment (Text *t, const char *body)
{
  const char *p = body;
  bool first = true;
  while (*p == ' ')
    p++;
  if (!*p)
    {
      text_word (t, "{ }", 3);
      return;
    }
  while (*p)
    {
      size_t n = strcspn (p, " ");
      /* A command such as [%eval 0.35] stays on one line. */
      const char *close = *p == '[' ? strchr (p, ']') : NULL;
      if (close)
        n = (size_t) (close + 1 - p);
      const char *next = p + n;
      while (*next == ' ')
        next++;
      char *word = malloc (n + 5);
      if (!word)
        abort ();
      int len = sprintf (word, "%s%.*s%s", first ? "{ " : "", (int) n, p, *next ? "" : " }");
      text_word (t, word, (size_t) len);
      free (word);
      first = false;
      p = next;
    }
}

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

static void
write_summary (Text *t, const char *name, const CeReviewSide *s)
{
  char body[512];
  int inacc = s->count[CE_REVIEW_INACCURACY], mist = s->count[CE_REVIEW_MISTAKE],
      blun = s->count[CE_REVIEW_BLUNDER];
  snprintf (body, sizeof body, "%s: accuracy %.1f%%, %d %s, %d %s, %d %s, %d %s", name, s->accuracy,
            inacc, plural (inacc, "inaccuracy", "inaccuracies"), mist,
            plural (mist, "mistake", "mistakes"), blun, plural (blun, "blunder", "blunders"),
            s->only_moves, plural (s->only_moves, "only move", "only moves"));
  text_comment (t, body);
}

/* The better line as a variation replacing move `ply`. */
static void
write_variation (Text *t, const CeGame *g, int ply, const CeReviewPly *p)
{
  CePosition pos = *ce_game_position_at (g, ply);
  char san[CE_SAN_SIZE];
  for (int k = 0; k < p->best_line_len; k++)
    {
      char word[64];
      CeUndo u;
      ce_move_to_san (&pos, p->best_line[k], san);
      int len = 0;
      if (k == 0)
        len += snprintf (word + len, sizeof word - (size_t) len, "( ");
      if (pos.side == CE_WHITE)
        len += snprintf (word + len, sizeof word - (size_t) len, "%d. ", pos.fullmove);
      else if (k == 0)
        len += snprintf (word + len, sizeof word - (size_t) len, "%d... ", pos.fullmove);
      len += snprintf (word + len, sizeof word - (size_t) len, "%s%s", san,
                       k + 1 == p->best_line_len ? " )" : "");
      text_word (t, word, (size_t) len);
      ce_make (&pos, p->best_line[k], &u);
    }
}

static const char *const class_text[] = { NULL, NULL, "Inaccuracy.", "Mistake.", "Blunder." };

/* The whole annotated game; malloc'd. */
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
  /* The tags exactly as the engine's writer writes them: its text up to
   * the blank line before the movetext. */
  char *whole = ce_pgn_write (pg);
  char *cut = strstr (whole, "\n\n");
  Text t = { 0 };
  text_raw (&t, whole, cut ? (size_t) (cut - whole) + 2 : strlen (whole));
  free (whole);
  t.line_start = t.len;

  write_summary (&t, "White", &r->side[CE_WHITE]);
  write_summary (&t, "Black", &r->side[CE_BLACK]);
  if (pg->comments && pg->comments[0])
    {
      char *own = strip_eval (pg->comments[0]);
      if (*own)
        text_comment (&t, own);
      free (own);
    }
  for (int i = 0; i < g->nmoves; i++)
    {
      const CeReviewPly *p = &r->plies[i];
      CePosition pos = *ce_game_position_at (g, i);
      char san[CE_SAN_SIZE], eval[32], head[128];
      char word[64];
      int len
        = snprintf (word, sizeof word, "%d%s %s", pos.fullmove, pos.side == CE_WHITE ? "." : "...",
                    ce_move_to_san (&pos, p->played, san));
      text_word (&t, word, (size_t) len);
      if (ce_review_nag (p))
        text_words (&t, "$%d", ce_review_nag (p));
      ce_pgn_format_eval (p->eval_after, CE_WHITE, eval);
      char *own = strip_eval (pg->comments ? pg->comments[i + 1] : NULL);
      if (class_text[p->cls])
        snprintf (head, sizeof head, "%s %s %s was best.", eval, class_text[p->cls],
                  ce_move_to_san (&pos, p->best, san));
      else
        snprintf (head, sizeof head, "%s%s", eval, p->only_move ? " Only move." : "");
      /* The file's own comment, however long, after ours. */
      char *body = malloc (strlen (head) + strlen (own) + 2);
      if (!body)
        abort ();
      sprintf (body, "%s %s", head, own);
      free (own);
      text_comment (&t, body);
      free (body);
      if (class_text[p->cls] && p->best_line_len > 0)
        write_variation (&t, g, i, p);
    }
  text_words (&t, "%s", ce_result_string (pg->result));
  text_raw (&t, "\n", 1);
  return t.buf;
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

int
chimera_review_command (int argc, char **argv)
{
  ReviewArgs a;
  int rc = parse_args (argc, argv, &a);
  if (rc)
    return rc;
  bool is_stdin = strcmp (a.path, "-") == 0;
  FILE *f = is_stdin ? stdin : fopen (a.path, "rb");
  if (!f)
    {
      fprintf (stderr, "chimera-cli: cannot read '%s': %s\n", a.path, strerror (errno));
      return 2;
    }
  CePgnReader *reader = ce_pgn_reader_new (CE_PGN_READ_GAMES, 0);
  static char piece[1 << 16];
  int ngames = 0;
  for (;;)
    {
      CePgnGame pg;
      CePgnError err;
      CePgnStatus st = ce_pgn_reader_next (reader, &pg, &err, NULL);
      if (st == CE_PGN_END)
        break;
      if (st == CE_PGN_GAME)
        {
          review_and_print (&pg, &a, ngames++ == 0);
          ce_pgn_game_free (&pg);
          continue;
        }
      if (st == CE_PGN_BAD_GAME)
        {
          fflush (stdout);
          fprintf (stderr, "%s:%d:%d: %s\n", a.path, err.line, err.column, err.message);
          rc = 2;
          continue;
        }
      size_t got = fread (piece, 1, sizeof piece, f);
      if (got)
        ce_pgn_reader_feed (reader, piece, got);
      else if (ferror (f))
        {
          fflush (stdout);
          fprintf (stderr, "chimera-cli: cannot read '%s': %s\n", a.path, strerror (errno));
          rc = 2;
          break;
        }
      else
        ce_pgn_reader_finish (reader);
    }
  ce_pgn_reader_free (reader);
  if (!is_stdin)
    fclose (f);
  if (fflush (stdout) != 0)
    {
      fprintf (stderr, "chimera-cli: cannot write the output: %s\n", strerror (errno));
      return 2;
    }
  return rc;
}
