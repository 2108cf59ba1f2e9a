import FolioKit

/// A move between two files changes only the metadata lines at the top of the detail's text;
/// the body (often a screenful or 64 KB of highlighted text) is kept byte for byte, and the text
/// view compares only the rows of the new lines with the screen.
extension ItemDetailViewController {
    /// Puts `lines` over the metadata lines of `shown` on screen, as `PreviewDocument.rendered`
    /// would lay them out; false (nothing changed) when the text on screen is not `shown`'s at
    /// this width, or its metadata is styled, so a full layout is needed.
    func splice(_ lines: [String], over shown: PreviewDocument) -> Bool {
        let count = shown.metadataCount
        guard !lines.isEmpty, count > 0, count <= shown.header.count, shownWidth == textView.textWidth,
              let current = shownText, current == textView.styledText else { return false }
        // The layout joins header lines with plain newlines: plain lines are the text's first
        // `count` lines, and the text view keeps every byte after them.
        for line in shown.header[0..<count] {
            guard line.runs.isEmpty else { return false }
        }
        return textView.replaceLeadingLines(count, with: lines)
    }
}
