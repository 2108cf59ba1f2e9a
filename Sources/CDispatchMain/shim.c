#define _GNU_SOURCE
#include "CDispatchMain.h"
#include <sys/syscall.h>
#include <unistd.h>

// Exported by libdispatch on Linux for CoreFoundation's run loop; not in its public headers.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

int folio_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }

// Only the main thread may drain the main queue, and only while it is bound to it: once a
// process has called dispatch_main() (a test runner does), dispatch serves the queue on its
// own threads, and the main-actor code calling this runs on one of them (libdispatch traps).
void folio_main_queue_drain(void) {
    if (syscall(SYS_gettid) != getpid()) return;
    _dispatch_main_queue_callback_4CF(0);
}
