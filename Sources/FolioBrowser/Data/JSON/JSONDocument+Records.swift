import FolioKit

/// Arrays of objects (and JSON Lines of objects) read as records: a table's columns.
extension JSONDocument {
    /// How many rows' keys make the columns: the union of the first rows' keys.
    static let recordSampleRows = 50
    /// How much of a value a cell shows (bytes of compact JSON, characters of a string).
    static let recordValueLimit = 200

    /// The columns of the values `nodes` when the first of them are all objects: the union of
    /// their keys in the order first met; nil when one is not an object or none has a key.
    func recordNames(of nodes: some Sequence<Int>) -> [String]? {
        var names: [String] = [], known: Set<String> = []
        var sampled = 0
        for node in nodes.prefix(Self.recordSampleRows) {
            guard kind(of: node) == .object else { return nil }
            sampled += 1
            var child = firstChild(of: node)
            while let member = child {
                let name = memberKey(member)
                if known.insert(name).inserted { names.append(name) }
                child = nextSibling(of: member)
            }
        }
        return sampled > 0 && !names.isEmpty ? names : nil
    }

    /// The fields of the object `node` in the order of `names` (nil where it has no such key).
    func recordValues(of node: Int, columns: [String: Int], count: Int) -> [RecordValue?] {
        var values = [RecordValue?](repeating: nil, count: count)
        guard kind(of: node) == .object else { return values }
        var child = firstChild(of: node)
        while let member = child {
            if let column = columns[memberKey(member)] { values[column] = recordValue(of: member) }
            child = nextSibling(of: member)
        }
        return values
    }

    /// A value as a cell shows it: a string's text, a number (as a number), `true`, a container
    /// as compact JSON, one line in its visible form; nil for `null` (an empty cell, as a
    /// missing field).
    func recordValue(of node: Int) -> RecordValue? {
        switch kind(of: node) {
        case .string:
            let decoded = decodeString(at: node, limit: Self.recordValueLimit)
            return RecordValue(text: TextWidth.visible(decoded.text + (decoded.isTruncated ? "…" : "")))
        case .number:
            let text = cut(byteRange(of: node), Self.recordValueLimit)
            return RecordValue(text: text, number: Double(text))
        case .object, .array:
            return RecordValue(text: TextWidth.visible(compactText(of: node, limit: Self.recordValueLimit)))
        case .true, .false:
            return RecordValue(text: text(byteRange(of: node)))
        case .null:
            return nil
        }
    }

    /// The children `nodes` of a container as records, when the first of them are objects.
    @MainActor
    func records(of nodes: [UInt32]) -> RecordColumns? {
        records(count: nodes.count) { Int(nodes[$0]) }
    }

    /// Records over `count` rows whose objects `nodeAt` finds (nil for a row that has none, an
    /// invalid JSON line), when the first rows that have one are objects.
    @MainActor
    func records(count: Int, nodeAt: @escaping @Sendable (Int) -> Int?) -> RecordColumns? {
        let sample = (0..<count).lazy.compactMap(nodeAt)
        guard let names = recordNames(of: sample) else { return nil }
        let columns = Dictionary(names.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var records = RecordColumns(names: names) { [self] index in
            guard let node = nodeAt(index) else { return [RecordValue?](repeating: nil, count: names.count) }
            return recordValues(of: node, columns: columns, count: names.count)
        }
        records.valueReader = valueReader(count: count, names: names, nodeAt: nodeAt)
        return records
    }

    /// A reader of values over rows whose objects `nodeAt` finds (nil: no object, every value
    /// missing).
    func valueReader(count: Int, names: [String], nodeAt: @escaping @Sendable (Int) -> Int?) -> RecordValueReader {
        RecordValueReader(count: count) { [self] row, field in
            guard let node = nodeAt(row), field < names.count else { return nil }
            return recordValue(ofMember: names[field], in: node)
        }
    }

    /// The value of the member named `name` of the object `node` as a cell shows it (nil:
    /// none, or `null`); of a name given twice, the last, as `recordValues` shows.
    func recordValue(ofMember name: String, in node: Int) -> RecordValue? {
        guard kind(of: node) == .object else { return nil }
        var found: Int?
        var child = firstChild(of: node)
        while let member = child {
            if memberKey(member) == name { found = member }
            child = nextSibling(of: member)
        }
        return found.flatMap(recordValue(of:))
    }
}
