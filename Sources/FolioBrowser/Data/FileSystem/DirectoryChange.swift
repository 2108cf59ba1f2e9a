#if canImport(Glibc)
import Glibc
#endif

/// What changed in one watched directory since the last batch the watcher delivered.
public struct DirectoryChange: Sendable, Equatable {
    /// Names of entries created, removed or renamed (either side of a rename), as bytes.
    public internal(set) var entries: Set<[UInt8]> = []
    /// Names of files written and closed.
    public internal(set) var written: Set<[UInt8]> = []
    /// True when the names are not known: the kernel's queue overflowed, or too many names
    /// changed to keep; anything in the directory may have changed.
    public internal(set) var isOverflow = false
    /// True when the directory itself was removed or moved away.
    public internal(set) var isDirectoryGone = false

    /// Most names a change keeps; a burst beyond it becomes `isOverflow`.
    static let nameLimit = 1024

    /// True when the directory's entries must be read again.
    public var changesListing: Bool { isOverflow || isDirectoryGone || !entries.isEmpty }

    /// True when the entry `name` may have changed (created, removed, renamed or written).
    public func touches(_ name: [UInt8]) -> Bool {
        isOverflow || entries.contains(name) || written.contains(name)
    }

    /// Adds what `event` says.
    mutating func record(_ event: WatchEvent) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 { markOverflow() }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 { isDirectoryGone = true }
        guard !isOverflow, !event.name.isEmpty else { return }
        if mask & UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO) != 0 {
            entries.insert(event.name)
        } else if mask & UInt32(IN_CLOSE_WRITE) != 0 {
            written.insert(event.name)
        }
        if entries.count + written.count > Self.nameLimit { markOverflow() }
    }

    /// Adds a later change.
    mutating func merge(_ other: DirectoryChange) {
        isDirectoryGone = isDirectoryGone || other.isDirectoryGone
        if other.isOverflow { markOverflow() }
        guard !isOverflow else { return }
        entries.formUnion(other.entries)
        written.formUnion(other.written)
        if entries.count + written.count > Self.nameLimit { markOverflow() }
    }

    private mutating func markOverflow() {
        isOverflow = true
        entries = []
        written = []
    }

    /// The changes `events` make to the directories `paths` names by watch, merged into `changes`.
    ///
    /// An overflow (watch -1) touches every watched directory; events of a watch no longer in
    /// `paths` (removed meanwhile) are dropped.
    static func collect(_ events: [WatchEvent], paths: [Int32: Set<RawPath>], into changes: inout [RawPath: DirectoryChange]) {
        for event in events {
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                for path in paths.values.flatMap({ $0 }) { changes[path, default: DirectoryChange()].record(event) }
                continue
            }
            guard let directories = paths[event.watch] else { continue }
            for path in directories { changes[path, default: DirectoryChange()].record(event) }
        }
    }
}
