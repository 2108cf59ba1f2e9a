/// A text whose first lines change and whose rest stays (a file's metadata over its preview, when
/// the selection moves to the next file) is given as the new lines alone: the rest is copied once,
/// its laid-out lines and rows shift instead of being found again, and only the new lines' rows
/// are compared with what the screen shows.
extension TextView {
    /// Replaces the first `count` lines of the text with `lines` (plain text), keeping the rest
    /// and its styles; returns false and changes nothing when the text has no line after the
    /// first `count` or a style run starts inside them.
    ///
    /// The view ends as setting `styledText` to the new text leaves it: at its top, and redrawing
    /// only the rows that differ.
    @discardableResult
    public func replaceLeadingLines(_ count: Int, with lines: [String]) -> Bool {
        let old = storedText
        guard count > 0, !lines.isEmpty, let keptStart = Self.offset(afterLines: count, in: old.string),
              (old.runs.first?.offset ?? keptStart) >= keptStart - 1 else { return false }
        var prefixLength = lines.count
        for line in lines { prefixLength += line.utf8.count }
        guard let string = Self.text(lines, prefixLength: prefixLength, then: old.string, from: keptStart) else {
            // The same lines: as setting the same text, it still goes to the top.
            if top != (0, 0) || leftColumn != 0 { styledText = old }
            return true
        }
        let shift = prefixLength - keptStart
        var runs = old.runs
        if shift != 0 { for index in runs.indices { runs[index].offset += shift } }
        let new = StyledText(string, runs: runs)
        storedText = new
        guard !redrawLeadingLines(count, of: old, as: lines.count, in: new) else { return true }
        textDidChange(from: old)
        return true
    }

    /// Marks the rows of the new leading lines that differ from the old ones and keeps the rest
    /// of the layout and the screen; false when that is not enough (the view is not at its top,
    /// has not drawn, or the lines or their rows changed in number, moving the rows below).
    private func redrawLeadingLines(_ count: Int, of old: StyledText, as newCount: Int, in new: StyledText) -> Bool {
        let indents = wrapsLines && marksContinuations
        guard count == newCount, let shown, shown.top == (0, 0), shown.left == 0, top == (0, 0), leftColumn == 0,
              window != nil, var previous = layoutCache, previous.width == textWidth,
              previous.indentsContinuations == indents, previous.text == old,
              var current = previous.replacingLeadingLines(count, newCount: newCount, in: new) else { return false }
        var rows = count
        if wrapsLines {
            var oldRows = 0, newRows = 0
            for line in 0..<count {
                oldRows += previous.rowCount(line: line)
                newRows += current.rowCount(line: line)
            }
            guard oldRows == newRows else { return false }
            rows = newRows
        }
        let inset = safeAreaInsets
        var position: (line: Int, row: Int)? = (0, 0)
        for y in 0..<min(rows, visibleLineCount) {
            guard let row = position else { break }
            if !rowsMatch(row, in: &previous, row, in: &current) {
                setNeedsDisplay(Rect(x: 0, y: inset.top + y, width: bounds.width, height: 1))
            }
            position = rowAfter(row, in: &current)
        }
        // The rows below, the scroll indicator and what `shown` says all stay as they are.
        retiredRows = 0
        layoutCache = current
        return true
    }

    /// `lines`, each followed by a newline (`prefixLength` bytes in all), then the bytes of `rest`
    /// from `start`, copied with one allocation; nil when that is `rest` itself.
    nonisolated static func text(_ lines: [String], prefixLength: Int, then rest: String, from start: Int) -> String? {
        var rest = rest
        return rest.withUTF8 { old -> String? in
            guard let oldBase = old.baseAddress else { return nil }
            let keptLength = old.count - start
            var same = prefixLength == start
            let made = String(unsafeUninitializedCapacity: prefixLength + keptLength) { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                var at = 0
                for line in lines {
                    var line = line
                    line.withUTF8 { bytes in
                        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                        memcpy(base + at, source, bytes.count)
                        if same && memcmp(oldBase + at, source, bytes.count) != 0 { same = false }
                        at += bytes.count
                    }
                    base[at] = 10
                    if same && oldBase[at] != 10 { same = false }
                    at += 1
                }
                if keptLength > 0 { memcpy(base + at, oldBase + start, keptLength) }
                return at + keptLength
            }
            return same ? nil : made
        }
    }

    /// The byte offset just after the `count`th newline of `string`, or nil when it has fewer.
    nonisolated static func offset(afterLines count: Int, in string: String) -> Int? {
        var copy = string
        return copy.withUTF8 { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var position = 0
            for _ in 0..<count {
                guard position < buffer.count, let found = memchr(base + position, 10, buffer.count - position) else { return nil }
                position = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            }
            return position
        }
    }
}
