import Testing
import FolioKit
import FolioTesting

/// A list that filters its rows by the search text, as a UIKit list with a search controller
/// and no results controller does; it records each text the updater is given.
@MainActor
final class SearchableRowsController: ViewController, ListViewDataSource, SearchResultsUpdating {
    let all: [String]
    var shown: [String]
    var updates: [String] = []
    let list = ListView()
    init(title: String, rows: [String]) {
        all = rows
        shown = rows
        super.init()
        self.title = title
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
    }
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { shown.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: shown[index], hasChildren: false) }
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        updates.append(text)
        shown = text.isEmpty ? all : all.filter { $0.lowercased().contains(text.lowercased()) }
        list.reloadData()
    }
}

/// SearchController as Apple documents UISearchController and UISearchResultsUpdating.
@MainActor
@Suite struct SearchControllerTests {
    func fruit() -> (NavigationController, SearchableRowsController) {
        let rows = SearchableRowsController(title: "Fruit", rows: ["Apple", "Apricot", "Banana", "Cherry"])
        return (NavigationController(rootViewController: rows), rows)
    }

    /// The updater hears of the activation and of each change of the text.
    ///
    /// "The system calls this method when the search bar becomes the first responder or the
    /// search bar's text changes":
    /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
    @Test func typingCallsTheUpdaterWithEachText() {
        let (nav, rows) = fruit()
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        guard let search = rows.navigationItem.searchController else { Issue.record("no search controller"); return }
        #expect(!search.isActive)
        harness.press(.character("/"))
        #expect(search.isActive)
        #expect(harness.window.firstResponder === search.searchBar.searchTextField)
        harness.type("ap")
        harness.press(.backspace)
        #expect(rows.updates == ["", "a", "ap", "a"])
        #expect(search.searchBar.text == "a")
        check(harness, "search-active-40x8", """
                         Fruit
         / a
         Apple
         Apricot
         Banana
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold r=reverse
        rrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrr
         bb
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func escapeCancelsTheSearch() {
        let (nav, rows) = fruit()
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        guard let search = rows.navigationItem.searchController else { Issue.record("no search controller"); return }
        harness.press(.character("/"))
        harness.type("ch")
        harness.press(.escape)
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(rows.updates.last == "")
        #expect(harness.window.firstResponder === rows.list)
        check(harness, "search-cancelled-40x8", """
                         Fruit
         Apple
         Apricot
         Banana
         Cherry
        ~~~ styles: R=bold+reverse r=reverse
        rrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func enterEndsEditingAndKeepsTheResults() {
        let (nav, rows) = fruit()
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        guard let search = rows.navigationItem.searchController else { Issue.record("no search controller"); return }
        harness.press(.character("/"))
        harness.type("ap")
        harness.press(.enter)
        #expect(search.isActive)
        #expect(!search.isEditing)
        #expect(harness.window.firstResponder === rows.list)
        #expect(rows.shown == ["Apple", "Apricot"])
        // `/` edits the same search again; Esc from the list cancels it.
        harness.press(.character("/"))
        #expect(harness.window.firstResponder === search.searchBar.searchTextField)
        harness.press(.enter, .escape)
        #expect(!search.isActive)
        #expect(rows.shown.count == 4)
    }

    /// "When the user enters text in the search bar, the search controller displays this view
    /// controller": https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller
    /// (more in SearchResultsControllerTests).
    @Test func aResultsControllerIsShownOverTheContentWhileActive() {
        let results = RowsController(title: "Results", rows: ["Result one"])
        let root = RowsController(title: "Home", rows: ["Row"])
        let search = SearchController(searchResultsController: results)
        root.navigationItem.searchController = search
        let harness = ScreenHarness(root: NavigationController(rootViewController: root), size: Size(width: 40, height: 6))
        search.isActive = true
        harness.settle()
        #expect(!results.isVisible)
        harness.type("r")
        #expect(results.isVisible)
        #expect(harness.screen.contains("Result one"))
        search.isActive = false
        harness.settle()
        #expect(!results.isVisible)
        #expect(!harness.screen.contains("Result one"))
    }

    /// A search bar the app installed in its own view stays there: the navigation controller
    /// shows no bar of its own; the field takes the keys while editing (the bar's delegate hears
    /// it begin and end), the updater hears each text, Enter keeps the results, Esc cancels.
    ///
    /// "Before presenting your searchable content, install the search bar somewhere in your view
    /// hierarchy": https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
    /// "Tells the delegate when the user begins editing the search text" / "...finishes editing":
    /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidbeginediting(_:)
    /// https://developer.apple.com/documentation/uikit/uisearchbardelegate/searchbartextdidendediting(_:)
    @Test func aSearchBarTheAppInstalledStaysInItsView() {
        let rows = BottomSearchRowsController(rows: ["Apple", "Apricot", "Banana", "Cherry"])
        let harness = ScreenHarness(root: NavigationController(rootViewController: rows), size: Size(width: 40, height: 7))
        let search = rows.search
        rows.search.isActive = true
        harness.settle()
        #expect(search.searchBar.superview === rows.view)
        #expect(harness.window.firstResponder === search.searchBar.searchTextField)
        harness.type("ap")
        check(harness, "search-installed-by-app-40x7", """
                         Fruit
         Apple
         Apricot



         / ap
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold r=reverse
        rrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR




         bb
        """)
        harness.press(.enter)
        #expect(search.isActive && !search.isEditing)
        #expect(harness.window.firstResponder === rows.list)
        #expect(rows.shown == ["Apple", "Apricot"])
        rows.search.beginEditing()
        harness.press(.escape)
        #expect(!search.isActive)
        #expect(rows.events == ["begin", "", "a", "ap", "end", "begin", "end", ""])
        #expect(rows.shown.count == 4)
        #expect(harness.window.firstResponder === rows.list)
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }
}

/// A list with its search bar installed at the bottom of its own view, shown while editing (as
/// Folio's filter); it records the delegate's calls and the texts the updater is given.
@MainActor
final class BottomSearchRowsController: ViewController, ListViewDataSource, SearchResultsUpdating, SearchBarDelegate {
    let all: [String]
    var shown: [String]
    var events: [String] = []
    let list = ListView()
    let search = SearchController(searchResultsController: nil)
    init(rows: [String]) {
        all = rows
        shown = rows
        super.init()
        title = "Fruit"
        search.searchResultsUpdater = self
        search.searchBar.delegate = self
        search.searchBar.isHidden = true
        navigationItem.searchController = search
    }
    override func loadView() {
        view = View()
        view.addSubview(list)
        view.addSubview(search.searchBar)
        list.dataSource = self
        list.reloadData()
    }
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds, bar = search.searchBar.isHidden ? 0 : 1, top = view.safeAreaInsets.top
        list.frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top - bar)
        search.searchBar.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
    func numberOfRows(in listView: ListView) -> Int { shown.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: shown[index], hasChildren: false) }
    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        events.append(text)
        shown = text.isEmpty ? all : all.filter { $0.lowercased().contains(text.lowercased()) }
        list.reloadData()
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        events.append("begin")
        searchBar.isHidden = false
        view.setNeedsLayout()
    }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
        events.append("end")
        searchBar.isHidden = true
        view.setNeedsLayout()
        list.becomeFirstResponder()
    }
}
