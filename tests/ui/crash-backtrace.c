/* SPDX-License-Identifier: GPL-3.0-or-later
 * Linked into every UI test program (tests/ui/meson.build): a crash prints
 * the stack before the program dies, so that one crash in CI, which may
 * not come again in a hundred runs, says where it happened.  The programs
 * are linked with -rdynamic so that the frames have names.  Under
 * AddressSanitizer, which reports a bad access better, only an abort (a
 * failed assertion) is caught here.
 */
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

static void
say (const char *text)
{
  ssize_t ignored = write (STDERR_FILENO, text, strlen (text));
  (void) ignored;
}

/* Only async-signal-safe calls: write, backtrace (loaded beforehand, see
 * below), backtrace_symbols_fd, sigaction, raise. */
static void
on_crash (int sig)
{
  say ("\n# ---- crashed: ");
  say (sig == SIGSEGV   ? "SIGSEGV"
       : sig == SIGABRT ? "SIGABRT"
       : sig == SIGBUS  ? "SIGBUS"
       : sig == SIGFPE  ? "SIGFPE"
                        : "SIGILL");
  say (", the stack: ----\n");
  void *frames[64];
  int n = backtrace (frames, 64);
  backtrace_symbols_fd (frames, n, STDERR_FILENO);
  say ("# ---- end of the stack ----\n");
  struct sigaction dfl = { .sa_handler = SIG_DFL };
  sigemptyset (&dfl.sa_mask);
  sigaction (sig, &dfl, NULL);
  raise (sig);
}

__attribute__ ((constructor)) static void
install_crash_backtrace (void)
{
  /* backtrace loads libgcc's unwinder on its first call, which allocates:
   * do that now, not in the handler. */
  void *frame[1];
  backtrace (frame, 1);
#ifdef UNDER_ASAN
  static const int signals[] = { SIGABRT };
#else
  static const int signals[] = { SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL };
#endif
  struct sigaction sa = { .sa_handler = on_crash, .sa_flags = SA_RESETHAND };
  sigemptyset (&sa.sa_mask);
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++)
    sigaction (signals[i], &sa, NULL);
}
