#define _GNU_SOURCE 1
#include "shim.h"
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>

int folio_wcwidth(uint32_t codepoint) { return wcwidth((wchar_t)codepoint); }

int folio_setlocale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// Everything a signal handler touches is set up before the handlers can need it and is only
// read by them, so the handlers stay async-signal-safe.
static int tty_fd = -1;
static struct termios saved_modes;
static int have_saved_modes = 0;
static char restore_sequence[256];
static size_t restore_length = 0;
static int signal_pipe[2] = {-1, -1};
static volatile sig_atomic_t pending_signal = 0;
// The quit request the loop answered: the process ends by it once main() has saved the place.
static volatile sig_atomic_t exit_signal = 0;
static char alternate_stack[1 << 16];

int folio_remember_modes(int fd) {
    // Once only: curses changes the modes right after, and those must never be taken for the
    // user's (a shell left without echo or canonical input is the result).
    if (have_saved_modes) return 0;
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    tty_fd = fd;
    have_saved_modes = 1;
    return 0;
}

void folio_set_restore_sequence(const char *sequence) {
    size_t n = sequence ? strlen(sequence) : 0;
    if (n >= sizeof restore_sequence) n = sizeof restore_sequence - 1;
    // A handler may run between these stores: it sees either no sequence or a whole one.
    restore_length = 0;
    if (n) memcpy(restore_sequence, sequence, n);
    restore_length = n;
}

/// Writes the restore sequence and puts back the remembered modes (what every abrupt end does).
static void restore_terminal_now(void) {
    if (tty_fd < 0) return;
    size_t done = 0;
    while (done < restore_length) {
        ssize_t n = write(tty_fd, restore_sequence + done, restore_length - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += (size_t)n;
    }
    if (have_saved_modes) tcsetattr(tty_fd, TCSANOW, &saved_modes);
}

void folio_forget_terminal(void) {
    if (tty_fd >= 0 && have_saved_modes) tcsetattr(tty_fd, TCSANOW, &saved_modes);
    tty_fd = -1;
}

/// Ends the process by `sig` with its default action; returns only if that action does not end it.
static void die_by(int sig) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
}

static void on_fatal(int sig) {
    int saved_errno = errno;
    restore_terminal_now();
    die_by(sig);
    errno = saved_errno;
}

static void on_request(int sig) {
    int saved_errno = errno;
    // One atomic exchange: two requests handled at once on two threads still see each other.
    int earlier = __atomic_exchange_n(&pending_signal, sig, __ATOMIC_SEQ_CST);
    if (sig != SIGTSTP && earlier != 0 && earlier != SIGTSTP) {
        // The loop did not answer the first request: restore and leave now, by this signal.
        restore_terminal_now();
        die_by(sig);
    }
    // A Ctrl-Z after a quit request must not hide it: quitting wins over suspending.
    if (sig == SIGTSTP && earlier != 0 && earlier != SIGTSTP) __atomic_store_n(&pending_signal, earlier, __ATOMIC_SEQ_CST);
    if (signal_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

/// At exit, after main() has given the terminal back and saved the place: a quit that came by
/// signal ends the process by that signal, so a shell or `make` sees why folio stopped.
static void end_by_signal(void) {
    int sig = exit_signal;
    if (sig == 0 && pending_signal != SIGTSTP) sig = pending_signal;  // came after the loop ended
    if (sig == 0) return;
    fflush(NULL);  // what main() printed (the --choose path) must not be lost
    if (sig == SIGQUIT) {
        // Ctrl-\ is a way to quit here, handled like SIGTERM: nothing to debug, so no core file.
        struct rlimit none = {0, 0};
        setrlimit(RLIMIT_CORE, &none);
    }
    die_by(sig);
}


/// True for the signals whose default action ends the process and that folio handles itself as
/// requests, or leaves ignored.
static int is_request_or_ignored(int sig) {
    return sig == SIGINT || sig == SIGTERM || sig == SIGHUP || sig == SIGQUIT || sig == SIGPIPE;
}

/// True when `sig` was ignored when folio started (`nohup`, a job started without job control,
/// `trap '' USR1`): it stays ignored, as POSIX asks of programs that catch signals. Faults are
/// not asked: the kernel delivers them whatever the disposition.
static int was_ignored(int sig) {
    if (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE || sig == SIGTRAP || sig == SIGABRT ||
        sig == SIGSYS)
        return 0;
    struct sigaction current;
    return sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_IGN;
}

static void install(int sig, const struct sigaction *action) {
    if (!was_ignored(sig)) sigaction(sig, action, NULL);
}

void folio_end_by_signal_at_exit(int sig) {
    // A hang-up under nohup (SIGHUP ignored) still ends folio, but by a plain exit.
    if (!was_ignored(sig)) exit_signal = sig;
}

int folio_install_signal_handlers(void) {
    static int installed = 0;
    if (installed) return signal_pipe[0];
    if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) {
        signal_pipe[0] = signal_pipe[1] = -1;
        return -1;
    }
    installed = 1;
    atexit(end_by_signal);
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
    sigaltstack(&stack, NULL);

    struct sigaction fatal;
    memset(&fatal, 0, sizeof fatal);
    fatal.sa_handler = on_fatal;
    // The alternate stack lets a stack overflow be reported too; SA_RESETHAND makes a fault in
    // the handler itself end the process instead of looping.
    fatal.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&fatal.sa_mask);
    int fatals[] = {
        SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGALRM,
        SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
        SIGSTKFLT,
#endif
#ifdef SIGIO
        SIGIO,
#endif
#ifdef SIGPWR
        SIGPWR,
#endif
    };
    for (size_t i = 0; i < sizeof fatals / sizeof fatals[0]; i++) {
        if (!is_request_or_ignored(fatals[i])) install(fatals[i], &fatal);
    }
#ifdef SIGRTMIN
    for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) install(sig, &fatal);
#endif

    struct sigaction request;
    memset(&request, 0, sizeof request);
    request.sa_handler = on_request;
    request.sa_flags = SA_RESTART;
    sigemptyset(&request.sa_mask);
    int requests[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP};
    for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++) install(requests[i], &request);
    signal(SIGPIPE, SIG_IGN);
    return signal_pipe[0];
}

// ncurses' own SIGWINCH handler (it only notes the resize for the next read), called from ours.
static struct sigaction curses_winch;

static void on_winch(int sig) {
    int saved_errno = errno;
    // A resize that comes while the loop is busy must still end its next wait.
    if (signal_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    if (curses_winch.sa_flags & SA_SIGINFO) {
        if (curses_winch.sa_sigaction) curses_winch.sa_sigaction(sig, NULL, NULL);
    } else if (curses_winch.sa_handler != SIG_DFL && curses_winch.sa_handler != SIG_IGN) {
        curses_winch.sa_handler(sig);
    }
    errno = saved_errno;
}

void folio_watch_resizes(void) {
    static int watching = 0;
    if (watching || signal_pipe[1] < 0) return;
    struct sigaction current;
    if (sigaction(SIGWINCH, NULL, &current) != 0 || current.sa_handler == SIG_IGN) return;
    watching = 1;
    curses_winch = current;
    struct sigaction ours;
    memset(&ours, 0, sizeof ours);
    ours.sa_handler = on_winch;
    // As ncurses asks: no SA_RESTART, so a wait ends at once with EINTR.
    ours.sa_flags = current.sa_flags & ~(SA_SIGINFO | SA_RESETHAND);
    ours.sa_mask = current.sa_mask;
    sigaction(SIGWINCH, &ours, NULL);
}

int folio_signal_pending(void) { return __atomic_load_n(&pending_signal, __ATOMIC_SEQ_CST) != 0; }

int folio_take_signal(void) {
    if (signal_pipe[0] < 0) return 0;
    char drain[64];
    while (read(signal_pipe[0], drain, sizeof drain) > 0) {}
    int sig = __atomic_exchange_n(&pending_signal, 0, __ATOMIC_SEQ_CST);
    if (sig != 0 && sig != SIGTSTP) exit_signal = sig;
    return sig;
}

void folio_stop_self(void) {
    // Stop with the default action, then put our handler back once continued.
    struct sigaction def, ours;
    memset(&def, 0, sizeof def);
    def.sa_handler = SIG_DFL;
    sigemptyset(&def.sa_mask);
    sigaction(SIGTSTP, &def, &ours);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    kill(0, SIGTSTP);
    sigaction(SIGTSTP, &ours, NULL);
}

const char *folio_tparm1(const char *cap, int a) { return cap ? tiparm(cap, a) : NULL; }

const char *folio_tparm2(const char *cap, int a, int b) { return cap ? tiparm(cap, a, b) : NULL; }

const char *folio_tparm_sgr(const char *cap, int underline, int reverse, int dim, int bold) {
    return cap ? tiparm(cap, 0, underline, reverse, 0, dim, bold, 0, 0, 0) : NULL;
}

// Markers around the code a key runs. The release build gives every function its own section and
// links them in the order of Scripts/hot-functions.txt, which starts with folio_hot_begin and
// ends with folio_hot_end (Scripts/bench/hotlist.py writes it, and with --check measures how much
// of a Down's code lies between them). Without that order (debug builds) the two lie side by side.
__attribute__((noinline, used)) void folio_hot_begin(void) { __asm__ volatile("" ::: "memory"); }
__attribute__((noinline, used)) void folio_hot_end(void) { __asm__ volatile("nop" ::: "memory"); }
