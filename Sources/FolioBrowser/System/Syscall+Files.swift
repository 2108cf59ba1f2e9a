#if canImport(Glibc)
import Glibc
#endif

/// Whole-file operations built from the layer's single calls: reading a small file, making a
/// folder chain, and the atomic save every state file uses.
extension Syscall {
    /// `fsync`: the file's data reaches the disk before this returns.
    static func fileSync(_ descriptor: Int32, path: RawPath) -> Result<Void, SyscallError> {
        retrying("fsync", path.display) { Glibc.fsync(descriptor) }.map { _ in () }
    }

    /// `unlink`: removes the name `path`.
    static func unlink(_ path: RawPath) -> Result<Void, SyscallError> {
        retrying("unlink", path.display) { path.withCString { Glibc.unlink($0) } }.map { _ in () }
    }

    /// The whole contents of the file at `path` (`open`, `read` to the end, `close`).
    static func readFile(_ path: RawPath, limit: Int = Int.max) -> Result<[UInt8], SyscallError> {
        open(path, O_RDONLY).flatMap { descriptor in
            defer { close(descriptor, path: path) }
            return readAll(descriptor, limit: limit, path: path)
        }
    }

    /// Folio's own small file at `path` (the config, bookmarks or saved place), read only when
    /// it is a regular file of at most `limit` bytes.
    ///
    /// It is opened without blocking (a named pipe with no writer would hang start-up) and
    /// checked after opening (a link to `/dev/tty` or `/dev/zero` is refused, never read).
    static func readOwnFile(_ path: RawPath, limit: Int) -> Result<[UInt8], SyscallError> {
        open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY).flatMap { descriptor in
            defer { close(descriptor, path: path) }
            return fileStatus(descriptor, path: path).flatMap { info in
                let kind = FileKind(mode: info.st_mode)
                guard kind == .regular else {
                    return .failure(SyscallError(call: "open", path: path.display, code: EINVAL,
                                                 explanation: "it is a \(kind.name), not a regular file"))
                }
                guard info.st_size <= limit else {
                    return .failure(SyscallError(call: "open", path: path.display, code: EFBIG,
                                                 explanation: "it is \(FileStatus.humanSize(Int64(info.st_size))), more than the "
                                                     + "\(FileStatus.humanSize(Int64(limit))) such a file can be"))
                }
                return readAll(descriptor, limit: limit, path: path)
            }
        }
    }

    /// Creates `path` and any missing parents (as `mkdir -p`) with `mode`; an existing folder
    /// is no failure.
    static func makeDirectories(_ path: RawPath, mode: mode_t = 0o700) -> Result<Void, SyscallError> {
        var prefix = RawPath(bytes: path.bytes.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] : [])
        for component in path.bytes.split(separator: UInt8(ascii: "/")) {
            prefix = prefix.bytes.isEmpty ? RawPath(bytes: Array(component)) : prefix.appending(Array(component))
            if case .failure(let error) = makeDirectory(prefix, mode: mode), error.code != EEXIST { return .failure(error) }
        }
        return .success(())
    }

    /// Replaces `path` with `bytes` so a reader sees the old file or the new one, never half.
    ///
    /// The folder is made when missing, then a temporary file in it is written, `fsync`ed and
    /// renamed over the old one. On failure the temporary file is removed.
    static func writeAtomically(_ bytes: [UInt8], to path: RawPath, mode: mode_t = 0o600) -> Result<Void, SyscallError> {
        let folder = path.parentAndName?.parent ?? RawPath(".")
        if case .failure(let error) = makeDirectories(folder) { return .failure(error) }
        let temporary = folder.appending(Array(".folio-tmp-\(getpid())-".utf8) + path.lastComponent)
        let written = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode: mode).flatMap { descriptor in
            let filled = write(descriptor, bytes, path: temporary).flatMap { fileSync(descriptor, path: temporary) }
            let closed = close(descriptor, path: temporary)
            return filled.flatMap { closed }
        }
        if case .failure(let error) = written.flatMap({ rename(temporary, to: path) }) {
            // The temporary file is ours and useless now; a failure to remove it changes nothing.
            _ = unlink(temporary)
            return .failure(error)
        }
        // The rename is durable only once the folder is synced; failing here loses nothing.
        if case .success(let descriptor) = open(folder, O_RDONLY | O_DIRECTORY) {
            _ = fileSync(descriptor, path: folder)
            close(descriptor, path: folder)
        }
        return .success(())
    }
}
