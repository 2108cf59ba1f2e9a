/// What one row of a table sorts by in a column: a number, a text, or nothing.
enum RecordSortKey: Sendable, Equatable {
    /// A value that reads as a number: sorted by its value, before every text.
    case number(Double)
    /// A text, in natural order (`file2` before `file10`, case folded), by its UTF-8 bytes.
    case text([UInt8])
    /// No value (a missing field or an empty one): always last.
    case missing

    /// The key of a table's value: its number when it has one, else its text; nil or empty
    /// text is missing.
    init(_ value: RecordValue?) {
        guard let value else { self = .missing; return }
        if let number = value.number, !number.isNaN { self = .number(number); return }
        self = value.text.isEmpty ? .missing : .text(Array(value.text.utf8))
    }
}

/// The order of a table's rows by one column: numbers as numbers before texts in natural
/// order, missing values last; stable (equal keys keep their order).
///
/// Descending is the ascending order reversed (texts first, then numbers, the largest first),
/// equal keys still in their first order, missing values still last.
enum RecordSort {
    /// The row numbers of `keys` in sorted order.
    static func order(_ keys: [RecordSortKey], descending: Bool) -> [Int32] {
        var numbers: [(Double, Int32)] = []
        var texts: [Int32] = []
        var missing: [Int32] = []
        for (index, key) in keys.enumerated() {
            switch key {
            case .number(let value): numbers.append((value, Int32(index)))
            case .text: texts.append(Int32(index))
            case .missing: missing.append(Int32(index))
            }
        }
        if descending {
            numbers.sort { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }
        } else {
            numbers.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        }
        texts.sort { a, b in
            guard case .text(let x) = keys[Int(a)], case .text(let y) = keys[Int(b)] else { return a < b }
            var sign = x.withUnsafeBufferPointer { xb in y.withUnsafeBufferPointer { NaturalOrder.compare(xb, $0) } }
            if sign == 0 && x != y { sign = x.lexicographicallyPrecedes(y) ? -1 : 1 }
            if sign != 0 { return descending ? sign > 0 : sign < 0 }
            return a < b
        }
        let sortedNumbers = numbers.map(\.1)
        return (descending ? texts + sortedNumbers : sortedNumbers + texts) + missing
    }
}
