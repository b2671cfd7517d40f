/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game picker is an AdwMessageDialog with a list: opening a collection
 * is a question with one answer, not a window of its own.
 */
#include "config.h"

#include "game-picker.h"

#include "close-keys.h"

#include <glib/gi18n.h>

typedef struct
{
  ChimeraGameList *games;
  ChimeraGamePicked done;
  gpointer user_data;
  GDestroyNotify destroy;
  GtkListBox *list;              /* a short list: one row per game */
  GtkSingleSelection *selection; /* a long one: rows made as shown */
} Picker;

/* Up to this many games get a row each; more are shown by a list view,
 * which makes rows only for what is on screen (a 50 MB collection holds
 * some 180,000 games). */
#define MAX_LIST_BOX_ROWS 1000

static void
picker_free (gpointer data)
{
  Picker *p = data;
  chimera_game_list_free (p->games);
  g_clear_object (&p->selection);
  if (p->destroy)
    p->destroy (p->user_data);
  g_free (p);
}

/* The picker answers once.  Its state lives on the dialog and goes with
 * the first answer, so a later "response" (AdwMessageDialog emits one when
 * it is closed as well) finds nothing rather than freed memory. */
static void
responded (AdwMessageDialog *dialog, const char *response, gpointer unused)
{
  Picker *p = g_object_steal_data (G_OBJECT (dialog), "chimera-picker");
  if (!p)
    return;
  int index = -1;
  if (p->selection)
    {
      guint selected = gtk_single_selection_get_selected (p->selection);
      if (g_str_equal (response, "open") && selected != GTK_INVALID_LIST_POSITION
          && g_array_index (p->games->entries, ChimeraGameEntry, selected).players)
        index = (int) selected;
    }
  else
    {
      GtkListBoxRow *row = gtk_list_box_get_selected_row (p->list);
      if (g_str_equal (response, "open") && row)
        index = gtk_list_box_row_get_index (row);
    }
  p->done (p->games, index, p->user_data);
  picker_free (p);
}

/* An answer that did not come from a button (a double-click on a row, a
 * test) closes the dialog as a button would. */
static void
answer (AdwMessageDialog *dialog, const char *response)
{
  g_object_ref (dialog);
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, AdwMessageDialog *dialog)
{
  gtk_list_box_select_row (list, row);
  answer (dialog, "open");
}

static void
item_activated (GtkListView *view, guint position, AdwMessageDialog *dialog)
{
  Picker *p = g_object_get_data (G_OBJECT (dialog), "chimera-picker");
  if (!p || !g_array_index (p->games->entries, ChimeraGameEntry, position).players)
    return;
  gtk_single_selection_set_selected (p->selection, position);
  answer (dialog, "open");
}

static void
setup_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer unused)
{
  (void) factory, (void) unused;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *label = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      if (i == 1)
        gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_item_set_child (item, box);
}

static void
bind_item (GtkSignalListItemFactory *factory, GtkListItem *item, ChimeraGameList *games)
{
  guint index = gtk_list_item_get_position (item);
  const ChimeraGameEntry *e = &g_array_index (games->entries, ChimeraGameEntry, index);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *title = gtk_widget_get_first_child (box);
  gtk_label_set_text (GTK_LABEL (title),
                      e->players ? e->players : _ ("A game that cannot be read"));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (title)), e->details);
  gtk_list_item_set_selectable (item, e->players != NULL);
  gtk_list_item_set_activatable (item, e->players != NULL);
  gtk_widget_set_sensitive (box, e->players != NULL);
}

/* A list view over the games: the model holds only the count (an item
 * per game, its position is the game). */
static GtkWidget *
new_list_view (Picker *p, AdwMessageDialog *dialog, int n)
{
  GtkStringList *model = gtk_string_list_new (NULL);
  for (int i = 0; i < n; i++)
    gtk_string_list_append (model, "");
  p->selection = gtk_single_selection_new (G_LIST_MODEL (model));
  gtk_single_selection_set_autoselect (p->selection, FALSE);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), p->games);
  GtkWidget *view = gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (p->selection)), factory);
  gtk_widget_add_css_class (view, "card");
  g_signal_connect (view, "activate", G_CALLBACK (item_activated), dialog);
  for (int i = 0; i < n; i++)
    if (g_array_index (p->games->entries, ChimeraGameEntry, i).players)
      {
        gtk_single_selection_set_selected (p->selection, (guint) i);
        break;
      }
  return view;
}

/* One row per game: a short list, as it always looked. */
static GtkWidget *
new_list_box (Picker *p, AdwMessageDialog *dialog, int n)
{
  p->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (p->list, GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (GTK_WIDGET (p->list), "boxed-list");
  GtkListBoxRow *first = NULL;
  for (int i = 0; i < n; i++)
    {
      const ChimeraGameEntry *e = &g_array_index (p->games->entries, ChimeraGameEntry, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *heading
        = g_markup_escape_text (e->players ? e->players : _ ("A game that cannot be read"), -1);
      g_autofree char *subtitle = g_markup_escape_text (e->details, -1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), heading);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      /* A bad game stays in the list, in its place, to say what is wrong
       * with it; the others open. */
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), e->players != NULL);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), e->players != NULL);
      gtk_widget_set_sensitive (row, e->players != NULL);
      gtk_list_box_append (p->list, row);
      if (!first && e->players)
        first = GTK_LIST_BOX_ROW (row);
    }
  gtk_list_box_select_row (p->list, first);
  g_signal_connect (p->list, "row-activated", G_CALLBACK (row_activated), dialog);
  return GTK_WIDGET (p->list);
}

GtkWindow *
chimera_game_picker_present (GtkWindow *parent,
                             const char *title,
                             ChimeraGameList *games,
                             ChimeraGamePicked done,
                             gpointer user_data,
                             GDestroyNotify destroy)
{
  Picker *p = g_new0 (Picker, 1);
  p->games = games;
  p->done = done;
  p->user_data = user_data;
  p->destroy = destroy;

  int n = (int) games->entries->len;
  g_autofree char *body
    = g_strdup_printf (ngettext ("“%s” holds %d game. Which one do you want to open?",
                                 "“%s” holds %d games. Which one do you want to open?", (gulong) n),
                       title, n);
  AdwMessageDialog *dialog
    = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _ ("Choose a Game"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "open", _ ("_Open"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "open", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "open");
  adw_message_dialog_set_close_response (dialog, "cancel");
  /* Gone with its window (which may be destroyed under it, at app quit):
   * then it answers nothing. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *rows
    = n > MAX_LIST_BOX_ROWS ? new_list_view (p, dialog, n) : new_list_box (p, dialog, n);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), rows);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  /* Room for a few rows before it scrolls: a message dialog gives its
   * extra child only what it asks for. */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), MIN (n, 4) * 58);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  adw_message_dialog_set_extra_child (dialog, scroller);

  g_object_set_data_full (G_OBJECT (dialog), "chimera-picker", p, picker_free);
  g_signal_connect (dialog, "response", G_CALLBACK (responded), NULL);
  chimera_close_keys_add (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

void
chimera_game_picker_choose (GtkWindow *picker, int index)
{
  Picker *p = g_object_get_data (G_OBJECT (picker), "chimera-picker");
  g_return_if_fail (p != NULL);
  if (p->selection)
    {
      g_return_if_fail (index >= 0 && (guint) index < p->games->entries->len
                        && g_array_index (p->games->entries, ChimeraGameEntry, index).players);
      gtk_single_selection_set_selected (p->selection, (guint) index);
      answer (ADW_MESSAGE_DIALOG (picker), "open");
      return;
    }
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (p->list, index);
  g_return_if_fail (row != NULL && gtk_list_box_row_get_selectable (row));
  gtk_list_box_select_row (p->list, row);
  answer (ADW_MESSAGE_DIALOG (picker), "open");
}
