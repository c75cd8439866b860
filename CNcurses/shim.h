#ifndef STACKPLAY_CNCURSES_SHIM_H
#define STACKPLAY_CNCURSES_SHIM_H

// The wide-character ncurses API (get_wch, cchar_t, setcchar, mvwadd_wch) is
// only declared when NCURSES_WIDECHAR is 1. ncursesw's pkg-config file turns it
// on indirectly with -D_XOPEN_SOURCE=600, a flag SwiftPM refuses; naming the
// switch here does the same without touching the C library's feature macros.
#define NCURSES_WIDECHAR 1

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif
#include <locale.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <wchar.h>

// Everything below wraps a macro or a global that Swift cannot use directly:
// function-like macros are not imported at all, and mutable C globals are
// rejected by Swift 6 strict concurrency. Each wrapper is `static inline`, so it
// costs nothing and needs no object file in this system-library module.

// MARK: - Screen and windows

/// `newterm(NULL, stdout, stdin)`: Swift 6 rejects the C globals `stdout` and
/// `stdin`, and `newterm` (unlike `initscr`) returns NULL instead of exiting
/// when the terminal cannot be set up, so the caller can report a clean error.
static inline SCREEN *shim_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

/// `stdscr` is a macro over a mutable global, which Swift cannot import.
static inline WINDOW *shim_stdscr(void) { return stdscr; }

/// Rows of the standard screen: the `getmaxyx` macro assigns to its arguments,
/// which Swift cannot express.
static inline int shim_screen_rows(void) { return getmaxy(stdscr); }

/// Columns of the standard screen (the other half of `getmaxyx`).
static inline int shim_screen_columns(void) { return getmaxx(stdscr); }

/// The terminal's window size as the kernel knows it (`TIOCGWINSZ` on `fd`):
/// 0 and the rows and columns, or -1 when it cannot be read. `ioctl` is
/// variadic, so Swift cannot call it directly.
static inline int shim_window_size(int fd, int *rows, int *columns) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) { return -1; }
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

// MARK: - Colours

/// `COLORS` is a mutable global set by `start_color`.
static inline int shim_colors(void) { return COLORS; }

// MARK: - Mouse

// The button masks are built with the function-like NCURSES_MOUSE_MASK macro.

/// `BUTTON1_PRESSED`: the left button went down.
static inline mmask_t shim_button1_pressed(void) { return BUTTON1_PRESSED; }
/// `BUTTON1_CLICKED`: press and release within the click interval.
static inline mmask_t shim_button1_clicked(void) { return BUTTON1_CLICKED; }
/// `BUTTON1_RELEASED`: the left button went up (the end of a drag).
static inline mmask_t shim_button1_released(void) { return BUTTON1_RELEASED; }
/// `BUTTON4_PRESSED`: the wheel turned up.
static inline mmask_t shim_button4_pressed(void) { return BUTTON4_PRESSED; }
/// `BUTTON5_PRESSED`: the wheel turned down.
static inline mmask_t shim_button5_pressed(void) { return BUTTON5_PRESSED; }
/// `REPORT_MOUSE_POSITION`: the mouse moved (with the button held, in xterm's
/// button-event mode 1002).
static inline mmask_t shim_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

// MARK: - Keys

/// `KEY_F(n)` is a function-like macro; `KEY_F0` and the other KEY_* codes are
/// plain integer macros that Swift imports on its own.
static inline int shim_key_f(int n) { return KEY_F(n); }

// MARK: - Input

/// Reads one key from the standard screen: `get_wch` is a macro over
/// `wget_wch(stdscr, ...)`. Returns OK (a character), KEY_CODE_YES (a KEY_*
/// code) or ERR, with the value in `*value`.
static inline int shim_get_wch(wint_t *value) { return wget_wch(stdscr, value); }

// MARK: - Terminfo

// `tiparm` is variadic, which Swift cannot call; these fix the argument count.
// tiparm reads only the parameters the capability string uses, so a string that
// takes fewer is formatted correctly. The result lives in ncurses's static
// buffer until the next call: copy it at once.

/// `tiparm(capability, a)`: a capability with one parameter (`hpa`, `setaf`).
static inline char *shim_tiparm1(const char *capability, int a) { return tiparm(capability, a); }

/// `tiparm(capability, a, b)`: a capability with two parameters (`cup`).
static inline char *shim_tiparm2(const char *capability, int a, int b) {
  return tiparm(capability, a, b);
}

/// `tiparm` with the nine parameters of `sgr` (standout, underline, reverse,
/// blink, dim, bold, invisible, protect, alternate character set).
static inline char *shim_tiparm9(const char *capability, int p1, int p2, int p3, int p4, int p5,
                                 int p6, int p7, int p8, int p9) {
  return tiparm(capability, p1, p2, p3, p4, p5, p6, p7, p8, p9);
}

/// `setupterm` is declared in <term.h>, whose many capability macros this
/// module does not want; the declaration here is the same. Reads a terminal
/// type's terminfo entry without starting curses (used by tests).
extern int setupterm(const char *, int, int *);
static inline int shim_setupterm(const char *name, int descriptor, int *error) {
  return setupterm(name, descriptor, error);
}

/// `fflush(stdout)`: Swift 6 rejects the C global `stdout`. ncurses writes
/// through it, so this pushes out anything ncurses left buffered before the
/// caller writes to the same file descriptor itself.
static inline void shim_flush_stdout(void) { fflush(stdout); }

// MARK: - Signal handlers

/// Stores `value` at `slot` with release ordering: every store before it is
/// seen by whoever loads it with ``shim_load_acquire``, a signal handler
/// included. Swift has no memory ordering for plain memory without the
/// Synchronization module.
static inline void shim_store_release(long *slot, long value) {
  __atomic_store_n(slot, value, __ATOMIC_RELEASE);
}

/// Loads `slot` with acquire ordering (the other half of ``shim_store_release``).
static inline long shim_load_acquire(const long *slot) {
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

#endif
