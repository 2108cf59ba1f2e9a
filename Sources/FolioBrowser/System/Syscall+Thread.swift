import FoundationEssentials
import CScheduler
import Glibc

/// A thread of our own (as Foundation's `Thread.detachNewThread`, without Foundation): the one
/// way FolioBrowser starts a background thread.
extension Syscall {
    /// Runs `body` on a new detached thread named `name` (cut to the 15 bytes Linux keeps).
    ///
    /// A thread that cannot be started runs `body` here instead, so no job is ever lost.
    static func startThread(name: String? = nil, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ThreadBody(name: name, body: body))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let box = Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue()
            if let name = box.name { folio_name_calling_thread(String(decoding: name.utf8.prefix(15), as: UTF8.self)) }
            box.body()
            return nil
        }, box.toOpaque())
        guard started == 0 else {
            box.takeRetainedValue().body()
            return
        }
        pthread_detach(thread)
    }

    /// Pauses the calling background thread for `seconds` (never the main loop).
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}

private final class ThreadBody {
    let name: String?
    let body: @Sendable () -> Void
    init(name: String?, body: @escaping @Sendable () -> Void) { self.name = name; self.body = body }
}

/// A mutex with `lock`/`unlock` for a critical section that is not one closure (Foundation's
/// `NSLock`, without Foundation); `Mutex` from Synchronization is the choice when it is.
final class ThreadLock: @unchecked Sendable {
    fileprivate let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    func lock() { pthread_mutex_lock(mutex) }
    /// Gives the lock back.
    func unlock() { pthread_mutex_unlock(mutex) }
}

/// A lock with a condition to wait on (Foundation's `NSCondition`, without Foundation).
final class ThreadCondition: @unchecked Sendable {
    private let mutex = ThreadLock()
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() { pthread_cond_init(condition, nil) }
    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
    }

    /// Waits for the lock and takes it.
    func lock() { mutex.lock() }
    /// Gives the lock back.
    func unlock() { mutex.unlock() }
    /// Wakes every waiting thread (call with the lock held).
    func broadcast() { pthread_cond_broadcast(condition) }
    /// Gives the lock back until woken, then takes it again (call with the lock held).
    func wait() { pthread_cond_wait(condition, mutex.mutex) }

    /// `wait`, giving up at `deadline` (wall clock, as `NSCondition`); false when it timed out.
    func wait(until deadline: Date) -> Bool {
        let seconds = deadline.timeIntervalSince1970
        var time = timespec(tv_sec: Int(seconds.rounded(.down)), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        return pthread_cond_timedwait(condition, mutex.mutex, &time) == 0
    }
}
