/// The one-row search field a search controller shows under the navigation bar (UISearchBar's role).
///
/// It holds a `TextField` (`searchTextField`), which edits the text with the keys every field
/// of FolioKit uses.
@MainActor
public final class SearchBar: View {
    /// The field the user types in.
    public let searchTextField = TextField(prompt: "/ ")
    /// Told when editing of the text begins and ends.
    public weak var delegate: SearchBarDelegate?
    /// The search controller whose bar this is.
    weak var searchController: SearchController?

    /// Creates a search bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        addSubview(searchTextField)
    }

    /// The text typed; setting it does not call the results updater, as in UIKit.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? ""; searchTextField.insertionIndex = nil }
    }

    /// The text shown while the field is empty ("Search").
    public var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue ?? "" }
    }

    /// While a results controller shows, Up and Down in the field move in its results.
    public override var keyCommands: [KeyCommand] {
        guard let search = searchController, search.isShowingResults else { return [] }
        return [(CommandName.down, Key.down, "Next result"), (.up, .up, "Previous result")].compactMap { name, key, title in
            guard let command = search.resultsCommand(named: name) else { return nil }
            return KeyCommand(named: name, keys: [key], title: title, action: command.action)
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        searchTextField.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: min(1, bounds.height))
    }
}
