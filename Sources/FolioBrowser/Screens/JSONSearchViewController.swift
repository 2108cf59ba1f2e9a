import FolioKit
import FoundationEssentials

/// Deep search (`f`): type a pattern, Enter lists the matches as `path = value`.
///
/// The screen is in one of two modes: typing a pattern (the field has the keys) or in the
/// results (the list has them). `f` always opens it typing, with the last pattern selected so
/// that typing replaces it; Enter searches and goes to the results; Esc goes back to them with
/// their pattern shown. Whatever takes the keys for a while (the help, the other column) gives
/// them back to the mode the screen was in.
///
/// The search covers the whole document off the main loop, with its progress shown. Side by side,
/// the detail column follows the selected match, showing the record it is in. Enter on a match
/// jumps to it, rebuilding the navigation stack along its path. Leaving the screen cancels a
/// running search.
@MainActor
public final class JSONSearchViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// The document's screens' shared state, which keeps the results for `n` and `N`.
    public let session: JSONSession
    /// The top-level values searched.
    let scopes: JSONSearch.Scopes
    /// Follows a hit (the list that opened the search does it).
    let onJump: (JSONSearchHit) -> Void
    /// Shows a hit's place in the detail column (the list that opened the search does it).
    let onSelect: (JSONSearchHit) -> Void
    private var isPreviewScheduled = false
    lazy var searchView = JSONSearchView()
    /// The search results shown.
    public private(set) var results: JSONSearchResults?
    /// The pattern of the results shown, or of the search running: the field shows it again
    /// when an edit is cancelled.
    private(set) var searchedPattern: String?
    /// True while the pattern is being typed (the field has the keys), false in the results.
    private(set) var isEditingPattern = true

    /// A search screen over `session`'s document.
    init(session: JSONSession, scopes: JSONSearch.Scopes, onJump: @escaping (JSONSearchHit) -> Void,
         onSelect: @escaping (JSONSearchHit) -> Void = { _ in }) {
        self.session = session
        self.scopes = scopes
        self.onJump = onJump
        self.onSelect = onSelect
        super.init()
        title = "Search"
        results = session.search
        searchedPattern = results?.pattern
    }

    /// The search view: the pattern field over the results.
    public override func loadView() {
        view = searchView
        searchView.listView.dataSource = self
        searchView.listView.delegate = self
        searchView.listView.emptyText = ""
        searchView.field.onSubmit = { [weak self] text in self?.start(text) }
        searchView.field.onCancel = { [weak self] in self?.cancelEditing() }
        // Opened by `f`: the last pattern (if any) selected, typing replaces it.
        beginEditing()
        showResults()
        // Back after a jump, the hit jumped to is selected.
        if let current = results?.current { searchView.listView.selectRow(current, notify: false) }
    }

    /// The field while a pattern is typed, the results otherwise: what takes the keys when the
    /// screen appears or gets them back (after the help, or from the other column).
    public override var preferredFirstResponder: View? {
        guard isViewLoaded else { return nil }
        return isEditingPattern ? searchView.field : searchView.listView
    }

    /// Focuses the field or the results, as the mode is.
    public override func viewDidAppear(_ animated: Bool) {
        preferredFirstResponder?.becomeFirstResponder()
        previewSelectedHit()
    }

    /// A move of the keys between the field and the results (a click) changes the mode; a
    /// move out of the screen (the help over it) does not.
    public override func keyboardVisibilityChanged(_ isShown: Bool) {
        super.keyboardVisibilityChanged(isShown)
        guard isViewLoaded, let responder = window?.firstResponder, responder.isDescendant(of: view) else { return }
        isEditingPattern = isShown
    }

    /// Types a new pattern: the last one is shown selected, so typing replaces it (Right or End
    /// keeps it to edit, Enter runs it again).
    func beginEditing() {
        let field = searchView.field
        field.text = searchedPattern ?? ""
        field.isTextSelected = !field.text.isEmpty
        isEditingPattern = true
        if isVisible { field.becomeFirstResponder() }
    }

    /// Esc while typing: back to the results with their own pattern shown, or off the screen
    /// when there are none.
    func cancelEditing() {
        guard let pattern = searchedPattern else {
            _ = navigationController?.popViewController(animated: true)
            return
        }
        searchView.field.text = pattern
        searchView.field.isTextSelected = false
        isEditingPattern = false
        searchView.listView.becomeFirstResponder()
    }

    /// Leaving the screen cancels a search still running.
    public override func viewDidDisappear(_ animated: Bool) {
        if isMovingFromParent { session.searchWorker.cancel() }
    }

    /// `f` or `/` types a new pattern: the last one is shown selected, so typing replaces it
    /// (Right or End keeps it to edit).
    public override var keyCommands: [KeyCommand] {
        [KeyCommand(commands: [.search, .filter], title: "New search") { [weak self] in self?.beginEditing() }]
    }

    /// Runs the search for `pattern` on the session's worker; progress and results come back
    /// through the application's queue, and a newer search or leaving the screen cancels it.
    func start(_ pattern: String) {
        guard !pattern.isEmpty else { return }
        results = nil
        searchedPattern = pattern
        isEditingPattern = false
        searchView.listView.emptyText = "Searching… 0%"
        searchView.listView.reloadData()
        searchView.listView.becomeFirstResponder()
        navigationItem.rightBarButtonItem = nil
        let document = session.document, scopes = self.scopes
        guard let app = window?.application else {
            finish(.success(JSONSearch.run(document, pattern: pattern, scopes: scopes)))
            return
        }
        session.searchWorker.submit(to: app, { [weak self] flag in
            JSONSearch.run(document, pattern: pattern, scopes: scopes, task: flag) { fraction in
                app.post { [weak self] in
                    guard let self, self.results == nil, self.session.searchWorker.isBusy else { return }
                    self.searchView.listView.emptyText = "Searching… \(Int(fraction * 100))%"
                }
            }
        }, completion: { [weak self] outcome in self?.finish(outcome) })
    }

    /// Shows a finished search (a cancelled one returns nil and is not shown).
    func finish(_ outcome: Result<JSONSearchResults?, Error>) {
        guard case .success(let found?) = outcome else { return }
        results = found
        session.search = found
        showResults()
    }

    private func showResults() {
        let listView = searchView.listView
        listView.emptyText = results?.summary ?? ""
        listView.reloadData()
        navigationItem.rightBarButtonItem = results.map { BarButtonItem(title: $0.summary) }
        previewSelectedHit()
    }

    /// Shows the selected hit's place in the detail column once the list's own frame is drawn.
    ///
    /// A burst of moves makes one preview, of the hit the selection ends on. Off screen (being
    /// pushed) it waits for `viewDidAppear`.
    func previewSelectedHit() {
        guard let app = window?.application, !isPreviewScheduled else { return }
        isPreviewScheduled = true
        app.post { [weak self] in
            guard let self else { return }
            self.isPreviewScheduled = false
            guard self.navigationController?.topViewController === self, let hits = self.results?.hits,
                  let row = self.searchView.listView.selectedRow, row < hits.count else { return }
            self.onSelect(hits[row])
        }
    }

    /// The detail follows the selected hit.
    public func listView(_ listView: ListView, didSelectRowAt index: Int) { previewSelectedHit() }

    /// Once the terminal widens and the split expands, the detail column shows the selected hit.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass { previewSelectedHit() }
    }

    /// The number of hits shown.
    public func numberOfRows(in listView: ListView) -> Int { results?.hits.count ?? 0 }

    /// A hit as `path = value`.
    public func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        guard let hit = results?.hits[index] else { return ListRow(title: "") }
        return ListRow(title: hit.path, preview: "= " + hit.preview)
    }

    /// Enter jumps to the hit, rebuilding the stack along its path.
    public func listView(_ listView: ListView, didActivateRowAt index: Int) {
        guard var found = results, index < found.hits.count else { return }
        found.current = index
        session.search = found
        onJump(found.hits[index])
    }
}
