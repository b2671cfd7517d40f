/* SPDX-License-Identifier: GPL-3.0-or-later
 * The pieces a side has taken, in its player bar (see captured-strip.h).
 */
#include "config.h"

#include "captured-strip.h"

#include "captures.h"
#include "piece-texture.h"

#include <glib/gi18n.h>
#include <string.h>

/* A piece's size, and how far the next one starts: another of the same
 * kind overlaps it by half, another kind stands clear of it. */
#define PIECE_SIZE 20
#define SAME_STEP  (PIECE_SIZE / 2)
#define KIND_STEP  (PIECE_SIZE + 2)

struct _ChimeraCapturedStrip
{
  GtkWidget parent_instance;

  const CeVariant *v;
  int taker;
  int order[CE_MAX_TYPES], n_types; /* kinds taken, most valuable first */
  int count[CE_MAX_TYPES];          /* by kind */
  GdkTexture *textures[CE_MAX_TYPES];
  int texture_size; /* device pixels the textures were drawn at */
  char *text;
  int n_drawn;
};

G_DEFINE_FINAL_TYPE (ChimeraCapturedStrip, chimera_captured_strip, GTK_TYPE_WIDGET)

static void
drop_textures (ChimeraCapturedStrip *self)
{
  for (int t = 0; t < CE_MAX_TYPES; t++)
    g_clear_object (&self->textures[t]);
  self->texture_size = 0;
}

/* The width all the pieces take. */
static int
full_width (ChimeraCapturedStrip *self)
{
  int width = 0;
  for (int k = 0; k < self->n_types; k++)
    width += (k ? KIND_STEP - PIECE_SIZE : 0) + PIECE_SIZE
             + (self->count[self->order[k]] - 1) * SAME_STEP;
  return width;
}

void
chimera_captured_strip_set (ChimeraCapturedStrip *self,
                            const CeVariant *v,
                            int taker,
                            const int taken[CE_MAX_TYPES])
{
  g_return_if_fail (CHIMERA_IS_CAPTURED_STRIP (self));
  g_return_if_fail (v != NULL && (taker == CE_WHITE || taker == CE_BLACK));
  int order[CE_MAX_TYPES];
  int n = chimera_captures_types (v, taken, order);
  gboolean same = v == self->v && taker == self->taker && n == self->n_types;
  for (int k = 0; same && k < n; k++)
    same = order[k] == self->order[k] && taken[order[k]] == self->count[order[k]];
  if (same)
    return;
  if (v != self->v || taker != self->taker)
    drop_textures (self);
  self->v = v;
  self->taker = taker;
  self->n_types = n;
  memcpy (self->order, order, sizeof order);
  memset (self->count, 0, sizeof self->count);
  for (int k = 0; k < n; k++)
    self->count[order[k]] = taken[order[k]];
  g_clear_pointer (&self->text, g_free);
  g_autofree char *words = chimera_captures_text (v, taken);
  if (words)
    /* "White took" and "Black took" as the side panel said them. */
    self->text
      = g_strdup_printf ("%s %s", taker == CE_WHITE ? _ ("White took") : _ ("Black took"), words);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->text ? self->text : "", -1);
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
chimera_captured_strip_get_text (ChimeraCapturedStrip *self)
{
  g_return_val_if_fail (CHIMERA_IS_CAPTURED_STRIP (self), NULL);
  return self->text;
}

int
chimera_captured_strip_get_n_drawn (ChimeraCapturedStrip *self)
{
  g_return_val_if_fail (CHIMERA_IS_CAPTURED_STRIP (self), 0);
  return self->n_drawn;
}

/* None of the width is asked for: the bar's name and clock come first. */
static void
measure (GtkWidget *widget,
         GtkOrientation orientation,
         int for_size,
         int *minimum,
         int *natural,
         int *minimum_baseline,
         int *natural_baseline)
{
  ChimeraCapturedStrip *self = CHIMERA_CAPTURED_STRIP (widget);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = 0, *natural = full_width (self);
  else
    *minimum = *natural = PIECE_SIZE;
}

static GdkTexture *
texture_for (ChimeraCapturedStrip *self, int type)
{
  int size = PIECE_SIZE * MAX (gtk_widget_get_scale_factor (GTK_WIDGET (self)), 1);
  if (size != self->texture_size)
    drop_textures (self);
  self->texture_size = size;
  if (!self->textures[type])
    self->textures[type] = chimera_piece_texture (self->v, CE_PIECE (!self->taker, type), size);
  return self->textures[type];
}

/* The pieces that fit whole, from the most valuable on. */
static void
snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChimeraCapturedStrip *self = CHIMERA_CAPTURED_STRIP (widget);
  int width = gtk_widget_get_width (widget);
  float y = (gtk_widget_get_height (widget) - PIECE_SIZE) / 2.0f;
  int x = 0, drawn = 0;
  for (int k = 0; k < self->n_types && x + PIECE_SIZE <= width; k++)
    {
      GdkTexture *t = texture_for (self, self->order[k]);
      for (int i = 0; i < self->count[self->order[k]] && x + PIECE_SIZE <= width; i++)
        {
          if (t)
            gtk_snapshot_append_texture (snapshot, t,
                                         &GRAPHENE_RECT_INIT (x, y, PIECE_SIZE, PIECE_SIZE));
          drawn++;
          x += i + 1 < self->count[self->order[k]] ? SAME_STEP : KIND_STEP;
        }
    }
  self->n_drawn = drawn;
}

static void
chimera_captured_strip_finalize (GObject *object)
{
  ChimeraCapturedStrip *self = CHIMERA_CAPTURED_STRIP (object);
  drop_textures (self);
  g_free (self->text);
  G_OBJECT_CLASS (chimera_captured_strip_parent_class)->finalize (object);
}

static void
chimera_captured_strip_class_init (ChimeraCapturedStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = chimera_captured_strip_finalize;
  widget_class->measure = measure;
  widget_class->snapshot = snapshot;
  gtk_widget_class_set_css_name (widget_class, "capturedstrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
chimera_captured_strip_init (ChimeraCapturedStrip *self)
{
  self->taker = CE_WHITE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
}
