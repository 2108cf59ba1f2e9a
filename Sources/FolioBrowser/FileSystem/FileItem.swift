import Foundation

/// A file-system entry: a directory (which opens into a list) or anything else (which shows
/// a preview). Its status is read only when something asks (a visible row, a sort, a preview).
@MainActor
public class FileItem: BrowserItem {
    /// Where it is.
    public let path: RawPath
    /// What `readdir` said it is.
    public let entryKind: FileKind
    /// Shared display options.
    public let options: DirectoryOptions
    private var cachedStatus: Result<FileStatus, BrowserError>?

    /// Creates an item for an entry.
    public init(path: RawPath, kind: FileKind, options: DirectoryOptions) {
        self.path = path
        self.entryKind = kind
        self.options = options
    }

    /// Makes the right item for an entry: a directory (or a symlink to one) opens into a list.
    public static func make(path: RawPath, kind: FileKind, options: DirectoryOptions) -> FileItem {
        if kind == .directory { return DirectoryItem(path: path, kind: kind, options: options) }
        if kind == .symlink, case .success(let status) = FileStatus.read(path), status.targetKind == .directory {
            return DirectoryItem(path: path, kind: .directory, options: options)
        }
        return FileItem(path: path, kind: kind, options: options)
    }

    public var title: String { String(decoding: path.lastComponent, as: UTF8.self) }

    /// The status, read once on first use.
    public var status: Result<FileStatus, BrowserError> {
        if let cachedStatus { return cachedStatus }
        let read = FileStatus.read(path)
        cachedStatus = read
        return read
    }

    /// Forgets the cached status (refresh).
    public func invalidateStatus() { cachedStatus = nil }

    public var subtitle: String {
        guard case .success(let status) = status else { return "?" }
        switch status.kind {
        case .regular: return FileStatus.humanSize(status.size)
        case .symlink: return status.targetKind == nil ? "→ (broken)" : "→"
        case .fifo: return "fifo"
        case .socket: return "socket"
        case .characterDevice, .blockDevice: return "device"
        default: return ""
        }
    }

    public var hasChildren: Bool { false }
    public func children() throws -> [BrowserItem] { [] }
    public var filePath: String? { path.display }

    public func detailText() -> String { FilePreview.text(for: path) }
}
