/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's accessible cells: what assistive technologies see of the
 * squares and pieces the board draws.
 */
#include "config.h"

#include "board-cells.h"

#include <glib/gi18n.h>
#include <math.h>

#include "variant-words.h"
#include "movegen.h"
#include "piece-describe.h"

/* A square as the accessibility tree sees it.  It draws nothing (the board
 * draws everything and never snapshots it), takes no pointer input and no
 * focus: it only carries its square's role, label and selected state.
 * GtkWidget itself is abstract, hence this tiny subclass. */
struct _ChimeraBoardCell
{
  GtkWidget parent_instance;
  int sq;
  /* What was last told to the AT context: telling it again would make
   * AT-SPI announce a change that is none. */
  char *label;
  /* The same for the description: how its piece moves. */
  char *description;
  gboolean selected;
};

G_DEFINE_FINAL_TYPE (ChimeraBoardCell, chimera_board_cell, GTK_TYPE_WIDGET)

static void
chimera_board_cell_finalize (GObject *object)
{
  g_free (CHIMERA_BOARD_CELL (object)->label);
  g_free (CHIMERA_BOARD_CELL (object)->description);
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

/* True if the promotion squares of `color` are the far rank and only it,
 * as in orthodox chess: then they go without saying. */
static gboolean
promotes_on_far_rank (const CeVariant *v, int color)
{
  int far = color == CE_WHITE ? v->ranks - 1 : 0;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if ((ce_variant_promotion_types (v, color, sq) != 0) != (CE_RANK (sq) == far))
        return FALSE;
    }
  return TRUE;
}

/* What the rules say of `sq` that its piece does not: the king in check,
 * and the variant's special squares (Zone X's zone, the Diagonal flag
 * square, promotion squares where they are not simply the far rank, as on
 * the Diagonal and Diamond boards), all from the variant's definition; ""
 * if nothing. */
char *
chimera_square_facts (const CePosition *pos, int sq)
{
  const CeVariant *v = pos->v;
  GString *s = g_string_new (NULL);
  if (pos->king[pos->side] == sq && pos->board[sq] && ce_in_check (pos))
    g_string_append (s, _ (", in check"));
  if (ce_variant_is_zone (v, sq))
    g_string_append (s, _ (", zone square"));
  gboolean white_flag = ce_variant_flag_square (v, CE_WHITE) == sq;
  gboolean black_flag = ce_variant_flag_square (v, CE_BLACK) == sq;
  if (white_flag)
    g_string_append (s, _ (", a white pawn reaching it wins"));
  if (black_flag)
    g_string_append (s, _ (", a black pawn reaching it wins"));
  if (!white_flag && !black_flag)
    {
      gboolean white
        = ce_variant_promotion_types (v, CE_WHITE, sq) != 0 && !promotes_on_far_rank (v, CE_WHITE);
      gboolean black
        = ce_variant_promotion_types (v, CE_BLACK, sq) != 0 && !promotes_on_far_rank (v, CE_BLACK);
      if (white && black)
        g_string_append (s, _ (", promotion square for both sides"));
      else if (white)
        g_string_append (s, _ (", promotion square for White"));
      else if (black)
        g_string_append (s, _ (", promotion square for Black"));
    }
  return g_string_free (s, FALSE);
}

/* What a square holds and how it stands, as "e4, white pawn, legal
 * target"; for the board's label (its keyboard cursor) and the cells. */
static char *
square_label (ChimeraBoardScene *scene, int sq)
{
  const CePosition *pos = chimera_board_scene_get_position (scene);
  char name[8];
  ce_square_name (sq, name);
  CePiece p = pos->board[sq];
  const char *what
    = p ? chimera_piece_type_with_color (pos->v, CE_TYPE (p), CE_COLOR (p)) : _ ("empty");
  const char *state = sq == chimera_board_scene_get_selected (scene) ? _ (", selected")
                      : chimera_board_scene_is_target (scene, sq)    ? _ (", legal target")
                                                                     : "";
  /* The mark says something the insignia alone does not. */
  static const char *const changes[] = {
    [CHIMERA_BOARD_POWER_SAME] = "",
    [CHIMERA_BOARD_POWER_ROSE] = N_ (", power just rose"),
    [CHIMERA_BOARD_POWER_FELL] = N_ (", power just fell"),
    [CHIMERA_BOARD_POWER_SIDEWAYS] = N_ (", power just changed"),
  };
  ChimeraBoardPowerChange change = chimera_board_scene_get_power_change (scene, sq);
  CeMove m = chimera_board_scene_get_last_move (scene);
  gboolean last
    = m != CE_MOVE_NONE
      && (ce_move_to (m) == sq || (ce_move_kind (m) != CE_MOVE_DROP && ce_move_from (m) == sq));
  g_autofree char *drawn
    = chimera_annotations_describe_square (chimera_board_scene_get_annotations (scene), sq);
  g_autofree char *facts = chimera_square_facts (pos, sq);
  return g_strdup_printf ("%s, %s%s%s%s%s%s", name, what, facts, change ? _ (changes[change]) : "",
                          last ? _ (", last move") : "", state, drawn);
}

/* How the piece on `sq` moves, and a zelig's power and why, as the
 * accessible description that follows the name ("" for an empty square):
 * a screen reader says it after the square's name, as a tooltip shows it
 * beside the piece. */
static char *
square_description (ChimeraBoardScene *scene, int sq)
{
  char *moves = chimera_piece_describe_moves (chimera_board_scene_get_position (scene), sq);
  return moves ? moves : g_strdup ("");
}

void
chimera_board_cells_order (ChimeraBoardCells *c, GtkWidget *first, gboolean flipped)
{
  const CeVariant *v = c->cells_for;
  if (!v)
    return;
  /* The chooser stays the first child: tools and tests look for it there. */
  GtkWidget *prev = first;
  for (int row = 0; row < v->ranks; row++)
    for (int col = 0; col < v->files; col++)
      {
        int rank = flipped ? row : v->ranks - 1 - row;
        int file = flipped ? v->files - 1 - col : col;
        int sq = CE_SQ (file, rank);
        if (!v->on_board[sq])
          continue;
        gtk_widget_insert_after (c->cells[sq], c->board, prev);
        prev = c->cells[sq];
      }
}

void
chimera_board_cells_clear (ChimeraBoardCells *c)
{
  if (!c->cells_for)
    return;
  /* The relation must not outlive the cell it names. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (c->board),
                                 GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
  for (int k = 0; k < c->cells_for->nsquares; k++)
    g_clear_pointer (&c->cells[c->cells_for->squares[k]], gtk_widget_unparent);
  c->cells_for = NULL;
}

/* One cell per real square of the variant shown (the Diamond's 40, none
 * for the Lake), made again only when the variant changes. */
static void
ensure_cells (ChimeraBoardCells *c, const CeVariant *v, GtkWidget *first, gboolean flipped)
{
  if (c->cells_for == v)
    return;
  chimera_board_cells_clear (c);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      ChimeraBoardCell *cell = g_object_new (CHIMERA_TYPE_BOARD_CELL, NULL);
      cell->sq = sq;
      c->cells[sq] = GTK_WIDGET (cell);
      gtk_widget_set_parent (c->cells[sq], c->board);
      /* The grid's rows and columns as ARIA has them (rank 1 the last row
       * of White's view).  GTK 4.8's AT-SPI bridge does not pass them on
       * (no Table or TableCell interface, no attributes): the name says
       * the square; a later GTK may. */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_RELATION_COL_INDEX,
                                      CE_FILE (sq) + 1, GTK_ACCESSIBLE_RELATION_ROW_INDEX,
                                      v->ranks - CE_RANK (sq), -1);
    }
  gtk_accessible_update_relation (GTK_ACCESSIBLE (c->board), GTK_ACCESSIBLE_RELATION_COL_COUNT,
                                  v->files, GTK_ACCESSIBLE_RELATION_ROW_COUNT, v->ranks, -1);
  c->cells_for = v;
  chimera_board_cells_order (c, first, flipped);
}

void
chimera_board_cells_update (ChimeraBoardCells *c,
                            ChimeraBoardScene *scene,
                            GtkWidget *first,
                            gboolean flipped)
{
  const CePosition *pos = chimera_board_scene_get_position (scene);
  if (!pos)
    return;
  const CeVariant *v = pos->v;
  ensure_cells (c, v, first, flipped);
  int selected_sq = chimera_board_scene_get_selected (scene);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      ChimeraBoardCell *cell = CHIMERA_BOARD_CELL (c->cells[sq]);
      gboolean fresh = cell->label == NULL;
      g_autofree char *label = square_label (scene, sq);
      if (g_strcmp0 (label, cell->label) != 0)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
          g_free (cell->label);
          cell->label = g_steal_pointer (&label);
        }
      g_autofree char *description = square_description (scene, sq);
      if (g_strcmp0 (description, cell->description) != 0)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
          g_free (cell->description);
          cell->description = g_steal_pointer (&description);
        }
      gboolean selected = sq == selected_sq;
      if (selected != cell->selected || fresh)
        gtk_accessible_update_state (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                     -1);
      cell->selected = selected;
    }

  g_autofree char *label = NULL, *description = NULL;
  int cursor = chimera_board_scene_get_cursor (scene);
  if (chimera_board_scene_is_square (scene, cursor))
    {
      label = square_label (scene, cursor);
      description = square_description (scene, cursor);
      /* Focus stays on the board; this tells ATs which cell it is on. */
      gtk_accessible_update_relation (
        GTK_ACCESSIBLE (c->board), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, c->cells[cursor], -1);
    }
  else
    /* Translators: the accessible name of the board, e.g. "Zone X board". */
    label = g_strdup_printf (_ ("%s board"), chimera_variant_name (v));
  if (!description)
    description = g_strdup ("");
  /* The description is told again when the cursor's square says
   * something new, and only then: news (chimera_board_cells_announce)
   * stays until the cursor moves or its square changes. */
  gboolean moved_on = g_strcmp0 (label, c->board_label) != 0;
  if (moved_on)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (c->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_free (c->board_label);
      c->board_label = g_steal_pointer (&label);
    }
  if (moved_on || g_strcmp0 (description, c->board_description) != 0)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (c->board),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
      g_free (c->board_description);
      c->board_description = g_steal_pointer (&description);
    }
}

void
chimera_board_cells_announce (ChimeraBoardCells *c, const char *text)
{
  g_return_if_fail (text != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (c->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

void
chimera_board_cells_finalize (ChimeraBoardCells *c)
{
  g_clear_pointer (&c->board_label, g_free);
  g_clear_pointer (&c->board_description, g_free);
}

/* Each cell gets the box of a square board's or the Diamond's square; on
 * the turned Diagonal board the upright box of the square's width centred
 * on it, which stays inside the square's neighbours. */
void
chimera_board_cells_allocate (ChimeraBoardCells *c, const ChimeraBoardTransform *tf)
{
  const CeVariant *v = c->cells_for;
  if (!v)
    return;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      double x, y, w, h;
      if (tf->geometry == CHIMERA_GEOMETRY_DIAGONAL)
        {
          chimera_board_transform_square_center (tf, sq, &x, &y);
          w = h = tf->square;
          x -= w / 2;
          y -= h / 2;
        }
      else
        chimera_board_transform_square_bounds (tf, sq, &x, &y, &w, &h);
      GtkAllocation a;
      a.x = (int) round (x);
      a.y = (int) round (y);
      a.width = MAX (0, (int) round (x + w) - a.x);
      a.height = MAX (0, (int) round (y + h) - a.y);
      int min, nat;
      /* GTK wants every child measured before it is allocated. */
      gtk_widget_measure (c->cells[sq], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (c->cells[sq], GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_size_allocate (c->cells[sq], &a, -1);
    }
}

GtkWidget *
chimera_board_cells_get (ChimeraBoardCells *c, int sq)
{
  return sq >= 0 && sq < CE_NSQ && c->cells_for && c->cells_for->on_board[sq] ? c->cells[sq] : NULL;
}
