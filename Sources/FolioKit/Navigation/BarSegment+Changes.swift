extension BarSegment {
    /// The cells on a bar's row `row` that differ between segments `old` and `new`: each
    /// segment that is not in the other list, where it was or where it goes.
    ///
    /// Segments at the same place in both lists are compared first (most of a bar stays as it
    /// is); the few left are compared pairwise, as there are only a handful (no hashing of the
    /// texts).
    static func changedColumns(from old: [BarSegment], to new: [BarSegment], row: Int) -> [Rect] {
        var gone: [BarSegment] = [], came: [BarSegment] = []
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? old[index] : nil, after = index < new.count ? new[index] : nil
            if before == after { continue }
            if let before { gone.append(before) }
            if let after { came.append(after) }
        }
        return (gone.filter { !came.contains($0) } + came.filter { !gone.contains($0) })
            .map { Rect(x: $0.x, y: row, width: TextWidth.width(of: $0.text), height: 1) }
    }
}
