/* SPDX-License-Identifier: GPL-3.0-or-later
 * A finished review written into a tree of moves: evaluations, NAGs,
 * comments and the better lines.
 */
#include "config.h"

#include "review-annotate.h"

#include "notation-display.h"

#include <glib/gi18n.h>
#include <string.h>

#include "eval.h"
#include "san.h"
#include "search.h"

CeTreeEval
chimera_review_tree_eval (int score)
{
  CeTreeEval e = { .set = true };
  if (score >= CE_EVAL_MATE_BOUND || score <= -CE_EVAL_MATE_BOUND)
    {
      int n = ce_score_mate (CLAMP (score, -CE_EVAL_MATE, CE_EVAL_MATE));
      if (n == 0)
        return (CeTreeEval){ 0 };
      e.mate = true;
      e.value = n;
      return e;
    }
  e.value = score;
  return e;
}

char *
chimera_review_comment (const CeReviewPly *p, const CePosition *before)
{
  if (p->cls < CE_REVIEW_INACCURACY || p->best == CE_MOVE_NONE)
    return NULL;
  /* The comment is a sentence in the user's language, so its move has
   * the language's letters as the sentence's words do ("Fehler. Sf3 war
   * am besten."); letters, not figurines, as it also goes into files. */
  CePosition pos = *before;
  char best[CHIMERA_DISPLAY_SAN_SIZE];
  chimera_notation_move (&pos, p->best, CHIMERA_NOTATION_LETTERS, best);
  switch (p->cls)
    {
      /* TRANSLATORS: a comment the review writes after a move; %s is the
     * engine's move in algebraic notation. */
      case CE_REVIEW_INACCURACY: return g_strdup_printf (_ ("Inaccuracy. %s was best."), best);
      case CE_REVIEW_MISTAKE: return g_strdup_printf (_ ("Mistake. %s was best."), best);
      case CE_REVIEW_BLUNDER: return g_strdup_printf (_ ("Blunder. %s was best."), best);
      default: return NULL;
    }
}

/* The move marks a review sets (1-7: !, ?, !!, ??, !?, ?!, only move). */
static gboolean
is_move_mark (int nag)
{
  return nag >= 1 && nag <= 7;
}

/* Our NAG in place of any move mark, the other NAGs kept after it. */
static void
set_mark (CeTree *t, CeNodeId node, int nag)
{
  const CeTreeNode *n = ce_tree_node (t, node);
  uint8_t keep[CE_TREE_MAX_NAGS];
  int nkeep = 0;
  for (int i = 0; i < n->nnags; i++)
    if (!is_move_mark (n->nags[i]))
      keep[nkeep++] = n->nags[i];
  ce_tree_clear_nags (t, node);
  if (nag)
    ce_tree_add_nag (t, node, nag);
  for (int i = 0; i < nkeep; i++)
    ce_tree_add_nag (t, node, keep[i]);
}

/* Our words before the comment there, unless it starts with them already
 * (a second review of the same game). */
static void
set_words (CeTree *t, CeNodeId node, const char *words)
{
  const char *old = ce_tree_node (t, node)->comment;
  if (old && g_str_has_prefix (old, words))
    return;
  g_autofree char *text = old ? g_strdup_printf ("%s %s", words, old) : g_strdup (words);
  ce_tree_set_comment (t, node, text);
}

int
chimera_review_write_tree (CeTree *t, const CeReview *r, const CeGame *line)
{
  g_return_val_if_fail (t && r && line, 0);
  int written = 0;
  for (int i = 0; i < r->ndone && i < line->nmoves; i++)
    {
      const CeReviewPly *p = &r->plies[i];
      CeNodeId node = ce_tree_mainline_node (t, i + 1);
      if (node == CE_NODE_NONE || ce_tree_move (t, node) != line->moves[i])
        break;
      CeTreeEval e = chimera_review_tree_eval (p->eval_after);
      ce_tree_set_eval (t, node, &e);
      set_mark (t, node, ce_review_nag (p));
      g_autofree char *words = chimera_review_comment (p, &line->positions[i]);
      if (words)
        {
          set_words (t, node, words);
          /* The better line beside the move played. */
          CeNodeId at = ce_tree_parent (t, node);
          for (int k = 0; k < p->best_line_len && at != CE_NODE_NONE; k++)
            at = ce_tree_add_move (t, at, p->best_line[k]);
        }
      written++;
    }
  return written;
}

int
chimera_review_write (ChimeraGame *game, const CeReview *r, const CeGame *line)
{
  /* One batch: the move list and the file see one change. */
  CeTree *t = chimera_game_edit_tree_begin (game);
  int n = chimera_review_write_tree (t, r, line);
  chimera_game_edit_tree_end (game);
  return n;
}
