import Foundation

/// A directory: lists its entries, read in the background so a huge one shows progress
/// instead of freezing the screen.
@MainActor
public final class DirectoryItem: FileItem, BackgroundLoading {
    private var entries: [DirectoryEntry]?
    private var childByName: [[UInt8]: FileItem] = [:]

    /// Creates the item for the directory at `path` (a symlink to a directory works too).
    public convenience init(path: RawPath, options: DirectoryOptions) {
        self.init(path: path, kind: .directory, options: options)
    }

    public override var title: String {
        let name = String(decoding: path.lastComponent, as: UTF8.self)
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
        entries = read
        return try children()
    }

    /// The entries after the hidden filter and the sort order; items are made once per name
    /// so selections and caches survive a re-sort.
    public override func children() throws -> [BrowserItem] {
        let all = try entries ?? DirectoryListing.read(path)
        entries = all
        var shown = options.showsHidden ? all : all.filter { !$0.isHidden }
        switch options.sortOrder {
        case .name:
            break
        case .size, .time:
            let order = options.sortOrder
            let keys = shown.map { entry -> (Bool, Int64) in
                let status = item(for: entry).status
                guard case .success(let s) = status else { return (entry.kind == .directory, 0) }
                return (entry.kind == .directory, order == .size ? s.size : Int64(s.modified.timeIntervalSince1970))
            }
            let indices = shown.indices.sorted { a, b in
                if keys[a].0 != keys[b].0 { return keys[a].0 }
                if keys[a].1 != keys[b].1 { return keys[a].1 > keys[b].1 }
                return a < b
            }
            shown = indices.map { shown[$0] }
        }
        return shown.map(item(for:))
    }

    /// Drops what was read, so the next `children()` reads the directory again.
    public func reset() {
        entries = nil
        childByName.removeAll()
    }

    private func item(for entry: DirectoryEntry) -> FileItem {
        if let known = childByName[entry.name] { return known }
        let made = FileItem.make(path: path.appending(entry.name), kind: entry.kind, options: options)
        childByName[entry.name] = made
        return made
    }

    public override func detailText() -> String { FilePreview.text(for: path) }
}
