import FoundationEssentials

extension CellGrid {
    /// The runs of cells inside `region` that differ from `previous`, row by row.
    ///
    /// Cells outside the region are taken to be unchanged and are not read: a frame costs what
    /// changed, not the screen's area. Both grids must be of the region's size.
    public func changes(from previous: CellGrid, in region: DirtyRegion) -> [GridRun] {
        var runs: [GridRun] = []
        guard previous.size == size, region.size == size else { return changes(from: previous) }
        region.forEachRect { rect in
            for y in rect.minY..<rect.maxY {
                appendChanges(row: y, columns: rect.minX..<rect.maxX, from: previous, whole: false, to: &runs)
            }
        }
        return runs
    }

    /// Makes the cells of `region` equal to `newer`'s and returns the runs that changed, row by
    /// row: what `changes(from:in:)` then `copy(_:from:)` do, in one pass.
    ///
    /// Only rows whose dirty span differs are diffed and copied: a redrawn area that came out as
    /// it was costs one `memcmp` a row. Cells outside the region must already be equal in both
    /// grids; grids or a region of another size make this grid `newer` and every cell a change.
    public mutating func update(to newer: CellGrid, in region: DirtyRegion) -> [GridRun] {
        guard newer.size == size, region.size == size else {
            let runs = newer.changes(from: self)
            self = newer
            return runs
        }
        var runs: [GridRun] = []
        let width = size.width
        let stride = MemoryLayout<Cell>.stride
        let source = newer.cells
        // The pointers are taken once for the frame: a row then costs a `memcmp`, and a changed
        // one its diff and a copy, with no uniqueness or bounds check a row.
        cells.withUnsafeMutableBufferPointer { target in
            source.withUnsafeBufferPointer { from in
                guard let shown = target.baseAddress, let drawn = from.baseAddress else { return }
                region.forEachRect { rect in
                    for y in rect.minY..<rect.maxY {
                        let start = y * width + rect.minX
                        if memcmp(drawn + start, shown + start, rect.width * stride) == 0 { continue }
                        Self.appendRuns(row: y, columns: rect.minX..<rect.maxX, width: width, now: drawn + y * width,
                                        old: UnsafePointer(shown + y * width), cells: source, differs: true, to: &runs)
                        (shown + start).update(from: drawn + start, count: rect.width)
                    }
                }
            }
        }
        return runs
    }

    /// Copies the cells of `region` from `source` (of the same size) into this grid.
    public mutating func copy(_ region: DirtyRegion, from source: CellGrid) {
        guard source.size == size, region.size == size else {
            self = source
            return
        }
        let width = size.width
        for rect in region.rects {
            for y in rect.minY..<rect.maxY {
                let base = y * width
                cells.replaceSubrange((base + rect.minX)..<(base + rect.maxX), with: source.cells[(base + rect.minX)..<(base + rect.maxX)])
            }
        }
    }

    /// Widens each dirty span of `region` so that it never starts or ends inside a wide glyph
    /// of this grid: redrawing half a glyph would blank the other half outside the span.
    func widenSpansOverWideGlyphs(_ region: inout DirtyRegion) {
        guard region.size == size else { return }
        for y in region.dirtyRows {
            let span = region.span(row: y)
            guard !span.isEmpty else { continue }
            var lower = span.lowerBound, upper = span.upperBound
            if lower > 0, self[lower, y].width == 0 { lower -= 1 }
            if upper < size.width, self[upper, y].width == 0 { upper += 1 }
            if lower != span.lowerBound || upper != span.upperBound { region.widen(row: y, to: lower..<upper) }
        }
    }
}
