/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraRulesWindow: the rules page from the help texts in the resources
 * (data/help/), and the piece gallery on a board of the variant.
 */
#include "config.h"

#include "rules-window.h"

#include "close-keys.h"

#include <glib/gi18n.h>
#include <string.h>

#include "board-transform.h"
#include "chimera-settings.h"
#include "variant-words.h"
#include "movegen.h"
#include "piece-texture.h"
#include "rules-diagram.h"
#include "rules-legend.h"

#define GALLERY_PIECE 40

struct _ChimeraRulesWindow
{
  AdwWindow parent_instance;

  GtkDropDown *variant_dropdown;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *stack;
  GtkBox *rules_page; /* the rules text and its diagrams */
  GtkFlowBox *piece_box;
  GtkLabel *piece_title;
  GtkLabel *piece_power;
  GtkLabel *piece_text;
  GtkLabel *targets_label;
  GtkToggleButton *blockers_button;
  ChimeraBoardView *board;

  const CeVariant *v;
  char *rules;                    /* the rules page's markup */
  char *piece_help[CE_MAX_TYPES]; /* by piece type: the gallery's text (markup), or NULL */
  gboolean updating;

  /* The gallery: one white piece on an otherwise empty board, plus the
   * blockers the user put there. */
  int type;
  int square;
  CePosition pos;
};

G_DEFINE_FINAL_TYPE (ChimeraRulesWindow, chimera_rules_window, ADW_TYPE_WINDOW)

/* ---- the texts ---- */

/* The help text `name` (ce_variant_help_name) for the user's first language
 * that has one, else English. */
static GBytes *
load_help (const char *name)
{
  const char *const *langs = g_get_language_names ();
  for (int i = 0; langs[i]; i++)
    {
      if (g_str_equal (langs[i], "C") || strchr (langs[i], '.') || strchr (langs[i], '@'))
        continue;
      g_autofree char *path = g_strdup_printf (RESOURCE_PATH "/help/%s/%s.txt", langs[i], name);
      GBytes *b = g_resources_lookup_data (path, 0, NULL);
      if (b)
        return b;
    }
  g_autofree char *path = g_strdup_printf (RESOURCE_PATH "/help/%s.txt", name);
  return g_resources_lookup_data (path, 0, NULL);
}

/* Keeps a piece's text (taking `piece`) for `type`; a text for no piece of
 * the variant (type -1) is dropped. */
static void
store_piece_text (ChimeraRulesWindow *self, int type, GString *piece)
{
  if (!piece)
    return;
  g_autofree char *text = g_strstrip (g_string_free (piece, FALSE));
  if (type > 0)
    {
      g_free (self->piece_help[type]);
      self->piece_help[type] = g_steal_pointer (&text);
    }
}

static void
clear_piece_texts (ChimeraRulesWindow *self)
{
  for (int t = 0; t < CE_MAX_TYPES; t++)
    g_clear_pointer (&self->piece_help[t], g_free);
}

/* Splits a help file into the rules page and the pieces' texts (see
 * data/help/README). */
static void
parse_help (ChimeraRulesWindow *self, const char *text)
{
  g_autoptr (GString) rules = g_string_new (NULL);
  GString *piece = NULL;
  int type = 0; /* the piece whose text is being read; -1 for one the variant lacks */
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      if (g_str_has_prefix (lines[i], "@piece "))
        {
          store_piece_text (self, type, piece);
          /* The help file names its pieces by their English names; the
           * definition says which type that is. */
          type = ce_variant_type_named (self->v, g_strstrip (lines[i] + 7));
          if (!type)
            {
              g_warning ("Help text of %s describes an unknown piece: %s", self->v->def->id,
                         lines[i] + 7);
              type = -1;
            }
          piece = g_string_new (NULL);
          continue;
        }
      GString *to = type ? piece : rules;
      /* A line all in bold is a section heading: set it a size up. */
      const char *line = lines[i];
      size_t len = strlen (line);
      if (!type && g_str_has_prefix (line, "<b>") && g_str_has_suffix (line, "</b>")
          && !strstr (line + 3, "<b>") && strstr (line, "</b>") == line + len - 4)
        g_string_append_printf (to, "<span size=\"large\" weight=\"bold\">%.*s</span>\n",
                                (int) len - 7, line + 3);
      else
        {
          g_string_append (to, line);
          g_string_append_c (to, '\n');
        }
    }
  store_piece_text (self, type, piece);
  g_autofree char *title = g_markup_escape_text (chimera_variant_name (self->v), -1);
  g_free (self->rules);
  self->rules = g_strdup_printf ("<span size=\"x-large\" weight=\"bold\">%s</span>\n\n%s", title,
                                 g_strstrip (rules->str));
}

/* Markup that does not parse shows as plain text rather than not at all. */
static void
set_markup (GtkLabel *label, const char *markup)
{
  if (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL))
    gtk_label_set_markup (label, markup);
  else
    gtk_label_set_text (label, markup);
}

/* ---- the gallery ---- */

static int
blocker_type (const CeVariant *v)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if ((v->def->types[t].flags & CE_PF_PAWN) && !(v->def->types[t].flags & CE_PF_HAND))
      return t;
  return 0;
}

/* Where a piece starts in the gallery: a pawn where a pawn of its kind
 * starts (nearest the middle), so its first moves show; a Zone X piece
 * that can enter the zone outside it, so its entry moves show; anything
 * else on the real square nearest the middle of the board. */
static int
home_square (const CeVariant *v, int type)
{
  const CePieceDef *pd = &v->def->types[type];
  double cx = (v->files - 1) / 2.0, cy = (v->ranks - 1) / 2.0;
  CePosition start;
  ce_position_start (&start, v);
  int best = -1;
  double best_d = G_MAXDOUBLE;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      if (pd->flags & CE_PF_PAWN)
        {
          if (start.board[sq] != CE_PIECE (CE_WHITE, type))
            continue;
        }
      else if ((pd->flags & CE_PF_ENTER) && v->zone[sq])
        continue;
      double dx = CE_FILE (sq) - cx, dy = CE_RANK (sq) - cy;
      double d = dx * dx + dy * dy;
      if ((pd->flags & CE_PF_ENTER) && CE_RANK (sq) != 1)
        d += 100; /* on the second rank, like a developing piece */
      /* Squares come a1 first: the first of equals is the lowest. */
      if (d < best_d)
        {
          best_d = d;
          best = sq;
        }
    }
  if (best < 0)
    best = CE_SQ (v->files / 2, 1); /* a ninja pawn: its drop rank */
  return best;
}

guint
chimera_rules_window_get_targets (ChimeraRulesWindow *self, guint8 *mask)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), 0);
  if (mask)
    memset (mask, 0, CE_NSQ);
  if (!self->type)
    return 0;
  CePosition scratch = self->pos;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&scratch, moves);
  guint8 seen[CE_NSQ] = { 0 };
  guint count = 0;
  for (int i = 0; i < n; i++)
    if (ce_move_kind (moves[i]) != CE_MOVE_DROP && ce_move_from (moves[i]) == self->square
        && !seen[ce_move_to (moves[i])])
      {
        seen[ce_move_to (moves[i])] = 1;
        count++;
      }
  if (mask)
    memcpy (mask, seen, CE_NSQ);
  return count;
}

const char *
chimera_rules_window_get_power (ChimeraRulesWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), "");
  return gtk_label_get_label (self->piece_power);
}

/* What a zelig's square makes it, in plain words; NULL for other pieces. */
static char *
power_text (const CeVariant *v, CePiece p)
{
  const char *power = chimera_piece_type_power (v, CE_TYPE (p));
  return power ? g_strdup_printf (_ ("On this file: %s"), power) : NULL;
}

static void
show_gallery (ChimeraRulesWindow *self)
{
  self->pos.side = CE_WHITE;
  self->pos.castling = 0;
  self->pos.ep_count = 0;
  self->pos.ep_pawn = CE_NO_SQ;
  ce_position_finish (&self->pos);
  chimera_board_view_show_position (self->board, &self->pos, CE_MOVE_NONE);
  g_autofree char *power = power_text (self->v, self->pos.board[self->square]);
  gtk_label_set_label (self->piece_power, power ? power : "");
  gtk_widget_set_visible (GTK_WIDGET (self->piece_power), power != NULL);
  guint n = chimera_rules_window_get_targets (self, NULL);
  g_autofree char *targets = g_strdup_printf (
    ngettext ("From here it can go to %u square.", "From here it can go to %u squares.", n), n);
  gtk_label_set_label (self->targets_label, targets);
  /* The board's own selection shows the piece's targets: a choice in the
   * scene, which needs no size. */
  chimera_board_view_select_square (self->board, self->square);
}

static void
reset_gallery (ChimeraRulesWindow *self)
{
  ce_position_clear (&self->pos, self->v);
  self->square = home_square (self->v, self->type);
  ce_position_put (&self->pos, self->square, CE_PIECE (CE_WHITE, self->type));
  show_gallery (self);
}

gboolean
chimera_rules_window_select_piece (ChimeraRulesWindow *self, const char *name)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), FALSE);
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->piece_box)); c;
       c = gtk_widget_get_next_sibling (c))
    {
      int t = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (c), "type"));
      if (t == ce_variant_type_named (self->v, name))
        {
          gtk_flow_box_select_child (self->piece_box, GTK_FLOW_BOX_CHILD (c));
          return TRUE;
        }
    }
  return FALSE;
}

static void
piece_selected (ChimeraRulesWindow *self)
{
  g_autoptr (GList) selected = gtk_flow_box_get_selected_children (self->piece_box);
  if (!selected || self->updating)
    return;
  self->type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (selected->data), "type"));
  gtk_label_set_label (self->piece_title, chimera_piece_type_title (self->v, self->type));
  const char *text = self->piece_help[self->type];
  set_markup (self->piece_text, text ? text : "");
  reset_gallery (self);
}

void
chimera_rules_window_move_piece (ChimeraRulesWindow *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_RULES_WINDOW (self));
  if (sq < 0 || sq >= CE_NSQ || !self->v->on_board[sq] || !self->type)
    return;
  CePiece p = self->pos.board[self->square];
  ce_position_remove (&self->pos, self->square);
  ce_position_put (&self->pos, sq, CE_PIECE (CE_WHITE, ce_variant_base (self->v, CE_TYPE (p))));
  self->square = sq;
  show_gallery (self);
}

/* A target clicked on the board: the piece goes there (a pawn promoting
 * becomes what the chooser gave, and is shown from then on). */
static void
move_requested (ChimeraRulesWindow *self, guint move)
{
  CeMove m = move;
  if (ce_move_kind (m) == CE_MOVE_DROP)
    return;
  chimera_rules_window_move_piece (self, ce_move_to (m));
  if (ce_move_type (m))
    {
      ce_position_put (&self->pos, self->square, CE_PIECE (CE_WHITE, ce_move_type (m)));
      self->type = ce_move_type (m);
      show_gallery (self);
    }
}

void
chimera_rules_window_cycle_blocker (ChimeraRulesWindow *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_RULES_WINDOW (self));
  int t = blocker_type (self->v);
  if (sq < 0 || sq >= CE_NSQ || !self->v->on_board[sq] || sq == self->square || !t)
    return;
  CePiece there = self->pos.board[sq];
  ce_position_remove (&self->pos, sq);
  if (!there)
    ce_position_put (&self->pos, sq, CE_PIECE (CE_BLACK, t));
  else if (CE_COLOR (there) == CE_BLACK)
    ce_position_put (&self->pos, sq, CE_PIECE (CE_WHITE, t));
  show_gallery (self);
}

/* In blocker mode a click puts or takes a blocker, and the board does not
 * see it. */
static void
board_pressed (GtkGestureClick *gesture, int n, double x, double y, ChimeraRulesWindow *self)
{
  if (!gtk_toggle_button_get_active (self->blockers_button))
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  GtkWidget *w = GTK_WIDGET (self->board);
  ChimeraBoardTransform tf;
  chimera_board_transform_init (&tf, chimera_board_geometry_for_variant (self->v), self->v->files,
                                self->v->ranks, chimera_board_view_get_flipped (self->board),
                                gtk_widget_get_width (w), gtk_widget_get_height (w));
  int sq = chimera_board_transform_hit (&tf, x, y, self->v->on_board);
  if (sq >= 0)
    chimera_rules_window_cycle_blocker (self, sq);
}

const char *
chimera_rules_window_get_piece_markup (ChimeraRulesWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), "");
  const char *text = self->type ? self->piece_help[self->type] : NULL;
  return text ? text : "";
}

void
chimera_rules_window_set_blocker_mode (ChimeraRulesWindow *self, gboolean on)
{
  g_return_if_fail (CHIMERA_IS_RULES_WINDOW (self));
  gtk_toggle_button_set_active (self->blockers_button, on);
}

int
chimera_rules_window_get_piece_square (ChimeraRulesWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), -1);
  return self->square;
}

ChimeraBoardView *
chimera_rules_window_get_board (ChimeraRulesWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), NULL);
  return self->board;
}

static void
gallery_reset_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraRulesWindow *self = CHIMERA_RULES_WINDOW (widget);
  (void) action, (void) param;
  if (self->type)
    reset_gallery (self);
}

/* ---- the variant ---- */

void
chimera_rules_window_set_variant (ChimeraRulesWindow *self, const CeVariant *v)
{
  g_return_if_fail (CHIMERA_IS_RULES_WINDOW (self));
  g_return_if_fail (v != NULL);
  self->v = v;
  self->updating = TRUE;
  gtk_drop_down_set_selected (self->variant_dropdown, (guint) ce_variant_index (v));

  clear_piece_texts (self);
  g_autoptr (GBytes) help = load_help (ce_variant_help_name (v));
  g_autofree char *text
    = help ? g_strndup (g_bytes_get_data (help, NULL), g_bytes_get_size (help)) : g_strdup ("");
  parse_help (self, text);
  chimera_rules_diagram_fill_page (self->rules_page, v, self->rules);
  g_autofree char *title = g_strdup_printf (_ ("Rules of %s"), chimera_variant_name (v));
  adw_view_switcher_title_set_title (self->switcher_title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);

  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->piece_box))))
    gtk_flow_box_remove (self->piece_box, child);
  for (int t = 1; t <= v->def->ntypes; t++)
    {
      if (ce_variant_base (v, t) != t)
        continue;
      GtkWidget *image
        = chimera_piece_image_new (GTK_WIDGET (self), v, CE_PIECE (CE_WHITE, t), GALLERY_PIECE);
      const char *name = chimera_piece_type_title (v, t);
      gtk_widget_set_tooltip_text (image, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      gtk_flow_box_append (self->piece_box, image);
      GtkWidget *fbc = gtk_widget_get_parent (image);
      g_object_set_data (G_OBJECT (fbc), "type", GINT_TO_POINTER (t));
    }
  chimera_rules_legend_attach (gtk_widget_get_parent (GTK_WIDGET (self->piece_box)), v);
  self->updating = FALSE;
  gtk_flow_box_select_child (self->piece_box, gtk_flow_box_get_child_at_index (self->piece_box, 0));
  piece_selected (self);
}

static void
variant_selected (ChimeraRulesWindow *self)
{
  if (self->updating)
    return;
  guint i = gtk_drop_down_get_selected (self->variant_dropdown);
  const char *const *ids = ce_variant_ids ();
  if (i < g_strv_length ((char **) ids) && (!self->v || (int) i != ce_variant_index (self->v)))
    chimera_rules_window_set_variant (self, ce_variant_get (ids[i]));
}

void
chimera_rules_window_show_page (ChimeraRulesWindow *self, const char *page)
{
  g_return_if_fail (CHIMERA_IS_RULES_WINDOW (self));
  adw_view_stack_set_visible_child_name (self->stack, page);
}

const char *
chimera_rules_window_get_rules_markup (ChimeraRulesWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_WINDOW (self), NULL);
  return self->rules;
}

/* ---- object ---- */

static void
chimera_rules_window_dispose (GObject *object)
{
  ChimeraRulesWindow *self = CHIMERA_RULES_WINDOW (object);
  clear_piece_texts (self);
  g_clear_pointer (&self->rules, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_RULES_WINDOW);
  G_OBJECT_CLASS (chimera_rules_window_parent_class)->dispose (object);
}

static gboolean
board_key_pressed (ChimeraRulesWindow *self, guint keyval, guint keycode, GdkModifierType state)
{
  if (keyval != GDK_KEY_Escape || (state & gtk_accelerator_get_default_mod_mask ()))
    return FALSE;
  gtk_window_close (GTK_WINDOW (self));
  return TRUE;
}

static void
chimera_rules_window_class_init (ChimeraRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_rules_window_dispose;

  g_type_ensure (CHIMERA_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, rules_page);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, piece_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, piece_title);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, piece_power);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, piece_text);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, targets_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, blockers_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraRulesWindow, board);
  gtk_widget_class_install_action (widget_class, "gallery.reset", NULL, gallery_reset_action);
  chimera_close_keys_bind_class (widget_class);
}

static void
chimera_rules_window_init (ChimeraRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chimera_settings_bind_board (GTK_WIDGET (self->board));
  chimera_board_view_set_interactive (self->board, TRUE);

  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    gtk_string_list_append (names, chimera_variant_name (ce_variant_get (*id)));
  gtk_drop_down_set_model (self->variant_dropdown, G_LIST_MODEL (names));
  g_signal_connect_object (self->variant_dropdown, "notify::selected",
                           G_CALLBACK (variant_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->piece_box, "selected-children-changed",
                           G_CALLBACK (piece_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "move-requested", G_CALLBACK (move_requested), self,
                           G_CONNECT_SWAPPED);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (board_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (click));
  /* The gallery's selection is what it shows, nothing to cancel: Escape on
   * its board closes the window, as everywhere else in it. */
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (board_key_pressed), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->board), keys);
}

ChimeraRulesWindow *
chimera_rules_window_new (GtkWindow *parent, const CeVariant *v)
{
  ChimeraRulesWindow *self
    = g_object_new (CHIMERA_TYPE_RULES_WINDOW, "transient-for", parent, NULL);
  chimera_rules_window_set_variant (self, v);
  return self;
}
