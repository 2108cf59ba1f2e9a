import FolioKit

/// A list with an optional filter line under it.
@MainActor
final class ListScreenView: View {
    let listView: ListView
    let filterField = TextField(prompt: "/")

    init(listView: ListView) {
        self.listView = listView
        super.init()
        backgroundStyle = .plain
        filterField.isHidden = true
        addSubview(listView)
        addSubview(filterField)
    }

    var isFilterShown: Bool { !filterField.isHidden }

    override func layoutSubviews() {
        let fieldRows = isFilterShown ? 1 : 0
        listView.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - fieldRows))
        listView.contentInset = EdgeInsets(top: safeAreaInsets.top, left: safeAreaInsets.left,
                                             bottom: isFilterShown ? 0 : safeAreaInsets.bottom, right: safeAreaInsets.right)
        filterField.frame = Rect(x: 1, y: max(0, bounds.height - 1 - (isFilterShown ? safeAreaInsets.bottom : 0)),
                                 width: max(0, bounds.width - 2), height: 1)
    }

    override func safeAreaInsetsDidChange() { setNeedsLayout() }
}
