/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words, for the side panel and the window's title.
 */
#include "config.h"

#include "game-status.h"

#include "move-tree-text.h"
#include "movegen.h"
#include "variant-words.h"

#include <glib/gi18n.h>

/* A result set from outside the rules (a file's Result and Termination):
 * the usual Termination values in words, anything else as written. */
static char *
recorded_reason_text (const char *reason)
{
  static const struct
  {
    const char *value, *text;
  } known[] = {
    { "resignation", N_ ("By resignation") },   { "agreement", N_ ("By agreement") },
    { "adjudication", N_ ("By adjudication") }, { "time forfeit", N_ ("Time forfeit") },
    { "abandoned", N_ ("Abandoned") },          { "rules infraction", N_ ("Rules infraction") },
  };
  if (!reason)
    return g_strdup (_ ("As recorded in the file"));
  for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_ascii_strcasecmp (reason, known[i].value) == 0)
      return g_strdup (_ (known[i].text));
  return g_utf8_make_valid (reason, -1);
}

/* "White to move" for `pos`, "— check" added when it is in check. */
static char *
to_move_text (const CePosition *pos)
{
  const char *side = pos->side == CE_WHITE ? _ ("White") : _ ("Black");
  if (ce_in_check (pos))
    return g_strdup_printf (_ ("%s to move — check"), side);
  return g_strdup_printf (_ ("%s to move"), side);
}

/* The status of an earlier position or a variation's (the view is not
 * the live position's). */
static char *
browsed_text (ChimeraGame *game, ChimeraNotationStyle style, char **detail, char **summary)
{
  int view = chimera_game_get_view (game);
  int n = chimera_game_get_n_plies (game);
  const CeTree *tree = chimera_game_get_tree (game);
  CeNodeId node = chimera_game_get_viewed_node (game);
  char *status = to_move_text (chimera_game_get_viewed_position (game));
  if (!ce_tree_is_mainline (tree, node))
    {
      g_autofree char *move = chimera_move_tree_numbered_move (tree, node, style);
      /* TRANSLATORS: the position shown is in a side line (a
       * variation) of the game, after its move %s ("12… Nf6"). */
      *detail = g_strdup_printf (_ ("In a variation: after %s"), move);
      /* TRANSLATORS: the window's subtitle there, e.g. "Variation
       * after 12… Nf6 — White to move". */
      *summary = g_strdup_printf (_ ("Variation after %s — %s"), move, status);
      return status;
    }
  if (view == 0)
    {
      *detail = g_strdup (_ ("Earlier position: the start"));
      *summary = g_strdup_printf (_ ("Start — %s"), status);
      return status;
    }
  /* TRANSLATORS: the position shown while browsing a game's moves:
   * after its 12th of 40 moves (each side's move counts as one). */
  *detail = g_strdup_printf (_ ("Earlier position: move %d of %d"), view, n);
  /* TRANSLATORS: the window's subtitle while browsing, e.g. "Move 12
   * of 40 — White to move". */
  *summary = g_strdup_printf (_ ("Move %d of %d — %s"), view, n, status);
  return status;
}

/* The status of the live position: the result, or whose move it is. */
static char *
live_text (ChimeraGame *game, gboolean thinking, char **detail)
{
  CeEndReason why;
  CeResult r = chimera_game_get_result (game, &why);
  if (r != CE_RESULT_NONE)
    {
      *detail = why == CE_END_NONE ? recorded_reason_text (chimera_game_get_result_reason (game))
                                   : g_strdup (chimera_end_reason (why));
      if (r == CE_RESULT_DRAW)
        return g_strdup (_ ("Draw"));
      return g_strdup (r == CE_RESULT_WHITE_WINS ? _ ("White wins") : _ ("Black wins"));
    }
  if (chimera_game_get_paused (game))
    /* TRANSLATORS: under "White to move" while a clock game is paused. */
    *detail = g_strdup (_ ("Paused: the clocks stand still until you resume (Ctrl+P)"));
  else if (thinking)
    *detail = g_strdup (_ ("The computer is thinking…"));
  return to_move_text (chimera_game_get_position (game));
}

char *
chimera_game_status_text (
  ChimeraGame *game, gboolean thinking, ChimeraNotationStyle style, char **detail, char **summary)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game) && detail && summary, NULL);
  *detail = NULL;
  *summary = NULL;
  char *status = chimera_game_get_view (game) >= 0 ? browsed_text (game, style, detail, summary)
                                                   : live_text (game, thinking, detail);
  if (!*summary)
    *summary = g_strdup (status);
  return status;
}
