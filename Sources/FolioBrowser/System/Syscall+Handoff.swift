import Glibc

/// One value handed from the main loop to a background thread that waits for it (an answer
/// to a file operation's question): the thread sleeps on a condition variable, never polls.
///
/// `wait` returns the value `give` handed over; `give` can come before `wait`, and only the
/// first `give` counts.
final class Handoff<Value: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: Value?
    private var given = false

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Hands `value` to the waiting thread (nil: no answer, the operation stops).
    func give(_ value: Value?) {
        pthread_mutex_lock(mutex)
        if !given {
            given = true
            self.value = value
            pthread_cond_broadcast(condition)
        }
        pthread_mutex_unlock(mutex)
    }

    /// Blocks the calling background thread (never the main loop) until `give`.
    func wait() -> Value? {
        pthread_mutex_lock(mutex)
        while !given { pthread_cond_wait(condition, mutex) }
        let result = value
        pthread_mutex_unlock(mutex)
        return result
    }
}
