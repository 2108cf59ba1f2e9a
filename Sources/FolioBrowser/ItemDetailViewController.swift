import FolioKit

/// Shows one item's detail text in a scrolling, wrapping text view.
@MainActor
public final class ItemDetailViewController: ViewController {
    /// The item shown.
    public let item: BrowserItem
    /// Shared state.
    public let context: BrowserContext
    /// The text view.
    public let textView = TextView()

    /// Creates a detail screen for `item`.
    public init(item: BrowserItem, context: BrowserContext) {
        self.item = item
        self.context = context
        super.init()
        title = item.title
        if let path = item.filePath, !(item is DirectoryItem) {
            toolbarItems = [
                BarButtonItem(title: "Pager", key: .character("o"), priority: 2) { [weak self] in
                    self?.context.open(path, editing: false, in: self?.window?.application)
                },
                BarButtonItem(title: "Edit", key: .character("e"), priority: 1) { [weak self] in
                    self?.context.open(path, editing: true, in: self?.window?.application)
                },
            ]
        }
    }

    public override func loadView() {
        textView.text = item.detailText()
        view = textView
    }

    public override var keyCommands: [KeyCommand] {
        guard let path = item.filePath, !(item is DirectoryItem) else { return [] }
        if context.choosesPath {
            return [KeyCommand([.enter, .character("o")], title: "Choose this file and quit") { [weak self] in
                self?.context.choose(self?.item.locator ?? path, in: self?.window?.application)
            }]
        }
        return [
            KeyCommand([.character("o"), .enter], title: "Open in the pager") { [weak self] in
                self?.context.open(path, editing: false, in: self?.window?.application)
            },
            KeyCommand([.character("e")], title: "Open in the editor") { [weak self] in
                self?.context.open(path, editing: true, in: self?.window?.application)
            },
        ]
    }
}
