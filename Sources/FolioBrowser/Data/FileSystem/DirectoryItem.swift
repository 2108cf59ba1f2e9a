import FoundationEssentials

/// A directory: lists its entries, read in the background.
///
/// A huge one shows progress instead of freezing the screen. Items for entries are made only when a
/// row needs one.
@MainActor
public final class DirectoryItem: FileItem, BackgroundLoading {
    private var entries: DirectoryEntries?
    private var order: DirectoryOrder?
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

    /// Empty for a directory; `→` for a link to one, so links stay recognisable; in a size or
    /// time sort, the size or time it was sorted by.
    public override var subtitle: String {
        options.sortOrder == .name ? (entryKind == .symlink ? "→" : "") : super.subtitle
    }

    /// True when the rows shown match the current options, so no background work is needed.
    public var isCurrent: Bool {
        guard entries != nil, let order else { return false }
        return order.sortOrder == options.sortOrder && order.showsHidden == options.showsHidden
            && order.reversesOrder == options.reversesOrder
    }

    /// Entries the hidden filter leaves out of the rows (0 while dotfiles show, or before the
    /// directory is read): what an empty list says it holds.
    public var hiddenCount: Int {
        guard let entries, let order, !order.showsHidden else { return 0 }
        return entries.count - (order.indices?.count ?? entries.count)
    }

    /// True when the current options can be applied without the disk: the directory was read
    /// and the order is by name (the hidden filter looks at names only).
    public var canReorderInMemory: Bool { entries != nil && (isCurrent || options.sortOrder == .name) }

    /// Reads the directory if it was not read (or was reset), then orders it for the current
    /// options; the `lstat`s a size or time sort needs happen here, off the main loop.
    public func backgroundWork() -> @Sendable (@escaping @Sendable (String) -> Void) throws -> any Sendable {
        let path = self.path
        let known = entries
        let sortOrder = options.sortOrder, showsHidden = options.showsHidden, reversesOrder = options.reversesOrder
        return { progress in
            let read = try known ?? DirectoryListing.read(path) { count in progress("Reading… \(count) entries") }
            if sortOrder != .name { progress("Sorting by \(sortOrder.rawValue)…") }
            let order = try DirectoryOrder.make(read, in: path, sortOrder: sortOrder, showsHidden: showsHidden,
                                                reversesOrder: reversesOrder)
            return DirectoryLoad(entries: read, order: order, isFresh: known == nil)
        }
    }

    /// Keeps the entries read in the background and lists them in the chosen order.
    public func finishLoadingList(_ result: any Sendable) throws -> ChildList {
        guard let load = result as? DirectoryLoad else { throw BrowserError("internal: unexpected directory result") }
        if load.isFresh { made.removeAll() }
        entries = load.entries
        order = load.order
        return list(of: load.entries, in: load.order)
    }

    public override func children() throws -> [BrowserItem] {
        try childList().items
    }

    /// The entries after the hidden filter and the sort order, made into items on demand.
    ///
    /// Reads and orders synchronously when the background load has not run (callers that are not
    /// the interface); the list controller always loads through `backgroundWork`.
    public override func childList() throws -> ChildList {
        if entries == nil {
            entries = try DirectoryListing.read(path)
            made.removeAll()
        }
        let all = entries ?? DirectoryEntries()
        if !isCurrent {
            order = try DirectoryOrder.make(all, in: path, sortOrder: options.sortOrder, showsHidden: options.showsHidden,
                                            reversesOrder: options.reversesOrder)
        }
        return list(of: all, in: order ?? DirectoryOrder(indices: nil, sortOrder: .name, showsHidden: true))
    }

    private func list(of all: DirectoryEntries, in order: DirectoryOrder) -> ChildList {
        if let indices = order.indices {
            return ChildList(count: indices.count, title: { all.title(indices[$0]) }, make: { [self] in item(at: indices[$0], in: all) })
        }
        return ChildList(count: all.count, title: { all.title($0) }, make: { [self] in item(at: $0, in: all) })
    }

    private func item(at index: Int, in entries: DirectoryEntries) -> FileItem {
        if let known = made[index] { return known }
        let kind = entries.kinds[index]
        let item: FileItem = entries.linksToDirectory.contains(index)
            ? DirectoryItem(folder: path, name: entries.name(index), kind: .symlink, options: options)
            : FileItem.make(folder: path, name: entries.name(index), kind: kind, options: options)
        made[index] = item
        return item
    }

    /// Forgets the status read for the entries named `names` (all entries when nil) whose
    /// items were made: their rows read it again (a file written outside Folio shows its new size).
    public func forgetStatus(of names: Set<[UInt8]>?) {
        for item in made.values where names.map({ $0.contains(item.path.lastComponent) }) ?? true {
            item.invalidateStatus()
        }
    }

    /// Drops what was read, so the next load reads the directory again.
    public func reset() {
        entries = nil
        order = nil
    }

    public override func detailText() -> String { FilePreview.text(for: path) }
}
