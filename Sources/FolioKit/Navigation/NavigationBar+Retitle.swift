extension NavigationBar {
    /// Sets the title, laying out and redrawing only the title when nothing else moves.
    ///
    /// The title's room (between the left and right parts) does not depend on the title, so a
    /// new title is placed in the room the last layout left; only the columns the old and the
    /// new title cover are redrawn. Without a current layout (first frame, new width, a title
    /// view, a push crossing over) the whole content is set instead.
    func retitle(_ title: String) {
        guard storedContent.title != title else { return }
        guard crossing == nil, titleView == nil, frame.width > 0, let layout = currentLayout else {
            content.title = title
            return
        }
        let old = layout.title
        let new = BarLayout.titleSegment(title, left: layout.titleLeft, right: layout.titleRight,
                                         width: bounds.width, style: barStyle)
        storedContent.title = title
        contentRevision &+= 1
        laidOut?.revision = contentRevision
        laidOut?.layout.setTitle(new)
        invalidateColumns(from: old, to: new)
    }

    /// Sets the label of right item `index`, redrawing only its columns when its width stays
    /// (a position counter going from 5/120 to 6/120): nothing else moves then.
    ///
    /// A label of another width moves the items to its left and the title's room: the whole
    /// content is set, which redraws what moved.
    func relabelRightItem(at index: Int, to label: String) {
        let count = storedContent.rightItems.count
        guard index >= 0, index < count, storedContent.rightItems[index] != label else { return }
        guard crossing == nil, frame.width > 0, let layout = currentLayout,
              let segmentIndex = layout.rightSegmentIndex(ofItem: index, count: count),
              TextWidth.width(of: label) == TextWidth.width(of: layout.segments[segmentIndex].text) else {
            content.rightItems[index] = label
            return
        }
        let old = layout.segments[segmentIndex]
        var new = old
        new.text = label
        storedContent.rightItems[index] = label
        contentRevision &+= 1
        laidOut?.revision = contentRevision
        laidOut?.layout.segments[segmentIndex] = new
        invalidateColumns(from: old, to: new)
    }

    /// Sets the label of left item `index`: the left items move the title's room, so the whole
    /// content is set.
    func relabelLeftItem(at index: Int, to label: String) {
        guard index >= 0, index < storedContent.leftItems.count, storedContent.leftItems[index] != label else { return }
        content.leftItems[index] = label
    }

    /// Marks for redrawing the columns of the items row where segment `old` was drawn and `new`
    /// is: one rectangle over both (they overlap, being the same part of the bar), narrowed to
    /// the columns that differ when both are plain ASCII at the same place.
    private func invalidateColumns(from old: BarSegment?, to new: BarSegment?) {
        var start = Int.max, end = Int.min
        if let old, let new, old.x == new.x, old.style == new.style, let changed = Self.changedColumns(old.text, new.text) {
            start = old.x + changed.lowerBound
            end = old.x + changed.upperBound
        } else {
            for segment in [old, new] {
                guard let segment else { continue }
                start = min(start, segment.x)
                end = max(end, segment.x + TextWidth.width(of: segment.text))
            }
        }
        guard start < end else { return }
        setNeedsDisplay(Rect(x: start, y: itemsRow, width: end - start, height: 1))
    }

    /// The columns where two printable-ASCII texts drawn from the same column differ (their
    /// common start, and their common end when they are as long, left out); nil when either
    /// holds anything else, whose columns are not its bytes.
    static func changedColumns(_ old: String, _ new: String) -> Range<Int>? {
        let x = old.utf8, y = new.utf8
        let count = x.count, newCount = y.count
        var prefix = 0, asciiOld = true, asciiNew = true, differs = false
        // One walk over both: where they part, and whether each is printable ASCII.
        var i = x.startIndex, j = y.startIndex
        while i != x.endIndex || j != y.endIndex {
            let a: UInt8? = i != x.endIndex ? x[i] : nil
            let b: UInt8? = j != y.endIndex ? y[j] : nil
            if let a { asciiOld = asciiOld && a >= 0x20 && a < 0x7F; i = x.index(after: i) }
            if let b { asciiNew = asciiNew && b >= 0x20 && b < 0x7F; j = y.index(after: j) }
            if !differs && a == b { prefix += 1 } else { differs = true }
        }
        guard asciiOld, asciiNew else { return nil }
        // A common end is at the same columns only when the lengths are equal.
        guard count == newCount, differs else { return prefix..<max(count, newCount) }
        var suffix = 0
        var p = x.endIndex, q = y.endIndex
        while suffix < count - prefix {
            p = x.index(before: p)
            q = y.index(before: q)
            guard x[p] == y[q] else { break }
            suffix += 1
        }
        return prefix..<count - suffix
    }
}
