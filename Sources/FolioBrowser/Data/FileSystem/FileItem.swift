import FolioKit
import FoundationEssentials

/// A file-system entry: a directory (which opens into a list) or anything else (which shows a preview).
///
/// Its status is read only when something asks (a visible row, a sort, a preview).
///
/// Kept small, since a directory may hold 100,000 of them: the folder's path is shared by all
/// its entries, the name is the entry's own bytes, and the status lives in a box made on demand.
@MainActor
public class FileItem: BrowserItem, PreviewSource {
    /// The folder the entry is in (shared storage), or the whole path for a root.
    let folder: RawPath
    /// The entry's own name, or empty for a root opened by path.
    let name: [UInt8]
    /// What `readdir` said it is.
    public let entryKind: FileKind
    /// Shared display options.
    public let options: DirectoryOptions
    private var statusBox: StatusBox?

    private final class StatusBox {
        let value: Result<FileStatus, BrowserError>
        /// The row note made from the status, and the sort order it was made for (a size or
        /// time sort shows its key), kept so redrawing a row formats nothing.
        var subtitle: (order: DirectoryOptions.SortOrder, text: String)?
        /// The row colour made from the status (`.some(nil)`: made, and no colour).
        var rowStyle: Style??
        init(_ value: Result<FileStatus, BrowserError>) { self.value = value }
    }

    /// Index in `documentEndings` of the ending this file opens as, decided once from the name
    /// (rows ask on every redraw; lowercasing and matching the name each time showed in profiles).
    private(set) lazy var documentEndingIndex: Int? = {
        options.workProbe?(.documentCheck)
        return Self.documentEndingIndex(name: title, kind: entryKind, isDirectory: self is DirectoryItem)
    }()

    /// Creates an item for the entry `name` in `folder`.
    init(folder: RawPath, name: [UInt8], kind: FileKind, options: DirectoryOptions) {
        self.folder = folder
        self.name = name
        self.entryKind = kind
        self.options = options
    }

    /// Creates an item for a whole path.
    public convenience init(path: RawPath, kind: FileKind, options: DirectoryOptions) {
        self.init(folder: path, name: [], kind: kind, options: options)
    }

    /// Makes the right item for an entry: a directory (or a symlink to one) opens into a list.
    static func make(folder: RawPath, name: [UInt8], kind: FileKind, options: DirectoryOptions) -> FileItem {
        if kind == .directory { return DirectoryItem(folder: folder, name: name, kind: kind, options: options) }
        if kind == .symlink, case .success(let status) = FileStatus.read(folder.appending(name)), status.targetKind == .directory {
            return DirectoryItem(folder: folder, name: name, kind: .symlink, options: options)
        }
        return FileItem(folder: folder, name: name, kind: kind, options: options)
    }

    /// Where it is.
    public var path: RawPath { name.isEmpty ? folder : folder.appending(name) }

    /// The name's bytes, for sorting and hidden checks.
    var nameBytes: [UInt8] { name.isEmpty ? folder.lastComponent : name }

    /// The name as text, decoded once (rows are redrawn every frame).
    public private(set) lazy var title: String = String(decoding: nameBytes, as: UTF8.self)

    /// The status, read once on first use.
    public var status: Result<FileStatus, BrowserError> {
        if let statusBox { return statusBox.value }
        let read = FileStatus.read(path)
        statusBox = StatusBox(read)
        return read
    }

    /// The status if it was read already (a drawn row reads it), without reading it now.
    public var knownStatus: FileStatus? {
        if case .success(let status)? = statusBox?.value { return status }
        return nil
    }

    /// Forgets the cached status (refresh).
    public func invalidateStatus() { statusBox = nil }

    /// The size of a regular file, an arrow for a link, or the kind of a special file; in a
    /// size or time sort, the size or the modification time (see `subtitle(for:sortedBy:)`).
    public var subtitle: String {
        let current = status  // read once, then kept in the box
        let order = options.sortOrder
        if let cached = statusBox?.subtitle, cached.order == order { return cached.text }
        let text = Self.subtitle(for: current, sortedBy: order)
        statusBox?.subtitle = (order, text)
        return text
    }

    /// The row colour from `colors` (the settings' one table), made once per status: rows are
    /// redrawn on every frame, and matching `LS_COLORS` suffixes each time showed in profiles.
    func rowStyle(colors: FileColors) -> Style? {
        let current = status  // read once, then kept in the box
        if let cached = statusBox?.rowStyle { return cached }
        options.workProbe?(.rowStyle)
        let style = Self.rowStyle(for: current, name: nameBytes, kind: entryKind, colors: colors)
        statusBox?.rowStyle = .some(style)
        return style
    }

    /// A file never opens into a list.
    public var hasChildren: Bool { false }
    /// No children.
    public func children() throws -> [BrowserItem] { [] }
    /// An empty list.
    public func childList() throws -> ChildList { .empty }
    /// The file's path, for the pager and the editor.
    public var filePath: RawPath? { path }
    /// The path's own bytes (`y`, marks, `--choose`), without making its text form first.
    public var locatorBytes: [UInt8]? { path.bytes }
    /// The name's own bytes (`Y`), not its text form.
    public var copyBytes: [UInt8] { nameBytes }

    /// A preview of the file's content, made on the spot.
    public func detailText() -> String { FilePreview.text(for: path) }

    /// Reads and renders the file's preview off the main loop.
    public func previewWork(options: PreviewOptions) -> @Sendable (CancellationFlag) -> PreviewDocument {
        let path = self.path
        return { cancellation in FilePreview.document(for: path, options: options, cancellation: cancellation) }
    }
}
