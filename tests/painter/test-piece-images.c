/* SPDX-License-Identifier: GPL-3.0-or-later
 * Every piece type of every variant, in both colours, finds its artwork (and
 * a zelig its insignia) in the compiled resources, and it renders; pieces a
 * player must tell apart on one board look different at 32 px, where small
 * badges vanish.
 */
#include "config.h"

#include "piece-images.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <stdlib.h>

enum
{
  /* The smallest square a 10x10 board gets in a small window. */
  GLANCE_SIZE = 32,
};

/* Two pieces are told apart at a glance when more than this share of the
 * pixels either covers differs clearly.  The old artwork, whose fairy pieces
 * differed by a 5-6 px badge, measured 4-14%. */
#define MIN_DIFFERENCE 0.15

static RsvgHandle *
load_resource (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, &error);
  if (!bytes)
    g_error ("%s: %s", path, error->message);
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  RsvgHandle *h = rsvg_handle_new_from_data (data, size, &error);
  if (!h)
    g_error ("%s: %s", path, error->message);
  return h;
}

static void
check_resource (const char *path)
{
  g_object_unref (load_resource (path));
}

static void
test_variant (gconstpointer data)
{
  const CeVariant *v = ce_variant_get (data);
  g_assert_nonnull (v);
  for (int c = 0; c < 2; c++)
    for (int t = 1; t <= v->def->ntypes; t++)
      {
        g_autofree char *insignia = NULL;
        g_autofree char *path = chimera_piece_image_path (v, CE_PIECE (c, t), &insignia);
        g_test_message ("%s %s -> %s %s", v->def->id, v->def->types[t].name, path,
                        insignia ? insignia : "");
        check_resource (path);
        if (insignia)
          check_resource (insignia);
        g_assert_true (!ce_variant_is_power_piece (v, t) || insignia);
      }
}

/* The artwork of `piece`, GLANCE_SIZE px square, on a transparent ground. */
static cairo_surface_t *
render (const CeVariant *v, CePiece piece)
{
  g_autofree char *path = chimera_piece_image_path (v, piece, NULL);
  RsvgHandle *h = load_resource (path);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, GLANCE_SIZE, GLANCE_SIZE);
  cairo_t *cr = cairo_create (s);
  RsvgRectangle viewport = { 0, 0, GLANCE_SIZE, GLANCE_SIZE };
  g_autoptr (GError) error = NULL;
  g_assert_true (rsvg_handle_render_document (h, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (h);
  cairo_surface_flush (s);
  return s;
}

/* The share of the pixels covered by either piece where the two differ by
 * more than a third of the range in some channel: a real shape or a mark,
 * not anti-aliasing. */
static double
difference (const CeVariant *va, CePiece a, const CeVariant *vb, CePiece b, double *rmse)
{
  cairo_surface_t *sa = render (va, a), *sb = render (vb, b);
  const guchar *da = cairo_image_surface_get_data (sa);
  const guchar *db = cairo_image_surface_get_data (sb);
  int stride = cairo_image_surface_get_stride (sa);
  int covered = 0, differing = 0;
  double squares = 0;
  for (int y = 0; y < GLANCE_SIZE; y++)
    for (int x = 0; x < GLANCE_SIZE; x++)
      {
        const guchar *pa = da + y * stride + 4 * x, *pb = db + y * stride + 4 * x;
        /* A pixel is a native-endian word with alpha in the top byte. */
        guint32 wa = *(const guint32 *) (gconstpointer) pa;
        guint32 wb = *(const guint32 *) (gconstpointer) pb;
        for (int k = 0; k < 4; k++)
          squares += (pa[k] - pb[k]) * (pa[k] - pb[k]) / (255.0 * 255.0);
        if ((wa >> 24) < 128 && (wb >> 24) < 128)
          continue;
        covered++;
        int most = 0;
        for (int k = 0; k < 4; k++)
          most = MAX (most, abs (pa[k] - pb[k]));
        differing += most > 96;
      }
  cairo_surface_destroy (sa);
  cairo_surface_destroy (sb);
  g_assert_cmpint (covered, >, 0);
  *rmse = sqrt (squares / (4.0 * GLANCE_SIZE * GLANCE_SIZE));
  return (double) differing / covered;
}

static void
assert_told_apart (const CeVariant *va, const char *a, const CeVariant *vb, const char *b)
{
  int ta = ce_variant_type_named (va, a), tb = ce_variant_type_named (vb, b);
  g_assert_cmpint (ta, >, 0);
  g_assert_cmpint (tb, >, 0);
  for (int c = 0; c < 2; c++)
    {
      double rmse;
      double d = difference (va, CE_PIECE (c, ta), vb, CE_PIECE (c, tb), &rmse);
      g_test_message ("%s:%s vs %s:%s, %s: %.1f%% of the pixels differ, RMSE %.3f", va->def->id, a,
                      vb->def->id, b, c == CE_WHITE ? "white" : "black", 100 * d, rmse);
      if (d <= MIN_DIFFERENCE)
        g_test_fail_printf ("%s:%s and %s:%s (%s) look alike at %d px: %.1f%% differ", va->def->id,
                            a, vb->def->id, b, c == CE_WHITE ? "white" : "black", GLANCE_SIZE,
                            100 * d);
    }
}

/* ZigZag Madness puts all but the plain knight on one board; its knights
 * must not pass for the knight a player knows from chess either. */
static void
test_zigzag_at_a_glance (void)
{
  const CeVariant *v = ce_variant_get ("zigzag");
  const CeVariant *chess = ce_variant_get ("chess");
  g_assert_nonnull (v);
  assert_told_apart (v, "bishop", v, "zigzag bishop");
  assert_told_apart (v, "rook", v, "zigzag rook");
  assert_told_apart (chess, "knight", v, "wazir knight");
  assert_told_apart (chess, "knight", v, "ferz knight");
  assert_told_apart (v, "wazir knight", v, "ferz knight");
}

/* Every two kinds of piece that share a board look different at a glance,
 * in both colours: a zelig's power is its insignia's to tell, and two types
 * drawn alike on purpose (a zelig and its base) are the same piece. */
static void
test_every_pair (gconstpointer data)
{
  const CeVariant *v = ce_variant_get (data);
  for (int a = 1; a <= v->def->ntypes; a++)
    for (int b = a + 1; b <= v->def->ntypes; b++)
      {
        if (ce_variant_is_power_piece (v, a) && ce_variant_is_power_piece (v, b))
          continue;
        g_autofree char *pa = chimera_piece_image_path (v, CE_PIECE (CE_WHITE, a), NULL);
        g_autofree char *pb = chimera_piece_image_path (v, CE_PIECE (CE_WHITE, b), NULL);
        if (g_str_equal (pa, pb))
          continue;
        assert_told_apart (v, v->def->types[a].name, v, v->def->types[b].name);
      }
}

/* Diagonal Chess's knight leaps (3,1): it has its own drawing, not the
 * orthodox knight's. */
static void
test_diagonal_knight (void)
{
  const CeVariant *diagonal = ce_variant_get ("diagonal");
  const CeVariant *chess = ce_variant_get ("chess");
  int t = ce_variant_type_named (diagonal, "knight");
  int orthodox = ce_variant_type_named (chess, "knight");
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *path = chimera_piece_image_path (diagonal, CE_PIECE (c, t), NULL);
      g_autofree char *orthodox_path
        = chimera_piece_image_path (chess, CE_PIECE (c, orthodox), NULL);
      g_assert_cmpstr (path, !=, orthodox_path);
    }
  assert_told_apart (diagonal, "knight", chess, "knight");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      g_autofree char *p = g_strdup_printf ("/ui/piece-images/%s", *id);
      g_test_add_data_func (p, *id, test_variant);
      g_autofree char *pairs = g_strdup_printf ("/ui/piece-images/%s/every-pair", *id);
      g_test_add_data_func (pairs, *id, test_every_pair);
    }
  g_test_add_func ("/ui/piece-images/zigzag-at-a-glance", test_zigzag_at_a_glance);
  g_test_add_func ("/ui/piece-images/diagonal-knight", test_diagonal_knight);
  return g_test_run ();
}
