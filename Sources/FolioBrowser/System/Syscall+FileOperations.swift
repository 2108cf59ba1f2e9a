#if canImport(Glibc)
import Glibc
#endif

/// The calls the file-operation engine (`FileOperations/`) needs: no-replace renames, the
/// kernel's copy fast paths, permission bits and times, links, and removal.
extension Syscall {
    /// `renameat2(old, new, RENAME_NOREPLACE)`: moves `old` to `new` and fails with `EEXIST`
    /// rather than replace anything there.
    ///
    /// Where the kernel or the filesystem lacks the flag, a non-directory is moved with
    /// `link` + `unlink` (which never replaces either) and a directory with `rename` after
    /// checking that `new` is free.
    static func renameNoReplace(_ old: RawPath, to new: RawPath) -> Result<Void, SyscallError> {
        let label = "\(old.display) → \(new.display)"
        if let renameat2 = renameAt2 {
            let result = retrying("renameat2", label) {
                old.withCString { from in new.withCString { to in renameat2(AT_FDCWD, from, AT_FDCWD, to, 1) } }
            }
            switch result {
            case .success: return .success(())
            case .failure(let error) where error.code != EINVAL && error.code != ENOSYS: return .failure(error)
            case .failure: break
            }
        }
        let info: Glibc.stat
        switch linkStatus(old) {
        case .failure(let error): return .failure(error)
        case .success(let status): info = status
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            return retrying("link", label) { old.withCString { from in new.withCString { to in Glibc.link(from, to) } } }
                .flatMap { _ in unlink(old) }
        }
        if case .success = linkStatus(new) { return .failure(SyscallError(call: "rename", path: label, code: EEXIST)) }
        return rename(old, to: new)
    }

    /// `copy_file_range(from, nil, to, nil, count, 0)`: up to `count` bytes copied in the kernel;
    /// 0 at the end of the source.
    static func copyFileRange(from source: Int32, to destination: Int32, count: Int, path: RawPath) -> Result<Int, SyscallError> {
        guard let copy = copyFileRangeCall else { return .failure(SyscallError(call: "copy_file_range", path: path.display, code: ENOSYS)) }
        return retrying("copy_file_range", path.display) { copy(source, nil, destination, nil, count, 0) }
    }

    /// `ioctl(destination, FICLONE, source)`: the destination shares the source's blocks (a
    /// reflink), where the filesystem offers it.
    static func cloneFile(from source: Int32, to destination: Int32, path: RawPath) -> Result<Void, SyscallError> {
        let ficlone: UInt = 0x4004_9409  // _IOW(0x94, 9, int)
        return retrying("ioctl FICLONE", path.display) { Glibc.ioctl(destination, ficlone, source) }.map { _ in () }
    }

    /// `fchmod`: the permission bits (and set-id and sticky bits) of an open file.
    static func changeMode(_ descriptor: Int32, _ mode: mode_t, path: RawPath) -> Result<Void, SyscallError> {
        retrying("fchmod", path.display) { Glibc.fchmod(descriptor, mode) }.map { _ in () }
    }

    /// `futimens`: an open file's access and modification times.
    static func setTimes(_ descriptor: Int32, access: timespec, modification: timespec, path: RawPath) -> Result<Void, SyscallError> {
        var times = [access, modification]
        return retrying("futimens", path.display) { Glibc.futimens(descriptor, &times) }.map { _ in () }
    }

    /// `utimensat(…, AT_SYMLINK_NOFOLLOW)`: a symlink's own times.
    static func setLinkTimes(_ path: RawPath, access: timespec, modification: timespec) -> Result<Void, SyscallError> {
        var times = [access, modification]
        return retrying("utimensat", path.display) {
            path.withCString { Glibc.utimensat(AT_FDCWD, $0, &times, AT_SYMLINK_NOFOLLOW) }
        }.map { _ in () }
    }

    /// `symlink(target, path)`: a symbolic link at `path` holding `target`'s bytes.
    static func makeSymbolicLink(_ target: [UInt8], at path: RawPath) -> Result<Void, SyscallError> {
        retrying("symlink", path.display) {
            RawPath(bytes: target).withCString { to in path.withCString { at in Glibc.symlink(to, at) } }
        }.map { _ in () }
    }

    /// `rmdir`: removes an empty directory.
    static func removeDirectory(_ path: RawPath) -> Result<Void, SyscallError> {
        retrying("rmdir", path.display) { path.withCString { Glibc.rmdir($0) } }.map { _ in () }
    }

    /// Removes `path` and, for a directory (not followed through a symlink), all it holds,
    /// children first (as `rm -r`).
    static func removeTree(_ path: RawPath) -> Result<Void, SyscallError> {
        linkStatus(path).flatMap { info in
            guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) }
            return openDirectory(path).flatMap { stream in
                var names: [[UInt8]] = []
                while true {
                    switch stream.next() {
                    case .failure(let error): return .failure(error)
                    case .success(nil): stream.close()
                        for name in names { if case .failure(let error) = removeTree(path.appending(name)) { return .failure(error) } }
                        return removeDirectory(path)
                    case .success(let entry?): names.append(entry.name)
                    }
                }
            }
        }
    }

    /// `fsync` of the directory at `path`: the names just made or renamed in it are durable.
    static func syncDirectory(_ path: RawPath) -> Result<Void, SyscallError> {
        open(path, O_RDONLY | O_DIRECTORY).flatMap { descriptor in
            defer { close(descriptor, path: path) }
            return fileSync(descriptor, path: path)
        }
    }

    /// `syncfs` of the filesystem holding `path`: everything written to it is durable (one
    /// call for a whole copied tree instead of an `fsync` a file).
    static func syncFileSystem(_ path: RawPath) -> Result<Void, SyscallError> {
        open(path, O_RDONLY | O_DIRECTORY).flatMap { descriptor in
            defer { close(descriptor, path: path) }
            guard let syncfs = syncFileSystemCall else { Glibc.sync(); return .success(()) }
            return retrying("syncfs", path.display) { syncfs(descriptor) }.map { _ in () }
        }
    }

    /// `statx(…, AT_SYMLINK_NOFOLLOW, STATX_BTIME)`: when the item at `path` was made, as
    /// seconds and nanoseconds; nil where the filesystem does not record it.
    static func birthTime(_ path: RawPath) -> (seconds: Int64, nanoseconds: UInt32)? {
        guard let statx = statxCall else { return nil }
        // struct statx is 256 bytes; stx_mask is at 0 and stx_btime (i64 seconds, u32 nanoseconds) at 80.
        var buffer = [UInt8](repeating: 0, count: 256)
        let status = buffer.withUnsafeMutableBytes { raw in
            path.withCString { statx(AT_FDCWD, $0, AT_SYMLINK_NOFOLLOW, 0x800, raw.baseAddress) }
        }
        return buffer.withUnsafeBytes { raw in
            guard status == 0, raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self) & 0x800 != 0 else { return nil }
            return (raw.loadUnaligned(fromByteOffset: 80, as: Int64.self), raw.loadUnaligned(fromByteOffset: 88, as: UInt32.self))
        }
    }

    /// `time(nil)`: the current time in seconds.
    static func now() -> time_t { time(nil) }

    /// `getuid`: the user this process runs as.
    static func userID() -> uid_t { getuid() }

    /// `localtime_r` + `strftime`: `time` as `YYYY-MM-DDThh:mm:ss` in local time.
    static func localTimestamp(_ time: time_t) -> String {
        var seconds = time
        var parts = tm()
        localtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `flock(descriptor, LOCK_EX | LOCK_NB)`: an exclusive lock on an open file, held until
    /// it is closed or the process ends (even by `kill -9`); `EWOULDBLOCK` while another holds it.
    static func lockExclusively(_ descriptor: Int32, path: RawPath) -> Result<Void, SyscallError> {
        guard let flock = flockCall else { return .failure(SyscallError(call: "flock", path: path.display, code: ENOSYS)) }
        return retrying("flock", path.display) { flock(descriptor, LOCK_EX | LOCK_NB) }.map { _ in () }
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private typealias CopyFileRange = @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) -> Int

    /// glibc's `renameat2` (2.28+), looked up at run time: Swift's Glibc module does not import it.
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// glibc's `statx`, looked up as `renameat2` is.
    private static let statxCall: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer?) -> Int32)? =
        dlsym(nil, "statx").map { unsafeBitCast($0, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer?) -> Int32).self) }
    /// glibc's `syncfs`, looked up as `renameat2` is.
    private static let syncFileSystemCall: (@convention(c) (Int32) -> Int32)? =
        dlsym(nil, "syncfs").map { unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self) }
    /// glibc's `flock`, looked up as `renameat2` is (Swift sees only `struct flock` by that name).
    private static let flockCall: (@convention(c) (Int32, Int32) -> Int32)? =
        dlsym(nil, "flock").map { unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self) }
    /// glibc's `copy_file_range` (2.27+), looked up as `renameat2` is.
    private static let copyFileRangeCall: CopyFileRange? = dlsym(nil, "copy_file_range").map { unsafeBitCast($0, to: CopyFileRange.self) }
}
