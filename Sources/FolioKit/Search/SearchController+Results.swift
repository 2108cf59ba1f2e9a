/// The results controller of a search controller, shown over the searched content while the
/// search is active and `showsSearchResultsController` is true (UISearchController's
/// `searchResultsController`, `showsSearchResultsController` and
/// `automaticallyShowsSearchResultsController`).
///
/// "When the user enters text in the search bar, the search controller displays this view
/// controller immediately and without any animations"
/// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller):
/// the first character typed shows it (`viewWillAppear(false)`, then `viewDidAppear(false)`),
/// the text made empty again hides it, and cancelling the search hides it with the search.
/// It covers the rows between the bars, but not a search bar the app installed there; while
/// it shows and the text is not being edited it has the keys, and while the text is edited
/// Up and Down move in it.
extension SearchController {
    /// Whether the results controller is shown while the search is active.
    ///
    /// The search controller sets it as the text becomes empty or non-empty; setting it
    /// yourself makes `automaticallyShowsSearchResultsController` false, as in UIKit.
    public var showsSearchResultsController: Bool {
        get { resultsRequested }
        set {
            automaticallyShowsSearchResultsController = false
            setResultsShown(newValue)
        }
    }

    /// True while the results controller is on screen: the search is active and its results shown.
    var isShowingResults: Bool { isActive && resultsRequested && searchResultsController != nil }

    /// Shows or hides the results controller, with its appearance callbacks when the search is
    /// on screen, and gives the keys to it or back.
    func setResultsShown(_ shown: Bool) {
        guard shown != resultsRequested else { return }
        resultsRequested = shown
        guard let results = searchResultsController, isViewLoaded, results.isViewLoaded,
              results.view.superview === view else { return }
        let onScreen = isActive && isVisible
        if onScreen { results.beginAppearanceTransition(shown, animated: false) }
        results.view.isHidden = !shown
        hostDidChange()
        if onScreen { results.endAppearanceTransition() }
    }

    /// Makes the results controller's view hidden or shown as asked, without callbacks (the
    /// search is not on screen, or its own appearance callbacks are forwarded to it).
    func syncResultsView() {
        guard let results = searchResultsController, results.isViewLoaded, results.view.superview === viewIfLoaded else { return }
        results.view.isHidden = !resultsRequested
    }

    /// The results' frame in the search controller's view: under its own bar, or the whole
    /// view (the navigation controller leaves out a bar the app installed: NavigationController+Search).
    func resultsFrame(in bounds: Rect) -> Rect {
        let top = searchBar.superview === view ? min(1, bounds.height) : 0
        return Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// The rows from `top` to `bottom` (in `container`'s coordinates) the results may cover:
    /// all of them but a shown bar the app installed there (they go above a bar in the lower
    /// half, below one in the upper half).
    func resultsRows(top: Int, bottom: Int, in container: View) -> (top: Int, bottom: Int) {
        guard searchBar.superview !== viewIfLoaded, searchBar.superview != nil, !searchBar.isHidden,
              searchBar.window != nil, searchBar.window === container.window else { return (top, bottom) }
        let barTop = searchBar.screenOrigin.y - container.screenOrigin.y, barBottom = barTop + searchBar.frame.height
        guard barBottom > top, barTop < bottom else { return (top, bottom) }
        return (barTop - top) * 2 >= bottom - top ? (top, barTop) : (barBottom, bottom)
    }

    /// The command named `name` of the shown results (from their first responder up to the
    /// results controller), which Up and Down in the search field run.
    func resultsCommand(named name: CommandName) -> KeyCommand? {
        guard isShowingResults, let results = searchResultsController else { return nil }
        var responder: Responder? = results.preferredFirstResponder ?? results
        while let current = responder {
            if let command = current.keyCommands.first(where: { $0.names.contains(name) && $0.isEnabled }) { return command }
            if current === results { break }
            responder = current.next
        }
        return nil
    }
}
