/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraWindow: the main window (header bar, board area, side panel).
 */
#pragma once

#include <adwaita.h>

#include "chimera-application.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_WINDOW (chimera_window_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraWindow, chimera_window, CHIMERA, WINDOW, AdwApplicationWindow)

ChimeraWindow *chimera_window_new (ChimeraApplication *app);

G_END_DECLS
