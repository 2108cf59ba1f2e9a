import FolioKit

/// The master list: the inbox as a table, with a compose button in the toolbar and a search
/// (`/`) whose matches show over it.
final class MailboxViewController: TableViewController, SearchResultsUpdating {
    let store: MailStore
    lazy var searchResults = MessageSearchResultsController(store: store)

    init(store: MailStore) {
        self.store = store
        super.init(style: .plain)
        title = "Inbox"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.rowHeight = 2
        toolbarItems = [
            .flexibleSpace(),
            BarButtonItem(systemItem: .compose, primaryAction: Action(title: "Compose") { [weak self] _ in self?.compose() }),
        ]
        let search = SearchController(searchResultsController: searchResults)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search mail"
        navigationItem.searchController = search
        searchResults.onSelect = { [weak self] indexPath in self?.open(indexPath) }
        store.onChange = { [weak self] indexPath in
            guard let self, let indexPath else { return }
            self.tableView.reloadRows(at: [indexPath], with: .automatic)
        }
    }

    /// Opens the compose sheet.
    func compose(replyingTo message: Message? = nil) {
        let compose = ComposeViewController(store: store, replyingTo: message)
        let nav = NavigationController(rootViewController: compose)
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
    }

    override func numberOfSections(in tableView: TableView) -> Int { store.sections.count }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        store.sections[section].title
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        store.sections[section].messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = store.message(at: indexPath)
        cell.textLabel?.text = (message.isRead ? "  " : "• ") + message.sender
        cell.textLabel?.style = message.isRead ? .plain : Style(.bold)
        cell.detailTextLabel?.text = "  " + message.subject
        (cell as? MessageCell)?.receivedLabel.text = message.received
        cell.accessoryType = message.isFlagged ? .checkmark : .none
        return cell
    }

    /// Puts the messages matching the search text in the results.
    func updateSearchResults(for searchController: SearchController) {
        searchResults.search(searchController.searchBar.text ?? "")
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        open(indexPath)
    }

    /// Shows a message in the detail column, marked read.
    func open(_ indexPath: IndexPath) {
        store.markRead(at: indexPath)
        let detail = MessageViewController(store: store, indexPath: indexPath)
        detail.onReply = { [weak self] message in self?.compose(replyingTo: message) }
        detail.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        detail.navigationItem.leftItemsSupplementBackButton = true
        let nav = NavigationController(rootViewController: detail)
        nav.isToolbarHidden = false
        showDetailViewController(nav, sender: self)
    }
}
