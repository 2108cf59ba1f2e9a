import FolioKit

/// Watches the directories on screen (inotify) and tells the screens showing them what changed.
///
/// A screen asks to watch a directory while it shows it (`watch`) and stops when it leaves the
/// screen (`stopWatching`); a directory is watched once however many screens show it. The
/// kernel's events are read on the watcher's own thread (`WatchChannel`), which blocks in
/// `poll` and never on the main loop; they come back merged per directory, at most once per
/// pass of the main loop (`Application.post`), however many arrive. The thread starts with
/// the first watch.
@MainActor
public final class DirectoryWatcher {
    private struct Subscription {
        weak var owner: AnyObject?
        let handler: @MainActor (DirectoryChange) -> Void
    }

    private var subscriptions: [RawPath: [Subscription]] = [:]
    private var channel: WatchChannel?
    private var isUnavailable = false

    /// Creates a watcher; nothing is watched, and no thread runs, until the first `watch`.
    public init() {}

    isolated deinit { channel?.stop() }

    /// The directories watched now.
    public var watchedDirectories: Set<RawPath> { Set(subscriptions.keys) }

    /// Calls `handler` on the main loop with what changed in `directory` (created, removed,
    /// renamed or written entries) until `owner` stops watching or is gone.
    public func watch(_ directory: RawPath, by owner: AnyObject, in application: Application,
                      _ handler: @escaping @MainActor (DirectoryChange) -> Void) {
        guard startIfNeeded(application) else { return }
        // The thread is told only when the set of directories changes: a Down moves the detail's
        // watch from one file to the next in the same folder, and telling it each time cost ~27,000
        // instructions and five thread switches a key (callgrind, `Scripts/bench/keywork.py`).
        let isNew = subscriptions[directory] == nil
        subscriptions[directory, default: []].append(Subscription(owner: owner, handler: handler))
        if isNew { channel?.want(watchedDirectories) }
    }

    /// Stops every watch `owner` asked for; a directory nobody else watches is no longer watched.
    public func stopWatching(by owner: AnyObject) {
        var changed = false
        for (path, list) in subscriptions {
            let kept = list.filter { $0.owner != nil && $0.owner !== owner }
            guard kept.count != list.count else { continue }
            if kept.isEmpty { changed = true }
            subscriptions[path] = kept.isEmpty ? nil : kept
        }
        if changed { channel?.want(watchedDirectories) }
    }

    /// True when `owner` watches `directory`.
    public func isWatching(_ directory: RawPath, by owner: AnyObject) -> Bool {
        subscriptions[directory]?.contains { $0.owner === owner } == true
    }

    /// True when `owner` watches some directory.
    public func isWatching(by owner: AnyObject) -> Bool {
        subscriptions.values.contains { list in list.contains { $0.owner === owner } }
    }

    private func startIfNeeded(_ application: Application) -> Bool {
        if channel != nil { return true }
        if isUnavailable { return false }
        channel = WatchChannel.start { [weak application, weak self] in
            application?.post { [weak self] in self?.deliverPending() }
        }
        isUnavailable = channel == nil
        return channel != nil
    }

    /// Hands each watched directory's change to the screens watching it.
    private func deliverPending() {
        guard let batch = channel?.takePending() else { return }
        for (path, change) in batch {
            for subscription in subscriptions[path] ?? [] {
                // A screen an earlier handler of this batch stopped is not told.
                guard let owner = subscription.owner, isWatching(path, by: owner) else { continue }
                subscription.handler(change)
            }
        }
    }
}
