/* SPDX-License-Identifier: GPL-3.0-or-later
 * A scrolled box that asks for its child's height at its own width (see
 * fit-scroller.h).
 */
#include "config.h"

#include "fit-scroller.h"

struct _ChimeraFitScroller
{
  GtkWidget parent_instance;

  GtkScrolledWindow *scroller;
  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (ChimeraFitScroller, chimera_fit_scroller, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_CHILD,
  PROP_MIN_CONTENT_HEIGHT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
chimera_fit_scroller_set_child (ChimeraFitScroller *self, GtkWidget *child)
{
  g_return_if_fail (CHIMERA_IS_FIT_SCROLLER (self));
  if (self->child == child)
    return;
  self->child = child;
  gtk_scrolled_window_set_child (self->scroller, child);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
chimera_fit_scroller_get_child (ChimeraFitScroller *self)
{
  g_return_val_if_fail (CHIMERA_IS_FIT_SCROLLER (self), NULL);
  return self->child;
}

void
chimera_fit_scroller_set_min_content_height (ChimeraFitScroller *self, int height)
{
  g_return_if_fail (CHIMERA_IS_FIT_SCROLLER (self));
  if (gtk_scrolled_window_get_min_content_height (self->scroller) == height)
    return;
  gtk_scrolled_window_set_min_content_height (self->scroller, height);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_CONTENT_HEIGHT]);
}

/* The scrolled window's sizes, but for the natural height: the child's at
 * the width given (overlay scrollbars take none of it). */
static void
measure (GtkWidget *widget,
         GtkOrientation orientation,
         int for_size,
         int *minimum,
         int *natural,
         int *minimum_baseline,
         int *natural_baseline)
{
  ChimeraFitScroller *self = CHIMERA_FIT_SCROLLER (widget);
  gtk_widget_measure (GTK_WIDGET (self->scroller), orientation, for_size, minimum, natural, NULL,
                      NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL && self->child
      && gtk_widget_get_visible (self->child))
    {
      int child_natural;
      gtk_widget_measure (self->child, orientation, for_size, NULL, &child_natural, NULL, NULL);
      *natural = MAX (*minimum, child_natural);
    }
}

/* Its height depends on its width (the default, a constant size, would
 * have it measured at no width). */
static GtkSizeRequestMode
get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (GTK_WIDGET (CHIMERA_FIT_SCROLLER (widget)->scroller), width, height,
                       baseline, NULL);
}

static void
chimera_fit_scroller_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraFitScroller *self = CHIMERA_FIT_SCROLLER (object);
  switch (prop_id)
    {
      case PROP_CHILD: g_value_set_object (value, self->child); break;
      case PROP_MIN_CONTENT_HEIGHT:
        g_value_set_int (value, gtk_scrolled_window_get_min_content_height (self->scroller));
        break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_fit_scroller_set_property (GObject *object,
                                   guint prop_id,
                                   const GValue *value,
                                   GParamSpec *pspec)
{
  ChimeraFitScroller *self = CHIMERA_FIT_SCROLLER (object);
  switch (prop_id)
    {
      case PROP_CHILD: chimera_fit_scroller_set_child (self, g_value_get_object (value)); break;
      case PROP_MIN_CONTENT_HEIGHT:
        chimera_fit_scroller_set_min_content_height (self, g_value_get_int (value));
        break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_fit_scroller_dispose (GObject *object)
{
  ChimeraFitScroller *self = CHIMERA_FIT_SCROLLER (object);
  self->child = NULL;
  if (self->scroller)
    gtk_widget_unparent (GTK_WIDGET (self->scroller));
  self->scroller = NULL;
  G_OBJECT_CLASS (chimera_fit_scroller_parent_class)->dispose (object);
}

static void
chimera_fit_scroller_class_init (ChimeraFitScrollerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_fit_scroller_dispose;
  object_class->get_property = chimera_fit_scroller_get_property;
  object_class->set_property = chimera_fit_scroller_set_property;
  widget_class->get_request_mode = get_request_mode;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;

  properties[PROP_CHILD]
    = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MIN_CONTENT_HEIGHT]
    = g_param_spec_int ("min-content-height", NULL, NULL, -1, G_MAXINT, -1,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chimera_fit_scroller_init (ChimeraFitScroller *self)
{
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (GTK_WIDGET (self->scroller), GTK_WIDGET (self));
}
