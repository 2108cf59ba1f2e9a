#ifndef C_DISPATCH_MAIN_H
#define C_DISPATCH_MAIN_H

// libdispatch's hooks for a run loop that serves the main queue itself (swift-corelibs-foundation's
// RunLoop uses them on Linux). The main actor's work is queued on the main dispatch queue; a
// program whose main thread waits in its own poll, not in dispatch_main(), polls the queue's
// handle and drains the queue when it is ready.

/// The main queue's eventfd: readable when work waits on the main queue.
int folio_main_queue_handle(void);

/// Runs the work queued on the main queue so far; nothing off the main thread (where
/// dispatch_main() serves the queue).
void folio_main_queue_drain(void);

#endif
