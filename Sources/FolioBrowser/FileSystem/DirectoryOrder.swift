import Foundation

/// The order a directory list shows its entries in, computed off the main loop: the hidden
/// filter and, for size and time, one `lstat` per shown entry.
struct DirectoryOrder: Sendable {
    /// Entry indices in display order, or nil for every entry in name order.
    var indices: [Int]?
    /// The options it was made for.
    var sortOrder: DirectoryOptions.SortOrder
    var showsHidden: Bool

    /// Orders `entries` of the directory at `folder`.
    ///
    /// Directories (and links to them) stay first; size and time sort largest and newest first,
    /// ties in name order.
    static func make(_ entries: DirectoryEntries, in folder: RawPath, sortOrder: DirectoryOptions.SortOrder,
                     showsHidden: Bool, cancellation: CancellationFlag? = nil) throws -> DirectoryOrder {
        var shown: [Int]? = showsHidden ? nil : (0..<entries.count).filter { !entries.isHidden($0) }
        if sortOrder != .name {
            let candidates = shown ?? Array(0..<entries.count)
            var keys = [Int64](repeating: 0, count: candidates.count)
            for (position, index) in candidates.enumerated() {
                if position % 4096 == 0, cancellation?.isCancelled == true { throw CancellationError() }
                guard case .success(let status) = FileStatus.read(folder.appending(entries.name(index))) else { continue }
                keys[position] = sortOrder == .size ? status.size : Int64(status.modified.timeIntervalSince1970)
            }
            let positions = candidates.indices.sorted { a, b in
                let aDir = entries.opensAsDirectory(candidates[a]), bDir = entries.opensAsDirectory(candidates[b])
                if aDir != bDir { return aDir }
                if keys[a] != keys[b] { return keys[a] > keys[b] }
                return a < b
            }
            shown = positions.map { candidates[$0] }
        }
        return DirectoryOrder(indices: shown, sortOrder: sortOrder, showsHidden: showsHidden)
    }
}

/// What a directory's background load hands back to the main loop.
struct DirectoryLoad: Sendable {
    var entries: DirectoryEntries
    var order: DirectoryOrder
    /// True when the directory was read again (items made before no longer match indices).
    var isFresh: Bool
}
