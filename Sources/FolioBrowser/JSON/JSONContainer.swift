/// One row of a document's container table: an object or an array. Scalars have no row (they
/// are found by scanning the bytes), which keeps the table a small fraction of the document.
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
}
