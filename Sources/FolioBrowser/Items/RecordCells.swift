/// A row of a table of records that gives a cell's value whole, for `y` (the table shows it
/// cut to one line): a JSON object's member, a CSV row's field as written.
@MainActor
protocol RecordCellCopying: BrowserItem {
    /// The value of field `field` (the table's, named `name`) as it leaves the program; nil
    /// where the row has no such field.
    func cellBytes(field: Int, named name: String) -> [UInt8]?
}

extension CSVRowItem: RecordCellCopying {
    /// The field's bytes, unquoted.
    func cellBytes(field: Int, named name: String) -> [UInt8]? {
        guard let fields = try? table.row(index).get().fields, field < fields.count else { return nil }
        return fields[field]
    }
}

extension JSONItem: RecordCellCopying {
    /// The member's value: a string's text, anything else as compact JSON.
    func cellBytes(field: Int, named name: String) -> [UInt8]? {
        let document = session.document
        guard document.kind(of: node) == .object else { return nil }
        var child = document.firstChild(of: node)
        while let member = child {
            if document.memberKey(member) == name {
                if document.kind(of: member) == .string { return Array(document.decodeString(at: member).text.utf8) }
                return Array(document.compactText(of: member).utf8)
            }
            child = document.nextSibling(of: member)
        }
        return nil
    }
}

extension SQLiteRowItem: RecordCellCopying {
    /// The cell's whole value, not the table's cut text.
    ///
    /// Text as its bytes, a number as written, a blob as its field copies it (`x'…'`); nil for
    /// NULL. Read as a field's `y` reads it.
    func cellBytes(field: Int, named name: String) -> [UInt8]? {
        let columns = query.cellColumns
        guard field < columns.count, let value = try? SQLiteFieldItem(row: self, column: columns[field]).fullValue() else { return nil }
        switch value {
        case .null: return nil
        case .text(let bytes): return bytes
        default: return Array(value.text.utf8)
        }
    }
}
