extension SQLiteTableItem {
    /// The `CREATE` statement, then the columns with their types, the primary key, foreign
    /// keys, indexes and the row count when known; a table SQLite cannot read says why.
    public func detailText() -> String {
        if let reference { return referenceText(reference) }
        var lines = ["\(table.kind.rawValue.capitalized) \(table.name)"]
        let problem = table.problem ?? database.countProblems[table.name]
        if let problem { lines += ["", "Cannot read it: \(problem)"] }
        if let count = database.rowCounts[table.name] {
            lines.append(count == 1 ? "1 row" : "\(Self.grouped(count)) rows")
        } else if let bound = database.countBounds[table.name] {
            lines.append(Self.describe(bound))
        } else if problem == nil {
            lines.append("Counting rows…")
        }
        lines += ["", table.sql.isEmpty ? "(no CREATE statement)" : table.sql]
        if !table.columns.isEmpty {
            lines += ["", "Columns:"]
            let width = min(24, table.columns.map { $0.name.count }.max() ?? 0)
            for column in table.columns {
                var notes: [String] = []
                if column.primaryKeyPosition > 0 { notes.append("primary key") }
                if column.isNotNull { notes.append("not null") }
                if let value = column.defaultValue { notes.append("default \(value)") }
                if column.isHidden { notes.append("hidden") }
                let type = column.declaredType.isEmpty ? "(any)" : column.declaredType
                lines.append("  " + column.name + String(repeating: " ", count: max(0, width - column.name.count))
                             + "  " + type + (notes.isEmpty ? "" : "  " + notes.joined(separator: ", ")))
            }
        }
        if table.kind != .view {
            let key: String
            if table.isWithoutRowid { key = "\(table.primaryKey.joined(separator: ", ")) (WITHOUT ROWID)" }
            else if let alias = table.rowidAlias { key = "\(alias) (the rowid)" }
            else if table.primaryKey.isEmpty { key = table.rowidName == nil ? "none" : "none (rows are found by rowid)" }
            else { key = table.primaryKey.joined(separator: ", ") }
            lines += ["", "Primary key: " + key]
        }
        if !table.foreignKeys.isEmpty {
            lines += ["", "Foreign keys:"]
            for key in table.foreignKeys {
                let target = key.to.compactMap { $0 }
                lines.append("  \(key.from.joined(separator: ", ")) → \(key.table)" + (target.isEmpty ? "" : "(\(target.joined(separator: ", ")))")
                             + (key.onDelete == "NO ACTION" ? "" : " on delete \(key.onDelete.lowercased())"))
            }
        }
        if !table.indexes.isEmpty {
            lines += ["", "Indexes:"]
            for index in table.indexes {
                lines.append("  \(index.name) (\(index.columns.joined(separator: ", ")))" + (index.isUnique ? " unique" : ""))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A view's count that stopped short, and why.
    static func describe(_ bound: SQLiteCount) -> String {
        switch bound {
        case .exact: return bound.text
        case .moreThan: return bound.text.prefix(1).uppercased() + bound.text.dropFirst() + " (counting stops there)"
        case .tooSlow(0): return "Not counted: the view is too slow to count without keeping writers waiting"
        case .tooSlow: return bound.text.prefix(1).uppercased() + bound.text.dropFirst() + " (the view is too slow to count them all)"
        }
    }

    /// The rows of a table referring to one row: which, how many, by which key, and the query
    /// sqlite3 runs to list them.
    func referenceText(_ reference: Reference) -> String {
        let key = reference.key
        let targets = key.targetNames.joined(separator: ", ")
        var lines = [listTitle]
        if let count = reference.count {
            lines.append(Self.rows(count))
        } else {
            lines.append("Not counted in advance (no index on \(key.key.from.joined(separator: ", ")) in a large table): Enter lists and counts them")
        }
        lines += ["", "Rows of \(table.name) whose \(key.key.from.joined(separator: ", ")) refers to this row of \(key.key.table) (\(targets)).",
                  "", "SELECT * " + baseQuery.from + SQLiteSQL.inlining(baseQuery.condition.sql, baseQuery.condition.arguments) + ";"]
        return lines.joined(separator: "\n")
    }
}
