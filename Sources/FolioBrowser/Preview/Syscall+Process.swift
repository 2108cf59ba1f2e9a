#if canImport(Glibc)
import Glibc
#endif

/// The calls previews need to run a previewer or a decompressor, in the thin system-call
/// layer beside the file calls: each retries `EINTR` and reports a `SyscallError`.
extension Syscall {
    /// `pipe` with both ends close-on-exec: (read end, write end).
    static func pipe() -> Result<(Int32, Int32), SyscallError> {
        var ends: [Int32] = [0, 0]
        return retrying("pipe", "") { Glibc.pipe(&ends) }.map { (_: Int32) -> (Int32, Int32) in
            // So a previewer never inherits the other pipe's ends.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }
    }

    /// Makes reads from `descriptor` return at once when nothing is there.
    static func setNonBlocking(_ descriptor: Int32) -> Result<Void, SyscallError> {
        retrying("fcntl", "") { fcntl(descriptor, F_GETFL) }.flatMap { flags in
            retrying("fcntl", "") { fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }.map { _ in () }
        }
    }

    /// `poll` for input on `descriptors`, up to `milliseconds`: which are readable or closed.
    static func poll(_ descriptors: [Int32], milliseconds: Int32) -> Result<[Bool], SyscallError> {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return retrying("poll", "") { Glibc.poll(&entries, nfds_t(entries.count), milliseconds) }
            .map { _ in entries.map { $0.revents != 0 } }
    }

    /// `kill(-group, SIGKILL)`: ends a whole process group (a previewer and what it started).
    ///
    /// A group already gone is what was wanted, so that error is no failure.
    static func killGroup(_ group: pid_t) -> Result<Void, SyscallError> {
        let result = retrying("kill", "") { kill(-group, SIGKILL) }.map { _ in () }
        if case .failure(let error) = result, error.code == ESRCH { return .success(()) }
        return result
    }

    /// `waitpid`: the raw exit status, or nil while the child runs (when not `blocking`).
    static func wait(_ pid: pid_t, blocking: Bool) -> Result<Int32?, SyscallError> {
        var status: Int32 = 0
        return retrying("waitpid", "") { waitpid(pid, &status, blocking ? 0 : WNOHANG) }
            .map { result in result == pid ? status : nil }
    }

    /// True when `name` is an executable found in `path` (a `PATH` value), or is a path to one.
    static func isExecutableInPath(_ name: String, path: String?) -> Bool {
        if name.contains("/") { return (try? access(RawPath(name), X_OK).get()) != nil }
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            if (try? access(RawPath(directory + "/" + name), X_OK).get()) != nil { return true }
        }
        return false
    }

    /// `posix_spawnp` with standard input from /dev/null, output and error to the pipes, no
    /// other descriptor, in a new process group, with default signal handling.
    static func spawn(_ arguments: [[UInt8]], stdout: Int32, stderr: Int32) -> Result<pid_t, SyscallError> {
        let program = String(decoding: arguments.first ?? [], as: UTF8.self)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        // Nothing else of folio's is inherited: not the terminal, not a file another thread is
        // writing (whose open descriptor would keep a script being written "busy").
        _ = addCloseFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { bytes in
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.flatMap { strdup($0) } }
            }
        } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard let file = argv[0] else { return .failure(SyscallError(call: "posix_spawn", path: program, code: ENOMEM)) }
        let result = posix_spawnp(&pid, file, &actions, &attributes, argv, environ)
        return result == 0 ? .success(pid) : .failure(SyscallError(call: "posix_spawn", path: program, code: result))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), found at run time.
    ///
    /// Swift's Glibc module does not declare GNU extensions. Nil where the C library lacks it.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
}
