/* SPDX-License-Identifier: GPL-3.0-or-later
 * Opening books in the Polyglot format (.bin): reading the moves a book
 * gives for a position of orthodox chess, with their weights.  GLib only.
 *
 * A book is a file of 16-byte entries sorted by key: the position's
 * Polyglot hash (64 bits), the move (16 bits: to file, to row, from file,
 * from row, promotion), its weight (16 bits) and a learning field (32
 * bits), all big-endian.  Castling is written as the king taking its own
 * rook (e1h1); here it is the king's two-square move, as everywhere else.
 */
#pragma once

#include <glib.h>

#include "position.h"

G_BEGIN_DECLS

typedef struct
{
  CeMove move;
  guint weight;
} ChimeraBookMove;

/* Whether books apply to `v` at all: orthodox chess only. */
gboolean chimera_opening_book_applies (const CeVariant *v);

/* The Polyglot key of `pos` (a position of orthodox chess). */
guint64 chimera_polyglot_key (const CePosition *pos);

/* The book's legal moves for `pos`, most weight first, at most `max` of
 * them; 0 if the position is not in the book or books do not apply; -1
 * with `error` set if the file cannot be read or is no book. */
int chimera_opening_book_lookup (
  const char *path, const CePosition *pos, ChimeraBookMove *out, int max, GError **error);

/* One of the book's moves for `pos`, drawn in proportion to the weights;
 * CE_MOVE_NONE if there is none (or no book). */
CeMove chimera_opening_book_pick (const char *path, const CePosition *pos);

G_END_DECLS
