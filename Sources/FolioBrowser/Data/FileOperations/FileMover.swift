#if canImport(Glibc)
import Glibc
#endif

/// Moves items: one `renameat2(RENAME_NOREPLACE)` on the same filesystem; across filesystems
/// a complete, synced copy (`FileCopier`) first, and only then the source removed (files,
/// then directories bottom-up).
enum FileMover {
    /// Moves each of `sources` into `folder`, under `names` (default: their own names).
    static func move(_ sources: [RawPath], into folder: RawPath, names: [[UInt8]]? = nil,
                     context: FileOperationContext) -> FileOperationOutcome {
        let copier = FileCopier(context: context)
        copier.outcome.progress.filesTotal = sources.count
        let folder = folder.absolute().normalized
        for (index, original) in sources.enumerated() {
            if context.isCancelled() { copier.outcome.cancelled = true; break }
            let source = original.absolute().normalized
            let name = names.flatMap { index < $0.count ? $0[index] : nil } ?? source.lastComponent
            copier.outcome.progress.currentName = name
            moveOne(source, into: folder, name: name, copier: copier)
            if !copier.outcome.ranToEnd { break }
            copier.outcome.progress.filesDone += 1
            context.progress(copier.outcome.progress)
        }
        return copier.outcome
    }

    private static func moveOne(_ source: RawPath, into folder: RawPath, name: [UInt8], copier: FileCopier) {
        if source.parentAndName?.parent == folder && source.lastComponent == name { return }  // already there
        while true {
            guard let target = copier.place(source, folder: folder, name: name) else { return }
            if target.name.isEmpty { return }
            let destination = folder.appending(target.name)
            if target.replacing, case .failure(let error) = moveAside(destination, copier: copier) {
                if retryOrGiveUp(error, copier: copier) { continue } else { return }
            }
            switch Syscall.renameNoReplace(source, to: destination) {
            case .success:
                _ = Syscall.syncDirectory(folder)
                if let identity = FileIdentity.of(destination) {
                    copier.outcome.undo.append(.renameBack(current: destination, original: source, identity: identity))
                }
                return
            case .failure(let error) where error.code == EEXIST:
                continue  // taken meanwhile: ask again
            case .failure(let error) where error.code == EXDEV:
                moveAcross(source, to: destination, copier: copier)
                return
            case .failure(let error):
                if retryOrGiveUp(error, copier: copier) { continue } else { return }
            }
        }
    }

    /// A copy on the other filesystem, complete and synced, then the source removed.
    private static func moveAcross(_ source: RawPath, to destination: RawPath, copier: FileCopier) {
        guard let (folder, name) = destination.parentAndName else { return }
        let undoCount = copier.outcome.undo.count
        let leftOutCount = copier.leftOut.count
        copier.measure([source])
        guard copier.copyTop(source, into: folder, name: name) == .done,
              case .trashCreated(let copy, let identity)? = copier.outcome.undo.last else { return }
        copier.outcome.undo.removeLast()
        // Only now, with the copy complete and durable, does the source go; what the copy left
        // out (a FIFO, an unreadable file skipped) stays where it is, with its directories.
        let kept = Array(copier.leftOut[leftOutCount...])
        while case .failure(let error) = remove(source, keeping: kept) {
            if !retryOrGiveUp(error, copier: copier) { break }
        }
        copier.outcome.undo.insert(.moveBack(current: copy, original: source, identity: identity), at: min(undoCount, copier.outcome.undo.count))
    }

    /// Removes `path` as `rm -r` would, except the items in `kept` and the directories on the
    /// way to them.
    static func remove(_ path: RawPath, keeping kept: [RawPath]) -> Result<Void, SyscallError> {
        if kept.contains(path) { return .success(()) }
        let inside = path.bytes + [UInt8(ascii: "/")]
        guard kept.contains(where: { $0.bytes.starts(with: inside) }) else { return Syscall.removeTree(path) }
        return Syscall.openDirectory(path).flatMap { stream in
            var names: [[UInt8]] = []
            while case .success(let entry?) = stream.next() { names.append(entry.name) }
            stream.close()
            for name in names {
                if case .failure(let error) = remove(path.appending(name), keeping: kept) { return .failure(error) }
            }
            return .success(())
        }
    }

    /// Puts what is at `destination` in the trash so an overwrite can be undone.
    private static func moveAside(_ destination: RawPath, copier: FileCopier) -> Result<Void, SyscallError> {
        guard let trash = copier.context.trash else {
            return .failure(SyscallError(call: "move", path: destination.display, code: EEXIST,
                                         explanation: "without a trash the item there is not replaced"))
        }
        return trash.trash(destination).map { copier.outcome.undo.append(.restore($0)) }
    }

    /// Asks the failure resolver: true to retry; a skip or stop is recorded.
    private static func retryOrGiveUp(_ error: SyscallError, copier: FileCopier) -> Bool {
        switch copier.context.resolveFailure(error) {
        case .retry: return true
        case .skip: copier.outcome.failures.append(error); return false
        case .stop: copier.outcome.failures.append(error); copier.outcome.stopped = true; return false
        }
    }
}
