#if canImport(Glibc)
import Glibc
#endif

/// One step that undoes part of a completed operation.
enum UndoAction: Equatable, Sendable {
    /// A trashed item: undone by restoring it.
    case restore(TrashedItem)
    /// A rename, or a move on one filesystem: undone by renaming `current` back to `original`
    /// if `current` is still the same item.
    case renameBack(current: RawPath, original: RawPath, identity: FileIdentity)
    /// A move across filesystems: undone by moving `current` back (copy, sync, remove).
    case moveBack(current: RawPath, original: RawPath, identity: FileIdentity)
    /// A copy, new directory or new file: undone by trashing it if it is still the same item.
    case trashCreated(RawPath, identity: FileIdentity)
    /// A bulk rename: undone by renaming each `(current, original)` pair back at once.
    case bulkRenameBack([(current: RawPath, original: RawPath)])

    static func == (lhs: UndoAction, rhs: UndoAction) -> Bool {
        switch (lhs, rhs) {
        case (.restore(let a), .restore(let b)): return a == b
        case (.renameBack(let a, let b, let c), .renameBack(let d, let e, let f)): return a == d && b == e && c == f
        case (.moveBack(let a, let b, let c), .moveBack(let d, let e, let f)): return a == d && b == e && c == f
        case (.trashCreated(let a, let b), .trashCreated(let c, let d)): return a == c && b == d
        case (.bulkRenameBack(let a), .bulkRenameBack(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.current == $1.current && $0.original == $1.original }
        default: return false
        }
    }
}

/// The completed operations, newest last, each with the steps that undo it.
///
/// Undo refuses, with a message naming the file, when the state changed since (an item is
/// not where the operation left it, or its old name was taken meanwhile); nothing is
/// replaced or lost by an undo.
struct UndoJournal {
    /// One completed operation.
    struct Entry {
        /// What was done, for people (`copy 3 items to /tmp`).
        var title: String
        /// Its undo steps, in the order the operation did them (undone in reverse).
        var actions: [UndoAction]
    }

    /// The recorded operations, oldest first.
    private(set) var entries: [Entry] = []
    /// How many entries are kept; older ones are forgotten.
    var limit = 100

    /// Records an operation's outcome (nothing when it did nothing).
    mutating func record(_ title: String, _ outcome: FileOperationOutcome) {
        guard !outcome.undo.isEmpty else { return }
        entries.append(Entry(title: title, actions: outcome.undo))
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// Removes and returns the newest entry (to undo it off the main loop).
    mutating func takeLast() -> Entry? { entries.popLast() }

    /// Renames the entry `outcome` recorded (its title is known once the operation ends);
    /// nothing when it recorded none, so an operation that did nothing never renames the one
    /// before it.
    mutating func relabelLast(_ title: String, recordedBy outcome: FileOperationOutcome) {
        guard !entries.isEmpty, !outcome.undo.isEmpty else { return }
        entries[entries.count - 1].title = title
    }

    /// Puts back an entry whose undo stopped part way, with the steps still to undo.
    mutating func putBack(_ entry: Entry) {
        guard !entry.actions.isEmpty else { return }
        entries.append(entry)
    }

    /// Undoes the newest operation, newest step first; the entry is removed when every step
    /// was undone, and otherwise keeps the steps still to undo.
    mutating func undoLast(trash: Trash, context: FileOperationContext = FileOperationContext()) -> Result<String, SyscallError> {
        guard var entry = entries.popLast() else {
            return .failure(SyscallError(call: "undo", path: "", code: ENOENT, explanation: "there is nothing to undo"))
        }
        while let action = entry.actions.last {
            if case .failure(let error) = UndoJournal.undo(action, trash: trash, context: context) {
                entries.append(entry)
                return .failure(error)
            }
            entry.actions.removeLast()
        }
        return .success(entry.title)
    }

    /// Undoes one step.
    static func undo(_ action: UndoAction, trash: Trash, context: FileOperationContext) -> Result<Void, SyscallError> {
        switch action {
        case .restore(let item):
            return trash.restore(item)
        case .renameBack(let current, let original, let identity):
            return unchanged(current, identity).flatMap { free(original) }.flatMap { Syscall.renameNoReplace(current, to: original) }
        case .moveBack(let current, let original, let identity):
            return unchanged(current, identity).flatMap { free(original) }.flatMap {
                guard let (folder, name) = original.parentAndName else { return .failure(SyscallError(call: "undo", path: original.display, code: EINVAL)) }
                var strict = context
                strict.resolveConflict = { _ in ConflictAnswer(choice: .stop) }
                strict.resolveFailure = { _ in .stop }
                let outcome = FileMover.move([current], into: folder, names: [name], context: strict)
                if let failure = outcome.failures.first { return .failure(failure) }
                return outcome.ranToEnd ? .success(()) : .failure(SyscallError(call: "undo", path: current.display, code: ECANCELED))
            }
        case .trashCreated(let path, let identity):
            return unchanged(path, identity).flatMap { trash.trash(path).map { _ in () } }
        case .bulkRenameBack(let pairs):
            for pair in pairs where FileIdentity.of(pair.current) == nil {
                return .failure(SyscallError(call: "undo", path: pair.current.display, code: ENOENT,
                                             explanation: "it is no longer there, so the rename cannot be undone"))
            }
            return BulkRename.apply(pairs.map { RenamePair(old: $0.current, new: $0.original) }).map { _ in () }
        }
    }

    /// Success when `path` is still the item the operation left there.
    private static func unchanged(_ path: RawPath, _ identity: FileIdentity) -> Result<Void, SyscallError> {
        guard let now = FileIdentity.of(path) else {
            return .failure(SyscallError(call: "undo", path: path.display, code: ENOENT,
                                         explanation: "it is no longer where the operation left it, so it cannot be undone"))
        }
        guard now == identity else {
            return .failure(SyscallError(call: "undo", path: path.display, code: ESTALE,
                                         explanation: "it has changed since (or another item has taken its place), so it cannot be undone"))
        }
        return .success(())
    }

    /// Success when nothing is at `path`.
    private static func free(_ path: RawPath) -> Result<Void, SyscallError> {
        guard FileIdentity.of(path) == nil else {
            return .failure(SyscallError(call: "undo", path: path.display, code: EEXIST,
                                         explanation: "something else has that name now; it is left as it is"))
        }
        return .success(())
    }
}
