/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraToaster: the one place a window's toasts go (toaster.h).
 */
#include "config.h"

#include "toaster.h"

/* A toast's height with its margins, which the board column gives up. */
#define TOAST_ROOM 72

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

AdwToast *
chimera_toast_new_wrapping (const char *text)
{
  AdwToast *t = adw_toast_new (text);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
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
