/* SPDX-License-Identifier: GPL-3.0-or-later
 * Variant descriptions for XBoard (see xboard-variant.h), derived from the
 * variant definitions: nothing here names a particular variant except that
 * orthodox chess is XBoard's "normal".
 */
#include "xboard-variant.h"

#include "notation.h"
#include "position.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* XBoard's piece types in the order of its -pieceToCharTable (22 per
 * colour, the "fairy" set); the letter is the one each type's picture is
 * usually known by. */
static const char slots[] = "PNBRQFEACWMOHIJGDVLSUK";
#define N_SLOTS 22
/* The letters that keep XBoard's own picture of that letter: the men whose
 * picture says what they are (the Wazir and Ferz pictures for our Wazir and
 * Ferz Knights, the Warrior as a Wazir). */
static const char native[] = "PNBRQKACWF";
/* Pictures for the other letters, in the order they are handed out: the
 * bishop with a hat for the first (ZigZag Bishop, General, Zelig), the
 * tower for the second (ZigZag Rook), then ones unlike every other. */
static const char spare[] = "IJEOSULMVHDG";

static bool
is_orthodox (const CeVariant *v)
{
  return strcmp (v->def->id, "chess") == 0;
}

void
chimera_xb_variant_list (char *buf, size_t size)
{
  size_t o = 0;
  buf[0] = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const char *name = chimera_xb_variant_name (ce_variant_get (*id));
      int n = snprintf (buf + o, size - o, "%s%s", o ? "," : "", name);
      if (n < 0 || (size_t) n >= size - o)
        break;
      o += (size_t) n;
    }
}

const CeVariant *
chimera_xb_variant_lookup (const char *name)
{
  if (strcmp (name, "normal") == 0)
    return ce_variant_get ("chess");
  const CeVariant *v = ce_variant_get (name);
  return v && !is_orthodox (v) ? v : NULL;
}

const char *
chimera_xb_variant_name (const CeVariant *v)
{
  return is_orthodox (v) ? "normal" : v->def->id;
}

bool
chimera_xb_variant_is_engine_defined (const CeVariant *v)
{
  return !is_orthodox (v);
}

/* The types that appear in a position string: no derived powers. */
static bool
shown (const CeVariantDef *d, int t)
{
  return !(d->types[t].flags & CE_PF_NO_FEN) && (!d->types[t].base || d->types[t].base == t);
}

/* Fills slot[] (XBoard type index -> our type) for v; returns the number of
 * holdings rows.  Hand pieces take the types right after the pawn, since
 * XBoard's holdings show the first S types of the table. */
static int
assign_slots (const CeVariant *v, int slot[N_SLOTS])
{
  const CeVariantDef *d = v->def;
  int holdings = 0;
  memset (slot, 0, sizeof (int) * N_SLOTS);
  for (int t = 1; t <= d->ntypes; t++)
    if (shown (d, t) && (d->types[t].flags & CE_PF_HAND))
      {
        slot[1 + holdings] = t;
        holdings++;
      }
  if (holdings)
    holdings++; /* the pawn's row comes first */
  /* A letter XBoard has a type of goes there, the rest to spare pictures. */
  for (int pass = 0; pass < 2; pass++)
    for (int t = 1; t <= d->ntypes; t++)
      {
        if (!shown (d, t) || (d->types[t].flags & CE_PF_HAND))
          continue;
        bool placed = false;
        for (int s = 0; s < N_SLOTS && !placed; s++)
          placed = slot[s] == t;
        if (placed)
          continue;
        const char *at
          = strchr (native, d->types[t].letter) ? strchr (slots, d->types[t].letter) : NULL;
        int s = at ? (int) (at - slots) : -1;
        if (pass == 0)
          {
            if (s >= 0 && !slot[s])
              slot[s] = t;
            continue;
          }
        for (const char *p = spare; *p; p++)
          if (!slot[strchr (slots, *p) - slots])
            {
              slot[strchr (slots, *p) - slots] = t;
              break;
            }
      }
  return holdings;
}

void
chimera_xb_variant_setup (const CeVariant *v, char *buf, size_t size)
{
  const CeVariantDef *d = v->def;
  int slot[N_SLOTS];
  int holdings = assign_slots (v, slot);
  char table[2 * N_SLOTS + 1];
  for (int s = 0; s < N_SLOTS; s++)
    {
      char c = slot[s] ? d->types[slot[s]].letter : '.';
      table[s] = c;
      table[N_SLOTS + s] = (char) tolower ((unsigned char) c);
    }
  table[2 * N_SLOTS] = 0;
  CePosition pos;
  char fen[CE_FEN_SIZE];
  ce_position_start (&pos, v);
  ce_position_to_fen (&pos, fen);
  snprintf (buf, size, "setup (%s) %dx%d+%d_fairy %s", table, d->files, d->ranks, holdings, fen);
}

/* Betza's atom for a leap (df, dr), or 0. */
static char
atom (int df, int dr)
{
  static const struct
  {
    int a, b;
    char c;
  } atoms[] = { { 1, 0, 'W' }, { 1, 1, 'F' }, { 2, 0, 'D' }, { 2, 1, 'N' },
                { 2, 2, 'A' }, { 3, 0, 'H' }, { 3, 1, 'C' }, { 3, 2, 'Z' } };
  int a = df < 0 ? -df : df, b = dr < 0 ? -dr : dr;
  if (a < b)
    {
      int t = a;
      a = b;
      b = t;
    }
  for (size_t i = 0; i < sizeof atoms / sizeof atoms[0]; i++)
    if (atoms[i].a == a && atoms[i].b == b)
      return atoms[i].c;
  return 0;
}

bool
chimera_xb_variant_piece (const CeVariant *v, int type, char *buf, size_t size)
{
  const CePieceDef *p = &v->def->types[type];
  /* Pawns keep XBoard's own rules; entry moves and powers have no Betza. */
  if (!shown (v->def, type) || (p->flags & (CE_PF_PAWN | CE_PF_ENTER | CE_PF_POWER | CE_PF_ROYAL)))
    return false;
  char betza[64] = "";
  size_t o = 0;
  for (int i = 0; i < p->nsteps; i++)
    {
      const CeStep *s = &p->steps[i];
      char c = atom (s->df, s->dr);
      if (!c || s->region || (s->kind != CE_STEP_LEAP && s->kind != CE_STEP_RIDE)
          || o + 8 >= sizeof betza)
        return false;
      if (s->mode == CE_MODE_MOVE)
        betza[o++] = 'm';
      else if (s->mode == CE_MODE_CAPTURE)
        betza[o++] = 'c';
      if (s->sym == CE_SYM_ONE || s->sym == CE_SYM_LR)
        {
          /* Only straight steps: a forward or backward W, a sideways one. */
          if (c != 'W')
            return false;
          betza[o++] = s->dr > 0 ? 'f' : s->dr < 0 ? 'b' : 's';
        }
      betza[o++] = c;
      if (s->kind == CE_STEP_RIDE)
        betza[o++] = '0';
    }
  betza[o] = 0;
  /* Betza's shorthands XBoard knows for the orthodox sliders. */
  const char *text = strcmp (betza, "W0") == 0 ? "R" : strcmp (betza, "F0") == 0 ? "B" : betza;
  snprintf (buf, size, "piece %c& %s", p->letter, text);
  return true;
}

void
chimera_xb_variant_choice (const CeVariant *v, unsigned types, char *buf, size_t size)
{
  size_t o = 0;
  /* The strongest first: XBoard offers the first as the default. */
  for (int k = 0; k < v->def->ntypes && o + 1 < size; k++)
    {
      int best = 0;
      for (int t = 1; t <= v->def->ntypes; t++)
        if ((types & (1u << t)) && (!best || v->def->types[t].value > v->def->types[best].value))
          best = t;
      if (!best)
        break;
      types &= ~(1u << best);
      buf[o++] = v->def->types[best].letter;
    }
  buf[o] = 0;
}

int
chimera_xb_variant_holdings_type (const CeVariant *v, int row)
{
  int slot[N_SLOTS];
  int holdings = assign_slots (v, slot);
  /* Row n shows the n-th type of the table in use. */
  for (int s = 0, n = 0; s < N_SLOTS && row < holdings; s++)
    if (slot[s] && n++ == row)
      return slot[s];
  return 0;
}
