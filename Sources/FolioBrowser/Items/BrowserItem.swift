/// One thing the browser lists: a directory entry, a JSON value, a catalog entry.
///
/// A new kind of source is one type conforming to this protocol.
@MainActor
public protocol BrowserItem: AnyObject {
    /// The name shown in lists and titles.
    var title: String { get }
    /// A short note at the right of the row (a size, a count).
    var subtitle: String { get }
    /// True when the item opens into a list of children.
    var hasChildren: Bool { get }
    /// The children, in display order.
    func children() throws -> [BrowserItem]
    /// The children as a list made on demand (by default, over `children()`).
    func childList() throws -> ChildList
    /// The text the detail pane shows for this item.
    func detailText() -> String
    /// The file-system path behind the item, if it has one (for the pager, the editor), as the
    /// kernel's bytes: a name that is not UTF-8 reaches other programs as it is.
    var filePath: RawPath? { get }
    /// Where the item is, as text a user can read: an absolute path, a jq path
    /// (`.packages[11].Depends[0]`), `FILE.db:table:rowid`.
    var locator: String? { get }
    /// The locator's bytes, as they leave the program (`y` copies them, marks hold them,
    /// `--choose` prints them): a path's own bytes, never its text form.
    var locatorBytes: [UInt8]? { get }
    /// The item's own text: a file name, a JSON value as compact JSON.
    var copyValue: String { get }
    /// The bytes `Y` copies: `copyValue`, or a file name's own bytes.
    var copyBytes: [UInt8] { get }
    /// A one-line glimpse of the item's content, drawn dimmed after the title (a JSON value's
    /// members); empty for none.
    var rowPreview: String { get }
}

extension BrowserItem {
    /// No file behind the item, unless it says otherwise.
    public var filePath: RawPath? { nil }
    /// The file path, unless the item gives a locator of its own.
    public var locator: String? { filePath?.display }
    /// The locator's UTF-8; when the locator is the file path's text, the path's own bytes.
    public var locatorBytes: [UInt8]? {
        if let filePath, locator == filePath.display { return filePath.bytes }
        return locator.map { Array($0.utf8) }
    }
    /// The title, unless the item has text of its own.
    public var copyValue: String { title }
    /// The copy text's UTF-8, unless the item has bytes of its own.
    public var copyBytes: [UInt8] { Array(copyValue.utf8) }
    /// No glimpse of the content, unless the item gives one.
    public var rowPreview: String { "" }
    /// The children as a list, made from `children()`.
    public func childList() throws -> ChildList { ChildList(items: try children()) }
}

/// An item whose children take a while to produce (a huge directory, a 100 MB document).
///
/// The list runs `backgroundWork()` off the main loop, shows progress, then calls `finishLoading`
/// on the main loop with its result. The screen stays responsive meanwhile.
@MainActor
public protocol BackgroundLoading: BrowserItem {
    /// The slow part, safe to run on any thread. It may report progress text as it goes.
    func backgroundWork() -> @Sendable (_ progress: @escaping @Sendable (String) -> Void) throws -> any Sendable
    /// Turns the background result into the list of children, on the main loop.
    func finishLoadingList(_ result: any Sendable) throws -> ChildList
}

extension BackgroundLoading {
    /// The children as an array, from a background result (for callers that want every item).
    public func finishLoading(_ result: any Sendable) throws -> [BrowserItem] { try finishLoadingList(result).items }
}

/// A problem reading an item, with words a person can act on.
public struct BrowserError: Error, CustomStringConvertible, Equatable {
    /// What went wrong and, where possible, what to do.
    public var message: String
    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }
    /// The message, as shown to the user.
    public var description: String { message }
}
