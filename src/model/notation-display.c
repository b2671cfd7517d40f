/* SPDX-License-Identifier: GPL-3.0-or-later
 * Short algebraic notation for display: the engine's English SAN with the
 * piece letters of the user's language or figurines put in their places,
 * in the style the caller hands in.
 */
#include "config.h"

#include "notation-display.h"

#include <glib/gi18n.h>
#include <string.h>

/* Solid figurines for both sides, as chess books print them: the column
 * of the move list says whose move it is, and the solid shapes stay
 * legible at text size in light and dark styles alike. */
static const char *const figurines[CE_N_KINDS] = {
  [CE_KIND_KING] = "\u265A",   [CE_KIND_QUEEN] = "\u265B",  [CE_KIND_ROOK] = "\u265C",
  [CE_KIND_BISHOP] = "\u265D", [CE_KIND_KNIGHT] = "\u265E",
};

static const char *const english[]
  = { "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
      "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z" };

static const char *
translated_letter (CeOrthodoxKind kind)
{
  switch (kind)
    {
      case CE_KIND_KING:
        /* Translators: the letter of the king in chess moves (short algebraic
       * notation), as chess books in your language print it: German "K",
       * French "R".  Upper case; it must differ from the letters of the
       * queen, rook, bishop and knight. */
        return C_ ("piece letter", "K");
      case CE_KIND_QUEEN:
        /* Translators: the letter of the queen in chess moves: German "D",
       * French "D". */
        return C_ ("piece letter", "Q");
      case CE_KIND_ROOK:
        /* Translators: the letter of the rook in chess moves: German "T",
       * French "T". */
        return C_ ("piece letter", "R");
      case CE_KIND_BISHOP:
        /* Translators: the letter of the bishop in chess moves: German "L",
       * French "F". */
        return C_ ("piece letter", "B");
      case CE_KIND_KNIGHT:
        /* Translators: the letter of the knight in chess moves: German "S",
       * French "C". */
        return C_ ("piece letter", "N");
      case CE_KIND_NONE:
      case CE_KIND_PAWN:
      case CE_N_KINDS: break;
    }
  return NULL;
}

/* Pieces written without a letter, as san.c decides (ZigZag's ninja pawn,
 * held in hand, has one: J). */
static gboolean
letterless (const CeVariant *v, int type)
{
  unsigned flags = v->def->types[type].flags;
  return (flags & CE_PF_PAWN) && !(flags & CE_PF_HAND);
}

static const char *
english_letter (const CeVariant *v, int type)
{
  char c = v->def->types[type].letter;
  return c >= 'A' && c <= 'Z' ? english[c - 'A'] : "?";
}

/* A translation that can stand in a move: not empty, and not starting as
 * a file, a capture or castling would. */
static gboolean
usable_letter (const char *s)
{
  return s && s[0] && g_utf8_validate (s, -1, NULL) && !g_ascii_islower (s[0]) && s[0] != 'O'
         && !g_ascii_isdigit (s[0]) && !strchr ("=@+#-", s[0]);
}

/* The letter `type` of `v` has in the language if the variant can take
 * the language's letters, else NULL. */
static const char *
language_letter (const CeVariant *v, int type)
{
  CeOrthodoxKind kind = ce_orthodox_kind (v, type);
  const char *t = translated_letter (kind);
  return t && usable_letter (t) ? t : NULL;
}

/* True if the language's letters name every piece of `v` apart: each
 * orthodox piece by its translated letter, the others by their own. */
static gboolean
variant_takes_language (const CeVariant *v)
{
  const char *seen[CE_MAX_TYPES];
  int n = 0;
  for (int t = 1; t <= v->def->ntypes; t++)
    {
      if ((v->def->types[t].flags & CE_PF_NO_FEN) || letterless (v, t))
        continue;
      CeOrthodoxKind kind = ce_orthodox_kind (v, t);
      const char *s = english_letter (v, t);
      if (translated_letter (kind))
        {
          s = language_letter (v, t);
          if (!s)
            return FALSE;
        }
      for (int i = 0; i < n; i++)
        if (g_str_equal (seen[i], s))
          return FALSE;
      seen[n++] = s;
    }
  return TRUE;
}

const char *
chimera_notation_piece (const CeVariant *v, int type, ChimeraNotationStyle style)
{
  g_return_val_if_fail (v && type > 0 && type <= v->def->ntypes, "");
  type = ce_variant_base (v, type);
  if (letterless (v, type))
    return "";
  CeOrthodoxKind kind = ce_orthodox_kind (v, type);
  if (style == CHIMERA_NOTATION_FIGURINES && figurines[kind])
    return figurines[kind];
  if (translated_letter (kind) && variant_takes_language (v))
    return language_letter (v, type);
  return english_letter (v, type);
}

const char *
chimera_notation_kind_symbol (CeOrthodoxKind kind, ChimeraNotationStyle style)
{
  static const char *const english_kinds[CE_N_KINDS] = {
    [CE_KIND_KING] = "K",   [CE_KIND_QUEEN] = "Q",  [CE_KIND_ROOK] = "R",
    [CE_KIND_BISHOP] = "B", [CE_KIND_KNIGHT] = "N",
  };
  g_return_val_if_fail (kind < CE_N_KINDS, "");
  if (style == CHIMERA_NOTATION_FIGURINES && figurines[kind])
    return figurines[kind];
  const char *t = translated_letter (kind);
  if (t && usable_letter (t))
    return t;
  return english_kinds[kind] ? english_kinds[kind] : "";
}

/* The English SAN with the piece letters of `style` in its letters' places. */
char *
chimera_notation_from_san (
  const CePosition *pos, CeMove m, const char *san, ChimeraNotationStyle style, char *buf)
{
  const CeVariant *v = pos->v;
  /* Where SAN has letters: first for a piece's move or a drop, after "="
   * for a promotion; castling has none. */
  int first = 0, promo = 0;
  if (ce_move_kind (m) == CE_MOVE_DROP)
    first = ce_move_type (m);
  else if (ce_move_kind (m) != CE_MOVE_CASTLE)
    {
      int mover = ce_variant_base (v, CE_TYPE (pos->board[ce_move_from (m)]));
      first = letterless (v, mover) ? 0 : mover;
      promo = ce_move_type (m);
    }
  GString *out = g_string_sized_new (CHIMERA_DISPLAY_SAN_SIZE);
  const char *s = san;
  if (first && *s == v->def->types[first].letter)
    {
      g_string_append (out, chimera_notation_piece (v, first, style));
      s++;
    }
  for (; *s; s++)
    {
      g_string_append_c (out, *s);
      if (*s == '=' && promo && s[1] == v->def->types[promo].letter)
        {
          g_string_append (out, chimera_notation_piece (v, promo, style));
          s++;
        }
    }
  g_strlcpy (buf, out->str, CHIMERA_DISPLAY_SAN_SIZE);
  g_string_free (out, TRUE);
  return buf;
}

char *
chimera_notation_move (CePosition *pos, CeMove m, ChimeraNotationStyle style, char *buf)
{
  char san[CE_SAN_SIZE];
  ce_move_to_san (pos, m, san);
  return chimera_notation_from_san (pos, m, san, style, buf);
}

gboolean
chimera_notation_is_figurine (gunichar c)
{
  return c >= 0x265A && c <= 0x265E;
}

char *
chimera_notation_markup_escape (const char *text)
{
  g_return_val_if_fail (text, NULL);
  GString *out = g_string_new (NULL);
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      g_autofree char *one = g_markup_escape_text (p, g_utf8_next_char (p) - p);
      if (chimera_notation_is_figurine (c))
        g_string_append_printf (out, "<span size=\"larger\">%s</span>", one);
      else
        g_string_append (out, one);
    }
  return g_string_free (out, FALSE);
}
