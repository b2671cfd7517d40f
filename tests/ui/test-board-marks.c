/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's special marks, in the painter's pixels (drawn to an image
 * with no display): flag and promotion squares where the variant has them
 * and nowhere else, Zone X's zone with a bold border and its entry targets
 * told from ordinary ones, ZigZag's hint arrow through the turn square;
 * the words a special square's tooltip says; the legend's rows for each
 * variant; and in the real window, the
 * threat display's button and its reset when a new game starts.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "board-marks.h"
#include "board-painter.h"
#include "chimera-window.h"
#include "movegen.h"
#include "notation.h"
#include "play.h"
#include "rules-legend.h"
#include "rules-window.h"
#include "screenshot.h"
#include "widget-test.h"

#define SIZE 640

typedef struct
{
  ChimeraBoardScene *scene;
  ChimeraBoardTransform tf;
  ChimeraBoardPaint p;
  ChimeraBoardArt art;
  cairo_surface_t *img;
} Shot;

static int
sq_named (const CeVariant *v, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (v, name, &sq), >, 0);
  return sq;
}

/* The bare board and the marks over and under the pieces (no pieces: any
 * pixel off the squares' colours is a mark). */
static void
shot_render (Shot *s,
             const char *variant,
             const char *fen,
             const char *select,
             const char *hint,
             ChimeraBoardTheme theme,
             gboolean dark,
             gboolean flipped)
{
  memset (s, 0, sizeof *s);
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (fen && !*fen)
    {
      /* "": the empty board, every square free for its labels. */
      ce_position_clear (&pos, v);
      ce_position_finish (&pos);
    }
  else if (fen)
    g_assert_true (ce_position_from_fen (&pos, v, fen, err));
  else
    ce_position_start (&pos, v);
  s->scene = chimera_board_scene_new ();
  chimera_board_scene_set_position (s->scene, &pos, CE_MOVE_NONE);
  if (select)
    g_assert_true (chimera_board_scene_select (s->scene, sq_named (v, select)));
  if (hint)
    {
      CeMove m;
      g_assert_true (ce_move_parse (&pos, hint, &m, err));
      chimera_board_scene_set_hint (s->scene, m);
    }
  chimera_board_transform_init (&s->tf, chimera_board_geometry_for_variant (v), v->files, v->ranks,
                                flipped, SIZE, SIZE);
  s->p.scene = s->scene;
  s->p.pos = chimera_board_scene_get_position (s->scene);
  s->p.tf = &s->tf;
  chimera_board_palette_init (&s->p.pal, theme, dark);
  s->p.art = &s->art;
  s->p.scale_factor = 1;
  s->p.piece_size = chimera_board_piece_size (&s->tf, 1);
  s->p.show_legal_moves = TRUE;
  s->p.pulse_t = 1;
  s->img = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIZE, SIZE);
  cairo_t *cr = cairo_create (s->img);
  chimera_board_paint_board (&s->p, cr, CHIMERA_BOARD_PART_ALL);
  chimera_board_paint_under (&s->p, cr);
  chimera_board_paint_over (&s->p, cr);
  cairo_destroy (cr);
  cairo_surface_flush (s->img);
}

static void
shot_clear (Shot *s)
{
  cairo_surface_destroy (s->img);
  g_object_unref (s->scene);
  chimera_board_art_clear (&s->art);
}

/* The pixel at board point (bx, by) as 0xRRGGBB. */
static guint32
pixel_at (Shot *s, double bx, double by)
{
  double x, y;
  chimera_board_transform_to_widget (&s->tf, bx, by, &x, &y);
  int ix = (int) floor (x), iy = (int) floor (y);
  g_assert_true (ix >= 0 && iy >= 0 && ix < SIZE && iy < SIZE);
  const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (s->img)
                                          + iy * cairo_image_surface_get_stride (s->img));
  return row[ix] & 0xffffff;
}

static guint32
rgb_of (const ChimeraRgba *c)
{
  return (guint32) lround (c->red * 255) << 16 | (guint32) lround (c->green * 255) << 8
         | (guint32) lround (c->blue * 255);
}

static int
color_distance (guint32 a, guint32 b)
{
  int d = 0;
  for (int shift = 0; shift < 24; shift += 8)
    d += abs ((int) ((a >> shift) & 0xff) - (int) ((b >> shift) & 0xff));
  return d;
}

/* How many of a 12 x 12 grid of points inside `sq` (off its edges) are not
 * the square's own colour. */
static int
marked_points (Shot *s, int sq)
{
  guint32 plain = rgb_of ((CE_FILE (sq) + CE_RANK (sq)) & 1 ? &s->p.pal.light : &s->p.pal.dark);
  int n = 0;
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 12; j++)
      {
        double u = 0.06 + 0.88 * i / 11, w = 0.06 + 0.88 * j / 11;
        if (color_distance (pixel_at (s, CE_FILE (sq) + u, CE_RANK (sq) + w), plain) > 12)
          n++;
      }
  return n;
}

/* Every square carries a mark exactly when `expect` says so, on every
 * theme, light and dark. */
static void
assert_marked_squares (const char *variant, guint kinds)
{
  const CeVariant *v = ce_variant_get (variant);
  for (int theme = CHIMERA_BOARD_THEME_BROWN; theme <= CHIMERA_BOARD_THEME_GREY; theme++)
    for (int dark = 0; dark < 2; dark++)
      for (int flipped = 0; flipped < 2; flipped++)
        {
          Shot s;
          /* The empty board: a promotion square's label waits for the
           * square to be empty (test_labels_wait_for_empty_squares). */
          shot_render (&s, variant, "", NULL, NULL, theme, dark, flipped);
          int marked = 0;
          for (int k = 0; k < v->nsquares; k++)
            {
              int sq = v->squares[k];
              gboolean expect = (chimera_board_marks_square_kinds (v, sq) & kinds) != 0;
              int n = marked_points (&s, sq);
              char name[8];
              if (expect && n < 3)
                g_error ("%s theme %d dark %d flipped %d: %s unmarked", variant, theme, dark,
                         flipped, ce_square_name (sq, name));
              if (!expect && n > 0)
                g_error ("%s theme %d dark %d flipped %d: %s marked (%d)", variant, theme, dark,
                         flipped, ce_square_name (sq, name), n);
              marked += expect;
            }
          g_assert_cmpint (marked, >, 0);
          const char *dir = g_getenv ("CHIMERA_SCREENSHOT_DIR");
          if (dir)
            {
              g_autofree char *name = g_strdup_printf ("painter-%s-theme%d-%s.png", variant, theme,
                                                       dark ? "dark" : "light");
              g_autofree char *path = g_build_filename (dir, name, NULL);
              g_assert_cmpint (cairo_surface_write_to_png (s.img, path), ==, CAIRO_STATUS_SUCCESS);
            }
          shot_clear (&s);
        }
}

/* In the start position a promotion square with a piece on it shows no
 * label (the piece would cover it but for scraps), an empty one does; the
 * flags show either way. Pieces are not drawn, so any pixel off the
 * square's colour is a mark. */
static void
test_labels_wait_for_empty_squares (void)
{
  static const char *const variants[] = { "diagonal", "diamond" };
  int empty = 0, occupied = 0;
  for (size_t i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      const CeVariant *v = ce_variant_get (variants[i]);
      CePosition start;
      ce_position_start (&start, v);
      Shot s;
      shot_render (&s, variants[i], NULL, NULL, NULL, CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k];
          guint kinds = chimera_board_marks_square_kinds (v, sq);
          if (!(kinds & (CHIMERA_SQUARE_PROMO_WHITE | CHIMERA_SQUARE_PROMO_BLACK))
              || (kinds & (CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK)))
            continue;
          char name[8];
          ce_square_name (sq, name);
          if (start.board[sq])
            {
              g_assert_cmpint (marked_points (&s, sq), ==, 0);
              occupied++;
            }
          else
            {
              if (marked_points (&s, sq) < 3)
                g_error ("%s: the empty promotion square %s has no label", variants[i], name);
              empty++;
            }
        }
      shot_clear (&s);
    }
  g_assert_cmpint (occupied, >, 0);
  g_assert_cmpint (empty, >, 0);
}

static void
test_diagonal_squares (void)
{
  const CeVariant *v = ce_variant_get ("diagonal");
  /* The engine's facts, as RULINGS.md gives them. */
  guint h8 = chimera_board_marks_square_kinds (v, sq_named (v, "h8"));
  guint a1 = chimera_board_marks_square_kinds (v, sq_named (v, "a1"));
  g_assert_true (h8 & CHIMERA_SQUARE_FLAG_WHITE);
  g_assert_true (a1 & CHIMERA_SQUARE_FLAG_BLACK);
  g_autofree char *g8 = chimera_board_marks_promotion_letters (v, CE_WHITE, sq_named (v, "g8"));
  g_autofree char *h7 = chimera_board_marks_promotion_letters (v, CE_WHITE, sq_named (v, "h7"));
  g_autofree char *d8 = chimera_board_marks_promotion_letters (v, CE_WHITE, sq_named (v, "d8"));
  g_autofree char *c8 = chimera_board_marks_promotion_letters (v, CE_WHITE, sq_named (v, "c8"));
  g_autofree char *e1 = chimera_board_marks_promotion_letters (v, CE_BLACK, sq_named (v, "e1"));
  g_assert_cmpstr (g8, ==, "QRBN");
  g_assert_cmpstr (h7, ==, "QRBN");
  g_assert_cmpstr (d8, ==, "N");
  g_assert_cmpstr (c8, ==, "BN");
  g_assert_cmpstr (e1, ==, "N");
  g_assert_null (chimera_board_marks_promotion_letters (v, CE_WHITE, sq_named (v, "e4")));
  g_assert_true (chimera_board_marks_square_kinds (v, sq_named (v, "a8"))
                 & CHIMERA_SQUARE_PROMO_WHITE);
  g_assert_true (chimera_board_marks_square_kinds (v, sq_named (v, "a8"))
                 & CHIMERA_SQUARE_PROMO_BLACK);
  /* 14 promotion squares and a flag square a side, two squares shared. */
  int n = 0;
  for (int k = 0; k < v->nsquares; k++)
    n += chimera_board_marks_square_kinds (v, v->squares[k]) != 0;
  g_assert_cmpint (n, ==, 2 * 15 - 2);
  assert_marked_squares ("diagonal", CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK
                                       | CHIMERA_SQUARE_PROMO_WHITE | CHIMERA_SQUARE_PROMO_BLACK);
}

static void
test_diamond_squares (void)
{
  const CeVariant *v = ce_variant_get ("diamond");
  static const char *white[] = { "d8", "e8", "f8", "e7" }, *black[] = { "d2", "e2", "f2", "e3" };
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (chimera_board_marks_square_kinds (v, sq_named (v, white[i]))
                     & CHIMERA_SQUARE_PROMO_WHITE);
      g_assert_true (chimera_board_marks_square_kinds (v, sq_named (v, black[i]))
                     & CHIMERA_SQUARE_PROMO_BLACK);
    }
  assert_marked_squares ("diamond", CHIMERA_SQUARE_PROMO_WHITE | CHIMERA_SQUARE_PROMO_BLACK);
}

static void
test_orthodox_unmarked (void)
{
  /* Promotion on a whole last rank with one choice is not marked: chess,
   * Zone X and ZigZag Madness draw their promotion ranks plain. */
  static const char *ids[] = { "chess", "zigzag", "zelig" };
  for (size_t i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const CeVariant *v = ce_variant_get (ids[i]);
      for (int k = 0; k < v->nsquares; k++)
        g_assert_false (chimera_board_marks_square_kinds (v, v->squares[k])
                        & (CHIMERA_SQUARE_PROMO_WHITE | CHIMERA_SQUARE_PROMO_BLACK
                           | CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK
                           | CHIMERA_SQUARE_ZONE));
      Shot s;
      shot_render (&s, ids[i], NULL, NULL, NULL, CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
      for (int k = 0; k < v->nsquares; k++)
        g_assert_cmpint (marked_points (&s, v->squares[k]), ==, 0);
      shot_clear (&s);
    }
}

static void
test_zone (void)
{
  assert_marked_squares ("zonex", CHIMERA_SQUARE_ZONE);
  /* The border is bold: a line of several pixels inside the zone's edge. */
  Shot s;
  shot_render (&s, "zonex", NULL, NULL, NULL, CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
  guint32 line = rgb_of (&s.p.pal.zone_line);
  const CeVariant *v = s.p.pos->v;
  int d4 = sq_named (v, "d4"), d5 = sq_named (v, "d5"), d3 = sq_named (v, "d3");
  double in[] = { 0.015, 0.04, 0.06 };
  for (size_t i = 0; i < G_N_ELEMENTS (in); i++)
    {
      g_assert_cmpint (
        color_distance (pixel_at (&s, CE_FILE (d4) + 0.5, CE_RANK (d4) + in[i]), line), <, 90);
      g_assert_cmpint (
        color_distance (pixel_at (&s, CE_FILE (d5) + 0.5, CE_RANK (d5) + 1 - in[i]), line), <, 90);
    }
  /* Not outside it, nor between its two ranks. */
  g_assert_cmpint (
    color_distance (pixel_at (&s, CE_FILE (d3) + 0.5, CE_RANK (d3) + 1 - 0.04), line), >, 90);
  g_assert_cmpint (
    color_distance (pixel_at (&s, CE_FILE (d4) + 0.5, CE_RANK (d4) + 1 - 0.04), line), >, 90);
  shot_clear (&s);
}

static void
test_entry_targets (void)
{
  /* The knight on f3: e5 (and d4, g5, h4) by its leap, the rest of the
   * zone by entry only. */
  Shot s;
  shot_render (&s, "zonex", "r1gqkgnr/ppp1pppp/2n5/3p4/4P3/5N2/PPPP1PPP/RNGQKG1R w KQkq - 2 3",
               "f3", NULL, CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
  const CeVariant *v = s.p.pos->v;
  int e5 = sq_named (v, "e5"), c5 = sq_named (v, "c5"), a4 = sq_named (v, "a4"),
      g5 = sq_named (v, "g5");
  g_assert_true (chimera_board_scene_is_target (s.scene, e5));
  g_assert_true (chimera_board_scene_is_target (s.scene, c5));
  g_assert_false (chimera_board_marks_is_entry_target (&s.p, e5));
  g_assert_false (chimera_board_marks_is_entry_target (&s.p, g5));
  g_assert_true (chimera_board_marks_is_entry_target (&s.p, c5));
  g_assert_true (chimera_board_marks_is_entry_target (&s.p, a4));

  /* e5 and c5 are both dark squares of the zone: a dot fills the centre
   * of one, the other's centre stays the square's colour with a diamond's
   * outline round it. */
  guint32 e5c = pixel_at (&s, CE_FILE (e5) + 0.5, CE_RANK (e5) + 0.5);
  guint32 c5c = pixel_at (&s, CE_FILE (c5) + 0.5, CE_RANK (c5) + 0.5);
  guint32 c5corner = pixel_at (&s, CE_FILE (c5) + 0.1, CE_RANK (c5) + 0.5);
  g_assert_cmpint (color_distance (e5c, c5c), >, 30);
  g_assert_cmpint (color_distance (c5c, c5corner), <, 6);
  /* The diamond's left vertex, 0.2 of a square left of the centre. */
  guint32 c5edge = pixel_at (&s, CE_FILE (c5) + 0.5 - 0.19, CE_RANK (c5) + 0.5);
  g_assert_cmpint (color_distance (c5edge, c5c), >, 30);
  guint32 e5edge = pixel_at (&s, CE_FILE (e5) + 0.5 - 0.19, CE_RANK (e5) + 0.5);
  g_assert_cmpint (color_distance (e5edge, c5c), <, 6);
  shot_clear (&s);
}

static gboolean
is_hint_color (Shot *s, guint32 px)
{
  /* The arrow is translucent: blue above all. */
  int r = (px >> 16) & 0xff, b = px & 0xff;
  return b > r + 60;
}

static void
test_bent_arrow (void)
{
  Shot s;
  /* e5 to h7: a step right to f5, then two diagonal steps. */
  shot_render (&s, "zigzag", "9k/10/10/10/10/4Z5/10/10/10/5K4[] w - - 0 1", NULL, "e5h7",
               CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
  g_assert_true (is_hint_color (&s, pixel_at (&s, 5.5, 4.5)));  /* f5, the turn */
  g_assert_true (is_hint_color (&s, pixel_at (&s, 6.5, 5.5)));  /* g6, on the way */
  g_assert_false (is_hint_color (&s, pixel_at (&s, 6.0, 5.5))); /* the straight line's middle */
  g_assert_false (is_hint_color (&s, pixel_at (&s, 5.5, 5.5))); /* f6, the other path */
  shot_clear (&s);

  /* With f5 taken, the other path: over f6 and g7. */
  shot_render (&s, "zigzag", "9k/10/10/10/10/4ZP4/10/10/10/5K4[] w - - 0 1", NULL, "e5h7",
               CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
  g_assert_true (is_hint_color (&s, pixel_at (&s, 5.5, 5.5)));  /* f6 */
  g_assert_true (is_hint_color (&s, pixel_at (&s, 6.5, 6.5)));  /* g7, the turn */
  g_assert_false (is_hint_color (&s, pixel_at (&s, 6.5, 5.5))); /* g6 */
  shot_clear (&s);

  /* A rook's slide stays one straight arrow. */
  shot_render (&s, "zigzag", "9k/10/10/10/10/10/10/10/10/R4K4[] w - - 0 1", NULL, "a1a5",
               CHIMERA_BOARD_THEME_BROWN, FALSE, FALSE);
  g_assert_true (is_hint_color (&s, pixel_at (&s, 0.5, 2.5)));
  shot_clear (&s);
}

static void
test_tooltips (void)
{
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("diagonal"));
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  const CeVariant *v = pos.v;
  g_autofree char *g8 = chimera_board_marks_square_tooltip (scene, sq_named (v, "g8"));
  g_assert_cmpstr (g8, ==, "Promotion square for White: Queen, Rook, Bishop or Knight");
  g_autofree char *h8 = chimera_board_marks_square_tooltip (scene, sq_named (v, "h8"));
  g_assert_cmpstr (h8, ==, "Flag square: a White pawn here wins");
  g_autofree char *d8 = chimera_board_marks_square_tooltip (scene, sq_named (v, "d8"));
  g_assert_cmpstr (d8, ==, "Promotion square for White: Knight");
  g_assert_null (chimera_board_marks_square_tooltip (scene, sq_named (v, "e4")));

  ce_position_start (&pos, ce_variant_get ("zonex"));
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  g_autofree char *e4 = chimera_board_marks_square_tooltip (scene, sq_named (pos.v, "e4"));
  g_assert_true (g_str_has_prefix (e4, "Zone: "));

  ce_position_start (&pos, ce_variant_get ("zigzag"));
  chimera_board_scene_set_position (scene, &pos, CE_MOVE_NONE);
  g_autofree char *c3 = chimera_board_marks_square_tooltip (scene, sq_named (pos.v, "c3"));
  g_assert_cmpstr (c3, ==,
                   "A White pawn here may advance up to 2 squares at once\n"
                   "A Black pawn here may advance up to 2 squares at once");
  g_autofree char *c2 = chimera_board_marks_square_tooltip (scene, sq_named (pos.v, "c2"));
  g_assert_cmpstr (c2, ==, "A White pawn here may advance up to 3 squares at once");
}

/* ---- The legend ---- */

/* The legend's row labels, joined by newlines. */
static char *
legend_text (const char *variant)
{
  GtkWidget *legend = g_object_ref_sink (chimera_rules_legend_new (ce_variant_get (variant)));
  GString *s = g_string_new (NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (legend); row;
       row = gtk_widget_get_next_sibling (row))
    {
      if (!GTK_IS_BOX (row))
        continue;
      /* Each row: a painter-drawn sample, then its words. */
      GtkWidget *sample = gtk_widget_get_first_child (row);
      g_assert_true (GTK_IS_DRAWING_AREA (sample));
      g_string_append_printf (
        s, "%s\n", gtk_label_get_text (GTK_LABEL (gtk_widget_get_next_sibling (sample))));
    }
  g_object_unref (legend);
  return g_string_free (s, FALSE);
}

static void
test_legend (void)
{
  g_autofree char *diagonal = legend_text ("diagonal");
  g_assert_nonnull (strstr (diagonal, "Flag square"));
  g_assert_nonnull (strstr (diagonal, "Promotion square"));
  g_assert_null (strstr (diagonal, "zone"));
  g_assert_nonnull (strstr (diagonal, "Threats shown"));
  g_autofree char *diamond = legend_text ("diamond");
  g_assert_nonnull (strstr (diamond, "Promotion square"));
  g_assert_null (strstr (diamond, "Flag square"));
  g_autofree char *zonex = legend_text ("zonex");
  g_assert_nonnull (strstr (zonex, "The zone"));
  g_assert_nonnull (strstr (zonex, "entry move"));
  g_assert_null (strstr (zonex, "Promotion square"));
  g_autofree char *zigzag = legend_text ("zigzag");
  g_assert_nonnull (strstr (zigzag, "ZigZag piece follows the path"));
  g_assert_nonnull (strstr (zigzag, "how far pawns may advance"));
  g_autofree char *chess = legend_text ("chess");
  g_assert_null (strstr (chess, "Promotion square"));
  g_assert_null (strstr (chess, "ZigZag"));
  g_assert_null (strstr (chess, "how far"));
  g_assert_nonnull (strstr (chess, "A suggested move\n"));
}

/* ---- The threat display in the window ---- */

static ChimeraApplication *app;

static gboolean
threats_on (ChimeraWindow *win)
{
  GAction *a = g_action_map_lookup_action (G_ACTION_MAP (win), "show-threats");
  g_autoptr (GVariant) state = g_action_get_state (a);
  return g_variant_get_boolean (state);
}

static int
marked_squares (ChimeraWindow *win)
{
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  int n = 0;
  for (int sq = 0; sq < CE_NSQ; sq++)
    n += chimera_board_scene_get_mark (scene, sq) != 0;
  return n;
}

static void
test_threats_reset (void)
{
  fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) first = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, first);
  play (first, "e2e4 d7d5");
  /* A button in the header shows whether they are on. */
  GtkWidget *button = find_action (GTK_WIDGET (win), "win.show-threats");
  g_assert_nonnull (button);
  g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL));
  g_assert_true (threats_on (win));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpint (marked_squares (win), >, 0);
  /* They stay through the game's moves. */
  play (first, "g1f3");
  g_assert_true (threats_on (win));
  g_assert_cmpint (marked_squares (win), >, 0);

  /* Rematch: the new game starts without them. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  g_assert_true (chimera_window_get_game (win) != first);
  g_assert_false (threats_on (win));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpint (marked_squares (win), ==, 0);

  /* A new game of another variant too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL));
  g_assert_cmpint (marked_squares (win), >, 0);
  g_autoptr (ChimeraGame) other = chimera_game_new (ce_variant_get ("zonex"), 0, 0);
  chimera_window_set_game (win, other);
  g_assert_false (threats_on (win));
  g_assert_cmpint (marked_squares (win), ==, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- Screenshots ---- */

typedef struct
{
  const char *variant;
  const char *pieces; /* "Ke1 ke9 Pd7": a hand-made position, or NULL: the start */
  const char *moves;  /* then played */
  const char *select; /* then selected */
  const char *hint;   /* an arrow, or NULL */
  gboolean threats;
} Scene;

static const Scene scenes[] = {
  /* The pawn on f6 heads for g7; the promotion squares and flags show. */
  { "diagonal", "Ka1 Rd1 Nc3 Pf6 kd8 rh5", NULL, "f6", NULL, FALSE },
  { "diamond", "Ke1 Re3 Pd7 ke9 rg5", NULL, "d7", NULL, FALSE },
  { "zonex", NULL, "e2e4 d7d5 g1f3 b8c6", "f3", NULL, TRUE },
  { "zigzag", NULL, "d2d4 d9d7 J@d2 e9e7 e2e4", "c9", "d10g8", FALSE },
};

static void
put_pieces (CePosition *pos, const CeVariant *v, const char *pieces)
{
  ce_position_clear (pos, v);
  g_auto (GStrv) list = g_strsplit (pieces, " ", -1);
  for (char **p = list; *p; p++)
    {
      char letter = (*p)[0];
      int color = g_ascii_isupper (letter) ? CE_WHITE : CE_BLACK, type = 0;
      for (int t = 1; t <= v->def->ntypes && !type; t++)
        if (v->def->types[t].letter == g_ascii_toupper (letter))
          type = t;
      g_assert_cmpint (type, >, 0);
      ce_position_put (pos, sq_named (v, *p + 1), CE_PIECE (color, type));
    }
  ce_position_finish (pos);
}

static void
test_window_shots (void)
{
  gboolean shots = g_getenv ("CHIMERA_SCREENSHOT_DIR") != NULL;
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (size_t i = 0; i < G_N_ELEMENTS (scenes); i++)
    for (size_t z = 0; z < (shots ? G_N_ELEMENTS (sizes) : 1); z++)
      for (int dark = 0; dark < (shots ? 2 : 1); dark++)
        {
          const Scene *sc = &scenes[i];
          const CeVariant *v = ce_variant_get (sc->variant);
          adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
          fresh_settings ();
          ChimeraWindow *win = open_window (app, sizes[z][0], sizes[z][1]);
          g_autoptr (ChimeraGame) game = NULL;
          if (sc->pieces)
            {
              CePosition pos;
              put_pieces (&pos, v, sc->pieces);
              game = chimera_game_new_from_position (&pos, 0, 0);
            }
          else
            game = chimera_game_new (v, 0, 0);
          chimera_window_set_game (win, game);
          if (sc->moves)
            play (game, sc->moves);
          if (sc->threats)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.show-threats", NULL));
          ChimeraBoardView *board = chimera_window_get_board (win);
          if (sc->hint)
            {
              CePosition pos = *chimera_game_get_position (game);
              CeMove m;
              char err[CE_ERR_SIZE];
              g_assert_true (ce_move_parse (&pos, sc->hint, &m, err));
              chimera_board_view_set_hint (board, m);
            }
          g_assert_true (chimera_board_view_select_square (board, sq_named (v, sc->select)));
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
          g_assert_cmpint (chimera_board_scene_get_selected (chimera_board_view_get_scene (board)),
                           ==, sq_named (v, sc->select));
          g_autofree char *name
            = g_strdup_printf ("marks-%s-%dx%d-%s.png", sc->variant, sizes[z][0], sizes[z][1],
                               dark ? "dark" : "light");
          save_png (GTK_WIDGET (win), name);
          if (shots && z == 0)
            {
              /* The legend, on the Pieces page of the rules window. */
              ChimeraRulesWindow *rules = chimera_rules_window_new (GTK_WINDOW (win), v);
              chimera_rules_window_show_page (rules, "pieces");
              gtk_window_present (GTK_WINDOW (rules));
              gtk_test_widget_wait_for_draw (GTK_WIDGET (rules));
              g_autofree char *rname
                = g_strdup_printf ("marks-legend-%s-%s.png", sc->variant, dark ? "dark" : "light");
              save_png (GTK_WIDGET (rules), rname);
              gtk_window_destroy (GTK_WINDOW (rules));
            }
          gtk_window_destroy (GTK_WINDOW (win));
        }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/board-marks/diagonal", test_diagonal_squares);
  g_test_add_func ("/ui/board-marks/diamond", test_diamond_squares);
  g_test_add_func ("/ui/board-marks/orthodox-unmarked", test_orthodox_unmarked);
  g_test_add_func ("/ui/board-marks/labels-wait-for-empty-squares",
                   test_labels_wait_for_empty_squares);
  g_test_add_func ("/ui/board-marks/zone", test_zone);
  g_test_add_func ("/ui/board-marks/entry-targets", test_entry_targets);
  g_test_add_func ("/ui/board-marks/bent-arrow", test_bent_arrow);
  g_test_add_func ("/ui/board-marks/tooltips", test_tooltips);
  g_test_add_func ("/ui/board-marks/legend", test_legend);
  g_test_add_func ("/ui/board-marks/threats-reset", test_threats_reset);
  g_test_add_func ("/ui/board-marks/window-shots", test_window_shots);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
