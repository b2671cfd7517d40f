/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView's drawing: the render nodes it keeps from frame to
 * frame, the coordinates, and the snapshot that composes the painter's
 * layers and the piece images.
 */
#include "config.h"

#include <math.h>

#include "board-view-private.h"

static void
get_label_color (ChimeraBoardView *self, GdkRGBA *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* How much larger the desktop draws text than at 96 dpi (GNOME's Large
 * Text is 1.25, Orca users often take 1.5): the coordinates are text and
 * grow with it, as far as the margin beside the board holds them. */
static double
text_scale (GtkWidget *widget)
{
  int dpi = 0;
  g_object_get (gtk_widget_get_settings (widget), "gtk-xft-dpi", &dpi, NULL);
  return dpi > 0 ? CLAMP (dpi / (96.0 * 1024), 1.0, 2.0) : 1.0;
}

double
_chimera_board_view_label_px (ChimeraBoardView *self)
{
  double s = self->tf.square;
  if (s < 12)
    return 0; /* no room for legible text */
  double base = self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL ? 0.26 : 0.25;
  return fmax (8, s * fmin (base * text_scale (GTK_WIDGET (self)), 0.4));
}

static void
draw_labels (ChimeraBoardView *self, GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const CeVariant *v = chimera_board_scene_get_position (self->scene)->v;
  double px = _chimera_board_view_label_px (self);
  if (px <= 0)
    return;

  GdkRGBA color;
  get_label_color (self, &color);
  color.alpha *= 0.72;

  PangoFontDescription *font = pango_font_description_copy (
    pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);

  for (int pass = 0; pass < 2; pass++)
    {
      gboolean ranks = pass == 1;
      int count = ranks ? v->ranks : v->files;
      for (int i = 0; i < count; i++)
        {
          double x, y;
          if (!chimera_board_transform_label_anchor (&self->tf, ranks, i, v->on_board, &x, &y))
            continue;
          char text[4];
          chimera_board_transform_label_text (ranks, i, text);
          PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
          pango_layout_set_font_description (layout, font);
          PangoRectangle ink, logical;
          pango_layout_get_pixel_extents (layout, &ink, &logical);
          gtk_snapshot_save (snapshot);
          /* Centre the glyphs' ink, not their line box: a lone digit's line
           * box has room for descenders it does not have. */
          gtk_snapshot_translate (snapshot,
                                  &GRAPHENE_POINT_INIT (round (x - logical.width / 2.0),
                                                        round (y - ink.y - ink.height / 2.0)));
          gtk_snapshot_append_layout (snapshot, layout, &color);
          gtk_snapshot_restore (snapshot);
          g_object_unref (layout);
        }
    }
  pango_font_description_free (font);
}

/* ---- Render nodes ---- */

/* The box of whole pixels round squares `sqs` (or every square, if `n` is
 * -1), `pad` squares wider on each side, clipped to the widget; FALSE if
 * that leaves nothing. */
static gboolean
squares_box (ChimeraBoardView *self, const int *sqs, int n, double pad, graphene_rect_t *box)
{
  const CeVariant *v = chimera_board_scene_get_position (self->scene)->v;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  int count = n < 0 ? v->nsquares : n;
  for (int i = 0; i < count; i++)
    {
      int sq = n < 0 ? v->squares[i] : sqs[i];
      if (!chimera_board_scene_is_square (self->scene, sq))
        continue;
      double x, y, w, h;
      chimera_board_transform_square_bounds (&self->tf, sq, &x, &y, &w, &h);
      x0 = fmin (x0, x);
      y0 = fmin (y0, y);
      x1 = fmax (x1, x + w);
      y1 = fmax (y1, y + h);
    }
  if (x0 > x1)
    return FALSE;
  double p = ceil (pad * self->tf.square) + 2;
  x0 = fmax (0, floor (x0 - p));
  y0 = fmax (0, floor (y0 - p));
  x1 = fmin (self->tf.width, ceil (x1 + p));
  y1 = fmin (self->tf.height, ceil (y1 + p));
  if (x1 <= x0 || y1 <= y0)
    return FALSE;
  *box = GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0);
  return TRUE;
}

/* Draws `parts` of the board in four cairo nodes that frame `inner`, the
 * part of `outer` they leave out. */
static void
append_frame (GtkSnapshot *snapshot,
              const ChimeraBoardPaint *p,
              guint parts,
              const graphene_rect_t *outer,
              const graphene_rect_t *inner)
{
  float ox1 = outer->origin.x + outer->size.width, oy1 = outer->origin.y + outer->size.height;
  float ix1 = inner->origin.x + inner->size.width, iy1 = inner->origin.y + inner->size.height;
  graphene_rect_t strips[4] = {
    GRAPHENE_RECT_INIT (outer->origin.x, outer->origin.y, outer->size.width,
                        inner->origin.y - outer->origin.y),
    GRAPHENE_RECT_INIT (outer->origin.x, iy1, outer->size.width, oy1 - iy1),
    GRAPHENE_RECT_INIT (outer->origin.x, inner->origin.y, inner->origin.x - outer->origin.x,
                        inner->size.height),
    GRAPHENE_RECT_INIT (ix1, inner->origin.y, ox1 - ix1, inner->size.height),
  };
  for (int i = 0; i < 4; i++)
    if (strips[i].size.width > 0 && strips[i].size.height > 0)
      {
        cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &strips[i]);
        chimera_board_paint_board (p, cr, parts);
        cairo_destroy (cr);
      }
}

/* A square board without the image of it all: its squares, on whole
 * pixels, are colour nodes (a plain fill, where compositing a board-sized
 * image cost most of a frame that draws the board anew), the shadow and
 * the edge are cairo nodes in a frame round the board only, and Zone X's
 * zone one over its own squares. */
static void
append_square_board (ChimeraBoardView *self, GtkSnapshot *snapshot, const ChimeraBoardPaint *p)
{
  const CeVariant *v = p->pos->v;
  graphene_rect_t outer, board, inner, zone;
  if (!squares_box (self, NULL, -1, 0.1, &outer) || !squares_box (self, NULL, -1, 0, &board))
    return;
  /* squares_box keeps 2 px round the squares; the edge's line reaches half
   * its width (and a pixel of antialiasing) inside them. */
  double reach = 2 + ceil (fmax (1, round (self->tf.square * 0.02)) / 2) + 1;
  inner = GRAPHENE_RECT_INIT (board.origin.x + reach, board.origin.y + reach,
                              board.size.width - 2 * reach, board.size.height - 2 * reach);
  if (inner.size.width <= 0 || inner.size.height <= 0)
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &outer);
      chimera_board_paint_board (p, cr, CHIMERA_BOARD_PART_ALL);
      cairo_destroy (cr);
      return;
    }
  append_frame (snapshot, p, CHIMERA_BOARD_PART_SHADOW, &outer, &inner);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      double x, y, w, h;
      chimera_board_transform_square_bounds (&self->tf, sq, &x, &y, &w, &h);
      const ChimeraRgba *c = (CE_FILE (sq) + CE_RANK (sq)) & 1 ? &p->pal.light : &p->pal.dark;
      gtk_snapshot_append_color (snapshot, &(GdkRGBA){ c->red, c->green, c->blue, c->alpha },
                                 &GRAPHENE_RECT_INIT (x, y, w, h));
    }
  int zsq[CE_NSQ], nz = 0;
  for (int k = 0; k < v->nsquares; k++)
    if (v->zone[v->squares[k]])
      zsq[nz++] = v->squares[k];
  if (squares_box (self, zsq, nz, 0.05, &zone))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &zone);
      chimera_board_paint_board (p, cr, CHIMERA_BOARD_PART_ZONE);
      cairo_destroy (cr);
    }
  append_frame (snapshot, p, CHIMERA_BOARD_PART_EDGE, &outer, &inner);
}

/* The bare board as a node, drawn again only when what it shows changed:
 * a redraw then costs one composite of the board's own box, not the
 * painting of every square into an image the size of the widget. */
static GskRenderNode *
get_board_node (ChimeraBoardView *self, const ChimeraBoardPaint *p)
{
  GtkWidget *widget = GTK_WIDGET (self);
  BoardKey key = { 0 };
  key.v = p->pos->v;
  key.width = gtk_widget_get_width (widget);
  key.height = gtk_widget_get_height (widget);
  key.flipped = self->flipped;
  key.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  key.high_contrast = adw_style_manager_get_high_contrast (adw_style_manager_get_default ());
  key.coordinates = self->show_coordinates;
  key.theme = self->theme;
  if (self->show_coordinates)
    {
      get_label_color (self, &key.label_color);
      key.font_hash = pango_font_description_hash (
        pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
      key.label_px = _chimera_board_view_label_px (self);
    }
  if (self->board_node && !memcmp (&key, &self->board_key, sizeof key))
    return self->board_node;

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  self->board_key = key;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t box;
  /* Room for the shadow below the board and the edge's line. */
  if (self->tf.geometry == CHIMERA_GEOMETRY_SQUARE)
    append_square_board (self, snapshot, p);
  else if (squares_box (self, NULL, -1, 0.1, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      chimera_board_paint_board (p, cr, CHIMERA_BOARD_PART_ALL);
      cairo_destroy (cr);
    }
  if (self->show_coordinates)
    draw_labels (self, snapshot);
  self->board_node = gtk_snapshot_free_to_node (snapshot);
  return self->board_node;
}

/* A node of the artwork at `path`, `size` logical pixels, at the origin;
 * kept for the size drawn now. */
static GskRenderNode *
get_piece_node (ChimeraBoardView *self, const char *path, int size, int scale)
{
  if (!self->piece_nodes)
    self->piece_nodes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                               (GDestroyNotify) gsk_render_node_unref);
  if (self->piece_nodes_size != size || self->piece_nodes_scale != scale)
    {
      g_hash_table_remove_all (self->piece_nodes);
      self->piece_nodes_size = size;
      self->piece_nodes_scale = scale;
    }
  GskRenderNode *node = g_hash_table_lookup (self->piece_nodes, path);
  if (node)
    return node;
  cairo_surface_t *s = chimera_piece_cache_lookup (self->art.cache, path, size, scale);
  if (!s)
    return NULL;
  node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, size, size));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);
  cairo_set_source_surface (cr, s, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  g_hash_table_insert (self->piece_nodes, g_strdup (path), node);
  return node;
}

/* chimera_board_paint_piece as nodes: the same images at the same
 * whole-pixel places. */
static void
append_piece (ChimeraBoardView *self,
              GtkSnapshot *snapshot,
              CePiece piece,
              double cx,
              double cy,
              int size,
              double alpha)
{
  const CeVariant *v = chimera_board_scene_get_position (self->scene)->v;
  const char *layers[2];
  if (size < 1 || alpha <= 0 || !chimera_board_art_layers (&self->art, v, piece, layers))
    return;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double x = round (cx - size / 2.0), y = round (cy - size / 2.0);
  for (int i = 0; i < 2 && layers[i]; i++)
    {
      GskRenderNode *node = get_piece_node (self, layers[i], size, scale);
      if (!node)
        continue;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
      if (alpha < 1)
        gtk_snapshot_push_opacity (snapshot, alpha);
      gtk_snapshot_append_node (snapshot, node);
      if (alpha < 1)
        gtk_snapshot_pop (snapshot);
      gtk_snapshot_restore (snapshot);
    }
}

void
_chimera_board_view_clear_render (ChimeraBoardView *self)
{
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  g_clear_pointer (&self->piece_nodes, g_hash_table_unref);
}

/* The board as a few nodes: the cached bare board, the highlights under
 * the pieces and the marks over them each in a cairo node only as large
 * as the squares they touch, and the pieces as cached image nodes.  The
 * order and the pixels are those of drawing it all in one go. */
void
_chimera_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  if (!pos || w <= 0 || h <= 0)
    return;
  _chimera_board_view_update_transform (self);

  ChimeraBoardPaint p = {
    .scene = self->scene,
    .pos = pos,
    .tf = &self->tf,
    .art = &self->art,
    .scale_factor = gtk_widget_get_scale_factor (widget),
    .piece_size = chimera_board_piece_size (&self->tf, self->piece_scale),
    .show_legal_moves = self->show_legal_moves,
    .focused = gtk_widget_has_focus (widget),
    .dragging = self->dragging,
    .drag_x = self->drag_x,
    .drag_y = self->drag_y,
    .pulse_t = self->pulse_t,
  };
  AdwStyleManager *style = adw_style_manager_get_default ();
  chimera_board_palette_init (&p.pal, self->theme, adw_style_manager_get_dark (style));
  if (adw_style_manager_get_high_contrast (style))
    chimera_board_palette_high_contrast (&p.pal, adw_style_manager_get_dark (style));
  gtk_snapshot_append_node (snapshot, get_board_node (self, &p));

  int sqs[2 * CE_NSQ + 8];
  graphene_rect_t box;
  /* The pulse sends a ring out beyond the changed zelig's square. */
  if (squares_box (self, sqs, chimera_board_paint_under_squares (&p, sqs), 0.25, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      chimera_board_paint_under (&p, cr);
      cairo_destroy (cr);
    }

  ChimeraBoardMotion motion = {
    .animating = self->animating,
    .progress = self->progress,
    .old_board = self->old_board,
    .slides = (const int (*)[2]) self->slides,
    .n_slides = self->n_slides,
  };
  ChimeraBoardPiecePlace places[2 * CE_NSQ + 2];
  int n = chimera_board_paint_piece_places (&p, &motion, places);
  for (int i = 0; i < n; i++)
    append_piece (self, snapshot, places[i].piece, places[i].cx, places[i].cy, p.piece_size,
                  places[i].alpha);

  if (squares_box (self, sqs, chimera_board_paint_over_squares (&p, sqs), 0.25, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      chimera_board_paint_over (&p, cr);
      cairo_destroy (cr);
    }
  int selected = chimera_board_scene_get_selected (self->scene);
  if (self->dragging && selected >= 0)
    {
      /* Dragged off the board, the piece stops at the widget's edge, as
       * everything else the board draws does. */
      gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      append_piece (self, snapshot, pos->board[selected], self->drag_x, self->drag_y, p.piece_size,
                    1);
      gtk_snapshot_pop (snapshot);
    }
}
