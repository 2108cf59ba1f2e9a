import FolioKit

/// Shows one item's detail text in a scrolling, wrapping text view.
@MainActor
public final class ItemDetailViewController: ViewController {
    /// The item shown.
    public let item: BrowserItem
    /// The text view.
    public let textView = TextView()

    /// Creates a detail screen for `item`.
    public init(item: BrowserItem) {
        self.item = item
        super.init()
        title = item.title
    }

    public override func loadView() {
        textView.text = item.detailText()
        view = textView
    }
}
