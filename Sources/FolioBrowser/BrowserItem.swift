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
    /// The text the detail pane shows for this item.
    func detailText() -> String
}

/// A problem reading an item, with words a person can act on.
public struct BrowserError: Error, CustomStringConvertible, Equatable {
    /// What went wrong and, where possible, what to do.
    public var message: String
    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
