import FolioKit

/// The filter through FolioKit's search controller: `navigationItem.searchController` with the
/// list as its results updater (UIKit's UISearchResultsUpdating), its bar installed at the
/// bottom of the list, shown while the filter is typed (the bar's delegate).
///
/// `/` (the `filter` command) begins editing with the filter in force; each change of the text
/// filters at once; Enter keeps the filter and hides the bar; Esc clears it.
extension ItemListViewController: SearchResultsUpdating, SearchBarDelegate {
    func setUpFilterSearch() {
        filterSearch.searchResultsUpdater = self
        filterSearch.searchBar.delegate = self
        filterSearch.searchBar.placeholder = ""
        filterSearch.searchBar.searchTextField.prompt = "/"
        navigationItem.searchController = filterSearch
    }

    /// Filters the rows by the search text; the activation, which hands over the filter already
    /// in force, changes nothing.
    public func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != appliedFilterText else { return }
        applyFilter(text)
    }

    /// The bar shows at the bottom and the list's selection as active while the filter is typed.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        searchBar.isHidden = false
        listView.showsActiveSelection = true
        screen.setNeedsLayout()
    }

    /// Enter or Esc: the bar hides and the list takes the keys again.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
        searchBar.searchTextField.insertionIndex = nil
        searchBar.isHidden = true
        listView.showsActiveSelection = false
        screen.setNeedsLayout()
        listView.becomeFirstResponder()
    }
}
