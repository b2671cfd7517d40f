/* SPDX-License-Identifier: GPL-3.0-or-later
 * The translations load: run with LANGUAGE=de or fr (under LC_ALL=C.UTF-8,
 * where gettext honours LANGUAGE) and the build tree's catalogues, strings
 * from C, from GtkBuilder templates and from the engine's name tables come
 * back in that language.
 */
#include "config.h"

#include "chimera-application.h"
#include "variant-words.h"
#include "new-game-dialog.h"
#include "preferences-window.h"

#include <glib/gi18n.h>
#include <locale.h>

typedef struct
{
  const char *lang;
  const char *new_game;     /* _("New Game") */
  const char *diagonal;     /* the variant's name */
  const char *white_queen;  /* a piece with its colour */
  const char *checkmate;    /* how a game ended */
  const char *preferences;  /* the preferences window's title (a template) */
  const char *person;       /* the new-game dialog's first player choice */
  const char *zone_x_board; /* "%s board" with a variant name */
  const char *two_pawns;    /* a count of pieces, in the plural */
} Expected;

static const Expected expected[] = {
  { "de", "Neue Partie", "Diagonalschach", "weiße Dame", "Schachmatt", "Einstellungen", "Mensch",
    "Brett für Zone X", "2 Bauern" },
  { "fr", "Nouvelle partie", "Échecs diagonaux", "dame blanche", "Échec et mat", "Préférences",
    "Humain", "Échiquier (Zone X)", "2 pions" },
};

static const Expected *want;

static void
test_c_strings (void)
{
  g_assert_cmpstr (_ ("New Game"), ==, want->new_game);
  g_assert_cmpstr (chimera_variant_name (ce_variant_get ("diagonal")), ==, want->diagonal);
  const CeVariant *chess = ce_variant_get ("chess");
  g_assert_cmpstr (
    chimera_piece_type_with_color (chess, ce_variant_type_named (chess, "queen"), CE_WHITE), ==,
    want->white_queen);
  g_assert_cmpstr (chimera_end_reason (CE_END_CHECKMATE), ==, want->checkmate);
  g_autofree char *board
    = g_strdup_printf (_ ("%s board"), chimera_variant_name (ce_variant_get ("zonex")));
  g_assert_cmpstr (board, ==, want->zone_x_board);
  g_autofree char *pawns
    = chimera_piece_type_count (chess, ce_variant_type_named (chess, "pawn"), 2);
  g_assert_cmpstr (pawns, ==, want->two_pawns);
}

static void
test_templates (void)
{
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (prefs)), ==, want->preferences);
  gtk_window_destroy (GTK_WINDOW (prefs));

  ChimeraNewGameDialog *dialog = chimera_new_game_dialog_new (NULL);
  AdwComboRow *white = ADW_COMBO_ROW (
    gtk_widget_get_template_child (GTK_WIDGET (dialog), CHIMERA_TYPE_NEW_GAME_DIALOG, "white_row"));
  GtkStringList *players = GTK_STRING_LIST (adw_combo_row_get_model (white));
  g_assert_cmpstr (gtk_string_list_get_string (players, 0), ==, want->person);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_names_complete (void)
{
  /* Every variant and piece type of the engine has an entry to translate. */
  g_auto (GStrv) missing = chimera_engine_names_missing ();
  if (missing[0])
    {
      g_autofree char *list = g_strjoinv (", ", missing);
      g_error ("src/model/variant-words.c lacks: %s", list);
    }
}

int
main (int argc, char **argv)
{
  const char *lang = g_getenv ("LANGUAGE");
  for (gsize i = 0; lang && i < G_N_ELEMENTS (expected); i++)
    if (g_str_has_prefix (lang, expected[i].lang))
      want = &expected[i];
  if (!want)
    g_error ("run with LANGUAGE=de or LANGUAGE=fr");

  /* As main.c does, but from the catalogues just built. */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CHIMERA_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/i18n/c-strings", test_c_strings);
  g_test_add_func ("/i18n/templates", test_templates);
  g_test_add_func ("/i18n/engine-names-complete", test_names_complete);
  return g_test_run ();
}
