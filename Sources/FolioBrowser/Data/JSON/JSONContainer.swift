/// One row of a document's container table: an object or an array big enough to index.
///
/// Big enough means at least `JSONContainer.minimumBytes` bytes. Scalars and small containers have
/// no row (they are found by scanning a few bytes), which keeps the table under 2% of the document.
/// Rows are in document order, so a container's descendants follow it.
struct JSONContainer: Sendable {
    /// Byte offset of the opening bracket.
    var start: UInt32
    /// Byte offset just after the closing bracket.
    var end: UInt32
    /// Row of the enclosing container, -1 for a top-level value.
    var parent: Int32
    /// How many members or elements it holds.
    var count: UInt32

    /// The size from which a container gets a row: smaller ones are scanned when needed.
    static let minimumBytes = 1_024
}
