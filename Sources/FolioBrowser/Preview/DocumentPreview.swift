import FolioKit
import FoundationEssentials

/// The preview of a file Folio opens as a document: a SQLite database's tables (with their row
/// counts when they come quickly), a JSON file's top-level structure, a JSON Lines file's lines.
///
/// Runs on the preview worker, under the file's metadata, with the code that opens such files:
/// `SQLiteConnection` (read-only), `JSONDocument` and `JSONLinesDocument`. A JSON file larger
/// than `jsonLimit` is not parsed for a preview; its text is shown as for any file.
enum DocumentPreview {
    /// What the preview of a document file is.
    enum Outcome {
        /// The whole preview.
        case shown(PreviewDocument)
        /// A note to put above the text preview (the file is no valid document, or too large).
        case note(String)
    }

    /// The most bytes of JSON parsed for a preview (Enter opens larger files, in the background).
    static let jsonLimit = 8 << 20
    /// How long the row counts of a database may take, together; tables not counted by then
    /// say so (opening the database counts them all, in the background).
    static let countBudget = 0.3
    /// Members, elements, lines or tables listed.
    static let shownEntries = JSONItem.detailLines
    /// The widest member name a column of names is padded to.
    static let labelWidth = 24
    /// How notes in place of a row count look.
    static let dimStyle = Style(foreground: .brightBlack)

    /// The document preview of `path` (a regular file whose first bytes are `head`), or nil
    /// when it is no document.
    static func preview(of path: RawPath, name: String, size: Int64, head: [UInt8], header: [StyledText],
                        cancellation: CancellationFlag) -> Outcome? {
        if head.starts(with: SQLiteFileHeader.magic) {
            return sqlite(path, header: header, cancellation: cancellation)
        }
        let lowered = name.lowercased()
        let isLines = [".jsonl", ".ndjson"].contains { lowered.hasSuffix($0) && lowered.count > $0.count }
        guard isLines || [".json", ".geojson"].contains(where: { lowered.hasSuffix($0) && lowered.count > $0.count }) else { return nil }
        guard size <= Int64(jsonLimit) else {
            return .note("\(FileStatus.humanSize(size)): too large to show its structure here (\(FileStatus.humanSize(Int64(jsonLimit))) at most); Enter opens it")
        }
        return json(path, isLines: isLines, header: header, cancellation: cancellation)
    }

    // MARK: SQLite

    /// The database's tables and views, one a line with its row count, under a summary line.
    static func sqlite(_ path: RawPath, header: [StyledText], cancellation: CancellationFlag,
                       countBudget: Double = countBudget) -> Outcome? {
        if let problem = SQLiteFileHeader.problem(with: path) { return .note(problem) }
        let objects: [[SQLiteValue]]
        let connection: SQLiteConnection
        var isDamaged = false
        let listing = "SELECT type, name, coalesce(sql, '') FROM sqlite_master ORDER BY name COLLATE NOCASE, name"
        do {
            connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: SQLiteDatabase.mainBusyTimeout)
            do {
                objects = try connection.rows(listing)
            } catch where error.code == 11 {
                // SQLITE_CORRUPT on the schema: a truncated file; read what is there, as opening does.
                try connection.recoverDamagedFile()
                objects = try connection.rows(listing)
                isDamaged = true
            }
        } catch {
            return .note(TextWidth.visible(error.message))
        }
        if cancellation.isCancelled { return nil }
        let tables = objects.filter { $0[0].text == "table" || $0[0].text == "view" }
        func count(_ type: String) -> Int { objects.filter { $0[0].text == type }.count }
        let views = count("view")
        func plural(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        let summary = [plural(tables.count - views, "table", "tables"), plural(views, "view", "views"),
                       plural(count("index"), "index", "indexes"), plural(count("trigger"), "trigger", "triggers")]
        var lines = [StyledText("SQLite database: " + summary.joined(separator: ", "))]
        if isDamaged {
            var note = StyledText()
            note.append("The file is damaged: what is there is listed.", style: FilePreview.noteStyle)
            lines.append(note)
        }
        lines.append(StyledText())
        let shown = tables.prefix(shownEntries)
        let notes = counts(of: shown.map { (name: $0[1].text, type: $0[0].text, sql: $0[2].text) }, connection,
                           budget: countBudget, cancellation: cancellation)
        if cancellation.isCancelled { return nil }
        let names = shown.map { TextWidth.visible($0[1].text) }
        let width = min(32, names.map { TextWidth.width(of: $0) }.max() ?? 0)
        // Counts right-aligned in their own column, as `ls -l` aligns sizes.
        let countWidth = notes.compactMap { $0.count }.map { SQLiteTableItem.grouped($0).count }.max() ?? 0
        for (name, note) in zip(names, notes) {
            let pad = max(0, width - TextWidth.width(of: name))
            var line = StyledText(name + String(repeating: " ", count: pad + 2))
            if let count = note.count {
                let digits = SQLiteTableItem.grouped(count)
                line.append(String(repeating: " ", count: countWidth - digits.count) + digits + (count == 1 ? " row" : " rows"), style: .plain)
            } else {
                line.append(note.text, style: dimStyle)
            }
            lines.append(line)
        }
        if tables.count > shown.count { lines.append(StyledText("… and \(tables.count - shown.count) more")) }
        if tables.isEmpty { lines.append(StyledText("No tables.")) }
        return .shown(PreviewDocument(header: header + [StyledText()] + lines))
    }

    /// The rows of each table counted within `budget` seconds; for the others, `view`, `virtual
    /// table`, `not counted` (out of time) or the error.
    private static func counts(of tables: [(name: String, type: String, sql: String)], _ connection: SQLiteConnection,
                               budget: Double, cancellation: CancellationFlag) -> [(count: Int?, text: String)] {
        let deadline = DispatchTime.now() + budget
        // A count still running at the deadline is interrupted (SQLite allows it from another thread).
        let stop = DispatchWorkItem { connection.interrupt() }
        DispatchQueue.global().asyncAfter(deadline: deadline, execute: stop)
        defer { stop.cancel() }
        var notes: [(count: Int?, text: String)] = []
        for table in tables {
            if table.type == "view" { notes.append((nil, "view")); continue }
            if table.sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE") { notes.append((nil, "virtual table")); continue }
            if cancellation.isCancelled || DispatchTime.now() >= deadline { notes.append((nil, "not counted")); continue }
            do {
                let count = try connection.rows("SELECT count(*) FROM " + SQLiteSQL.quote(table.name)).first?.first?.integerValue ?? 0
                notes.append((Int(count), ""))
            } catch where error.code == 9 {
                notes.append((nil, "not counted"))  // SQLITE_INTERRUPT: the deadline passed
            } catch {
                notes.append((nil, TextWidth.visible(error.message)))
            }
        }
        return notes
    }

    // MARK: JSON

    /// A JSON file's root: its kind and size, then its members or elements with a glimpse of each;
    /// a JSON Lines file's lines the same way.
    static func json(_ path: RawPath, isLines: Bool, header: [StyledText], cancellation: CancellationFlag) -> Outcome? {
        let file: FileHead
        switch FileHead.open(path) {
        case .failure(let error): return .note(error.message)
        case .success(let opened): file = opened
        }
        defer { file.close() }
        let bytes: [UInt8]
        switch file.read(upTo: jsonLimit + 1) {
        case .failure(let error): return .note(error.message)
        case .success(let read): bytes = read
        }
        guard bytes.count <= jsonLimit else { return .note("Structure not shown: the file grew past \(FileStatus.humanSize(Int64(jsonLimit)))") }
        if cancellation.isCancelled { return nil }
        let lines: [StyledText]
        do {
            if isLines {
                lines = linesSummary(try JSONLinesDocument.parse(JSONBytes(bytes)))
            } else {
                lines = structure(try JSONDocument.parse(JSONBytes(bytes))).map { StyledText(TextWidth.visible($0)) }
            }
        } catch let error as JSONParseError {
            return .note("Not valid JSON\(isLines ? " Lines" : ""): \(TextWidth.visible(error.description))")
        } catch {
            return .note(TextWidth.visible(String(describing: error)))
        }
        if cancellation.isCancelled { return nil }
        return .shown(PreviewDocument(header: header + [StyledText()] + lines))
    }

    /// `JSON object, 4 members` and the members, or the value of a document that is one scalar.
    static func structure(_ document: JSONDocument) -> [String] {
        let root = document.root
        let kind = document.kind(of: root)
        let count = document.childCount(of: root)
        guard kind.isContainer else { return ["JSON: a single \(kind)", "", document.preview(of: root, budget: 400)] }
        let isObject = kind == .object
        var lines = [isObject ? "JSON object, \(count) \(count == 1 ? "member" : "members")"
                              : "JSON array, \(count) \(count == 1 ? "element" : "elements")" + elementKinds(document, root), ""]
        var child = document.firstChild(of: root)
        var rows: [(label: String, preview: String)] = []
        while let current = child, rows.count < shownEntries {
            let label = isObject ? TextWidth.visible(JSONPath.jqKey(document.memberKey(current))) : "[\(rows.count)]"
            rows.append((label, document.preview(of: current, budget: 160)))
            child = document.nextSibling(of: current)
        }
        // Names padded to one column (up to `labelWidth`), as the list of the opened file reads.
        let width = min(labelWidth, rows.map { TextWidth.width(of: $0.label) }.max() ?? 0)
        for row in rows {
            lines.append(row.label + String(repeating: " ", count: max(0, width - TextWidth.width(of: row.label))) + "  " + row.preview)
        }
        if child != nil { lines.append("… (\(count - rows.count) more)") }
        if count == 0 { lines.append(isObject ? "{}" : "[]") }
        return lines
    }

    /// ` (objects)` when every element of the array at `node` has one kind, else empty.
    private static func elementKinds(_ document: JSONDocument, _ node: Int) -> String {
        var kinds = Set<JSONKind>()
        var child = document.firstChild(of: node)
        while let current = child, kinds.count < 2 {
            kinds.insert(document.kind(of: current))
            child = document.nextSibling(of: current)
        }
        guard kinds.count == 1, let kind = kinds.first else { return "" }
        switch kind {
        case .object: return " (objects)"
        case .array: return " (arrays)"
        case .string: return " (strings)"
        case .number: return " (numbers)"
        default: return ""
        }
    }

    /// `JSON Lines: 406 lines` (and how many are not JSON), then the first lines' values, an
    /// invalid line's message in the colour of notes.
    static func linesSummary(_ lines: JSONLinesDocument) -> [StyledText] {
        let bad = lines.lines.invalidCount
        let count = lines.lines.count
        var out = [StyledText("JSON Lines: \(count) \(count == 1 ? "line" : "lines")" + (bad > 0 ? ", \(bad) not valid JSON" : "")), StyledText()]
        let numberWidth = String(lines.lines.prefix(shownEntries).last?.number ?? 0).count
        for line in lines.lines.prefix(shownEntries) {
            let number = String(line.number)
            var text = StyledText(String(repeating: " ", count: max(0, numberWidth - number.count)) + number + "  ")
            if let root = line.root {
                text.append(TextWidth.visible(lines.document.preview(of: root, budget: 160)), style: .plain)
            } else {
                text.append("not valid JSON: " + TextWidth.visible(lines.error(in: line)?.message ?? "?"), style: FilePreview.noteStyle)
            }
            out.append(text)
        }
        if count > shownEntries { out.append(StyledText("… (\(count - shownEntries) more)")) }
        return out
    }
}
