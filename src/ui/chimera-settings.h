/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app's GSettings (schema io.github.chimera.Chimera) and what follows
 * them: the board's look, the style, the window's size and side panel, the
 * computer's default level.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The process-wide settings, or NULL if the schema is not installed (a tool
 * run from the build tree without GSETTINGS_SCHEMA_DIR): everything then
 * keeps the schema's defaults, which the widgets also have. */
GSettings *chimera_settings_get (void);

/* The level the computer plays at unless the user picks another (1-10).
 * Changing it also makes it the level the next New Game proposes for a
 * computer player, whatever the last game's was. */
int chimera_settings_get_computer_level (void);

/* The board's theme, piece scale, coordinates, legal-move marks and
 * animations follow the settings from now on. */
void chimera_settings_bind_board (GtkWidget *board);

/* For a main window: restores its size, maximized state and side panel,
 * saves them as they change (the size when the window goes), keeps the
 * side panel's width in step with the window's, and binds `board` as
 * chimera_settings_bind_board does. */
void chimera_settings_bind_window (GtkWindow *window, GtkWidget *board, AdwFlap *flap);

/* The side panel's width in a window of this size (bind_window keeps the
 * panel at it): from 280 px at 800 wide to 520 px, the room the board,
 * as tall as the window allows, leaves beside it. */
int chimera_settings_panel_width (int window_width, int window_height);

/* The app's style (AdwStyleManager's colour scheme) follows the
 * color-scheme setting: light, dark or the system's. */
void chimera_settings_follow_style (void);

G_END_DECLS
