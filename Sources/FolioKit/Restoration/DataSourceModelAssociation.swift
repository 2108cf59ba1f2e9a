/// Ties a list's rows to stable model identifiers (UIKit's `UIDataSourceModelAssociation`).
///
/// A saved selection then survives a reload and rows that arrive after restoration: a list
/// view whose data source adopts it saves the selected row's identifier and, when restored
/// before its rows are known, selects the row once the data source can find it again.
@MainActor
public protocol DataSourceModelAssociation: AnyObject {
    /// A stable identifier for the row at `index`, or nil when the row cannot be named.
    func modelIdentifierForElement(at index: Int, in listView: ListView) -> String?
    /// The row that now holds the model `identifier`, or nil when it is not (yet) there.
    func indexForElement(withModelIdentifier identifier: String, in listView: ListView) -> Int?
}
