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

    @Test func aResultsControllerIsShownOverTheContentWhileActive() {
        let results = RowsController(title: "Results", rows: ["Result one"])
        let root = RowsController(title: "Home", rows: ["Row"])
        let search = SearchController(searchResultsController: results)
        root.navigationItem.searchController = search
        let harness = ScreenHarness(root: NavigationController(rootViewController: root), size: Size(width: 40, height: 6))
        search.isActive = true
        harness.settle()
        #expect(results.isVisible)
        #expect(harness.screen.contains("Result one"))
        search.isActive = false
        harness.settle()
        #expect(!results.isVisible)
        #expect(!harness.screen.contains("Result one"))
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
