import Foundation

/// A directory: lists its entries, read in the background so a huge one shows progress
/// instead of freezing the screen. Items for entries are made only when a row needs one.
@MainActor
public final class DirectoryItem: FileItem, BackgroundLoading {
    private var entries: DirectoryEntries?
    /// Items made so far, by entry index: kept so selections and status caches survive
    /// re-sorting and the hidden toggle.
    private var made: [Int: FileItem] = [:]

    /// Creates the item for the directory at `path` (a symlink to a directory works too).
    public convenience init(path: RawPath, options: DirectoryOptions) {
        self.init(folder: path, name: [], kind: .directory, options: options)
    }

    public override var title: String {
        let name = super.title
        return name.isEmpty ? "/" : name
    }

    public override var hasChildren: Bool { true }

    public override var subtitle: String { "" }

    public func backgroundWork() -> @Sendable (@escaping @Sendable (String) -> Void) throws -> any Sendable {
        let path = self.path
        return { progress in
            try DirectoryListing.read(path) { count in progress("Reading… \(count) entries") }
        }
    }

    public func finishLoading(_ result: any Sendable) throws -> [BrowserItem] {
        try finishLoadingList(result).items
    }

    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let read = result as? DirectoryEntries else { throw BrowserError("internal: unexpected directory result") }
        entries = read
        made.removeAll()
        return try childList()
    }

    public override func children() throws -> [BrowserItem] {
        try childList().items
    }

    /// The entries after the hidden filter and the sort order, made into items on demand.
    public override func childList() throws -> ChildList {
        if entries == nil { entries = try DirectoryListing.read(path) }
        let all = entries ?? DirectoryEntries()
        var order: [Int]? = options.showsHidden ? nil : (0..<all.count).filter { !all.isHidden($0) }
        if options.sortOrder != .name {
            let shown = order ?? Array(0..<all.count)
            let bySize = options.sortOrder == .size
            let keys = shown.map { index -> (Bool, Int64) in
                let item = self.item(at: index, in: all)
                let isDirectory = item is DirectoryItem
                guard case .success(let s) = item.status else { return (isDirectory, 0) }
                return (isDirectory, bySize ? s.size : Int64(s.modified.timeIntervalSince1970))
            }
            order = shown.indices.sorted { a, b in
                if keys[a].0 != keys[b].0 { return keys[a].0 }
                if keys[a].1 != keys[b].1 { return keys[a].1 > keys[b].1 }
                return a < b
            }.map { shown[$0] }
        }
        if let order {
            return ChildList(count: order.count, title: { all.title(order[$0]) }, make: { [self] in item(at: order[$0], in: all) })
        }
        return ChildList(count: all.count, title: { all.title($0) }, make: { [self] in item(at: $0, in: all) })
    }

    private func item(at index: Int, in entries: DirectoryEntries) -> FileItem {
        if let known = made[index] { return known }
        let item = FileItem.make(folder: path, name: entries.name(index), kind: entries.kinds[index], options: options)
        made[index] = item
        return item
    }

    /// Drops what was read, so the next list reads the directory again.
    public func reset() {
        entries = nil
        made.removeAll()
    }

    public override func detailText() -> String { FilePreview.text(for: path) }
}
