/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board geometry without a display: round trips between board and widget
 * coordinates, hit tests, orientation and fit for the square, diagonal and
 * diamond boards, flipped and not.
 */
#include "board-transform.h"

#include <glib.h>
#include <math.h>

typedef struct
{
  const char *variant;
  ChimeraBoardGeometry geometry;
} Case;

static const Case cases[] = {
  { "chess", CHIMERA_GEOMETRY_SQUARE },
  { "zigzag", CHIMERA_GEOMETRY_SQUARE },
  { "diagonal", CHIMERA_GEOMETRY_DIAGONAL },
  { "diamond", CHIMERA_GEOMETRY_DIAMOND },
};

static const double sizes[][2] = {
  { 640, 640 }, { 320, 320 }, { 1000, 1000 }, { 900, 500 }, { 333, 777 }, { 97, 101 },
};

static int
sq_of (const CeVariant *v, const char *name)
{
  int sq = -1;
  g_assert_cmpint (ce_square_parse (v, name, &sq), >, 0);
  return sq;
}

static void
centre (const ChimeraBoardTransform *t, const CeVariant *v, const char *name, double *x, double *y)
{
  chimera_board_transform_square_center (t, sq_of (v, name), x, y);
}

static void
test_geometry_for_variant (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (chimera_board_geometry_for_variant (ce_variant_get (cases[i].variant)), ==,
                     cases[i].geometry);
  g_assert_cmpint (chimera_board_geometry_for_variant (ce_variant_get ("zelig")), ==,
                   CHIMERA_GEOMETRY_SQUARE);
}

/* Every square's centre (and points near its corners) hits that square;
 * holes hit nothing; board -> widget -> board is the identity. */
static void
test_round_trips (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (int flipped = 0; flipped < 2; flipped++)
        {
          const CeVariant *v = ce_variant_get (cases[c].variant);
          ChimeraBoardTransform t;
          chimera_board_transform_init (&t, cases[c].geometry, v->files, v->ranks, flipped,
                                        sizes[z][0], sizes[z][1]);
          g_assert_cmpfloat (t.square, >, 0);
          for (int r = 0; r < v->ranks; r++)
            for (int f = 0; f < v->files; f++)
              {
                int sq = CE_SQ (f, r);
                for (int k = 0; k < 5; k++)
                  {
                    /* The centre, then four points well inside the corners. */
                    double bx = f + (k == 0 ? 0.5 : (k & 1) ? 0.08 : 0.92);
                    double by = r + (k == 0 ? 0.5 : (k & 2) ? 0.08 : 0.92);
                    double x, y, bx2, by2;
                    chimera_board_transform_to_widget (&t, bx, by, &x, &y);
                    chimera_board_transform_to_board (&t, x, y, &bx2, &by2);
                    g_assert_cmpfloat_with_epsilon (bx, bx2, 1e-9);
                    g_assert_cmpfloat_with_epsilon (by, by2, 1e-9);
                    int hit = chimera_board_transform_hit (&t, x, y, v->on_board);
                    g_assert_cmpint (hit, ==, v->on_board[sq] ? sq : -1);
                    /* Without on_board the grid cell is hit even in a hole. */
                    g_assert_cmpint (chimera_board_transform_hit (&t, x, y, NULL), ==, sq);
                  }
                /* The board, labels excepted, lies inside the allocation. */
                double x, y, w, h;
                chimera_board_transform_square_bounds (&t, sq, &x, &y, &w, &h);
                g_assert_cmpfloat (x, >=, -1e-9);
                g_assert_cmpfloat (y, >=, -1e-9);
                g_assert_cmpfloat (x + w, <=, sizes[z][0] + 1e-9);
                g_assert_cmpfloat (y + h, <=, sizes[z][1] + 1e-9);
              }
          /* Outside the grid: nothing. */
          g_assert_cmpint (chimera_board_transform_hit (&t, -5, -5, v->on_board), ==, -1);
          g_assert_cmpint (
            chimera_board_transform_hit (&t, sizes[z][0] + 5, sizes[z][1] + 5, v->on_board), ==,
            -1);
          g_assert_cmpint (chimera_board_transform_hit (&t, NAN, 3, v->on_board), ==, -1);
        }
}

static void
test_square_orientation (void)
{
  const CeVariant *v = ce_variant_get ("chess");
  ChimeraBoardTransform t;
  double ax, ay, hx, hy, a8x, a8y;

  chimera_board_transform_init (&t, CHIMERA_GEOMETRY_SQUARE, 8, 8, false, 640, 640);
  centre (&t, v, "a1", &ax, &ay);
  centre (&t, v, "h8", &hx, &hy);
  centre (&t, v, "a8", &a8x, &a8y);
  g_assert_cmpfloat (ax, <, hx); /* a1 left, h8 right */
  g_assert_cmpfloat (ay, >, hy); /* a1 at the bottom */
  g_assert_cmpfloat_with_epsilon (ax, a8x, 1e-9);
  /* Whole-pixel squares, the board centred, room for the labels. */
  g_assert_cmpfloat (t.square, ==, floor (t.square));
  g_assert_cmpfloat (t.square, ==, floor (640 / (8 + 2 * CHIMERA_BOARD_MARGIN)));
  g_assert_cmpfloat_with_epsilon ((ax + hx) / 2, 320, t.square / 2 + 1);
  g_assert_cmpfloat (ax - t.square / 2, >=, t.square * CHIMERA_BOARD_MARGIN - 1);

  chimera_board_transform_init (&t, CHIMERA_GEOMETRY_SQUARE, 8, 8, true, 640, 640);
  centre (&t, v, "a1", &ax, &ay);
  centre (&t, v, "h8", &hx, &hy);
  g_assert_cmpfloat (ax, >, hx); /* flipped: a1 top right */
  g_assert_cmpfloat (ay, <, hy);

  /* A wide allocation centres the board horizontally. */
  chimera_board_transform_init (&t, CHIMERA_GEOMETRY_SQUARE, 8, 8, false, 1000, 400);
  centre (&t, v, "a1", &ax, &ay);
  centre (&t, v, "h8", &hx, &hy);
  g_assert_cmpfloat_with_epsilon ((ax + hx) / 2, 500, 1);
}

static void
test_diagonal_orientation (void)
{
  const CeVariant *v = ce_variant_get ("diagonal");
  for (int flipped = 0; flipped < 2; flipped++)
    {
      ChimeraBoardTransform t;
      double a1x, a1y, h8x, h8y, a8x, a8y, h1x, h1y;
      chimera_board_transform_init (&t, CHIMERA_GEOMETRY_DIAGONAL, 8, 8, flipped, 600, 600);
      centre (&t, v, "a1", &a1x, &a1y);
      centre (&t, v, "h8", &h8x, &h8y);
      centre (&t, v, "a8", &a8x, &a8y);
      centre (&t, v, "h1", &h1x, &h1y);
      /* The long diagonal a1-h8 stands vertical through the middle, a8-h1
       * lies horizontal. */
      g_assert_cmpfloat_with_epsilon (a1x, 300, 1e-6);
      g_assert_cmpfloat_with_epsilon (h8x, 300, 1e-6);
      g_assert_cmpfloat_with_epsilon (a8y, 300, 1e-6);
      g_assert_cmpfloat_with_epsilon (h1y, 300, 1e-6);
      if (!flipped)
        {
          g_assert_cmpfloat (a1y, >, h8y); /* a1 at the bottom, h8 at the top */
          g_assert_cmpfloat (a8x, <, h1x); /* a8 left, h1 right */
        }
      else
        {
          g_assert_cmpfloat (a1y, <, h8y);
          g_assert_cmpfloat (a8x, >, h1x);
        }
      /* The turned board fills the allocation but for a thin margin. */
      double x, y, w, h;
      chimera_board_transform_square_bounds (&t, sq_of (v, flipped ? "h8" : "a1"), &x, &y, &w, &h);
      g_assert_cmpfloat (y + h, <=, 600);
      g_assert_cmpfloat (y + h, >, 600 - t.square);
      g_assert_cmpfloat_with_epsilon (w, t.square * G_SQRT2, 1e-6);
      /* A point on the a1-h8 diagonal just above a1's centre is still a1,
       * a point one square-diagonal up is b2. */
      g_assert_cmpint (chimera_board_transform_hit (&t, a1x, a1y + (flipped ? 3 : -3), NULL), ==,
                       sq_of (v, "a1"));
      g_assert_cmpint (
        chimera_board_transform_hit (&t, a1x, a1y + (flipped ? 1 : -1) * t.square * G_SQRT2, NULL),
        ==, sq_of (v, "b2"));
      /* Left and right of a1's bottom corner is nothing. */
      double cx, cy;
      chimera_board_transform_to_widget (&t, flipped ? 8 : 0, flipped ? 8 : 0, &cx, &cy);
      g_assert_cmpint (
        chimera_board_transform_hit (&t, cx - t.square * 0.3, cy + (flipped ? 2 : -2), NULL), ==,
        -1);
      g_assert_cmpint (
        chimera_board_transform_hit (&t, cx + t.square * 0.3, cy + (flipped ? 2 : -2), NULL), ==,
        -1);
    }
}

static void
test_diamond_holes (void)
{
  const CeVariant *v = ce_variant_get ("diamond");
  ChimeraBoardTransform t;
  chimera_board_transform_init (&t, CHIMERA_GEOMETRY_DIAMOND, 9, 9, false, 640, 640);
  int count = 0;
  for (int r = 0; r < 9; r++)
    for (int f = 0; f < 9; f++)
      {
        double x, y;
        chimera_board_transform_to_widget (&t, f + 0.5, r + 0.5, &x, &y);
        count += chimera_board_transform_hit (&t, x, y, v->on_board) >= 0;
      }
  g_assert_cmpint (count, ==, 40);
  double x, y;
  centre (&t, v, "e5", &x, &y);
  g_assert_cmpint (chimera_board_transform_hit (&t, x, y, v->on_board), ==, -1); /* the Lake */
  g_assert_cmpint (chimera_board_transform_hit (&t, x, y + t.square, v->on_board), ==,
                   sq_of (v, "e4"));
  centre (&t, v, "a1", &x, &y);
  g_assert_cmpint (chimera_board_transform_hit (&t, x, y, v->on_board), ==, -1); /* a corner */
  g_assert_cmpfloat (x, <, t.square * 1.5); /* the first column */
}

/* Labels sit just outside the edge squares, on the viewer's left and bottom,
 * and inside the allocation. */
static void
test_labels (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (int flipped = 0; flipped < 2; flipped++)
      {
        const CeVariant *v = ce_variant_get (cases[c].variant);
        ChimeraBoardTransform t;
        chimera_board_transform_init (&t, cases[c].geometry, v->files, v->ranks, flipped, 640, 640);
        for (int pass = 0; pass < 2; pass++)
          for (int i = 0; i < (pass ? v->ranks : v->files); i++)
            {
              double x, y;
              g_assert_true (
                chimera_board_transform_label_anchor (&t, pass, i, v->on_board, &x, &y));
              g_assert_cmpfloat (x, >, 0);
              g_assert_cmpfloat (y, >, 0);
              g_assert_cmpfloat (x, <, 640);
              g_assert_cmpfloat (y, <, 640);
              g_assert_cmpint (chimera_board_transform_hit (&t, x, y, v->on_board), ==, -1);
              /* Next to its line: within one square of a square of it. */
              int sq = pass ? CE_SQ (flipped ? v->files - 1 : 0, i)
                            : CE_SQ (i, flipped ? v->ranks - 1 : 0);
              if (cases[c].geometry != CHIMERA_GEOMETRY_DIAMOND)
                {
                  double sx, sy;
                  chimera_board_transform_square_center (&t, sq, &sx, &sy);
                  g_assert_cmpfloat (hypot (sx - x, sy - y), <, t.square);
                  if (cases[c].geometry == CHIMERA_GEOMETRY_SQUARE)
                    {
                      if (pass)
                        g_assert_cmpfloat (x, <, sx); /* ranks on the left */
                      else
                        g_assert_cmpfloat (y, >, sy); /* files at the bottom */
                    }
                  else
                    g_assert_cmpfloat (y, >, sy); /* both on the lower edges */
                }
            }
      }

  /* Diamond: rank 1's label is beside e1, not at the grid's far left. */
  const CeVariant *v = ce_variant_get ("diamond");
  ChimeraBoardTransform t;
  chimera_board_transform_init (&t, CHIMERA_GEOMETRY_DIAMOND, 9, 9, false, 640, 640);
  double x, y, ex, ey;
  g_assert_true (chimera_board_transform_label_anchor (&t, true, 0, v->on_board, &x, &y));
  centre (&t, v, "e1", &ex, &ey);
  g_assert_cmpfloat_with_epsilon (y, ey, 1e-6);
  g_assert_cmpfloat (ex - x, <, t.square);
  g_assert_cmpfloat (ex - x, >, t.square / 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/board-transform/geometry-for-variant", test_geometry_for_variant);
  g_test_add_func ("/ui/board-transform/round-trips", test_round_trips);
  g_test_add_func ("/ui/board-transform/square-orientation", test_square_orientation);
  g_test_add_func ("/ui/board-transform/diagonal-orientation", test_diagonal_orientation);
  g_test_add_func ("/ui/board-transform/diamond-holes", test_diamond_holes);
  g_test_add_func ("/ui/board-transform/labels", test_labels);
  return g_test_run ();
}
