/* SPDX-License-Identifier: GPL-3.0-or-later
 * A piece in words for the board's tooltip, cursor and accessible cells:
 * the variant's own words (variant-words.c) and the zelig reasons' words,
 * which live here because only the UI has sentences.
 */
#include "config.h"

#include "piece-describe.h"

#include <glib/gi18n.h>

#include "variant-words.h"

char *
chimera_piece_power_reason (const CePosition *pos, int square)
{
  CePowerReason r;
  g_return_val_if_fail (pos != NULL, NULL);
  if (!ce_power_reason (pos, square, &r))
    return NULL;
  const char *power = chimera_piece_type_power (pos->v, r.type);
  int file = 'a' + r.file;
  char related[8] = "";
  if (r.related != CE_NO_SQ)
    ce_square_name (r.related, related);
  gboolean white = CE_COLOR (pos->board[square]) == CE_WHITE;
  switch (r.code)
    {
      case CE_POWER_FILE:
        /* Translators: a zelig's power and why, e.g. "Knight: the power of
         * the b-file". */
        return g_strdup_printf (_ ("%s: the power of the %c-file"), power, file);
      case CE_POWER_NEAREST:
        /* Translators: a zelig's power and why, e.g. "Rook: the nearest
         * zelig on the a-file" (nearest to its own side). */
        return g_strdup_printf (_ ("%s: the nearest zelig on the %c-file"), power, file);
      case CE_POWER_ROOK_TWO:
        /* Translators: e.g. "Rook: the next zelig on the a-file after a1,
         * as the other rook file has none" (a second rook). */
        return g_strdup_printf (_ ("%s: the next zelig on the %c-file after %s, as the other "
                                   "rook file has none"),
                                power, file, related);
      case CE_POWER_NEXT:
        /* Translators: e.g. "Bishop: the next zelig on the d-file after d2",
         * the next power down the file's order. */
        return g_strdup_printf (_ ("%s: the next zelig on the %c-file after %s"), power, file,
                                related);
      case CE_POWER_NO_ROOK:
        return g_strdup_printf (white ? _ ("%s: the next zelig on the %c-file after %s; White "
                                           "has two rooks already")
                                      : _ ("%s: the next zelig on the %c-file after %s; Black "
                                           "has two rooks already"),
                                power, file, related);
      case CE_POWER_LEFT_OVER:
      default:
        /* Translators: e.g. "Monarch (…): nearer zeligs took every power
         * of the d-file". */
        return g_strdup_printf (_ ("%s: nearer zeligs took every power of the %c-file"), power,
                                file);
    }
}

/* "white ZigZag Rook" as the start of a line: "White ZigZag Rook". */
static char *
capitalised_name (const CePosition *pos, CePiece p)
{
  const char *name = chimera_piece_type_with_color (pos->v, CE_TYPE (p), CE_COLOR (p));
  gunichar first = g_utf8_get_char (name);
  char buf[8];
  int n = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
  return g_strdup_printf ("%.*s%s", n, buf, g_utf8_next_char (name));
}

char *
chimera_piece_describe_moves (const CePosition *pos, int square)
{
  g_return_val_if_fail (pos != NULL, NULL);
  if (square < 0 || square >= CE_NSQ || !pos->board[square])
    return NULL;
  const char *moves = chimera_piece_type_moves (pos->v, CE_TYPE (pos->board[square]));
  g_autofree char *why = chimera_piece_power_reason (pos, square);
  return why ? g_strdup_printf ("%s %s.", moves, why) : g_strdup (moves);
}

/* The three lines of a piece's description, as plain text or as markup
 * (its name bold, its power's reason in italics). */
static char *
describe (const CePosition *pos, int square, gboolean markup)
{
  g_return_val_if_fail (pos != NULL, NULL);
  if (square < 0 || square >= CE_NSQ || !pos->board[square])
    return NULL;
  g_autofree char *name = capitalised_name (pos, pos->board[square]);
  const char *moves = chimera_piece_type_moves (pos->v, CE_TYPE (pos->board[square]));
  g_autofree char *why = chimera_piece_power_reason (pos, square);
  if (markup)
    return why ? g_markup_printf_escaped ("<b>%s</b>\n%s\n<i>%s</i>", name, moves, why)
               : g_markup_printf_escaped ("<b>%s</b>\n%s", name, moves);
  return why ? g_strdup_printf ("%s\n%s\n%s", name, moves, why)
             : g_strdup_printf ("%s\n%s", name, moves);
}

char *
chimera_piece_describe (const CePosition *pos, int square)
{
  return describe (pos, square, FALSE);
}

char *
chimera_piece_describe_markup (const CePosition *pos, int square)
{
  return describe (pos, square, TRUE);
}

char *
chimera_power_changes_text (ChimeraBoardScene *scene)
{
  g_return_val_if_fail (scene != NULL, NULL);
  const CePosition *pos = chimera_board_scene_get_position (scene);
  guint n = chimera_board_scene_get_power_change_count (scene);
  if (!pos || !n)
    return NULL;
  g_autoptr (GString) list = g_string_new (NULL);
  for (int k = 0; k < pos->v->nsquares; k++)
    {
      int sq = pos->v->squares[k];
      if (!chimera_board_scene_get_power_change (scene, sq) || !pos->board[sq])
        continue;
      char name[8];
      ce_square_name (sq, name);
      if (list->len)
        /* Translators: between the zeligs in "Powers changed: c3 Rook, f1
         * Bishop". */
        g_string_append (list, _ (", "));
      /* Translators: a zelig and its new power, "c3 Rook". */
      g_string_append_printf (list, _ ("%s %s"), name,
                              chimera_piece_type_power (pos->v, CE_TYPE (pos->board[sq])));
    }
  /* Translators: after a move, the zeligs whose power it changed. */
  return g_strdup_printf (ngettext ("Power changed: %s", "Powers changed: %s", n), list->str);
}

char *
chimera_cursor_step_text (ChimeraBoardScene *scene, ChimeraCursorStep step)
{
  g_return_val_if_fail (scene != NULL, NULL);
  const CePosition *pos = chimera_board_scene_get_position (scene);
  switch (step)
    {
      case CHIMERA_CURSOR_SHOWN:
        return g_strdup (_ ("The arrow keys move the cursor; Enter or Space chooses its square."));
      case CHIMERA_CURSOR_AT_EDGE: return g_strdup (_ ("Edge of the board."));
      case CHIMERA_CURSOR_SKIPPED:
        if (pos && pos->v->def->hole_name)
          /* TRANSLATORS: the cursor went over cells that are no squares,
           * "Past the Lake." */
          return g_strdup_printf (_ ("Past %s."),
                                  g_dgettext (GETTEXT_PACKAGE, pos->v->def->hole_name));
        return g_strdup (_ ("Past cells that are not on the board."));
      case CHIMERA_CURSOR_MOVED:
      default: return NULL;
    }
}

char *
chimera_cursor_status_text (ChimeraBoardScene *scene, guint what)
{
  g_return_val_if_fail (scene != NULL, NULL);
  const CePosition *pos = chimera_board_scene_get_position (scene);
  int sq = chimera_board_scene_get_cursor (scene);
  if (what != CHIMERA_BOARD_SCENE_CURSOR || !pos || !chimera_board_scene_get_cursor_shown (scene)
      || !chimera_board_scene_is_square (scene, sq) || !pos->board[sq])
    return NULL;
  char name[8];
  ce_square_name (sq, name);
  g_autofree char *piece = capitalised_name (pos, pos->board[sq]);
  g_autofree char *moves = chimera_piece_describe_moves (pos, sq);
  /* Translators: the piece under the keyboard cursor, "g1: White ZigZag
   * Rook. One square diagonally, ..." */
  return g_strdup_printf (_ ("%s: %s. %s"), name, piece, moves);
}
