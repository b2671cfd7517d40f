/* SPDX-License-Identifier: GPL-3.0-or-later
 * What a screen reader hears of a game as it happens: each move in words
 * with check, whose turn it is, the end and why, hints and refusals, a
 * clock running low; said through the board's accessible description
 * (chimera_board_view_announce), which AT-SPI reports as a change of the
 * focused object.  And the keys that say the last move again (L), the
 * material and pieces in hand (M) and the analysis's best line (B).
 */
#pragma once

#include <gtk/gtk.h>

#include "analysis-panel.h"
#include "board-view.h"
#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_ANNOUNCER (chimera_announcer_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraAnnouncer, chimera_announcer, CHIMERA, ANNOUNCER, GObject)

/* An announcer speaking through `board` (not referenced: the window owns
 * both and drops the announcer first). */
ChimeraAnnouncer *chimera_announcer_new (ChimeraBoardView *board);
/* Follows `game` (a reference is kept) from now on. */
void chimera_announcer_set_game (ChimeraAnnouncer *self, ChimeraGame *game);
/* Says `text` after whatever the current change says (all in one
 * announcement, once the main loop is idle). */
void chimera_announcer_say (ChimeraAnnouncer *self, const char *text);
/* The last announcement made, or NULL. */
const char *chimera_announcer_get_last (ChimeraAnnouncer *self);

/* Says the last move of the game and whose turn it is (or how it ended). */
void chimera_announcer_repeat (ChimeraAnnouncer *self);
/* Says each side's pieces, pieces in hand and who leads in material. */
void chimera_announcer_material (ChimeraAnnouncer *self);

/* The analysis panel whose best line chimera_announcer_analysis reads (not
 * referenced). */
void chimera_announcer_set_analysis (ChimeraAnnouncer *self, ChimeraAnalysisPanel *panel);
/* Says the analysis's depth, evaluation and best line, or that it is off
 * or has none yet. */
void chimera_announcer_analysis (ChimeraAnnouncer *self);

/* A move in words, from the position before it: "Black Wazir Knight from
 * b10 to c8, captures white pawn, check".  Free with g_free. */
char *chimera_move_words (const CePosition *before, CeMove m);

/* Installs win.say-last-move (L), win.say-material (M) and
 * win.say-analysis (B) on a window
 * class whose instances carry their announcer as object data
 * "chimera-announcer" (chimera_announcer_attach). */
void chimera_announcer_install_actions (GtkWidgetClass *klass);
/* Makes an announcer for `window`'s `board` and keeps it with the window
 * (freed with it); returns it (owned by the window). */
ChimeraAnnouncer *chimera_announcer_attach (GtkWidget *window, ChimeraBoardView *board);
/* The announcer kept with `window`, or NULL. */
ChimeraAnnouncer *chimera_announcer_for (GtkWidget *window);

G_END_DECLS
