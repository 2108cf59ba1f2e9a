import FolioKit

/// State restoration for a list: rows are named by title (DataSourceModelAssociation), the
/// list opened from a row is made once the rows have loaded, and a restored row that is gone
/// ends the restoration there with a notice.
extension ItemListViewController {
    /// The restoration identifier of a list column's root list: it is the root by position, not
    /// by title, so a saved place does not depend on what the root is called.
    public nonisolated static let rootIdentifier = "root"

    /// A row's model identifier: its title.
    public func modelIdentifierForElement(at index: Int, in listView: ListView) -> String? {
        index < rows.count ? rows.title(at: index) : nil
    }

    /// The row titled `identifier` among the rows shown now.
    public func indexForElement(withModelIdentifier identifier: String, in listView: ListView) -> Int? {
        rows.firstIndex(ofTitle: identifier)
    }

    /// The list for the row `name`, once the rows are known; nil before, or for a row gone or without children.
    func restoredChild(named name: String?) -> ViewController? {
        guard isLoaded, let name, let index = rows.firstIndex(ofTitle: name), rows[index].hasChildren else { return nil }
        return makeChildList(of: rows[index])
    }

    /// After the rows load: a restored selection that is not among them will not come; the
    /// lists saved above this one cannot be made either.
    func abandonMissingRestoration() {
        guard isLoaded, let missing = listView.restoredSelectionIdentifier else { return }
        listView.discardRestoredSelection()
        if navigationController?.topViewController === self { navigationController?.discardPendingRestoration() }
        reportMissing(missing)
    }

    /// Says that a row to go back to is no longer there.
    func reportMissing(_ name: String) {
        context.notices.notice = "\(name) is no longer in \(item.title); opened \(item.title) instead"
    }

    /// Selects `titles[0]` here and opens the lists down to the last title, selecting it.
    ///
    /// It goes the way a restored place reopens (a jump to a search hit). This list must be the top of its stack.
    func descend(through titles: [String]) {
        guard let first = titles.first else { return }
        guard let nav = navigationController, let navPath = nav.restorationIdentifier, nav.topViewController === self else {
            listView.restoreSelection(withModelIdentifier: first)
            childrenDidLoad()
            return
        }
        let existing = nav.viewControllers.map { $0.restorationIdentifier ?? "" }
        let stack = existing + titles.dropLast()
        var archive: StateRestoration.Archive = [navPath: StateRestoration.stackValues(stack)]
        for (offset, title) in titles.enumerated() {
            archive[StateRestoration.pathOfLevel(existing.count - 1 + offset, of: stack, under: navPath)] = [StateRestoration.selectionKey: title]
        }
        StateRestoration.decode(archive, into: nav)
    }
}
