/* SPDX-License-Identifier: GPL-3.0-or-later
 * Where settings meet widgets.  The preferences window writes the settings;
 * everything here only reads them, except the window's own state, which the
 * window saves itself.
 */
#include "config.h"

#include "chimera-settings.h"

#define DEFAULT_COMPUTER_LEVEL 3

/* A new default level is the level the next game proposes: the computer
 * kept from the last New Game (new-game-white/-black, 1-10) goes back to
 * "the default level" (-1); a person (0) stays a person. */
static void
computer_level_changed (GSettings *settings)
{
  static const char *const keys[] = { "new-game-white", "new-game-black" };
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (g_settings_get_int (settings, keys[i]) > 0)
      g_settings_set_int (settings, keys[i], -1);
}

GSettings *
chimera_settings_get (void)
{
  static GSettings *settings;
  static gboolean looked;
  if (!looked)
    {
      looked = TRUE;
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema
        = source ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;
      if (schema)
        {
          settings = g_settings_new_full (schema, NULL, NULL);
          g_signal_connect (settings, "changed::computer-level",
                            G_CALLBACK (computer_level_changed), NULL);
        }
      else
        g_debug ("schema %s not installed: settings keep their defaults", APP_ID);
    }
  return settings;
}

int
chimera_settings_get_computer_level (void)
{
  GSettings *settings = chimera_settings_get ();
  return settings ? g_settings_get_int (settings, "computer-level") : DEFAULT_COMPUTER_LEVEL;
}

void
chimera_settings_bind_board (GtkWidget *board)
{
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;
  /* The board only shows these: the preferences window is where they are
   * changed, so nothing flows back. */
  static const struct
  {
    const char *key, *property;
  } keys[] = {
    { "board-theme", "theme" },
    { "piece-scale", "piece-scale" },
    { "show-coordinates", "show-coordinates" },
    { "show-legal-moves", "show-legal-moves" },
    { "animate-moves", "animate" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_bind (settings, keys[i].key, board, keys[i].property,
                     G_SETTINGS_BIND_GET | G_SETTINGS_BIND_NO_SENSITIVITY);
}

/* ---- the main window's state ---- */

typedef struct
{
  GtkWindow *window;
  AdwFlap *flap;
  gboolean flap_folded; /* as last seen in notify::folded */
} WindowState;

static void
save_size (GtkWindow *window)
{
  GSettings *settings = chimera_settings_get ();
  int width, height;
  /* GTK keeps the default size at the last unmaximized size. */
  gtk_window_get_default_size (window, &width, &height);
  if (width > 0 && height > 0)
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
}

/* Only the user's choice is remembered: a folded flap (a narrow window)
 * hides itself, and unfolding shows it again, whatever was chosen. */
static void
flap_revealed (WindowState *state)
{
  if (adw_flap_get_folded (state->flap) || state->flap_folded)
    return;
  g_settings_set_boolean (chimera_settings_get (), "side-panel",
                          adw_flap_get_reveal_flap (state->flap));
}

static void
flap_folded (WindowState *state)
{
  gboolean folded = adw_flap_get_folded (state->flap);
  if (folded == state->flap_folded)
    return;
  state->flap_folded = folded;
  /* Unfolded again: back to what the user chose. */
  if (!folded)
    adw_flap_set_reveal_flap (state->flap,
                              g_settings_get_boolean (chimera_settings_get (), "side-panel"));
}

/* The side panel's width for a window of this size: never below the
 * panel's own minimum, a good third of a wider window (analysis lines on
 * two rows, not five), less when the board, as tall as the window lets
 * it, would then lose width, and never more than a column of text wants. */
#define PANEL_MIN_WIDTH 280
#define PANEL_MAX_WIDTH 520
/* Header bar, player bars and the board's margins: what the window's
 * height gives the board less. */
#define BOARD_HEIGHT_TAKEN 130

int
chimera_settings_panel_width (int window_width, int window_height)
{
  int by_width = window_width * 36 / 100;
  int beside_board = window_width - MAX (window_height - BOARD_HEIGHT_TAKEN, 0);
  return CLAMP (MIN (by_width, beside_board), PANEL_MIN_WIDTH, PANEL_MAX_WIDTH);
}

static void
fit_panel (GdkSurface *surface, int width, int height, WindowState *state)
{
  GtkWidget *panel = adw_flap_get_flap (state->flap);
  int w = chimera_settings_panel_width (width, height), now;
  gtk_widget_get_size_request (panel, &now, NULL);
  if (panel && w != now)
    gtk_widget_set_size_request (panel, w, -1);
}

static void
window_realized (GtkWindow *window, WindowState *state)
{
  g_signal_connect (gtk_native_get_surface (GTK_NATIVE (window)), "layout", G_CALLBACK (fit_panel),
                    state);
}

void
chimera_settings_bind_window (GtkWindow *window, GtkWidget *board, AdwFlap *flap)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (ADW_IS_FLAP (flap));
  chimera_settings_bind_board (board);

  WindowState *state = g_new0 (WindowState, 1);
  state->window = window;
  state->flap = flap;
  state->flap_folded = adw_flap_get_folded (flap);
  g_object_set_data_full (G_OBJECT (window), "chimera-settings-state", state, g_free);
  /* The panel's width follows the window's; the flap folds over the board
   * only when the board and the panel no longer fit at their least. */
  adw_flap_set_fold_threshold_policy (flap, ADW_FOLD_THRESHOLD_POLICY_MINIMUM);
  g_signal_connect (window, "realize", G_CALLBACK (window_realized), state);

  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;

  gtk_window_set_default_size (window, g_settings_get_int (settings, "window-width"),
                               g_settings_get_int (settings, "window-height"));
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (window);
  /* Every way a window goes (closed, the app quit, destroyed) unrealizes
   * it first, while its size can still be read. */
  g_signal_connect (window, "unrealize", G_CALLBACK (save_size), NULL);

  adw_flap_set_reveal_flap (flap, g_settings_get_boolean (settings, "side-panel"));
  g_signal_connect_swapped (flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), state);
  g_signal_connect_swapped (flap, "notify::folded", G_CALLBACK (flap_folded), state);
}

/* ---- style ---- */

static void
apply_style (GSettings *settings)
{
  static const AdwColorScheme schemes[] = {
    ADW_COLOR_SCHEME_DEFAULT,     /* "default": follow the system */
    ADW_COLOR_SCHEME_FORCE_LIGHT, /* "light" */
    ADW_COLOR_SCHEME_FORCE_DARK,  /* "dark" */
  };
  int i = g_settings_get_enum (settings, "color-scheme");
  if (i < 0 || i >= (int) G_N_ELEMENTS (schemes))
    i = 0;
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), schemes[i]);
}

void
chimera_settings_follow_style (void)
{
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;
  static gboolean connected;
  if (!connected)
    {
      connected = TRUE;
      g_signal_connect (settings, "changed::color-scheme", G_CALLBACK (apply_style), NULL);
    }
  apply_style (settings);
}
