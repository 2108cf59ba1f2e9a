#include "cscheduler.h"

/* Per thread: the CPUs it had before it was first kept on one, and the one it is kept on. */
static __thread cpu_set_t original;
static __thread int has_original;
static __thread int kept_on = -1;

int folio_keep_calling_thread_on(int cpu) {
    if (cpu < 0 || cpu >= CPU_SETSIZE) return -1;
    if (cpu == kept_on) return 0;
    if (!has_original) {
        if (sched_getaffinity(0, sizeof original, &original) != 0) return -1;
        has_original = 1;
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) return -1;
    kept_on = cpu;
    return 0;
}

int folio_widen_calling_thread(void) {
    int was = kept_on;
    if (was < 0 || !has_original) return -1;
    if (sched_setaffinity(0, sizeof original, &original) != 0) return -1;
    kept_on = -1;
    return was;
}
