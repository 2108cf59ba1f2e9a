#if canImport(Glibc)
import Glibc
#endif

/// The thin layer under previews: one wrapper per C call, retrying `EINTR`, returning a
/// `Result` whose error names the call (as swift-system's `FileDescriptor` does), like
/// `FileCalls` for the configuration. Feature code calls these, never libc.
enum SystemCall {
    /// `open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)`: never blocks on a FIFO.
    static func openForReading(_ path: RawPath) -> Result<Int32, SystemCallError> {
        retrying("open", path.display) { path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) } }
    }

    /// `fstat`: the kind and size of an open file.
    static func status(_ descriptor: Int32, _ subject: String) -> Result<(kind: FileKind, size: Int64), SystemCallError> {
        var info = stat()
        return retrying("stat", subject) { fstat(descriptor, &info) }.map { _ in (FileKind(mode: info.st_mode), Int64(info.st_size)) }
    }

    /// `read` into `buffer` from `offset`; 0 at the end of the file.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int, _ subject: String) -> Result<Int, SystemCallError> {
        buffer.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress, offset < raw.count else { return .success(0) }
            return retrying("read", subject) { Glibc.read(descriptor, base + offset, raw.count - offset) }
        }
    }

    /// `close`; its error is of no use to a reader, so it is dropped.
    static func close(_ descriptor: Int32) { _ = Glibc.close(descriptor) }

    /// `pipe2(O_CLOEXEC)`: (read end, write end).
    static func pipe() -> Result<(Int32, Int32), SystemCallError> {
        var ends: [Int32] = [0, 0]
        return retrying("pipe", "") { Glibc.pipe(&ends) }.map { (_: Int32) -> (Int32, Int32) in
            // Close-on-exec, so a previewer never inherits the other pipe's ends.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }
    }

    /// Makes reads from `descriptor` return at once when nothing is there.
    static func setNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    /// `poll` on descriptors for input, up to `milliseconds`; returns which are readable or closed.
    static func poll(_ descriptors: [Int32], milliseconds: Int32) -> Result<[Bool], SystemCallError> {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return retrying("poll", "") { Glibc.poll(&entries, nfds_t(entries.count), milliseconds) }
            .map { _ in entries.map { $0.revents != 0 } }
    }

    /// Sends SIGKILL to a whole process group (a previewer and whatever it started).
    static func killGroup(_ group: pid_t) { _ = kill(-group, SIGKILL) }

    /// `waitpid`, without blocking when `blocking` is false: the exit status, or nil while it runs.
    static func wait(_ pid: pid_t, blocking: Bool) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if result == pid { return status }
            if result < 0 && errno == EINTR { continue }
            return result < 0 ? status : nil
        }
    }

    /// True when `name` is an executable found in `PATH` (or is a path to one).
    static func isExecutableInPath(_ name: String, path: String?) -> Bool {
        if name.contains("/") { return access(name, X_OK) == 0 }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            if access(directory + "/" + name, X_OK) == 0 { return true }
        }
        return false
    }

    private static func retrying<T: BinaryInteger>(_ call: String, _ subject: String, _ body: () -> T) -> Result<T, SystemCallError> {
        while true {
            let result = body()
            if result >= 0 { return .success(result) }
            if errno == EINTR { continue }
            return .failure(SystemCallError(call: call, path: subject, code: errno))
        }
    }
}
