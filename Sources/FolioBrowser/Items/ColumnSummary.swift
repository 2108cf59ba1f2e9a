/// A column's frequency table (`F`, like visidata's Shift-F): each distinct value with how many
/// rows hold it, the most frequent first (equal counts in the order a sort by the column gives:
/// numbers, then texts in natural order, empty last), which value each row holds, and for
/// numbers their smallest, largest and mean.
///
/// Values are told apart by their text as written (`18` and `18.0` are two values); a missing
/// field and an empty one are one value, the empty one.
struct ColumnSummary: Sendable, Equatable {
    /// One distinct value and how many rows hold it.
    struct Entry: Sendable, Equatable {
        /// The value as visible text; empty for the empty value.
        var text: String
        /// The value as a number, when it reads as one.
        var number: Double?
        /// How many rows hold it.
        var count: Int
    }

    /// The distinct values, the most frequent first.
    var entries: [Entry]
    /// For each row counted, in order, the index of its value in `entries`.
    var rowEntries: [Int32]
    /// How many rows hold a number.
    var numberCount = 0
    /// The smallest, largest and mean number; nil when no row holds one.
    var minimum: Double?
    var maximum: Double?
    var mean: Double?
    /// How many rows hold a text that is not a number, and how many nothing.
    var textCount = 0
    var emptyCount = 0

    /// How many rows were counted.
    var total: Int { rowEntries.count }

    /// The rows (their indices among those counted) that hold the value `entry`.
    func rows(holding entry: Int) -> [Int] {
        let wanted = Int32(entry)
        var found: [Int] = []
        found.reserveCapacity(entry < entries.count ? entries[entry].count : 0)
        for (row, value) in rowEntries.enumerated() where value == wanted { found.append(row) }
        return found
    }

    /// Counts values met one row at a time by a key (a field's bytes, a text), then ranks them.
    struct Counter<Key: Hashable> {
        private var ids: [Key: Int32] = [:]
        private var counts: [Int] = []
        private var emptyID: Int32?
        private var rowIDs: [Int32] = []
        private var optionalKeys: [Key?] = []

        /// A counter expecting about `rows` rows.
        init(rows: Int = 0) { rowIDs.reserveCapacity(rows) }

        /// Counts a row holding `key`; nil for an empty or missing value.
        mutating func add(_ key: Key?) {
            guard let key else {
                if emptyID == nil { emptyID = newID(nil) }
                let id = emptyID ?? 0
                counts[Int(id)] += 1
                rowIDs.append(id)
                return
            }
            if let id = ids[key] {
                counts[Int(id)] += 1
                rowIDs.append(id)
                return
            }
            let id = newID(key)
            ids[key] = id
            counts[Int(id)] += 1
            rowIDs.append(id)
        }

        private mutating func newID(_ key: Key?) -> Int32 {
            optionalKeys.append(key)
            counts.append(0)
            return Int32(counts.count - 1)
        }

        /// The summary, each key read as a value by `value` (its visible text, its number).
        func summary(_ value: (Key) -> (text: String, number: Double?)) -> ColumnSummary { ranked(value).summary }

        /// The summary and, for each of its entries in order, the key it counts (nil: the empty value).
        func ranked(_ value: (Key) -> (text: String, number: Double?)) -> (summary: ColumnSummary, keys: [Key?]) {
            var entries = optionalKeys.indices.map { id -> Entry in
                guard let key = optionalKeys[id] else { return Entry(text: "", number: nil, count: counts[id]) }
                let read = value(key)
                return Entry(text: read.text, number: read.number, count: counts[id])
            }
            let sortKeys = entries.map { entry in
                RecordSortKey(entry.text.isEmpty ? nil : RecordValue(text: entry.text, number: entry.number))
            }
            var rank = [Int](repeating: 0, count: entries.count)
            for (position, id) in RecordSort.order(sortKeys, descending: false).enumerated() { rank[Int(id)] = position }
            let order = entries.indices.sorted { a, b in
                entries[a].count != entries[b].count ? entries[a].count > entries[b].count : rank[a] < rank[b]
            }
            var newIndex = [Int32](repeating: 0, count: entries.count)
            for (position, id) in order.enumerated() { newIndex[id] = Int32(position) }
            var summary = ColumnSummary(entries: order.map { entries[$0] }, rowEntries: rowIDs.map { newIndex[Int($0)] })
            entries = summary.entries
            var sum = 0.0
            for entry in entries {
                if entry.text.isEmpty {
                    summary.emptyCount += entry.count
                } else if let number = entry.number, !number.isNaN {
                    summary.numberCount += entry.count
                    sum += number * Double(entry.count)
                    summary.minimum = min(summary.minimum ?? number, number)
                    summary.maximum = max(summary.maximum ?? number, number)
                } else {
                    summary.textCount += entry.count
                }
            }
            if summary.numberCount > 0 { summary.mean = sum / Double(summary.numberCount) }
            return (summary, order.map { optionalKeys[$0] })
        }
    }

    /// The summary of `values` (a table's cells in one column, on the main loop already read).
    static func of(_ values: [RecordValue?]) -> ColumnSummary {
        var counter = Counter<RecordValue>(rows: values.count)
        for value in values { counter.add(value.flatMap { $0.text.isEmpty ? nil : $0 }) }
        return counter.summary { ($0.text, $0.number) }
    }
}

extension RecordValue: Hashable {
    /// Hashes the text: a value is its text (the number is read from it).
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
