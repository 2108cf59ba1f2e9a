import FolioKit

extension FileItem {
    /// The row's colour from `LS_COLORS`.
    ///
    /// By type and mode from the status a visible row has read anyway, and by extension for files.
    /// Nil when the colours say nothing.
    func rowStyle(colors: FileColors) -> Style? {
        switch status {
        case .success(let status):
            return colors.style(name: nameBytes, status: status)
        case .failure:
            return colors.style(name: nameBytes, kind: entryKind)
        }
    }
}
