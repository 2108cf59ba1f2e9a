#if canImport(Glibc)
import Glibc
#endif

/// Copies files, symlinks and directories faithfully and so that a crash never leaves a
/// truncated file under a final name.
///
/// Each item is built under `.folio-partial-<random>-NAME` in the destination directory
/// (content by `FICLONE`, else `copy_file_range`, else `read`/`write`; then permission bits
/// and times), made durable (`fsync`, or one `syncfs` for a directory tree), renamed to its
/// final name with `RENAME_NOREPLACE` and the directory synced. A symlink is copied as a
/// symlink; FIFOs, sockets and devices are never opened, only reported. Cancelling removes
/// the partial item. A conflict or a failure is answered by the context's resolvers.
final class FileCopier {
    /// How an item's build ended.
    enum Step: Equatable {
        case done, skipped, stop, cancel, crash
        case failed(SyscallError)
    }

    private(set) var context: FileOperationContext
    /// What was done so far.
    var outcome = FileOperationOutcome()
    /// A conflict answer given "for all".
    private var standingAnswer: ConflictChoice?
    /// False once `FICLONE` failed as unsupported: later files go straight to `copy_file_range`.
    var reflinkOffered = true
    /// The sources left out so far (skipped kinds, skipped failures), so a move removes only
    /// what was copied.
    private(set) var leftOut: [RawPath] = []

    init(context: FileOperationContext) { self.context = context }

    /// Copies each of `sources` into `folder`, under `names` (default: their own names).
    static func copy(_ sources: [RawPath], into folder: RawPath, names: [[UInt8]]? = nil,
                     context: FileOperationContext) -> FileOperationOutcome {
        let copier = FileCopier(context: context)
        copier.measure(sources)
        for (index, source) in sources.enumerated() {
            let name = names.flatMap { index < $0.count ? $0[index] : nil } ?? source.normalized.lastComponent
            if copier.copyTop(source, into: folder, name: name) != .done, !copier.outcome.ranToEnd { break }
        }
        return copier.outcome
    }

    /// Adds the files and bytes under `sources` to the progress totals.
    func measure(_ sources: [RawPath]) {
        func visit(_ path: RawPath) {
            guard case .success(let info) = Syscall.linkStatus(path) else { return }
            outcome.progress.filesTotal += 1
            if info.st_mode & S_IFMT == S_IFREG { outcome.progress.bytesTotal += Int64(info.st_size) }
            guard info.st_mode & S_IFMT == S_IFDIR, case .success(let stream) = Syscall.openDirectory(path) else { return }
            while case .success(let entry?) = stream.next() { visit(path.appending(entry.name)) }
        }
        sources.forEach(visit)
    }

    /// Copies `source` to `folder/name` after settling a conflict there; `.done` records how
    /// to undo it.
    @discardableResult
    func copyTop(_ source: RawPath, into folder: RawPath, name: [UInt8]) -> Step {
        let source = source.absolute().normalized
        let folder = folder.absolute().normalized
        if folder == source || folder.bytes.starts(with: source.bytes + [UInt8(ascii: "/")]) {
            return settle(.failed(SyscallError(call: "copy", path: source.display, code: EINVAL,
                                               explanation: "a directory cannot be copied into itself")), partial: nil)
        }
        guard var target = place(source, folder: folder, name: name) else { return finish(.skipped, source) }
        if target.name.isEmpty { return finish(.stop, source) }
        // Noted before the partial item exists, so a crash from now on is cleaned up at the next start.
        context.record?.note(folder)
        while true {
            let temporary = folder.appending(partialName(for: target.name))
            let built = attempt(source, partial: temporary) { build(source, at: temporary, label: folder.appending(target.name), topLevel: true) }
            guard built == .done else { return built }
            let final = folder.appending(target.name)
            switch finalize(temporary, to: final, source: source, replacing: target.replacing) {
            case .success(let identity):
                _ = Syscall.syncDirectory(folder)
                outcome.undo.append(.trashCreated(final, identity: identity))
                return .done
            case .failure(let error) where error.code == EEXIST:
                _ = Syscall.removeTree(temporary)
                guard let again = place(source, folder: folder, name: name), !again.name.isEmpty else { return finish(.skipped, source) }
                target = again
            case .failure(let error):
                let step = settle(.failed(error), partial: temporary)
                if step != .done { return step }
            }
        }
    }

    /// Where `source` goes in `folder`: its name and whether it replaces what is there; nil to
    /// skip it, an empty name to stop.
    func place(_ source: RawPath, folder: RawPath, name: [UInt8]) -> (name: [UInt8], replacing: Bool)? {
        let wanted = folder.appending(name)
        guard let existing = FileIdentity.of(wanted) else { return (name, false) }
        let choice = standingAnswer ?? {
            let answer = context.resolveConflict(FileConflict(source: source, destination: wanted))
            if answer.forAll { standingAnswer = answer.choice }
            return answer.choice
        }()
        switch choice {
        case .skip:
            outcome.skipped.append(SkippedItem(path: source, reason: "skipped as asked: \(wanted.display) exists"))
            return nil
        case .stop: outcome.stopped = true; return ([], false)
        case .overwrite:
            // Overwriting an item with itself would lose it: keep both instead.
            if FileIdentity.of(source) == existing { fallthrough }
            return (name, true)
        case .keepBoth:
            let isDirectory = (try? Syscall.linkStatus(source).get()).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
            return (KeepBothName.free(for: name, isDirectory: isDirectory) { FileIdentity.of(folder.appending($0)) != nil }, false)
        }
    }

    /// Renames the complete `temporary` to `final`; with `replacing`, what is there goes to the
    /// trash first (or, without a trash, a file is replaced in one atomic rename).
    private func finalize(_ temporary: RawPath, to final: RawPath, source: RawPath, replacing: Bool) -> Result<FileIdentity, SyscallError> {
        let identity = { FileIdentity.of(final).map { Result.success($0) } ?? .failure(SyscallError(call: "lstat", path: final.display, code: ENOENT)) }
        let renamed = Syscall.renameNoReplace(temporary, to: final)
        guard case .failure(let error) = renamed, error.code == EEXIST, replacing else { return renamed.flatMap(identity) }
        if let trash = context.trash, case .success(let item) = trash.trash(final) {
            outcome.undo.append(.restore(item))
            return Syscall.renameNoReplace(temporary, to: final).flatMap(identity)
        }
        guard case .success(let info) = Syscall.linkStatus(final), info.st_mode & S_IFMT != S_IFDIR else {
            return .failure(SyscallError(call: "rename", path: final.display, code: EEXIST,
                                         explanation: "the directory there could not be moved to the trash, so it is not replaced"))
        }
        return Syscall.rename(temporary, to: final).flatMap(identity)
    }

    /// Runs `body` until it succeeds or the failure resolver says skip or stop; the partial
    /// item is removed after each failure.
    func attempt(_ source: RawPath, partial: RawPath?, _ body: () -> Step) -> Step {
        while true {
            let step = body()
            guard case .failed = step else {
                if step == .skipped { leftOut.append(source) }
                return finish(step, source, partial: partial)
            }
            let settled = settle(step, partial: partial)
            if settled == .skipped { leftOut.append(source) }
            if settled != .done { return settled }
        }
    }

    /// A failure answered: `.done` to retry, `.skipped` or `.stop` otherwise; the partial item
    /// is removed first.
    private func settle(_ step: Step, partial: RawPath?) -> Step {
        guard case .failed(let error) = step else { return step }
        if let partial { _ = Syscall.removeTree(partial) }
        switch context.resolveFailure(error) {
        case .retry: return .done
        case .skip:
            outcome.failures.append(error)
            return .skipped
        case .stop:
            outcome.failures.append(error)
            outcome.stopped = true
            return .stop
        }
    }

    /// Records how an item ended, removing the partial item of a cancelled or stopped one.
    private func finish(_ step: Step, _ source: RawPath, partial: RawPath? = nil) -> Step {
        switch step {
        case .cancel:
            if let partial { _ = Syscall.removeTree(partial) }
            outcome.cancelled = true
        case .crash: outcome.crashed = true
        case .stop:
            if let partial { _ = Syscall.removeTree(partial) }
            outcome.stopped = true
        case .skipped, .done, .failed: break
        }
        return step
    }

    /// Makes a copy of `source` at exactly `target`; `label` is the name failures give.
    func build(_ source: RawPath, at target: RawPath, label: RawPath, topLevel: Bool) -> Step {
        if context.isCancelled() { return .cancel }
        let info: stat
        switch Syscall.linkStatus(source) {
        case .failure(let error): return .failed(error)
        case .success(let status): info = status
        }
        outcome.progress.currentName = source.lastComponent
        let step: Step
        switch FileKind(mode: info.st_mode) {
        case .regular: step = copyFile(source, to: target, info: info, label: label, sync: topLevel)
        case .symlink: step = copyLink(source, to: target, info: info)
        case .directory: step = copyDirectory(source, to: target, label: label, info: info, topLevel: topLevel)
        case let kind:
            outcome.skipped.append(SkippedItem(path: source, reason: "it is a \(kind.name), which is never opened or copied"))
            return .skipped
        }
        // A failure names the item as the user knows it, never its temporary name.
        if case .failed(var error) = step, error.path == target.display {
            error.path = label.display
            return .failed(error)
        }
        if step == .done {
            outcome.progress.filesDone += 1
            context.progress(outcome.progress)
        }
        return step
    }

    private func copyLink(_ source: RawPath, to target: RawPath, info: stat) -> Step {
        switch Syscall.readLink(source).flatMap({ Syscall.makeSymbolicLink($0, at: target) }) {
        case .failure(let error): return .failed(error)
        case .success:
            _ = Syscall.setLinkTimes(target, access: info.st_atim, modification: info.st_mtim)
            return .done
        }
    }

    private func copyDirectory(_ source: RawPath, to target: RawPath, label: RawPath, info: stat, topLevel: Bool) -> Step {
        let stream: DirectoryStream
        switch Syscall.openDirectory(source).flatMap({ stream in Syscall.makeDirectory(target, mode: 0o700).map { stream } }) {
        case .failure(let error): return .failed(error)
        case .success(let opened): stream = opened
        }
        var names: [[UInt8]] = []
        while true {
            switch stream.next() {
            case .failure(let error): return .failed(error)
            case .success(nil): break
            case .success(let entry?): names.append(entry.name); continue
            }
            break
        }
        stream.close()
        for name in names {
            let child = target.appending(name)
            // Inside a partial directory every name is new: children are written in place.
            let step = attempt(source.appending(name), partial: child) {
                build(source.appending(name), at: child, label: label.appending(name), topLevel: false)
            }
            switch step {
            case .done, .skipped: continue
            default: return step
            }
        }
        let applied = Syscall.open(target, O_RDONLY | O_DIRECTORY).flatMap { descriptor in
            defer { Syscall.close(descriptor, path: target) }
            return Syscall.changeMode(descriptor, info.st_mode & 0o7777, path: target)
                .flatMap { Syscall.setTimes(descriptor, access: info.st_atim, modification: info.st_mtim, path: target) }
        }
        if case .failure(let error) = applied { return .failed(error) }
        if topLevel, case .failure(let error) = Syscall.syncFileSystem(target) { return .failed(error) }
        return .done
    }
}
