/* SPDX-License-Identifier: GPL-3.0-or-later
 * The notation setting read and watched, and figurines drawn larger in
 * the labels that show moves.
 */
#include "config.h"

#include "notation-setting.h"

#include "chimera-settings.h"

ChimeraNotationStyle
chimera_notation_get_style (void)
{
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return CHIMERA_NOTATION_LETTERS;
  return g_settings_get_enum (settings, "notation") == CHIMERA_NOTATION_FIGURINES
           ? CHIMERA_NOTATION_FIGURINES
           : CHIMERA_NOTATION_LETTERS;
}

void
chimera_notation_watch (GObject *owner, GCallback callback)
{
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_signal_connect_object (settings, "changed::notation", callback, owner, G_CONNECT_SWAPPED);
}

/* How much larger a figurine is drawn than the label's text: DejaVu Sans
 * (and Cantarell's fallbacks) then give it the height of a capital. */
#define FIGURINE_SCALE 1.3

static gboolean
is_scale (PangoAttribute *attr, gpointer data)
{
  return attr->klass->type == PANGO_ATTR_SCALE;
}

void
chimera_notation_scale_figurines (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  const char *text = gtk_label_get_text (label);
  PangoAttrList *old = gtk_label_get_attributes (label);
  gboolean any = FALSE;
  for (const char *p = text; *p && !any; p = g_utf8_next_char (p))
    any = chimera_notation_is_figurine (g_utf8_get_char (p));
  if (!any && !old)
    return;
  PangoAttrList *attrs = old ? pango_attr_list_copy (old) : pango_attr_list_new ();
  PangoAttrList *removed = pango_attr_list_filter (attrs, is_scale, NULL);
  if (removed)
    pango_attr_list_unref (removed);
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      if (!chimera_notation_is_figurine (g_utf8_get_char (p)))
        continue;
      PangoAttribute *a = pango_attr_scale_new (FIGURINE_SCALE);
      a->start_index = (guint) (p - text);
      a->end_index = (guint) (g_utf8_next_char (p) - text);
      pango_attr_list_insert (attrs, a);
    }
  gtk_label_set_attributes (label, attrs);
  pango_attr_list_unref (attrs);
}
