import Foundation

/// A directory: lists its entries, read in the background so a huge one shows progress
/// instead of freezing the screen.
@MainActor
public final class DirectoryItem: FileItem, BackgroundLoading {
    /// The entries' items in directory-first natural order, made once per read so selections
    /// and status caches survive re-sorting and the hidden toggle.
    private var items: [FileItem]?

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
        guard let read = result as? [DirectoryEntry] else { throw BrowserError("internal: unexpected directory result") }
        adopt(read)
        return try children()
    }

    private func adopt(_ entries: [DirectoryEntry]) {
        let folder = path
        items = entries.map { FileItem.make(folder: folder, name: $0.name, kind: $0.kind, options: options) }
    }

    /// The entries after the hidden filter and the sort order.
    public override func children() throws -> [BrowserItem] {
        if items == nil { adopt(try DirectoryListing.read(path)) }
        let all = items ?? []
        var shown = options.showsHidden ? all : all.filter { $0.nameBytes.first != UInt8(ascii: ".") }
        switch options.sortOrder {
        case .name:
            break
        case .size, .time:
            let bySize = options.sortOrder == .size
            let keys = shown.map { item -> (Bool, Int64) in
                let isDirectory = item is DirectoryItem
                guard case .success(let s) = item.status else { return (isDirectory, 0) }
                return (isDirectory, bySize ? s.size : Int64(s.modified.timeIntervalSince1970))
            }
            let order = shown.indices.sorted { a, b in
                if keys[a].0 != keys[b].0 { return keys[a].0 }
                if keys[a].1 != keys[b].1 { return keys[a].1 > keys[b].1 }
                return a < b
            }
            shown = order.map { shown[$0] }
        }
        return shown
    }

    /// Drops what was read, so the next `children()` reads the directory again.
    public func reset() { items = nil }

    public override func detailText() -> String { FilePreview.text(for: path) }
}
