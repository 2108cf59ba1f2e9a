extension BarSegment {
    /// Calls `body` with the cells on a bar's row `row` that differ between segments `old` and
    /// `new`: each segment that is not in the other list, where it was or where it goes.
    ///
    /// A segment in the same place in both lists is unchanged (most of a bar stays as it is);
    /// any other is looked for in the whole other list, as a bar holds only a handful (no hashing
    /// of the texts, no lists built).
    static func forEachChange(from old: [BarSegment], to new: [BarSegment], row: Int, _ body: (Rect) -> Void) {
        for (index, segment) in old.enumerated() where !(index < new.count && new[index] == segment) && !new.contains(segment) {
            body(Rect(x: segment.x, y: row, width: TextWidth.width(of: segment.text), height: 1))
        }
        for (index, segment) in new.enumerated() where !(index < old.count && old[index] == segment) && !old.contains(segment) {
            body(Rect(x: segment.x, y: row, width: TextWidth.width(of: segment.text), height: 1))
        }
    }
}
