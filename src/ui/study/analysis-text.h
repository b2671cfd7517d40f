/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis panel's words, as pure functions of the search's info:
 * the score as analysis boards write it, a summary in words, the speed, a
 * line's moves numbered as a game record writes them, and the cut that
 * keeps a line within two rows of its label.
 */
#pragma once

#include <gtk/gtk.h>

#include "search.h"

G_BEGIN_DECLS

/* "+0.35", "−1.20", "#3", "#−2": White's view of `score` (the view of
 * `side`, the side to move); White's mate distance into `white_mate` (may
 * be NULL; 0 if none). */
void chimera_analysis_format_score (int score, int side, char *buf, gsize size, int *white_mate);
/* "White is slightly better", "Black mates in 2 moves" (free with g_free). */
char *chimera_analysis_summary_text (int score, int side);
/* "1.2 M nodes/s", "850 k nodes/s" (free with g_free). */
char *chimera_analysis_speed_text (uint64_t nps);
/* The moves of `info`'s line after the first (free with g_free), the
 * first's SAN into `first` (CHIMERA_DISPLAY_SAN_SIZE); stops at a move
 * that is not legal.  Both written for the user (notation-display.h). */
char *chimera_analysis_line_text (const CePosition *root, const CeSearchInfo *info, char *first);
/* Cuts `text` after the last whole move that keeps it, with " …", within
 * two rows of `label` as wide as it is now. */
void chimera_analysis_fit_rows (GtkWidget *label, GString *text);

G_END_DECLS
