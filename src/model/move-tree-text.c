/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move tree as the move list's words: moves with NAG symbols, side
 * lines as PGN writes them (numbers where a reader needs them), each move a
 * link to its node.
 */
#include "config.h"

#include "move-tree-text.h"

#include "pgn.h"
#include "notation-display.h"
#include "san.h"

/* The symbols the move list shows for NAGs past the move suffixes: the
 * ones annotators use (the position's assessment, the only move); the
 * rest as "$N", as PGN writes them. */
static const char *
nag_symbol (int nag)
{
  switch (nag)
    {
      case 7:
      case 8: return "□";
      case 10: return "=";
      case 13: return "∞";
      case 14: return "⩲";
      case 15: return "⩱";
      case 16: return "±";
      case 17: return "∓";
      case 18: return "+−";
      case 19: return "−+";
      case 22:
      case 23: return "⨀";
      case 146: return "N";
      default: return NULL;
    }
}

/* The position before node `id`'s move; FALSE for the root (or no node). */
static gboolean
position_before (const CeTree *t, CeNodeId id, CePosition *before)
{
  const CeTreeNode *n = ce_tree_node (t, id);
  if (!n || n->parent == CE_NODE_NONE)
    return FALSE;
  ce_tree_position (t, n->parent, before);
  return TRUE;
}

char *
chimera_move_tree_move_text (const CeTree *t, CeNodeId id, ChimeraNotationStyle style)
{
  CePosition before;
  if (!position_before (t, id, &before))
    return g_strdup ("");
  const CeTreeNode *n = ce_tree_node (t, id);
  char san[CHIMERA_DISPLAY_SAN_SIZE];
  chimera_notation_from_san (&before, n->move, ce_tree_san (t, id), style, san);
  GString *s = g_string_new (san);
  /* The move's suffix stands on the move whatever order the NAGs were
   * given in (a mark toggled after an assessment), as PGN writes it. */
  for (int i = 0; i < n->nnags; i++)
    if (ce_pgn_nag_suffix (n->nags[i]))
      g_string_append (s, ce_pgn_nag_suffix (n->nags[i]));
  for (int i = 0; i < n->nnags; i++)
    {
      const char *symbol = nag_symbol (n->nags[i]);
      if (ce_pgn_nag_suffix (n->nags[i]))
        continue;
      if (symbol)
        g_string_append_printf (s, " %s", symbol);
      else
        g_string_append_printf (s, " $%d", n->nags[i]);
    }
  return g_string_free (s, FALSE);
}

char *
chimera_move_tree_numbered_move (const CeTree *t, CeNodeId id, ChimeraNotationStyle style)
{
  CePosition before;
  if (!position_before (t, id, &before))
    return g_strdup ("");
  g_autofree char *move = chimera_move_tree_move_text (t, id, style);
  if (before.side == CE_WHITE)
    return g_strdup_printf ("%u. %s", before.fullmove, move);
  return g_strdup_printf ("%u… %s", before.fullmove, move);
}

static void
append_comment (GString *s, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  g_string_append_printf (s, "%s<i>%s</i>", s->len ? " " : "", escaped);
}

/* What every part of one markup text shares. */
typedef struct
{
  const CeTree *t;
  CeNodeId viewed; /* drawn bold */
  ChimeraNotationStyle style;
} Markup;

/* A move as a link, numbered when it is White's or when `number` asks
 * (Black's move at the start of a line or after an interruption). */
static void
append_move (GString *s, const Markup *m, CeNodeId id, gboolean number)
{
  CePosition before;
  ce_tree_position (m->t, ce_tree_parent (m->t, id), &before);
  if (s->len)
    g_string_append_c (s, ' ');
  if (before.side == CE_WHITE)
    g_string_append_printf (s, "%u. ", before.fullmove);
  else if (number)
    g_string_append_printf (s, "%u… ", before.fullmove);
  g_autofree char *move = chimera_move_tree_move_text (m->t, id, m->style);
  g_autofree char *escaped = chimera_notation_markup_escape (move);
  gboolean bold = id == m->viewed;
  g_string_append_printf (s, "<a href=\"%d\">%s%s%s</a>", (int) id, bold ? "<b>" : "", escaped,
                          bold ? "</b>" : "");
}

static void append_line (GString *s, const Markup *m, CeNodeId start, int depth);

/* The alternatives to node `id` (its parent's children after the first),
 * each in parentheses. */
static void
append_alternatives (GString *s, const Markup *m, CeNodeId id, int depth)
{
  CeNodeId parent = ce_tree_parent (m->t, id);
  if (parent == CE_NODE_NONE || ce_tree_main_child (m->t, parent) != id)
    return;
  for (int i = 1; i < ce_tree_nchildren (m->t, parent); i++)
    {
      g_string_append (s, s->len ? " (" : "(");
      /* Past a depth no reader follows, the line stands for the rest. */
      if (depth < 32)
        append_line (s, m, ce_tree_child (m->t, parent, i), depth + 1);
      else
        g_string_append (s, "…");
      g_string_append_c (s, ')');
    }
}

static void
append_line (GString *s, const Markup *m, CeNodeId start, int depth)
{
  gboolean number = TRUE;
  GString *line = g_string_new (NULL);
  for (CeNodeId id = start; id != CE_NODE_NONE; id = ce_tree_main_child (m->t, id))
    {
      append_move (line, m, id, number);
      number = FALSE;
      const CeTreeNode *n = ce_tree_node (m->t, id);
      if (n->comment)
        {
          append_comment (line, n->comment);
          number = TRUE;
        }
      if (id != start)
        {
          gsize before = line->len;
          append_alternatives (line, m, id, depth);
          number |= line->len != before;
        }
    }
  g_string_append (s, line->str);
  g_string_free (line, TRUE);
}

char *
chimera_move_tree_markup (const CeTree *t, CeNodeId id, CeNodeId viewed, ChimeraNotationStyle style)
{
  const CeTreeNode *n = ce_tree_node (t, id);
  if (!n)
    return NULL;
  const Markup m = { t, viewed, style };
  GString *s = g_string_new (NULL);
  if (n->comment)
    append_comment (s, n->comment);
  append_alternatives (s, &m, id, 0);
  if (!s->len)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}
