/// Text with styles: highlighted source, a previewer's coloured output, a hex dump.
///
/// Styles are runs keyed by UTF-8 offset, so the text stays one plain string that views can
/// index by byte (a 1 MB preview is one allocation, not a million styled characters).
public struct StyledText: Hashable, Sendable {
    /// The characters.
    public private(set) var string: String
    /// Style changes in increasing offset order; text before the first run has the viewer's style.
    public private(set) var runs: [StyleRun]

    /// Creates styled text; `runs` must be in increasing offset order.
    public init(_ string: String = "", runs: [StyleRun] = []) {
        self.string = string
        self.runs = runs
    }

    /// Length in UTF-8 bytes.
    public var utf8Count: Int { string.utf8.count }

    /// Appends `text` in `style`.
    public mutating func append(_ text: String, style: Style) {
        guard !text.isEmpty else { return }
        let offset = string.utf8.count
        if runs.last?.style != style && !(runs.isEmpty && style == .plain) {
            if let last = runs.last, last.offset == offset { runs[runs.count - 1].style = style } else {
                runs.append(StyleRun(offset: offset, style: style))
            }
        }
        string += text
    }

    /// Appends other styled text after this one.
    public mutating func append(_ other: StyledText) {
        let base = string.utf8.count
        let lastStyle = runs.last?.style ?? .plain
        if other.runs.first?.offset ?? 1 > 0 && lastStyle != .plain {
            runs.append(StyleRun(offset: base, style: .plain))
        }
        for run in other.runs {
            let shifted = StyleRun(offset: base + run.offset, style: run.style)
            if let last = runs.last, last.offset == shifted.offset { runs[runs.count - 1] = shifted } else { runs.append(shifted) }
        }
        string += other.string
    }

    /// The index of the run in effect at `offset`, or nil when it is before the first run.
    public func runIndex(at offset: Int) -> Int? {
        var low = 0, high = runs.count - 1, found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if runs[mid].offset <= offset { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }

    /// The style at `offset`, or `base` where no run applies.
    public func style(at offset: Int, base: Style = .plain) -> Style {
        runIndex(at: offset).map { runs[$0].style } ?? base
    }
}
