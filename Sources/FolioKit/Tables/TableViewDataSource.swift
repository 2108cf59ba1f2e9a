/// Supplies a table's sections, rows and cells (UITableViewDataSource).
///
/// Only the rows on screen are asked for.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections there are; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row on screen; use `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title drawn as a header row over a section; nil draws none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, unless the data source says otherwise.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header row over any section, unless the data source gives titles.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// Hears about selection in a table (UITableViewDelegate).
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user is about to select a row (Enter or a click on the cursor row); return another
    /// index path to select that one instead, or nil to select nothing.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// A row the user had selected was deselected because the user selected another.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The keyboard cursor moved to a row (a terminal's hover; UIKit has no equivalent).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Lets every selection through unchanged.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing when a row is selected, unless the delegate says otherwise.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing when a row is deselected, unless the delegate says otherwise.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing when the cursor moves, unless the delegate says otherwise.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
}
