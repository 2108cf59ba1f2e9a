/// Hears when the user starts and stops editing a search bar's text (UISearchBarDelegate's role).
///
/// A search controller begins editing when it becomes active or `/` edits it again, and ends
/// editing on Enter (the search stays active) or when it is cancelled. An app that installs the
/// search bar in its own view uses these calls to show the bar and give the keys back.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The search bar's field became the first responder: the user edits the text.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The user stopped editing the text (Enter, or the search was cancelled).
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Does nothing by default.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Does nothing by default.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
