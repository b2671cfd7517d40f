/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraAnalysisPanel: an endless level-10 search with 1 to 5 lines on the
 * viewed position, shown as it deepens, its settings, pause, the lines'
 * arrows on the board and the preview of a line.
 */
#include "config.h"

#include "analysis-panel.h"

#include <glib/gi18n.h>

#include "analysis-preview.h"
#include "analysis-text.h"
#include "board-analysis-arrows.h"
#include "analysis-engine.h"
#include "chimera-settings.h"
#include "search-worker.h"
#include "strip-header.h"
#include "focus-out.h"
#include "menus-close.h"
#include "rules.h"
#include "notation-setting.h"
#include "san.h"

#define DEFAULT_LINES 3

enum
{
  PROP_0,
  PROP_ACTIVE,
  PROP_PAUSED,
  PROP_PREVIEWING,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

/* A row of the list: the line it shows, and its widgets. */
typedef struct
{
  CeSearchInfo info;
  char first[CHIMERA_DISPLAY_SAN_SIZE];
  GtkWidget *row, *score, *button, *rest;
} Line;

struct _ChimeraAnalysisPanel
{
  GtkBox parent_instance;

  ChimeraStripHeader *header;
  GtkWidget *body;
  GtkLabel *depth_label;
  GtkLabel *score_label;
  GtkLabel *summary_label;
  GtkLabel *speed_label;
  GtkListBox *lines_box;
  GtkWidget *pause_button;
  GtkMenuButton *settings_button;
  GtkSpinButton *lines_spin;
  GtkSpinButton *threads_spin;
  GtkWidget *preview_bar;
  GtkLabel *preview_label;
  GtkWidget *preview_back, *preview_forward;

  ChimeraGame *game;
  ChimeraEvalBar *bar;     /* (unowned, weak) */
  ChimeraBoardView *board; /* (unowned, weak): the arrows and previews go there */
  gboolean active;
  gboolean paused;
  int want_lines; /* 1 to CHIMERA_ANALYSIS_MAX_LINES */
  int threads;    /* 1 to the processors there are */
  ChimeraAnalysisPreview preview;

  ChimeraSearchWorker *worker; /* made when shown: a thread of its own */
  /* An external engine analysing instead, its chooser and the book's
   * moves (analysis-engine.h). */
  ChimeraExternalEngine *external;
  GtkWidget *engine_chooser, *note;
  GCancellable *running;
  CePosition pos; /* the position analysed */
  gboolean has_pos;

  int depth;
  /* The latest iteration's lines as the engine orders them, best first. */
  CeSearchInfo results[CHIMERA_ANALYSIS_MAX_LINES];
  guint n_results;
  /* The rows shown: the results in order, except while the pointer is
   * over the list (see refresh_rows). */
  Line lines[CHIMERA_ANALYSIS_MAX_LINES];
  guint n_lines;
  gboolean hovered;
  char score_text[32];
  int mate; /* White's view */
};

G_DEFINE_FINAL_TYPE (ChimeraAnalysisPanel, chimera_analysis_panel, GTK_TYPE_BOX)

/* ---- showing ---- */

/* Shows or hides a line's row.  A row with the focus in it (its first move
 * was clicked) gives it to the list first (focus-out.h). */
static void
set_row_visible (ChimeraAnalysisPanel *self, GtkWidget *row, gboolean visible)
{
  if (!visible && gtk_widget_get_visible (row))
    chimera_focus_out_of (row, GTK_WIDGET (self->lines_box));
  gtk_widget_set_visible (row, visible);
}

static void
show_line (ChimeraAnalysisPanel *self, guint k)
{
  Line *l = &self->lines[k];
  char score[32];
  chimera_analysis_format_score (l->info.score, self->pos.side, score, sizeof score, NULL);
  gtk_label_set_label (GTK_LABEL (l->score), score);
  g_autofree char *text = chimera_analysis_line_text (&self->pos, &l->info, l->first);
  GString *rest = g_string_new (text);
  chimera_analysis_fit_rows (l->rest, rest);
  /* The first move is a button: it previews the line on the board. */
  g_autofree char *numbered = g_strdup_printf (self->pos.side == CE_BLACK ? "%u… %s" : "%u. %s",
                                               self->pos.fullmove, l->first);
  gtk_button_set_label (GTK_BUTTON (l->button), numbered);
  gtk_label_set_label (GTK_LABEL (l->rest), rest->str);
  chimera_notation_scale_figurines (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (l->button))));
  chimera_notation_scale_figurines (GTK_LABEL (l->rest));
  g_string_free (rest, TRUE);
  set_row_visible (self, l->row, l->first[0] != 0);
}

/* The lines' first moves on the board, the best strongest; none while a
 * preview shows another position there. */
static void
show_arrows (ChimeraAnalysisPanel *self)
{
  if (!self->board)
    return;
  CeMove moves[CHIMERA_ANALYSIS_MAX_LINES];
  int scores[CHIMERA_ANALYSIS_MAX_LINES];
  double weights[CHIMERA_ANALYSIS_MAX_LINES];
  guint n = 0;
  if (self->active && !chimera_analysis_preview_active (&self->preview))
    for (; n < self->n_results; n++)
      {
        moves[n] = self->results[n].pv[0];
        scores[n] = self->results[n].score;
      }
  chimera_analysis_arrows_weigh (scores, n, weights);
  chimera_board_scene_set_analysis_arrows (chimera_board_view_get_scene (self->board), moves,
                                           weights, n);
}

static void
show_depth (ChimeraAnalysisPanel *self)
{
  g_autofree char *depth = NULL;
  if (self->paused)
    depth = self->depth ? g_strdup_printf (_ ("Paused at depth %d"), self->depth)
                        : g_strdup (_ ("Paused"));
  else if (self->depth)
    depth = g_strdup_printf (_ ("Depth %d"), self->depth);
  gtk_label_set_label (self->depth_label, depth ? depth : "");
}

static void
show_nothing (ChimeraAnalysisPanel *self, const char *summary)
{
  self->depth = 0;
  self->n_lines = 0;
  self->n_results = 0;
  self->mate = 0;
  g_strlcpy (self->score_text, "", sizeof self->score_text);
  for (int k = 0; k < CHIMERA_ANALYSIS_MAX_LINES; k++)
    set_row_visible (self, self->lines[k].row, FALSE);
  show_depth (self);
  gtk_label_set_label (self->speed_label, "");
  gtk_label_set_label (self->score_label, "…");
  gtk_label_set_label (self->summary_label, summary);
  show_arrows (self);
}

/* The rows from the results.  While the pointer is over the list the rows
 * keep their order: a row goes on showing the line of its first move, with
 * its score and moves brought up to date, and new lines only join at the
 * bottom.  A player reaching for a move must not have another slide under
 * the pointer (Lichess keeps its lines live the same way); the order
 * catches up as soon as the pointer leaves. */
static void
refresh_rows (ChimeraAnalysisPanel *self)
{
  guint want = MIN ((guint) self->want_lines, CHIMERA_ANALYSIS_MAX_LINES);
  gboolean used[CHIMERA_ANALYSIS_MAX_LINES] = { FALSE };
  guint n = 0;
  if (self->hovered)
    {
      for (; n < self->n_lines && n < want; n++)
        for (guint j = 0; j < self->n_results; j++)
          if (!used[j] && self->results[j].pv[0] == self->lines[n].info.pv[0])
            {
              used[j] = TRUE;
              self->lines[n].info = self->results[j];
              break;
            }
    }
  for (guint j = 0; j < self->n_results && n < want; j++)
    if (!used[j])
      self->lines[n++].info = self->results[j];
  self->n_lines = n;
  for (guint k = 0; k < CHIMERA_ANALYSIS_MAX_LINES; k++)
    if (k < n)
      show_line (self, k);
    else
      set_row_visible (self, self->lines[k].row, FALSE);
}

static void
info_arrived (ChimeraAnalysisPanel *self, gpointer data)
{
  const CeSearchInfo *info = data;
  if (!self->has_pos || self->paused || info->multipv < 1 || info->multipv > self->want_lines
      || info->pv_length < 1)
    return;
  guint k = (guint) info->multipv - 1;
  if (info->depth != self->depth)
    {
      /* A new iteration: its lines come together, best first. */
      self->depth = info->depth;
      self->n_results = 0;
    }
  self->results[k] = *info;
  self->n_results = MAX (self->n_results, k + 1);
  refresh_rows (self);
  show_arrows (self);
  if (k != 0)
    return;

  chimera_analysis_format_score (info->score, self->pos.side, self->score_text,
                                 sizeof self->score_text, &self->mate);
  gtk_label_set_label (self->score_label, self->score_text);
  g_autofree char *summary = chimera_analysis_summary_text (info->score, self->pos.side);
  gtk_label_set_label (self->summary_label, summary);
  show_depth (self);
  g_autofree char *speed = chimera_analysis_speed_text (info->nps);
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
  if (!chimera_search_worker_think_finish (NULL, res, NULL, &error) || !self
      || self->running != cancellable)
    return;
  /* The search went as deep as it can: the lines shown are final. */
  g_clear_object (&self->running);
}

static void
stop (ChimeraAnalysisPanel *self)
{
  chimera_analysis_engine_stop (self->external);
  if (self->running)
    {
      g_cancellable_cancel (self->running);
      g_clear_object (&self->running);
    }
}

static void preview_exit (ChimeraAnalysisPanel *self);

/* Starts the search on the viewed position (unless paused), the lines
 * shown so far gone. */
static void
start (ChimeraAnalysisPanel *self)
{
  stop (self);
  if (!self->active || !self->game)
    return;
  self->pos = *chimera_game_get_viewed_position (self->game);
  self->has_pos = TRUE;
  show_nothing (self, self->paused ? "" : _ ("Thinking…"));
  if (self->paused)
    return;

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

  if (chimera_analysis_engine_start (&self->external, self->note, &self->pos, self->want_lines,
                                     G_CALLBACK (info_arrived), self))
    return;
  if (!self->worker)
    {
      self->worker = chimera_search_worker_new ();
      g_signal_connect_object (self->worker, "info", G_CALLBACK (info_arrived), self,
                               G_CONNECT_SWAPPED);
    }
  chimera_search_worker_set_threads (self->worker, self->threads);
  CeLimits limits;
  ce_limits_init (&limits); /* no limit: it runs until stopped */
  limits.multipv = self->want_lines;
  self->running = g_cancellable_new ();
  Pending *p = g_new0 (Pending, 1);
  g_weak_ref_init (&p->self, self);
  p->cancellable = g_object_ref (self->running);
  chimera_search_worker_think_async (self->worker, &self->pos, CE_LEVEL_MAX, &limits, self->running,
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
  /* The board goes back to what the game's owner showed, which goes on
   * from there. */
  preview_exit (self);
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
  chimera_analysis_engine_chooser_set_variant (self->engine_chooser,
                                               chimera_game_get_variant (game));
  static const char *const position_signals[] = { "moved", "undone", "redone", "view-changed" };
  for (gsize i = 0; i < G_N_ELEMENTS (position_signals); i++)
    g_signal_connect_object (game, position_signals[i], G_CALLBACK (position_changed), self,
                             G_CONNECT_SWAPPED);
  self->has_pos = FALSE;
  preview_exit (self);
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
  if (!active)
    {
      chimera_menus_close_under (GTK_WIDGET (self));
      /* Nor is the focus left in it (a closed menu gives it to its
       * button): GTK 4.8 would move it out only a turn later
       * (focus-out.h), after the side panel's scroller round the analysis
       * has hidden too, and a tooltip it then schedules outlives the
       * window. */
      chimera_focus_out_of (GTK_WIDGET (self), NULL);
    }
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
      g_clear_object (&self->external);
      preview_exit (self);
      show_arrows (self);
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

static void
board_gone (gpointer data, GObject *where)
{
  ChimeraAnalysisPanel *self = data;
  self->board = NULL;
  self->preview.board = NULL;
}

void
chimera_analysis_panel_set_board (ChimeraAnalysisPanel *self, ChimeraBoardView *board)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  preview_exit (self);
  if (self->board)
    {
      chimera_board_scene_set_analysis_arrows (chimera_board_view_get_scene (self->board), NULL,
                                               NULL, 0);
      g_object_weak_unref (G_OBJECT (self->board), board_gone, self);
    }
  self->board = board;
  if (board)
    g_object_weak_ref (G_OBJECT (board), board_gone, self);
  show_arrows (self);
}

/* ---- settings and pause ---- */

void
chimera_analysis_panel_set_paused (ChimeraAnalysisPanel *self, gboolean paused)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  gtk_button_set_icon_name (GTK_BUTTON (self->pause_button), paused
                                                               ? "media-playback-start-symbolic"
                                                               : "media-playback-pause-symbolic");
  gtk_widget_set_tooltip_text (self->pause_button,
                               paused ? _ ("Resume Analysis") : _ ("Pause Analysis"));
  if (paused)
    {
      /* The lines stay as they were, and say so. */
      stop (self);
      show_depth (self);
    }
  else
    start (self); /* on the position shown */
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PAUSED]);
}

gboolean
chimera_analysis_panel_get_paused (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), FALSE);
  return self->paused;
}

static void
pause_clicked (ChimeraAnalysisPanel *self)
{
  chimera_analysis_panel_set_paused (self, !self->paused);
}

static int
max_threads (void)
{
  return MAX ((int) g_get_num_processors (), 1);
}

/* The settings (or the spin buttons without a schema) changed: the search
 * starts again with them. */
static void
apply_settings (ChimeraAnalysisPanel *self)
{
  GSettings *settings = chimera_settings_get ();
  int lines = settings ? g_settings_get_int (settings, "analysis-lines")
                       : gtk_spin_button_get_value_as_int (self->lines_spin);
  int threads = settings ? g_settings_get_int (settings, "analysis-threads")
                         : gtk_spin_button_get_value_as_int (self->threads_spin);
  lines = CLAMP (lines, 1, CHIMERA_ANALYSIS_MAX_LINES);
  threads = CLAMP (threads, 1, max_threads ());
  gtk_spin_button_set_value (self->lines_spin, lines);
  gtk_spin_button_set_value (self->threads_spin, threads);
  if (lines == self->want_lines && threads == self->threads)
    return;
  self->want_lines = lines;
  self->threads = threads;
  if (self->active && !self->paused)
    {
      self->has_pos = FALSE;
      start (self);
    }
}

/* Another engine chosen: the analysis starts again with it. */
static void
engine_changed (ChimeraAnalysisPanel *self)
{
  if (self->active && !self->paused)
    {
      self->has_pos = FALSE;
      start (self);
    }
}

static void
spin_changed (ChimeraAnalysisPanel *self)
{
  GSettings *settings = chimera_settings_get ();
  if (settings)
    {
      g_settings_set_int (settings, "analysis-lines",
                          gtk_spin_button_get_value_as_int (self->lines_spin));
      g_settings_set_int (settings, "analysis-threads",
                          gtk_spin_button_get_value_as_int (self->threads_spin));
    }
  else
    apply_settings (self);
}

int
chimera_analysis_panel_get_threads (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), 1);
  return self->worker ? chimera_search_worker_get_threads (self->worker) : self->threads;
}

/* ---- preview ---- */

static void
preview_shown (ChimeraAnalysisPanel *self)
{
  gboolean on = chimera_analysis_preview_active (&self->preview);
  gtk_widget_set_visible (self->preview_bar, on);
  /* Disabled, it lets Escape go on to whoever else wants it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "analysis.exit-preview", on);
  if (on)
    {
      g_autofree char *line = chimera_analysis_preview_text (&self->preview);
      /* Translators: the moves of an analysis line shown on the board
       * instead of the game, e.g. "Preview: 4. Qe2 a5". */
      g_autofree char *text = g_strdup_printf (_ ("Preview: %s"), line);
      gtk_label_set_label (self->preview_label, text);
      chimera_notation_scale_figurines (self->preview_label);
      gtk_widget_set_sensitive (self->preview_back, self->preview.at > 1);
      gtk_widget_set_sensitive (self->preview_forward, self->preview.at < self->preview.n);
    }
}

static void
preview_exit (ChimeraAnalysisPanel *self)
{
  if (!chimera_analysis_preview_exit (&self->preview))
    return;
  preview_shown (self);
  show_arrows (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PREVIEWING]);
}

gboolean
chimera_analysis_panel_get_previewing (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), FALSE);
  return chimera_analysis_preview_active (&self->preview);
}

const CePosition *
chimera_analysis_panel_get_preview_position (ChimeraAnalysisPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), NULL);
  return chimera_analysis_preview_position (&self->preview);
}

void
chimera_analysis_panel_exit_preview (ChimeraAnalysisPanel *self)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  preview_exit (self);
}

gboolean
chimera_analysis_panel_step_preview (ChimeraAnalysisPanel *self, int delta)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), FALSE);
  if (!chimera_analysis_preview_step (&self->preview, delta))
    return FALSE;
  preview_shown (self);
  return TRUE;
}

static void
preview_back_clicked (ChimeraAnalysisPanel *self)
{
  chimera_analysis_panel_step_preview (self, -1);
}

static void
preview_forward_clicked (ChimeraAnalysisPanel *self)
{
  chimera_analysis_panel_step_preview (self, 1);
}

/* Folded, the strip keeps its evaluation in its header; a line previewed
 * ends with its rows and buttons out of sight, and the focus in them
 * goes to the header. */
static void
folded (ChimeraAnalysisPanel *self)
{
  if (chimera_strip_header_get_expanded (self->header))
    return;
  chimera_focus_out_of (self->body, GTK_WIDGET (self->header));
  preview_exit (self);
}

static void
exit_preview_action (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action, (void) param;
  preview_exit (CHIMERA_ANALYSIS_PANEL (widget));
}

/* ---- lines ---- */

/* A line clicked goes into the game's tree as a variation from the
 * position analysed, its first move shown; the main line stays as it is.
 * Where no variation can start (the game's last position: a move there
 * is the game's) the line is previewed instead.  FALSE if it was not
 * entered. */
static gboolean
enter_as_variation (ChimeraAnalysisPanel *self, const CeSearchInfo *info)
{
  if (!self->game || chimera_analysis_preview_active (&self->preview) || info->pv_length <= 0)
    return FALSE;
  CeNodeId from = chimera_game_get_viewed_node (self->game);
  const CeTree *tree = chimera_game_get_tree (self->game);
  CePosition at;
  if (!ce_tree_position (tree, from, &at) || at.key != self->pos.key)
    return FALSE;
  int n = MIN (info->pv_length, CHIMERA_PREVIEW_PLIES);
  CeNodeId last = chimera_game_add_line (self->game, from, info->pv, n);
  if (last == CE_NODE_NONE)
    return FALSE;
  CeNodeId first = last;
  for (int i = 1; i < n; i++)
    first = ce_tree_parent (tree, first);
  chimera_game_view_node (self->game, first);
  return TRUE;
}

void
chimera_analysis_panel_activate_line (ChimeraAnalysisPanel *self, guint line)
{
  g_return_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self));
  if (line >= self->n_lines || !self->board || !self->has_pos)
    return;
  const CeSearchInfo *info = &self->lines[line].info;
  if (enter_as_variation (self, info))
    return;
  gboolean was = chimera_analysis_preview_active (&self->preview);
  if (!chimera_analysis_preview_enter (&self->preview, self->board, &self->pos, info->pv,
                                       info->pv_length, 1))
    return;
  show_arrows (self);
  preview_shown (self);
  if (!was)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PREVIEWING]);
}

static void
line_clicked (GtkButton *button, ChimeraAnalysisPanel *self)
{
  for (guint k = 0; k < CHIMERA_ANALYSIS_MAX_LINES; k++)
    if (self->lines[k].button == GTK_WIDGET (button))
      chimera_analysis_panel_activate_line (self, k);
}

static void
pointer_entered (ChimeraAnalysisPanel *self)
{
  self->hovered = TRUE;
}

static void
pointer_left (ChimeraAnalysisPanel *self)
{
  self->hovered = FALSE;
  refresh_rows (self);
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

CeMove
chimera_analysis_panel_get_best_move (ChimeraAnalysisPanel *self, guint rank)
{
  g_return_val_if_fail (CHIMERA_IS_ANALYSIS_PANEL (self), CE_MOVE_NONE);
  return rank < self->n_results ? self->results[rank].pv[0] : CE_MOVE_NONE;
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
      case PROP_PAUSED: g_value_set_boolean (value, self->paused); break;
      case PROP_PREVIEWING:
        g_value_set_boolean (value, chimera_analysis_preview_active (&self->preview));
        break;
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
      case PROP_PAUSED:
        chimera_analysis_panel_set_paused (self, g_value_get_boolean (value));
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
  g_clear_object (&self->external);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  chimera_analysis_panel_set_eval_bar (self, NULL);
  /* The board goes with the window: it is left alone, and no one is told
   * of a preview that ends with it. */
  self->preview.board = NULL;
  if (self->board)
    g_object_weak_unref (G_OBJECT (self->board), board_gone, self);
  self->board = NULL;
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_signal_handlers_disconnect_by_data (settings, self);
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
  props[PROP_PAUSED]
    = g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  props[PROP_PREVIEWING]
    = g_param_spec_boolean ("previewing", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_install_action (widget_class, "analysis.exit-preview", NULL,
                                   exit_preview_action);
  g_type_ensure (CHIMERA_TYPE_STRIP_HEADER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, header);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, body);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, depth_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, score_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, speed_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, lines_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, pause_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, settings_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, lines_spin);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, threads_spin);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, preview_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, preview_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, preview_back);
  gtk_widget_class_bind_template_child (widget_class, ChimeraAnalysisPanel, preview_forward);
}

/* The lines are written again in the notation the user chose. */
static void
notation_changed (ChimeraAnalysisPanel *self)
{
  for (guint k = 0; k < self->n_lines; k++)
    show_line (self, k);
}

static void
chimera_analysis_panel_init (ChimeraAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chimera_notation_watch (G_OBJECT (self), G_CALLBACK (notation_changed));
  self->want_lines = DEFAULT_LINES;
  self->threads = 1;
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->threads_spin), max_threads ());
  for (int k = 0; k < CHIMERA_ANALYSIS_MAX_LINES; k++)
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
      gtk_widget_set_tooltip_text (l->button,
                                   _ ("Show this line on the board (the game stays as it is)"));
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

  /* Rows keep their order under the pointer (refresh_rows). */
  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect_object (motion, "enter", G_CALLBACK (pointer_entered), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (motion, "leave", G_CALLBACK (pointer_left), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self->lines_box), motion);

  /* Escape leaves a preview wherever the focus is. */
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (
    GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                      gtk_named_action_new ("analysis.exit-preview")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "analysis.exit-preview", FALSE);

  g_signal_connect_swapped (self->pause_button, "clicked", G_CALLBACK (pause_clicked), self);
  g_signal_connect_swapped (self->preview_back, "clicked", G_CALLBACK (preview_back_clicked), self);
  g_signal_connect_swapped (self->preview_forward, "clicked", G_CALLBACK (preview_forward_clicked),
                            self);

  g_signal_connect_swapped (self->header, "notify::expanded", G_CALLBACK (folded), self);
  GSettings *settings = chimera_settings_get ();
  if (settings)
    {
      /* Folded or not as the player left it last. */
      g_settings_bind (settings, "analysis-expanded", self->header, "expanded",
                       G_SETTINGS_BIND_DEFAULT);
      g_signal_connect_swapped (settings, "changed::analysis-lines", G_CALLBACK (apply_settings),
                                self);
      g_signal_connect_swapped (settings, "changed::analysis-threads", G_CALLBACK (apply_settings),
                                self);
      g_signal_connect_swapped (settings, "changed::analysis-engine", G_CALLBACK (engine_changed),
                                self);
      g_signal_connect_swapped (settings, "changed::opening-book", G_CALLBACK (engine_changed),
                                self);
    }
  GtkWidget *grid = gtk_popover_get_child (gtk_menu_button_get_popover (self->settings_button));
  self->engine_chooser = chimera_analysis_engine_add_chooser (GTK_GRID (grid), 2);
  self->note = chimera_analysis_engine_note_new ();
  gtk_widget_insert_before (self->note, gtk_widget_get_parent (GTK_WIDGET (self->lines_box)),
                            GTK_WIDGET (self->lines_box));
  apply_settings (self);
  g_signal_connect_swapped (self->lines_spin, "value-changed", G_CALLBACK (spin_changed), self);
  g_signal_connect_swapped (self->threads_spin, "value-changed", G_CALLBACK (spin_changed), self);
}

GtkWidget *
chimera_analysis_panel_new (void)
{
  return g_object_new (CHIMERA_TYPE_ANALYSIS_PANEL, NULL);
}
