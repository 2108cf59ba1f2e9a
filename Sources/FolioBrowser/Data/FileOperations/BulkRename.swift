#if canImport(Glibc)
import Glibc
#endif

/// One rename of a bulk rename: the item's path and the path it should have.
struct RenamePair: Equatable, Sendable {
    var old: RawPath
    var new: RawPath
}

/// Renames in one directory, single or many at once, never replacing an item unless told.
enum BulkRename {
    /// Renames `path` to `newName` in its own directory.
    ///
    /// The name is refused when it is empty,
    /// `.`, `..`, holds `/` or NUL, or is taken (unless `replacing`: what is there goes to the
    /// trash first, so the rename can be undone).
    static func rename(_ path: RawPath, to newName: [UInt8], replacing: Bool = false,
                       trash: Trash? = Trash()) -> Result<FileOperationOutcome, SyscallError> {
        let path = path.absolute().normalized
        guard let (folder, oldName) = path.parentAndName else {
            return .failure(SyscallError(call: "rename", path: path.display, code: EINVAL, explanation: "“/” cannot be renamed"))
        }
        if let problem = validateName(newName) { return .failure(SyscallError(call: "rename", path: path.display, code: EINVAL, explanation: problem)) }
        var outcome = FileOperationOutcome()
        if newName == oldName { return .success(outcome) }
        let target = folder.appending(newName)
        if FileIdentity.of(target) != nil {
            guard replacing, let trash else {
                return .failure(SyscallError(call: "rename", path: target.display, code: EEXIST, explanation: "that name is taken; nothing was renamed"))
            }
            switch trash.trash(target) {
            case .failure(let error): return .failure(error)
            case .success(let item): outcome.undo.append(.restore(item))
            }
        }
        return Syscall.renameNoReplace(path, to: target).flatMap {
            _ = Syscall.syncDirectory(folder)
            if let identity = FileIdentity.of(target) { outcome.undo.append(.renameBack(current: target, original: path, identity: identity)) }
            return .success(outcome)
        }
    }

    /// Checks a bulk rename before anything is done: every new name valid, no two items
    /// given one name, and no name taken by an item that is not itself renamed away.
    static func check(_ pairs: [RenamePair]) -> Result<[RenamePair], SyscallError> {
        let changes = pairs.filter { $0.old.normalized != $0.new.normalized }
        var targets = Set<RawPath>()
        let leaving = Set(changes.map { $0.old.normalized })
        for pair in changes {
            if let problem = validateName(pair.new.lastComponent) {
                return .failure(SyscallError(call: "rename", path: pair.old.display, code: EINVAL, explanation: problem))
            }
            let new = pair.new.normalized
            guard targets.insert(new).inserted else {
                return .failure(SyscallError(call: "rename", path: new.display, code: EEXIST, explanation: "two items would get this name; nothing was renamed"))
            }
            if !leaving.contains(new), FileIdentity.of(new) != nil {
                return .failure(SyscallError(call: "rename", path: new.display, code: EEXIST, explanation: "that name is taken; nothing was renamed"))
            }
            if FileIdentity.of(pair.old) == nil {
                return .failure(SyscallError(call: "rename", path: pair.old.display, code: ENOENT, explanation: "it is no longer there; nothing was renamed"))
            }
        }
        return .success(changes)
    }

    /// Applies a bulk rename; swaps (a→b, b→a) and cycles work.
    ///
    /// Every item goes through a temporary name (`.folio-renaming-<random>-NAME`, never
    /// removed by the leftovers scan since it holds the user's own item). On a failure every rename done is undone, in reverse.
    static func apply(_ pairs: [RenamePair], record: OperationRecord? = OperationRecord.shared) -> Result<FileOperationOutcome, SyscallError> {
        let changes: [RenamePair]
        switch check(pairs) {
        case .failure(let error): return .failure(error)
        case .success(let checked): changes = checked
        }
        // A crash between the two steps leaves items under temporary names: the next start names them.
        for folder in Set(changes.compactMap { $0.old.normalized.parentAndName?.parent }) { record?.note(folder) }
        var done: [(from: RawPath, to: RawPath)] = []
        func rollBack() { for step in done.reversed() { _ = Syscall.renameNoReplace(step.to, to: step.from) } }
        // Step 1: each item to a temporary name beside it; step 2: each to its new name.
        var temporaries: [RawPath] = []
        for pair in changes {
            let folder = pair.old.normalized.parentAndName?.parent ?? RawPath(".")
            let random = Array(partialName(for: []).dropFirst(partialPrefix.count))  // "<8 hex digits>-"
            let prefix = Array(".folio-renaming-".utf8) + random
            let temporary = folder.appending(prefix + pair.old.lastComponent.prefix(255 - prefix.count))
            if case .failure(let error) = Syscall.renameNoReplace(pair.old, to: temporary) { rollBack(); return .failure(error) }
            done.append((pair.old, temporary))
            temporaries.append(temporary)
        }
        var outcome = FileOperationOutcome()
        var back: [(current: RawPath, original: RawPath)] = []
        for (pair, temporary) in zip(changes, temporaries) {
            if case .failure(let error) = Syscall.renameNoReplace(temporary, to: pair.new) { rollBack(); return .failure(error) }
            done.append((temporary, pair.new))
            back.append((pair.new.normalized, pair.old.normalized))
        }
        for folder in Set(changes.compactMap { $0.new.normalized.parentAndName?.parent }) { _ = Syscall.syncDirectory(folder) }
        if !back.isEmpty { outcome.undo.append(.bulkRenameBack(back)) }
        outcome.progress.filesDone = changes.count
        outcome.progress.filesTotal = changes.count
        return .success(outcome)
    }
}
