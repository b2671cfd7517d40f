/* SPDX-License-Identifier: GPL-3.0-or-later
 * Translates the words the engine's variant definitions carry (marked with
 * CE_N_ there, so xgettext finds them): the msgids come from the engine,
 * the translations from the catalogue, and nothing here knows a variant or
 * a piece by name.
 */
#include "config.h"

#include "variant-words.h"

#include <glib/gi18n.h>

static const char *
piece_gettext (const char *msgid)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, CE_PIECE_CONTEXT, msgid);
}

static const CePieceText *
text_of (const CeVariant *v, int type)
{
  g_return_val_if_fail (v != NULL && type > 0 && type <= v->def->ntypes, NULL);
  return &v->def->types[type].text;
}

static char *
count_text (const CePieceText *text, int n)
{
  const char *format
    = g_dngettext (GETTEXT_PACKAGE, text->count_one, text->count_many, (gulong) MAX (n, 0));
  return g_strdup_printf (format, n);
}

const char *
chimera_variant_name (const CeVariant *v)
{
  g_return_val_if_fail (v != NULL, NULL);
  return g_dgettext (GETTEXT_PACKAGE, v->def->name);
}

const char *
chimera_variant_description (const CeVariant *v)
{
  g_return_val_if_fail (v != NULL, NULL);
  return g_dgettext (GETTEXT_PACKAGE, v->def->description);
}

const char *
chimera_piece_type_title (const CeVariant *v, int type)
{
  const CePieceText *text = text_of (v, type);
  return text ? piece_gettext (text->title) : NULL;
}

const char *
chimera_piece_type_with_color (const CeVariant *v, int type, int color)
{
  const CePieceText *text = text_of (v, type);
  return text ? piece_gettext (color == CE_WHITE ? text->white : text->black) : NULL;
}

const char *
chimera_piece_type_moves (const CeVariant *v, int type)
{
  const CePieceText *text = text_of (v, type);
  return text ? g_dgettext (GETTEXT_PACKAGE, text->moves) : NULL;
}

char *
chimera_piece_type_count (const CeVariant *v, int type, int n)
{
  const CePieceText *text = text_of (v, type);
  return text ? count_text (text, n) : NULL;
}

const char *
chimera_piece_type_power (const CeVariant *v, int type)
{
  if (!ce_variant_is_power_piece (v, type))
    return NULL;
  const CePieceText *text = text_of (v, type);
  return text->power_title ? piece_gettext (text->power_title)
                           : _ ("Monarch (a king’s step, not royal)");
}

char *
chimera_piece_type_power_count (const CeVariant *v, int type, int n)
{
  if (!ce_variant_is_power_piece (v, type))
    return NULL;
  const CePieceText *text = text_of (v, type);
  const char *format = g_dngettext (GETTEXT_PACKAGE, text->power_count_one, text->power_count_many,
                                    (gulong) MAX (n, 0));
  return g_strdup_printf (format, n);
}

const char *
chimera_piece_type_power_letter (const CeVariant *v, int type)
{
  if (!ce_variant_is_power_piece (v, type))
    return NULL;
  return g_dpgettext2 (GETTEXT_PACKAGE, "power letter", text_of (v, type)->power_letter);
}

const char *
chimera_end_reason (CeEndReason why)
{
  switch (why)
    {
      case CE_END_CHECKMATE: return _ ("Checkmate");
      case CE_END_STALEMATE: return _ ("Stalemate");
      case CE_END_FIFTY_MOVES: return _ ("Fifty-move rule");
      case CE_END_REPETITION: return _ ("Threefold repetition");
      case CE_END_INSUFFICIENT_MATERIAL: return _ ("Insufficient material");
      case CE_END_FLAG: return _ ("A pawn reached the flag square");
      case CE_END_TIME: return _ ("Time forfeit");
      case CE_END_NONE:
      default: return _ ("Game in progress");
    }
}

char **
chimera_engine_names_missing (void)
{
  g_autoptr (GStrvBuilder) missing = g_strv_builder_new ();
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      if (!v->def->name || !v->def->description)
        g_strv_builder_add (missing, v->def->id);
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          const CePieceText *text = &v->def->types[t].text;
          gboolean power = ce_variant_is_power_piece (v, t);
          if (!text->title || !text->moves || !*text->moves || !text->white || !text->black
              || !text->count_one || !text->count_many
              || (power
                  && (!text->power || !text->power_letter || !text->power_count_one
                      || !text->power_count_many))
              || (power && ce_variant_base (v, t) != t && !text->power_title))
            g_strv_builder_add (missing, v->def->types[t].name);
        }
    }
  return g_strv_builder_end (missing);
}
