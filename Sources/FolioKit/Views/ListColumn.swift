/// One column of a list shown as a table of records (see ``ListViewColumnsDataSource``).
public struct ListColumn: Equatable, Sendable {
    /// Where a column's values sit in its width.
    public enum Alignment: Equatable, Sendable {
        /// Against the left edge (text).
        case leading
        /// Against the right edge (numbers, so their digits line up).
        case trailing
    }

    /// The order rows are sorted in by a column, shown in its header as `▲` or `▼`.
    public enum SortOrder: Equatable, Sendable {
        /// Smallest first (`▲`).
        case ascending
        /// Largest first (`▼`).
        case descending

        /// The indicator drawn after the column's title.
        public var indicator: String { self == .ascending ? "▲" : "▼" }
    }

    /// The header's text (a field's name), in its visible form.
    public var title: String
    /// Where the values and the title sit: numbers right-aligned.
    public var alignment: Alignment
    /// The order the rows are sorted in by this column, or nil when they are not.
    public var sortOrder: SortOrder?

    /// A column titled `title`, aligned `alignment`, sorted `sortOrder` (nil: not sorted by it).
    public init(title: String, alignment: Alignment = .leading, sortOrder: SortOrder? = nil) {
        self.title = title
        self.alignment = alignment
        self.sortOrder = sortOrder
    }
}

/// Supplies a ``ListView``'s columns: set, the list shows its rows as a table of records.
///
/// The table has a header row of titles that stays while the rows scroll, each value under its
/// header, and a current column the scroll keys move (`scroll-left`, `scroll-right`: Left and
/// Right, `h` and `l`, `<` and `>` when no key table decides them). Column widths follow the rows
/// on screen, capped at ``ListView/maximumColumnWidth`` and, unless every column fits whole, a
/// third of the width, values cut with `…`. Like the rows, cells are asked for only while they are on screen.
@MainActor
public protocol ListViewColumnsDataSource: AnyObject {
    /// How many columns there are.
    func numberOfColumns(in listView: ListView) -> Int
    /// The column at `index`: its title, alignment and sort order.
    func listView(_ listView: ListView, columnAt index: Int) -> ListColumn
    /// The text of the cell at `row` in `column`, one line in its visible form.
    func listView(_ listView: ListView, textAtRow row: Int, column: Int) -> String
    /// The style of the cell at `row` in `column`: plain unless the source says otherwise (dim
    /// for a stand-in such as SQL's `NULL`).
    func listView(_ listView: ListView, styleAtRow row: Int, column: Int) -> Style
}

extension ListViewColumnsDataSource {
    /// Plain cells.
    public func listView(_ listView: ListView, styleAtRow row: Int, column: Int) -> Style { .plain }
}
