/* SPDX-License-Identifier: GPL-3.0-or-later
 * The arrows and circles drawn on the board: the model, its PGN comment
 * commands and its words (see board-annotations.h); GLib only, built with
 * the scene.  The drawing is in board-annotations-paint.c.
 */
#include "config.h"

#include "board-annotations.h"

#include <glib/gi18n.h>
#include <string.h>

/* ---- The model ---- */

ChimeraAnnotationColor
chimera_annotation_color_for_keys (gboolean shift_or_ctrl, gboolean alt)
{
  return (shift_or_ctrl ? 1 : 0) + (alt ? 2 : 0);
}

static const char letters[CHIMERA_ANNOTATION_N_COLORS] = { 'G', 'R', 'B', 'Y' };

char
chimera_annotation_color_letter (ChimeraAnnotationColor color)
{
  return color < CHIMERA_ANNOTATION_N_COLORS ? letters[color] : '?';
}

int
chimera_annotation_color_from_letter (char letter)
{
  for (int i = 0; i < CHIMERA_ANNOTATION_N_COLORS; i++)
    if (letters[i] == letter)
      return i;
  return -1;
}

void
chimera_annotations_clear (ChimeraAnnotations *a)
{
  a->n = 0;
}

gboolean
chimera_annotations_equal (const ChimeraAnnotations *a, const ChimeraAnnotations *b)
{
  if (a->n != b->n)
    return FALSE;
  /* Each (from, to) is there once, so the same count and each shape of
   * `a` in `b` is the same set. */
  for (guint i = 0; i < a->n; i++)
    {
      int j = chimera_annotations_find (b, a->shapes[i].from, a->shapes[i].to);
      if (j < 0 || b->shapes[j].color != a->shapes[i].color)
        return FALSE;
    }
  return TRUE;
}

int
chimera_annotations_find (const ChimeraAnnotations *a, int from, int to)
{
  for (guint i = 0; i < a->n; i++)
    if (a->shapes[i].from == from && a->shapes[i].to == to)
      return (int) i;
  return -1;
}

static void
remove_at (ChimeraAnnotations *a, int i)
{
  memmove (a->shapes + i, a->shapes + i + 1, (a->n - i - 1) * sizeof *a->shapes);
  a->n--;
}

/* Sets the shape (on top), or with `toggle` removes it if it is there in
 * that colour already. */
static gboolean
put (ChimeraAnnotations *a, int from, int to, ChimeraAnnotationColor color, gboolean toggle)
{
  if (from < 0 || to < 0 || from >= CE_NSQ || to >= CE_NSQ || color >= CHIMERA_ANNOTATION_N_COLORS)
    return FALSE;
  int i = chimera_annotations_find (a, from, to);
  if (i >= 0)
    {
      gboolean same = a->shapes[i].color == color;
      remove_at (a, i);
      if (same && toggle)
        return TRUE;
    }
  else if (a->n >= CHIMERA_ANNOTATIONS_MAX)
    return FALSE;
  a->shapes[a->n++] = (ChimeraAnnotationShape){ (guint8) from, (guint8) to, (guint8) color };
  return TRUE;
}

gboolean
chimera_annotations_toggle (ChimeraAnnotations *a, int from, int to, ChimeraAnnotationColor color)
{
  return put (a, from, to, color, TRUE);
}

/* ---- PGN comments ---- */

static void
append_square (GString *s, int sq)
{
  g_string_append_printf (s, "%c%d", 'a' + CE_FILE (sq), CE_RANK (sq) + 1);
}

char *
chimera_annotations_to_pgn (const ChimeraAnnotations *a)
{
  GString *s = g_string_new (NULL);
  for (int arrows = 0; arrows < 2; arrows++)
    {
      gboolean first = TRUE;
      for (guint i = 0; i < a->n; i++)
        {
          const ChimeraAnnotationShape *sh = &a->shapes[i];
          if ((sh->from != sh->to) != arrows)
            continue;
          g_string_append (s, first ? (arrows ? "[%cal " : "[%csl ") : ",");
          first = FALSE;
          g_string_append_c (s, chimera_annotation_color_letter (sh->color));
          append_square (s, sh->from);
          if (arrows)
            append_square (s, sh->to);
        }
      if (!first)
        g_string_append_c (s, ']');
    }
  return g_string_free (s, FALSE);
}

/* A square name at *p (file a-p, rank 1-16, the longest rank that fits),
 * moving *p past it; -1 (and *p left alone) if there is none. */
static int
parse_square (const char **p, const CeVariant *v)
{
  const char *s = *p;
  if (s[0] < 'a' || s[0] > 'p' || s[1] < '1' || s[1] > '9')
    return -1;
  int file = s[0] - 'a', rank = s[1] - '0', n = 2;
  if (s[2] >= '0' && s[2] <= '9' && rank * 10 + s[2] - '0' <= 16)
    {
      rank = rank * 10 + s[2] - '0';
      n = 3;
    }
  int sq = CE_SQ (file, rank - 1);
  if (v && (file >= v->files || rank > v->ranks || !v->on_board[sq]))
    return -1;
  *p = s + n;
  return sq;
}

static const char *
skip_spaces (const char *p)
{
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    p++;
  return p;
}

/* The command's entries from `p` (just after "[%cal" or "[%csl") to its
 * closing bracket; returns where it ends (after the bracket, or at the
 * end of the text) and clears *ok on a bad entry. */
static const char *
parse_command (
  ChimeraAnnotations *a, const char *p, gboolean arrows, const CeVariant *v, gboolean *ok)
{
  p = skip_spaces (p);
  while (*p && *p != ']')
    {
      const char *entry = p;
      int color = chimera_annotation_color_from_letter (*p);
      int from = -1, to = -1;
      if (color >= 0)
        {
          p++;
          from = parse_square (&p, v);
          to = arrows && from >= 0 ? parse_square (&p, v) : from;
        }
      p = skip_spaces (p);
      gboolean good
        = from >= 0 && to >= 0 && (*p == ',' || *p == ']' || !*p) && (arrows ? to != from : TRUE);
      if (!good || !put (a, from, to, color, FALSE))
        {
          *ok = FALSE;
          /* Skip to the next entry. */
          p = entry;
          while (*p && *p != ',' && *p != ']')
            p++;
        }
      if (*p == ',')
        p = skip_spaces (p + 1);
    }
  return *p == ']' ? p + 1 : p;
}

/* The next "[%cal" or "[%csl" at or after `p`, or NULL; `arrows` says which. */
static const char *
find_command (const char *p, gboolean *arrows)
{
  for (const char *q = strstr (p, "[%c"); q; q = strstr (q + 1, "[%c"))
    if ((q[3] == 'a' || q[3] == 's') && q[4] == 'l'
        && (q[5] == ' ' || q[5] == ']' || q[5] == '\t' || q[5] == '\n'))
      {
        *arrows = q[3] == 'a';
        return q;
      }
  return NULL;
}

gboolean
chimera_annotations_from_pgn (ChimeraAnnotations *a, const char *comment, const CeVariant *v)
{
  gboolean ok = TRUE, arrows;
  const char *p = comment;
  for (const char *q; p && (q = find_command (p, &arrows));)
    p = parse_command (a, q + 5, arrows, v, &ok);
  return ok;
}

char *
chimera_annotations_strip_pgn (const char *comment)
{
  GString *s = g_string_new (NULL);
  gboolean arrows;
  const char *p = comment;
  for (const char *q; (q = find_command (p, &arrows));)
    {
      g_string_append_len (s, p, q - p);
      const char *end = strchr (q, ']');
      p = end ? end + 1 : q + strlen (q);
    }
  g_string_append (s, p);
  /* The spaces round a command removed from between words stay one. */
  char *text = g_string_free (s, FALSE);
  char *out = text;
  for (char *r = text; *r; r++)
    if (!(*r == ' ' && (out == text || out[-1] == ' ')))
      *out++ = *r;
  *out = 0;
  if (out > text && out[-1] == ' ')
    out[-1] = 0;
  return text;
}

/* ---- Words ---- */

char *
chimera_annotations_describe_square (const ChimeraAnnotations *a, int sq)
{
  static const char *const circles[] = {
    N_ (", green circle"),
    N_ (", red circle"),
    N_ (", blue circle"),
    N_ (", yellow circle"),
  };
  /* Translators: %s is a square name, e.g. "e4". */
  static const char *const arrows_to[] = {
    N_ (", green arrow to %s"),
    N_ (", red arrow to %s"),
    N_ (", blue arrow to %s"),
    N_ (", yellow arrow to %s"),
  };
  /* Translators: %s is a square name, e.g. "e2". */
  static const char *const arrows_from[] = {
    N_ (", green arrow from %s"),
    N_ (", red arrow from %s"),
    N_ (", blue arrow from %s"),
    N_ (", yellow arrow from %s"),
  };
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < a->n; i++)
    {
      const ChimeraAnnotationShape *sh = &a->shapes[i];
      char name[8];
      if (sh->from == sq && sh->to == sq)
        g_string_append (s, _ (circles[sh->color]));
      else if (sh->from == sq)
        g_string_append_printf (s, _ (arrows_to[sh->color]), ce_square_name (sh->to, name));
      else if (sh->to == sq)
        g_string_append_printf (s, _ (arrows_from[sh->color]), ce_square_name (sh->from, name));
    }
  return g_string_free (s, FALSE);
}

int
chimera_annotations_to_marks (const ChimeraAnnotations *a, CeMark *out, int max)
{
  int n = 0;
  for (guint i = 0; i < a->n && n < max; i++, n++)
    {
      const ChimeraAnnotationShape *sh = &a->shapes[i];
      out[n].colour = chimera_annotation_color_letter (sh->color);
      out[n].from = sh->from;
      out[n].to = sh->to == sh->from ? CE_NO_SQ : sh->to;
    }
  return n;
}

void
chimera_annotations_from_marks (ChimeraAnnotations *a, const CeMark *marks, int n)
{
  chimera_annotations_clear (a);
  for (int i = 0; i < n && a->n < CHIMERA_ANNOTATIONS_MAX; i++)
    {
      int color = chimera_annotation_color_from_letter (marks[i].colour);
      ChimeraAnnotationShape *sh = &a->shapes[a->n++];
      sh->from = marks[i].from;
      sh->to = marks[i].to == CE_NO_SQ ? marks[i].from : marks[i].to;
      sh->color = color < 0 ? CHIMERA_ANNOTATION_GREEN : (guint8) color;
    }
}
