// The C surface FolioTerminal needs from ncursesw, in functions Swift 6 can call.
// Swift cannot read ncurses globals (stdscr, LINES, COLS) or function-like macros (A_BOLD,
// COLOR_PAIR, getmaxyx, KEY_F), so each is wrapped here in a static inline function.
#pragma once
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <stdint.h>
#include <stdio.h>
#include <wchar.h>

static inline WINDOW *folio_stdscr(void) { return stdscr; }
static inline WINDOW *folio_curscr(void) { return curscr; }
static inline int folio_lines(void) { return LINES; }
static inline int folio_cols(void) { return COLS; }
static inline void folio_getmaxyx(WINDOW *w, int *rows, int *cols) { getmaxyx(w, *rows, *cols); }
static inline attr_t folio_a_normal(void) { return A_NORMAL; }
static inline attr_t folio_a_bold(void) { return A_BOLD; }
static inline attr_t folio_a_dim(void) { return A_DIM; }
static inline attr_t folio_a_reverse(void) { return A_REVERSE; }
static inline attr_t folio_a_underline(void) { return A_UNDERLINE; }
static inline int folio_key_f(int n) { return KEY_F(n); }
static inline mmask_t folio_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t folio_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t folio_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t folio_wheel_down(void) { return BUTTON5_PRESSED; }
static inline int folio_colors(void) { return COLORS; }
static inline int folio_color_pairs(void) { return COLOR_PAIRS; }

/// glibc's wcwidth for one code point (in the current LC_CTYPE).
int folio_wcwidth(uint32_t codepoint);

/// setlocale(LC_ALL, ""); returns 1 when the character set is UTF-8.
int folio_setlocale(void);

/// Remembers the terminal modes of `fd` before curses changes them, and the byte sequence that
/// puts the screen back (leave the alternate screen, show the cursor, reset attributes).
void folio_remember_terminal(int fd, const char *restore_sequence);

/// Installs the signal handlers: SIGINT, SIGTERM and SIGHUP ask the loop to quit (a second
/// one quits at once, restoring the terminal); SIGTSTP asks the loop to suspend; SIGSEGV,
/// SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE restore the terminal and re-raise. Returns the
/// read end of a pipe that becomes readable when a signal is pending.
int folio_install_signal_handlers(void);

/// The pending signal (SIGINT, SIGTERM, SIGHUP or SIGTSTP) and clears it, or 0.
int folio_take_signal(void);

/// Writes the restore sequence and restores the remembered modes (what a crash does).
void folio_restore_terminal_now(void);

/// Stops the process as the default SIGTSTP would, returning once it is continued.
void folio_stop_self(void);
