/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move list keeps its room beside the board (issue 43): at the window
 * sizes people use, with the analysis and a finished game review in the
 * side panel or without them, the list has room for at least MIN_ROWS
 * move rows, each row compact (about Lichess's 28 px) and still a button
 * to click.  The analysis and the review fold to their header rows, from
 * the keyboard too, saying so to screen readers, and the list takes the
 * room they leave.
 */
#include "config.h"

#include "play.h"
#include "review-games.h"
#include "screenshot.h"
#include "side-panel.h"
#include "strip-header.h"
#include "widget-test.h"

/* What the panel promises whenever it shows. */
#define MIN_ROWS       8
#define MIN_ROW_HEIGHT 26
#define MAX_ROW_HEIGHT 32

typedef struct
{
  int rows;          /* move rows wholly in sight */
  double row_height; /* a move row's height */
  double seen;       /* the height of the list in sight */
} Room;

/* The rows the list in sight has room for, whatever it holds: after a
 * review, rows of its comments and better lines take some of it. */
static int
room_in_rows (const Room *room)
{
  return room->row_height > 0 ? (int) (room->seen / room->row_height) : 0;
}

static ChimeraSidePanel *
side_panel (ChimeraWindow *win)
{
  return template_child (win, CHIMERA_TYPE_WINDOW, "side_panel");
}

static graphene_rect_t
bounds_in (GtkWidget *w, GtkWidget *top)
{
  graphene_rect_t r;
  g_assert_true (gtk_widget_compute_bounds (w, top, &r));
  return r;
}

static gboolean
is_move_row (GtkWidget *row)
{
  GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  return box && find_class (box, "move") != NULL;
}

/* The move list as it is drawn: the part of it in sight is what both its
 * own scroller and the side panel's show. */
static Room
measure (ChimeraWindow *win)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  GtkWidget *top = GTK_WIDGET (win);
  ChimeraSidePanel *panel = side_panel (win);
  GtkWidget *list = template_child (panel, CHIMERA_TYPE_SIDE_PANEL, "move_list");
  GtkWidget *scroller = template_child (panel, CHIMERA_TYPE_SIDE_PANEL, "moves_scroller");
  /* The window's scroller round the whole panel (a short window's). */
  GtkWidget *outer = gtk_widget_get_ancestor (GTK_WIDGET (panel), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t a = bounds_in (scroller, top), b = bounds_in (outer, top), seen;
  if (!graphene_rect_intersection (&a, &b, &seen))
    graphene_rect_init (&seen, 0, 0, 0, 0);
  Room room = { 0, 0, seen.size.height };
  for (GtkWidget *row = gtk_widget_get_first_child (list); row;
       row = gtk_widget_get_next_sibling (row))
    {
      if (!GTK_IS_LIST_BOX_ROW (row) || !is_move_row (row))
        continue;
      graphene_rect_t r = bounds_in (row, top);
      if (room.row_height == 0)
        room.row_height = r.size.height;
      if (r.origin.y >= seen.origin.y - 0.5
          && r.origin.y + r.size.height <= seen.origin.y + seen.size.height + 0.5)
        room.rows++;
    }
  return room;
}

static gboolean
review_done (gpointer panel)
{
  return chimera_review_runner_get_review (chimera_review_panel_get_runner (panel)) != NULL;
}

static gboolean
has_lines (gpointer panel)
{
  return chimera_analysis_panel_get_depth (panel) >= 2;
}

/* The analysis on, its lines in and paused (so they stay as measured), and
 * a review of the game finished: the panel at its fullest. */
static void
study_on (ChimeraWindow *win)
{
  ChimeraSidePanel *panel = side_panel (win);
  ChimeraReviewPanel *review = chimera_side_panel_get_review_panel (panel);
  CeReviewOptions o = review_options (2, 1);
  chimera_review_runner_set_options (chimera_review_panel_get_runner (review), &o);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  g_assert_true (wait_for (review_done, review, 60));
  ChimeraAnalysisPanel *analysis = chimera_side_panel_get_analysis_panel (panel);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_true (wait_for (has_lines, analysis, 30));
  chimera_analysis_panel_set_paused (analysis, TRUE);
}

/* At each size, with the study panels and without: the rows in sight and
 * their height. */
static void
test_rows_in_sight (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1100, 780 }, { 1280, 800 }, { 1920, 1080 } };
  g_autoptr (ChimeraApplication) app = new_app ();
  const char *lang = g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en";
  gboolean failed = FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int study = 0; study < 2; study++)
      {
        int w = sizes[i][0], h = sizes[i][1];
        if (!screen_holds (w, h))
          continue;
        /* Pictures in light and dark, for people to look at. */
        for (int dark = 0; dark < (g_getenv ("CHIMERA_SCREENSHOT_DIR") ? 2 : 1); dark++)
          {
            picture_style (dark);
            ChimeraWindow *win = open_window (app, w, h);
            g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
            play (game, zigzag_game);
            if (study)
              study_on (win);
            Room room = measure (win);
            g_test_message ("%dx%d %s: %d move rows in sight, room for %d, row %.0f px, "
                            "list %.0f px",
                            w, h, study ? "analysis+review" : "moves only", room.rows,
                            room_in_rows (&room), room.row_height, room.seen);
            g_autofree char *name
              = g_strdup_printf ("panel-%s-%dx%d-%s-%s.png", lang, w, h, study ? "study" : "moves",
                                 dark ? "dark" : "light");
            save_png (GTK_WIDGET (win), name);
            gtk_window_destroy (GTK_WINDOW (win));
            /* Every size measured before the first failure is said. */
            failed |= room_in_rows (&room) < MIN_ROWS || room.row_height < MIN_ROW_HEIGHT
                      || room.row_height > MAX_ROW_HEIGHT;
            /* Without a review's notes every row in sight is a move's. */
            failed |= !study && room.rows < MIN_ROWS;
          }
      }
  g_assert_false (failed);
  picture_style (FALSE);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static GtkWidget *
header_of (gpointer panel, GType type)
{
  return template_child (panel, type, "header");
}

/* Folds or unfolds `header` as the keyboard does (it takes the focus;
 * Enter or Space activates it), and checks the state it shows and says. */
static void
toggle_by_keyboard (ChimeraWindow *win, GtkWidget *header, gboolean expanded)
{
  g_assert_true (gtk_widget_get_focusable (header));
  g_assert_true (gtk_widget_grab_focus (header));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (win)) == header);
  g_assert_true (gtk_widget_activate (header));
  /* A button activated by a key shows itself pressed for a moment before
   * it is clicked. */
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (chimera_strip_header_get_expanded (CHIMERA_STRIP_HEADER (header)) != expanded
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (chimera_strip_header_get_expanded (CHIMERA_STRIP_HEADER (header)), ==, expanded);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED,
                                    expanded);
}

static gboolean
revealed_is (gpointer revealer)
{
  return gtk_revealer_get_child_revealed (revealer) == gtk_revealer_get_reveal_child (revealer);
}

/* Both strips folded and unfolded again; folded, each header says what its
 * strip holds, and the move list has more room. */
static void
test_strips_fold (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  play (game, zigzag_game);
  study_on (win);
  ChimeraSidePanel *panel = side_panel (win);
  ChimeraAnalysisPanel *analysis = chimera_side_panel_get_analysis_panel (panel);
  ChimeraReviewPanel *review = chimera_side_panel_get_review_panel (panel);
  GtkWidget *a = header_of (analysis, CHIMERA_TYPE_ANALYSIS_PANEL);
  GtkWidget *r = header_of (review, CHIMERA_TYPE_REVIEW_PANEL);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (a), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE);
  Room unfolded = measure (win);

  toggle_by_keyboard (win, a, FALSE);
  toggle_by_keyboard (win, r, FALSE);
  /* The player's choice for the analysis outlives the window. */
  g_assert_false (g_settings_get_boolean (settings, "analysis-expanded"));
  /* The evaluation, and each side's accuracy, in the headers. */
  g_assert_cmpstr (chimera_strip_header_get_summary (CHIMERA_STRIP_HEADER (a)), ==,
                   chimera_analysis_panel_get_score_text (analysis));
  const CeReview *rv = chimera_review_runner_get_review (chimera_review_panel_get_runner (review));
  /* (In the language of the run: LANGUAGE=de for German pictures.) */
  g_autofree char *accuracy
    = g_strdup_printf (_ ("White %d%%, Black %d%%"), (int) (rv->side[CE_WHITE].accuracy + 0.5),
                       (int) (rv->side[CE_BLACK].accuracy + 0.5));
  g_assert_cmpstr (chimera_strip_header_get_summary (CHIMERA_STRIP_HEADER (r)), ==, accuracy);
  GtkWidget *bodies[] = { template_child (analysis, CHIMERA_TYPE_ANALYSIS_PANEL, "body"),
                          template_child (review, CHIMERA_TYPE_REVIEW_PANEL, "body") };
  for (guint i = 0; i < G_N_ELEMENTS (bodies); i++)
    g_assert_true (wait_for (revealed_is, bodies[i], 5));
  Room folded = measure (win);
  g_test_message ("1100x780: room for %d rows unfolded, %d folded", room_in_rows (&unfolded),
                  room_in_rows (&folded));
  g_assert_cmpint (room_in_rows (&folded), >, room_in_rows (&unfolded));
  g_autofree char *name = g_strdup_printf ("panel-%s-1100x780-folded.png",
                                           g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en");
  save_png (GTK_WIDGET (win), name);

  toggle_by_keyboard (win, a, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "analysis-expanded"));
  /* A review asked for again shows unfolded. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL));
  g_assert_true (chimera_strip_header_get_expanded (CHIMERA_STRIP_HEADER (r)));
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  /* The "test" accessibility backend keeps the states the widgets set (so
   * the test can read what a screen reader would hear) and needs no
   * session bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  use_temporary_home ();
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/panel-room/rows-in-sight", test_rows_in_sight);
  g_test_add_func ("/ui/panel-room/strips-fold", test_strips_fold);
  return g_test_run ();
}
