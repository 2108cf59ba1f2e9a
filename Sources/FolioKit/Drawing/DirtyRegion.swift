/// The cells of the screen that must be drawn again: one span of columns a row.
///
/// A span a row keeps marking and reading cheap (two integers a row) and fits what views dirty:
/// list rows, bars, columns. Two separate dirty areas on one row merge into the span over both,
/// which redraws a little more than needed and never less.
public struct DirtyRegion: Equatable, Sendable {
    /// Columns and rows of the screen the region covers.
    public private(set) var size: Size
    /// Per row, the first dirty column and the column after the last; equal when clean.
    private var starts: [Int]
    private var ends: [Int]
    /// Rows with a dirty span, as a range covering them all, for a quick empty test.
    private var rowBounds: Range<Int> = 0..<0

    /// A clean region over a screen of `size`.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        starts = Array(repeating: 0, count: self.size.height)
        ends = Array(repeating: 0, count: self.size.height)
    }

    /// The rows from the first dirty one to the last (some between may be clean): where a walk
    /// over the dirty rows starts and ends, whatever the screen's height.
    var dirtyRows: Range<Int> { rowBounds }

    /// True when nothing needs drawing.
    public var isEmpty: Bool { rowBounds.isEmpty }

    /// Number of dirty cells (spans summed): what a frame redraws and diffs.
    public var cellCount: Int {
        // Loops over the buffers, not `reduce` over subscripts: read on every frame.
        starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                var total = 0
                for y in rowBounds { total += ends[y] - starts[y] }
                return total
            }
        }
    }

    /// Number of rows with a dirty span.
    public var rowCount: Int {
        starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                var total = 0
                for y in rowBounds where ends[y] > starts[y] { total += 1 }
                return total
            }
        }
    }

    /// The dirty columns of row `y`, empty when the row is clean.
    public func span(row y: Int) -> Range<Int> {
        guard y >= 0, y < size.height, ends[y] > starts[y] else { return 0..<0 }
        return starts[y]..<ends[y]
    }

    /// Marks `rect` (screen coordinates, clipped to the screen) dirty.
    public mutating func add(_ rect: Rect) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        // One uniqueness check a buffer for the whole rectangle instead of one a row.
        starts.withUnsafeMutableBufferPointer { starts in
            ends.withUnsafeMutableBufferPointer { ends in
                for y in area.minY..<area.maxY {
                    if ends[y] > starts[y] {
                        starts[y] = min(starts[y], area.minX)
                        ends[y] = max(ends[y], area.maxX)
                    } else {
                        starts[y] = area.minX
                        ends[y] = area.maxX
                    }
                }
            }
        }
        rowBounds = rowBounds.isEmpty ? area.minY..<area.maxY
            : min(rowBounds.lowerBound, area.minY)..<max(rowBounds.upperBound, area.maxY)
    }

    /// Marks the whole screen dirty.
    public mutating func addAll() { add(Rect(origin: .zero, size: size)) }

    /// Widens row `y`'s span to `columns` (already a union of what it had), for callers that
    /// must not split a wide glyph at a span's edge.
    mutating func widen(row y: Int, to columns: Range<Int>) {
        guard y >= 0, y < size.height, ends[y] > starts[y] else { return }
        starts[y] = max(0, min(starts[y], columns.lowerBound))
        ends[y] = min(size.width, max(ends[y], columns.upperBound))
    }

    /// Forgets every dirty span.
    public mutating func removeAll() {
        let rows = rowBounds
        starts.withUnsafeMutableBufferPointer { starts in
            ends.withUnsafeMutableBufferPointer { ends in
                for y in rows {
                    starts[y] = 0
                    ends[y] = 0
                }
            }
        }
        rowBounds = 0..<0
    }

    /// The region as rectangles: runs of consecutive rows with the same span become one.
    public var rects: [Rect] {
        var result: [Rect] = []
        forEachRect { result.append($0) }
        return result
    }

    /// Calls `body` with each rectangle of `rects`, top to bottom, without building the array
    /// (a frame walks the region twice: to draw and to diff).
    public func forEachRect(_ body: (Rect) -> Void) {
        starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
                var pending: Rect?
                for y in rowBounds where ends[y] > starts[y] {
                    if var last = pending, last.maxY == y, last.minX == starts[y], last.maxX == ends[y] {
                        last.size.height += 1
                        pending = last
                    } else {
                        if let last = pending { body(last) }
                        pending = Rect(x: starts[y], y: y, width: ends[y] - starts[y], height: 1)
                    }
                }
                if let last = pending { body(last) }
            }
        }
    }
}
