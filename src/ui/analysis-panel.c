/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraAnalysisPanel: an endless level-10 search with three lines on the
 * viewed position, shown as it deepens.
 */
#include "config.h"

#include "analysis-panel.h"

#include <glib/gi18n.h>

#include "engine-worker.h"
#include "movegen.h"
#include "rules.h"
#include "san.h"

/* Plies of a line written out at most; fit_two_lines keeps what two lines
 * of the label's width hold.  (The label wraps rather than ellipsizes:
 * GTK 4.8 mismeasures a wrapping label with a line limit.) */
#define PV_PLIES 16
#define PV_ROWS  2

enum
{
  PROP_0,
  PROP_ACTIVE,
  N_PROPS
};

enum
{
  SHOW_MOVE,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

typedef struct
{
  CeSearchInfo info;
  char first[CE_SAN_SIZE];
  GtkWidget *row, *score, *button, *rest;
} Line;

struct _ChimeraAnalysisPanel
{
  GtkBox parent_instance;

  GtkLabel *depth_label;
  GtkLabel *score_label;
  GtkLabel *summary_label;
  GtkLabel *speed_label;
  GtkListBox *lines_box;

  ChimeraGame *game;
  ChimeraEvalBar *bar; /* (unowned, weak) */
  gboolean active;

  ChimeraEngineWorker *worker; /* made when shown: a thread of its own */
  GCancellable *running;
  CePosition pos; /* the position analysed */
  gboolean has_pos;

  int depth;
  guint n_lines;
  Line lines[CHIMERA_ANALYSIS_LINES];
  char score_text[32];
  int mate; /* White's view */
};

G_DEFINE_FINAL_TYPE (ChimeraAnalysisPanel, chimera_analysis_panel, GTK_TYPE_BOX)

/* ---- showing ---- */

/* "+0.35", "−1.20", "#3", "#−2": White's view, as analysis boards write it. */
static void
format_score (int score, int side, char *buf, gsize size, int *white_mate)
{
  int mate = ce_score_mate (score);
  if (side == CE_BLACK)
    {
      score = -score;
      mate = -mate;
    }
  if (white_mate)
    *white_mate = mate;
  if (mate)
    g_snprintf (buf, size, "#%s%d", mate < 0 ? "−" : "", ABS (mate));
  else
    g_snprintf (buf, size, "%s%d.%02d", score < 0 ? "−" : "+", ABS (score) / 100,
                ABS (score) % 100);
}

static char *
summary_text (int score, int side)
{
  int mate = ce_score_mate (score);
  if (side == CE_BLACK)
    {
      score = -score;
      mate = -mate;
    }
  if (mate > 0)
    return g_strdup_printf (ngettext ("White mates in %d move", "White mates in %d moves", mate),
                            mate);
  if (mate < 0)
    return g_strdup_printf (ngettext ("Black mates in %d move", "Black mates in %d moves", -mate),
                            -mate);
  int a = ABS (score);
  if (a < 30)
    return g_strdup (_ ("About equal"));
  gboolean white = score > 0;
  if (a < 100)
    return g_strdup (white ? _ ("White is slightly better") : _ ("Black is slightly better"));
  if (a < 300)
    return g_strdup (white ? _ ("White is better") : _ ("Black is better"));
  return g_strdup (white ? _ ("White is winning") : _ ("Black is winning"));
}

static char *
speed_text (uint64_t nps)
{
  if (nps >= 1000000)
    return g_strdup_printf (_ ("%.1f M nodes/s"), nps / 1e6);
  return g_strdup_printf (_ ("%d k nodes/s"), (int) (nps / 1000));
}

/* A line's moves after the first, numbered as a game record writes them;
 * the first move's SAN goes to `first`.  Stops at a move that is not legal
 * (a line pieced together from the table can end in one). */
static char *
line_text (const CePosition *root, const CeSearchInfo *info, char *first)
{
  CePosition pos = *root;
  GString *text = g_string_new (NULL);
  first[0] = 0;
  for (int i = 0; i < info->pv_length && i < PV_PLIES; i++)
    {
      CeMove legal[CE_MAX_MOVES], m = info->pv[i];
      int n = ce_generate_legal (&pos, legal);
      gboolean found = FALSE;
      for (int k = 0; k < n && !found; k++)
        found = legal[k] == m;
      if (!found)
        break;
      char san[CE_SAN_SIZE];
      ce_move_to_san (&pos, m, san);
      if (i == 0)
        g_strlcpy (first, san, CE_SAN_SIZE);
      else
        {
          if (text->len)
            g_string_append_c (text, ' ');
          if (pos.side == CE_WHITE)
            g_string_append_printf (text, "%u. ", pos.fullmove);
          g_string_append (text, san);
        }
      CeUndo u;
      ce_make (&pos, m, &u);
    }
  if (info->pv_length > PV_PLIES)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

/* Cuts `text` (words separated by spaces) after the last whole move that
 * keeps it, with " …", within PV_ROWS lines of `label` as wide as it is
 * now: a narrow side panel shows a shorter line instead of growing taller
 * than a small window (at 800x600 three lines of three rows made the
 * window 66 px too tall).  A label not yet given a width keeps it all. */
static void
fit_rows (GtkWidget *label, GString *text)
{
  int width = gtk_widget_get_width (label);
  if (width <= 0 || !text->len)
    return;
  PangoLayout *layout = gtk_widget_create_pango_layout (label, NULL);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  for (;;)
    {
      pango_layout_set_text (layout, text->str, (int) text->len);
      if (pango_layout_get_line_count (layout) <= PV_ROWS || !strchr (text->str, ' '))
        break;
      /* Drop the ellipsis already there, the last move, and a move number
       * left dangling before it. */
      if (g_str_has_suffix (text->str, " …"))
        g_string_truncate (text, text->len - strlen (" …"));
      do
        {
          char *space = strrchr (text->str, ' ');
          g_string_truncate (text, space ? (gsize) (space - text->str) : 0);
        }
      while (text->len && text->str[text->len - 1] == '.');
      g_string_append (text, " …");
    }
  g_object_unref (layout);
}

static void
show_line (ChimeraAnalysisPanel *self, guint k)
{
  Line *l = &self->lines[k];
  char score[32];
  format_score (l->info.score, self->pos.side, score, sizeof score, NULL);
  gtk_label_set_label (GTK_LABEL (l->score), score);
  g_autofree char *text = line_text (&self->pos, &l->info, l->first);
  GString *rest = g_string_new (text);
  fit_rows (l->rest, rest);
  /* The first move is a button: it plays, steps to or points at it. */
  if (self->pos.side == CE_BLACK)
    {
      g_autofree char *numbered = g_strdup_printf ("%u… %s", self->pos.fullmove, l->first);
      gtk_button_set_label (GTK_BUTTON (l->button), numbered);
    }
  else
    {
      g_autofree char *numbered = g_strdup_printf ("%u. %s", self->pos.fullmove, l->first);
      gtk_button_set_label (GTK_BUTTON (l->button), numbered);
    }
  gtk_label_set_label (GTK_LABEL (l->rest), rest->str);
  g_string_free (rest, TRUE);
  gtk_widget_set_visible (l->row, l->first[0] != 0);
}

static void
show_nothing (ChimeraAnalysisPanel *self, const char *summary)
{
  self->depth = 0;
  self->n_lines = 0;
  self->mate = 0;
  g_strlcpy (self->score_text, "", sizeof self->score_text);
  for (int k = 0; k < CHIMERA_ANALYSIS_LINES; k++)
    gtk_widget_set_visible (self->lines[k].row, FALSE);
  gtk_label_set_label (self->depth_label, "");
  gtk_label_set_label (self->speed_label, "");
  gtk_label_set_label (self->score_label, "…");
  gtk_label_set_label (self->summary_label, summary);
}

static void
info_arrived (ChimeraAnalysisPanel *self, gpointer data)
{
  const CeSearchInfo *info = data;
  if (!self->has_pos || info->multipv < 1 || info->multipv > CHIMERA_ANALYSIS_LINES
      || info->pv_length < 1)
    return;
  guint k = (guint) info->multipv - 1;
  if (info->depth != self->depth)
    {
      /* A new iteration: its lines come together, best first. */
      self->depth = info->depth;
      self->n_lines = 0;
    }
  self->lines[k].info = *info;
  self->n_lines = MAX (self->n_lines, k + 1);
  show_line (self, k);
  for (guint j = self->n_lines; j < CHIMERA_ANALYSIS_LINES; j++)
    gtk_widget_set_visible (self->lines[j].row, FALSE);
  if (k != 0)
    return;

  format_score (info->score, self->pos.side, self->score_text, sizeof self->score_text,
                &self->mate);
  gtk_label_set_label (self->score_label, self->score_text);
  g_autofree char *summary = summary_text (info->score, self->pos.side);
  gtk_label_set_label (self->summary_label, summary);
  g_autofree char *depth = g_strdup_printf (_ ("Depth %d"), info->depth);
  gtk_label_set_label (self->depth_label, depth);
  g_autofree char *speed = speed_text (info->nps);
  gtk_label_set_label (self->speed_label, speed);
  if (self->bar)
    {
      int white = self->pos.side == CE_WHITE ? info->score : -info->score;
      chimera_eval_bar_set_score (self->bar, self->mate ? 0 : white, self->mate);
    }
}

/* ---- running ---- */

typedef struct
{
  GWeakRef self;
  GCancellable *cancellable;
} Pending;

static void
search_done (GObject *source, GAsyncResult *res, gpointer data)
{
  Pending *p = data;
  g_autoptr (ChimeraAnalysisPanel) self = g_weak_ref_get (&p->self);
  g_weak_ref_clear (&p->self);
  g_autoptr (GCancellable) cancellable = p->cancellable;
  g_free (p);
  g_autoptr (GError) error = NULL;
  if (!chimera_engine_worker_think_finish (NULL, res, NULL, &error) || !self
      || self->running != cancellable)
    return;
  /* The search went as deep as it can: the lines shown are final. */
  g_clear_object (&self->running);
  (void) source;
}

static void
stop (ChimeraAnalysisPanel *self)
{
  if (self->running)
    {
      g_cancellable_cancel (self->running);
      g_clear_object (&self->running);
    }
}

static void
start (ChimeraAnalysisPanel *self)
{
  stop (self);
  if (!self->active || !self->game)
    return;
  self->pos = *chimera_game_get_viewed_position (self->game);
  self->has_pos = TRUE;
  show_nothing (self, _ ("Thinking…"));

  CePosition scratch = self->pos;
  CeEndReason why;
  CeResult result = ce_position_result (&scratch, &why);
  if (result != CE_RESULT_NONE)
    {
      gtk_label_set_label (self->summary_label, _ ("The game is over in this position"));
      gtk_label_set_label (self->score_label, result == CE_RESULT_WHITE_WINS   ? "1-0"
                                              : result == CE_RESULT_BLACK_WINS ? "0-1"
                                                                               : "½-½");
      if (self->bar)
        chimera_eval_bar_set_result (self->bar, result);
      return;
    }

  if (!self->worker)
    {
      self->worker = chimera_engine_worker_new ();
      g_signal_connect_object (self->worker, "info", G_CALLBACK (info_arrived), self,
                               G_CONNECT_SWAPPED);
    }
  CeLimits limits;
  ce_limits_init (&limits); /* no limit: it runs until stopped */
  limits.multipv = CHIMERA_ANALYSIS_LINES;
  self->running = g_cancellable_new ();
  Pending *p = g_new0 (Pending, 1);
  g_weak_ref_init (&p->self, self);
  p->cancellable = g_object_ref (self->running);
  chimera_engine_worker_think_async (self->worker, &self->pos, CE_LEVEL_MAX, &limits, self->running,
                                     search_done, p);
}

/* Only a move played, taken back or redone, or another ply viewed changes
 * what to analyse (clocks, comments and tags do not); even then it restarts
 * only if the position on the board is another one. */
static void
position_changed (ChimeraAnalysisPanel *self)
{
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  if (self->has_pos && self->pos.v == pos->v && self->pos.key == pos->key
      && self->pos.ply == pos->ply)
    return;
  start (self);
}

void
chimera_analysis_panel_set_game (ChimeraAnalysisPanel *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (CHIMERA_IS_GAME (game));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  static const char *const position_signals[] = { "moved", "undone", "redone", "view-changed" };
  for (gsize i = 0; i < G_N_ELEMENTS (position_signals); i++)
    g_signal_connect_object (game, position_signals[i], G_CALLBACK (position_changed), self,
                             G_CONNECT_SWAPPED);
  self->has_pos = FALSE;
  start (self);
}

void
chimera_analysis_panel_set_active (ChimeraAnalysisPanel *self, gboolean active)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  gtk_widget_set_visible (GTK_WIDGET (self), active);
  if (active)
    {
      self->has_pos = FALSE;
      start (self);
    }
  else
    {
      /* A hidden panel gives back its thread and its 64 MiB table; showing
       * it again starts a new analysis anyway, and the worker's stop is
       * answered within a millisecond, so the join is short. */
      stop (self);
      g_clear_object (&self->worker);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ACTIVE]);
}

gboolean
chimera_analysis_panel_get_active (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), FALSE);
  return self->active;
}

static void
bar_gone (gpointer data, GObject *where)
{
  ChimeraAnalysisPanel *self = data;
  (void) where;
  self->bar = NULL;
}

void
chimera_analysis_panel_set_eval_bar (ChimeraAnalysisPanel *self, ChimeraEvalBar *bar)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  if (self->bar)
    g_object_weak_unref (G_OBJECT (self->bar), bar_gone, self);
  self->bar = bar;
  if (bar)
    g_object_weak_ref (G_OBJECT (bar), bar_gone, self);
}

/* ---- lines ---- */

void
chimera_analysis_panel_activate_line (ChimeraAnalysisPanel *self, guint line)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  if (line >= self->n_lines || !self->game)
    return;
  CeMove m = self->lines[line].info.pv[0];
  int view = chimera_game_get_view (self->game);
  const CeGame *rec = chimera_game_get_record (self->game);
  if (view < 0)
    {
      if (!chimera_game_is_computer_turn (self->game)
          && chimera_game_get_result (self->game, NULL) == CE_RESULT_NONE
          && chimera_game_play (self->game, m))
        return;
    }
  else if (view < rec->nmoves && rec->moves[view] == m)
    {
      chimera_game_set_view (self->game, view + 1 >= rec->nmoves ? -1 : view + 1);
      return;
    }
  g_signal_emit (self, signals[SHOW_MOVE], 0, (guint) m);
}

static void
line_clicked (GtkButton *button, ChimeraAnalysisPanel *self)
{
  for (guint k = 0; k < CHIMERA_ANALYSIS_LINES; k++)
    if (self->lines[k].button == GTK_WIDGET (button))
      chimera_analysis_panel_activate_line (self, k);
}

int
chimera_analysis_panel_get_depth (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), 0);
  return self->depth;
}

guint
chimera_analysis_panel_get_n_lines (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), 0);
  return self->n_lines;
}

CeMove
chimera_analysis_panel_get_line_move (ChimeraAnalysisPanel *self, guint line)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), CE_MOVE_NONE);
  return line < self->n_lines ? self->lines[line].info.pv[0] : CE_MOVE_NONE;
}

const char *
chimera_analysis_panel_get_line_san (ChimeraAnalysisPanel *self, guint line)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), NULL);
  return line < self->n_lines ? self->lines[line].first : NULL;
}

const char *
chimera_analysis_panel_get_score_text (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), NULL);
  return self->score_text;
}

int
chimera_analysis_panel_get_mate (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), 0);
  return self->mate;
}

/* ---- object ---- */

static void
chimera_analysis_panel_get_property (GObject *object,
                                     guint prop_id,
                                     GValue *value,
                                     GParamSpec *pspec)
{
  ChimeraAnalysisPanel *self = CHIMERA_ANALYSIS_PANEL (object);
  switch (prop_id)
    {
      case PROP_ACTIVE: g_value_set_boolean (value, self->active); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_analysis_panel_set_property (GObject *object,
                                     guint prop_id,
                                     const GValue *value,
                                     GParamSpec *pspec)
{
  ChimeraAnalysisPanel *self = CHIMERA_ANALYSIS_PANEL (object);
  switch (prop_id)
    {
      case PROP_ACTIVE:
        chimera_analysis_panel_set_active (self, g_value_get_boolean (value));
        break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_analysis_panel_dispose (GObject *object)
{
  ChimeraAnalysisPanel *self = CHIMERA_ANALYSIS_PANEL (object);
  stop (self);
  /* Joins the worker's thread: nothing searches once the window is gone. */
  g_clear_object (&self->worker);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  chimera_analysis_panel_set_eval_bar (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_ANALYSIS_PANEL);
  G_OBJECT_CLASS (chimera_analysis_panel_parent_class)->dispose (object);
}

static void
chimera_analysis_panel_class_init (ChimeraAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_analysis_panel_dispose;
  object_class->get_property = chimera_analysis_panel_get_property;
  object_class->set_property = chimera_analysis_panel_set_property;

  props[PROP_ACTIVE]
    = g_param_spec_boolean ("active", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * ChimeraAnalysisPanel::show-move:
   * @move: a CeMove of the analysed position
   *
   * Emitted when the user picks a line's first move that can be neither
   * played (not the live position, or not a person's turn) nor stepped to
   * in the record, so that the board can point at it.
   */
  signals[SHOW_MOVE] = g_signal_new ("show-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, depth_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, score_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, speed_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, lines_box);
}

static void
chimera_analysis_panel_init (ChimeraAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (int k = 0; k < CHIMERA_ANALYSIS_LINES; k++)
    {
      Line *l = &self->lines[k];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_margin_start (box, 8);
      gtk_widget_set_margin_end (box, 8);
      gtk_widget_set_margin_top (box, 4);
      gtk_widget_set_margin_bottom (box, 4);
      l->score = gtk_label_new (NULL);
      gtk_label_set_width_chars (GTK_LABEL (l->score), 6);
      gtk_label_set_xalign (GTK_LABEL (l->score), 0);
      gtk_widget_set_valign (l->score, GTK_ALIGN_BASELINE);
      gtk_widget_add_css_class (l->score, "numeric");
      gtk_widget_add_css_class (l->score, "caption-heading");
      l->button = gtk_button_new ();
      gtk_widget_set_valign (l->button, GTK_ALIGN_BASELINE);
      gtk_widget_add_css_class (l->button, "flat");
      gtk_widget_add_css_class (l->button, "pv-move");
      gtk_widget_set_tooltip_text (l->button, _ ("Play this move, or show it on the board"));
      g_signal_connect (l->button, "clicked", G_CALLBACK (line_clicked), self);
      l->rest = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (l->rest), 0);
      gtk_label_set_wrap (GTK_LABEL (l->rest), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (l->rest), PANGO_WRAP_WORD_CHAR);
      /* A wrapping label asks for its whole text's width: keep the side
       * panel at its own width instead. */
      gtk_label_set_max_width_chars (GTK_LABEL (l->rest), 10);
      gtk_widget_set_hexpand (l->rest, TRUE);
      gtk_widget_set_valign (l->rest, GTK_ALIGN_BASELINE);
      gtk_widget_add_css_class (l->rest, "pv-rest");
      gtk_box_append (GTK_BOX (box), l->score);
      gtk_box_append (GTK_BOX (box), l->button);
      gtk_box_append (GTK_BOX (box), l->rest);
      l->row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (l->row), FALSE);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (l->row), box);
      gtk_widget_set_visible (l->row, FALSE);
      gtk_list_box_append (self->lines_box, l->row);
    }
  show_nothing (self, "");
}

GtkWidget *
chimera_analysis_panel_new (void)
{
  return g_object_new (CHIMERA_TYPE_ANALYSIS_PANEL, NULL);
}
