/// An item whose list is titled otherwise than its row: a foreign key listed by its column
/// (`AlbumId`) opens as the row it names (`Album 127`).
@MainActor
public protocol ListTitling: BrowserItem {
    /// The title of the list of the item's children.
    var listTitle: String { get }
}
