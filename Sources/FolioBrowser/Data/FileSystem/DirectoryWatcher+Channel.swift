import FolioKit
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The watcher's thread side: an inotify descriptor, the directories wanted, and the changes
/// waiting for the main loop.
///
/// Its thread blocks in `poll` on the inotify descriptor and a wake pipe (written when the
/// wanted set changes or the channel stops). Events are gathered for a moment once they start
/// (`gatherQuiet`, at most `gatherLimit`), merged per directory, and the main loop is told
/// once (`notify`) until it takes them (`takePending`): a burst of 10,000 events becomes a few
/// batches, never one wake-up per event.
final class WatchChannel: Sendable {
    private struct State {
        var wanted: Set<RawPath> = []
        var isStopped = false
        var pending: [RawPath: DirectoryChange] = [:]
        var isPosted = false
    }

    private let state = Mutex(State())
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let notify: @Sendable () -> Void

    /// How long the thread waits for more events once some came, in milliseconds.
    static let gatherQuiet: Int32 = 20
    /// The longest a batch gathers events while they keep coming, in seconds.
    static let gatherLimit = 0.1

    /// Opens the inotify descriptor and the wake pipe, and starts the thread; nil when the
    /// system refuses (no inotify, too many instances).
    static func start(notify: @escaping @Sendable () -> Void) -> WatchChannel? {
        guard case .success(let descriptor) = Syscall.watchDescriptor() else { return nil }
        guard case .success(let pipe) = Syscall.pipe(),
              Syscall.setNonBlocking(pipe.read).isSuccess, Syscall.setNonBlocking(pipe.write).isSuccess else {
            _ = Syscall.close(descriptor, path: RawPath("inotify"))
            return nil
        }
        let channel = WatchChannel(descriptor: descriptor, wakeRead: pipe.read, wakeWrite: pipe.write, notify: notify)
        JobExecutor.thread.run(label: "folio watch") { channel.run() }
        return channel
    }

    private init(descriptor: Int32, wakeRead: Int32, wakeWrite: Int32, notify: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
        self.notify = notify
    }

    /// Watches exactly `paths` from now on (watches of other directories are removed).
    func want(_ paths: Set<RawPath>) {
        state.withLock { $0.wanted = paths }
        wake()
    }

    /// Ends the thread; it closes the descriptors.
    func stop() {
        state.withLock { $0.isStopped = true }
        wake()
    }

    /// The changes gathered since the last call; the next change tells the main loop again.
    func takePending() -> [RawPath: DirectoryChange] {
        state.withLock { state in
            defer {
                state.pending = [:]
                state.isPosted = false
            }
            return state.pending
        }
    }

    private func wake() {
        // A full pipe already wakes the thread: a failed write loses nothing.
        _ = Syscall.write(wakeWrite, [1], path: RawPath("pipe"))
    }

    /// The thread: waits for events or a wake-up until stopped.
    private func run() {
        var paths: [Int32: Set<RawPath>] = [:]
        var watches: [RawPath: Int32] = [:]
        defer {
            for end in [descriptor, wakeRead, wakeWrite] { _ = Syscall.close(end, path: RawPath("inotify")) }
        }
        while true {
            guard case .success(let ready) = Syscall.poll([descriptor, wakeRead], milliseconds: -1) else { return }
            if ready[1] {
                drainWakePipe()
                let (wanted, isStopped) = state.withLock { ($0.wanted, $0.isStopped) }
                if isStopped { return }
                apply(wanted, paths: &paths, watches: &watches)
            }
            if ready[0] { gather(paths: &paths, watches: &watches) }
        }
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while case .success(let count) = bytes.withUnsafeMutableBytes({ Syscall.read(wakeRead, into: $0, path: RawPath("pipe")) }),
              count == bytes.count {}
    }

    /// Adds watches for the directories newly wanted and removes those no longer wanted.
    ///
    /// A directory that cannot be watched (gone, unreadable, the watch limit reached) is skipped.
    private func apply(_ wanted: Set<RawPath>, paths: inout [Int32: Set<RawPath>], watches: inout [RawPath: Int32]) {
        for (path, watch) in watches where !wanted.contains(path) {
            watches[path] = nil
            paths[watch]?.remove(path)
            if paths[watch]?.isEmpty == true {
                paths[watch] = nil
                _ = Syscall.removeWatch(descriptor, watch)
            }
        }
        for path in wanted where watches[path] == nil {
            guard case .success(let watch) = Syscall.addWatch(descriptor, path) else { continue }
            watches[path] = watch
            paths[watch, default: []].insert(path)
        }
    }

    /// Reads events until they pause for `gatherQuiet` (or `gatherLimit` passed), then hands
    /// them to the main loop.
    private func gather(paths: inout [Int32: Set<RawPath>], watches: inout [RawPath: Int32]) {
        var changes: [RawPath: DirectoryChange] = [:]
        let start = ContinuousClock.now
        while true {
            guard case .success(let events) = Syscall.readWatchEvents(descriptor) else { break }
            DirectoryChange.collect(events, paths: paths, into: &changes)
            // A watch the kernel ended (its directory is gone) is forgotten; watching the
            // path again waits for the next change of the wanted set.
            for event in events where event.mask & UInt32(IN_IGNORED) != 0 {
                for path in paths[event.watch] ?? [] { watches[path] = nil }
                paths[event.watch] = nil
            }
            let elapsed = ContinuousClock.now - start
            guard elapsed < .milliseconds(Int(Self.gatherLimit * 1000)),
                  case .success(let more) = Syscall.poll([descriptor], milliseconds: Self.gatherQuiet), more[0] else { break }
        }
        guard !changes.isEmpty else { return }
        let tells = state.withLock { state in
            for (path, change) in changes { state.pending[path, default: DirectoryChange()].merge(change) }
            defer { state.isPosted = true }
            return !state.isPosted
        }
        if tells { notify() }
    }
}
