/// A search bar under a navigation bar and the results it filters (UISearchController's role).
///
/// Set it as a controller's `navigationItem.searchController`. While that controller is on
/// top of a navigation controller, `/` (the `search` command) activates it: the search bar
/// appears under the navigation bar, with the keys, and `searchResultsUpdater` hears of each
/// change to the text. Enter ends editing (the keys go back to the content, the search stays
/// active and `/` edits again); Esc cancels (the text is cleared, `isActive` becomes false and
/// the updater is told once more). A `searchResultsController` is shown over the content while
/// the search is active and `showsSearchResultsController` is true, which the search controller
/// sets as the text becomes non-empty (SearchController+Results); without one, the searched
/// controller shows the results itself.
@MainActor
open class SearchController: ViewController {
    /// The controller that shows the results over the content, if any.
    public let searchResultsController: ViewController?
    /// Whether the search controller shows its results controller by itself: while the text
    /// is non-empty (true by default; setting `showsSearchResultsController` makes it false).
    public var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown while the search is active (the stored value
    /// behind `showsSearchResultsController`).
    var resultsRequested = false
    /// Filters the results as the text changes.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// The search bar.
    public let searchBar = SearchBar()
    /// Kept for UIKit code; a terminal has no background to obscure.
    public var obscuresBackgroundDuringPresentation = true
    /// Kept for UIKit code; the navigation bar always stays.
    public var hidesNavigationBarDuringPresentation = true
    /// True while the user edits the search text (the search bar has the keys).
    public internal(set) var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            if isEditing {
                searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
            } else {
                searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
            }
        }
    }
    /// The navigation item the controller is set on.
    weak var hostItem: NavigationItem?

    /// Creates a search controller whose results `searchResultsController` shows (nil: the
    /// searched controller shows them itself).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
        if let searchResultsController { addChild(searchResultsController) }
        searchBar.searchController = self
        searchBar.searchTextField.onChange = { [weak self] _ in self?.textDidChange() }
        searchBar.searchTextField.onSubmit = { [weak self] _ in self?.endEditing() }
        searchBar.searchTextField.onCancel = { [weak self] in self?.cancel() }
    }

    /// Whether the search is shown; setting it true shows the bar and gives it the keys.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            isEditing = isActive
            if isActive, automaticallyShowsSearchResultsController { resultsRequested = !(searchBar.text ?? "").isEmpty }
            if isActive, searchResultsController != nil { _ = view; syncResultsView() }
            let shown = host?.isVisible ?? false
            if shown { beginAppearanceTransition(isActive, animated: false) }
            hostDidChange()
            if shown { endAppearanceTransition() }
            if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
        }
    }

    /// The navigation controller showing the searched controller.
    var host: NavigationController? {
        guard let owner = hostItem?.owner else { return nil }
        return owner as? NavigationController ?? owner.navigationController
    }

    /// Activates the search, or gives the keys back to a search already active.
    public func beginEditing() {
        if isActive {
            isEditing = true
            hostDidChange()
        } else {
            isActive = true
        }
    }

    /// Ends editing: the keys go back to the content; the search stays active.
    public func endEditing() {
        guard isEditing else { return }
        isEditing = false
        hostDidChange()
    }

    /// Cancels the search: the text is cleared, `isActive` becomes false and the updater is told.
    public func cancel() {
        searchBar.text = ""
        guard isActive else { return }
        // The results go with the search (their callbacks with its own), then hide for the next time.
        isActive = false
        if automaticallyShowsSearchResultsController { resultsRequested = false; syncResultsView() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func textDidChange() {
        if automaticallyShowsSearchResultsController { setResultsShown(!(searchBar.text ?? "").isEmpty) }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// True when the app installed the search bar in its own view (not under the navigation bar).
    var isSearchBarInstalledByApp: Bool {
        guard let superview = searchBar.superview else { return false }
        return superview !== viewIfLoaded
    }

    func hostDidChange() {
        host?.searchDidChange()
        window?.setNeedsDisplay()
        guard isSearchBarInstalledByApp else { return }
        // The app's bar: its field takes the keys while editing, and gives them back after.
        let field = searchBar.searchTextField
        if isEditing {
            field.becomeFirstResponder()
        } else if field.isFirstResponder {
            field.resignFirstResponder()
        }
        searchBar.superview?.setNeedsLayout()
    }

    open override func loadView() {
        // The bar on the first row, the results controller's view under it.
        view = SearchContainerView()
        // A bar the app installed in its own view stays there.
        if searchBar.superview == nil { view.addSubview(searchBar) }
        if let results = searchResultsController {
            results.view.isHidden = !resultsRequested
            view.addSubview(results.view)
        }
    }

    override func layoutOwnViews() {
        let bounds = view.bounds
        if searchBar.superview === view { searchBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height)) }
        if let results = searchResultsController, results.isViewLoaded { results.view.frame = resultsFrame(in: bounds) }
    }

    open override var focusedChild: ViewController? { isEditing || !isShowingResults ? nil : searchResultsController }

    open override var preferredFirstResponder: View? { isEditing ? searchBar.searchTextField : nil }

    open override var responderTitle: String { "Search" }

    open override var keyCommands: [KeyCommand] {
        [KeyCommand(named: .cancel, keys: [.escape], title: "Cancel search", isEnabled: isActive) { [weak self] in self?.cancel() }]
    }
}

/// The search controller's view: blank where nothing of its own draws, so that its results
/// cover the content under them.
final class SearchContainerView: View {
    override func draw(_ surface: inout Surface) { surface.fill(bounds) }
}
