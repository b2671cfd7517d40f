/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView: draws a position on any of the three board shapes and
 * turns clicks, drags and keys into one legal move at a time.
 */
#include "config.h"

#include "board-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "board-transform.h"
#include "engine-names.h"
#include "movegen.h"
#include "piece-cache.h"
#include "piece-images.h"

#define ANIMATION_MS 150
#define PULSE_MS     900
#define MAX_CHOICES  16
#define CHOICE_SIZE  52

enum
{
  PROP_0,
  PROP_FLIPPED,
  PROP_INTERACTIVE,
  PROP_ANIMATE,
  PROP_THEME,
  PROP_PIECE_SCALE,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_LEGAL_MOVES,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

/* A piece gliding from one square to another during the move animation. */
typedef struct
{
  int from, to;
} Slide;

/* How the last move changed a zelig's power (Zelig Chess). */
typedef enum
{
  POWER_SAME = 0,
  POWER_ROSE,
  POWER_FELL,
  POWER_SIDEWAYS /* between powers worth about the same: no arrow */
} PowerChange;

/* A power at least this much (centipawns) stronger or weaker gets an arrow:
 * the minor powers and the monarch are worth about the same, and an arrow
 * between them would claim a gain or loss that is not one. */
#define POWER_ARROW_STEP 100

/* Everything the drawing of the bare board (squares, Lake, zone, edge,
 * shadow and coordinates) depends on. */
typedef struct
{
  const CeVariant *v;
  int width, height;
  gboolean flipped, dark, coordinates;
  ChimeraBoardTheme theme;
  GdkRGBA label_color;
  guint font_hash;
} BoardKey;

struct _ChimeraBoardView
{
  GtkWidget parent_instance;

  CePosition pos;
  gboolean has_pos;
  CeMove last_move;
  CeMove hint;
  CeMoveList legal;
  gboolean in_check;

  gboolean flipped;
  gboolean interactive;
  gboolean animate;
  ChimeraBoardTheme theme;
  double piece_scale;
  gboolean show_coordinates;
  gboolean show_legal_moves;
  ChimeraBoardTransform tf;

  /* Artwork paths by piece code, for the variant `paths_for`. */
  const CeVariant *paths_for;
  char *paths[CE_NCODES];
  char *insignia[CE_NCODES];
  ChimeraPieceCache *cache;

  /* Render nodes kept from frame to frame, so a redraw draws only what
   * changed: the board without its pieces (drawn again only when `board_key`
   * changes), and each piece image at the size drawn now, by artwork path. */
  GskRenderNode *board_node;
  BoardKey board_key;
  GHashTable *piece_nodes;
  int piece_nodes_size, piece_nodes_scale;

  /* Selection: a piece whose targets are shown, or a drop under way. */
  int selected;
  int drop_type;
  int press_sq; /* where the primary button went down, -1 if on nothing */
  gboolean deselect_on_release;

  /* Dragging the selected piece. */
  GtkGesture *drag;
  double drag_x0, drag_y0, drag_x, drag_y;
  gboolean dragging;

  /* Keyboard. */
  int cursor;
  gboolean cursor_shown; /* only after keys were used, like GTK's focus rings */

  /* The promotion or castle/step chooser. */
  GtkWidget *popover;
  CeMove choices[MAX_CHOICES];
  guint n_choices;
  gboolean choice_by_drag;

  /* The move last emitted: set_position does not animate a piece the user
   * has already dragged into place. */
  CeMove emitted;
  gboolean emitted_by_drag;

  /* The move animation. */
  AdwAnimation *animation;
  double progress;
  gboolean animating;
  CePiece old_board[CE_NSQ];
  Slide slides[2];
  int n_slides;

  /* Zeligs (other than the mover) whose power the last move changed, by
   * square, marked until the next position; a pulse draws the eye to them
   * once. */
  PowerChange power_change[CE_NSQ];
  guint n_power_changes;
  AdwAnimation *pulse;
  double pulse_t;

  const char *pointer_name;

  /* One accessible cell per real square of `cells_for`, by square (NULL
   * elsewhere), so assistive technologies see the squares and pieces. */
  const CeVariant *cells_for;
  GtkWidget *cells[CE_NSQ];

  /* The threat display's marks by square (CHIMERA_BOARD_MARK_*). */
  guint8 marks[CE_NSQ];
};

G_DEFINE_FINAL_TYPE (ChimeraBoardView, chimera_board_view, GTK_TYPE_WIDGET)

/* The nicks are the values of the board-theme setting. */
G_DEFINE_ENUM_TYPE (ChimeraBoardTheme,
                    chimera_board_theme,
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BROWN, "brown"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREEN, "green"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BLUE, "blue"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREY, "grey"))

/* ---- Accessible cells ---- */

/* A square as the accessibility tree sees it.  It draws nothing (the board
 * draws everything and never snapshots it), takes no pointer input and no
 * focus: it only carries its square's role, label and selected state.
 * GtkWidget itself is abstract, hence this tiny subclass. */
#define CHIMERA_TYPE_BOARD_CELL (chimera_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraBoardCell, chimera_board_cell, CHIMERA, BOARD_CELL, GtkWidget)

struct _ChimeraBoardCell
{
  GtkWidget parent_instance;
  int sq;
  /* What was last told to the AT context: telling it again would make
   * AT-SPI announce a change that is none. */
  char *label;
  gboolean selected;
};

G_DEFINE_FINAL_TYPE (ChimeraBoardCell, chimera_board_cell, GTK_TYPE_WIDGET)

static void
chimera_board_cell_finalize (GObject *object)
{
  g_free (CHIMERA_BOARD_CELL (object)->label);
  G_OBJECT_CLASS (chimera_board_cell_parent_class)->finalize (object);
}

static void
chimera_board_cell_class_init (ChimeraBoardCellClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chimera_board_cell_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "chimera-board-cell");
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
chimera_board_cell_init (ChimeraBoardCell *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->sq = -1;
  /* Clicks and keys belong to the board, which knows the whole move. */
  gtk_widget_set_can_target (widget, FALSE);
  gtk_widget_set_focusable (widget, FALSE);
  gtk_widget_set_can_focus (widget, FALSE);
}

/* ---- Colours ---- */

typedef struct
{
  GdkRGBA light, dark, edge, shadow, zone, zone_line;
  GdkRGBA last, selected, target, check, hint, focus;
  GdkRGBA water, water_deep, wave;
  GdkRGBA power, power_edge, power_glow;
} Palette;

static GdkRGBA
rgb (int r, int g, int b, double a)
{
  return (GdkRGBA){ r / 255.f, g / 255.f, b / 255.f, (float) a };
}

/* `c` darkened by `f`, for the dark style: the board must not glare from a
 * dark window, but its squares keep their contrast. */
static GdkRGBA
dimmed (GdkRGBA c, double f)
{
  c.red *= (float) f;
  c.green *= (float) f;
  c.blue *= (float) f;
  return c;
}

/* The squares, the board's edge and the move highlights of the other
 * themes; the brown one is the base palette below.  Highlights change
 * only where the brown board's would lose contrast (yellow-green on the
 * green board). */
static void
apply_theme (Palette *p, ChimeraBoardTheme theme, gboolean dark)
{
  switch (theme)
    {
      case CHIMERA_BOARD_THEME_GREEN:
        p->light = rgb (238, 238, 210, 1);
        p->dark = rgb (118, 150, 86, 1);
        p->edge = rgb (60, 82, 42, 1);
        p->last = rgb (246, 246, 105, 0.55);
        p->selected = rgb (246, 246, 105, 0.75);
        p->target = rgb (28, 52, 20, 0.45);
        break;
      case CHIMERA_BOARD_THEME_BLUE:
        p->light = rgb (222, 227, 230, 1);
        p->dark = rgb (140, 162, 173, 1);
        p->edge = rgb (70, 90, 102, 1);
        break;
      case CHIMERA_BOARD_THEME_GREY:
        p->light = rgb (226, 226, 222, 1);
        p->dark = rgb (154, 153, 150, 1);
        p->edge = rgb (84, 83, 80, 1);
        break;
      case CHIMERA_BOARD_THEME_BROWN:
      default: return;
    }
  if (dark)
    {
      p->light = dimmed (p->light, 0.88);
      p->dark = dimmed (p->dark, 0.84);
      p->edge = rgb (18, 14, 10, 1);
    }
}

static void
get_palette (ChimeraBoardView *self, Palette *p)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  /* A warm classic wooden board; in the dark style a little dimmer so it
   * does not glare from a dark window, but with the same contrast. */
  if (!dark)
    {
      p->light = rgb (240, 217, 181, 1);
      p->dark = rgb (181, 136, 99, 1);
      p->edge = rgb (105, 74, 50, 1);
      p->shadow = rgb (0, 0, 0, 0.10);
      p->last = rgb (155, 199, 0, 0.41);
      p->selected = rgb (20, 85, 30, 0.50);
      p->target = rgb (20, 85, 30, 0.50);
      p->check = rgb (224, 27, 36, 1);
      p->hint = rgb (28, 113, 216, 0.80);
      p->focus = rgb (53, 132, 228, 1);
      p->water = rgb (82, 150, 212, 1);
      p->water_deep = rgb (46, 108, 178, 1);
      p->wave = rgb (225, 240, 252, 0.75);
      p->zone = rgb (145, 65, 172, 0.07);
      p->zone_line = rgb (145, 65, 172, 0.75);
      p->power = rgb (245, 194, 17, 1);
      p->power_edge = rgb (99, 52, 0, 0.85);
      p->power_glow = rgb (255, 190, 50, 0.7);
    }
  else
    {
      p->light = rgb (214, 192, 158, 1);
      p->dark = rgb (152, 112, 80, 1);
      p->edge = rgb (18, 14, 10, 1);
      p->shadow = rgb (0, 0, 0, 0.30);
      p->last = rgb (155, 199, 0, 0.41);
      p->selected = rgb (20, 85, 30, 0.55);
      p->target = rgb (20, 85, 30, 0.55);
      p->check = rgb (237, 51, 59, 1);
      p->hint = rgb (53, 132, 228, 0.85);
      p->focus = rgb (120, 174, 237, 1);
      p->water = rgb (58, 118, 176, 1);
      p->water_deep = rgb (32, 80, 138, 1);
      p->wave = rgb (200, 225, 245, 0.6);
      p->zone = rgb (145, 65, 172, 0.09);
      p->zone_line = rgb (192, 97, 203, 0.85);
      p->power = rgb (248, 228, 92, 1);
      p->power_edge = rgb (61, 37, 0, 0.9);
      p->power_glow = rgb (255, 196, 60, 0.7);
    }
  apply_theme (p, self->theme, dark);
}

static void
set_color (cairo_t *cr, const GdkRGBA *c)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
}

/* ---- Geometry and move queries ---- */

static const bool *
on_board (ChimeraBoardView *self)
{
  return self->pos.v->on_board;
}

static void
update_transform (ChimeraBoardView *self)
{
  if (!self->has_pos)
    return;
  const CeVariant *v = self->pos.v;
  chimera_board_transform_init (&self->tf, chimera_board_geometry_for_variant (v), v->files,
                                v->ranks, self->flipped, gtk_widget_get_width (GTK_WIDGET (self)),
                                gtk_widget_get_height (GTK_WIDGET (self)));
}

static gboolean
is_square (ChimeraBoardView *self, int sq)
{
  return self->has_pos && sq >= 0 && sq < CE_NSQ && CE_FILE (sq) < self->pos.v->files
         && CE_RANK (sq) < self->pos.v->ranks && on_board (self)[sq];
}

/* A hole in the grid enclosed by squares on all four sides is water (the
 * Diamond's Lake); the corners cut off the diamond are just nothing. */
static gboolean
is_lake (ChimeraBoardView *self, int file, int rank)
{
  const CeVariant *v = self->pos.v;
  if (file < 1 || rank < 1 || file >= v->files - 1 || rank >= v->ranks - 1)
    return FALSE;
  return !v->on_board[CE_SQ (file, rank)] && v->on_board[CE_SQ (file - 1, rank)]
         && v->on_board[CE_SQ (file + 1, rank)] && v->on_board[CE_SQ (file, rank - 1)]
         && v->on_board[CE_SQ (file, rank + 1)];
}

static gboolean
own_piece (ChimeraBoardView *self, int sq)
{
  CePiece p = self->pos.board[sq];
  return p && CE_COLOR (p) == self->pos.side;
}

/* The legal moves from the selection (or the drop under way) to `to`. */
static guint
collect_moves (ChimeraBoardView *self, int to, CeMove *out)
{
  guint n = 0;
  for (int i = 0; i < self->legal.count && n < MAX_CHOICES; i++)
    {
      CeMove m = self->legal.moves[i];
      if (ce_move_to (m) != to)
        continue;
      gboolean drop = ce_move_kind (m) == CE_MOVE_DROP;
      if (self->drop_type ? drop && ce_move_type (m) == self->drop_type
                          : !drop && ce_move_from (m) == self->selected)
        out[n++] = m;
    }
  return n;
}

static gboolean
is_target (ChimeraBoardView *self, int sq)
{
  CeMove buf[MAX_CHOICES];
  if (self->selected < 0 && !self->drop_type)
    return FALSE;
  return collect_moves (self, sq, buf) > 0;
}

static gboolean
has_moves_from (ChimeraBoardView *self, int sq)
{
  for (int i = 0; i < self->legal.count; i++)
    {
      CeMove m = self->legal.moves[i];
      if (ce_move_kind (m) != CE_MOVE_DROP && ce_move_from (m) == sq)
        return TRUE;
    }
  return FALSE;
}

/* A zelig of Zelig Chess, of whatever power: the engine stores it as the
 * type of its power, and all those types are named "zelig...". */
static gboolean
is_zelig (const CeVariant *v, CePiece p)
{
  return p && CE_TYPE (p) <= v->def->ntypes
         && g_str_has_prefix (v->def->types[CE_TYPE (p)].name, "zelig");
}

/* The castling partner of `m` (made in `old`, giving `pos`): whatever own
 * piece left one square and arrived on another besides the mover.  Orthodox
 * castling is a plain two-square king move, so every king move is looked
 * at.  FALSE if there is none; `left` and `arrived` are set only if there
 * is. */
static gboolean
find_partner (const CePosition *old, const CePosition *pos, CeMove m, int *left, int *arrived)
{
  int from = ce_move_from (m), to = ce_move_to (m);
  if (ce_move_kind (m) == CE_MOVE_DROP || !old->board[from])
    return FALSE;
  if (ce_move_kind (m) != CE_MOVE_CASTLE
      && !(pos->v->def->types[CE_TYPE (old->board[from])].flags & CE_PF_ROYAL))
    return FALSE;
  int mover = CE_COLOR (old->board[from]), nleft = 0, narrived = 0, l = -1, r = -1;
  for (int k = 0; k < pos->v->nsquares; k++)
    {
      int sq = pos->v->squares[k];
      CePiece a = old->board[sq], b = pos->board[sq];
      if (a == b)
        continue;
      /* A piece that stayed but changed its code (a zelig's new power)
       * neither left nor arrived. */
      if (sq != from && sq != to && a && b && CE_COLOR (a) == CE_COLOR (b))
        continue;
      if (sq != from && a && CE_COLOR (a) == mover)
        l = sq, nleft++;
      if (sq != to && b && CE_COLOR (b) == mover)
        r = sq, narrived++;
    }
  if (nleft != 1 || narrived != 1)
    return FALSE;
  *left = l;
  *arrived = r;
  return TRUE;
}

/* ---- Artwork ---- */

static void
clear_paths (ChimeraBoardView *self)
{
  for (int i = 0; i < CE_NCODES; i++)
    {
      g_clear_pointer (&self->paths[i], g_free);
      g_clear_pointer (&self->insignia[i], g_free);
    }
  self->paths_for = NULL;
}

static void
draw_piece (
  ChimeraBoardView *self, cairo_t *cr, CePiece piece, double cx, double cy, int size, double alpha)
{
  const CeVariant *v = self->pos.v;
  if (!piece || size < 1 || CE_TYPE (piece) > v->def->ntypes)
    return;
  if (self->paths_for != v)
    {
      clear_paths (self);
      self->paths_for = v;
    }
  if (!self->paths[piece])
    self->paths[piece] = chimera_piece_image_path (v, piece, &self->insignia[piece]);

  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  /* Whole-pixel positions keep the prerendered images sharp. */
  double x = round (cx - size / 2.0), y = round (cy - size / 2.0);
  const char *layers[2] = { self->paths[piece], self->insignia[piece] };
  for (int i = 0; i < 2 && layers[i]; i++)
    {
      cairo_surface_t *s = chimera_piece_cache_lookup (self->cache, layers[i], size, scale);
      if (!s)
        continue;
      cairo_set_source_surface (cr, s, x, y);
      if (alpha >= 1)
        cairo_paint (cr);
      else
        cairo_paint_with_alpha (cr, alpha);
    }
}

static int
piece_size (ChimeraBoardView *self)
{
  /* A turned square is wider than it is long: upright pieces may use a
   * little more of it. */
  double f = self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL ? 1.12 : 1.0;
  return (int) floor (self->tf.square * f * self->piece_scale);
}

/* ---- Drawing ---- */

static void
square_path (ChimeraBoardView *self, cairo_t *cr, int file, int rank, double inset)
{
  cairo_save (cr);
  cairo_transform (cr, &self->tf.to_widget);
  cairo_rectangle (cr, file + inset, rank + inset, 1 - 2 * inset, 1 - 2 * inset);
  cairo_restore (cr);
}

static void
fill_square (ChimeraBoardView *self, cairo_t *cr, int sq, const GdkRGBA *color)
{
  cairo_new_path (cr);
  square_path (self, cr, CE_FILE (sq), CE_RANK (sq), 0);
  set_color (cr, color);
  cairo_fill (cr);
}

static void
draw_lake (ChimeraBoardView *self, cairo_t *cr, const Palette *pal, int file, int rank)
{
  double s = self->tf.square;
  double cx, cy;
  chimera_board_transform_to_widget (&self->tf, file + 0.5, rank + 0.5, &cx, &cy);

  cairo_save (cr);
  cairo_new_path (cr);
  square_path (self, cr, file, rank, 0);
  cairo_clip (cr);
  /* Deeper in the middle, lighter at the shore. */
  cairo_pattern_t *g = cairo_pattern_create_radial (cx, cy, 0, cx, cy, s * 0.75);
  cairo_pattern_add_color_stop_rgb (g, 0, pal->water_deep.red, pal->water_deep.green,
                                    pal->water_deep.blue);
  cairo_pattern_add_color_stop_rgb (g, 1, pal->water.red, pal->water.green, pal->water.blue);
  cairo_set_source (cr, g);
  cairo_paint (cr);
  cairo_pattern_destroy (g);

  /* Three rows of ripples, drawn upright whatever the board's orientation. */
  set_color (cr, &pal->wave);
  cairo_set_line_width (cr, fmax (1, s * 0.035));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int row = 0; row < 3; row++)
    {
      double y = cy + (row - 1) * s * 0.24;
      double x0 = cx - s * (row == 1 ? 0.34 : 0.24), x1 = cx + s * (row == 1 ? 0.34 : 0.24);
      double amp = s * 0.035, period = s * 0.2;
      cairo_new_path (cr);
      for (int i = 0; i <= 24; i++)
        {
          double x = x0 + (x1 - x0) * i / 24;
          double yy = y + amp * sin ((x - cx) / period * 2 * G_PI);
          if (i == 0)
            cairo_move_to (cr, x, yy);
          else
            cairo_line_to (cr, x, yy);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* An edge of the board's outline, in board units: from (x0, y0) to
 * (x1, y1), facing outward along (nx, ny). */
typedef struct
{
  double x0, y0, x1, y1;
  int nx, ny;
} OutlineEdge;

static int
compare_edges (const void *pa, const void *pb)
{
  const OutlineEdge *a = pa, *b = pb;
  if (a->nx != b->nx)
    return a->nx - b->nx;
  if (a->ny != b->ny)
    return a->ny - b->ny;
  /* Then along the line they lie on, and where on it. */
  double la = a->nx ? a->x0 : a->y0, lb = b->nx ? b->x0 : b->y0;
  if (la != lb)
    return la < lb ? -1 : 1;
  double sa = a->nx ? a->y0 : a->x0, sb = b->nx ? b->y0 : b->x0;
  return (sa > sb) - (sa < sb);
}

/* The outline of the board: every edge of a square that has no square
 * beyond it (for the Diamond, also around the Lake), edges in line joined
 * into one (a turned board's side is then one stroke, not eight: strokes
 * cost by the piece).  Returns how many. */
static int
outline_edges (ChimeraBoardView *self, OutlineEdge *out)
{
  const CeVariant *v = self->pos.v;
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int n = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i], f = CE_FILE (sq), r = CE_RANK (sq);
      for (int d = 0; d < 4; d++)
        {
          int nf = f + dirs[d][0], nr = r + dirs[d][1];
          if (nf >= 0 && nr >= 0 && nf < v->files && nr < v->ranks && v->on_board[CE_SQ (nf, nr)])
            continue;
          OutlineEdge *e = &out[n++];
          e->nx = dirs[d][0];
          e->ny = dirs[d][1];
          if (e->nx)
            {
              e->x0 = e->x1 = f + (e->nx > 0);
              e->y0 = r;
              e->y1 = r + 1;
            }
          else
            {
              e->y0 = e->y1 = r + (e->ny > 0);
              e->x0 = f;
              e->x1 = f + 1;
            }
        }
    }
  qsort (out, (size_t) n, sizeof *out, compare_edges);
  int m = 0;
  for (int i = 0; i < n; i++)
    {
      OutlineEdge *last = m ? &out[m - 1] : NULL;
      if (last && last->nx == out[i].nx && last->ny == out[i].ny && last->x1 == out[i].x0
          && last->y1 == out[i].y0)
        {
          last->x1 = out[i].x1;
          last->y1 = out[i].y1;
        }
      else
        out[m++] = out[i];
    }
  return m;
}

static void
board_edges_path (ChimeraBoardView *self, cairo_t *cr, const OutlineEdge *edges, int n)
{
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_transform (cr, &self->tf.to_widget);
  for (int i = 0; i < n; i++)
    {
      cairo_move_to (cr, edges[i].x0, edges[i].y0);
      cairo_line_to (cr, edges[i].x1, edges[i].y1);
    }
  cairo_restore (cr);
}

/* What moving the board down by `dy` widget pixels uncovers below it: the
 * band each downward-facing edge of the outline sweeps.  (At a corner
 * where such an edge meets one facing up, the band overhangs the moved
 * board by a sliver dy / 2 across.) */
static void
board_drop_band_path (
  ChimeraBoardView *self, cairo_t *cr, const OutlineEdge *edges, int n, double dy)
{
  cairo_new_path (cr);
  for (int i = 0; i < n; i++)
    {
      const OutlineEdge *e = &edges[i];
      double nx = e->nx, ny = e->ny;
      cairo_matrix_transform_distance (&self->tf.to_widget, &nx, &ny);
      if (ny < 1e-6)
        continue;
      double x0 = e->x0, y0 = e->y0, x1 = e->x1, y1 = e->y1;
      cairo_matrix_transform_point (&self->tf.to_widget, &x0, &y0);
      cairo_matrix_transform_point (&self->tf.to_widget, &x1, &y1);
      /* Every band the same way round, so that where two overlap the
       * winding adds up instead of cancelling. */
      if ((x1 - x0) * dy < 0)
        {
          double t = x0;
          x0 = x1;
          x1 = t;
          t = y0;
          y0 = y1;
          y1 = t;
        }
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_line_to (cr, x1, y1 + dy);
      cairo_line_to (cr, x0, y0 + dy);
      cairo_close_path (cr);
    }
}

/* The layers of the bare board, bottom to top, for draw_board. */
enum
{
  BOARD_SHADOW = 1 << 0,
  BOARD_SQUARES = 1 << 1,
  BOARD_ZONE = 1 << 2, /* Zone X's zone and the Lake */
  BOARD_EDGE = 1 << 3,
  BOARD_ALL = 0xf
};

static void
draw_board (ChimeraBoardView *self, cairo_t *cr, const Palette *pal, guint parts)
{
  const CeVariant *v = self->pos.v;
  double s = self->tf.square;
  /* The outline, for the shadow and the edge. */
  OutlineEdge edges[4 * CE_NSQ];
  int nedges = parts & (BOARD_SHADOW | BOARD_EDGE) ? outline_edges (self, edges) : 0;

  /* A soft shadow below the board lifts it off the window: three layers,
   * each the board widened by half a line width and moved down a little.
   * Only what lies outside the board shows.  A layer's part outside the
   * board is its outline's stroke plus the band the move down uncovers
   * (the move is shorter than the widening, so the stroke reaches every
   * other point); painting just those, not the board's whole area, is what
   * keeps a turned board's redraw cheap. */
  for (int i = 3; i >= 1 && (parts & BOARD_SHADOW); i--)
    {
      GdkRGBA c = pal->shadow;
      c.alpha /= 2;
      set_color (cr, &c);
      cairo_save (cr);
      cairo_translate (cr, 0, s * 0.012 * i);
      board_edges_path (self, cr, edges, nedges);
      cairo_restore (cr);
      cairo_set_line_width (cr, s * 0.03 * i);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      board_drop_band_path (self, cr, edges, nedges, s * 0.012 * i);
      cairo_fill (cr);
    }

  /* Dark squares first as one shape, then light ones on top, so the
   * antialiased seams blend two square colours, never the background. */
  if (parts & BOARD_SQUARES)
    {
      cairo_new_path (cr);
      for (int k = 0; k < v->nsquares; k++)
        square_path (self, cr, CE_FILE (v->squares[k]), CE_RANK (v->squares[k]), 0);
      set_color (cr, &pal->dark);
      cairo_fill (cr);
      cairo_new_path (cr);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k];
          if ((CE_FILE (sq) + CE_RANK (sq)) & 1)
            square_path (self, cr, CE_FILE (sq), CE_RANK (sq), 0);
        }
      set_color (cr, &pal->light);
      cairo_fill (cr);
    }

  /* Zone X's zone: a faint tint, so entry targets make sense at a glance. */
  cairo_new_path (cr);
  gboolean any_zone = FALSE;
  for (int k = 0; k < v->nsquares && (parts & BOARD_ZONE); k++)
    if (v->zone[v->squares[k]])
      {
        square_path (self, cr, CE_FILE (v->squares[k]), CE_RANK (v->squares[k]), 0);
        any_zone = TRUE;
      }
  if (any_zone)
    {
      set_color (cr, &pal->zone);
      cairo_fill (cr);
      /* And its border, where a zone square meets a square outside it. */
      cairo_new_path (cr);
      cairo_save (cr);
      cairo_transform (cr, &self->tf.to_widget);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k], f = CE_FILE (sq), r = CE_RANK (sq);
          if (!v->zone[sq])
            continue;
          if (r + 1 < v->ranks && v->on_board[CE_SQ (f, r + 1)] && !v->zone[CE_SQ (f, r + 1)])
            {
              cairo_move_to (cr, f, r + 1);
              cairo_line_to (cr, f + 1, r + 1);
            }
          if (r > 0 && v->on_board[CE_SQ (f, r - 1)] && !v->zone[CE_SQ (f, r - 1)])
            {
              cairo_move_to (cr, f, r);
              cairo_line_to (cr, f + 1, r);
            }
        }
      cairo_restore (cr);
      set_color (cr, &pal->zone_line);
      cairo_set_line_width (cr, fmax (1.5, round (s * 0.035)));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke (cr);
    }

  for (int r = 0; r < v->ranks && (parts & BOARD_ZONE); r++)
    for (int f = 0; f < v->files; f++)
      if (is_lake (self, f, r))
        draw_lake (self, cr, pal, f, r);

  if (!(parts & BOARD_EDGE))
    return;
  board_edges_path (self, cr, edges, nedges);
  set_color (cr, &pal->edge);
  cairo_set_line_width (cr, fmax (1, round (s * 0.02)));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
}

static void
draw_check (ChimeraBoardView *self, cairo_t *cr, const Palette *pal, int sq)
{
  double cx, cy, s = self->tf.square;
  chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
  cairo_save (cr);
  cairo_new_path (cr);
  square_path (self, cr, CE_FILE (sq), CE_RANK (sq), 0);
  cairo_clip (cr);
  cairo_pattern_t *g = cairo_pattern_create_radial (cx, cy, 0, cx, cy, s * 0.72);
  const GdkRGBA *c = &pal->check;
  cairo_pattern_add_color_stop_rgba (g, 0, c->red, c->green, c->blue, 1);
  cairo_pattern_add_color_stop_rgba (g, 0.3, c->red, c->green, c->blue, 0.9);
  cairo_pattern_add_color_stop_rgba (g, 1, c->red, c->green, c->blue, 0);
  cairo_set_source (cr, g);
  cairo_paint (cr);
  cairo_pattern_destroy (g);
  cairo_restore (cr);
}

static void
draw_highlights (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if (self->last_move != CE_MOVE_NONE)
    {
      int from = ce_move_from (self->last_move), to = ce_move_to (self->last_move);
      if (is_square (self, from) && from != to)
        fill_square (self, cr, from, &pal->last);
      if (is_square (self, to))
        fill_square (self, cr, to, &pal->last);
    }
  if (self->selected >= 0)
    fill_square (self, cr, self->selected, &pal->selected);
  if (self->in_check && is_square (self, self->pos.king[self->pos.side]))
    draw_check (self, cr, pal, self->pos.king[self->pos.side]);

  /* While dragging, the square the piece would land on (a legal-move
   * hint like the target marks, so it goes with them). */
  if (self->dragging && self->show_legal_moves)
    {
      int sq = chimera_board_transform_hit (&self->tf, self->drag_x, self->drag_y, on_board (self));
      if (sq >= 0 && is_target (self, sq))
        {
          GdkRGBA c = pal->selected;
          c.alpha *= 0.6;
          fill_square (self, cr, sq, &c);
        }
    }
}

/* An ellipse round the base of the checker in the zelig artwork (a disc
 * 80 x 28 units of 100 whose rim is 66 to 77 units down), with room to show
 * around it, for a piece centred on (cx, cy). */
static void
checker_base_transform (ChimeraBoardView *self, cairo_t *cr, double cx, double cy, double grow)
{
  int size = piece_size (self);
  /* Placed as draw_piece places the artwork. */
  cairo_translate (cr, round (cx - size / 2.0) + size / 2.0,
                   round (cy - size / 2.0) + size * 0.715);
  cairo_scale (cr, size * 0.475 * grow, size * 0.225 * grow);
}

static void
checker_base_path (ChimeraBoardView *self, cairo_t *cr, double cx, double cy, double grow)
{
  cairo_new_path (cr);
  cairo_save (cr);
  checker_base_transform (self, cr, cx, cy, grow);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* The mark of a zelig whose power the last move changed, under the piece: a
 * pool of golden light with a ring round the checker's base.  It is drawn
 * on the floor, not over the square, so it reads apart from the last-move
 * highlight and the capture ring.  The pulse brightens it and sends a ring
 * outward once, then it stays as it is. */
static void
draw_power_rings (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if (!self->n_power_changes)
    return;
  const CeVariant *v = self->pos.v;
  double s = self->tf.square, t = self->pulse_t, bump = sin (G_PI * t);
  double lw = fmax (2, s * 0.05), edge = fmax (1, s * 0.015);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if (!self->power_change[sq])
        continue;
      double cx, cy;
      chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);

      /* A glow behind the whole piece, kept inside its square. */
      cairo_save (cr);
      cairo_new_path (cr);
      square_path (self, cr, CE_FILE (sq), CE_RANK (sq), 0);
      cairo_clip (cr);
      const GdkRGBA *g = &pal->power_glow;
      double a = g->alpha * (0.8 + 0.2 * bump), gy = cy + s * 0.06;
      cairo_pattern_t *pat = cairo_pattern_create_radial (cx, gy, 0, cx, gy, s * 0.56);
      cairo_pattern_add_color_stop_rgba (pat, 0, g->red, g->green, g->blue, a);
      cairo_pattern_add_color_stop_rgba (pat, 0.6, g->red, g->green, g->blue, a * 0.75);
      cairo_pattern_add_color_stop_rgba (pat, 1, g->red, g->green, g->blue, 0);
      cairo_set_source (cr, pat);
      cairo_paint (cr);
      cairo_pattern_destroy (pat);
      cairo_restore (cr);

      /* A dark edge on both sides keeps the ring visible on the pale
       * squares and on the yellow-green of the last move alike. */
      checker_base_path (self, cr, cx, cy, 1);
      set_color (cr, &pal->power_edge);
      cairo_set_line_width (cr, lw + 2 * edge);
      cairo_stroke_preserve (cr);
      set_color (cr, &pal->power);
      cairo_set_line_width (cr, lw);
      cairo_stroke (cr);

      if (t < 1)
        {
          checker_base_path (self, cr, cx, cy, 1 + 0.35 * t);
          GdkRGBA c = pal->power;
          c.alpha = 1 - t;
          set_color (cr, &c);
          cairo_set_line_width (cr, lw * (1 - 0.5 * t));
          cairo_stroke (cr);
        }
    }
}

/* Over the piece, where the power clearly rose or fell: a small badge with
 * an arrow in the square's upper right corner, upright however the board is
 * turned. */
static void
draw_power_badges (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if (!self->n_power_changes)
    return;
  const CeVariant *v = self->pos.v;
  double s = self->tf.square, bump = sin (G_PI * self->pulse_t);
  double r = s * 0.12 * (1 + 0.15 * bump), edge = fmax (1, s * 0.018);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      PowerChange change = self->power_change[sq];
      if (change != POWER_ROSE && change != POWER_FELL)
        continue;
      double cx, cy;
      chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
      double bx = cx + s * 0.36, by = cy - s * 0.36, dir = change == POWER_ROSE ? 1 : -1;
      cairo_new_path (cr);
      cairo_arc (cr, bx, by, r, 0, 2 * G_PI);
      set_color (cr, &pal->power);
      cairo_fill_preserve (cr);
      set_color (cr, &pal->power_edge);
      cairo_set_line_width (cr, edge);
      cairo_stroke (cr);

      cairo_new_path (cr);
      cairo_move_to (cr, bx - r * 0.45, by + dir * r * 0.22);
      cairo_line_to (cr, bx, by - dir * r * 0.3);
      cairo_line_to (cr, bx + r * 0.45, by + dir * r * 0.22);
      cairo_set_line_width (cr, r * 0.3);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      GdkRGBA ink = pal->power_edge;
      ink.alpha = 1;
      set_color (cr, &ink);
      cairo_stroke (cr);
    }
}

static gboolean
is_slide_target (ChimeraBoardView *self, int sq)
{
  for (int i = 0; i < self->n_slides; i++)
    if (self->slides[i].to == sq)
      return TRUE;
  return FALSE;
}

static gboolean
is_slide_origin (ChimeraBoardView *self, int sq)
{
  for (int i = 0; i < self->n_slides; i++)
    if (self->slides[i].from == sq)
      return TRUE;
  return FALSE;
}

static void append_piece (ChimeraBoardView *self,
                          GtkSnapshot *snapshot,
                          CePiece piece,
                          double cx,
                          double cy,
                          int size,
                          double alpha);

static void
draw_pieces (ChimeraBoardView *self, GtkSnapshot *snapshot)
{
  const CeVariant *v = self->pos.v;
  int size = piece_size (self);
  double t = self->animating ? self->progress : 1;

  /* Pieces leaving the board in the animated move fade out where they stood. */
  if (self->animating)
    for (int k = 0; k < v->nsquares; k++)
      {
        int sq = v->squares[k];
        CePiece old = self->old_board[sq];
        if (!old || is_slide_origin (self, sq))
          continue;
        if (self->pos.board[sq] && !is_slide_target (self, sq))
          continue;
        double cx, cy;
        chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
        append_piece (self, snapshot, old, cx, cy, size, 1 - t);
      }

  /* Diagonal boards overlap neighbouring cells a little: draw from the top
   * of the widget down so lower pieces stand in front. */
  int order[CE_NSQ], n = 0;
  for (int k = 0; k < v->nsquares; k++)
    order[n++] = v->squares[k];
  if (self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL)
    for (int i = 1; i < n; i++)
      for (int j = i; j > 0; j--)
        {
          double xa, ya, xb, yb;
          chimera_board_transform_square_center (&self->tf, order[j - 1], &xa, &ya);
          chimera_board_transform_square_center (&self->tf, order[j], &xb, &yb);
          if (ya <= yb)
            break;
          int tmp = order[j];
          order[j] = order[j - 1];
          order[j - 1] = tmp;
        }

  for (int k = 0; k < n; k++)
    {
      int sq = order[k];
      CePiece p = self->pos.board[sq];
      if (!p || (self->animating && is_slide_target (self, sq)))
        continue;
      double cx, cy;
      chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
      /* The dragged piece leaves a faint ghost behind. */
      double alpha = self->dragging && sq == self->selected ? 0.35 : 1;
      append_piece (self, snapshot, p, cx, cy, size, alpha);
    }

  if (self->animating)
    for (int i = 0; i < self->n_slides; i++)
      {
        double x0, y0, x1, y1;
        chimera_board_transform_square_center (&self->tf, self->slides[i].from, &x0, &y0);
        chimera_board_transform_square_center (&self->tf, self->slides[i].to, &x1, &y1);
        append_piece (self, snapshot, self->pos.board[self->slides[i].to], x0 + (x1 - x0) * t,
                      y0 + (y1 - y0) * t, size, 1);
      }
}

static void
draw_targets (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if ((self->selected < 0 && !self->drop_type) || !self->show_legal_moves)
    return;
  double s = self->tf.square;
  set_color (cr, &pal->target);
  for (int k = 0; k < self->pos.v->nsquares; k++)
    {
      int sq = self->pos.v->squares[k];
      if (!is_target (self, sq))
        continue;
      double cx, cy;
      chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
      cairo_new_path (cr);
      if (self->pos.board[sq])
        {
          /* A capture: a ring around the piece, which stays visible. */
          double lw = fmax (2, s * 0.075);
          cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.015, 0, 2 * G_PI);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
        }
      else
        {
          cairo_arc (cr, cx, cy, fmax (3, s * 0.15), 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
}

/* The threat display: a red tint under the squares marked so (drawn
 * before the pieces), or a dashed red ring round the pieces marked so (after
 * them, unlike a capture target's solid ring). */
static void
draw_marks (ChimeraBoardView *self, cairo_t *cr, const Palette *pal, guint8 which)
{
  double s = self->tf.square, lw = fmax (2, s * 0.06);
  GdkRGBA tint = pal->check;
  tint.alpha = 0.2f;
  double dash[2] = { s * 0.13, s * 0.09 };
  for (int k = 0; k < self->pos.v->nsquares; k++)
    {
      int sq = self->pos.v->squares[k];
      if (!(self->marks[sq] & which))
        continue;
      if (which == CHIMERA_BOARD_MARK_TINT)
        {
          fill_square (self, cr, sq, &tint);
          continue;
        }
      double cx, cy;
      chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.05, 0, 2 * G_PI);
      set_color (cr, &pal->check);
      cairo_set_line_width (cr, lw);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
draw_arrow (cairo_t *cr, double x0, double y0, double x1, double y1, double s)
{
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  if (len < 1)
    return;
  double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  double w = s * 0.09, head = s * 0.42, hw = s * 0.26;
  /* Start off the centre of the from-square, end with the tip short of the
   * centre of the target so the arrow does not hide its piece's face. */
  double start = s * 0.1, tip = len - s * 0.12;
  if (tip - head < start)
    start = fmax (0, tip - head);
  double bx = x0 + ux * (tip - head), by = y0 + uy * (tip - head);
  cairo_new_path (cr);
  cairo_move_to (cr, x0 + ux * start + nx * w, y0 + uy * start + ny * w);
  cairo_line_to (cr, bx + nx * w, by + ny * w);
  cairo_line_to (cr, bx + nx * hw, by + ny * hw);
  cairo_line_to (cr, x0 + ux * tip, y0 + uy * tip);
  cairo_line_to (cr, bx - nx * hw, by - ny * hw);
  cairo_line_to (cr, bx - nx * w, by - ny * w);
  cairo_line_to (cr, x0 + ux * start - nx * w, y0 + uy * start - ny * w);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_hint (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if (self->hint == CE_MOVE_NONE)
    return;
  int from = ce_move_from (self->hint), to = ce_move_to (self->hint);
  if (!is_square (self, from) || !is_square (self, to))
    return;
  double s = self->tf.square, x0, y0, x1, y1;
  chimera_board_transform_square_center (&self->tf, to, &x1, &y1);
  set_color (cr, &pal->hint);
  if (ce_move_kind (self->hint) == CE_MOVE_DROP)
    {
      /* A drop has no path: a ring and a faint image of the piece. */
      draw_piece (self, cr, CE_PIECE (self->pos.side, ce_move_type (self->hint)), x1, y1,
                  piece_size (self), 0.45);
      set_color (cr, &pal->hint);
      cairo_new_path (cr);
      cairo_arc (cr, x1, y1, s * 0.42, 0, 2 * G_PI);
      cairo_set_line_width (cr, s * 0.08);
      cairo_stroke (cr);
      return;
    }
  chimera_board_transform_square_center (&self->tf, from, &x0, &y0);
  draw_arrow (cr, x0, y0, x1, y1, s);
}

static void
draw_cursor (ChimeraBoardView *self, cairo_t *cr, const Palette *pal)
{
  if (!self->cursor_shown || !gtk_widget_has_focus (GTK_WIDGET (self))
      || !is_square (self, self->cursor))
    return;
  double s = self->tf.square, lw = fmax (2, round (s * 0.06));
  cairo_new_path (cr);
  square_path (self, cr, CE_FILE (self->cursor), CE_RANK (self->cursor), lw / 2 / s);
  set_color (cr, &pal->focus);
  cairo_set_line_width (cr, lw);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
get_label_color (ChimeraBoardView *self, GdkRGBA *color)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
draw_labels (ChimeraBoardView *self, GtkSnapshot *snapshot)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const CeVariant *v = self->pos.v;
  double s = self->tf.square;
  double px = fmax (8, s * (self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL ? 0.26 : 0.25));
  if (s < 12)
    return; /* no room for legible text */

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
          if (ranks)
            g_snprintf (text, sizeof text, "%d", i + 1);
          else
            g_snprintf (text, sizeof text, "%c", 'a' + i);
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
  const CeVariant *v = self->pos.v;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  int count = n < 0 ? v->nsquares : n;
  for (int i = 0; i < count; i++)
    {
      int sq = n < 0 ? v->squares[i] : sqs[i];
      if (!is_square (self, sq))
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
append_frame (ChimeraBoardView *self,
              GtkSnapshot *snapshot,
              const Palette *pal,
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
        draw_board (self, cr, pal, parts);
        cairo_destroy (cr);
      }
}

/* A square board without the image of it all: its squares, on whole
 * pixels, are colour nodes (a plain fill, where compositing a board-sized
 * image cost most of a frame that draws the board anew), the shadow and
 * the edge are cairo nodes in a frame round the board only, and Zone X's
 * zone one over its own squares. */
static void
append_square_board (ChimeraBoardView *self, GtkSnapshot *snapshot, const Palette *pal)
{
  const CeVariant *v = self->pos.v;
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
      draw_board (self, cr, pal, BOARD_ALL);
      cairo_destroy (cr);
      return;
    }
  append_frame (self, snapshot, pal, BOARD_SHADOW, &outer, &inner);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      double x, y, w, h;
      chimera_board_transform_square_bounds (&self->tf, sq, &x, &y, &w, &h);
      gtk_snapshot_append_color (snapshot,
                                 (CE_FILE (sq) + CE_RANK (sq)) & 1 ? &pal->light : &pal->dark,
                                 &GRAPHENE_RECT_INIT (x, y, w, h));
    }
  int zsq[CE_NSQ], nz = 0;
  for (int k = 0; k < v->nsquares; k++)
    if (v->zone[v->squares[k]])
      zsq[nz++] = v->squares[k];
  if (squares_box (self, zsq, nz, 0.05, &zone))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &zone);
      draw_board (self, cr, pal, BOARD_ZONE);
      cairo_destroy (cr);
    }
  append_frame (self, snapshot, pal, BOARD_EDGE, &outer, &inner);
}

/* The bare board as a node, drawn again only when what it shows changed:
 * a redraw then costs one composite of the board's own box, not the
 * painting of every square into an image the size of the widget. */
static GskRenderNode *
get_board_node (ChimeraBoardView *self, const Palette *pal)
{
  GtkWidget *widget = GTK_WIDGET (self);
  BoardKey key = { 0 };
  key.v = self->pos.v;
  key.width = gtk_widget_get_width (widget);
  key.height = gtk_widget_get_height (widget);
  key.flipped = self->flipped;
  key.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  key.coordinates = self->show_coordinates;
  key.theme = self->theme;
  if (self->show_coordinates)
    {
      get_label_color (self, &key.label_color);
      key.font_hash = pango_font_description_hash (
        pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
    }
  if (self->board_node && !memcmp (&key, &self->board_key, sizeof key))
    return self->board_node;

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  self->board_key = key;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  graphene_rect_t box;
  /* Room for the shadow below the board and the edge's line. */
  if (self->tf.geometry == CHIMERA_GEOMETRY_SQUARE)
    append_square_board (self, snapshot, pal);
  else if (squares_box (self, NULL, -1, 0.1, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      draw_board (self, cr, pal, BOARD_ALL);
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
  cairo_surface_t *s = chimera_piece_cache_lookup (self->cache, path, size, scale);
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

/* draw_piece as nodes: the same images at the same whole-pixel places. */
static void
append_piece (ChimeraBoardView *self,
              GtkSnapshot *snapshot,
              CePiece piece,
              double cx,
              double cy,
              int size,
              double alpha)
{
  const CeVariant *v = self->pos.v;
  if (!piece || size < 1 || CE_TYPE (piece) > v->def->ntypes || alpha <= 0)
    return;
  if (self->paths_for != v)
    {
      clear_paths (self);
      self->paths_for = v;
    }
  if (!self->paths[piece])
    self->paths[piece] = chimera_piece_image_path (v, piece, &self->insignia[piece]);

  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double x = round (cx - size / 2.0), y = round (cy - size / 2.0);
  const char *layers[2] = { self->paths[piece], self->insignia[piece] };
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

/* The squares the highlights under the pieces touch (last move, selection,
 * check, drag target, tint marks, cursor, changed powers), at most `max`. */
static int
under_squares (ChimeraBoardView *self, int *sqs)
{
  const CeVariant *v = self->pos.v;
  int n = 0;
  if (self->last_move != CE_MOVE_NONE)
    {
      sqs[n++] = ce_move_from (self->last_move);
      sqs[n++] = ce_move_to (self->last_move);
    }
  sqs[n++] = self->selected;
  if (self->in_check)
    sqs[n++] = self->pos.king[self->pos.side];
  if (self->dragging)
    sqs[n++] = chimera_board_transform_hit (&self->tf, self->drag_x, self->drag_y, on_board (self));
  if (self->cursor_shown)
    sqs[n++] = self->cursor;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if ((self->marks[sq] & CHIMERA_BOARD_MARK_TINT) || self->power_change[sq])
        sqs[n++] = sq;
    }
  return n;
}

/* The squares the marks over the pieces touch (power badges, threat rings,
 * move targets, the hint). */
static int
over_squares (ChimeraBoardView *self, int *sqs)
{
  const CeVariant *v = self->pos.v;
  gboolean targets = (self->selected >= 0 || self->drop_type) && self->show_legal_moves;
  int n = 0;
  if (self->hint != CE_MOVE_NONE)
    {
      sqs[n++] = ce_move_from (self->hint);
      sqs[n++] = ce_move_to (self->hint);
    }
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if ((self->marks[sq] & CHIMERA_BOARD_MARK_RING) || self->power_change[sq]
          || (targets && is_target (self, sq)))
        sqs[n++] = sq;
    }
  return n;
}

/* The board as a few nodes: the cached bare board, the highlights under
 * the pieces and the marks over them each in a cairo node only as large
 * as the squares they touch, and the pieces as cached image nodes.  The
 * order and the pixels are those of drawing it all in one go. */
static void
chimera_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  if (!self->has_pos || w <= 0 || h <= 0)
    return;
  update_transform (self);

  Palette pal;
  get_palette (self, &pal);
  gtk_snapshot_append_node (snapshot, get_board_node (self, &pal));

  int sqs[2 * CE_NSQ + 8];
  graphene_rect_t box;
  /* The pulse sends a ring out beyond the changed zelig's square. */
  if (squares_box (self, sqs, under_squares (self, sqs), 0.25, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      draw_highlights (self, cr, &pal);
      draw_marks (self, cr, &pal, CHIMERA_BOARD_MARK_TINT);
      draw_cursor (self, cr, &pal);
      draw_power_rings (self, cr, &pal);
      cairo_destroy (cr);
    }

  draw_pieces (self, snapshot);

  if (squares_box (self, sqs, over_squares (self, sqs), 0.25, &box))
    {
      cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &box);
      draw_power_badges (self, cr, &pal);
      draw_marks (self, cr, &pal, CHIMERA_BOARD_MARK_RING);
      draw_targets (self, cr, &pal);
      draw_hint (self, cr, &pal);
      cairo_destroy (cr);
    }
  if (self->dragging && self->selected >= 0)
    {
      /* Dragged off the board, the piece stops at the widget's edge, as
       * everything else the board draws does. */
      gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
      append_piece (self, snapshot, self->pos.board[self->selected], self->drag_x, self->drag_y,
                    piece_size (self), 1);
      gtk_snapshot_pop (snapshot);
    }
}

/* ---- Accessibility ---- */

/* What a square holds and how it stands, as "e4, white pawn, legal
 * target"; for the board's label (its keyboard cursor) and the cells. */
static char *
square_label (ChimeraBoardView *self, int sq)
{
  char name[8];
  ce_square_name (sq, name);
  CePiece p = self->pos.board[sq];
  const char *what
    = p ? chimera_piece_with_color (self->pos.v->def->types[CE_TYPE (p)].name, CE_COLOR (p))
        : _ ("empty");
  const char *state = sq == self->selected   ? _ (", selected")
                      : is_target (self, sq) ? _ (", legal target")
                                             : "";
  /* The mark says something the insignia alone does not. */
  static const char *const changes[] = {
    [POWER_SAME] = "",
    [POWER_ROSE] = N_ (", power just rose"),
    [POWER_FELL] = N_ (", power just fell"),
    [POWER_SIDEWAYS] = N_ (", power just changed"),
  };
  PowerChange change = self->power_change[sq];
  CeMove m = self->last_move;
  gboolean last
    = m != CE_MOVE_NONE
      && (ce_move_to (m) == sq || (ce_move_kind (m) != CE_MOVE_DROP && ce_move_from (m) == sq));
  return g_strdup_printf ("%s, %s%s%s%s", name, what, change ? _ (changes[change]) : "",
                          last ? _ (", last move") : "", state);
}

/* Puts the cells in reading order as the board is seen: the top row first,
 * left to right. */
static void
order_cells (ChimeraBoardView *self)
{
  const CeVariant *v = self->cells_for;
  if (!v)
    return;
  /* The chooser stays the first child: tools and tests look for it there. */
  GtkWidget *prev = self->popover;
  for (int row = 0; row < v->ranks; row++)
    for (int col = 0; col < v->files; col++)
      {
        int rank = self->flipped ? row : v->ranks - 1 - row;
        int file = self->flipped ? v->files - 1 - col : col;
        int sq = CE_SQ (file, rank);
        if (!v->on_board[sq])
          continue;
        gtk_widget_insert_after (self->cells[sq], GTK_WIDGET (self), prev);
        prev = self->cells[sq];
      }
}

static void
clear_cells (ChimeraBoardView *self)
{
  if (!self->cells_for)
    return;
  /* The relation must not outlive the cell it names. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
  for (int k = 0; k < self->cells_for->nsquares; k++)
    g_clear_pointer (&self->cells[self->cells_for->squares[k]], gtk_widget_unparent);
  self->cells_for = NULL;
}

/* One cell per real square of the variant shown (the Diamond's 40, none
 * for the Lake), made again only when the variant changes. */
static void
ensure_cells (ChimeraBoardView *self)
{
  const CeVariant *v = self->pos.v;
  if (self->cells_for == v)
    return;
  clear_cells (self);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      ChimeraBoardCell *cell = g_object_new (CHIMERA_TYPE_BOARD_CELL, NULL);
      cell->sq = sq;
      self->cells[sq] = GTK_WIDGET (cell);
      gtk_widget_set_parent (self->cells[sq], GTK_WIDGET (self));
    }
  self->cells_for = v;
  order_cells (self);
}

/* Brings the board's label (the cursor's square) and every cell's label
 * and state up to date: called when the position, the selection or the
 * cursor changes, never while drawing. */
static void
update_accessible_label (ChimeraBoardView *self)
{
  if (!self->has_pos)
    return;
  ensure_cells (self);
  const CeVariant *v = self->pos.v;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      ChimeraBoardCell *cell = CHIMERA_BOARD_CELL (self->cells[sq]);
      gboolean fresh = cell->label == NULL;
      g_autofree char *label = square_label (self, sq);
      if (g_strcmp0 (label, cell->label) != 0)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
          g_free (cell->label);
          cell->label = g_steal_pointer (&label);
        }
      gboolean selected = sq == self->selected;
      if (selected != cell->selected || fresh)
        gtk_accessible_update_state (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                     -1);
      cell->selected = selected;
    }

  g_autofree char *label = NULL;
  if (is_square (self, self->cursor))
    {
      label = square_label (self, self->cursor);
      /* Focus stays on the board; this tells ATs which cell it is on. */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                      self->cells[self->cursor], -1);
    }
  else
    /* Translators: the accessible name of the board, e.g. "Zone X board". */
    label = g_strdup_printf (_ ("%s board"), chimera_variant_name (self->pos.v));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Lays each cell over its square: the box of a square board's or the
 * Diamond's square; on the turned Diagonal board the upright box of the
 * square's width centred on it, which stays inside the square's neighbours. */
static void
allocate_cells (ChimeraBoardView *self)
{
  const CeVariant *v = self->cells_for;
  if (!v || !self->has_pos)
    return;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      double x, y, w, h;
      if (self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL)
        {
          chimera_board_transform_square_center (&self->tf, sq, &x, &y);
          w = h = self->tf.square;
          x -= w / 2;
          y -= h / 2;
        }
      else
        chimera_board_transform_square_bounds (&self->tf, sq, &x, &y, &w, &h);
      GtkAllocation a;
      a.x = (int) round (x);
      a.y = (int) round (y);
      a.width = MAX (0, (int) round (x + w) - a.x);
      a.height = MAX (0, (int) round (y + h) - a.y);
      int min, nat;
      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (self->cells[sq], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (self->cells[sq], GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (self->cells[sq], &a, -1);
    }
}

/* ---- Selection and moves ---- */

static void
set_pointer (ChimeraBoardView *self, const char *name)
{
  if (g_strcmp0 (self->pointer_name, name) == 0)
    return;
  self->pointer_name = name;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
close_chooser (ChimeraBoardView *self)
{
  self->n_choices = 0;
  if (self->popover && gtk_widget_get_visible (self->popover))
    gtk_popover_popdown (GTK_POPOVER (self->popover));
}

static void
deselect (ChimeraBoardView *self)
{
  if (self->selected < 0 && !self->drop_type && !self->dragging)
    return;
  self->selected = -1;
  self->drop_type = 0;
  self->dragging = FALSE;
  self->deselect_on_release = FALSE;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_square (ChimeraBoardView *self, int sq)
{
  self->selected = sq;
  self->drop_type = 0;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
emit_move (ChimeraBoardView *self, CeMove m, gboolean by_drag)
{
  self->selected = -1;
  self->drop_type = 0;
  self->dragging = FALSE;
  self->deselect_on_release = FALSE;
  self->n_choices = 0;
  self->emitted = m;
  self->emitted_by_drag = by_drag;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, (guint) m);
}

static char *
piece_title (ChimeraBoardView *self, int type)
{
  const char *name = self->pos.v->def->types[type].name;
  /* Zelig powers follow the square; the chooser offers the checker. */
  return g_strdup (chimera_piece_title (g_str_has_prefix (name, "zelig") ? "zelig" : name));
}

static void
draw_choice (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ChimeraBoardView *self = data;
  if (!self->has_pos)
    return;
  guint pieces = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "pieces"));
  int n = pieces >> 8 ? 2 : 1, size = MIN (width / n, height);
  for (int i = 0; i < n; i++)
    {
      CePiece p = (pieces >> (8 * i)) & 0xff;
      draw_piece (self, cr, p, width / 2.0 + (i - (n - 1) / 2.0) * size, height / 2.0, size, 1);
    }
}

static void
choice_clicked (GtkButton *button, ChimeraBoardView *self)
{
  chimera_board_view_choose (
    self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice-index")));
}

static void
popover_closed (GtkPopover *popover, ChimeraBoardView *self)
{
  (void) popover;
  /* Closed without a choice (Escape, a click elsewhere): nothing moves. */
  if (self->n_choices)
    {
      self->n_choices = 0;
      deselect (self);
    }
}

static CePiece
find_rook (ChimeraBoardView *self, CeMove castle)
{
  /* The castling partner: the first own piece beyond the king on the side
   * it moves towards. */
  int from = ce_move_from (castle), to = ce_move_to (castle);
  int dir = CE_FILE (to) > CE_FILE (from) ? 1 : -1;
  for (int f = CE_FILE (from) + dir; f >= 0 && f < self->pos.v->files; f += dir)
    {
      CePiece p = self->pos.board[CE_SQ (f, CE_RANK (from))];
      if (p)
        return p;
    }
  return 0;
}

static void
open_chooser (ChimeraBoardView *self, const CeMove *moves, guint n, int to, gboolean by_drag)
{
  memcpy (self->choices, moves, n * sizeof *moves);
  self->n_choices = n;
  self->choice_by_drag = by_drag;

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < n; i++)
    {
      CeMove m = moves[i];
      GtkWidget *button = gtk_button_new ();
      GtkWidget *area = gtk_drawing_area_new ();
      guint pieces;
      g_autofree char *title = NULL;
      int side = self->pos.side;
      if (ce_move_kind (m) == CE_MOVE_CASTLE || (n == 2 && !ce_move_type (m)))
        {
          /* ZigZag's one-square castle against the plain king step. */
          CePiece king = self->pos.board[ce_move_from (m)];
          gboolean castle = ce_move_kind (m) == CE_MOVE_CASTLE;
          pieces = king | (castle ? (guint) find_rook (self, m) << 8 : 0);
          title = g_strdup (castle ? _ ("Castle") : _ ("King step"));
          GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area),
                                              CHOICE_SIZE * (pieces >> 8 ? 2 : 1));
          gtk_box_append (GTK_BOX (vbox), area);
          gtk_box_append (GTK_BOX (vbox), gtk_label_new (title));
          gtk_button_set_child (GTK_BUTTON (button), vbox);
        }
      else
        {
          int type = ce_move_type (m);
          pieces = CE_PIECE (side, type);
          title = piece_title (self, type);
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), CHOICE_SIZE);
          gtk_button_set_child (GTK_BUTTON (button), area);
          gtk_widget_set_tooltip_text (button, title);
        }
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), CHOICE_SIZE);
      g_object_set_data (G_OBJECT (area), "pieces", GUINT_TO_POINTER (pieces));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_choice, self, NULL);
      gtk_widget_add_css_class (button, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
      g_object_set_data (G_OBJECT (button), "choice-index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (self->popover), box);

  update_transform (self);
  double x, y, w, h;
  chimera_board_transform_square_bounds (&self->tf, to, &x, &y, &w, &h);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover),
                               &(GdkRectangle){ (int) x, (int) y, (int) w, (int) h });
  /* Open away from the nearer edge so the popover covers the board, not
   * nothing. */
  gtk_popover_set_position (
    GTK_POPOVER (self->popover),
    y + h / 2 < gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 ? GTK_POS_BOTTOM : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (self->popover));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Plays the selected piece (or the drop under way) to `to`: one legal move
 * is emitted, several open the chooser, none just deselect. */
static void
try_move (ChimeraBoardView *self, int to, gboolean by_drag)
{
  CeMove moves[MAX_CHOICES];
  guint n = collect_moves (self, to, moves);
  if (n == 0)
    deselect (self);
  else if (n == 1)
    emit_move (self, moves[0], by_drag);
  else
    open_chooser (self, moves, n, to, by_drag);
}

/* The primary button went down on `sq` (-1: off the board). */
static void
press_square (ChimeraBoardView *self, int sq)
{
  self->press_sq = -1;
  self->deselect_on_release = FALSE;
  if (!self->has_pos || !self->interactive || self->n_choices)
    return;
  if (!is_square (self, sq))
    {
      deselect (self);
      return;
    }
  if (self->drop_type)
    {
      if (is_target (self, sq))
        {
          try_move (self, sq, FALSE);
          return;
        }
      /* Anywhere else ends the drop; a click on an own piece still selects it. */
      self->drop_type = 0;
      update_accessible_label (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  else if (self->selected >= 0)
    {
      if (is_target (self, sq))
        {
          try_move (self, sq, FALSE);
          return;
        }
      if (sq == self->selected)
        {
          /* Deselect on release, unless the press starts a drag. */
          self->press_sq = sq;
          self->deselect_on_release = TRUE;
          return;
        }
    }
  if (own_piece (self, sq))
    {
      select_square (self, sq);
      self->press_sq = sq;
    }
  else
    deselect (self);
}

static void
release_square (ChimeraBoardView *self, int sq)
{
  if (self->deselect_on_release && sq == self->press_sq)
    deselect (self);
  self->deselect_on_release = FALSE;
  self->press_sq = -1;
}

static void
activate_square (ChimeraBoardView *self, int sq)
{
  press_square (self, sq);
  release_square (self, sq);
}

/* ---- Input ---- */

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, ChimeraBoardView *self)
{
  (void) gesture;
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->cursor_shown)
    {
      self->cursor_shown = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->drag_x0 = self->drag_x = x;
  self->drag_y0 = self->drag_y = y;
  self->dragging = FALSE;
  update_transform (self);
  press_square (self, self->has_pos ? chimera_board_transform_hit (&self->tf, x, y, on_board (self))
                                    : -1);
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  (void) gesture;
  self->drag_x = self->drag_x0 + dx;
  self->drag_y = self->drag_y0 + dy;
  if (!self->dragging)
    {
      if (self->press_sq < 0 || self->press_sq != self->selected
          || !gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->drag_x0, (int) self->drag_y0,
                                        (int) self->drag_x, (int) self->drag_y))
        return;
      self->dragging = TRUE;
      self->deselect_on_release = FALSE;
      set_pointer (self, "grabbing");
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  (void) gesture;
  double x = self->drag_x0 + dx, y = self->drag_y0 + dy;
  update_transform (self);
  int sq = self->has_pos ? chimera_board_transform_hit (&self->tf, x, y, on_board (self)) : -1;
  if (!self->dragging)
    {
      release_square (self, sq);
      return;
    }
  self->dragging = FALSE;
  self->press_sq = -1;
  set_pointer (self, NULL);
  if (sq >= 0 && self->selected >= 0 && is_target (self, sq))
    try_move (self, sq, TRUE);
  else if (sq != self->selected)
    deselect (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, ChimeraBoardView *self)
{
  (void) gesture;
  (void) sequence;
  if (self->dragging)
    {
      self->dragging = FALSE;
      set_pointer (self, NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
secondary_pressed (GtkGestureClick *gesture, int n, double x, double y, ChimeraBoardView *self)
{
  (void) gesture;
  (void) n;
  (void) x;
  (void) y;
  deselect (self);
}

static void
motion (GtkEventControllerMotion *controller, double x, double y, ChimeraBoardView *self)
{
  (void) controller;
  if (self->dragging)
    return;
  const char *name = NULL;
  if (self->has_pos && self->interactive)
    {
      update_transform (self);
      int sq = chimera_board_transform_hit (&self->tf, x, y, on_board (self));
      if (sq >= 0 && (is_target (self, sq) || (own_piece (self, sq) && has_moves_from (self, sq))))
        name = "pointer";
    }
  set_pointer (self, name);
}

static void
move_cursor (ChimeraBoardView *self, int df, int dr)
{
  const CeVariant *v = self->pos.v;
  if (self->flipped)
    {
      df = -df;
      dr = -dr;
    }
  if (!is_square (self, self->cursor))
    self->cursor = v->squares[0];
  else if (self->cursor_shown)
    {
      /* Skip holes (the Lake) on the way; stop at the edge. */
      int f = CE_FILE (self->cursor), r = CE_RANK (self->cursor);
      for (f += df, r += dr; f >= 0 && r >= 0 && f < v->files && r < v->ranks; f += df, r += dr)
        if (v->on_board[CE_SQ (f, r)])
          {
            self->cursor = CE_SQ (f, r);
            break;
          }
    }
  /* The first key press only shows where the cursor is. */
  self->cursor_shown = TRUE;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint keyval,
             guint keycode,
             GdkModifierType state,
             ChimeraBoardView *self)
{
  (void) controller;
  (void) keycode;
  if (!self->has_pos || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
      case GDK_KEY_Up:
      case GDK_KEY_KP_Up: move_cursor (self, 0, 1); return TRUE;
      case GDK_KEY_Down:
      case GDK_KEY_KP_Down: move_cursor (self, 0, -1); return TRUE;
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return TRUE;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return TRUE;
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
      case GDK_KEY_ISO_Enter:
      case GDK_KEY_space:
      case GDK_KEY_KP_Space:
        if (!self->cursor_shown || !is_square (self, self->cursor))
          {
            move_cursor (self, 0, 0);
            return TRUE;
          }
        activate_square (self, self->cursor);
        update_accessible_label (self);
        return TRUE;
      case GDK_KEY_Escape:
        if (self->selected >= 0 || self->drop_type)
          {
            deselect (self);
            return TRUE;
          }
        return FALSE;
      default: return FALSE;
    }
}

static void
focus_changed (GtkEventControllerFocus *controller, ChimeraBoardView *self)
{
  (void) controller;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Animation ---- */

static void
animation_value (double value, gpointer data)
{
  ChimeraBoardView *self = data;
  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
animation_done (AdwAnimation *animation, ChimeraBoardView *self)
{
  (void) animation;
  self->animating = FALSE;
  self->n_slides = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
stop_animation (ChimeraBoardView *self)
{
  if (self->animating)
    adw_animation_skip (self->animation);
  self->animating = FALSE;
  self->n_slides = 0;
}

/* Works out which pieces glide where: the mover, and for castling its
 * partner (whatever own piece left one square and arrived on another). */
static void
start_animation (ChimeraBoardView *self, const CePosition *old, CeMove m)
{
  int from = ce_move_from (m), to = ce_move_to (m);
  const CePosition *pos = &self->pos;
  if (ce_move_kind (m) == CE_MOVE_DROP || from == to || !old->board[from] || !pos->board[to]
      || CE_COLOR (old->board[from]) != CE_COLOR (pos->board[to]))
    return;
  self->n_slides = 0;
  self->slides[self->n_slides++] = (Slide){ from, to };
  int left, arrived;
  if (find_partner (old, pos, m, &left, &arrived))
    self->slides[self->n_slides++] = (Slide){ left, arrived };

  memcpy (self->old_board, old->board, sizeof self->old_board);
  self->progress = 0;
  self->animating = TRUE;
  adw_animation_play (self->animation);
}

/* ---- Zelig powers changed by the last move ---- */

static void
pulse_value (double value, gpointer data)
{
  ChimeraBoardView *self = data;
  self->pulse_t = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
clear_power_changes (ChimeraBoardView *self)
{
  if (self->pulse)
    adw_animation_skip (self->pulse);
  memset (self->power_change, 0, sizeof self->power_change);
  self->n_power_changes = 0;
}

/* Marks the zeligs whose power `m` changed, moving from `old` to the
 * position now shown, except the mover (its insignia already shows its new
 * power) and a castling partner.  Only when the new position is `old` with
 * `m` made: going back in the game, forward by several moves or to a new
 * game changes powers that no single move on the screen explains. */
static void
mark_power_changes (ChimeraBoardView *self,
                    const CePosition *old,
                    const CeMoveList *old_legal,
                    CeMove m)
{
  const CePosition *pos = &self->pos;
  const CeVariant *v = pos->v;
  clear_power_changes (self);
  if (m == CE_MOVE_NONE || old->v != v || ce_move_kind (m) == CE_MOVE_DROP)
    return;

  /* Cheap tests first: any zelig at all, and `m` legal where it was made. */
  gboolean zeligs = FALSE;
  for (int k = 0; k < v->nsquares && !zeligs; k++)
    zeligs = is_zelig (v, pos->board[v->squares[k]]);
  gboolean legal = FALSE;
  for (int i = 0; i < old_legal->count && !legal; i++)
    legal = old_legal->moves[i] == m;
  if (!zeligs || !legal)
    return;
  CePosition *after = g_memdup2 (old, sizeof *old);
  CeUndo u;
  ce_make (after, m, &u);
  gboolean follows = after->side == pos->side && after->key == pos->key
                     && memcmp (after->board, pos->board, sizeof pos->board) == 0;
  g_free (after);
  if (!follows)
    return;

  int from = ce_move_from (m), to = ce_move_to (m), left = -1, arrived = -1;
  find_partner (old, pos, m, &left, &arrived);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      CePiece a = old->board[sq], b = pos->board[sq];
      if (sq == from || sq == to || sq == arrived || a == b || !is_zelig (v, a) || !is_zelig (v, b)
          || CE_COLOR (a) != CE_COLOR (b))
        continue;
      int gain = v->def->types[CE_TYPE (b)].value - v->def->types[CE_TYPE (a)].value;
      self->power_change[sq] = gain >= POWER_ARROW_STEP    ? POWER_ROSE
                               : gain <= -POWER_ARROW_STEP ? POWER_FELL
                                                           : POWER_SIDEWAYS;
      self->n_power_changes++;
    }
}

/* ---- GObject ---- */

static void
chimera_board_view_measure (GtkWidget *widget,
                            GtkOrientation orientation,
                            int for_size,
                            int *minimum,
                            int *natural,
                            int *minimum_baseline,
                            int *natural_baseline)
{
  (void) widget;
  (void) orientation;
  (void) for_size;
  *minimum = 160;
  *natural = 480;
  *minimum_baseline = *natural_baseline = -1;
}

static void
chimera_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (widget);
  (void) width;
  (void) height;
  (void) baseline;
  update_transform (self);
  allocate_cells (self);
  if (self->popover)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
chimera_board_view_dispose (GObject *object)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  if (self->animation)
    {
      /* Skipping runs "done" now, while the view is still whole. */
      adw_animation_skip (self->animation);
      g_clear_object (&self->animation);
    }
  if (self->pulse)
    {
      adw_animation_skip (self->pulse);
      g_clear_object (&self->pulse);
    }
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  clear_cells (self);
  clear_paths (self);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  g_clear_pointer (&self->piece_nodes, g_hash_table_unref);
  G_OBJECT_CLASS (chimera_board_view_parent_class)->dispose (object);
}

static void
chimera_board_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  switch (id)
    {
      case PROP_FLIPPED: g_value_set_boolean (value, self->flipped); break;
      case PROP_INTERACTIVE: g_value_set_boolean (value, self->interactive); break;
      case PROP_ANIMATE: g_value_set_boolean (value, self->animate); break;
      case PROP_THEME: g_value_set_enum (value, self->theme); break;
      case PROP_PIECE_SCALE: g_value_set_double (value, self->piece_scale); break;
      case PROP_SHOW_COORDINATES: g_value_set_boolean (value, self->show_coordinates); break;
      case PROP_SHOW_LEGAL_MOVES: g_value_set_boolean (value, self->show_legal_moves); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_board_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  switch (id)
    {
      case PROP_FLIPPED: chimera_board_view_set_flipped (self, g_value_get_boolean (value)); break;
      case PROP_INTERACTIVE:
        chimera_board_view_set_interactive (self, g_value_get_boolean (value));
        break;
      case PROP_ANIMATE: chimera_board_view_set_animate (self, g_value_get_boolean (value)); break;
      case PROP_THEME: chimera_board_view_set_theme (self, g_value_get_enum (value)); break;
      case PROP_PIECE_SCALE:
        chimera_board_view_set_piece_scale (self, g_value_get_double (value));
        break;
      case PROP_SHOW_COORDINATES:
        chimera_board_view_set_show_coordinates (self, g_value_get_boolean (value));
        break;
      case PROP_SHOW_LEGAL_MOVES:
        chimera_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
        break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_board_view_class_init (ChimeraBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chimera_board_view_dispose;
  object_class->get_property = chimera_board_view_get_property;
  object_class->set_property = chimera_board_view_set_property;
  widget_class->snapshot = chimera_board_view_snapshot;
  widget_class->measure = chimera_board_view_measure;
  widget_class->size_allocate = chimera_board_view_size_allocate;

  props[PROP_FLIPPED]
    = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_INTERACTIVE]
    = g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_ANIMATE]
    = g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_THEME]
    = g_param_spec_enum ("theme", NULL, NULL, CHIMERA_TYPE_BOARD_THEME, CHIMERA_BOARD_THEME_BROWN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_PIECE_SCALE] = g_param_spec_double (
    "piece-scale", NULL, NULL, CHIMERA_BOARD_PIECE_SCALE_MIN, CHIMERA_BOARD_PIECE_SCALE_MAX, 1.0,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SHOW_COORDINATES]
    = g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SHOW_LEGAL_MOVES]
    = g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[MOVE_REQUESTED]
    = g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "chimera-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
chimera_board_view_init (ChimeraBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->interactive = TRUE;
  self->animate = TRUE;
  self->theme = CHIMERA_BOARD_THEME_BROWN;
  self->piece_scale = 1.0;
  self->show_coordinates = TRUE;
  self->show_legal_moves = TRUE;
  self->selected = -1;
  self->press_sq = -1;
  self->cursor = -1;
  self->cache = chimera_piece_cache_get_default ();

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drag));

  GtkGesture *secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (secondary));

  GtkEventController *motion_ctl = gtk_event_controller_motion_new ();
  g_signal_connect (motion_ctl, "motion", G_CALLBACK (motion), self);
  gtk_widget_add_controller (widget, motion_ctl);

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (widget, focus);

  self->popover = gtk_popover_new ();
  gtk_widget_set_parent (self->popover, widget);
  g_signal_connect (self->popover, "closed", G_CALLBACK (popover_closed), self);

  self->animation = adw_timed_animation_new (
    widget, 0, 1, ANIMATION_MS, adw_callback_animation_target_new (animation_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (animation_done), self);

  self->pulse_t = 1;
  self->pulse = adw_timed_animation_new (
    widget, 0, 1, PULSE_MS, adw_callback_animation_target_new (pulse_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->pulse), ADW_LINEAR);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* ---- Public API ---- */

GtkWidget *
chimera_board_view_new (void)
{
  return g_object_new (CHIMERA_TYPE_BOARD_VIEW, NULL);
}

const CePosition *
chimera_board_view_get_position (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), NULL);
  return self->pos.v ? &self->pos : NULL;
}

void
chimera_board_view_set_position (ChimeraBoardView *self, const CePosition *pos, CeMove last_move)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL && pos->v != NULL);

  gboolean had = self->has_pos;
  /* CePosition is a few kilobytes: keep the old one only as long as needed. */
  CePosition *old = had ? g_memdup2 (&self->pos, sizeof self->pos) : NULL;
  /* The window shows the same position again when other state changes (the
   * computer starts thinking right after the person's move): that must not
   * cut the move's animation short or take the marks away. */
  gboolean again = old && old->v == pos->v && last_move == self->last_move && old->side == pos->side
                   && old->key == pos->key && old->ply == pos->ply
                   && memcmp (old->board, pos->board, sizeof pos->board) == 0;

  if (!again)
    stop_animation (self);
  close_chooser (self);
  self->pos = *pos;
  self->has_pos = TRUE;
  self->last_move = last_move;
  self->hint = CE_MOVE_NONE;
  self->selected = -1;
  self->drop_type = 0;
  self->dragging = FALSE;
  self->deselect_on_release = FALSE;
  self->press_sq = -1;

  if (!old)
    clear_power_changes (self);
  else if (!again)
    /* self->legal still holds the moves of the old position. */
    mark_power_changes (self, old, &self->legal, last_move);

  CePosition scratch = *pos;
  self->legal.count = ce_generate_legal (&scratch, self->legal.moves);
  self->in_check = ce_in_check (pos);

  if (!is_square (self, self->cursor) || (old && old->v != pos->v))
    self->cursor
      = is_square (self, pos->king[pos->side]) ? pos->king[pos->side] : pos->v->squares[0];

  gboolean dragged = self->emitted_by_drag && self->emitted == last_move;
  if (!again && old && old->v == pos->v && self->animate && last_move != CE_MOVE_NONE && !dragged)
    start_animation (self, old, last_move);
  if (!again && self->n_power_changes && self->animate)
    adw_animation_play (self->pulse);
  self->emitted = CE_MOVE_NONE;
  self->emitted_by_drag = FALSE;
  g_free (old);

  update_transform (self);
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_board_view_set_flipped (ChimeraBoardView *self, gboolean flipped)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  close_chooser (self);
  update_transform (self);
  /* The cells move with their squares, and their order (which screen
   * readers follow) with the board; reordering children queues a resize,
   * so it must not wait for size_allocate (GTK would then draw ancestors
   * it has not allocated). */
  order_cells (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FLIPPED]);
}

gboolean
chimera_board_view_get_flipped (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
chimera_board_view_set_interactive (ChimeraBoardView *self, gboolean interactive)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    {
      close_chooser (self);
      deselect (self);
      set_pointer (self, NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_INTERACTIVE]);
}

void
chimera_board_view_set_animate (ChimeraBoardView *self, gboolean animate)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  if (!animate)
    {
      stop_animation (self);
      adw_animation_skip (self->pulse);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATE]);
}

void
chimera_board_view_set_theme (ChimeraBoardView *self, ChimeraBoardTheme theme)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_return_if_fail (theme >= CHIMERA_BOARD_THEME_BROWN && theme <= CHIMERA_BOARD_THEME_GREY);
  if (self->theme == theme)
    return;
  self->theme = theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
}

ChimeraBoardTheme
chimera_board_view_get_theme (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), CHIMERA_BOARD_THEME_BROWN);
  return self->theme;
}

void
chimera_board_view_set_piece_scale (ChimeraBoardView *self, double scale)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  scale = CLAMP (scale, CHIMERA_BOARD_PIECE_SCALE_MIN, CHIMERA_BOARD_PIECE_SCALE_MAX);
  if (self->piece_scale == scale)
    return;
  self->piece_scale = scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PIECE_SCALE]);
}

double
chimera_board_view_get_piece_scale (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 1.0);
  return self->piece_scale;
}

int
chimera_board_view_get_piece_size (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 0);
  if (!self->has_pos)
    return 0;
  update_transform (self);
  return piece_size (self);
}

void
chimera_board_view_set_show_coordinates (ChimeraBoardView *self, gboolean show)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_COORDINATES]);
}

gboolean
chimera_board_view_get_show_coordinates (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->show_coordinates;
}

void
chimera_board_view_set_show_legal_moves (ChimeraBoardView *self, gboolean show)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  show = !!show;
  if (self->show_legal_moves == show)
    return;
  self->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
chimera_board_view_get_show_legal_moves (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal_moves;
}

gboolean
chimera_board_view_get_animate (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->animate;
}

void
chimera_board_view_set_hint (ChimeraBoardView *self, CeMove move)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  self->hint = move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_board_view_begin_drop (ChimeraBoardView *self, int type)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  if (!self->has_pos || !self->interactive || type < 0 || type >= CE_MAX_TYPES)
    return;
  close_chooser (self);
  self->selected = -1;
  self->dragging = FALSE;
  self->drop_type = 0;
  if (type)
    for (int i = 0; i < self->legal.count; i++)
      if (ce_move_kind (self->legal.moves[i]) == CE_MOVE_DROP
          && ce_move_type (self->legal.moves[i]) == type)
        {
          self->drop_type = type;
          break;
        }
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_board_view_set_marks (ChimeraBoardView *self, const guint8 *marks)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  if (marks)
    memcpy (self->marks, marks, sizeof self->marks);
  else
    memset (self->marks, 0, sizeof self->marks);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint8
chimera_board_view_get_mark (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 0);
  return sq >= 0 && sq < CE_NSQ ? self->marks[sq] : 0;
}

gboolean
chimera_board_view_square_center (ChimeraBoardView *self, int sq, double *x, double *y)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  if (!is_square (self, sq))
    return FALSE;
  update_transform (self);
  double cx, cy;
  chimera_board_transform_square_center (&self->tf, sq, &cx, &cy);
  if (x)
    *x = cx;
  if (y)
    *y = cy;
  return TRUE;
}

void
chimera_board_view_click (ChimeraBoardView *self, double x, double y)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_signal_emit_by_name (self->drag, "drag-begin", x, y);
  g_signal_emit_by_name (self->drag, "drag-end", 0.0, 0.0);
}

gboolean
chimera_board_view_click_square (ChimeraBoardView *self, int sq)
{
  double x, y;
  if (!chimera_board_view_square_center (self, sq, &x, &y))
    return FALSE;
  chimera_board_view_click (self, x, y);
  return TRUE;
}

guint
chimera_board_view_get_choice_count (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 0);
  return self->n_choices;
}

CeMove
chimera_board_view_get_choice (ChimeraBoardView *self, guint index)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), CE_MOVE_NONE);
  return index < self->n_choices ? self->choices[index] : CE_MOVE_NONE;
}

void
chimera_board_view_choose (ChimeraBoardView *self, guint index)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  if (index >= self->n_choices)
    return;
  CeMove m = self->choices[index];
  gboolean by_drag = self->choice_by_drag;
  /* Clear first so the popover's "closed" does not read this as a cancel. */
  self->n_choices = 0;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  emit_move (self, m, by_drag);
}

int
chimera_board_view_get_selected (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), -1);
  return self->selected;
}

int
chimera_board_view_get_cursor (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), -1);
  return self->cursor;
}

GtkWidget *
chimera_board_view_get_cell (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), NULL);
  return is_square (self, sq) && self->cells_for == self->pos.v ? self->cells[sq] : NULL;
}

guint
chimera_board_view_get_changed_count (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 0);
  return self->n_power_changes;
}

gboolean
chimera_board_view_get_power_changed (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return sq >= 0 && sq < CE_NSQ && self->power_change[sq] != POWER_SAME;
}
