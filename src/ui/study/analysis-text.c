/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis panel's words: scores, the summary, the speed, a line's
 * moves and how much of them a row holds.
 */
#include "config.h"

#include "analysis-text.h"
#include "locale-format.h"

#include <glib/gi18n.h>

#include "movegen.h"
#include "notation-setting.h"
#include "san.h"

/* Plies of a line written out at most; chimera_analysis_fit_rows keeps what two lines
 * of the label's width hold.  (The label wraps rather than ellipsizes:
 * GTK 4.8 mismeasures a wrapping label with a line limit.) */
#define PV_PLIES 16
#define PV_ROWS  2

/* "+0.35", "−1.20", "#3", "#−2": White's view, as analysis boards write it
 * (with the locale's decimal separator). */
void
chimera_analysis_format_score (int score, int side, char *buf, gsize size, int *white_mate)
{
  int mate = ce_score_mate (score);
  if (side == CE_BLACK)
    {
      score = -score;
      mate = -mate;
    }
  if (white_mate)
    *white_mate = mate;
  if (mate)
    g_snprintf (buf, size, "#%s%d", mate < 0 ? "−" : "", ABS (mate));
  else
    {
      g_autofree char *text = chimera_locale_format_fixed (score, 2, score < 0 ? "−" : "+");
      g_strlcpy (buf, text, size);
    }
}

char *
chimera_analysis_summary_text (int score, int side)
{
  int mate = ce_score_mate (score);
  if (side == CE_BLACK)
    {
      score = -score;
      mate = -mate;
    }
  if (mate > 0)
    return g_strdup_printf (ngettext ("White mates in %d move", "White mates in %d moves", mate),
                            mate);
  if (mate < 0)
    return g_strdup_printf (ngettext ("Black mates in %d move", "Black mates in %d moves", -mate),
                            -mate);
  int a = ABS (score);
  if (a < 30)
    return g_strdup (_ ("About equal"));
  gboolean white = score > 0;
  if (a < 100)
    return g_strdup (white ? _ ("White is slightly better") : _ ("Black is slightly better"));
  if (a < 300)
    return g_strdup (white ? _ ("White is better") : _ ("Black is better"));
  return g_strdup (white ? _ ("White is winning") : _ ("Black is winning"));
}

char *
chimera_analysis_speed_text (uint64_t nps)
{
  if (nps >= 1000000)
    return g_strdup_printf (_ ("%.1f M nodes/s"), nps / 1e6);
  return g_strdup_printf (_ ("%d k nodes/s"), (int) (nps / 1000));
}

/* A line's moves after the first, numbered as a game record writes them;
 * the first move's SAN goes to `first`.  Stops at a move that is not legal
 * (a line pieced together from the table can end in one). */
char *
chimera_analysis_line_text (const CePosition *root, const CeSearchInfo *info, char *first)
{
  CePosition pos = *root;
  GString *text = g_string_new (NULL);
  first[0] = 0;
  for (int i = 0; i < info->pv_length && i < PV_PLIES; i++)
    {
      CeMove legal[CE_MAX_MOVES], m = info->pv[i];
      int n = ce_generate_legal (&pos, legal);
      gboolean found = FALSE;
      for (int k = 0; k < n && !found; k++)
        found = legal[k] == m;
      if (!found)
        break;
      char san[CHIMERA_DISPLAY_SAN_SIZE];
      chimera_notation_move (&pos, m, chimera_notation_get_style (), san);
      if (i == 0)
        g_strlcpy (first, san, CHIMERA_DISPLAY_SAN_SIZE);
      else
        {
          if (text->len)
            g_string_append_c (text, ' ');
          if (pos.side == CE_WHITE)
            g_string_append_printf (text, "%u. ", pos.fullmove);
          g_string_append (text, san);
        }
      CeUndo u;
      ce_make (&pos, m, &u);
    }
  if (info->pv_length > PV_PLIES)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

/* Cuts `text` (words separated by spaces) after the last whole move that
 * keeps it, with " …", within PV_ROWS lines of `label` as wide as it is
 * now: a narrow side panel shows a shorter line instead of growing taller
 * than a small window (at 800x600 three lines of three rows made the
 * window 66 px too tall).  A label not yet given a width keeps it all. */
void
chimera_analysis_fit_rows (GtkWidget *label, GString *text)
{
  int width = gtk_widget_get_width (label);
  if (width <= 0 || !text->len)
    return;
  PangoLayout *layout = gtk_widget_create_pango_layout (label, NULL);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  for (;;)
    {
      pango_layout_set_text (layout, text->str, (int) text->len);
      if (pango_layout_get_line_count (layout) <= PV_ROWS || !strchr (text->str, ' '))
        break;
      /* Drop the ellipsis already there, the last move, and a move number
       * left dangling before it. */
      if (g_str_has_suffix (text->str, " …"))
        g_string_truncate (text, text->len - strlen (" …"));
      do
        {
          char *space = strrchr (text->str, ' ');
          g_string_truncate (text, space ? (gsize) (space - text->str) : 0);
        }
      while (text->len && text->str[text->len - 1] == '.');
      g_string_append (text, " …");
    }
  g_object_unref (layout);
}
