/// A new text redraws only the rows on screen that change.
///
/// Each row on screen is drawn from its bytes, the styles over them and (for a wrapped
/// continuation) its line's indentation; a row whose inputs are equal in the old and the new
/// text draws the same cells and stays as it is.
extension TextView {
    func textDidChange(from old: StyledText) {
        let oldLayout = layoutCache
        let oldShown = shown
        if styledText == old, let oldShown, oldShown.top == (0, 0), oldShown.left == 0, top == (0, 0), leftColumn == 0 {
            // The same text from its top: the screen and the laid-out rows stay as they are.
            return
        }
        retiredRows = 0
        layoutCache = nil
        top = (0, 0)
        leftColumn = 0
        guard let oldShown, var previous = oldLayout, previous.text == old, window != nil,
              previous.width == textWidth, previous.indentsContinuations == (wrapsLines && marksContinuations),
              oldShown.left == 0 || wrapsLines else {
            setNeedsDisplay()
            return
        }
        var current = layout
        let inset = safeAreaInsets
        let visible = visibleLineCount
        var before: (line: Int, row: Int)? = oldShown.top
        var after: (line: Int, row: Int)? = top
        for y in 0..<visible {
            if before == nil && after == nil { break }
            if !rowsMatch(before, in: &previous, after, in: &current) {
                setNeedsDisplay(Rect(x: 0, y: inset.top + y, width: bounds.width, height: 1))
            }
            // `if let`, not `flatMap`: a closure here is main-actor isolated, and Swift checks
            // that isolation at run time on every call (swift_task_isCurrentExecutor).
            if let row = before { before = rowAfter(row, in: &previous) }
            if let row = after { after = rowAfter(row, in: &current) }
        }
        let (total, offset) = indicatorPosition(&current)
        layout = current
        let oldThumb = ScrollIndicator.thumb(total: oldShown.total, visible: min(visible, oldShown.total),
                                             offset: oldShown.offset, track: visible)
        let newThumb = ScrollIndicator.thumb(total: total, visible: min(visible, total), offset: offset, track: visible)
        if oldThumb != newThumb {
            setNeedsDisplay(Rect(x: bounds.width - 1 - inset.right, y: inset.top, width: 1, height: visible))
        }
        // The rows left alone now show the new text from its top.
        shown = ShownText(top: top, left: 0, total: total, offset: offset)
    }

    /// True when row `a` of `old` and row `b` of `new` draw the same cells (nil is a blank row).
    func rowsMatch(_ a: (line: Int, row: Int)?, in old: inout TextLayout,
                           _ b: (line: Int, row: Int)?, in new: inout TextLayout) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        let oldRange: Range<Int>?, newRange: Range<Int>?
        if wrapsLines {
            oldRange = old.rowRange(line: a.line, row: a.row)
            newRange = new.rowRange(line: b.line, row: b.row)
            if old.indentsContinuations {
                // A continuation row starts with the marker at its line's indentation.
                guard (a.row > 0) == (b.row > 0) else { return false }
                if a.row > 0 && old.continuationIndent(ofLine: a.line) != new.continuationIndent(ofLine: b.line) { return false }
            }
        } else {
            oldRange = old.lineRange(a.line)
            newRange = new.lineRange(b.line)
        }
        guard let oldRange, let newRange, oldRange.count == newRange.count else { return oldRange == nil && newRange == nil }
        return Self.bytesEqual(old.text.string, oldRange, new.text.string, newRange)
            && Self.stylesMatch(old.text, in: oldRange, new.text, in: newRange, base: style)
    }

    /// True when two equally long ranges of two texts have the same styles: the same style at
    /// their starts and the same changes at the same distances (the style at each start,
    /// then each change by its distance from the start), walked without making arrays.
    nonisolated static func stylesMatch(_ a: StyledText, in aRange: Range<Int>, _ b: StyledText, in bRange: Range<Int>,
                                        base: Style) -> Bool {
        let aFirst = a.runIndex(at: aRange.lowerBound), bFirst = b.runIndex(at: bRange.lowerBound)
        guard (aFirst.map { a.runs[$0].style } ?? base) == (bFirst.map { b.runs[$0].style } ?? base) else { return false }
        var aNext = (aFirst ?? -1) + 1, bNext = (bFirst ?? -1) + 1
        while true {
            let aHas = aNext < a.runs.count && a.runs[aNext].offset < aRange.upperBound
            let bHas = bNext < b.runs.count && b.runs[bNext].offset < bRange.upperBound
            guard aHas == bHas else { return false }
            guard aHas else { return true }
            guard a.runs[aNext].offset - aRange.lowerBound == b.runs[bNext].offset - bRange.lowerBound,
                  a.runs[aNext].style == b.runs[bNext].style else { return false }
            aNext += 1
            bNext += 1
        }
    }

    /// True when two equally long byte ranges of two strings hold the same bytes.
    nonisolated private static func bytesEqual(_ a: String, _ aRange: Range<Int>, _ b: String, _ bRange: Range<Int>) -> Bool {
        let compared: Bool?? = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return aRange.isEmpty }
                return memcmp(l + aRange.lowerBound, r + bRange.lowerBound, aRange.count) == 0
            }
        }
        if let compared, let result = compared { return result }
        let utf8A = a.utf8, utf8B = b.utf8
        let lowerA = utf8A.index(utf8A.startIndex, offsetBy: aRange.lowerBound)
        let lowerB = utf8B.index(utf8B.startIndex, offsetBy: bRange.lowerBound)
        return utf8A[lowerA...].prefix(aRange.count).elementsEqual(utf8B[lowerB...].prefix(bRange.count))
    }
}
