#if canImport(Glibc)
import Glibc
#endif

/// Trashing many items as one operation, with progress, cancellation and failure answers.
extension Trash {
    /// Moves each of `paths` to the trash; the outcome's undo restores them.
    func trash(_ paths: [RawPath], context: FileOperationContext) -> FileOperationOutcome {
        var outcome = FileOperationOutcome()
        outcome.progress.filesTotal = paths.count
        for path in paths {
            if context.isCancelled() { outcome.cancelled = true; break }
            outcome.progress.currentName = path.lastComponent
            var retrying = true
            while retrying {
                retrying = false
                switch trash(path) {
                case .success(let item): outcome.undo.append(.restore(item))
                case .failure(let error):
                    switch context.resolveFailure(error) {
                    case .retry: retrying = true
                    case .skip: outcome.failures.append(error)
                    case .stop: outcome.failures.append(error); outcome.stopped = true
                    }
                }
            }
            if outcome.stopped { break }
            outcome.progress.filesDone += 1
            context.progress(outcome.progress)
        }
        return outcome
    }
}
