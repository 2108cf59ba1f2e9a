import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where this process's operations write partial items, kept on disk so that the next start
/// finds what an interrupted operation (a crash, `kill -9`, a power cut) left there.
///
/// Each process has its own file, `$XDG_STATE_HOME/folio/operations/<pid>-<random>`, locked
/// with `flock` while the process runs; the kernel drops the lock when the process ends, even
/// by `kill -9`. A folder is written to it (its bytes and a NUL) and synced before the first
/// partial item is made there. At start `OperationRecord.recover` takes each file no process
/// holds, removes the `.folio-partial-*` items in its folders (incomplete copies: their sources
/// are intact) and reports the `.folio-renaming-*` ones (the user's own items).
public final class OperationRecord: Sendable {
    /// The folder holding every process's record.
    let folder: RawPath
    private let state = Mutex<(descriptor: Int32?, path: RawPath?, noted: Set<RawPath>)>((nil, nil, []))

    /// A record in `folder` (made when the first operation writes).
    init(folder: RawPath) { self.folder = folder }

    /// The record folder the environment names: `$XDG_STATE_HOME/folio/operations`, else
    /// `$HOME/.local/state/folio/operations`; nil without either.
    static func folder(environment: [String: String]) -> RawPath? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return RawPath(state + "/folio/operations") }
        if let home = environment["HOME"], home.hasPrefix("/") { return RawPath(home + "/.local/state/folio/operations") }
        return nil
    }

    /// The process's record, set once at start (`main`); operations made without a record
    /// in their context (tests) leave no trace.
    nonisolated(unsafe) static var shared: OperationRecord?

    /// Notes that partial items are about to be made in `directory`, once a folder.
    ///
    /// The folder is written and synced before the caller makes anything there. A failure is
    /// returned, and the operation goes on (nothing would then be cleaned after a crash).
    @discardableResult
    func note(_ directory: RawPath) -> Result<Void, SyscallError> {
        noteEntry(directory.absolute().normalized)
    }

    /// Notes that items are about to be trashed into `trash` (its `.trashinfo` is written
    /// before the item moves in): after a crash between the two, the next start removes the
    /// `.trashinfo` left without its item, which `trash-list` would otherwise list.
    @discardableResult
    func note(trash: RawPath) -> Result<Void, SyscallError> {
        noteEntry(RawPath(bytes: Self.trashMark + trash.absolute().normalized.bytes))
    }

    /// The byte before a trash directory's path in the record (a folder's path starts with `/`).
    static let trashMark: [UInt8] = [UInt8(ascii: "T")]

    private func noteEntry(_ directory: RawPath) -> Result<Void, SyscallError> {
        state.withLock { state in
            if state.noted.contains(directory) { return .success(()) }
            if state.descriptor == nil {
                switch open() {
                case .failure(let error): return .failure(error)
                case .success(let opened): (state.descriptor, state.path) = (opened.descriptor, opened.path)
                }
            }
            guard let descriptor = state.descriptor, let path = state.path else { return .success(()) }
            let written = Syscall.write(descriptor, directory.bytes + [0], path: path).flatMap { Syscall.fileSync(descriptor, path: path) }
            if case .success = written { state.noted.insert(directory) }
            return written
        }
    }

    /// Makes and locks this process's file.
    private func open() -> Result<(descriptor: Int32, path: RawPath), SyscallError> {
        let name = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        let path = folder.appending(Array(name.utf8))
        return Syscall.makeDirectories(folder)
            .flatMap { Syscall.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_APPEND | O_CLOEXEC, mode: 0o600) }
            .flatMap { descriptor in
                if case .failure(let error) = Syscall.lockExclusively(descriptor, path: path) {
                    Syscall.close(descriptor, path: path)
                    return .failure(error)
                }
                _ = Syscall.syncDirectory(folder)
                return .success((descriptor, path))
            }
    }

    /// What the recovery at start did.
    struct Recovery: Equatable {
        /// Incomplete copies removed.
        var removed: [RawPath] = []
        /// Items left under a bulk rename's temporary name, for the user to rename.
        var renaming: [RawPath] = []
        /// What could not be read or removed.
        var failures: [SyscallError] = []

        /// A notice for people, nil when there was nothing to say.
        var notice: String? {
            var parts: [String] = []
            if let first = removed.first {
                let more = removed.count > 1 ? " and \(removed.count - 1) more" : ""
                parts.append("Removed what an interrupted operation left: \(first.display)\(more)")
            }
            if let first = renaming.first {
                let more = renaming.count > 1 ? " (and \(renaming.count - 1) more)" : ""
                parts.append("an interrupted rename left \(first.display)\(more): rename it back")
            }
            if let first = failures.first {
                parts.append("could not clean up after an interrupted operation: \(first.message)")
            }
            return parts.isEmpty ? nil : parts.joined(separator: "; ")
        }
    }

    /// Cleans after the interrupted processes whose records are in `folder`: each record no
    /// process holds is read, its folders cleaned (`FileOperationLeftovers.clean`), and the
    /// record removed.
    static func recover(_ folder: RawPath) -> Recovery {
        var recovery = Recovery()
        guard case .success(let stream) = Syscall.openDirectory(folder) else { return recovery }
        var names: [[UInt8]] = []
        while case .success(let entry?) = stream.next() { names.append(entry.name) }
        stream.close()
        for name in names {
            let path = folder.appending(name)
            guard case .success(let descriptor) = Syscall.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK) else { continue }
            defer { Syscall.close(descriptor, path: path) }
            // Held: its process still runs (its partial items are live).
            guard case .success = Syscall.lockExclusively(descriptor, path: path),
                  case .success(let info) = Syscall.fileStatus(descriptor, path: path), info.st_mode & S_IFMT == S_IFREG,
                  case .success(let bytes) = Syscall.readAll(descriptor, limit: 16 << 20, path: path) else { continue }
            var ok = true
            for directory in Set(bytes.split(separator: 0).map { RawPath(bytes: Array($0)) }) {
                if directory.bytes.starts(with: trashMark) {
                    recovery.removed += Trash.removeOrphanInfo(in: RawPath(bytes: Array(directory.bytes.dropFirst(trashMark.count))))
                    continue
                }
                switch FileOperationLeftovers.clean(directory) {
                case .failure(let error) where error.code == ENOENT: continue
                case .failure(let error): recovery.failures.append(error); ok = false
                case .success(let cleaned):
                    recovery.removed += cleaned.found.partial
                    recovery.renaming += cleaned.found.renaming
                    recovery.failures += cleaned.failures
                    if !cleaned.failures.isEmpty || !cleaned.found.renaming.isEmpty { ok = false }
                }
            }
            // Kept while something is left to report, so the next start says it again.
            if ok { _ = Syscall.unlink(path) }
        }
        return recovery
    }
}
