/* SPDX-License-Identifier: GPL-3.0-or-later
 * Comments and NAGs on the move shown, as the window's actions, and the
 * menus that offer them.
 */
#include "config.h"

#include "move-annotate.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "close-keys.h"
#include "move-tree-text.h"
#include "notation-setting.h"

static ChimeraGame *(*game_of) (GtkWidget *window);

/* The node shown, if it is a move (the start position has no move to
 * judge). */
static CeNodeId
annotatable (ChimeraGame *game)
{
  if (!game)
    return CE_NODE_NONE;
  CeNodeId node = chimera_game_get_viewed_node (game);
  return ce_tree_parent (chimera_game_get_tree (game), node) != CE_NODE_NONE ? node : CE_NODE_NONE;
}

static void
comment_activated (GSimpleAction *action, GVariant *param, gpointer window)
{
  ChimeraGame *game = game_of (window);
  CeNodeId node = annotatable (game);
  if (node != CE_NODE_NONE)
    chimera_comment_editor_present (GTK_WINDOW (window), game, node);
}

static void
nag_activated (GSimpleAction *action, GVariant *param, gpointer window)
{
  ChimeraGame *game = game_of (window);
  CeNodeId node = annotatable (game);
  if (node == CE_NODE_NONE)
    return;
  if (param)
    chimera_game_toggle_nag (game, node, g_variant_get_int32 (param));
  else
    chimera_game_clear_nags (game, node);
}

/* In the window's action map (not class actions), so that their state can
 * be read like any GAction's. */
static const GActionEntry entries[] = {
  { .name = "comment", .activate = comment_activated },
  { .name = "nag", .activate = nag_activated, .parameter_type = "i" },
  { .name = "clear-nags", .activate = nag_activated },
};

void
chimera_move_annotate_add_actions (GtkApplicationWindow *window,
                                   ChimeraGame *(*get_game) (GtkWidget *window))
{
  game_of = get_game;
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), window);
}

static void
set_enabled (GtkApplicationWindow *window, const char *name, gboolean enabled)
{
  GAction *a = g_action_map_lookup_action (G_ACTION_MAP (window), name);
  if (a)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (a), enabled);
}

void
chimera_move_annotate_update (GtkApplicationWindow *window, ChimeraGame *game)
{
  CeNodeId node = annotatable (game);
  gboolean any = node != CE_NODE_NONE;
  set_enabled (window, "comment", any);
  set_enabled (window, "nag", any);
  set_enabled (window, "clear-nags",
               any && ce_tree_node (chimera_game_get_tree (game), node)->nnags > 0);
}

/* ---- menus ---- */

static GMenuModel *
menu_from_resource (const char *id)
{
  g_autoptr (GtkBuilder) b = gtk_builder_new_from_resource (RESOURCE_PATH "/move-menu.ui");
  return g_object_ref (G_MENU_MODEL (gtk_builder_get_object (b, id)));
}

/* Appends the sections of `from` to `to`, each a section of its own (a
 * section within a section would draw no separator). */
static void
append_sections (GMenu *to, GMenuModel *from)
{
  for (int i = 0; i < g_menu_model_get_n_items (from); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (from, i, G_MENU_LINK_SECTION);
      if (section)
        g_menu_append_section (to, NULL, section);
    }
}

GMenuModel *
chimera_move_annotate_context_menu (void)
{
  g_autoptr (GMenuModel) annotate = menu_from_resource ("annotate_menu");
  g_autoptr (GMenuModel) variation = menu_from_resource ("variation_menu");
  GMenu *menu = g_menu_new ();
  append_sections (menu, annotate);
  append_sections (menu, variation);
  return G_MENU_MODEL (menu);
}

/* ---- the comment editor ---- */

typedef struct
{
  ChimeraGame *game;
  CeNodeId node;
  GtkTextBuffer *buffer;
} Editor;

static void
editor_free (gpointer data)
{
  Editor *e = data;
  g_object_unref (e->game);
  g_object_unref (e->buffer);
  g_free (e);
}

static void
editor_response (AdwMessageDialog *dialog, const char *response, gpointer data)
{
  Editor *e = data;
  if (!g_str_equal (response, "save"))
    return;
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (e->buffer, &start, &end);
  g_autofree char *text = gtk_text_buffer_get_text (e->buffer, &start, &end, FALSE);
  /* A comment of blanks is no comment: PGN would keep "{ }" forever. */
  chimera_game_set_node_comment (e->game, e->node, *g_strstrip (text) ? text : NULL);
}

/* Ctrl+Enter saves from the text, where Enter starts a new line. */
static gboolean
editor_key (GtkEventControllerKey *keys,
            guint keyval,
            guint code,
            GdkModifierType state,
            AdwMessageDialog *dialog)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      adw_message_dialog_response (dialog, "save");
      gtk_window_close (GTK_WINDOW (dialog));
      return TRUE;
    }
  return FALSE;
}

GtkWindow *
chimera_comment_editor_present (GtkWindow *parent, ChimeraGame *game, CeNodeId node)
{
  const CeTree *t = chimera_game_get_tree (game);
  g_return_val_if_fail (ce_tree_valid (t, node), NULL);
  g_autofree char *move = chimera_move_tree_numbered_move (t, node, chimera_notation_get_style ());
  /* Translators: the heading of the comment editor; %s is a move such as
   * "12. Nf3" or "12… Nf6". */
  g_autofree char *heading = g_strdup_printf (_ ("Comment on %s"), move);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, NULL));
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "save", _ ("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  Editor *e = g_new0 (Editor, 1);
  e->game = g_object_ref (game);
  e->node = node;
  e->buffer = gtk_text_buffer_new (NULL);
  const char *now = chimera_game_get_node_comment (game, node);
  gtk_text_buffer_set_text (e->buffer, now ? now : "", -1);

  GtkWidget *view = gtk_text_view_new_with_buffer (e->buffer);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, heading,
                                  -1);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (editor_key), dialog);
  gtk_widget_add_controller (view, keys);

  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 120);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 240);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_widget_add_css_class (scroller, "card");
  gtk_widget_set_size_request (scroller, 320, -1);
  adw_message_dialog_set_extra_child (dialog, scroller);

  g_object_set_data_full (G_OBJECT (dialog), "chimera-comment-editor", e, editor_free);
  g_signal_connect (dialog, "response", G_CALLBACK (editor_response), e);
  chimera_close_keys_add (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  /* Typing goes straight into the comment, its end selected by nothing. */
  gtk_widget_grab_focus (view);
  GtkTextIter end;
  gtk_text_buffer_get_end_iter (e->buffer, &end);
  gtk_text_buffer_place_cursor (e->buffer, &end);
  return GTK_WINDOW (dialog);
}
