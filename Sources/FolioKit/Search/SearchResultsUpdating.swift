/// Updates search results from what the user types in a search bar (UISearchResultsUpdating's role).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search bar became the first responder, or its text changed, or the search was
    /// cancelled (the text is then empty): filter or fetch the results for `searchController`.
    func updateSearchResults(for searchController: SearchController)
}
