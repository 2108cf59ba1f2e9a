import FolioKit

/// The messages that match the inbox's search, shown over the inbox while the search text is
/// not empty (a UISearchController's `searchResultsController`, as Mail's search shows them).
final class MessageSearchResultsController: TableViewController {
    /// Where the matching messages are, in the store.
    var matches: [IndexPath] = [] { didSet { tableView.reloadData() } }
    let store: MailStore
    /// Opens a message the user chose.
    var onSelect: ((IndexPath) -> Void)?

    init(store: MailStore) {
        self.store = store
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "match")
    }

    /// Finds the messages whose sender or subject contains `text`.
    func search(_ text: String) {
        let text = text.lowercased()
        var found: [IndexPath] = []
        for (section, content) in store.sections.enumerated() {
            for (row, message) in content.messages.enumerated()
            where message.sender.lowercased().contains(text) || message.subject.lowercased().contains(text) {
                found.append(IndexPath(row: row, section: section))
            }
        }
        matches = found
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { matches.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "match", for: indexPath)
        let message = store.message(at: matches[indexPath.row])
        cell.textLabel?.text = message.sender + " — " + message.subject
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(matches[indexPath.row])
    }
}
