/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraToaster: the one place a window's toasts go (toaster.h).
 */
#include "config.h"

#include "toaster.h"

/* A toast's height with its margins, which the board column gives up. */
#define TOAST_ROOM 72
/* A toast's line at most, in characters: a comfortable line to read over
 * the window; fewer where the overlay is narrower (fit_title). */
#define TOAST_CHARS 50
/* Fewer than this and a long word would not fit anyway. */
#define TOAST_MIN_CHARS 10

struct _ChimeraToaster
{
  GObject parent_instance;
  AdwToastOverlay *beside; /* weak */
  AdwToastOverlay *over;   /* weak */
  AdwFlap *flap;           /* weak */
  GtkWidget *room;         /* weak */
  guint n_over;            /* toasts up over the window */
};

G_DEFINE_FINAL_TYPE (ChimeraToaster, chimera_toaster, G_TYPE_OBJECT)

static void
set_room (ChimeraToaster *self)
{
  if (self->room)
    gtk_widget_set_margin_bottom (self->room, self->n_over ? TOAST_ROOM : 0);
}

static void
dismissed (AdwToast *toast, ChimeraToaster *self)
{
  if (self->n_over)
    self->n_over--;
  set_room (self);
}

void
chimera_toaster_add (ChimeraToaster *self, AdwToast *toast)
{
  g_return_if_fail (CHIMERA_IS_TOASTER (self));
  g_return_if_fail (ADW_IS_TOAST (toast));
  gboolean panel = self->flap && adw_flap_get_reveal_flap (self->flap);
  AdwToastOverlay *where = panel ? self->beside : self->over;
  if (!where)
    {
      g_object_unref (toast);
      return;
    }
  if (!panel)
    {
      self->n_over++;
      set_room (self);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (dismissed), self, 0);
    }
  adw_toast_overlay_add_toast (where, toast);
}

/* Wraps a toast's words at the width its overlay leaves it.
 * AdwToastOverlay (1.2) gives a toast the height it asks for at its natural
 * width, then narrows it to the overlay: a toast wider than the overlay
 * would lose its last line ("The computer declines the draw and plays…"
 * over the side panel).  So, once the toast is on screen and the overlay's
 * width known, its line gets shorter until the whole toast fits. */
static gboolean
fit_title (GtkWidget *label, GdkFrameClock *clock, gpointer data)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *toast = label;
  while (toast && gtk_widget_get_parent (toast) != overlay)
    toast = gtk_widget_get_parent (toast);
  int room = overlay ? gtk_widget_get_width (overlay) : 0;
  if (!toast || room <= 0)
    return G_SOURCE_REMOVE;
  for (int chars = TOAST_CHARS; chars >= TOAST_MIN_CHARS; chars--)
    {
      gtk_label_set_max_width_chars (GTK_LABEL (label), chars);
      int natural;
      gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (natural <= room)
        break;
    }
  return G_SOURCE_REMOVE;
}

/* Fitted at the next frame's start, before its layout: changing the
 * label's width inside "map", in the middle of a layout, left the overlay
 * to be drawn without an allocation (seen by the monkey). */
static void
fit_title_soon (GtkWidget *label)
{
  gtk_widget_add_tick_callback (label, fit_title, NULL, NULL);
}

AdwToast *
chimera_toast_new_wrapping (const char *text)
{
  AdwToast *t = adw_toast_new (text);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), TOAST_CHARS);
  g_signal_connect (label, "map", G_CALLBACK (fit_title_soon), NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (t, label);
  return t;
}

void
chimera_toaster_say (ChimeraToaster *self, const char *text)
{
  chimera_toaster_add (self, chimera_toast_new_wrapping (text));
}

static void
chimera_toaster_dispose (GObject *object)
{
  ChimeraToaster *self = CHIMERA_TOASTER (object);
  g_clear_weak_pointer (&self->beside);
  g_clear_weak_pointer (&self->over);
  g_clear_weak_pointer (&self->flap);
  g_clear_weak_pointer (&self->room);
  G_OBJECT_CLASS (chimera_toaster_parent_class)->dispose (object);
}

static void
chimera_toaster_class_init (ChimeraToasterClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_toaster_dispose;
}

static void
chimera_toaster_init (ChimeraToaster *self)
{
}

ChimeraToaster *
chimera_toaster_new (AdwToastOverlay *beside, AdwToastOverlay *over, AdwFlap *flap, GtkWidget *room)
{
  ChimeraToaster *self = g_object_new (CHIMERA_TYPE_TOASTER, NULL);
  g_set_weak_pointer (&self->beside, beside);
  g_set_weak_pointer (&self->over, over);
  g_set_weak_pointer (&self->flap, flap);
  g_set_weak_pointer (&self->room, room);
  return self;
}
