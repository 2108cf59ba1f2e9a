import FoundationEssentials

extension CellGrid {
    /// Finds bands of whole dirty rows whose content moved up or down since this grid (the
    /// screen as shown) and `newer`, shifts them here as the terminal will, and returns them.
    ///
    /// Only bands the region covers from the first column to the last are tried (a terminal
    /// scrolls whole lines), by one to three rows either way. The longest stretch of rows that a
    /// shift makes equal becomes the scroll region (a list between its bars), when it is three
    /// rows longer than the rows already equal there. The diff that follows then writes only
    /// the rows that came in or changed.
    public mutating func scrollRows(toward newer: CellGrid, in region: DirtyRegion) -> [RowScroll] {
        guard newer.size == size, region.size == size, size.width > 0 else { return [] }
        var scrolls: [RowScroll] = []
        var bandStart: Int?
        let rows = region.dirtyRows
        for y in rows.lowerBound...rows.upperBound {
            let whole = y < rows.upperBound && region.span(row: y) == 0..<size.width
            if whole {
                if bandStart == nil { bandStart = y }
                continue
            }
            guard let start = bandStart else { continue }
            bandStart = nil
            if let scroll = newer.bestScroll(from: self, in: start..<y) {
                shiftRows(scroll.rows, by: scroll.distance)
                scrolls.append(scroll)
            }
        }
        return scrolls
    }

    /// The scroll inside `band` that makes the longest stretch of this grid's rows equal to
    /// `previous`'s, if it is worth a scroll region.
    func bestScroll(from previous: CellGrid, in band: Range<Int>) -> RowScroll? {
        guard band.count >= 4 else { return nil }
        var best: RowScroll?, bestLength = 0
        for distance in [1, -1, 2, -2, 3, -3] {
            var start: Int?
            for y in band.lowerBound...band.upperBound {
                if y < band.upperBound && band.contains(y + distance) && row(y, equals: previous, row: y + distance) {
                    if start == nil { start = y }
                    continue
                }
                guard let first = start else { continue }
                start = nil
                if y - first > bestLength {
                    bestLength = y - first
                    // The rows the content leaves and the rows it goes to, together.
                    let rows = distance > 0 ? first..<(y + distance) : (first + distance)..<y
                    best = RowScroll(rows: rows, distance: distance)
                }
            }
        }
        guard let best, bestLength >= 3 else { return nil }
        let unshifted = best.rows.reduce(0) { $0 + (row($1, equals: previous, row: $1) ? 1 : 0) }
        return bestLength >= unshifted + 3 ? best : nil
    }

    /// True when row `y` of this grid holds the same cells as row `z` of `other` (same width).
    private func row(_ y: Int, equals other: CellGrid, row z: Int) -> Bool {
        let width = size.width
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                guard let a = mine.baseAddress, let b = theirs.baseAddress else { return false }
                return memcmp(a + y * width, b + z * width, width * MemoryLayout<Cell>.stride) == 0
            }
        }
    }

    /// Moves the rows of `band` by `distance` as a terminal's scroll region does: content goes
    /// up when positive, and the rows left behind become blank in the default look.
    mutating func shiftRows(_ band: Range<Int>, by distance: Int) {
        let width = size.width
        let moved = band.count - abs(distance)
        guard moved > 0 else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let from = distance > 0 ? band.lowerBound + distance : band.lowerBound
            let to = distance > 0 ? band.lowerBound : band.lowerBound - distance
            (base + to * width).update(from: base + from * width, count: moved * width)
            let cleared = distance > 0 ? (band.upperBound - distance)..<band.upperBound : band.lowerBound..<(band.lowerBound - distance)
            (base + cleared.lowerBound * width).update(repeating: .blank, count: cleared.count * width)
        }
    }
}
