/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewLearn: finding a better move at the player's mistakes.
 */
#include "config.h"

#include "review-learn.h"

#include <glib/gi18n.h>

#include "notation-setting.h"
#include "san.h"

/* One position to learn from (copied from the review). */
typedef struct
{
  int ply; /* the move's index: the position before it is main-line node ply */
  CePosition before;
  CeMove played;
  CeReviewClass cls;
  CeMove line[CE_REVIEW_LINE_MAX];
  int line_len;
} Task;

struct _ChimeraReviewLearn
{
  GtkBox parent_instance;

  GtkLabel *counter, *prompt, *feedback;
  GtkButton *answer_button, *next_button;

  ChimeraGame *game;
  GArray *tasks; /* Task */
  int index;     /* -1 when stopped */
  gboolean found;
};

G_DEFINE_FINAL_TYPE (ChimeraReviewLearn, chimera_review_learn, GTK_TYPE_BOX)

enum
{
  SIGNAL_DONE,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const Task *
task (ChimeraReviewLearn *self)
{
  if (self->index < 0 || self->index >= (int) self->tasks->len)
    return NULL;
  return &g_array_index (self->tasks, Task, self->index);
}

static char *
san_of (const CePosition *pos, CeMove m)
{
  CePosition p = *pos;
  char buf[CHIMERA_DISPLAY_SAN_SIZE];
  return g_strdup (chimera_notation_move (&p, m, chimera_notation_get_style (), buf));
}

static void
set_feedback (ChimeraReviewLearn *self, const char *text, const char *css)
{
  gtk_label_set_text (self->feedback, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->feedback), text != NULL);
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "warning");
  if (css)
    gtk_widget_add_css_class (GTK_WIDGET (self->feedback), css);
}

/* Shows the task's position and words. */
static void
show_task (ChimeraReviewLearn *self)
{
  const Task *t = task (self);
  if (!t)
    return;
  self->found = FALSE;
  g_autofree char *counter = g_strdup_printf (
    /* TRANSLATORS: which of the mistakes to learn from is shown. */
    _ ("%d of %d"), self->index + 1, (int) self->tasks->len);
  gtk_label_set_text (self->counter, counter);
  g_autofree char *san = san_of (&t->before, t->played);
  g_autofree char *number = t->before.side == CE_WHITE
                              ? g_strdup_printf ("%u. %s", t->before.fullmove, san)
                              : g_strdup_printf ("%u\u2026 %s", t->before.fullmove, san);
  g_autofree char *text = NULL;
  if (t->before.side == CE_WHITE)
    text = g_strdup_printf (t->cls == CE_REVIEW_BLUNDER
                              /* TRANSLATORS: %s is the move played ("23. Qd4"). */
                              ? _ ("White played %s here, a blunder. Find a better move.")
                              : _ ("White played %s here, a mistake. Find a better move."),
                            number);
  else
    text = g_strdup_printf (t->cls == CE_REVIEW_BLUNDER
                              ? _ ("Black played %s here, a blunder. Find a better move.")
                              : _ ("Black played %s here, a mistake. Find a better move."),
                            number);
  gtk_label_set_text (self->prompt, text);
  set_feedback (self, NULL, NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->answer_button), TRUE);
  gtk_button_set_label (self->next_button,
                        self->index + 1 < (int) self->tasks->len ? _ ("_Skip") : _ ("_Done"));
  chimera_game_set_view (self->game, t->ply);
}

static void
solved (ChimeraReviewLearn *self, const char *text)
{
  self->found = TRUE;
  set_feedback (self, text, "success");
  gtk_widget_set_sensitive (GTK_WIDGET (self->answer_button), FALSE);
  gtk_button_set_label (self->next_button,
                        self->index + 1 < (int) self->tasks->len ? _ ("_Next") : _ ("_Done"));
}

/* A move tried on the board shows the node after it: a new variation, or
 * one already in the tree (the review wrote the better line in; the move
 * played is the main line's).  The view moving to any child of the
 * task's position is a try. */
static void
view_changed (ChimeraReviewLearn *self)
{
  const Task *t = task (self);
  if (!t || self->found)
    return;
  const CeTree *tree = chimera_game_get_tree (self->game);
  CeNodeId node = chimera_game_get_viewed_node (self->game);
  if (ce_tree_parent (tree, node) != ce_tree_mainline_node (tree, t->ply))
    return;
  CeMove m = ce_tree_move (tree, node);
  g_autofree char *san = san_of (&t->before, m);
  if (t->line_len > 0 && m == t->line[0])
    {
      g_autofree char *text = g_strdup_printf (_ ("Well done: %s is the best move."), san);
      solved (self, text);
      return;
    }
  g_autofree char *text = g_strdup_printf (_ ("%s is not the best move. Try again."), san);
  set_feedback (self, text, "warning");
  /* Back to the position, the try kept as a variation. */
  chimera_game_set_view (self->game, t->ply);
}

void
chimera_review_learn_show_answer (ChimeraReviewLearn *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_LEARN (self));
  const Task *t = task (self);
  if (!t || t->line_len == 0)
    return;
  const CeTree *tree = chimera_game_get_tree (self->game);
  chimera_game_add_line (self->game, ce_tree_mainline_node (tree, t->ply), t->line, t->line_len);
  g_autofree char *san = san_of (&t->before, t->line[0]);
  g_autofree char *text = g_strdup_printf (_ ("The best move was %s."), san);
  solved (self, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->feedback), "success");
}

void
chimera_review_learn_stop (ChimeraReviewLearn *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_LEARN (self));
  if (self->index < 0)
    return;
  self->index = -1;
  g_array_set_size (self->tasks, 0);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_signal_emit (self, signals[SIGNAL_DONE], 0);
}

void
chimera_review_learn_next (ChimeraReviewLearn *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_LEARN (self));
  if (self->index < 0)
    return;
  if (self->index + 1 >= (int) self->tasks->len)
    {
      chimera_review_learn_stop (self);
      return;
    }
  self->index++;
  show_task (self);
}

/* Appends to `out` (if not NULL) the positions of review `r` of `line` to
 * learn from in `game`; returns how many there are. */
static int
collect (GArray *out, ChimeraGame *game, const CeReview *r, const CeGame *line)
{
  /* The side a person played; both when people (or nobody) played both. */
  gboolean white = chimera_game_get_level (game, CE_WHITE) == 0;
  gboolean black = chimera_game_get_level (game, CE_BLACK) == 0;
  if (white == black)
    white = black = TRUE;
  int n = 0;
  for (int i = 0; i < r->ndone && i < line->nmoves; i++)
    {
      const CeReviewPly *p = &r->plies[i];
      const CePosition *before = &line->positions[i];
      gboolean mine = before->side == CE_WHITE ? white : black;
      if (!mine || p->cls < CE_REVIEW_MISTAKE || p->best_line_len == 0)
        continue;
      n++;
      if (!out)
        continue;
      Task t = { .ply = i, .before = *before, .played = p->played, .cls = p->cls };
      t.line_len = p->best_line_len;
      memcpy (t.line, p->best_line, sizeof t.line);
      g_array_append_val (out, t);
    }
  return n;
}

gboolean
chimera_review_learn_available (ChimeraGame *game, const CeReview *r, const CeGame *line)
{
  return game && r && line && collect (NULL, game, r, line) > 0;
}

gboolean
chimera_review_learn_start (ChimeraReviewLearn *self,
                            ChimeraGame *game,
                            const CeReview *r,
                            const CeGame *line)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_LEARN (self), FALSE);
  g_return_val_if_fail (CHIMERA_IS_GAME (game) && r && line, FALSE);
  chimera_review_learn_stop (self);
  if (collect (self->tasks, game, r, line) == 0)
    return FALSE;
  self->game = g_object_ref (game);
  g_signal_connect_object (game, "view-changed", G_CALLBACK (view_changed), self,
                           G_CONNECT_SWAPPED);
  self->index = 0;
  show_task (self);
  return TRUE;
}

int
chimera_review_learn_get_count (ChimeraReviewLearn *self)
{
  return (int) self->tasks->len;
}

int
chimera_review_learn_get_index (ChimeraReviewLearn *self)
{
  return self->index;
}

gboolean
chimera_review_learn_get_found (ChimeraReviewLearn *self)
{
  return self->found;
}

const char *
chimera_review_learn_get_prompt (ChimeraReviewLearn *self)
{
  return gtk_label_get_text (self->prompt);
}

const char *
chimera_review_learn_get_feedback (ChimeraReviewLearn *self)
{
  return gtk_label_get_text (self->feedback);
}

GtkWidget *
chimera_review_learn_new (void)
{
  return g_object_new (CHIMERA_TYPE_REVIEW_LEARN, NULL);
}

static void
chimera_review_learn_dispose (GObject *object)
{
  ChimeraReviewLearn *self = CHIMERA_REVIEW_LEARN (object);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (chimera_review_learn_parent_class)->dispose (object);
}

static void
chimera_review_learn_finalize (GObject *object)
{
  ChimeraReviewLearn *self = CHIMERA_REVIEW_LEARN (object);
  g_array_unref (self->tasks);
  G_OBJECT_CLASS (chimera_review_learn_parent_class)->finalize (object);
}

static void
chimera_review_learn_class_init (ChimeraReviewLearnClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_review_learn_dispose;
  G_OBJECT_CLASS (klass)->finalize = chimera_review_learn_finalize;
  /**
   * ChimeraReviewLearn::done:
   *
   * Learning ended: stopped, or the last position left behind.
   */
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkLabel *
wrapping_label (GtkBox *box)
{
  GtkWidget *l = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
  /* A small natural width: the side panel must not grow. */
  gtk_label_set_max_width_chars (GTK_LABEL (l), 20);
  gtk_box_append (box, l);
  return GTK_LABEL (l);
}

static void
chimera_review_learn_init (ChimeraReviewLearn *self)
{
  self->tasks = g_array_new (FALSE, TRUE, sizeof (Task));
  self->index = -1;
  GtkBox *box = GTK_BOX (self);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (box, 6);

  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (_ ("Learn From Your Mistakes"));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 16);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (head), title);
  self->counter = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->counter), "numeric");
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (self->counter));
  gtk_box_append (box, head);

  self->prompt = wrapping_label (box);
  self->feedback = wrapping_label (box);
  gtk_widget_set_visible (GTK_WIDGET (self->feedback), FALSE);

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  self->answer_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_ ("Show the _Answer")));
  self->next_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_ ("_Skip")));
  gtk_widget_add_css_class (GTK_WIDGET (self->next_button), "suggested-action");
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->answer_button));
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->next_button));
  gtk_box_append (box, buttons);
  g_signal_connect_swapped (self->answer_button, "clicked",
                            G_CALLBACK (chimera_review_learn_show_answer), self);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (chimera_review_learn_next),
                            self);
}
