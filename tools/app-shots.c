/* SPDX-License-Identifier: GPL-3.0-or-later
 * app-shots: screenshots of the real main window for every variant, at the
 * start, in a mid-game position, and in that position with the piece selected
 * that shows most of what is special about the variant, in light and dark style.
 *   app-shots DIR [WIDTH HEIGHT [VARIANT...]]
 * Run under a display (xvfb-run); the variants named (all without a name)
 * at that size (default 1100x780); writes
 * DIR/app-<variant>-<start|mid|select>-<light|dark>.png.
 * The language follows LANGUAGE (e.g. LANGUAGE=de LC_ALL=C.UTF-8), with
 * the catalogues of the build tree.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "movegen.h"
#include "notation.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdlib.h>

static void
wait_frames (GtkWidget *w)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (w);
  gint64 end = g_get_monotonic_time () + 300000; /* let animations settle */
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
save_png (GtkWidget *widget, const char *path)
{
  wait_frames (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  GdkPaintable *p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  gboolean ok = FALSE;
  if (node)
    {
      GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
      GdkTexture *t = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
      ok = gdk_texture_save_to_png (t, path);
      g_object_unref (t);
      gsk_render_node_unref (node);
    }
  g_object_unref (p);
  return ok;
}

/* A reproducible mid-game: sixteen plies chosen by a fixed rule that
 * prefers developing moves over pawn moves at random. */
static void
play_midgame (ChimeraGame *game)
{
  guint32 seed = 12345;
  for (int ply = 0; ply < 16; ply++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      if (n == 0)
        return;
      seed = seed * 1103515245u + 12345u;
      chimera_game_play (game, moves[(seed >> 8) % (guint32) n]);
    }
}

/* How much a piece type shows of its variant's own rules when selected: a
 * power piece (a zelig) or a zone-entering piece most, then a bent rider
 * (the ZigZag pieces); an ordinary piece nothing beyond its moves. */
static int
special_weight (const CeVariant *v, int type)
{
  const CePieceDef *def = &v->def->types[type];
  if (def->flags & (CE_PF_POWER | CE_PF_ENTER))
    return 1000;
  for (int i = 0; i < def->nsteps; i++)
    if (def->steps[i].kind == CE_STEP_BENT_BISHOP || def->steps[i].kind == CE_STEP_BENT_ROOK)
      return 500;
  return 0;
}

/* Selects the side to move's most telling piece: the most special type,
 * then the one with the most moves; the royal piece only if nothing else
 * moves. */
static void
select_telling_piece (ChimeraWindow *win, ChimeraGame *game)
{
  const CePosition *pos = chimera_game_get_position (game);
  CePosition copy = *pos;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&copy, moves);
  int best = -1, best_score = -1;
  for (int i = 0; i < n; i++)
    {
      int from = ce_move_from (moves[i]);
      if (ce_move_kind (moves[i]) == CE_MOVE_DROP || pos->board[from] == 0)
        continue;
      int type = ce_variant_base (pos->v, CE_TYPE (pos->board[from]));
      int count = 0;
      for (int j = 0; j < n; j++)
        count += ce_move_kind (moves[j]) != CE_MOVE_DROP && ce_move_from (moves[j]) == from;
      int score = special_weight (pos->v, CE_TYPE (pos->board[from])) + count
                  - ((pos->v->def->types[type].flags & CE_PF_ROYAL) ? 2000 : 0);
      if (score > best_score)
        best = from, best_score = score;
    }
  if (best >= 0)
    chimera_board_view_select_square (chimera_window_get_board (win), best);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: app-shots DIR [WIDTH HEIGHT [VARIANT...]]\n");
      return 2;
    }
  int width = argc > 3 ? atoi (argv[2]) : 1100, height = argc > 3 ? atoi (argv[3]) : 780;
  /* A few variants when a change concerns the window rather than the
   * variants: a run over all of them takes minutes. */
  const char *const *ids = argc > 4 ? (const char *const *) argv + 4 : ce_variant_ids ();
  for (const char *const *id = ids; *id; id++)
    if (!ce_variant_get (*id))
      {
        g_printerr ("app-shots: no variant “%s”\n", *id);
        return 2;
      }
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  AdwStyleManager *style = adw_style_manager_get_default ();
  int failures = 0;

  for (const char *const *id = ids; *id; id++)
    for (int mid = 0; mid < 3; mid++)
      for (int dark = 0; dark < 2; dark++)
        {
          adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
          ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
          gtk_window_set_default_size (GTK_WINDOW (win), width, height);
          g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get (*id), 0, 0);
          chimera_window_set_game (win, game);
          if (mid)
            play_midgame (game);
          gtk_window_present (GTK_WINDOW (win));
          if (mid == 2)
            {
              wait_frames (GTK_WIDGET (win));
              select_telling_piece (win, game);
            }
          static const char *const kinds[] = { "start", "mid", "select" };
          g_autofree char *name
            = g_strdup_printf ("app-%s-%s-%s.png", *id, kinds[mid], dark ? "dark" : "light");
          g_autofree char *path = g_build_filename (argv[1], name, NULL);
          if (!save_png (GTK_WIDGET (win), path))
            {
              g_printerr ("app-shots: could not render %s\n", path);
              failures++;
            }
          else
            g_print ("%s\n", path);
          gtk_window_destroy (GTK_WINDOW (win));
        }
  return failures ? 1 : 0;
}
