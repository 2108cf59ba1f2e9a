import Foundation

/// A directory's entries as `readdir` gave them, packed.
///
/// Every name is in one byte buffer, so 100,000 names cost two arrays, not 100,000 allocations.
/// Kept in display order (directories first, then natural, case-aware name order). No `stat` is
/// needed to list them.
public struct DirectoryEntries: Sendable {
    /// All names, back to back.
    private var bytes: [UInt8] = []
    /// Where each name starts in `bytes`, plus the end of the last one.
    private var starts: [UInt32] = [0]
    /// What each entry is (`unknown` on file systems that do not say).
    public private(set) var kinds: [FileKind] = []
    /// Entries that are symbolic links to directories: listed and opened as directories.
    public private(set) var linksToDirectory = Set<Int>()

    /// Number of entries.
    public var count: Int { kinds.count }

    /// The name of entry `index`.
    public func name(_ index: Int) -> [UInt8] {
        Array(bytes[Int(starts[index])..<Int(starts[index + 1])])
    }

    /// Bytes of all names together.
    var byteCount: Int { bytes.count }

    /// Calls `body` with the name of entry `index`, without copying it.
    func withName<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(starts[index])..<Int(starts[index + 1])])) }
    }

    /// The name of entry `index` as text (invalid UTF-8 shown as U+FFFD).
    public func title(_ index: Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(starts[index])..<Int(starts[index + 1])]), as: UTF8.self)
        }
    }

    /// True for directories and links to directories, which sort first and open into lists.
    public func opensAsDirectory(_ index: Int) -> Bool {
        kinds[index] == .directory || linksToDirectory.contains(index)
    }

    /// True for names starting with a dot.
    public func isHidden(_ index: Int) -> Bool { bytes[Int(starts[index])] == UInt8(ascii: ".") }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>, kind: FileKind, linksToDirectory isLink: Bool = false) {
        if isLink { linksToDirectory.insert(kinds.count) }
        bytes.append(contentsOf: name)
        starts.append(UInt32(bytes.count))
        kinds.append(kind)
    }

    /// Puts the entries in display order.
    ///
    /// Each name gets a natural-order key first (`NaturalOrder.appendKey`), so the sort's
    /// million comparisons are byte comparisons of keys rather than walks of names.
    mutating func sort() {
        let order = bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                func name(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: buffer[Int(starts[i])..<Int(starts[i + 1])])
                }
                return NaturalOrderKeys(self).sortedIndices(isFirst: opensAsDirectory) { name($0).lexicographicallyPrecedes(name($1)) }
            }
        }
        // The names are copied into their new places in one pass over preallocated storage:
        // a million appends (each a small memmove and a capacity check) showed in profiles.
        var newStarts = [UInt32](repeating: 0, count: starts.count)
        let newBytes = [UInt8](unsafeUninitializedCapacity: bytes.count) { target, initialized in
            bytes.withUnsafeBufferPointer { source in
                var end = 0
                for (position, index) in order.enumerated() {
                    for offset in Int(starts[index])..<Int(starts[index + 1]) {
                        target[end] = source[offset]
                        end += 1
                    }
                    newStarts[position + 1] = UInt32(end)
                }
                initialized = end
            }
        }
        var sorted = DirectoryEntries()
        sorted.bytes = newBytes
        sorted.starts = newStarts
        sorted.kinds = order.map { kinds[$0] }
        if !linksToDirectory.isEmpty {
            sorted.linksToDirectory = Set(order.indices.filter { linksToDirectory.contains(order[$0]) })
        }
        self = sorted
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
