import FolioKit

/// A list with an optional line under it: the filter's search bar while the filter is typed,
/// or the prompt of `:` and the name prompts.
@MainActor
final class ListScreenView: View {
    let listView: ListView
    /// The prompts' field (`:`, a new name, a shell command).
    let filterField = TextField(prompt: "/")
    /// The filter's search bar (the list's `navigationItem.searchController`'s), shown while editing.
    let searchBar: SearchBar

    init(listView: ListView, searchBar: SearchBar) {
        self.listView = listView
        self.searchBar = searchBar
        super.init()
        backgroundStyle = .plain
        filterField.isHidden = true
        searchBar.isHidden = true
        addSubview(listView)
        addSubview(filterField)
        addSubview(searchBar)
    }

    /// True while the bottom line shows: the filter being typed, or a prompt.
    var isFilterShown: Bool { !filterField.isHidden || !searchBar.isHidden }

    override func layoutSubviews() {
        let fieldRows = isFilterShown ? 1 : 0
        listView.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - fieldRows))
        listView.contentInset = EdgeInsets(top: safeAreaInsets.top, left: safeAreaInsets.left,
                                             bottom: isFilterShown ? 0 : safeAreaInsets.bottom, right: safeAreaInsets.right)
        let fieldRow = max(0, bounds.height - 1 - (isFilterShown ? safeAreaInsets.bottom : 0))
        filterField.frame = Rect(x: 1, y: fieldRow, width: max(0, bounds.width - 2), height: 1)
        // The bar's field is inset by one column, as the prompts' field is.
        searchBar.frame = Rect(x: 0, y: fieldRow, width: bounds.width, height: 1)
    }

    override func safeAreaInsetsDidChange() { setNeedsLayout() }
}
