/// Where the toolbar's items lie, for the pointer.
extension Toolbar {
    /// The columns each shown item takes, by the same rules as drawing (a pure function).
    ///
    /// Items that did not fit, and spaces, have none.
    public static func itemColumns(_ items: [BarButtonItem], width: Int) -> [(index: Int, columns: Range<Int>)] {
        let shown = visibleItems(items, width: width)
        let fixedWidth = shown.filter { !items[$0].isFlexibleSpace }.map { Self.width(of: items[$0]) + 2 }.reduce(0, +)
        let flexibleCount = shown.filter { items[$0].isFlexibleSpace }.count
        let spare = max(0, width - 1 - fixedWidth)
        var result: [(index: Int, columns: Range<Int>)] = []
        var x = 1
        for index in shown {
            let item = items[index]
            if item.isFlexibleSpace { x += flexibleCount > 0 ? spare / flexibleCount : 0; continue }
            if item.fixedSpaceWidth > 0 { x += item.fixedSpaceWidth; continue }
            let itemWidth = Self.width(of: item)
            result.append((index, x..<(x + itemWidth)))
            x += itemWidth + 2
        }
        return result
    }
}
