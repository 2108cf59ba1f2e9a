extension NavigationBar {
    /// Sets the title, laying out and redrawing only the title when nothing else moves.
    ///
    /// The title's room (between the left and right parts) does not depend on the title, so a
    /// new title is placed in the room the last layout left; only the columns the old and the
    /// new title cover are redrawn. Without a current layout (first frame, new width, a title
    /// view, a push crossing over) the whole content is set instead.
    func retitle(_ title: String) {
        guard storedContent.title != title else { return }
        guard crossing == nil, titleView == nil, frame.width > 0, var layout = takeCurrentLayout() else {
            content.title = title
            return
        }
        let old = layout.title, oldWidth = layout.titleWidth
        let new = BarLayout.titleSegment(title, left: layout.titleLeft, right: layout.titleRight,
                                         width: layout.width, style: layout.style)
        layout.setTitle(new)
        storedContent.title = title
        contentRevision &+= 1
        laidOut = (contentRevision, layout)
        invalidateColumns(from: old, width: oldWidth, to: new?.segment, width: new?.width ?? 0)
    }

    /// Sets the label of right item `index`, redrawing only its columns when its width stays
    /// (a position counter going from 5/120 to 6/120): nothing else moves then.
    ///
    /// A label of another width moves the items to its left and the title's room: the whole
    /// content is set, which redraws what moved.
    func relabelRightItem(at index: Int, to label: String, width labelWidth: Int) {
        let count = storedContent.rightItems.count
        guard index >= 0, index < count, storedContent.rightItems[index] != label else { return }
        guard crossing == nil, frame.width > 0, var layout = takeCurrentLayout() else {
            content.rightItems[index] = label
            return
        }
        guard let segmentIndex = layout.rightSegmentIndex(ofItem: index, count: count),
              labelWidth == layout.widths[segmentIndex] else {
            laidOut = (contentRevision, layout)
            content.rightItems[index] = label
            return
        }
        let old = layout.segments[segmentIndex]
        var new = old
        new.text = label
        layout.segments[segmentIndex] = new
        storedContent.rightItems[index] = label
        contentRevision &+= 1
        laidOut = (contentRevision, layout)
        invalidateColumns(from: old, width: labelWidth, to: new, width: labelWidth)
    }

    /// Sets the label of left item `index`: the left items move the title's room, so the whole
    /// content is set.
    func relabelLeftItem(at index: Int, to label: String) {
        guard index >= 0, index < storedContent.leftItems.count, storedContent.leftItems[index] != label else { return }
        content.leftItems[index] = label
    }

    /// The last layout, moved out of the bar (so that changing it copies nothing) when it is
    /// still that of the content at the bar's width; nil otherwise.
    private func takeCurrentLayout() -> BarLayout? {
        guard let current = laidOut.take() else { return nil }
        guard current.revision == contentRevision, current.layout.width == bounds.width else {
            laidOut = current
            return nil
        }
        return current.layout
    }

    /// Marks for redrawing the columns of the items row where segment `old` was drawn and `new`
    /// is (each with its width): one rectangle over both (they overlap, being the same part of
    /// the bar), narrowed to the columns that differ when both are plain ASCII at the same place.
    private func invalidateColumns(from old: BarSegment?, width oldWidth: Int, to new: BarSegment?, width newWidth: Int) {
        var start = Int.max, end = Int.min
        if let old, let new, old.x == new.x, old.style == new.style, let changed = Self.changedColumns(old.text, new.text) {
            start = old.x + changed.lowerBound
            end = old.x + changed.upperBound
        } else {
            if let old {
                start = old.x
                end = old.x + oldWidth
            }
            if let new {
                start = min(start, new.x)
                end = max(end, new.x + newWidth)
            }
        }
        guard start < end else { return }
        setNeedsDisplay(Rect(x: start, y: itemsRow, width: end - start, height: 1))
    }

    /// The columns where two printable-ASCII texts drawn from the same column differ (from the
    /// first byte that differs to the last, or to the end of the longer); nil when either holds
    /// anything else, whose columns are not its bytes.
    ///
    /// Nonisolated, so that its closures carry no main-actor check (one a call otherwise).
    nonisolated static func changedColumns(_ old: String, _ new: String) -> Range<Int>? {
        var old = old, new = new
        return old.withUTF8 { x in new.withUTF8 { y in changedColumns(x, y) } }
    }

    /// `changedColumns` on the two texts' bytes: one walk, where they differ first and last,
    /// and whether each is printable ASCII.
    private nonisolated static func changedColumns(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let common = min(x.count, y.count)
        var first = -1, last = -1
        for index in 0..<common {
            let a = x[index], b = y[index]
            guard a >= 0x20, a < 0x7F, b >= 0x20, b < 0x7F else { return nil }
            if a != b {
                if first < 0 { first = index }
                last = index
            }
        }
        let longer = x.count > y.count ? x : y
        for index in common..<longer.count {
            guard longer[index] >= 0x20, longer[index] < 0x7F else { return nil }
        }
        // Past the end of the shorter text every column differs.
        if longer.count > common {
            if first < 0 { first = common }
            last = longer.count - 1
        }
        guard first >= 0 else { return common..<common }
        return first..<last + 1
    }
}
