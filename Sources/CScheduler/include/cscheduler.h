#ifndef FOLIO_CSCHEDULER_H
#define FOLIO_CSCHEDULER_H

/* sched_getcpu and the CPU_* macros are GNU extensions that Swift cannot see, so they are
   wrapped here. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include <sched.h>

/// The CPU the calling thread is running on, or -1 when the system does not say.
static inline int folio_current_cpu(void) { return sched_getcpu(); }

/// Names the calling thread (as `top -H` and debuggers show it); Linux keeps 15 bytes.
static inline void folio_name_calling_thread(const char *name) { pthread_setname_np(pthread_self(), name); }

/// How many CPUs the calling thread may run on, or -1.
static inline int folio_allowed_cpu_count(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return CPU_COUNT(&set);
}

/// Lets the calling thread run on `cpu` only; 0 on success, -1 (errno set) when `cpu` is not
/// one it may use. No system call when it is kept there already. The CPUs it had before the
/// first call are kept for `folio_widen_calling_thread`.
int folio_keep_calling_thread_on(int cpu);

/// Gives the calling thread back the CPUs it had before `folio_keep_calling_thread_on`, so
/// that a process it starts may use them all; returns the CPU it was kept on (to keep it
/// there again afterwards), or -1 when it was not kept on one.
int folio_widen_calling_thread(void);

#endif
