#if canImport(Glibc)
import Glibc
#endif

/// Child processes and the pipes to them: `posix_spawnp`, `waitpid`, `kill`, `pipe`, `poll`,
/// `fcntl`, each checked and named in its failure.
extension Syscall {
    /// `posix_spawnp`: starts `arguments` as `options` says, without a shell; the child's id.
    ///
    /// The first argument is looked up in `PATH`. A failure names `posix_spawn` and the program.
    static func spawn(_ arguments: [[UInt8]], options: SpawnOptions) -> Result<pid_t, SyscallError> {
        let program = arguments.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
        func failure(_ call: String, _ code: Int32) -> Result<pid_t, SyscallError> {
            .failure(SyscallError(call: call, path: program, code: code))
        }
        guard !arguments.isEmpty else { return failure("posix_spawn", ENOENT) }
        var actions = posix_spawn_file_actions_t()
        if case let code = posix_spawn_file_actions_init(&actions), code != 0 { return failure("posix_spawn_file_actions_init", code) }
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in options.streams.sorted(by: { $0.key < $1.key }) {
            let code: Int32
            switch stream {
            case .file(let path, let flags): code = posix_spawn_file_actions_addopen(&actions, target, path, flags, 0)
            case .descriptor(let source): code = posix_spawn_file_actions_adddup2(&actions, source, target)
            }
            if code != 0 { return failure("posix_spawn_file_actions", code) }
        }
        if options.closesOtherDescriptors, let addCloseFrom, case let code = addCloseFrom(&actions, 3), code != 0 {
            return failure("posix_spawn_file_actions_addclosefrom_np", code)
        }
        var attributes = posix_spawnattr_t()
        if case let code = posix_spawnattr_init(&attributes), code != 0 { return failure("posix_spawnattr_init", code) }
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        if let signals = options.defaultSignals {
            sigemptyset(&defaults)
            for signal in signals { sigaddset(&defaults, signal) }
        } else {
            sigfillset(&defaults)
        }
        var flags = Int32(POSIX_SPAWN_SETSIGDEF)
        var code = posix_spawnattr_setsigdefault(&attributes, &defaults)
        if options.clearsSignalMask, code == 0 {
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            code = posix_spawnattr_setsigmask(&attributes, &unblocked)
            flags |= Int32(POSIX_SPAWN_SETSIGMASK)
        }
        if options.startsProcessGroup, code == 0 {
            code = posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        if code == 0 { code = posix_spawnattr_setflags(&attributes, Int16(flags)) }
        if code != 0 { return failure("posix_spawnattr", code) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { bytes in
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { $0.baseAddress.flatMap { strdup($0) } }
            }
        } + [nil]
        defer { for pointer in argv { free(pointer) } }
        guard argv.dropLast().allSatisfy({ $0 != nil }), let file = argv[0] else { return failure("posix_spawn", ENOMEM) }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, file, &actions, &attributes, argv, environ)
        return result == 0 ? .success(pid) : failure("posix_spawn", result)
    }

    /// `waitpid`: the child's raw exit status once it has ended, nil while it runs.
    ///
    /// Nil comes back only when `blocking` is false. Retries `EINTR`.
    static func wait(_ pid: pid_t, blocking: Bool) -> Result<Int32?, SyscallError> {
        var status: Int32 = 0
        return retrying("waitpid", "process \(pid)") { waitpid(pid, &status, blocking ? 0 : WNOHANG) }
            .map { $0 == pid ? status : nil }
    }

    /// `kill(-group, SIGKILL)`: ends a whole process group (a child and whatever it started).
    ///
    /// A group already gone is what was wanted, so that error is no failure.
    @discardableResult
    static func killGroup(_ group: pid_t) -> Result<Void, SyscallError> {
        let result = retrying("kill", "process group \(group)") { Glibc.kill(-group, SIGKILL) }.map { _ in () }
        if case .failure(let error) = result, error.code == ESRCH { return .success(()) }
        return result
    }

    /// `pipe`, both ends close-on-exec (`fcntl`): no child inherits them unless handed over.
    /// (Glibc's `pipe2` is not visible to Swift without `_GNU_SOURCE`.)
    static func pipe() -> Result<(read: Int32, write: Int32), SyscallError> {
        var ends: [Int32] = [-1, -1]
        let made = retrying("pipe", "") { Glibc.pipe(&ends) }.flatMap { _ in
            retrying("fcntl", "pipe") { fcntl(ends[0], F_SETFD, FD_CLOEXEC) }.flatMap { _ in
                retrying("fcntl", "pipe") { fcntl(ends[1], F_SETFD, FD_CLOEXEC) }
            }
        }
        switch made {
        case .success: return .success((ends[0], ends[1]))
        case .failure(let error):
            for end in ends where end >= 0 { close(end, path: RawPath("pipe")) }
            return .failure(error)
        }
    }

    /// `fcntl(F_SETFL, … | O_NONBLOCK)`: reads return at once when nothing is there.
    static func setNonBlocking(_ descriptor: Int32, path: String = "pipe") -> Result<Void, SyscallError> {
        retrying("fcntl", path) { fcntl(descriptor, F_GETFL) }.flatMap { flags in
            retrying("fcntl", path) { fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
        }.map { _ in () }
    }

    /// `poll` for input on `descriptors`, up to `milliseconds`: which are readable or closed.
    static func poll(_ descriptors: [Int32], milliseconds: Int32) -> Result<[Bool], SyscallError> {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return retrying("poll", "") { Glibc.poll(&entries, nfds_t(entries.count), milliseconds) }
            .map { _ in entries.map { $0.revents != 0 } }
    }

    /// Whether `name` is an executable this process may run: a path to one, or a name found in
    /// one of `path`'s folders (a `PATH` value; default `/usr/local/bin:/usr/bin:/bin`).
    static func isExecutableInPath(_ name: String, path: String?) -> Bool {
        if name.contains("/") { return access(RawPath(name), X_OK).isSuccess }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").filter { !$0.isEmpty }
        return folders.contains { access(RawPath(String($0)).appending(Array(name.utf8)), X_OK).isSuccess }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), found at run time.
    ///
    /// Swift's Glibc module does not declare GNU extensions. Nil where the C library lacks it.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()
}

extension Result {
    /// True for `.success`.
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
