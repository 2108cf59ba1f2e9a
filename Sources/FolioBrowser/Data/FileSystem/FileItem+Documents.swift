extension FileItem {
    /// File name endings Folio opens as documents from a directory list (Enter or `l` pushes
    /// their structure, as `folio FILE` would); the detail still previews the file's text.
    static let documentEndings: [(ending: String, open: @MainActor (RawPath) -> BrowserItem)] = [
        (".json", { JSONFileItem(path: $0) }), (".geojson", { JSONFileItem(path: $0) }),
        (".jsonl", { JSONFileItem(path: $0) }), (".ndjson", { JSONFileItem(path: $0) }),
        (".db", { SQLiteDatabaseItem(path: $0) }), (".sqlite", { SQLiteDatabaseItem(path: $0) }),
        (".sqlite3", { SQLiteDatabaseItem(path: $0) }),
        (".csv", { CSVFileItem(path: $0) }), (".tsv", { CSVFileItem(path: $0) }),
        (".csv.gz", { CSVFileItem(path: $0) }), (".tsv.gz", { CSVFileItem(path: $0) }),
    ]

    /// The document this file opens into, or nil for files that only preview.
    ///
    /// Decided by the name alone, so listing a directory reads nothing more.
    var document: BrowserItem? {
        documentEndingIndex.map { Self.documentEndings[$0].open(path) }
    }

    /// True when Enter opens the file as a document (drawn with `›` in the list).
    var opensAsDocument: Bool { documentEndingIndex != nil }

    /// Which of `documentEndings` a regular file or link named `name` ends with (ignoring case,
    /// and longer than the ending alone), or nil.
    static func documentEndingIndex(name: String, kind: FileKind, isDirectory: Bool) -> Int? {
        guard kind == .regular || kind == .symlink, !isDirectory else { return nil }
        let lowered = name.lowercased()
        return documentEndings.firstIndex { lowered.hasSuffix($0.ending) && lowered.count > $0.ending.count }
    }
}
