/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's chooser: a popover with one button per move a target still
 * needs a choice between (the promotion pieces, or a ZigZag castle and a
 * king step), answering the scene's choices.
 */
#pragma once

#include <gtk/gtk.h>

#include "board-painter.h"
#include "board-scene.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWidget *board; /* the popover's parent */
  GtkWidget *popover;
  ChimeraBoardScene *scene;
  ChimeraBoardArt *art;
} ChimeraBoardChooser;

/* Makes the popover, a child of `board`; closing it without a choice
 * cancels the scene's choices and selection. */
void chimera_board_chooser_init (ChimeraBoardChooser *c,
                                 GtkWidget *board,
                                 ChimeraBoardScene *scene,
                                 ChimeraBoardArt *art);
void chimera_board_chooser_dispose (ChimeraBoardChooser *c);
/* Shows the scene's choices beside their square, found through `tf`. */
void chimera_board_chooser_open (ChimeraBoardChooser *c, const ChimeraBoardTransform *tf);
/* Puts the popover away (the scene's choices are closed already). */
void chimera_board_chooser_close (ChimeraBoardChooser *c);

G_END_DECLS
