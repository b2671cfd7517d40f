/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewPanel: the game review's progress, graph, accuracy and
 * mistakes in the side panel, and the "review" action.
 */
#include "config.h"

#include "review-panel.h"

#include "focus-out.h"
#include "notation-setting.h"
#include "review-annotate.h"
#include "review-learn.h"
#include "strip-header.h"

#include <glib/gi18n.h>

struct _ChimeraReviewPanel
{
  GtkBox parent_instance;

  ChimeraStripHeader *header;
  GtkWidget *body;
  GtkStack *stack;
  GtkProgressBar *progress_bar;
  GtkLabel *progress_label;
  GtkButton *cancel_button;
  GtkButton *close_button;
  ChimeraEvalGraph *graph;
  GtkLabel *white_accuracy, *black_accuracy;
  GtkLabel *white_counts, *black_counts;
  GtkButton *previous_button, *next_button;
  GtkLabel *mistake_label;
  GtkButton *learn_button;
  ChimeraReviewLearn *learn;

  ChimeraGame *game;
  ChimeraReviewRunner *runner;
  GSimpleAction *action; /* (unowned) "review" in the window's map */
  GActionMap *map;       /* (weak) that map */
};

G_DEFINE_FINAL_TYPE (ChimeraReviewPanel, chimera_review_panel, GTK_TYPE_BOX)

static const CeReview *
result (ChimeraReviewPanel *self)
{
  return chimera_review_runner_get_review (self->runner);
}

static void
update_action (ChimeraReviewPanel *self)
{
  if (self->action)
    g_simple_action_set_enabled (self->action,
                                 self->game && chimera_game_get_n_plies (self->game) > 0);
}

/* The ply (position index) after the next / previous mistake from `from`,
 * -1 if none. */
static int
mistake_from (const CeReview *r, int from, int delta)
{
  if (!r)
    return -1;
  for (int i = delta > 0 ? from : from - 2; i >= 0 && i < r->ndone; i += delta)
    if (r->plies[i].cls >= CE_REVIEW_INACCURACY)
      return i + 1;
  return -1;
}

static int
viewed_ply (ChimeraReviewPanel *self)
{
  return self->game ? chimera_game_get_viewed_ply (self->game) : 0;
}

/* The graph's marker, the mistake buttons and the words on the mistake
 * shown, for the position now in view. */
static void
update_view (ChimeraReviewPanel *self)
{
  const CeReview *r = result (self);
  int ply = viewed_ply (self);
  chimera_eval_graph_set_ply (self->graph, r ? ply : -1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->previous_button), mistake_from (r, ply, -1) >= 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), mistake_from (r, ply, 1) >= 0);
  const char *text = NULL;
  if (r && ply >= 1 && ply <= r->ndone && r->plies[ply - 1].cls >= CE_REVIEW_INACCURACY)
    text = chimera_eval_graph_get_tooltip (self->graph, ply);
  gtk_label_set_text (self->mistake_label, text ? text : "");
  chimera_notation_scale_figurines (self->mistake_label);
  gtk_widget_set_visible (GTK_WIDGET (self->mistake_label), text != NULL);
}

gboolean
chimera_review_panel_step_mistake (ChimeraReviewPanel *self, int delta)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_PANEL (self), FALSE);
  int ply = mistake_from (result (self), viewed_ply (self), delta);
  if (ply < 0 || !self->game)
    return FALSE;
  chimera_game_set_view (self->game, ply);
  return TRUE;
}

static void
previous_clicked (ChimeraReviewPanel *self)
{
  chimera_review_panel_step_mistake (self, -1);
}

static void
next_clicked (ChimeraReviewPanel *self)
{
  chimera_review_panel_step_mistake (self, 1);
}

static void
graph_activated (ChimeraReviewPanel *self, int ply)
{
  if (self->game && ply >= 0 && ply <= chimera_game_get_n_plies (self->game))
    chimera_game_set_view (self->game, ply);
}

/* "2 inaccuracies · 1 mistake · 0 blunders", each after a dot in its
 * colour in the graph. */
static char *
counts_markup (const CeReviewSide *s)
{
  static const char *const colors[] = { NULL, NULL, "#57b5e8", "#e69f00", "#de5454" };
  g_autofree char *parts[3] = { 0 };
  for (int c = CE_REVIEW_INACCURACY; c <= CE_REVIEW_BLUNDER; c++)
    {
      int n = s->count[c];
      const char *words = c == CE_REVIEW_INACCURACY
                            ? ngettext ("%d inaccuracy", "%d inaccuracies", n)
                          : c == CE_REVIEW_MISTAKE ? ngettext ("%d mistake", "%d mistakes", n)
                                                   : ngettext ("%d blunder", "%d blunders", n);
      g_autofree char *text = g_strdup_printf (words, n);
      /* A narrow panel breaks the line between the counts, never inside one. */
      g_autoptr (GString) kept = g_string_new (text);
      g_string_replace (kept, " ", "\u00a0", 0);
      g_autofree char *escaped = g_markup_escape_text (kept->str, -1);
      parts[c - CE_REVIEW_INACCURACY]
        = g_strdup_printf ("<span foreground=\"%s\">\u25cf</span>\u202f%s", colors[c], escaped);
    }
  return g_strdup_printf ("%s  %s  %s", parts[0], parts[1], parts[2]);
}

static void
show_result (ChimeraReviewPanel *self)
{
  const CeReview *r = result (self);
  const CeGame *line = chimera_review_runner_get_line (self->runner);
  chimera_eval_graph_set_review (self->graph, r, line);
  if (!r)
    return;
  for (int c = 0; c < 2; c++)
    {
      const CeReviewSide *s = &r->side[c];
      /* TRANSLATORS: a side's accuracy in the review, "White: 87%". */
      g_autofree char *acc
        = g_strdup_printf (c == CE_WHITE ? _ ("White: %d%% accuracy") : _ ("Black: %d%% accuracy"),
                           (int) (s->accuracy + 0.5));
      gtk_label_set_text (c == CE_WHITE ? self->white_accuracy : self->black_accuracy, acc);
      g_autofree char *counts = counts_markup (s);
      gtk_label_set_markup (c == CE_WHITE ? self->white_counts : self->black_counts, counts);
    }
  /* TRANSLATORS: the folded review's header: each side's accuracy. */
  g_autofree char *both
    = g_strdup_printf (_ ("White %d%%, Black %d%%"), (int) (r->side[CE_WHITE].accuracy + 0.5),
                       (int) (r->side[CE_BLACK].accuracy + 0.5));
  chimera_strip_header_set_summary (self->header, both);
  gtk_widget_set_visible (
    GTK_WIDGET (self->learn_button),
    chimera_review_learn_available (self->game, r, chimera_review_runner_get_line (self->runner)));
  gtk_stack_set_visible_child_name (self->stack, "done");
  update_view (self);
}

gboolean
chimera_review_panel_learn (ChimeraReviewPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_PANEL (self), FALSE);
  const CeReview *r = result (self);
  if (!self->game || !r
      || !chimera_review_learn_start (self->learn, self->game, r,
                                      chimera_review_runner_get_line (self->runner)))
    return FALSE;
  gtk_stack_set_visible_child_name (self->stack, "learn");
  return TRUE;
}

ChimeraReviewLearn *
chimera_review_panel_get_learn (ChimeraReviewPanel *self)
{
  return self->learn;
}

/* Learning over: back to the review. */
static void
learn_done (ChimeraReviewPanel *self)
{
  if (result (self))
    gtk_stack_set_visible_child_name (self->stack, "done");
}

static void
runner_progress (ChimeraReviewPanel *self, int done, int total)
{
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
  /* TRANSLATORS: the review's progress: positions searched of all. */
  g_autofree char *text
    = g_strdup_printf (ngettext ("%d of %d position", "%d of %d positions", total), done, total);
  gtk_label_set_text (self->progress_label, text);
  chimera_strip_header_set_summary (self->header, text);
}

static void
runner_finished (ChimeraReviewPanel *self)
{
  /* The findings go into the game: evaluations, marks, better lines as
   * variations, kept in the file. */
  if (self->game && result (self))
    chimera_review_write (self->game, result (self), chimera_review_runner_get_line (self->runner));
  show_result (self);
}

gboolean
chimera_review_panel_start (ChimeraReviewPanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_PANEL (self), FALSE);
  if (!self->game || !chimera_review_runner_start (self->runner, self->game))
    return FALSE;
  chimera_eval_graph_set_review (self->graph, NULL, NULL);
  runner_progress (self, 0, chimera_review_runner_get_total (self->runner));
  gtk_stack_set_visible_child_name (self->stack, "running");
  /* Asked for, the review shows unfolded. */
  chimera_strip_header_set_expanded (self->header, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  /* The panel lives in the side panel: show it if it is folded away. */
  if (self->map && g_action_map_lookup_action (self->map, "side-panel"))
    g_action_group_change_action_state (G_ACTION_GROUP (self->map), "side-panel",
                                        g_variant_new_boolean (TRUE));
  return TRUE;
}

void
chimera_review_panel_close (ChimeraReviewPanel *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_PANEL (self));
  chimera_review_learn_stop (self->learn);
  chimera_review_runner_clear (self->runner);
  chimera_eval_graph_set_review (self->graph, NULL, NULL);
  /* The focus (on Close or Cancel) goes before the panel does, as the
   * analysis panel's does (chimera_analysis_panel_set_active). */
  chimera_focus_out_of (GTK_WIDGET (self), NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* Folded, the focus in the body goes to the header. */
static void
folded (ChimeraReviewPanel *self)
{
  if (!chimera_strip_header_get_expanded (self->header))
    chimera_focus_out_of (self->body, GTK_WIDGET (self->header));
}

/* A move played, taken back or replayed: the review no longer is this
 * game's. */
static void
game_moved (ChimeraReviewPanel *self)
{
  if (chimera_review_runner_get_running (self->runner) || result (self))
    chimera_review_panel_close (self);
  update_action (self);
}

void
chimera_review_panel_set_game (ChimeraReviewPanel *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_PANEL (self));
  if (self->game == game)
    return;
  chimera_review_panel_close (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    {
      g_signal_connect_object (game, "moved", G_CALLBACK (game_moved), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "undone", G_CALLBACK (game_moved), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "redone", G_CALLBACK (game_moved), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "view-changed", G_CALLBACK (update_view), self,
                               G_CONNECT_SWAPPED);
    }
  update_action (self);
}

static void
review_activated (ChimeraReviewPanel *self)
{
  chimera_review_panel_start (self);
}

void
chimera_review_panel_add_action (ChimeraReviewPanel *self, GActionMap *map)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_PANEL (self));
  g_autoptr (GSimpleAction) action = g_simple_action_new ("review", NULL);
  g_signal_connect_object (action, "activate", G_CALLBACK (review_activated), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (map, G_ACTION (action));
  self->action = action;
  g_set_weak_pointer (&self->map, map);
  update_action (self);
}

ChimeraReviewRunner *
chimera_review_panel_get_runner (ChimeraReviewPanel *self)
{
  return self->runner;
}

ChimeraEvalGraph *
chimera_review_panel_get_graph (ChimeraReviewPanel *self)
{
  return self->graph;
}

const char *
chimera_review_panel_get_accuracy_text (ChimeraReviewPanel *self, int color)
{
  return gtk_label_get_text (color == CE_WHITE ? self->white_accuracy : self->black_accuracy);
}

const char *
chimera_review_panel_get_counts_text (ChimeraReviewPanel *self, int color)
{
  return gtk_label_get_text (color == CE_WHITE ? self->white_counts : self->black_counts);
}

const char *
chimera_review_panel_get_progress_text (ChimeraReviewPanel *self)
{
  return gtk_label_get_text (self->progress_label);
}

GtkWidget *
chimera_review_panel_new (void)
{
  return g_object_new (CHIMERA_TYPE_REVIEW_PANEL, NULL);
}

static void
chimera_review_panel_dispose (GObject *object)
{
  ChimeraReviewPanel *self = CHIMERA_REVIEW_PANEL (object);
  /* The thread stops before anything it might report to goes. */
  if (self->runner)
    chimera_review_runner_clear (self->runner);
  g_clear_object (&self->runner);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->map && self->action)
    {
      g_simple_action_set_enabled (self->action, FALSE);
      g_action_map_remove_action (self->map, "review");
    }
  self->action = NULL;
  g_clear_weak_pointer (&self->map);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_REVIEW_PANEL);
  G_OBJECT_CLASS (chimera_review_panel_parent_class)->dispose (object);
}

static void
chimera_review_panel_class_init (ChimeraReviewPanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_review_panel_dispose;
  g_type_ensure (CHIMERA_TYPE_EVAL_GRAPH);
  g_type_ensure (CHIMERA_TYPE_REVIEW_LEARN);
  g_type_ensure (CHIMERA_TYPE_STRIP_HEADER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/review-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, header);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, body);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, close_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, white_accuracy);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, black_accuracy);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, white_counts);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, black_counts);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, previous_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, next_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, mistake_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, learn_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraReviewPanel, learn);
}

static void
chimera_review_panel_init (ChimeraReviewPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->runner = chimera_review_runner_new ();
  g_signal_connect_object (self->runner, "progress", G_CALLBACK (runner_progress), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->runner, "finished", G_CALLBACK (runner_finished), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->cancel_button, "clicked", G_CALLBACK (chimera_review_panel_close),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->close_button, "clicked", G_CALLBACK (chimera_review_panel_close),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->previous_button, "clicked", G_CALLBACK (previous_clicked), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->next_button, "clicked", G_CALLBACK (next_clicked), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->learn_button, "clicked", G_CALLBACK (chimera_review_panel_learn),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->learn, "done", G_CALLBACK (learn_done), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->header, "notify::expanded", G_CALLBACK (folded), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->graph, "ply-activated", G_CALLBACK (graph_activated), self,
                           G_CONNECT_SWAPPED);
}
