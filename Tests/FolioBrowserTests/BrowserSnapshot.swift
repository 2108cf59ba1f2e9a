import FolioKit
@testable import FolioBrowser

/// What decides a browser's screen.
///
/// The size, the split's mode, the focus, and each column's stack with every list's selection and
/// scroll and the detail's scroll. Two browsers with equal snapshots must draw equal screens,
/// whatever keys and resizes brought each there.
struct BrowserSnapshot: Equatable, CustomStringConvertible {
    /// One controller of a stack.
    enum Entry: Equatable, CustomStringConvertible {
        /// A list of the directory at `path`, its selected row and the first row on screen
        /// (nil when the list is not on screen: its scroll does not show).
        case list(path: String, selected: Int?, top: Int?)
        /// The detail of the item at `path`, scrolled to `topLine` (nil when not on screen).
        case detail(path: String, topLine: Int?)
        /// Any other controller (the empty detail shown when nothing is selected).
        case other(type: String, title: String?)

        var description: String {
            switch self {
            case .list(let path, let selected, let top):
                return "list(\(path), selected \(selected.map(String.init) ?? "-"), top \(top.map(String.init) ?? "-"))"
            case .detail(let path, let topLine): return "detail(\(path), line \(topLine.map(String.init) ?? "-"))"
            case .other(let type, let title): return "\(type)(title \(title.map { "\"\($0)\"" } ?? "nil"))"
            }
        }
    }

    var size: Size
    var isCollapsed: Bool
    var displayMode: SplitViewController.DisplayMode
    var focusedColumn: SplitViewController.Column
    var primary: [Entry]
    var secondary: [Entry]

    /// The state of `split`, drawn at `size`.
    @MainActor
    init(of split: SplitViewController, size: Size) {
        self.size = size
        isCollapsed = split.isCollapsed
        // Collapsed, there is one column: the mode and the focus of two columns do not show.
        displayMode = split.isCollapsed ? .automatic : split.displayMode
        focusedColumn = split.isCollapsed ? .primary : split.focusedColumn
        let columns = split.viewControllers.map { ($0 as? NavigationController)?.viewControllers ?? [$0] }
        primary = (columns.first ?? []).map(BrowserSnapshot.entry)
        secondary = columns.count > 1 ? columns[1].map(BrowserSnapshot.entry) : []
    }

    @MainActor
    static func entry(_ controller: ViewController) -> Entry {
        if let list = controller as? ItemListViewController {
            let shown = list.listView.window != nil
            return .list(path: path(of: list.item), selected: list.listView.selectedRow, top: shown ? list.listView.topRow : nil)
        }
        if let detail = controller as? ItemDetailViewController {
            return .detail(path: path(of: detail.item), topLine: detail.textView.window != nil ? detail.textView.topLine : nil)
        }
        return .other(type: String(describing: type(of: controller)), title: controller.title)
    }

    @MainActor
    static func path(of item: BrowserItem) -> String {
        (item as? FileItem)?.path.display ?? item.title
    }

    var description: String {
        let mode = isCollapsed ? "collapsed" : "\(displayMode), focus \(focusedColumn)"
        return "\(size.width)x\(size.height) \(mode)\n  primary: \(primary.map(\.description).joined(separator: " > "))"
            + "\n  secondary: \(secondary.map(\.description).joined(separator: " > "))"
    }
}
