/* SPDX-License-Identifier: GPL-3.0-or-later
 * Arrows and circles drawn on the board (board-annotations.c): the model's
 * toggles and colours, the PGN commands read and written on 8x8, 10x10
 * and the Diamond's board, the scene's drawing and clearing, the board
 * widget's secondary-button drags and keys on the square, turned and
 * diamond boards (flipped too), the painter's pixels, and screenshots of
 * the window with all four colours.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>

#include "board-annotations.h"
#include "board-painter.h"
#include "board-view.h"
#include "chimera-window.h"
#include "game-pgn.h"
#include "movegen.h"
#include "notation.h"
#include "play.h"
#include "screenshot.h"
#include "widget-test.h"

static ChimeraApplication *app;

static int
sq_named (const CeVariant *v, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (v, name, &sq), >, 0);
  return sq;
}

/* ---- The model ---- */

static void
test_colors (void)
{
  g_assert_cmpint (chimera_annotation_color_for_keys (FALSE, FALSE), ==, CHIMERA_ANNOTATION_GREEN);
  g_assert_cmpint (chimera_annotation_color_for_keys (TRUE, FALSE), ==, CHIMERA_ANNOTATION_RED);
  g_assert_cmpint (chimera_annotation_color_for_keys (FALSE, TRUE), ==, CHIMERA_ANNOTATION_BLUE);
  g_assert_cmpint (chimera_annotation_color_for_keys (TRUE, TRUE), ==, CHIMERA_ANNOTATION_YELLOW);
  for (int c = 0; c < CHIMERA_ANNOTATION_N_COLORS; c++)
    g_assert_cmpint (chimera_annotation_color_from_letter (chimera_annotation_color_letter (c)), ==,
                     c);
  g_assert_cmpint (chimera_annotation_color_from_letter ('g'), ==, -1);
}

static void
test_toggle (void)
{
  const CeVariant *v = ce_variant_get ("chess");
  int e2 = sq_named (v, "e2"), e4 = sq_named (v, "e4"), d4 = sq_named (v, "d4");
  ChimeraAnnotations a = { 0 };
  g_assert_true (chimera_annotations_toggle (&a, e2, e4, CHIMERA_ANNOTATION_GREEN));
  g_assert_true (chimera_annotations_toggle (&a, d4, d4, CHIMERA_ANNOTATION_RED));
  g_assert_cmpuint (a.n, ==, 2);
  /* The reverse arrow is another shape. */
  g_assert_true (chimera_annotations_toggle (&a, e4, e2, CHIMERA_ANNOTATION_BLUE));
  g_assert_cmpuint (a.n, ==, 3);
  /* Another colour recolours it and brings it on top. */
  g_assert_true (chimera_annotations_toggle (&a, e2, e4, CHIMERA_ANNOTATION_YELLOW));
  g_assert_cmpuint (a.n, ==, 3);
  g_assert_cmpint (chimera_annotations_find (&a, e2, e4), ==, 2);
  g_assert_cmpint (a.shapes[2].color, ==, CHIMERA_ANNOTATION_YELLOW);
  /* The same colour again removes it. */
  g_assert_true (chimera_annotations_toggle (&a, e2, e4, CHIMERA_ANNOTATION_YELLOW));
  g_assert_cmpint (chimera_annotations_find (&a, e2, e4), ==, -1);
  g_assert_true (chimera_annotations_toggle (&a, d4, d4, CHIMERA_ANNOTATION_RED));
  g_assert_cmpuint (a.n, ==, 1);
  g_assert_false (chimera_annotations_toggle (&a, -1, e4, CHIMERA_ANNOTATION_RED));
  g_assert_false (chimera_annotations_toggle (&a, e2, e4, CHIMERA_ANNOTATION_N_COLORS));

  g_autofree char *words = chimera_annotations_describe_square (&a, e4);
  g_assert_cmpstr (words, ==, ", blue arrow to e2");
  g_autofree char *from = chimera_annotations_describe_square (&a, e2);
  g_assert_cmpstr (from, ==, ", blue arrow from e4");
  g_autofree char *none = chimera_annotations_describe_square (&a, d4);
  g_assert_cmpstr (none, ==, "");
}

/* `text` read on `variant` is `expect` when written, and that reads back
 * to the same shapes. */
static void
assert_round_trip (const char *variant, const char *text, gboolean ok, const char *expect)
{
  const CeVariant *v = variant ? ce_variant_get (variant) : NULL;
  ChimeraAnnotations a = { 0 }, b = { 0 };
  g_assert_cmpint (chimera_annotations_from_pgn (&a, text, v), ==, ok);
  g_autofree char *out = chimera_annotations_to_pgn (&a);
  g_assert_cmpstr (out, ==, expect);
  g_assert_true (chimera_annotations_from_pgn (&b, out, v));
  g_assert_true (chimera_annotations_equal (&a, &b));
}

static void
test_pgn (void)
{
  /* 8x8, as Lichess writes it, with other commands and words about. */
  assert_round_trip ("chess", "Good move [%csl Gd4,Re5][%cal Ge2e4,Rd7d5] [%eval 0.3]", TRUE,
                     "[%csl Gd4,Re5][%cal Ge2e4,Rd7d5]");
  assert_round_trip ("chess", "[%cal Ye2e4 , Bh1a8]", TRUE, "[%cal Ye2e4,Bh1a8]");
  assert_round_trip ("chess", "no drawing [%clk 0:01:00]", TRUE, "");
  assert_round_trip ("chess", "[%csl]", TRUE, "");
  /* Off the 8x8 board, bad colours and a circle written as an arrow are
   * skipped; the rest stays. */
  assert_round_trip ("chess", "[%cal Ga1a9,Xe2e4,Ge2e2,Gb1c3][%csl Gi1,Bh8]", FALSE,
                     "[%csl Bh8][%cal Gb1c3]");
  /* 10x10: two-digit ranks, read greedily. */
  assert_round_trip ("zigzag", "[%cal Ga10a9,Ra1a10,Bj10j1,Yd10a6][%csl Gj10,Re10]", TRUE,
                     "[%csl Gj10,Re10][%cal Ga10a9,Ra1a10,Bj10j1,Yd10a6]");
  assert_round_trip ("zigzag", "[%cal Ga11a9]", FALSE, "");
  /* Diamond: its corners and the Lake are no squares. */
  assert_round_trip ("diamond", "[%cal Ge1e4,Ge4e6,Ga1e1][%csl Re5,Gi5]", FALSE,
                     "[%csl Gi5][%cal Ge1e4,Ge4e6]");
  /* Any board up to 16x16 when no variant is given. */
  assert_round_trip (NULL, "[%cal Gp16a1,Ra16p1][%csl Yj12]", TRUE,
                     "[%csl Yj12][%cal Gp16a1,Ra16p1]");
  assert_round_trip (NULL, "[%cal Ga17a1,Gq1a1]", FALSE, "");
  /* Drawn order is kept, a repeated shape is set, not removed. */
  assert_round_trip ("chess", "[%cal Ge2e4][%cal Re2e4]", TRUE, "[%cal Re2e4]");

  g_autofree char *words
    = chimera_annotations_strip_pgn ("Good move [%csl Gd4][%cal Ge2e4] [%eval 0.3] here");
  g_assert_cmpstr (words, ==, "Good move [%eval 0.3] here");
  g_autofree char *only = chimera_annotations_strip_pgn ("[%cal Ge2e4]");
  g_assert_cmpstr (only, ==, "");
}

/* ---- The scene ---- */

typedef struct
{
  guint changed, annotations_changed;
} Counts;

static void
count_changed (ChimeraBoardScene *scene, guint what, Counts *c)
{
  if (what & CHIMERA_BOARD_SCENE_ANNOTATIONS)
    c->changed++;
}

static void
count_annotations (ChimeraBoardScene *scene, Counts *c)
{
  c->annotations_changed++;
}

static void
test_scene (void)
{
  const CeVariant *v = ce_variant_get ("diamond");
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  CePosition pos;
  ce_position_start (&pos, v);
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  Counts c = { 0 };
  g_signal_connect (scene, "changed", G_CALLBACK (count_changed), &c);
  g_signal_connect (scene, "annotations-changed", G_CALLBACK (count_annotations), &c);
  int e1 = sq_named (v, "e1"), e4 = sq_named (v, "e4"), e6 = sq_named (v, "e6");
  int lake = sq_named (v, "e5"), corner = sq_named (v, "a1");

  /* A press and release on one square: a circle. */
  chimera_board_scene_annotate_begin (scene, e4, CHIMERA_ANNOTATION_RED);
  g_assert_true (chimera_board_scene_is_annotating (scene));
  chimera_board_scene_annotate_end (scene, e4);
  g_assert_false (chimera_board_scene_is_annotating (scene));
  const ChimeraAnnotations *a = chimera_board_scene_get_annotations (scene);
  g_assert_cmpuint (a->n, ==, 1);
  g_assert_cmpint (chimera_annotations_find (a, e4, e4), ==, 0);
  g_assert_cmpint (a->shapes[0].color, ==, CHIMERA_ANNOTATION_RED);
  g_assert_cmpuint (c.annotations_changed, ==, 1);

  /* A drag over the Lake to e6: the draft follows, hidden over the Lake. */
  int from, to;
  ChimeraAnnotationColor color;
  chimera_board_scene_annotate_begin (scene, e1, CHIMERA_ANNOTATION_BLUE);
  chimera_board_scene_annotate_update (scene, e4);
  g_assert_true (chimera_board_scene_get_annotation_draft (scene, &from, &to, &color));
  g_assert_cmpint (to, ==, e4);
  g_assert_cmpint (color, ==, CHIMERA_ANNOTATION_BLUE);
  chimera_board_scene_annotate_update (scene, lake);
  g_assert_false (chimera_board_scene_get_annotation_draft (scene, &from, &to, &color));
  chimera_board_scene_annotate_update (scene, e6);
  chimera_board_scene_annotate_end (scene, e6);
  g_assert_cmpint (chimera_annotations_find (a, e1, e6), ==, 1);
  g_assert_cmpuint (c.annotations_changed, ==, 2);

  /* Ended on the Lake or off the board, or begun on a hole: nothing. */
  chimera_board_scene_annotate_begin (scene, e1, CHIMERA_ANNOTATION_GREEN);
  chimera_board_scene_annotate_end (scene, lake);
  chimera_board_scene_annotate_begin (scene, e1, CHIMERA_ANNOTATION_GREEN);
  chimera_board_scene_annotate_end (scene, -1);
  chimera_board_scene_annotate_begin (scene, corner, CHIMERA_ANNOTATION_GREEN);
  g_assert_false (chimera_board_scene_is_annotating (scene));
  chimera_board_scene_annotate_end (scene, e4);
  g_assert_false (chimera_board_scene_toggle_annotation (scene, lake, lake, 0));
  g_assert_cmpuint (a->n, ==, 2);
  g_assert_cmpuint (c.annotations_changed, ==, 2);

  /* Drawn again in its colour: gone. */
  g_assert_true (chimera_board_scene_toggle_annotation (scene, e1, e6, CHIMERA_ANNOTATION_BLUE));
  g_assert_cmpuint (a->n, ==, 1);
  g_assert_cmpuint (c.annotations_changed, ==, 3);

  /* Drawing works while the board takes no moves (an old position). */
  chimera_board_scene_set_interactive (scene, FALSE);
  g_assert_true (chimera_board_scene_toggle_annotation (scene, e1, e1, CHIMERA_ANNOTATION_GREEN));
  g_assert_cmpuint (a->n, ==, 2);

  /* The same position shown again keeps them; a move clears them without
   * telling the listener (the shapes belong to the position left). */
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  g_assert_cmpuint (a->n, ==, 2);
  guint before = c.annotations_changed;
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "d3d4", &m, err));
  CePosition after = pos;
  CeUndo u;
  ce_make (&after, m, &u);
  chimera_board_scene_show_move (scene, m, &after);
  g_assert_cmpuint (a->n, ==, 0);
  g_assert_cmpuint (c.annotations_changed, ==, before);

  /* Set by the program: shown (holes left out), not reported. */
  ChimeraAnnotations mine = { 0 };
  chimera_annotations_toggle (&mine, e4, e4, CHIMERA_ANNOTATION_YELLOW);
  chimera_annotations_toggle (&mine, lake, lake, CHIMERA_ANNOTATION_YELLOW);
  chimera_board_scene_set_annotations (scene, &mine);
  g_assert_cmpuint (a->n, ==, 1);
  g_assert_cmpuint (c.annotations_changed, ==, before);
  g_assert_true (chimera_board_scene_clear_annotations (scene));
  g_assert_false (chimera_board_scene_clear_annotations (scene));
  g_assert_cmpuint (c.annotations_changed, ==, before + 1);
  g_assert_cmpuint (c.changed, >, 0);

  /* A board that edits positions draws nothing. */
  chimera_board_scene_set_drawing (scene, FALSE);
  chimera_board_scene_annotate_begin (scene, e4, CHIMERA_ANNOTATION_GREEN);
  g_assert_false (chimera_board_scene_is_annotating (scene));
  g_assert_false (chimera_board_scene_toggle_annotation (scene, e4, e4, 0));
  g_assert_cmpuint (a->n, ==, 0);
}

/* ---- The widget ---- */

typedef struct
{
  GtkWidget *window;
  ChimeraBoardView *board;
  ChimeraBoardScene *scene;
  const CeVariant *v;
} Fixture;

static void
fixture_setup (Fixture *fx, gconstpointer data)
{
  memset (fx, 0, sizeof *fx);
  fx->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fx->window), 640, 640);
  fx->board = CHIMERA_BOARD_VIEW (chimera_board_view_new ());
  chimera_board_view_set_animate (fx->board, FALSE);
  fx->scene = chimera_board_view_get_scene (fx->board);
  gtk_window_set_child (GTK_WINDOW (fx->window), GTK_WIDGET (fx->board));
  gtk_window_present (GTK_WINDOW (fx->window));
}

static void
fixture_teardown (Fixture *fx, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (fx->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
show_start (Fixture *fx, const char *variant, gboolean flipped)
{
  fx->v = ce_variant_get (variant);
  CePosition pos;
  ce_position_start (&pos, fx->v);
  chimera_board_view_show_position (fx->board, &pos, CE_MOVE_NONE);
  chimera_board_view_set_flipped (fx->board, flipped);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (fx->board));
}

/* The board's drag gesture for `button`. */
static GtkGesture *
gesture_for (Fixture *fx, guint button)
{
  GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (fx->board));
  GtkGesture *found = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (list) && !found; i++)
    {
      GObject *c = g_list_model_get_item (list, i);
      if (GTK_IS_GESTURE_DRAG (c)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == button)
        found = GTK_GESTURE (c);
      g_object_unref (c);
    }
  g_object_unref (list);
  g_assert_nonnull (found);
  return found;
}

/* A drag with `button` from the centre of `from` to the centre of `to`,
 * through the widget's own gesture handlers. */
static void
drag (Fixture *fx, guint button, const char *from, const char *to)
{
  GtkGesture *g = gesture_for (fx, button);
  double x0, y0, x1, y1;
  g_assert_true (
    chimera_board_view_get_square_center (fx->board, sq_named (fx->v, from), &x0, &y0));
  g_assert_true (chimera_board_view_get_square_center (fx->board, sq_named (fx->v, to), &x1, &y1));
  g_signal_emit_by_name (g, "drag-begin", x0, y0);
  for (int i = 1; i <= 4; i++)
    g_signal_emit_by_name (g, "drag-update", (x1 - x0) * i / 4, (y1 - y0) * i / 4);
  g_signal_emit_by_name (g, "drag-end", x1 - x0, y1 - y0);
}

static int
find (Fixture *fx, const char *from, const char *to)
{
  return chimera_annotations_find (chimera_board_scene_get_annotations (fx->scene),
                                   sq_named (fx->v, from), sq_named (fx->v, to));
}

static void
test_view_drags (Fixture *fx, gconstpointer data)
{
  static const struct
  {
    const char *variant;
    gboolean flipped;
    const char *a, *b, *c;
  } cases[] = {
    { "chess", FALSE, "e2", "e4", "g1" },    { "chess", TRUE, "e2", "e4", "g1" },
    { "diagonal", FALSE, "a1", "h8", "c2" }, { "diagonal", TRUE, "b1", "d5", "h7" },
    { "diamond", FALSE, "e1", "e9", "c5" },  { "diamond", TRUE, "d2", "f8", "g5" },
    { "zigzag", TRUE, "a10", "j1", "e6" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      show_start (fx, cases[i].variant, cases[i].flipped);
      const ChimeraAnnotations *a = chimera_board_scene_get_annotations (fx->scene);
      /* A secondary click: a circle; a drag: an arrow, on the squares
       * meant whichever way the board is turned. */
      drag (fx, GDK_BUTTON_SECONDARY, cases[i].c, cases[i].c);
      drag (fx, GDK_BUTTON_SECONDARY, cases[i].a, cases[i].b);
      g_assert_cmpuint (a->n, ==, 2);
      g_assert_cmpint (find (fx, cases[i].c, cases[i].c), ==, 0);
      g_assert_cmpint (find (fx, cases[i].a, cases[i].b), ==, 1);
      g_assert_cmpint (a->shapes[1].color, ==, CHIMERA_ANNOTATION_GREEN);
      /* Drawn again: gone. */
      drag (fx, GDK_BUTTON_SECONDARY, cases[i].a, cases[i].b);
      g_assert_cmpuint (a->n, ==, 1);
      /* A primary click on the board clears them all. */
      drag (fx, GDK_BUTTON_PRIMARY, cases[i].b, cases[i].b);
      g_assert_cmpuint (a->n, ==, 0);
    }
}

static gboolean
press_key (Fixture *fx, guint keyval, GdkModifierType state)
{
  GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (fx->board));
  GtkEventControllerKey *keys = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (list) && !keys; i++)
    {
      GObject *c = g_list_model_get_item (list, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        keys = GTK_EVENT_CONTROLLER_KEY (c);
      g_object_unref (c);
    }
  g_object_unref (list);
  g_assert_nonnull (keys);
  gboolean handled = FALSE;
  g_signal_emit_by_name (keys, "key-pressed", keyval, 0, state, &handled);
  return handled;
}

static void
test_view_keys_and_moves (Fixture *fx, gconstpointer data)
{
  show_start (fx, "chess", FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (fx->board));
  const ChimeraAnnotations *a = chimera_board_scene_get_annotations (fx->scene);
  /* The first key shows the cursor (on e1). */
  g_assert_true (press_key (fx, GDK_KEY_c, 0));
  g_assert_cmpuint (a->n, ==, 0);
  g_assert_true (press_key (fx, GDK_KEY_C, GDK_SHIFT_MASK));
  g_assert_cmpint (find (fx, "e1", "e1"), ==, 0);
  g_assert_cmpint (a->shapes[0].color, ==, CHIMERA_ANNOTATION_RED);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fx->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e1, white king, red circle");
  /* A, the cursor two up, A: an arrow e1-e3 that followed the cursor. */
  g_assert_true (press_key (fx, GDK_KEY_a, 0));
  press_key (fx, GDK_KEY_Up, 0);
  press_key (fx, GDK_KEY_Up, 0);
  int from, to;
  ChimeraAnnotationColor color;
  g_assert_true (chimera_board_scene_get_annotation_draft (fx->scene, &from, &to, &color));
  g_assert_cmpint (to, ==, sq_named (fx->v, "e3"));
  g_assert_true (press_key (fx, GDK_KEY_a, 0));
  g_assert_cmpint (find (fx, "e1", "e3"), ==, 1);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fx->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e3, empty, green arrow from e1");
  /* Escape drops an arrow under way first. */
  press_key (fx, GDK_KEY_a, 0);
  g_assert_true (press_key (fx, GDK_KEY_Escape, 0));
  g_assert_false (chimera_board_scene_is_annotating (fx->scene));
  g_assert_cmpuint (a->n, ==, 2);

  /* A move shown clears them. */
  CePosition pos = *chimera_board_view_get_position (fx->board), after = pos;
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "e2e4", &m, err));
  CeUndo u;
  ce_make (&after, m, &u);
  chimera_board_view_show_move (fx->board, m, &after);
  g_assert_cmpuint (a->n, ==, 0);
}

/* ---- The painter's pixels ---- */

#define SIZE 480

typedef struct
{
  ChimeraBoardTransform tf;
  ChimeraBoardPaint p;
  ChimeraBoardArt art;
  cairo_surface_t *img;
} Shot;

/* The bare board with the marks over it (no pieces: any pixel off the
 * squares' colours is a mark). */
static void
render (Shot *s, ChimeraBoardScene *scene, gboolean flipped)
{
  memset (s, 0, sizeof *s);
  const CeVariant *v = chimera_board_scene_get_position (scene)->v;
  chimera_board_transform_init (&s->tf, chimera_board_geometry_for_variant (v), v->files, v->ranks,
                                flipped, SIZE, SIZE);
  s->p.scene = scene;
  s->p.pos = chimera_board_scene_get_position (scene);
  s->p.tf = &s->tf;
  chimera_board_palette_init (&s->p.pal, CHIMERA_BOARD_THEME_BROWN, FALSE);
  s->p.art = &s->art;
  s->p.scale_factor = 1;
  s->p.piece_size = chimera_board_piece_size (&s->tf, 1);
  s->p.pulse_t = 1;
  s->img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t *cr = cairo_create (s->img);
  chimera_board_paint_board (&s->p, cr, CHIMERA_BOARD_PART_ALL);
  chimera_board_paint_over (&s->p, cr);
  cairo_destroy (cr);
  cairo_surface_flush (s->img);
}

static guint32
pixel (Shot *s, double bx, double by)
{
  double x, y;
  chimera_board_transform_to_widget (&s->tf, bx, by, &x, &y);
  int ix = (int) floor (x), iy = (int) floor (y);
  g_assert_true (ix >= 0 && iy >= 0 && ix < SIZE && iy < SIZE);
  const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (s->img)
                                          + iy * cairo_image_surface_get_stride (s->img));
  return row[ix] & 0xffffff;
}

/* The colour's dominant channel: 0 red, 1 green, 2 blue. */
static int
dominant (guint32 rgb)
{
  int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
  return r >= g && r >= b ? 0 : g >= b ? 1 : 2;
}

static void
test_pixels (void)
{
  static const char *const variants[] = { "chess", "diagonal", "zigzag", "diamond" };
  for (gsize i = 0; i < G_N_ELEMENTS (variants); i++)
    for (int flipped = 0; flipped < 2; flipped++)
      {
        const CeVariant *v = ce_variant_get (variants[i]);
        g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
        CePosition pos;
        ce_position_clear (&pos, v);
        ce_position_finish (&pos);
        chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
        /* A green circle on one square, a blue arrow two files along a
         * rank elsewhere. */
        int circle = v->squares[0], a0 = -1, a1 = -1;
        for (int k = v->nsquares - 1; k >= 0 && a0 < 0; k--)
          {
            int sq = v->squares[k];
            if (CE_FILE (sq) + 2 < v->files && v->on_board[sq + 1] && v->on_board[sq + 2]
                && sq != circle && sq + 1 != circle && sq + 2 != circle)
              a0 = sq, a1 = sq + 2;
          }
        g_assert_cmpint (a0, >=, 0);
        /* The board without them, for the pixels that must not change
         * (special squares have marks of their own). */
        Shot b, s;
        render (&b, scene, flipped);

        chimera_board_scene_toggle_annotation (scene, circle, circle, CHIMERA_ANNOTATION_GREEN);
        chimera_board_scene_toggle_annotation (scene, a0, a1, CHIMERA_ANNOTATION_BLUE);
        render (&s, scene, flipped);
        g_test_message ("%s%s", variants[i], flipped ? " flipped" : "");
        /* An arrow being drawn shows before it is let go, paler. */
        if (!flipped)
          {
            int d0 = v->squares[v->nsquares / 2], d1 = v->squares[v->nsquares / 2 + 1];
            Shot d;
            chimera_board_scene_annotate_begin (scene, d0, CHIMERA_ANNOTATION_RED);
            chimera_board_scene_annotate_update (scene, d1);
            render (&d, scene, flipped);
            chimera_board_scene_annotate_cancel (scene);
            guint32 red = pixel (&d, CE_FILE (d0) + 0.5, CE_RANK (d0) + 0.5);
            g_assert_cmpint (dominant (red), ==, 0);
            g_assert_cmpuint (red, !=, pixel (&s, CE_FILE (d0) + 0.5, CE_RANK (d0) + 0.5));
            cairo_surface_destroy (d.img);
            chimera_board_art_clear (&d.art);
          }
        const char *dir = g_getenv ("CHIMERA_SCREENSHOT_DIR");
        if (dir)
          {
            g_autofree char *name = g_strdup_printf ("annotations-painter-%s%s.png", variants[i],
                                                     flipped ? "-flipped" : "");
            g_autofree char *path = g_build_filename (dir, name, NULL);
            cairo_surface_write_to_png (s.img, path);
          }
        /* The ring: on the circle's edge, not at its centre. */
        guint32 ring = pixel (&s, CE_FILE (circle) + 0.5, CE_RANK (circle) + 0.08);
        g_assert_cmpint (dominant (ring), ==, 1);
        g_assert_cmpuint (pixel (&s, CE_FILE (circle) + 0.5, CE_RANK (circle) + 0.5), ==,
                          pixel (&b, CE_FILE (circle) + 0.5, CE_RANK (circle) + 0.5));
        /* The arrow crosses the square between, blue, and leaves the
         * square beside it alone. */
        guint32 mid = pixel (&s, CE_FILE (a0) + 1.5, CE_RANK (a0) + 0.5);
        g_assert_cmpuint (mid, !=, pixel (&b, CE_FILE (a0) + 1.5, CE_RANK (a0) + 0.5));
        g_assert_cmpint (dominant (mid), ==, 2);
        g_assert_cmpuint (pixel (&s, CE_FILE (a0) + 1.5, CE_RANK (a0) + 0.1), ==,
                          pixel (&b, CE_FILE (a0) + 1.5, CE_RANK (a0) + 0.1));
        /* The layer is see-through: the square shows through the arrow. */
        g_assert_cmpuint ((mid >> 16 & 0xff), >, 0x10);
        cairo_surface_destroy (s.img);
        cairo_surface_destroy (b.img);
        chimera_board_art_clear (&s.art);
        chimera_board_art_clear (&b.art);
      }
}

/* ---- Screenshots ---- */

static guint
draw (ChimeraBoardScene *scene, const CeVariant *v, const char *text)
{
  ChimeraAnnotations a = { 0 };
  g_assert_true (chimera_annotations_from_pgn (&a, text, v));
  /* Drawn by the user, one shape at a time. */
  for (guint i = 0; i < a.n; i++)
    g_assert_true (chimera_board_scene_toggle_annotation (scene, a.shapes[i].from, a.shapes[i].to,
                                                          a.shapes[i].color));
  return a.n;
}

static void
test_window_shots (void)
{
  static const struct
  {
    const char *variant, *moves, *shapes;
  } scenes[] = {
    { "zigzag", "e2e4 e9e7 d2d4", "[%csl Gd4,Re7,Bd10,Yj1][%cal Gd4g7,Rd10a6,Be4e6,Yi1h3,Gb1c3]" },
    { "diagonal", "d2e3 e7d6", "[%csl Ga1,Rh8,Be3,Yd6][%cal Gb2f6,Rc1f2,Ba4d7,Yd1g5]" },
  };
  gboolean shots = g_getenv ("CHIMERA_SCREENSHOT_DIR") != NULL;
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (gsize i = 0; i < G_N_ELEMENTS (scenes); i++)
    for (gsize z = 0; z < (shots ? G_N_ELEMENTS (picture_sizes) : 1); z++)
      for (int dark = 0; dark < (shots ? 2 : 1); dark++)
        {
          const CeVariant *v = ce_variant_get (scenes[i].variant);
          picture_style (dark);
          fresh_settings ();
          ChimeraWindow *win = open_window (app, picture_sizes[z][0], picture_sizes[z][1]);
          g_autoptr (ChimeraGame) game = chimera_game_new (v, 0, 0);
          chimera_window_set_game (win, game);
          play (game, scenes[i].moves);
          ChimeraBoardView *board = chimera_window_get_board (win);
          ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
          guint n = draw (scene, v, scenes[i].shapes);
          g_assert_cmpuint (n, >=, 8);
          g_assert_cmpuint (chimera_board_scene_get_annotations (scene)->n, ==, n);
          g_autofree char *name
            = g_strdup_printf ("annotations-%s-%dx%d-%s.png", scenes[i].variant,
                               picture_sizes[z][0], picture_sizes[z][1], dark ? "dark" : "light");
          save_png (GTK_WIDGET (win), name);
          /* The next move clears them. */
          CePosition pos = *chimera_game_get_position (game);
          CeMove moves[CE_MAX_MOVES];
          g_assert_cmpint (ce_generate_legal (&pos, moves), >, 0);
          g_assert_true (chimera_game_play (game, moves[0]));
          g_assert_cmpuint (chimera_board_scene_get_annotations (scene)->n, ==, 0);
          gtk_window_destroy (GTK_WINDOW (win));
        }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

/* Shapes belong to the move shown: kept in its node of the game's tree,
 * shown again when the move is, saved in the file. */
static void
test_kept_per_move (void)
{
  ChimeraWindow *win = open_window (app, 1280, 800);
  const CeVariant *v = ce_variant_get ("chess");
  g_autoptr (ChimeraGame) game = chimera_game_new (v, 0, 0);
  chimera_window_set_game (win, game);
  play (game, "e2e4 e7e5");
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  int g1 = sq_named (v, "g1"), f3 = sq_named (v, "f3"), d5 = sq_named (v, "d5");
  g_assert_true (chimera_board_scene_toggle_annotation (scene, g1, f3, CHIMERA_ANNOTATION_GREEN));
  g_assert_true (chimera_board_scene_toggle_annotation (scene, d5, d5, CHIMERA_ANNOTATION_RED));
  const CeTree *tree = chimera_game_get_tree (game);
  const CeTreeNode *n = ce_tree_node (tree, chimera_game_get_live_node (game));
  g_assert_cmpint (n->nmarks, ==, 2);
  g_assert_cmpint (n->marks[1].to, ==, CE_NO_SQ);
  /* Another move shown: its own (none); back: these again. */
  chimera_game_set_view (game, 1);
  g_assert_cmpuint (chimera_board_scene_get_annotations (scene)->n, ==, 0);
  g_assert_true (chimera_board_scene_toggle_annotation (scene, d5, d5, CHIMERA_ANNOTATION_BLUE));
  chimera_game_set_view (game, -1);
  const ChimeraAnnotations *a = chimera_board_scene_get_annotations (scene);
  g_assert_cmpuint (a->n, ==, 2);
  g_assert_cmpint (a->shapes[0].from, ==, g1);
  g_assert_cmpint (a->shapes[0].to, ==, f3);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[%csl Bd5]"));
  g_assert_nonnull (strstr (pgn, "[%cal Gg1f3]"));
  g_assert_nonnull (strstr (pgn, "[%csl Rd5]"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The shortcuts window has a page for drawing, whose mouse entries show
 * the mouse. */
static void
test_shortcuts_page (void)
{
  ChimeraWindow *win = open_window (app, 1280, 800);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL));
  GtkWidget *overlay = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (overlay);
  g_object_set (overlay, "section-name", "drawing", NULL);
  /* Past the stack's transition to the page. */
  gint64 end = g_get_monotonic_time () + 600000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  gtk_test_widget_wait_for_draw (overlay);
  g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();
  find_all (overlay, GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  guint mouse = 0;
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcutType type;
      g_autoptr (GIcon) icon = NULL;
      g_object_get (g_ptr_array_index (shortcuts, i), "shortcut-type", &type, "icon", &icon, NULL);
      if (type == GTK_SHORTCUT_GESTURE)
        {
          g_assert_nonnull (icon);
          mouse++;
        }
    }
  /* Each shows on its page and among the search results. */
  g_assert_cmpuint (mouse, >=, 5);
  save_png (overlay, "annotations-shortcuts.png");
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  /* The "test" accessibility backend keeps the labels the board sets. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/annotations/colors", test_colors);
  g_test_add_func ("/ui/annotations/toggle", test_toggle);
  g_test_add_func ("/ui/annotations/pgn", test_pgn);
  g_test_add_func ("/ui/annotations/scene", test_scene);
  g_test_add ("/ui/annotations/view-drags", Fixture, NULL, fixture_setup, test_view_drags,
              fixture_teardown);
  g_test_add ("/ui/annotations/view-keys-and-moves", Fixture, NULL, fixture_setup,
              test_view_keys_and_moves, fixture_teardown);
  g_test_add_func ("/ui/annotations/pixels", test_pixels);
  g_test_add_func ("/ui/annotations/kept-per-move", test_kept_per_move);
  g_test_add_func ("/ui/annotations/window-shots", test_window_shots);
  g_test_add_func ("/ui/annotations/shortcuts-page", test_shortcuts_page);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
