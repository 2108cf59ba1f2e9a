import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The thin layer between FolioBrowser and libc, as swift-system's `FileDescriptor` operations.
///
/// One wrapper per call, retrying `EINTR`, every result checked, every failure a `SyscallError`
/// naming the call and the path. Feature code calls these, never libc.
enum Syscall {
    /// `open(path, flags | O_CLOEXEC, mode)`: a descriptor no child process inherits.
    static func open(_ path: RawPath, _ flags: Int32, mode: mode_t = 0) -> Result<Int32, SyscallError> {
        retrying("open", path.display) { path.withCString { Glibc.open($0, flags | O_CLOEXEC, mode) } }
    }

    /// `read` into `buffer`; 0 at the end of the file.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: RawPath) -> Result<Int, SyscallError> {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return .success(0) }
        return retrying("read", path.display) { Glibc.read(descriptor, base, buffer.count) }
    }

    /// Reads until the end of the file or `limit` bytes, whichever comes first.
    ///
    /// `expectedSize` (an `fstat` size) sizes the first read: a small file costs a small
    /// buffer, and no buffer is ever zeroed before the kernel fills it (zeroing 64 KiB for an
    /// empty file was most of a preview's work). A file whose size says 0 is still read once:
    /// `/proc` and `/sys` files report 0 and have content.
    static func readAll(_ descriptor: Int32, limit: Int, expectedSize: Int? = nil, path: RawPath) -> Result<[UInt8], SyscallError> {
        var bytes: [UInt8] = []
        var chunk = expectedSize.map { min(max($0, 0), 65536) + 1 } ?? 65536
        chunk = max(chunk, 512)
        var failure: SyscallError?
        while bytes.count < limit {
            let wanted = min(chunk, limit - bytes.count)
            let piece = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
                switch read(descriptor, into: UnsafeMutableRawBufferPointer(buffer), path: path) {
                case .failure(let error): failure = error; count = 0
                case .success(let n): count = n
                }
            }
            if let failure { return .failure(failure) }
            if piece.isEmpty { break }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            chunk = 65536
        }
        return .success(bytes)
    }

    /// `write`, repeated until every byte is written.
    static func write(_ descriptor: Int32, _ bytes: [UInt8], path: RawPath) -> Result<Void, SyscallError> {
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                retrying("write", path.display) { Glibc.write(descriptor, raw.baseAddress.map { $0 + done }, raw.count - done) }
            }
            switch written {
            case .failure(let error): return .failure(error)
            case .success(let n): done += n
            }
        }
        return .success(())
    }

    /// Closes a descriptor, without retrying.
    ///
    /// On Linux the descriptor is gone even when `EINTR` is reported, and a retry could close
    /// a descriptor another thread has just been given.
    @discardableResult
    static func close(_ descriptor: Int32, path: RawPath) -> Result<Void, SyscallError> {
        if Glibc.close(descriptor) == 0 || errno == EINTR { return .success(()) }
        return .failure(SyscallError(call: "close", path: path.display, code: errno))
    }

    /// `fstat`: what an open file is.
    static func fileStatus(_ descriptor: Int32, path: RawPath) -> Result<Glibc.stat, SyscallError> {
        var info = Glibc.stat()
        return retrying("fstat", path.display) { Glibc.fstat(descriptor, &info) }.map { _ in info }
    }

    /// `lstat`: what the path is, without following a final symlink.
    static func linkStatus(_ path: RawPath) -> Result<Glibc.stat, SyscallError> {
        var info = Glibc.stat()
        return retrying("lstat", path.display) { path.withCString { Glibc.lstat($0, &info) } }.map { _ in info }
    }

    /// `stat`: what the path is, through symlinks.
    static func status(_ path: RawPath) -> Result<Glibc.stat, SyscallError> {
        var info = Glibc.stat()
        return retrying("stat", path.display) { path.withCString { stat($0, &info) } }.map { _ in info }
    }

    /// `opendir`: a stream of the directory's entries (see `DirectoryStream`).
    static func openDirectory(_ path: RawPath) -> Result<DirectoryStream, SyscallError> {
        while true {
            if let handle = path.withCString({ opendir($0) }) { return .success(DirectoryStream(handle, path: path)) }
            if errno != EINTR { return .failure(SyscallError(call: "opendir", path: path.display, code: errno)) }
        }
    }

    /// `readlink`: a symlink's target, as bytes.
    static func readLink(_ path: RawPath) -> Result<[UInt8], SyscallError> {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let capacity = buffer.count - 1
        let count = retrying("readlink", path.display) { path.withCString { Glibc.readlink($0, &buffer, capacity) } }
        return count.map { buffer[..<$0].map { UInt8(bitPattern: $0) } }
    }

    /// `access(path, mode)`: whether this process may read (`R_OK`), write or run the path.
    static func access(_ path: RawPath, _ mode: Int32) -> Result<Void, SyscallError> {
        retrying("access", path.display) { path.withCString { Glibc.access($0, mode) } }.map { _ in () }
    }

    /// `rename(old, new)`: replaces `new` at once (the last step of an atomic save).
    static func rename(_ old: RawPath, to new: RawPath) -> Result<Void, SyscallError> {
        retrying("rename", "\(old.display) → \(new.display)") {
            old.withCString { from in new.withCString { to in Glibc.rename(from, to) } }
        }.map { _ in () }
    }

    /// `mkdir(path, mode)`.
    static func makeDirectory(_ path: RawPath, mode: mode_t = 0o755) -> Result<Void, SyscallError> {
        retrying("mkdir", path.display) { path.withCString { Glibc.mkdir($0, mode) } }.map { _ in () }
    }

    /// `getcwd`: the working directory.
    static func currentDirectory() -> Result<RawPath, SyscallError> {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return .failure(SyscallError(call: "getcwd", path: "", code: errno)) }
        return .success(RawPath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }))
    }

    /// Runs `body` again while it fails with `EINTR`; a negative result is a failure of `call`.
    static func retrying<T: BinaryInteger>(_ call: String, _ path: @autoclosure () -> String, _ body: () -> T) -> Result<T, SyscallError> {
        while true {
            let result = body()
            if result >= 0 { return .success(result) }
            // The path's text is made only for a failure: the preview worker makes several calls a file.
            if errno != EINTR { return .failure(SyscallError(call: call, path: path(), code: errno)) }
        }
    }
}
