#if canImport(Glibc)
import Glibc
#endif

/// New directories and new empty files, never replacing anything (`mkdir`, `O_EXCL`).
enum FileCreation {
    /// Makes the directory `name` in `folder`; the outcome's undo trashes it.
    static func makeDirectory(_ name: [UInt8], in folder: RawPath) -> Result<FileOperationOutcome, SyscallError> {
        create(name, in: folder) { Syscall.makeDirectory($0, mode: 0o777) }
    }

    /// Makes the empty file `name` in `folder` (mode 0666 less the umask); the outcome's undo
    /// trashes it.
    static func makeFile(_ name: [UInt8], in folder: RawPath) -> Result<FileOperationOutcome, SyscallError> {
        create(name, in: folder) { path in
            Syscall.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o666).flatMap { descriptor in
                Syscall.close(descriptor, path: path)
            }
        }
    }

    private static func create(_ name: [UInt8], in folder: RawPath,
                               _ make: (RawPath) -> Result<Void, SyscallError>) -> Result<FileOperationOutcome, SyscallError> {
        let path = folder.absolute().normalized.appending(name)
        if let problem = validateName(name) { return .failure(SyscallError(call: "create", path: path.display, code: EINVAL, explanation: problem)) }
        return make(path).flatMap {
            _ = Syscall.syncDirectory(folder)
            var outcome = FileOperationOutcome()
            if let identity = FileIdentity.of(path) { outcome.undo.append(.trashCreated(path, identity: identity)) }
            outcome.progress = FileOperationProgress(filesDone: 1, filesTotal: 1, currentName: name)
            return .success(outcome)
        }
    }
}

/// What an interrupted operation left in a directory: `.folio-partial-*` items (incomplete
/// copies, whose sources still exist, so removing them loses nothing) and
/// `.folio-renaming-*` items (the user's own items caught mid-way through a bulk rename:
/// reported, never removed).
enum FileOperationLeftovers {
    /// The leftovers found in `folder`.
    struct Found: Equatable {
        /// Incomplete copies: safe to remove.
        var partial: [RawPath] = []
        /// Items under a bulk rename's temporary name: to be renamed by the user.
        var renaming: [RawPath] = []
    }

    /// The leftovers in `folder` (not in its subdirectories: a partial directory's contents
    /// go with it).
    static func scan(_ folder: RawPath) -> Result<Found, SyscallError> {
        Syscall.openDirectory(folder).flatMap { stream in
            var found = Found()
            let renaming = Array(".folio-renaming-".utf8)
            while true {
                switch stream.next() {
                case .failure(let error): return .failure(error)
                case .success(nil): return .success(found)
                case .success(let entry?):
                    if entry.name.starts(with: partialPrefix) { found.partial.append(folder.appending(entry.name)) }
                    if entry.name.starts(with: renaming) { found.renaming.append(folder.appending(entry.name)) }
                }
            }
        }
    }

    /// Removes the incomplete copies in `folder`; returns what was found (renaming items are
    /// left in place) and the failures to remove any.
    static func clean(_ folder: RawPath) -> Result<(found: Found, failures: [SyscallError]), SyscallError> {
        scan(folder).map { found in
            var failures: [SyscallError] = []
            for path in found.partial {
                if case .failure(let error) = Syscall.removeTree(path) { failures.append(error) }
            }
            return (found, failures)
        }
    }
}
