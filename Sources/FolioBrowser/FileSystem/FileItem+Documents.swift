extension FileItem {
    /// File name endings Folio opens as documents from a directory list (Enter or `l` pushes
    /// their structure, as `folio FILE` would); the detail still previews the file's text.
    static let documentEndings: [(ending: String, open: @MainActor (String) -> BrowserItem)] = [
        (".json", { JSONFileItem(path: $0) }), (".geojson", { JSONFileItem(path: $0) }),
        (".jsonl", { JSONFileItem(path: $0) }), (".ndjson", { JSONFileItem(path: $0) }),
        (".db", { SQLiteDatabaseItem(path: $0) }), (".sqlite", { SQLiteDatabaseItem(path: $0) }),
        (".sqlite3", { SQLiteDatabaseItem(path: $0) }),
    ]

    /// The document this file opens into, or nil for files that only preview.
    ///
    /// Decided by the name alone, so listing a directory reads nothing more.
    var document: BrowserItem? {
        guard entryKind == .regular || entryKind == .symlink, !(self is DirectoryItem) else { return nil }
        let name = title.lowercased()
        guard let match = Self.documentEndings.first(where: { name.hasSuffix($0.ending) && name.count > $0.ending.count }) else { return nil }
        return match.open(path.display)
    }
}

extension FileItem {
    /// True when Enter opens the file as a document (drawn with `›` in the list).
    var opensAsDocument: Bool {
        guard entryKind == .regular || entryKind == .symlink, !(self is DirectoryItem) else { return false }
        let name = title.lowercased()
        return Self.documentEndings.contains { name.hasSuffix($0.ending) && name.count > $0.ending.count }
    }
}
