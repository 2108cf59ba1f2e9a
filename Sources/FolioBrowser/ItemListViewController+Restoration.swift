import FolioKit

/// State restoration for a list: rows are named by title (DataSourceModelAssociation), the
/// list opened from a row is made once the rows have loaded, and a restored row that is gone
/// ends the restoration there with a notice.
extension ItemListViewController {
    /// The restoration identifier of a list column's root list: it is the root by position, not
    /// by title, so a saved place does not depend on what the root is called.
    public nonisolated static let rootIdentifier = "root"

    public func modelIdentifierForElement(at index: Int, in listView: ListView) -> String? {
        index < rows.count ? rows.title(at: index) : nil
    }

    public func indexForElement(withModelIdentifier identifier: String, in listView: ListView) -> Int? {
        rows.firstIndex(ofTitle: identifier)
    }

    /// The list for the row `name`, once the rows are known; nil before, or for a row gone or without children.
    func restoredChild(named name: String?) -> ViewController? {
        guard isLoaded, let name, let index = rows.firstIndex(ofTitle: name), rows[index].hasChildren else { return nil }
        return ItemListViewController(item: rows[index], context: context)
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
        context.notice = "\(name) is no longer in \(item.title); opened \(item.title) instead"
    }
}
