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
static inline void folio_getmaxyx(WINDOW *w, int *rows, int *cols) { getmaxyx(w, *rows, *cols); }
static inline attr_t folio_a_normal(void) { return A_NORMAL; }
static inline attr_t folio_a_bold(void) { return A_BOLD; }
static inline attr_t folio_a_dim(void) { return A_DIM; }
static inline attr_t folio_a_reverse(void) { return A_REVERSE; }
static inline attr_t folio_a_underline(void) { return A_UNDERLINE; }
static inline int folio_key_f(int n) { return KEY_F(n); }
static inline mmask_t folio_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t folio_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t folio_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t folio_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t folio_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t folio_wheel_down(void) { return BUTTON5_PRESSED; }
static inline int folio_colors(void) { return COLORS; }
static inline int folio_color_pairs(void) { return COLOR_PAIRS; }

/// glibc's wcwidth for one code point (in the current LC_CTYPE).
int folio_wcwidth(uint32_t codepoint);

/// setlocale(LC_ALL, ""); returns 1 when the character set is UTF-8.
int folio_setlocale(void);

/// Remembers the terminal modes of `fd`, once: later calls change nothing, so the modes kept are
/// the user's, from before curses changed anything. Returns 0, or -1 when `fd` is not a terminal.
int folio_remember_modes(int fd);

/// Sets the byte sequence that puts the screen back (leave the alternate screen, show the
/// cursor, reset attributes, leave keypad mode, stop mouse reporting), written on every exit path.
void folio_set_restore_sequence(const char *restore_sequence);

/// Installs the signal handlers. SIGINT, SIGTERM, SIGHUP and SIGQUIT ask the loop to quit (a
/// second one before the loop answers restores the terminal and re-raises at once); SIGTSTP asks
/// the loop to suspend; SIGPIPE is ignored; every other signal whose default action ends the
/// process (crashes, SIGUSR1, SIGALRM, SIGXCPU, real-time signals...) restores the terminal and
/// re-raises. A signal ignored when folio started stays ignored (`nohup`; Ctrl-Z under a shell
/// without job control), faults excepted. Returns the read end of a pipe that becomes readable
/// when a request is pending, or -1 (with errno set) when the pipe cannot be made.
int folio_install_signal_handlers(void);

/// The pending request signal (SIGINT, SIGTERM, SIGHUP, SIGQUIT or SIGTSTP), cleared, or 0. A quit
/// request taken here is re-raised when the process exits, after the place is saved, so the
/// exit status says which signal ended folio.
int folio_take_signal(void);

/// After newterm: SIGWINCH also makes the pipe of `folio_install_signal_handlers` readable, and
/// then goes on to ncurses' handler (which has the next read return KEY_RESIZE). A resize that
/// comes while the loop is busy then ends its next wait, with no read of ncurses before each
/// wait. Does nothing when SIGWINCH is ignored or no pipe was made.
void folio_watch_resizes(void);

/// True when a request signal waits for `folio_take_signal` (no system call: the wait's pipe
/// tells the rest).
int folio_signal_pending(void);

/// Makes the process end by `sig` when it exits (as if the loop had taken that request): used
/// for a hang-up seen on the terminal without a SIGHUP.
void folio_end_by_signal_at_exit(int sig);

/// After a normal shutdown: puts back the remembered modes exactly and stops using the terminal's
/// descriptor (which is about to be closed, and whose number may be reused by another file).
void folio_forget_terminal(void);

/// Stops the process as the default SIGTSTP would, returning once it is continued.
void folio_stop_self(void);

/// The capability string `cap` with one parameter filled in (tiparm, which Swift cannot call
/// since it is variadic); NULL when it cannot be.
const char *folio_tparm1(const char *cap, int a);

/// The capability string `cap` with two parameters filled in; NULL when it cannot be.
const char *folio_tparm2(const char *cap, int a, int b);

/// `sgr` (set_attributes) with its nine flags filled in: standout, underline, reverse, blink,
/// dim, bold, invisible, protected, alternate character set; NULL when it cannot be.
const char *folio_tparm_sgr(const char *cap, int underline, int reverse, int dim, int bold);

/// The first function of the range the release build gathers the code a key runs in (see shim.c).
void folio_hot_begin(void);
/// The function just past that range.
void folio_hot_end(void);
