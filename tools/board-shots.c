/* SPDX-License-Identifier: GPL-3.0-or-later
 * board-shots: renders ChimeraBoardView for every variant, at the start and
 * in a mid-game position (last move, a selected piece with its targets, a
 * hint, in Zelig Chess a power the last move changed), in the light and the
 * dark style, to PNGs for review.
 *
 *   xvfb-run -a build/tools/board-shots DIR [SIZE [flipped]]
 *
 * writes DIR/board-VARIANT-{light,dark}.png and
 * DIR/board-VARIANT-mid-{light,dark}.png, SIZE x SIZE pixels (default 640).
 */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "board-view.h"
#include "movegen.h"
#include "notation.h"

typedef struct
{
  const char *variant;
  const char *moves;  /* played from the start, space-separated */
  const char *select; /* then clicked, to show its targets */
  const char *hint;   /* a hint arrow, or NULL */
} MidGame;

/* Optional, per variant: every variant of the engine is shot at its start
 * position; one listed here is also shot in this mid-game. */
static const MidGame mid_games[] = {
  { "chess", "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4", "b5", "d2d4" },
  /* The knight on f3: its leaps (dots) and its entries (diamonds). */
  { "zonex", "e2e4 d7d5 g1f3 b8c6", "f3", NULL },
  /* The queen leaves the d-file: the zelig on d2 becomes the queen. */
  { "zelig", "e2e4 e7e5 d2d3 b8c6 c1d2 g8f6 d1e2", "f6", NULL },
  { "zelig2", "d2d4 d7d5 c1f4 g8f6 e2e3", "f6", NULL },
  /* The hint: the ZigZag Bishop's bent path, turning on f8. */
  { "zigzag", "d2d4 d9d7 J@d2 e9e7 e2e4", "d7", "d10g8" },
  { "diagonal", "e1f2 d8c7 c2d3 e7d6 c3d4", "d6", NULL },
  { "diamond", "d3d5 f7f5 e2f4 e8d6", "f4", "c3c4" },
  /* A second queen: the c1 zelig steps onto the d-file. */
  { "mchess", "d2d4 d7d5 c1d2 g8f6", "d2", NULL },
};

static void
save_png (GtkWidget *window, GtkWidget *board, const char *path)
{
  /* Render the whole window (for its background) and cut out the board. */
  graphene_rect_t bounds;
  if (!gtk_widget_compute_bounds (board, window, &bounds))
    g_error ("board not inside its window");
  int ww = gtk_widget_get_width (window), wh = gtk_widget_get_height (window);
  GtkSnapshot *s = gtk_snapshot_new ();
  GdkPaintable *p = gtk_widget_paintable_new (window);
  gdk_paintable_snapshot (p, s, ww, wh);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (board));
  GdkTexture *t = gsk_renderer_render_texture (r, node, &bounds);
  if (!gdk_texture_save_to_png (t, path))
    g_error ("cannot write %s", path);
  g_print ("%s (%dx%d)\n", path, gdk_texture_get_width (t), gdk_texture_get_height (t));
  g_object_unref (t);
  gsk_render_node_unref (node);
  g_object_unref (p);
}

static void
settle (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
  gtk_test_widget_wait_for_draw (widget);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
click_square (ChimeraBoardView *board, const CeVariant *v, const char *name)
{
  int sq;
  if (!ce_square_parse (v, name, &sq) || !chimera_board_view_click_square (board, sq))
    g_error ("%s: no square %s", v->def->id, name);
}

static CeMove
parse_move (CePosition *pos, const char *s)
{
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (pos, s, &m, err))
    {
      /* List what is legal, to fix the table quickly. */
      CeMoveList list;
      CePosition copy = *pos;
      list.count = ce_generate_legal (&copy, list.moves);
      g_printerr ("%s: %s; legal:", pos->v->def->id, err);
      for (int i = 0; i < list.count; i++)
        {
          char buf[CE_MOVE_SIZE];
          g_printerr (" %s", ce_move_to_string (pos, list.moves[i], buf));
        }
      g_printerr ("\n");
      exit (1);
    }
  return m;
}

static void
shoot (GtkWidget *window,
       ChimeraBoardView *board,
       const char *dir,
       const char *variant,
       const MidGame *mid)
{
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos;
  ce_position_start (&pos, v);
  CeMove last = CE_MOVE_NONE;
  if (mid)
    {
      g_auto (GStrv) moves = g_strsplit (mid->moves, " ", -1);
      for (int i = 0; moves[i]; i++)
        {
          CeUndo u;
          /* Shown before the last move, as in a game, so the board can mark
           * what that move changed. */
          if (!moves[i + 1])
            chimera_board_view_show_position (board, &pos, last);
          last = parse_move (&pos, moves[i]);
          ce_make (&pos, last, &u);
        }
    }
  if (last != CE_MOVE_NONE)
    chimera_board_view_show_move (board, last, &pos);
  else
    chimera_board_view_show_position (board, &pos, last);
  if (mid && mid->hint)
    chimera_board_view_set_hint (board, parse_move (&pos, mid->hint));
  settle (GTK_WIDGET (board));
  if (mid && mid->select)
    click_square (board, v, mid->select);

  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle (window);
      g_autofree char *name = g_strdup_printf ("board-%s%s-%s.png", variant, mid ? "-mid" : "",
                                               dark ? "dark" : "light");
      g_autofree char *path = g_build_filename (dir, name, NULL);
      save_png (window, GTK_WIDGET (board), path);
    }
}

/* The chooser popover on its own (it is a surface of its own, not part of
 * the window's rendering). */
static void
shoot_chooser (ChimeraBoardView *board,
               const char *dir,
               const char *name,
               const char *variant,
               const char *fen,
               const char *from,
               const char *to)
{
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, v, fen, err))
    g_error ("%s", err);
  chimera_board_view_show_position (board, &pos, CE_MOVE_NONE);
  settle (GTK_WIDGET (board));
  click_square (board, v, from);
  click_square (board, v, to);
  GtkWidget *popover = gtk_widget_get_first_child (GTK_WIDGET (board));
  if (!GTK_IS_POPOVER (popover)
      || !chimera_board_scene_get_choice_count (chimera_board_view_get_scene (board)))
    g_error ("%s: no chooser for %s%s", variant, from, to);
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle (popover);
      g_autofree char *file
        = g_strdup_printf ("board-%s-chooser-%s.png", name, dark ? "dark" : "light");
      g_autofree char *path = g_build_filename (dir, file, NULL);
      save_png (popover, popover, path);
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* Check, and the keyboard cursor (shown once a key was pressed). */
static void
shoot_check (GtkWidget *window, ChimeraBoardView *board, const char *dir)
{
  const CeVariant *v = ce_variant_get ("chess");
  CePosition pos;
  ce_position_start (&pos, v);
  CeMove last = CE_MOVE_NONE;
  const char *moves[] = { "e2e4", "f7f6", "d2d4", "g7g5", "d1h5" };
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      CeUndo u;
      last = parse_move (&pos, moves[i]);
      ce_make (&pos, last, &u);
    }
  chimera_board_view_show_position (board, &pos, last);
  settle (GTK_WIDGET (board));
  gtk_widget_grab_focus (GTK_WIDGET (board));
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      gboolean handled;
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        for (int k = 0; k < 3; k++)
          g_signal_emit_by_name (c, "key-pressed", k == 2 ? GDK_KEY_Left : GDK_KEY_Down, 0,
                                 (GdkModifierType) 0, &handled);
    }
  g_object_unref (controllers);
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      settle (window);
      g_autofree char *file = g_strdup_printf ("board-chess-check-%s.png", dark ? "dark" : "light");
      g_autofree char *path = g_build_filename (dir, file, NULL);
      save_png (window, GTK_WIDGET (board), path);
    }
}

/* A piece in mid-drag: its ghost at home, the target under the pointer. */
static void
shoot_drag (GtkWidget *window, ChimeraBoardView *board, const char *dir)
{
  const CeVariant *v = ce_variant_get ("chess");
  CePosition pos;
  ce_position_start (&pos, v);
  chimera_board_view_show_position (board, &pos, CE_MOVE_NONE);
  settle (GTK_WIDGET (board));
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  GtkGesture *drag = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (c))
        drag = GTK_GESTURE (c);
    }
  g_object_unref (controllers);
  int from, to;
  double x0, y0, x1, y1;
  ce_square_parse (v, "g1", &from);
  ce_square_parse (v, "f3", &to);
  chimera_board_view_get_square_center (board, from, &x0, &y0);
  chimera_board_view_get_square_center (board, to, &x1, &y1);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", (x1 - x0) * 0.8, (y1 - y0) * 0.8 + 8);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  settle (window);
  g_autofree char *path = g_build_filename (dir, "board-chess-drag-light.png", NULL);
  save_png (window, GTK_WIDGET (board), path);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: %s DIR [SIZE [flipped]]\n", argv[0]);
      return 2;
    }
  const char *dir = argv[1];
  int size = argc > 2 ? atoi (argv[2]) : 640;
  gboolean flipped = argc > 3 && g_str_equal (argv[3], "flipped");
  if (size < 64 || size > 4096)
    {
      g_printerr ("%s: SIZE must be 64 to 4096\n", argv[0]);
      return 2;
    }
  g_mkdir_with_parents (dir, 0755);

  gtk_init ();
  adw_init ();

  GtkWidget *window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), size, size);
  GtkWidget *board = chimera_board_view_new ();
  gtk_widget_set_size_request (board, size, size);
  chimera_board_view_set_animate (CHIMERA_BOARD_VIEW (board), FALSE);
  chimera_board_view_set_flipped (CHIMERA_BOARD_VIEW (board), flipped);
  gtk_window_set_child (GTK_WINDOW (window), board);

  ChimeraBoardView *view = CHIMERA_BOARD_VIEW (board);
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  chimera_board_view_show_position (view, &pos, CE_MOVE_NONE);
  gtk_window_present (GTK_WINDOW (window));
  settle (window);

  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      shoot (window, view, dir, *id, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (mid_games); i++)
        if (g_str_equal (mid_games[i].variant, *id))
          shoot (window, view, dir, *id, &mid_games[i]);
    }
  shoot_check (window, view, dir);
  shoot_drag (window, view, dir);
  shoot_chooser (view, dir, "diagonal", "diagonal", "7k/P7/8/8/8/8/8/K7 w - - 0 1", "a7", "b8");
  shoot_chooser (
    view, dir, "zigzag", "zigzag",
    "rwbzqk3r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RWBZQK3R[JJJJJjjjjj] w KQkq - 0 1", "f1",
    "g1");
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
