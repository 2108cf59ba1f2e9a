#if canImport(Glibc)
import Glibc
#endif

/// One event the kernel reported on a watched directory (`struct inotify_event`).
struct WatchEvent: Equatable, Sendable {
    /// The watch it is about (what `addWatch` returned).
    var watch: Int32
    /// What happened: `IN_CREATE`, `IN_DELETE`, `IN_MOVED_FROM`, … (`IN_ISDIR` added for a directory).
    var mask: UInt32
    /// The entry's name in the directory, as bytes; empty for an event about the directory itself.
    var name: [UInt8]
}

/// inotify: a descriptor that reports changes in watched directories.
extension Syscall {
    /// What Folio watches in a directory: entries created, removed or renamed, files written and
    /// closed, and the directory itself going away.
    static let watchMask = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_CLOSE_WRITE
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

    /// `inotify_init1(IN_NONBLOCK | IN_CLOEXEC)`: a descriptor no child inherits, whose reads
    /// return at once when no event waits.
    static func watchDescriptor() -> Result<Int32, SyscallError> {
        retrying("inotify_init1", "") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
    }

    /// `inotify_add_watch(descriptor, path, watchMask)`: the watch's number (the same for two
    /// paths of one directory).
    static func addWatch(_ descriptor: Int32, _ path: RawPath) -> Result<Int32, SyscallError> {
        retrying("inotify_add_watch", path.display) { path.withCString { inotify_add_watch(descriptor, $0, watchMask) } }
    }

    /// `inotify_rm_watch`; a watch the kernel removed already (its directory is gone) is no failure.
    static func removeWatch(_ descriptor: Int32, _ watch: Int32) -> Result<Void, SyscallError> {
        let result = retrying("inotify_rm_watch", "") { inotify_rm_watch(descriptor, watch) }.map { _ in () }
        if case .failure(let error) = result, error.code == EINVAL { return .success(()) }
        return result
    }

    /// Reads the events waiting on `descriptor` (non-blocking), a buffer at a time, until none
    /// is left; stops early once `limit` events were read (the rest wait for the next call).
    static func readWatchEvents(_ descriptor: Int32, limit: Int = 65536) -> Result<[WatchEvent], SyscallError> {
        var events: [WatchEvent] = []
        // Room for many events; one event with the longest name (NAME_MAX) always fits.
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while events.count < limit {
            let count: Int
            switch read(descriptor, into: buffer, path: RawPath("inotify")) {
            case .success(let n): count = n
            case .failure(let error) where error.code == EAGAIN || error.code == EWOULDBLOCK: return .success(events)
            case .failure(let error): return .failure(error)
            }
            guard count > 0 else { return .success(events) }
            events += parseWatchEvents(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
        return .success(events)
    }

    /// The events in `bytes`, as the kernel lays out `struct inotify_event`s (wd, mask, cookie,
    /// len, then `len` bytes of NUL-padded name).
    static func parseWatchEvents(_ bytes: UnsafeRawBufferPointer) -> [WatchEvent] {
        var events: [WatchEvent] = []
        var offset = 0
        let header = 16
        while offset + header <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let nameStart = offset + header
            guard nameStart + length <= bytes.count else { break }
            var name = Array(bytes[nameStart..<(nameStart + length)])
            if let end = name.firstIndex(of: 0) { name.removeSubrange(end...) }
            events.append(WatchEvent(watch: watch, mask: mask, name: name))
            offset = nameStart + length
        }
        return events
    }
}
