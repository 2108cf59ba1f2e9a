import FolioKit

/// An item whose lists offer extra key commands (JSON: deep search, raw view, next result).
///
/// The list asks its own item, so each source adds keys without the list knowing about it.
@MainActor
public protocol ListCommandProviding: AnyObject {
    /// Commands for `list`, a list of this item's children; they come before the list's own.
    func keyCommands(for list: ItemListViewController) -> [KeyCommand]
}

/// An item whose detail screen offers extra key commands (JSON: the raw view).
@MainActor
public protocol DetailCommandProviding: AnyObject {
    /// Commands for `detail`, the detail screen showing this item.
    func keyCommands(for detail: ItemDetailViewController) -> [KeyCommand]
}
