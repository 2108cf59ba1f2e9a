import FolioKit

/// A move between two files changes only the metadata lines at the top of the detail's text;
/// the body (often a screenful or 64 KB of highlighted text) is reused byte for byte.
extension ItemDetailViewController {
    /// The text `PreviewDocument.rendered` would give for `shown` with its metadata lines
    /// replaced by `lines`, made from the text on screen; nil when the text on screen is not
    /// `shown`'s at this width, or the metadata is styled, so a full layout is needed.
    func spliced(_ lines: [String], over shown: PreviewDocument) -> StyledText? {
        let count = shown.metadataCount
        guard !lines.isEmpty, count > 0, count <= shown.header.count, shownWidth == textView.textWidth,
              let current = shownText, current == textView.styledText else { return nil }
        // Where the old metadata ends: its lines and the newlines between them.
        var end = count - 1
        for line in shown.header[0..<count] {
            guard line.runs.isEmpty else { return nil }
            end += line.utf8Count
        }
        let old = current.string.utf8
        // The layout joins header lines with plain newlines and no runs before the first
        // styled byte: with no run inside the old metadata, the rest renders the same after
        // any plain prefix, shifted by the change in length.
        guard end <= old.count, current.runs.first.map({ $0.offset >= end }) ?? true else { return nil }
        var prefixLength = lines.count - 1
        for line in lines { prefixLength += line.utf8.count }
        let rest = old[old.index(old.startIndex, offsetBy: end)...]
        var string = ""
        string.reserveCapacity(prefixLength + rest.count)
        for (index, line) in lines.enumerated() {
            if index > 0 { string.append("\n") }
            string.append(line)
        }
        string.append(contentsOf: Substring(rest))
        let shift = prefixLength - end
        var runs = current.runs
        if shift != 0 { for index in runs.indices { runs[index].offset += shift } }
        return StyledText(string, runs: runs)
    }
}
