/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraCapturedStrip: the pieces one side has taken, as small pieces in
 * a row in a player bar (most valuable first, each kind's pieces
 * overlapping, as the chess sites show them), so what was taken and the
 * material lead beside it are read in one place, by the player's name and
 * clock.  It asks for no width of its own: in a narrow bar it shows the
 * pieces that fit, the most valuable.  Its tooltip and accessible label
 * say it in words ("White took 1 rook, 3 pawns").
 */
#pragma once

#include <gtk/gtk.h>

#include "variant.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_CAPTURED_STRIP (chimera_captured_strip_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraCapturedStrip, chimera_captured_strip, CHIMERA, CAPTURED_STRIP, GtkWidget)

/* Shows the pieces `taker` took (taken[type] of the other side's pieces,
 * chimera_captures_tally's counts) in variant `v`; hidden when none. */
void chimera_captured_strip_set (ChimeraCapturedStrip *self,
                                 const CeVariant *v,
                                 int taker,
                                 const int taken[CE_MAX_TYPES]);

/* What it says in words ("White took 1 rook, 3 pawns"), or NULL when
 * nothing was taken. */
const char *chimera_captured_strip_get_text (ChimeraCapturedStrip *self);

/* How many pieces it draws in its width now (all of them given room). */
int chimera_captured_strip_get_n_drawn (ChimeraCapturedStrip *self);

G_END_DECLS
