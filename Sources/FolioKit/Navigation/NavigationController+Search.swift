/// The search bar of the top controller's `navigationItem.searchController`: shown under the
/// navigation bar while the search is active, with the results controller (if any) over the
/// content (SearchController).
extension NavigationController {
    /// The top controller's search controller, when its search is active.
    var activeSearchController: SearchController? {
        guard let search = topViewController?.navigationItem.searchController, search.isActive else { return nil }
        return search
    }

    /// A search became active or inactive, or began or ended editing: the bar is put in or
    /// taken out and the content laid out again.
    func searchDidChange() {
        guard isViewLoaded else { return }
        installSearchView()
        view.setNeedsLayout()
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

    /// Rows the search bar takes under the navigation bar (1 while a search is active).
    var searchBarRows: Int { activeSearchController == nil ? 0 : 1 }

    /// Places the active search's view at row `top`: one row, or down to `bottom` when it has
    /// a results controller to show.
    func layOutSearch(top: Int, bottom: Int, width: Int) {
        guard let search = activeSearchController else { return }
        let height = search.searchResultsController == nil ? 1 : max(1, bottom - top)
        search.view.frame = Rect(x: 0, y: top, width: width, height: height)
    }

    /// The commands of the top controller's search: `/` activates it or edits it again, and
    /// Esc cancels it while the keys are on the content (the field's own Esc cancels while editing).
    var searchCommands: [KeyCommand] {
        guard let search = topViewController?.navigationItem.searchController else { return [] }
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
