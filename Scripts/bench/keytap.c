// Preloaded into a program by Scripts/bench/inprocess.py: records, on the main thread, when a
// poll that waited starts (I: the program went idle) and when it returns with terminal input
// (P), when a read of a terminal that got bytes starts and ends (r, R), and when each write to a
// terminal starts and ends (S, W) and the CPU it ended on (C); the times go to $KEYTAP_OUT when
// the program exits. No other behaviour changes.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sched.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define EVENTS 20000

static double event_time[EVENTS];
static char event_kind[EVENTS];
static int event_count;
static signed char is_tty[1024];  // 0 unknown, 1 a terminal, 2 not

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static int terminal(int fd) {
    if (fd < 0 || fd >= 1024) return 0;
    if (!is_tty[fd]) is_tty[fd] = isatty(fd) ? 1 : 2;
    return is_tty[fd] == 1;
}

static void record(char kind, double time) {
    if (event_count < EVENTS) {
        event_kind[event_count] = kind;
        event_time[event_count] = time;
        event_count++;
    }
}

int poll(struct pollfd *fds, nfds_t count, int timeout) {
    static int (*real)(struct pollfd *, nfds_t, int);
    if (!real) real = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT, "poll");
    double start = now_us();
    int ready = real(fds, count, timeout);
    double end = now_us();
    // Only a poll that waited (the program was idle) on the main thread starts a key.
    if (end - start > 5000 && syscall(SYS_gettid) == getpid()) {
        record('I', start);
        for (nfds_t i = 0; i < count; i++) {
            if ((fds[i].revents & POLLIN) && terminal(fds[i].fd)) {
                record('P', end);
                break;
            }
        }
    }
    return ready;
}

ssize_t read(int fd, void *bytes, size_t length) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
    double start = now_us();
    ssize_t count = real(fd, bytes, length);
    double end = now_us();
    if (count > 0 && terminal(fd) && syscall(SYS_gettid) == getpid()) {
        record('r', start);
        record('R', end);
    }
    return count;
}

ssize_t write(int fd, const void *bytes, size_t length) {
    static ssize_t (*real)(int, const void *, size_t);
    if (!real) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
    double start = now_us();
    ssize_t written = real(fd, bytes, length);
    double end = now_us();
    if (terminal(fd)) {
        record('S', start);
        record('W', end);
        record('C', sched_getcpu());
    }
    return written;
}

__attribute__((destructor)) static void keytap_dump(void) {
    const char *path = getenv("KEYTAP_OUT");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (!out) return;
    for (int i = 0; i < event_count; i++) fprintf(out, "%c %.1f\n", event_kind[i], event_time[i]);
    fclose(out);
}
