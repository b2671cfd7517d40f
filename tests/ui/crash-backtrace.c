/* SPDX-License-Identifier: GPL-3.0-or-later
 * Linked into every UI test (tests/ui/meson.build): a test that crashes
 * (SIGSEGV, SIGBUS, SIGFPE, SIGILL), aborts (SIGABRT: a failed g_assert,
 * a g_error) or stops at GLib's breakpoint (SIGTRAP: a critical or warning
 * GTest made fatal, from GTK as well as from us) prints its stack on stderr and then dies of the same signal as
 * it would have, so one crash in CI is enough to find it.  The tests are
 * linked with export_dynamic, so the app's and GLib/GTK's functions appear
 * by name; a static function shows as the program and an offset
 * (`addr2line -f -e PROGRAM OFFSET` names it).  AddressSanitizer prints its
 * own stack for a bad access and keeps those signals; it is left SIGABRT,
 * SIGILL and SIGTRAP, which it does not handle.  Installed by a constructor before
 * main, so no test has to call anything.
 */
/* sigaction, sigaltstack and SA_ONSTACK under -std=c11. */
#define _DEFAULT_SOURCE
#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

/* Writes `s` on stderr (async-signal-safe). */
static void
say (const char *s)
{
  ssize_t ignored = write (STDERR_FILENO, s, strlen (s));
  (void) ignored;
}

static void
on_fatal_signal (int sig)
{
  char num[12], *digits = num + sizeof num;
  *--digits = '\0';
  int left = sig;
  do
    *--digits = (char) ('0' + left % 10);
  while ((left /= 10) > 0);
  say ("\n*** crash-backtrace: signal ");
  say (digits);
  say (sig == SIGABRT   ? " (SIGABRT)"
       : sig == SIGSEGV ? " (SIGSEGV)"
       : sig == SIGTRAP ? " (SIGTRAP)"
                        : "");
  say (", stack:\n");
  void *frames[128];
  int n = backtrace (frames, (int) (sizeof frames / sizeof frames[0]));
  backtrace_symbols_fd (frames, n, STDERR_FILENO);
  /* SA_RESETHAND has put back the default action (and SA_NODEFER lets it
   * through at once): the exit status and any core are the signal's own. */
  raise (sig);
}

__attribute__ ((constructor)) static void
install_crash_backtrace (void)
{
  /* backtrace() loads libgcc_s the first time, which allocates: not in a
   * handler, perhaps of a crash inside malloc. */
  void *warm[1];
  backtrace (warm, 1);

  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal_signal;
  sigemptyset (&sa.sa_mask);
  sa.sa_flags = SA_RESETHAND | SA_NODEFER;
#ifdef UNDER_ASAN
  static const int signals[] = { SIGABRT, SIGILL, SIGTRAP };
#else
  static const int signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP };
  /* A stack of its own, so a stack overflow still gets its stack printed. */
  static char alt_stack[64 * 1024];
  stack_t ss = { .ss_sp = alt_stack, .ss_size = sizeof alt_stack, .ss_flags = 0 };
  if (sigaltstack (&ss, NULL) == 0)
    sa.sa_flags |= SA_ONSTACK;
#endif
  for (size_t k = 0; k < sizeof signals / sizeof signals[0]; k++)
    sigaction (signals[k], &sa, NULL);
}
