#ifndef SCOREBOARD_NCURSES_SHIM_H
#define SCOREBOARD_NCURSES_SHIM_H

/* SwiftPM drops the -D flags of ncursesw.pc, so ask for the wide-character API here. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <curses.h>
#include <term.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <execinfo.h>

/* Attribute macros Swift cannot import, re-exported as constants. */
static const attr_t cn_A_NORMAL = A_NORMAL;
static const attr_t cn_A_BOLD = A_BOLD;
static const attr_t cn_A_DIM = A_DIM;
static const attr_t cn_A_REVERSE = A_REVERSE;
static const attr_t cn_A_UNDERLINE = A_UNDERLINE;

/* getmaxyx is a macro; these read the size of a window. */
static inline int cn_window_rows(WINDOW *window) { return getmaxy(window); }
static inline int cn_window_cols(WINDOW *window) { return getmaxx(window); }

/* nl_langinfo(CODESET) without the nl_item cast in Swift. */
static inline const char *cn_codeset(void) { return nl_langinfo(CODESET); }

/* The kernel's idea of the terminal size (TIOCGWINSZ); 0 on success. */
static inline int cn_terminal_size(int fd, int *rows, int *cols) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *cols = size.ws_col;
  return 0;
}

/* How many cells the terminal gives a character (wcwidth, which glibc declares only under
   _XOPEN_SOURCE), as ncurses counts them. */
extern int wcwidth(wchar_t character);
static inline int cn_wcwidth(wchar_t character) { return wcwidth(character); }

/* COLOR_PAIRS is a mutable global, which Swift 6 will not read directly. */
static inline int cn_color_pair_count(void) { return COLOR_PAIRS; }

/* Writes the calling thread's stack, one frame a line, to fd: for crash reports, from a signal
   handler (call it once beforehand, so that glibc has loaded what backtrace needs). */
static inline void cn_write_backtrace(int fd) {
  void *frames[64];
  int count = backtrace(frames, 64);
  backtrace_symbols_fd(frames, count, fd);
}

#endif
