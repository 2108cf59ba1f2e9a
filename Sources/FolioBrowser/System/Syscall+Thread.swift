import FoundationEssentials
import Glibc

/// Pausing a background thread; threads themselves are started by the job system
/// (`JobExecutor`, FolioKit).
extension Syscall {
    /// Pauses the calling background thread for `seconds` (never the main loop).
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
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
