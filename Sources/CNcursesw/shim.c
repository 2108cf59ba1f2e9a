#define _GNU_SOURCE 1
#include "shim.h"
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

int folio_wcwidth(uint32_t codepoint) { return wcwidth((wchar_t)codepoint); }

int folio_setlocale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// Everything a signal handler touches is set up before the handlers are installed and is
// only read by them, so the handlers stay async-signal-safe.
static int tty_fd = -1;
static struct termios saved_modes;
static int have_saved_modes = 0;
static char restore_sequence[256];
static size_t restore_length = 0;
static int signal_pipe[2] = {-1, -1};
static volatile sig_atomic_t pending_signal = 0;
static char alternate_stack[1 << 16];

void folio_remember_terminal(int fd, const char *sequence) {
    tty_fd = fd;
    if (tcgetattr(fd, &saved_modes) == 0) have_saved_modes = 1;
    restore_length = 0;
    if (sequence) {
        size_t n = strlen(sequence);
        if (n >= sizeof restore_sequence) n = sizeof restore_sequence - 1;
        memcpy(restore_sequence, sequence, n);
        restore_length = n;
    }
}

void folio_restore_terminal_now(void) {
    if (tty_fd < 0) return;
    size_t done = 0;
    while (done < restore_length) {
        ssize_t n = write(tty_fd, restore_sequence + done, restore_length - done);
        if (n <= 0) break;
        done += (size_t)n;
    }
    if (have_saved_modes) tcsetattr(tty_fd, TCSANOW, &saved_modes);
}

static void on_crash(int sig) {
    folio_restore_terminal_now();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void on_request(int sig) {
    int saved_errno = errno;
    if (sig != SIGTSTP && pending_signal != 0 && pending_signal != SIGTSTP) {
        // The loop did not answer the first request: restore and leave now.
        folio_restore_terminal_now();
        _exit(128 + sig);
    }
    pending_signal = sig;
    if (signal_pipe[1] >= 0) {
        char byte = 1;
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

int folio_install_signal_handlers(void) {
    if (signal_pipe[0] < 0) {
        if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    }
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
    sigaltstack(&stack, NULL);

    struct sigaction crash;
    memset(&crash, 0, sizeof crash);
    crash.sa_handler = on_crash;
    crash.sa_flags = SA_ONSTACK | SA_RESETHAND | SA_NODEFER;
    sigemptyset(&crash.sa_mask);
    int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) sigaction(crashes[i], &crash, NULL);

    struct sigaction request;
    memset(&request, 0, sizeof request);
    request.sa_handler = on_request;
    request.sa_flags = SA_RESTART;
    sigemptyset(&request.sa_mask);
    int requests[] = {SIGINT, SIGTERM, SIGHUP, SIGTSTP};
    for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++) sigaction(requests[i], &request, NULL);
    signal(SIGPIPE, SIG_IGN);
    return signal_pipe[0];
}

int folio_take_signal(void) {
    char drain[64];
    while (read(signal_pipe[0], drain, sizeof drain) > 0) {}
    int sig = pending_signal;
    pending_signal = 0;
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
