import FolioKit

/// A line of a JSON Lines file that is not valid JSON: titled by its line number, it says why
/// and shows the start of the line, and the other lines still open.
@MainActor
public final class JSONLineItem: BrowserItem {
    /// The document the line belongs to.
    public let document: JSONLinesDocument
    /// The line.
    public let line: JSONLine
    /// The file's absolute path, nil for standard input.
    let sourcePath: String?

    /// How much of a bad line the detail shows.
    static let shownBytes = 2_000

    /// An item for an invalid line of `document`, read from `sourcePath` (absolute) when a file.
    public init(document: JSONLinesDocument, line: JSONLine, sourcePath: String? = nil) {
        self.document = document
        self.line = line
        self.sourcePath = sourcePath
    }

    /// `line 12`.
    public var title: String { "line \(line.number)" }
    /// Nothing: the row preview says why the line is not JSON.
    public var subtitle: String { "" }
    /// False: an invalid line has nothing to open.
    public var hasChildren: Bool { false }
    /// No children.
    public func children() -> [BrowserItem] { [] }

    /// A line's parse error, as `✗ not JSON: column 5: expected …`; empty for valid JSON.
    public var rowPreview: String { Self.preview(of: line, in: document) }

    nonisolated static func preview(of line: JSONLine, in document: JSONLinesDocument) -> String {
        guard let error = document.error(in: line) else { return "" }
        return "✗ not JSON: column \(error.column): \(error.message)"
    }

    /// The command printing the line as written: `sed -n 12p FILE` (see `JSONLinesLocator`).
    public var locator: String? { JSONLinesLocator.command(line: line.number, path: ".", file: sourcePath) }

    /// The line as written.
    public var copyValue: String { document.document.text(line.range) }

    /// Why the line is not JSON, and its first bytes as written.
    public func detailText() -> String {
        let reason = document.error(in: line).map { "column \($0.column): \($0.message)" } ?? "not valid JSON"
        let shown = document.document.cut(line.range, Self.shownBytes)
        return "line \(line.number) is not valid JSON: \(reason)\nThe other lines still open.\n\n\(shown)"
    }

    /// One row per line: valid lines browse as values, invalid ones explain themselves.
    ///
    /// The filter matches what a row shows: its line number and its preview or error.
    static func list(_ session: JSONSession, _ lines: JSONLinesDocument) -> ChildList {
        let list = ChildList(count: lines.lines.count,
                             title: { "line \(lines.lines[$0].number)" },
                             make: { index in
                                 let line = lines.lines[index]
                                 guard let root = line.root else { return JSONLineItem(document: lines, line: line, sourcePath: session.sourcePath) }
                                 return JSONItem(session: session, node: root, label: "line \(line.number)", position: index, containerPath: nil)
                             },
                             matchText: { index in
                                 let line = lines.lines[index]
                                 return "line \(line.number)\n" + (line.root.map { lines.document.matchableText(of: $0) } ?? preview(of: line, in: lines))
                             })
        // Lines of objects are a table of records; an invalid line says why in its first column.
        let table = lines.lines
        if let records = lines.document.records(count: table.count, nodeAt: { table[$0].root }) {
            var columns = RecordColumns(names: records.names) { index in
                let line = table[index]
                guard line.root == nil else { return records.valuesAt(index) }
                return [RecordValue(text: TextWidth.visible(preview(of: line, in: lines)))] + Array(repeating: nil, count: records.names.count - 1)
            }
            // Sorted off the main loop: an invalid line sorts by its error in the first column.
            columns.valueReader = records.valueReader.map { valid in
                RecordValueReader(count: table.count) { row, field in
                    guard table[row].root == nil else { return valid.valueAt(row, field) }
                    return field == 0 ? RecordValue(text: TextWidth.visible(preview(of: table[row], in: lines))) : nil
                }
            }
            list.records = columns
        }
        return list
    }
}
