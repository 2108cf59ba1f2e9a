/// Deleting items for good, as `rm -r` does (never through a symlink).
///
/// Nothing can undo it, unlike the trash, so the screens confirm first.
enum FileDeleter {
    /// Removes each of `paths` and all a directory holds.
    ///
    /// A failure is answered by the context (retry, skip, stop); cancelling stops between two
    /// items. An item skipped is in `skipped`; `progress.filesDone` counts the items finished
    /// (deleted or skipped).
    static func delete(_ paths: [RawPath], context: FileOperationContext) -> FileOperationOutcome {
        var outcome = FileOperationOutcome()
        outcome.progress.filesTotal = paths.count
        items: for path in paths {
            if context.isCancelled() {
                outcome.cancelled = true
                break
            }
            outcome.progress.currentName = path.lastComponent
            context.progress(outcome.progress)
            while case .failure(let error) = Syscall.removeTree(path) {
                switch context.resolveFailure(error) {
                case .retry: continue
                case .skip:
                    outcome.failures.append(error)
                    outcome.skipped.append(SkippedItem(path: path, reason: error.reason))
                    outcome.progress.filesDone += 1
                    continue items
                case .stop:
                    outcome.failures.append(error)
                    outcome.stopped = true
                    break items
                }
            }
            outcome.progress.filesDone += 1
        }
        return outcome
    }
}
