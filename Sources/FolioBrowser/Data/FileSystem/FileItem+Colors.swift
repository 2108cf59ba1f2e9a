import FolioKit

extension FileItem {
    /// The row colour from `LS_COLORS` for an entry with this status (or, when the status could
    /// not be read, this kind).
    ///
    /// By type and mode from the status a visible row has read anyway, and by extension for files.
    /// Nil when the colours say nothing.
    static func rowStyle(for status: Result<FileStatus, BrowserError>, name: [UInt8], kind: FileKind,
                         colors: FileColors) -> Style? {
        switch status {
        case .success(let status):
            return colors.style(name: name, status: status)
        case .failure:
            return colors.style(name: name, kind: kind)
        }
    }
}
