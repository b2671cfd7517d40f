/* SPDX-License-Identifier: GPL-3.0-or-later
 * Every piece type of every variant, in both colours, finds its artwork (and
 * a zelig its insignia) in the compiled resources, and it renders.
 */
#include "config.h"

#include "piece-images.h"

#include <librsvg/rsvg.h>

static void
check_resource (const char *path)
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
  g_object_unref (h);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      g_autofree char *p = g_strdup_printf ("/ui/piece-images/%s", *id);
      g_test_add_data_func (p, *id, test_variant);
    }
  return g_test_run ();
}
