/// The search bar of the top controller's `navigationItem.searchController`: shown under the
/// navigation bar while the search is active, with the results controller (if any) over the
/// content while it shows (SearchController+Results).
extension NavigationController {
    /// The top controller's search controller, when its search is active and its view is shown:
    /// its bar under the navigation bar, or its results over the content (whoever installed the bar).
    var activeSearchController: SearchController? {
        guard let search = topViewController?.navigationItem.searchController, search.isActive,
              !search.isSearchBarInstalledByApp || search.isShowingResults else { return nil }
        return search
    }

    /// The search controller that has the keys: one whose bar is edited under the navigation
    /// bar, or whose results show while the text is not edited.
    var focusedSearchController: SearchController? {
        guard let search = activeSearchController else { return nil }
        if search.isEditing { return search.isSearchBarInstalledByApp ? nil : search }
        return search.isShowingResults ? search : nil
    }

    /// A search became active or inactive, or began or ended editing: the bar is put in or
    /// taken out and the content laid out again.
    func searchDidChange() {
        guard isViewLoaded else { return }
        installSearchView()
        view.setNeedsLayout()
        activeSearchController?.view.setNeedsLayout()
    }

    /// Keeps the active search's view (only it) among the navigation controller's subviews,
    /// under the navigation bar.
    func installSearchView() {
        let active = activeSearchController
        for sub in view.subviews where sub !== active?.viewIfLoaded {
            if let owner = sub.owningViewController as? SearchController, owner.parent == nil { sub.removeFromSuperview() }
        }
        if let active, active.view.superview !== view { view.insertSubview(active.view, belowSubview: navigationBar) }
    }

    /// Rows the search bar takes under the navigation bar (1 while a search is active and its
    /// bar is the navigation controller's).
    var searchBarRows: Int {
        guard let search = activeSearchController, !search.isSearchBarInstalledByApp else { return 0 }
        return 1
    }

    /// Places the active search's view at row `top`: its bar's one row, or down to `bottom`
    /// while it shows its results controller (beside a bar the app installed in the content,
    /// whose place the content's layout decides first).
    func layOutSearch(top: Int, bottom: Int, width: Int) {
        guard let search = activeSearchController else { return }
        guard search.isShowingResults else {
            search.view.frame = Rect(x: 0, y: top, width: width, height: 1)
            return
        }
        var rows = (top: top, bottom: bottom)
        if search.isSearchBarInstalledByApp {
            topViewController?.viewIfLoaded?.layoutIfNeeded()
            rows = search.resultsRows(top: top, bottom: bottom, in: view)
        }
        search.view.frame = Rect(x: 0, y: rows.top, width: width, height: max(0, rows.bottom - rows.top))
    }

    /// The commands of the top controller's search: `/` activates it or edits it again, and
    /// Esc cancels it while the keys are on the content (the field's own Esc cancels while editing).
    ///
    /// A search whose bar the app installed has the app's own commands.
    var searchCommands: [KeyCommand] {
        guard let search = topViewController?.navigationItem.searchController, !search.isSearchBarInstalledByApp else { return [] }
        return [
            KeyCommand(named: .search, keys: [.character("/")], title: "Search", isEnabled: !search.isEditing) { [weak search] in
                search?.beginEditing()
            },
            KeyCommand(named: .cancel, keys: [.escape], title: "Cancel search", isEnabled: search.isActive && !search.isEditing) { [weak search] in
                search?.cancel()
            },
        ]
    }
}
