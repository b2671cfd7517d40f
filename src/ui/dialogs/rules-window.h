/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraRulesWindow: a variant's rules in our own words, with the rulings
 * Chimera follows, and a gallery where each of its pieces can be tried on a
 * small empty board: its targets shown, moved by clicking, and blockers
 * (pawns of either colour) put in its way.
 */
#pragma once

#include <adwaita.h>

#include "board-view.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_RULES_WINDOW (chimera_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraRulesWindow, chimera_rules_window, CHIMERA, RULES_WINDOW, AdwWindow)

/* A window on variant `v`, transient for `parent` (may be NULL). */
ChimeraRulesWindow *chimera_rules_window_new (GtkWindow *parent, const CeVariant *v);

void chimera_rules_window_set_variant (ChimeraRulesWindow *self, const CeVariant *v);
/* "rules" or "pieces". */
void chimera_rules_window_show_page (ChimeraRulesWindow *self, const char *page);

/* The rules page's text (Pango markup), for tests. */
const char *chimera_rules_window_get_rules_markup (ChimeraRulesWindow *self);

/* The gallery, for tests and tools: pick the piece the engine names
 * `name` (FALSE if the variant has none), move it to `sq` as a click on a
 * target would (any square, for set-ups), put or take a blocker on `sq` as
 * a click in blocker mode does (none, black pawn, white pawn, none), and
 * read where the piece stands, its targets (mask: CE_NSQ entries set to 1,
 * may be NULL; returns their number) and what its square makes it (a
 * zelig's power; "" for other pieces). */
gboolean chimera_rules_window_select_piece (ChimeraRulesWindow *self, const char *name);
void chimera_rules_window_move_piece (ChimeraRulesWindow *self, int sq);
void chimera_rules_window_cycle_blocker (ChimeraRulesWindow *self, int sq);
int chimera_rules_window_get_piece_square (ChimeraRulesWindow *self);
guint chimera_rules_window_get_targets (ChimeraRulesWindow *self, guint8 *mask);
const char *chimera_rules_window_get_power (ChimeraRulesWindow *self);
/* The chosen piece's text (markup), "" if the help has none. */
const char *chimera_rules_window_get_piece_markup (ChimeraRulesWindow *self);
/* The "Place Blockers" toggle. */
void chimera_rules_window_set_blocker_mode (ChimeraRulesWindow *self, gboolean on);
ChimeraBoardView *chimera_rules_window_get_board (ChimeraRulesWindow *self);

G_END_DECLS
