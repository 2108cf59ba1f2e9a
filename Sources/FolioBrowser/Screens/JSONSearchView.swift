import FolioKit

/// The deep-search screen's view: the pattern line at the top, the results under it.
@MainActor
final class JSONSearchView: View {
    let field = TextField(prompt: "Search all: ")
    let listView = ListView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundStyle = .plain
        field.placeholder = "a name or value, then Enter"
        addSubview(field)
        addSubview(listView)
    }

    override func layoutSubviews() {
        let insets = safeAreaInsets
        field.frame = Rect(x: insets.left + 1, y: insets.top, width: max(0, bounds.width - insets.left - insets.right - 2), height: 1)
        listView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        listView.contentInset = EdgeInsets(top: insets.top + 1, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    override func safeAreaInsetsDidChange() { setNeedsLayout() }
}
