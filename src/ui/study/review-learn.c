/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewLearn: finding a better move at the player's mistakes.
 */
#include "config.h"

#include "review-learn.h"

#include <glib/gi18n.h>

#include "notation-setting.h"
#include "san.h"
#include "search-worker.h"

/* One position to learn from (copied from the review). */
typedef struct
{
  int ply; /* the move's index: the position before it is main-line node ply */
  CePosition before;
  CeMove played;
  CeReviewClass cls;
  CeMove line[CE_REVIEW_LINE_MAX];
  int line_len;
  double win_best; /* the mover's expected score with the engine's move */
  int depth;       /* what the review searched the position to */
} Task;

struct _ChimeraReviewLearn
{
  GtkBox parent_instance;

  GtkLabel *counter, *prompt, *feedback;
  GtkButton *answer_button, *next_button;
  GtkCheckButton *keep_check;

  ChimeraGame *game;
  GArray *tasks; /* Task */
  int index;     /* -1 when stopped */
  gboolean found;
  gboolean answering;          /* the answer going in is no try */
  ChimeraSearchWorker *worker; /* judges tries, made for the first, gone with the lesson */
  GCancellable *checking;      /* the try being judged */
  CeNodeId checked;            /* its node */
  GArray *tries;               /* CeNodeId: nodes the tries added to the tree */
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

static void
stop_checking (ChimeraReviewLearn *self)
{
  if (self->checking)
    g_cancellable_cancel (self->checking);
  g_clear_object (&self->checking);
  self->checked = CE_NODE_NONE;
}

/* The moves tried are practice, not the game: the nodes they added leave
 * the tree, unless the player asked to keep them.  Those the review put
 * there (the better line) stay. */
static void
forget_tries (ChimeraReviewLearn *self, CeNodeId keep)
{
  gboolean kept = gtk_check_button_get_active (self->keep_check);
  while (self->tries->len > 0)
    {
      CeNodeId n = g_array_index (self->tries, CeNodeId, self->tries->len - 1);
      g_array_set_size (self->tries, self->tries->len - 1);
      if (!kept && n != keep && self->game && ce_tree_valid (chimera_game_get_tree (self->game), n))
        chimera_game_delete_variation (self->game, n);
    }
  if (keep != CE_NODE_NONE)
    g_array_append_val (self->tries, keep);
}

/* Shows the task's position and words. */
static void
show_task (ChimeraReviewLearn *self)
{
  const Task *t = task (self);
  if (!t)
    return;
  stop_checking (self);
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
  forget_tries (self, CE_NODE_NONE);
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

/* The try judged: good enough when it loses less than an inaccuracy's
 * drop against the engine's move, by a search of the position after it as
 * deep as the review's (docs/review.md). */
static void
judged (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraReviewLearn) self = data;
  CeSearchResult r;
  if (!chimera_search_worker_think_finish (NULL, res, &r, NULL))
    return; /* another try, another task, or stopped */
  const Task *t = task (self);
  CeNodeId node = self->checked;
  g_clear_object (&self->checking);
  self->checked = CE_NODE_NONE;
  if (!t)
    return;
  const CeTree *tree = chimera_game_get_tree (self->game);
  CeMove m = ce_tree_move (tree, node);
  g_autofree char *san = san_of (&t->before, m);
  g_autofree char *best = san_of (&t->before, t->line[0]);
  /* The search scores the position for the side to move after the try. */
  double drop = MAX (0.0, t->win_best - ce_review_expected_score (-r.score));
  CeReviewClass cls = ce_review_class_of_drop (drop);
  if (cls <= CE_REVIEW_GOOD)
    {
      g_autofree char *text
        /* TRANSLATORS: the first %s is the move tried, the second the engine's. */
        = g_strdup_printf (_ ("Good: %s keeps what the game had. The engine’s move was %s."), san,
                           best);
      solved (self, text);
      return;
    }
  g_autofree char *text
    = g_strdup_printf (cls == CE_REVIEW_INACCURACY ? _ ("%s is an inaccuracy. Try again.")
                                                   : _ ("%s loses too much as well. Try again."),
                       san);
  set_feedback (self, text, "warning");
  /* Back to the position; the try leaves the tree unless kept. */
  chimera_game_set_view (self->game, t->ply);
  forget_tries (self, CE_NODE_NONE);
}

/* A move tried on the board shows the node after it: a new variation, or
 * one already in the tree (the review wrote the better line in; the move
 * played is the main line's).  The view moving to any child of the
 * task's position is a try: the engine's move is found at once, the move
 * played is the mistake again, any other is searched. */
static void
view_changed (ChimeraReviewLearn *self)
{
  const Task *t = task (self);
  if (!t || self->found)
    return;
  const CeTree *tree = chimera_game_get_tree (self->game);
  CeNodeId node = chimera_game_get_viewed_node (self->game);
  if (ce_tree_parent (tree, node) != ce_tree_mainline_node (tree, t->ply) || node == self->checked)
    return;
  stop_checking (self);
  CeMove m = ce_tree_move (tree, node);
  g_autofree char *san = san_of (&t->before, m);
  if (t->line_len > 0 && m == t->line[0])
    {
      g_autofree char *text = g_strdup_printf (_ ("Well done: %s is the best move."), san);
      solved (self, text);
      return;
    }
  if (m == t->played)
    {
      g_autofree char *text
        = g_strdup_printf (_ ("%s is the move played in the game. Try again."), san);
      set_feedback (self, text, "warning");
      chimera_game_set_view (self->game, t->ply);
      return;
    }
  g_autofree char *text = g_strdup_printf (_ ("Checking %s…"), san);
  set_feedback (self, text, NULL);
  self->checking = g_cancellable_new ();
  self->checked = node;
  CePosition after;
  ce_tree_position (tree, node, &after);
  CeLimits limits;
  ce_limits_init (&limits);
  limits.depth = MAX (1, t->depth - 1);
  if (!self->worker)
    self->worker = chimera_search_worker_new ();
  chimera_search_worker_think_async (self->worker, &after, 10, &limits, self->checking, judged,
                                     g_object_ref (self));
}

/* A node a try added (not one the review wrote in): practice to forget. */
static void
branched (ChimeraReviewLearn *self, int node)
{
  if (self->answering)
    return;
  CeNodeId id = (CeNodeId) node;
  g_array_append_val (self->tries, id);
}

void
chimera_review_learn_show_answer (ChimeraReviewLearn *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_LEARN (self));
  const Task *t = task (self);
  if (!t || t->line_len == 0)
    return;
  const CeTree *tree = chimera_game_get_tree (self->game);
  stop_checking (self);
  self->answering = TRUE;
  chimera_game_add_line (self->game, ce_tree_mainline_node (tree, t->ply), t->line, t->line_len);
  self->answering = FALSE;
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
  stop_checking (self);
  forget_tries (self, CE_NODE_NONE);
  g_clear_object (&self->worker);
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
      Task t = { .ply = i,
                 .before = *before,
                 .played = p->played,
                 .cls = p->cls,
                 .win_best = p->win_best,
                 .depth = p->depth };
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
  g_signal_connect_object (game, "branched", G_CALLBACK (branched), self, G_CONNECT_SWAPPED);
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

gboolean
chimera_review_learn_get_checking (ChimeraReviewLearn *self)
{
  return self->checking != NULL;
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
  stop_checking (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->worker);
  G_OBJECT_CLASS (chimera_review_learn_parent_class)->dispose (object);
}

static void
chimera_review_learn_finalize (GObject *object)
{
  ChimeraReviewLearn *self = CHIMERA_REVIEW_LEARN (object);
  g_array_unref (self->tasks);
  g_array_unref (self->tries);
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
  self->tries = g_array_new (FALSE, FALSE, sizeof (CeNodeId));
  self->checked = CE_NODE_NONE;
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
  self->keep_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_ ("_Keep My Tries")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->keep_check),
                               _ ("Keep the moves you try as variations in the game"));
  gtk_box_append (box, GTK_WIDGET (self->keep_check));
  g_signal_connect_swapped (self->answer_button, "clicked",
                            G_CALLBACK (chimera_review_learn_show_answer), self);
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (chimera_review_learn_next),
                            self);
}
