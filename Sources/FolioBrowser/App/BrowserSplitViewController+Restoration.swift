import FolioKit

/// The browser's part of state restoration: identifiers for the split and the list column, and
/// the directory the list column was rooted at when the user left the starting one.
extension BrowserSplitViewController {
    /// The split view's restoration identifier, the root of every saved path.
    nonisolated static let restorationPath = "browser"
    /// The list column's restoration identifier.
    nonisolated static let listColumnIdentifier = "list"
    /// The key of the replaced root directory in the split's saved state.
    nonisolated static let replacedRootKey = "root"
    /// The key of the list column's width, once the user has dragged the divider.
    nonisolated static let columnWidthKey = "columnWidth"

    /// Saves the list column's width when the user set it (dragging the divider, `(`, `)`),
    /// not when it is the configured one.
    func encodeColumnWidth(with coder: StateCoder) {
        guard let width = preferredPrimaryColumnWidth, width != configuredColumns else { return }
        coder.encode(width, forKey: Self.columnWidthKey)
    }

    /// Gives back a dragged width; the split still clamps it to the terminal it finds.
    func decodeColumnWidth(with coder: StateCoder) {
        guard let width = coder.decodeInteger(forKey: Self.columnWidthKey), width > 0 else { return }
        maximumPrimaryColumnWidth = max(maximumPrimaryColumnWidth, Self.unboundedListWidth)
        preferredPrimaryColumnWidth = width
    }

    /// Saves the list column's root directory when it is not the starting one.
    func encodeReplacedRoot(with coder: StateCoder) {
        guard let first = primaryNavigation?.viewControllers.first as? ItemListViewController, first.isReplacementRoot,
              let directory = first.item as? DirectoryItem else { return }
        coder.encode(directory.path.escapedText, forKey: Self.replacedRootKey)
    }

    /// Roots the list column at the saved directory, before the column's own state is decoded.
    func decodeReplacedRoot(with coder: StateCoder) {
        guard let saved = coder.decodeString(forKey: Self.replacedRootKey), let nav = primaryNavigation,
              let first = nav.viewControllers.first as? ItemListViewController, first.item is DirectoryItem else { return }
        let list = ItemListViewController(item: DirectoryItem(path: RawPath(escapedText: saved) ?? RawPath(saved), options: first.context.settings.options), context: first.context)
        list.restorationIdentifier = ItemListViewController.rootIdentifier
        list.isReplacementRoot = true
        nav.setViewControllers([list], animated: false)
    }
}
