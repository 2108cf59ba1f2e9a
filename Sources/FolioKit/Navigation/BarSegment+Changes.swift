extension BarSegment {
    /// The cells on a bar's row `row` that differ between segments `old` and `new`: each
    /// segment that is not in the other list, where it was or where it goes.
    ///
    /// Bars hold a handful of segments, so the lists are compared pairwise (no hashing of the
    /// texts).
    static func changedColumns(from old: [BarSegment], to new: [BarSegment], row: Int) -> [Rect] {
        (old.filter { !new.contains($0) } + new.filter { !old.contains($0) })
            .map { Rect(x: $0.x, y: row, width: TextWidth.width(of: $0.text), height: 1) }
    }
}
