import FoundationEssentials

/// A directory's entries as `readdir` gave them, packed.
///
/// Every name is in one byte buffer, so 100,000 names cost two arrays, not 100,000 allocations.
/// Kept in display order (directories first, then natural, case-aware name order). No `stat` is
/// needed to list them.
public struct DirectoryEntries: Sendable {
    /// All names, back to back, in the order `readdir` gave them.
    private var bytes: [UInt8] = []
    /// Where each name starts in `bytes`, plus the end of the last one.
    private var starts: [UInt32] = [0]
    /// For each entry in display order, its name's place in `starts` (nil: the order read).
    ///
    /// Sorting moves these, not the names: copying a million names into their new places, in
    /// random order, cost more than the sort's comparisons.
    private var slots: [UInt32]?
    /// What each entry is (`unknown` on file systems that do not say).
    public private(set) var kinds: [FileKind] = []
    /// Entries that are symbolic links to directories: listed and opened as directories.
    public private(set) var linksToDirectory = Set<Int>()
    /// Whether each entry's name starts with a dot, kept beside the kinds: the hidden filter
    /// reads every entry, and reading the names in display order jumps all over `bytes`.
    private var hidden: [Bool] = []

    /// Number of entries.
    public var count: Int { kinds.count }

    /// Where the name of entry `index` is in `bytes`.
    @inline(__always) private func range(_ index: Int) -> Range<Int> {
        let slot = slots.map { Int($0[index]) } ?? index
        return Int(starts[slot])..<Int(starts[slot + 1])
    }

    /// The name of entry `index`.
    public func name(_ index: Int) -> [UInt8] {
        Array(bytes[range(index)])
    }

    /// Bytes of all names together.
    var byteCount: Int { bytes.count }

    /// Calls `body` with the name of entry `index`, without copying it.
    func withName<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let range = range(index)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The name of entry `index` as text (invalid UTF-8 shown as U+FFFD).
    public func title(_ index: Int) -> String {
        withName(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// True for directories and links to directories, which sort first and open into lists.
    public func opensAsDirectory(_ index: Int) -> Bool {
        kinds[index] == .directory || linksToDirectory.contains(index)
    }

    /// True for names starting with a dot.
    public func isHidden(_ index: Int) -> Bool { hidden[index] }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>, kind: FileKind, linksToDirectory isLink: Bool = false) {
        if isLink { linksToDirectory.insert(kinds.count) }
        slots?.append(UInt32(starts.count - 1))
        bytes.append(contentsOf: name)
        starts.append(UInt32(bytes.count))
        kinds.append(kind)
        hidden.append(name.first == UInt8(ascii: "."))
    }

    /// Puts the entries in display order.
    ///
    /// Each name gets a natural-order key first (`NaturalOrder.appendKey`), so the sort's
    /// million comparisons are byte comparisons of keys rather than walks of names.
    mutating func sort() {
        var keys = NaturalOrderKeys(self, isFirst: opensAsDirectory)
        let order = keys.sortedIndices { a, b in
            withName(a) { x in withName(b) { y in x.lexicographicallyPrecedes(y) } }
        }
        let current = slots
        slots = current.map { current in order.map { current[Int($0)] } } ?? order
        kinds = order.map { kinds[Int($0)] }
        hidden = order.map { hidden[Int($0)] }
        if !linksToDirectory.isEmpty {
            let links = linksToDirectory
            linksToDirectory = Set(order.indices.filter { links.contains(Int(order[$0])) })
        }
    }
}

/// Reads directories with `opendir`/`readdir`, off the main loop.
public enum DirectoryListing {
    /// The entries of `path` (without `.` and `..`) in display order.
    ///
    /// Reports progress every 10,000 entries.
    public static func read(_ path: RawPath, cancellation: CancellationFlag? = nil,
                            progress: ((Int) -> Void)? = nil) throws -> DirectoryEntries {
        let directory = try Syscall.openDirectory(path).mapError(BrowserError.init).get()
        var entries = DirectoryEntries()
        while try directory.next({ (name: UnsafeBufferPointer<UInt8>, type: UInt8) -> Void in
            var kind = FileKind(direntType: type)
            var linksToDirectory = false
            if kind == .unknown || kind == .symlink, case .success(let status) = FileStatus.read(path.appending(Array(name))) {
                kind = status.kind
                linksToDirectory = status.kind == .symlink && status.targetKind == .directory
            }
            entries.append(name, kind: kind, linksToDirectory: linksToDirectory)
        }).mapError(BrowserError.init).get() != nil {
            if entries.count % 10_000 == 0 {
                if cancellation?.isCancelled == true { throw CancellationError() }
                progress?(entries.count)
            }
        }
        entries.sort()
        return entries
    }
}
