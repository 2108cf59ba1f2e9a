import Testing
import FolioKit
import FolioTesting

/// A results controller: a list of the rows the updater gives it, recording its lifecycle.
@MainActor
final class SearchResultsRows: RecordingViewController, ListViewDataSource {
    var rows: [String] = []
    let list = ListView()
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: rows[index], hasChildren: false) }
}

/// A list searched through a search controller with a results controller.
///
/// The updater (this controller) puts the matching rows in the results and records each text
/// in the log. With `barAtBottom` the app installs the search bar at the bottom of its own view, shown while
/// editing (as Folio's filter); without, the bar is the navigation controller's.
@MainActor
final class ResultsSearchedController: ViewController, ListViewDataSource, SearchResultsUpdating, SearchBarDelegate {
    let all = ["Apple", "Apricot", "Banana", "Cherry"]
    let list = ListView()
    let results: SearchResultsRows
    let search: SearchController
    let log: LifecycleLog
    let barAtBottom: Bool
    init(log: LifecycleLog, barAtBottom: Bool) {
        self.log = log
        self.barAtBottom = barAtBottom
        results = SearchResultsRows("Results", log: log)
        search = SearchController(searchResultsController: results)
        super.init()
        title = "Fruit"
        search.searchResultsUpdater = self
        navigationItem.searchController = search
        if barAtBottom {
            search.searchBar.delegate = self
            search.searchBar.isHidden = true
        }
    }
    override func loadView() {
        view = View()
        view.addSubview(list)
        if barAtBottom { view.addSubview(search.searchBar) }
        list.dataSource = self
        list.reloadData()
    }
    override func viewDidLayoutSubviews() {
        let bounds = view.bounds, top = view.safeAreaInsets.top
        let bar = barAtBottom && !search.searchBar.isHidden ? 1 : 0
        list.frame = Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top - bar)
        if barAtBottom { search.searchBar.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1) }
    }
    func numberOfRows(in listView: ListView) -> Int { all.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: all[index], hasChildren: false) }
    func updateSearchResults(for searchController: SearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        log.record("update(\(text))")
        results.rows = all.filter { $0.lowercased().contains(text) }
        results.list.reloadData()
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        searchBar.isHidden = false
        view.setNeedsLayout()
    }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
        searchBar.isHidden = true
        view.setNeedsLayout()
        list.becomeFirstResponder()
    }
}

/// SearchController's `searchResultsController`, as Apple documents it.
///
/// "When the user enters
/// text in the search bar, the search controller displays this view controller immediately and
/// without any animations"
/// (https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller);
/// `showsSearchResultsController` "directly control[s] the visibility of the search results
/// controller. If you set this property, automaticallyShowsSearchResultsController becomes false"
/// (https://developer.apple.com/documentation/uikit/uisearchcontroller/showssearchresultscontroller,
/// https://developer.apple.com/documentation/uikit/uisearchcontroller/automaticallyshowssearchresultscontroller).
/// The appearance callbacks: "viewWillAppear ... before the view is added to the view hierarchy",
/// viewDidAppear after (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)).
@MainActor
@Suite struct SearchResultsControllerTests {
    let log = LifecycleLog()

    func fruit(barAtBottom: Bool) -> (ScreenHarness, ResultsSearchedController) {
        let searched = ResultsSearchedController(log: log, barAtBottom: barAtBottom)
        let harness = ScreenHarness(root: NavigationController(rootViewController: searched), size: Size(width: 40, height: 7))
        _ = log.take()
        return (harness, searched)
    }

    /// A search bar the app installed at the bottom of its view: the results controller shows
    /// over the content as the first character is typed (above the bar), Up and Down move in it
    /// while the text is edited, it has the keys after Enter, and Esc hides it with the search.
    @Test func resultsShowOverTheContentOfAnAppInstalledBar() {
        let (harness, searched) = fruit(barAtBottom: true)
        let search = searched.search, results = searched.results
        search.isActive = true
        harness.settle()
        // Active with no text: the content shows, not the results (whose view is loaded).
        #expect(log.take() == ["Results.viewDidLoad", "update()"])
        #expect(!search.showsSearchResultsController && !results.isVisible)
        harness.type("ap")
        #expect(log.take() == ["Results.viewWillAppear", "Results.viewDidAppear", "update(a)", "update(ap)"])
        #expect(search.showsSearchResultsController && search.automaticallyShowsSearchResultsController)
        check(harness, "search-results-over-content-40x7", """
                         Fruit
         Apple
         Apricot



         / ap
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold r=reverse
        rrrrrrrrrrrrrrrrraaaaarrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR




         bb
        """)
        #expect(harness.window.firstResponder === search.searchBar.searchTextField)
        harness.press(.down)
        #expect(results.list.selectedRow == 1 && searched.list.selectedRow == 0)
        harness.press(.up, .enter)
        #expect(harness.window.firstResponder === results.list)
        #expect(search.isActive && !search.isEditing && results.isVisible)
        harness.press(.down)
        #expect(results.list.selectedRow == 1)
        harness.press(.escape)
        #expect(!search.isActive && !results.isVisible && !search.showsSearchResultsController)
        #expect(log.take() == ["Results.viewWillDisappear", "Results.viewDidDisappear", "update()"])
        #expect(harness.window.firstResponder === searched.list)
        #expect(!harness.screen.contains(" / "))
    }

    /// The navigation controller's bar: the results show under it from the first character, hide
    /// when the text is empty again, and `showsSearchResultsController` shows them with no text.
    @Test func resultsFollowTheTextUnderTheNavigationBarsSearchBar() {
        let (harness, searched) = fruit(barAtBottom: false)
        let search = searched.search, results = searched.results
        harness.press(.character("/"))
        #expect(search.isActive && !results.isVisible)
        #expect(harness.screen.contains("Banana"))
        harness.type("c")
        #expect(results.isVisible && !harness.screen.contains("Banana"))
        harness.press(.backspace)
        #expect(!results.isVisible && harness.screen.contains("Banana"))
        #expect(log.take() == ["Results.viewDidLoad", "update()", "Results.viewWillAppear", "Results.viewDidAppear", "update(c)",
                               "Results.viewWillDisappear", "Results.viewDidDisappear", "update()"])
        search.showsSearchResultsController = true
        harness.settle()
        #expect(!search.automaticallyShowsSearchResultsController)
        #expect(log.take() == ["Results.viewWillAppear", "Results.viewDidAppear"])
        // The results (none for no text) cover the content under the bar.
        check(harness, "search-results-shown-with-no-text-40x7", """
                         Fruit
         / Search
         Empty
        ~~~ styles: R=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrr
         bbdddddd
         ddddd
        """)
        // Typing no longer hides or shows them; Esc hides them with the search.
        harness.type("zz")
        #expect(results.isVisible)
        harness.press(.escape)
        #expect(!search.isActive && !results.isVisible)
        #expect(log.take() == ["update(z)", "update(zz)", "Results.viewWillDisappear", "Results.viewDidDisappear", "update()"])
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
