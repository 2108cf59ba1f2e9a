import FoundationEssentials

extension CellGrid {
    /// Adds the runs of one row that differ between two grids' rows, within `columns`.
    ///
    /// The rows are at `now` (of `cells`, a grid `width` wide) and at `old` (every cell a change
    /// when nil); a run may go on past the last column of `columns` to finish a wide glyph. `differs` says the
    /// caller already found the span changed, so it is not compared whole again.
    ///
    /// A run is a slice of `cells`: no glyph or string is made here, the terminal writer reads
    /// the cells. Pointers, taken once by the caller for a whole frame, keep a row's cost to
    /// its cells: no bounds or uniqueness check a cell or a row.
    static func appendRuns(row y: Int, columns: Range<Int>, width: Int, now row: UnsafePointer<Cell>, old: UnsafePointer<Cell>?,
                           cells: [Cell], differs: Bool = false, to runs: inout [GridRun]) {
        let limit = min(columns.upperBound, width)
        guard columns.lowerBound < limit else { return }
        let stride = MemoryLayout<Cell>.stride
        let base = y * width
        // Cells are plain data: an unchanged span is one pass over its bytes.
        if !differs, let old, memcmp(row + columns.lowerBound, old + columns.lowerBound, (limit - columns.lowerBound) * stride) == 0 { return }
        var x = columns.lowerBound
        while x < limit {
            if let old {
                x = firstDifference(row, old, from: x, to: limit)
                if x == limit { return }
            }
            var start = x
            if row[start].width == 0 && start > 0 { start -= 1 }  // begin at the glyph
            let style = row[start].packedStyle
            var end = start
            var showsGlyph = false
            while end < width && (end < limit || row[end].width == 0) {
                let cell = row[end]
                // A continuation cell goes with its glyph whatever its own style (the terminal
                // shows the glyph in the style of its first cell).
                if cell.packedStyle != style && cell.width != 0 { break }
                if end > x, let old, cell == old[end], end + 1 >= width || row[end + 1].width != 0 { break }
                if cell.width != 0 { showsGlyph = true }
                end += 1
            }
            if end == start { end += 1 }  // a lone continuation cell: nothing to write
            if showsGlyph {
                // One allocation for a frame's runs instead of one each time the array grows.
                if runs.capacity == 0 { runs.reserveCapacity(16) }
                runs.append(GridRun(row: y, column: start, cells: cells[(base + start)..<(base + end)]))
            }
            x = max(end, x + 1)
            // The rest of the span unchanged (a short text replaced, blank after it): one pass
            // over its bytes instead of a comparison a cell.
            if let old, x < limit, memcmp(row + x, old + x, (limit - x) * stride) == 0 { return }
        }
    }

    /// The first column from `start` before `limit` where the rows at `a` and `b` differ, or
    /// `limit`: two cells (four words) a step, their differences or-ed into one test.
    @inline(__always)
    private static func firstDifference(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, from start: Int, to limit: Int) -> Int {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        // A cell is two words (see `Cell`); the stride is a constant.
        let stride = MemoryLayout<Cell>.stride
        var column = start
        while column &+ 2 <= limit {
            let offset = column &* stride
            let difference = (x.load(fromByteOffset: offset, as: UInt64.self) ^ y.load(fromByteOffset: offset, as: UInt64.self))
                | (x.load(fromByteOffset: offset &+ 8, as: UInt64.self) ^ y.load(fromByteOffset: offset &+ 8, as: UInt64.self))
                | (x.load(fromByteOffset: offset &+ stride, as: UInt64.self) ^ y.load(fromByteOffset: offset &+ stride, as: UInt64.self))
                | (x.load(fromByteOffset: offset &+ stride &+ 8, as: UInt64.self) ^ y.load(fromByteOffset: offset &+ stride &+ 8, as: UInt64.self))
            if difference != 0 { break }
            column &+= 2
        }
        while column < limit && a[column] == b[column] { column &+= 1 }
        return column
    }
}
