/* SPDX-License-Identifier: GPL-3.0-or-later
 * ui-bench: the app's own speed, measured in the real window.
 *
 *   ui-bench [--frames N] [--variant ID] [--flip | --theme] [--soak-minutes M [--human]]
 *            [--analyse-minutes M]
 *
 * 1. Piece cache: time to render every piece image of each variant at a
 *    size not rendered before (what a window resize costs).
 * 2. Redraw: the main window at 1920x1080 with a mid-game position of each
 *    variant; the board is redrawn every frame for N frames (default 240)
 *    and each frame's layout + snapshot + render is timed from the frame
 *    clock's update phase to its "after-paint".  Prints median, 95th
 *    percentile and worst per variant (with --variant, that one only, e.g.
 *    to profile it).  Unchanged frames reuse the board's cached nodes and GSK
 *    repaints only what changed.  --theme switches the board's colours every
 *    frame instead, so each frame draws the whole board anew (the cost of a
 *    theme change, and the drawing part of a resize); --flip turns the board
 *    every frame, which also reorders the squares' accessible cells and so
 *    lays the window out again (GTK's X11 backend then asks the X server
 *    for the monitor's work area, a round trip).
 * 3. With --soak-minutes M: the computer plays itself (level 1, new game in
 *    the next variant at each end) for M minutes in the window, and the
 *    resident memory is printed each minute, to show it does not grow.
 *    With --human the game goes at a person's pace instead: White is a
 *    person who clicks a random legal move after a pause of 1.5-4 s, and now
 *    and then asks for a hint, takes a move back, flips the board, steps
 *    through the history, opens the analysis for a while or saves the game;
 *    Black is the computer at level 3.  The main loop sleeps between events,
 *    as it does in use.
 * 4. With --analyse-minutes M: the analysis runs for M minutes on the ZigZag
 *    Madness start position; each minute the resident memory, the depth
 *    reached and the longest the main loop went without turning.
 *
 * bench/ui.sh runs it under Xvfb along with the launch-to-first-frame
 * measurement of the real app.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "movegen.h"
#include "notation.h"
#include "piece-cache.h"
#include "piece-images.h"

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

typedef struct
{
  GArray *times;    /* microseconds per frame */
  GArray *cpu;      /* microseconds of this thread's CPU time per frame */
  gint64 layout_at; /* when this frame's update phase ran */
  gint64 cpu_at;
  int wanted;
  GtkWidget *board;
  enum
  {
    SAME,
    FLIP,
    THEME
  } change; /* what changes every frame */
} FrameProbe;

/* The main thread's CPU time: on a busy machine a frame's wall time also
 * holds the time other processes had the CPU; this does not. */
static gint64
thread_cpu_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
on_after_paint (GdkFrameClock *clock, FrameProbe *p)
{
  if (p->layout_at && (int) p->times->len < p->wanted)
    {
      gint64 t = g_get_monotonic_time () - p->layout_at;
      g_array_append_val (p->times, t);
      t = thread_cpu_us () - p->cpu_at;
      g_array_append_val (p->cpu, t);
    }
  p->layout_at = 0;
}

static gboolean
redraw_every_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  FrameProbe *p = data;
  /* Tick callbacks run in the frame's update phase, before layout and
   * paint: the frame's work is timed from here to "after-paint". */
  p->layout_at = g_get_monotonic_time ();
  p->cpu_at = thread_cpu_us ();
  ChimeraBoardView *board = CHIMERA_BOARD_VIEW (widget);
  if (p->change == FLIP)
    chimera_board_view_set_flipped (board, !chimera_board_view_get_flipped (board));
  else if (p->change == THEME)
    chimera_board_view_set_theme (board,
                                  chimera_board_view_get_theme (board) == CHIMERA_BOARD_THEME_BROWN
                                    ? CHIMERA_BOARD_THEME_GREEN
                                    : CHIMERA_BOARD_THEME_BROWN);
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static int
compare_times (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

static void
spin (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* A position some way into a game: 16 plies of the first legal moves that
 * keep the game going, so boards hold a mix of pieces and empty squares. */
static ChimeraGame *
midgame (const CeVariant *v)
{
  ChimeraGame *game = chimera_game_new (v, 0, 0);
  for (int ply = 0; ply < 16; ply++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      if (n == 0)
        break;
      chimera_game_play (game, moves[(ply * 7) % n]);
    }
  return game;
}

static void
bench_piece_cache (void)
{
  g_print ("piece cache: rendering every piece image at a new size\n");
  ChimeraPieceCache *cache = chimera_piece_cache_get_default ();
  int size = 101;
  for (const char *const *id = ce_variant_ids (); *id; id++, size += 3)
    {
      const CeVariant *v = ce_variant_get (*id);
      gint64 t0 = g_get_monotonic_time ();
      int images = 0;
      for (int c = 0; c < 2; c++)
        for (int t = 1; t <= v->def->ntypes; t++)
          {
            char *insignia = NULL;
            g_autofree char *path = chimera_piece_image_path (v, CE_PIECE (c, t), &insignia);
            G_GNUC_UNUSED g_autofree char *owned_insignia = insignia;
            if (path && chimera_piece_cache_lookup (cache, path, size, 1))
              images++;
            if (insignia && chimera_piece_cache_lookup (cache, insignia, size / 2, 1))
              images++;
          }
      g_print ("  %-9s %2d images at %d px: %6.2f ms\n", *id, images, size,
               (double) (g_get_monotonic_time () - t0) / 1000.0);
    }
}

static void
bench_redraw (ChimeraWindow *win, int frames, const char *only, int change)
{
  static const char *const how[] = { "", " and flipped", " in other colours" };
  g_print ("redraw: board redrawn every frame%s, window 1920x1080, %d frames a variant\n",
           how[change], frames);
  GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (win));
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      if (only && g_strcmp0 (only, *id))
        continue;
      g_autoptr (ChimeraGame) game = midgame (ce_variant_get (*id));
      chimera_window_set_game (win, game);
      spin (400); /* the first frames render the piece images */
      FrameProbe p = { .times = g_array_new (FALSE, FALSE, sizeof (gint64)),
                       .cpu = g_array_new (FALSE, FALSE, sizeof (gint64)),
                       .wanted = frames,
                       .change = change };
      gulong b = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &p);
      guint tick = gtk_widget_add_tick_callback (board, redraw_every_frame, &p, NULL);
      gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
      while ((int) p.times->len < frames && g_get_monotonic_time () < deadline)
        g_main_context_iteration (NULL, TRUE);
      g_signal_handler_disconnect (clock, b);
      /* The probe lives on this stack frame: no tick may reach it later. */
      gtk_widget_remove_tick_callback (board, tick);
      g_array_sort (p.times, compare_times);
      g_array_sort (p.cpu, compare_times);
      guint n = p.times->len;
      if (n)
        g_print ("  %-9s board %4dx%-4d median %5.2f ms  p95 %5.2f ms  worst %5.2f ms"
                 "  (CPU median %5.2f ms)\n",
                 *id, gtk_widget_get_width (board), gtk_widget_get_height (board),
                 (double) g_array_index (p.times, gint64, n / 2) / 1000.0,
                 (double) g_array_index (p.times, gint64, n * 95 / 100) / 1000.0,
                 (double) g_array_index (p.times, gint64, n - 1) / 1000.0,
                 (double) g_array_index (p.cpu, gint64, n / 2) / 1000.0);
      g_array_free (p.times, TRUE);
      g_array_free (p.cpu, TRUE);
    }
}

static long
resident_kib (void)
{
  long pages = 0, resident = 0;
  FILE *f = fopen ("/proc/self/statm", "r");
  if (f)
    {
      if (fscanf (f, "%ld %ld", &pages, &resident) != 2)
        resident = 0;
      fclose (f);
    }
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static void
bench_soak (ChimeraWindow *win, int minutes)
{
  g_print ("memory: the computer plays itself at level 1 for %d minutes\n", minutes);
  const char *const *ids = ce_variant_ids ();
  int nids = 0, next = 0, games = 0, plies = 0;
  while (ids[nids])
    nids++;
  g_autoptr (ChimeraGame) first = chimera_game_new (ce_variant_get (ids[next++ % nids]), 1, 1);
  chimera_window_set_game (win, first);
  gint64 start = g_get_monotonic_time ();
  for (int minute = 0; minute <= minutes; minute++)
    {
      if (minute > 0)
        {
          gint64 until = start + (gint64) minute * 60 * G_USEC_PER_SEC;
          while (g_get_monotonic_time () < until)
            {
              ChimeraGame *game = chimera_window_get_game (win);
              if (chimera_game_get_result (game, NULL) != CE_RESULT_NONE
                  || chimera_game_get_record (game)->nmoves >= 300)
                {
                  plies += chimera_game_get_record (game)->nmoves;
                  g_autoptr (ChimeraGame) fresh
                    = chimera_game_new (ce_variant_get (ids[next++ % nids]), 1, 1);
                  chimera_window_set_game (win, fresh);
                  games++;
                }
              g_main_context_iteration (NULL, FALSE);
            }
        }
      g_print ("  minute %3d: resident %6ld KiB, %d games, %d plies so far\n", minute,
               resident_kib (), games, plies);
    }
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for `ms`, sleeping while nothing happens. */
static void
wait_ms (int ms)
{
  gboolean done = FALSE;
  g_timeout_add (ms, set_flag, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
click_square (ChimeraWindow *win, int sq)
{
  chimera_board_view_click_square (chimera_window_get_board (win), sq);
}

/* A person's turn: one random legal move made with clicks (a drop through
 * the drop action), a random choice in any chooser. */
static void
click_a_move (ChimeraWindow *win, GRand *rng)
{
  CePosition pos = *chimera_game_get_position (chimera_window_get_game (win));
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves);
  if (n == 0)
    return;
  CeMove m = moves[g_rand_int_range (rng, 0, n)];
  if (ce_move_kind (m) == CE_MOVE_DROP)
    gtk_widget_activate_action (GTK_WIDGET (win), "win.drop", NULL);
  else
    click_square (win, ce_move_from (m));
  wait_ms (300);
  click_square (win, ce_move_to (m));
  ChimeraBoardView *board = chimera_window_get_board (win);
  guint choices = chimera_board_scene_get_choice_count (chimera_board_view_get_scene (board));
  if (choices > 0)
    {
      wait_ms (500);
      chimera_board_scene_choose (chimera_board_view_get_scene (board),
                                  (guint) g_rand_int_range (rng, 0, (gint32) choices));
    }
}

/* Something a person does on their turn besides moving, now and then. */
static void
person_extra (ChimeraWindow *win, GRand *rng, GFile *saved, int *extras)
{
  GtkWidget *w = GTK_WIDGET (win);
  switch (g_rand_int_range (rng, 0, 6))
    {
      case 0:
        gtk_widget_activate_action (w, "win.hint", NULL);
        wait_ms (1500);
        break;
      case 1:
        gtk_widget_activate_action (w, "win.undo", NULL);
        wait_ms (800);
        gtk_widget_activate_action (w, "win.undo", NULL);
        break;
      case 2: gtk_widget_activate_action (w, "win.flip", NULL); break;
      case 3:
        for (int i = 0; i < 4; i++)
          {
            gtk_widget_activate_action (w, "win.view-previous", NULL);
            wait_ms (400);
          }
        gtk_widget_activate_action (w, "win.view-last", NULL);
        break;
      case 4:
        gtk_widget_activate_action (w, "win.analysis", NULL);
        wait_ms (8000);
        gtk_widget_activate_action (w, "win.analysis", NULL);
        break;
      default:
        {
          g_autoptr (GError) error = NULL;
          if (!chimera_window_save_to (win, saved, &error))
            g_printerr ("save: %s\n", error->message);
        }
    }
  (*extras)++;
}

static void
bench_soak_human (ChimeraWindow *win, int minutes)
{
  g_print ("memory: a person (White, 1.5-4 s a move) plays the computer (level 3) for %d "
           "minutes\n",
           minutes);
  g_autoptr (GRand) rng = g_rand_new_with_seed (11);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "ui-bench-soak.pgn", NULL);
  g_autoptr (GFile) saved = g_file_new_for_path (path);
  const char *const *ids = ce_variant_ids ();
  int nids = 0, next = 0, games = 0, plies = 0, extras = 0;
  while (ids[nids])
    nids++;
  g_autoptr (ChimeraGame) first = chimera_game_new (ce_variant_get (ids[next++ % nids]), 0, 3);
  chimera_window_set_game (win, first);
  gint64 start = g_get_monotonic_time ();
  for (int minute = 0; minute <= minutes; minute++)
    {
      gint64 until = start + (gint64) minute * 60 * G_USEC_PER_SEC;
      while (g_get_monotonic_time () < until)
        {
          ChimeraGame *game = chimera_window_get_game (win);
          const CeGame *rec = chimera_game_get_record (game);
          if (chimera_game_get_result (game, NULL) != CE_RESULT_NONE || rec->nmoves >= 160)
            {
              plies += rec->nmoves;
              wait_ms (3000);
              g_autoptr (ChimeraGame) fresh
                = chimera_game_new (ce_variant_get (ids[next++ % nids]), 0, 3);
              chimera_window_set_game (win, fresh);
              games++;
            }
          else if (chimera_game_is_computer_turn (game))
            wait_ms (100);
          else
            {
              wait_ms (g_rand_int_range (rng, 1500, 4000));
              if (g_rand_int_range (rng, 0, 8) == 0)
                person_extra (win, rng, saved, &extras);
              else
                click_a_move (win, rng);
            }
        }
      g_print ("  minute %3d: resident %6ld KiB, %d games, %d plies, %d other actions so far\n",
               minute, resident_kib (), games,
               plies + chimera_game_get_record (chimera_window_get_game (win))->nmoves, extras);
    }
  g_file_delete (saved, NULL, NULL);
}

typedef struct
{
  gint64 last;    /* when the timer last fired */
  gint64 longest; /* longest gap between firings, in µs */
} Ticks;

static gboolean
tick (gpointer data)
{
  Ticks *t = data;
  gint64 now = g_get_monotonic_time ();
  if (now - t->last > t->longest)
    t->longest = now - t->last;
  t->last = now;
  return G_SOURCE_CONTINUE;
}

/* The analysis left running: memory, depth and how long the main loop ever
 * went without turning (a 10 ms timer's longest gap), each minute. */
static void
bench_analyse (ChimeraWindow *win, int minutes)
{
  g_print ("analysis: level 10 on the ZigZag Madness start position for %d minutes\n", minutes);
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("zigzag"), 0, 0);
  chimera_window_set_game (win, game);
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
  Ticks ticks = { g_get_monotonic_time (), 0 };
  guint timer = g_timeout_add (10, tick, &ticks);
  gint64 start = g_get_monotonic_time ();
  for (int minute = 0; minute <= minutes; minute++)
    {
      gint64 until = start + (gint64) minute * 60 * G_USEC_PER_SEC;
      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, TRUE);
      g_print ("  minute %3d: resident %6ld KiB, depth %3d, %s, main loop's longest gap %.1f "
               "ms\n",
               minute, resident_kib (), chimera_analysis_panel_get_depth (panel),
               chimera_analysis_panel_get_score_text (panel), ticks.longest / 1000.0);
      ticks.longest = 0;
    }
  g_source_remove (timer);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
  spin (200);
  g_print ("  switched off: resident %6ld KiB\n", resident_kib ());
}

int
main (int argc, char **argv)
{
  int frames = 240, soak_minutes = 0, analyse_minutes = 0;
  const char *only = NULL;
  int change = SAME;
  gboolean human = FALSE;
  for (int i = 1; i < argc; i++)
    {
      if (!g_strcmp0 (argv[i], "--frames") && i + 1 < argc)
        frames = atoi (argv[++i]);
      else if (!g_strcmp0 (argv[i], "--variant") && i + 1 < argc)
        only = argv[++i];
      else if (!g_strcmp0 (argv[i], "--flip"))
        change = FLIP;
      else if (!g_strcmp0 (argv[i], "--theme"))
        change = THEME;
      else if (!g_strcmp0 (argv[i], "--soak-minutes") && i + 1 < argc)
        soak_minutes = atoi (argv[++i]);
      else if (!g_strcmp0 (argv[i], "--human"))
        human = TRUE;
      else if (!g_strcmp0 (argv[i], "--analyse-minutes") && i + 1 < argc)
        analyse_minutes = atoi (argv[++i]);
      else
        {
          g_printerr (
            "usage: ui-bench [--frames N] [--variant ID] [--flip | --theme] [--soak-minutes M "
            "[--human]] [--analyse-minutes M]\n");
          return 2;
        }
    }
  chimera_application_setup_renderer ();
  gtk_init ();
  adw_init ();
  bench_piece_cache ();

  ChimeraWindow *win = g_object_new (CHIMERA_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (win), 1920, 1080);
  gtk_window_present (GTK_WINDOW (win));
  spin (500);
  bench_redraw (win, frames, only, change);
  if (soak_minutes > 0 && human)
    bench_soak_human (win, soak_minutes);
  else if (soak_minutes > 0)
    bench_soak (win, soak_minutes);
  if (analyse_minutes > 0)
    bench_analyse (win, analyse_minutes);
  gtk_window_destroy (GTK_WINDOW (win));
  return 0;
}
