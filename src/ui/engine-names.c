/* SPDX-License-Identifier: GPL-3.0-or-later
 * Tables of the engine's English names marked for translation.  Keyed by
 * the engine's ids and names, so the engine stays free of gettext and a
 * name the tables lack still shows (in English) rather than nothing.
 */
#include "config.h"

#include "engine-names.h"

#include <glib/gi18n.h>

typedef struct
{
  const char *id, *name, *description;
} VariantNames;

static const VariantNames variants[] = {
  { "chess", N_ ("Chess"), N_ ("Orthodox chess, the reference all the variants build on") },
  { "diagonal", N_ ("Diagonal Chess"),
    N_ ("Played corner to corner; a pawn reaching the enemy corner wins") },
  { "diamond", N_ ("Diamond Chess"),
    N_ ("A 40-square diamond around a lake; Archbishops and Viziers") },
  { "zelig", N_ ("Zelig Chess"),
    N_ ("Checkers that move as the piece of the file they stand on, at most one queen and two "
        "rooks") },
  { "zelig2", N_ ("Zelig Chess 2"),
    N_ ("Zeligs move as their file's piece; no move may make a second queen or third rook") },
  { "zigzag", N_ ("ZigZag Madness"),
    N_ ("10x10 with bent-path ZigZag pieces, augmented knights, ninja-pawn drops") },
  { "zonex", N_ ("Zone X"),
    N_ ("Pieces leap into the middle zone; Generals jump, pawns promote to Warriors") },
};

typedef struct
{
  const char *engine_name;
  const char *title;
  const char *white, *black;
} PieceNames;

/* Whole phrases per colour, not "white %s": the colour word has to agree
 * with the piece's gender in many languages.  The context keeps the
 * Zone X piece "General" apart from the preferences page "General". */
static const PieceNames pieces[] = {
  { "king", NC_ ("piece", "King"), NC_ ("piece", "white king"), NC_ ("piece", "black king") },
  { "queen", NC_ ("piece", "Queen"), NC_ ("piece", "white queen"), NC_ ("piece", "black queen") },
  { "rook", NC_ ("piece", "Rook"), NC_ ("piece", "white rook"), NC_ ("piece", "black rook") },
  { "bishop", NC_ ("piece", "Bishop"), NC_ ("piece", "white bishop"),
    NC_ ("piece", "black bishop") },
  { "knight", NC_ ("piece", "Knight"), NC_ ("piece", "white knight"),
    NC_ ("piece", "black knight") },
  { "pawn", NC_ ("piece", "Pawn"), NC_ ("piece", "white pawn"), NC_ ("piece", "black pawn") },
  { "archbishop", NC_ ("piece", "Archbishop"), NC_ ("piece", "white archbishop"),
    NC_ ("piece", "black archbishop") },
  { "vizier", NC_ ("piece", "Vizier"), NC_ ("piece", "white vizier"),
    NC_ ("piece", "black vizier") },
  { "general", NC_ ("piece", "General"), NC_ ("piece", "white general"),
    NC_ ("piece", "black general") },
  { "warrior", NC_ ("piece", "Warrior"), NC_ ("piece", "white warrior"),
    NC_ ("piece", "black warrior") },
  { "ninja pawn", NC_ ("piece", "Ninja pawn"), NC_ ("piece", "white ninja pawn"),
    NC_ ("piece", "black ninja pawn") },
  { "ferz knight", NC_ ("piece", "Ferz knight"), NC_ ("piece", "white ferz knight"),
    NC_ ("piece", "black ferz knight") },
  { "wazir knight", NC_ ("piece", "Wazir knight"), NC_ ("piece", "white wazir knight"),
    NC_ ("piece", "black wazir knight") },
  { "zigzag rook", NC_ ("piece", "Zigzag rook"), NC_ ("piece", "white zigzag rook"),
    NC_ ("piece", "black zigzag rook") },
  { "zigzag bishop", NC_ ("piece", "Zigzag bishop"), NC_ ("piece", "white zigzag bishop"),
    NC_ ("piece", "black zigzag bishop") },
  { "zelig", NC_ ("piece", "Zelig"), NC_ ("piece", "white zelig"), NC_ ("piece", "black zelig") },
  { "zelig queen", NC_ ("piece", "Zelig queen"), NC_ ("piece", "white zelig queen"),
    NC_ ("piece", "black zelig queen") },
  { "zelig rook", NC_ ("piece", "Zelig rook"), NC_ ("piece", "white zelig rook"),
    NC_ ("piece", "black zelig rook") },
  { "zelig bishop", NC_ ("piece", "Zelig bishop"), NC_ ("piece", "white zelig bishop"),
    NC_ ("piece", "black zelig bishop") },
  { "zelig knight", NC_ ("piece", "Zelig knight"), NC_ ("piece", "white zelig knight"),
    NC_ ("piece", "black zelig knight") },
};

static const char *
piece_gettext (const char *msgid)
{
  return g_dpgettext2 (NULL, "piece", msgid);
}

static const VariantNames *
find_variant (const CeVariant *v)
{
  for (gsize i = 0; v && i < G_N_ELEMENTS (variants); i++)
    if (g_strcmp0 (variants[i].id, v->def->id) == 0)
      return &variants[i];
  return NULL;
}

static const PieceNames *
find_piece (const char *engine_name)
{
  for (gsize i = 0; i < G_N_ELEMENTS (pieces); i++)
    if (g_strcmp0 (pieces[i].engine_name, engine_name) == 0)
      return &pieces[i];
  return NULL;
}

const char *
chimera_variant_name (const CeVariant *v)
{
  g_return_val_if_fail (v != NULL, NULL);
  const VariantNames *n = find_variant (v);
  return n ? _ (n->name) : v->def->name;
}

const char *
chimera_variant_description (const CeVariant *v)
{
  g_return_val_if_fail (v != NULL, NULL);
  const VariantNames *n = find_variant (v);
  return n ? _ (n->description) : v->def->description;
}

const char *
chimera_piece_title (const char *engine_name)
{
  const PieceNames *n = find_piece (engine_name);
  return n ? piece_gettext (n->title) : engine_name;
}

const char *
chimera_piece_with_color (const char *engine_name, int color)
{
  const PieceNames *n = find_piece (engine_name);
  if (!n)
    return engine_name;
  return piece_gettext (color == CE_WHITE ? n->white : n->black);
}

/* The plural-aware format for `k` pieces of a type, or NULL if the type
 * has none.  Spelled out one by one: xgettext sees only literal plural
 * pairs. */
static const char *
count_format (const char *engine_name, gulong k)
{
  const char *format;
  if (g_str_equal (engine_name, "king"))
    format = g_dngettext (NULL, "%d king", "%d kings", k);
  else if (g_str_equal (engine_name, "queen"))
    format = g_dngettext (NULL, "%d queen", "%d queens", k);
  else if (g_str_equal (engine_name, "rook"))
    format = g_dngettext (NULL, "%d rook", "%d rooks", k);
  else if (g_str_equal (engine_name, "bishop"))
    format = g_dngettext (NULL, "%d bishop", "%d bishops", k);
  else if (g_str_equal (engine_name, "knight"))
    format = g_dngettext (NULL, "%d knight", "%d knights", k);
  else if (g_str_equal (engine_name, "pawn"))
    format = g_dngettext (NULL, "%d pawn", "%d pawns", k);
  else if (g_str_equal (engine_name, "archbishop"))
    format = g_dngettext (NULL, "%d archbishop", "%d archbishops", k);
  else if (g_str_equal (engine_name, "vizier"))
    format = g_dngettext (NULL, "%d vizier", "%d viziers", k);
  else if (g_str_equal (engine_name, "general"))
    format = g_dngettext (NULL, "%d general", "%d generals", k);
  else if (g_str_equal (engine_name, "warrior"))
    format = g_dngettext (NULL, "%d warrior", "%d warriors", k);
  else if (g_str_equal (engine_name, "ninja pawn"))
    format = g_dngettext (NULL, "%d ninja pawn", "%d ninja pawns", k);
  else if (g_str_equal (engine_name, "ferz knight"))
    format = g_dngettext (NULL, "%d ferz knight", "%d ferz knights", k);
  else if (g_str_equal (engine_name, "wazir knight"))
    format = g_dngettext (NULL, "%d wazir knight", "%d wazir knights", k);
  else if (g_str_equal (engine_name, "zigzag rook"))
    format = g_dngettext (NULL, "%d zigzag rook", "%d zigzag rooks", k);
  else if (g_str_equal (engine_name, "zigzag bishop"))
    format = g_dngettext (NULL, "%d zigzag bishop", "%d zigzag bishops", k);
  else if (g_str_has_prefix (engine_name, "zelig"))
    /* Whatever its power, a captured zelig is a zelig. */
    format = g_dngettext (NULL, "%d zelig", "%d zeligs", k);
  else
    format = NULL;
  return format;
}

char *
chimera_piece_count (const char *engine_name, int n)
{
  const char *format = count_format (engine_name, (gulong) MAX (n, 0));
  return format ? g_strdup_printf (format, n) : g_strdup_printf ("%d %s", n, engine_name);
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
      if (!find_variant (v))
        g_strv_builder_add (missing, v->def->id);
      for (int t = 1; t <= v->def->ntypes; t++)
        if (!find_piece (v->def->types[t].name) || !count_format (v->def->types[t].name, 1))
          g_strv_builder_add (missing, v->def->types[t].name);
    }
  return g_strv_builder_end (missing);
}
