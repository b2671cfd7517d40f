/* SPDX-License-Identifier: GPL-3.0-or-later
 * The header of a strip of the side panel that folds (see strip-header.h).
 */
#include "config.h"

#include "strip-header.h"

struct _ChimeraStripHeader
{
  GtkButton parent_instance;

  GtkWidget *arrow;
  GtkLabel *title;
  GtkLabel *summary;
  gboolean expanded;
};

G_DEFINE_FINAL_TYPE (ChimeraStripHeader, chimera_strip_header, GTK_TYPE_BUTTON)

enum
{
  PROP_0,
  PROP_TITLE,
  PROP_EXPANDED,
  PROP_SUMMARY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The arrow points at the body while it shows, along the text while it
 * is folded (to the left in a right-to-left language), as GtkExpander's
 * does. */
static void
update_arrow (ChimeraStripHeader *self)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  gtk_image_set_from_icon_name (GTK_IMAGE (self->arrow), self->expanded ? "pan-down-symbolic"
                                                         : rtl          ? "pan-start-symbolic"
                                                                        : "pan-end-symbolic");
}

static void
update_summary (ChimeraStripHeader *self)
{
  const char *text = gtk_label_get_label (self->summary);
  gtk_widget_set_visible (GTK_WIDGET (self->summary), !self->expanded && text && *text);
}

void
chimera_strip_header_set_expanded (ChimeraStripHeader *self, gboolean expanded)
{
  g_return_if_fail (CHIMERA_IS_STRIP_HEADER (self));
  expanded = !!expanded;
  if (self->expanded == expanded)
    return;
  self->expanded = expanded;
  update_arrow (self);
  update_summary (self);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EXPANDED]);
}

gboolean
chimera_strip_header_get_expanded (ChimeraStripHeader *self)
{
  g_return_val_if_fail (CHIMERA_IS_STRIP_HEADER (self), FALSE);
  return self->expanded;
}

void
chimera_strip_header_set_title (ChimeraStripHeader *self, const char *title)
{
  g_return_if_fail (CHIMERA_IS_STRIP_HEADER (self));
  if (g_strcmp0 (gtk_label_get_label (self->title), title) == 0)
    return;
  gtk_label_set_label (self->title, title);
  /* A button with a box inside is not named by its text in GTK 4.8. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title ? title : "", -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

void
chimera_strip_header_set_summary (ChimeraStripHeader *self, const char *summary)
{
  g_return_if_fail (CHIMERA_IS_STRIP_HEADER (self));
  if (g_strcmp0 (gtk_label_get_label (self->summary), summary ? summary : "") == 0)
    return;
  gtk_label_set_label (self->summary, summary ? summary : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  summary ? summary : "", -1);
  update_summary (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

const char *
chimera_strip_header_get_summary (ChimeraStripHeader *self)
{
  g_return_val_if_fail (CHIMERA_IS_STRIP_HEADER (self), NULL);
  const char *text = gtk_label_get_label (self->summary);
  return *text ? text : NULL;
}

static void
clicked (GtkButton *button)
{
  ChimeraStripHeader *self = CHIMERA_STRIP_HEADER (button);
  chimera_strip_header_set_expanded (self, !self->expanded);
}

static void
direction_changed (GtkWidget *widget, GtkTextDirection previous)
{
  update_arrow (CHIMERA_STRIP_HEADER (widget));
  GTK_WIDGET_CLASS (chimera_strip_header_parent_class)->direction_changed (widget, previous);
}

static void
chimera_strip_header_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraStripHeader *self = CHIMERA_STRIP_HEADER (object);
  switch (prop_id)
    {
      case PROP_TITLE: g_value_set_string (value, gtk_label_get_label (self->title)); break;
      case PROP_EXPANDED: g_value_set_boolean (value, self->expanded); break;
      case PROP_SUMMARY: g_value_set_string (value, gtk_label_get_label (self->summary)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_strip_header_set_property (GObject *object,
                                   guint prop_id,
                                   const GValue *value,
                                   GParamSpec *pspec)
{
  ChimeraStripHeader *self = CHIMERA_STRIP_HEADER (object);
  switch (prop_id)
    {
      case PROP_TITLE: chimera_strip_header_set_title (self, g_value_get_string (value)); break;
      case PROP_EXPANDED:
        chimera_strip_header_set_expanded (self, g_value_get_boolean (value));
        break;
      case PROP_SUMMARY: chimera_strip_header_set_summary (self, g_value_get_string (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_strip_header_class_init (ChimeraStripHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->get_property = chimera_strip_header_get_property;
  object_class->set_property = chimera_strip_header_set_property;
  widget_class->direction_changed = direction_changed;
  GTK_BUTTON_CLASS (klass)->clicked = clicked;

  properties[PROP_TITLE]
    = g_param_spec_string ("title", NULL, NULL, NULL,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EXPANDED]
    = g_param_spec_boolean ("expanded", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUMMARY]
    = g_param_spec_string ("summary", NULL, NULL, NULL,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chimera_strip_header_init (ChimeraStripHeader *self)
{
  self->expanded = TRUE;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->arrow = gtk_image_new ();
  gtk_box_append (GTK_BOX (box), self->arrow);
  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->title));
  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->summary, 0);
  gtk_label_set_ellipsize (self->summary, PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (GTK_WIDGET (self->summary), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "numeric");
  gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->summary));
  gtk_button_set_child (GTK_BUTTON (self), box);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self), "strip-header");
  update_arrow (self);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE, -1);
}
