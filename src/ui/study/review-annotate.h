/* SPDX-License-Identifier: GPL-3.0-or-later
 * A finished review written into a game's tree of moves, so the move list
 * shows it and a saved PGN keeps it: on every reviewed main-line move its
 * evaluation ([%eval]: centipawns, or moves to mate), its NAG (?!, ?, ??,
 * or the only move's), and after an inaccuracy, mistake or blunder a
 * short comment ("Mistake. Nf3 was best.") and the better line as a
 * variation from the position before the move.  Writing it again (a
 * second review) replaces the marks and evaluations, and reuses lines
 * already there.
 */
#pragma once

#include "chimera-game.h"
#include "review.h"
#include "tree.h"

G_BEGIN_DECLS

/* Writes review `r` of `line` (the main line it reviewed) into `t`, whose
 * main line starts with those moves; stops at the first move that differs
 * (the tree changed since).  Returns the moves written. */
int chimera_review_write_tree (CeTree *t, const CeReview *r, const CeGame *line);

/* The same into `game`'s tree as one edit ("tree-changed" once). */
int chimera_review_write (ChimeraGame *game, const CeReview *r, const CeGame *line);

/* The evaluation a tree keeps for a review's score (White's view, as in
 * CeReviewPly): centipawns, or moves to mate; unset for a position already
 * won or lost (the game is over there). */
CeTreeEval chimera_review_tree_eval (int score);

/* The comment on a reviewed move: "Inaccuracy. Nf3 was best.",
 * "Mistake. …", "Blunder. …", translated, the move in the language's
 * letters ("Fehler. Sf3 war am besten."); NULL for other classes.  Free
 * with g_free. */
char *chimera_review_comment (const CeReviewPly *p, const CePosition *before);

G_END_DECLS
