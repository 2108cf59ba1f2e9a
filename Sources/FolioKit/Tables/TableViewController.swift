/// A table controller: data source and delegate of its own table (UITableViewController).
///
/// Subclasses override the data-source and delegate methods.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table; it is the controller's view.
    public let tableView: TableView
    /// Clears the table's selection each time the view is about to appear (true by default),
    /// so the row that led to a pushed detail is no longer marked on coming back.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a controller with a table of `style`.
    public init(style: TableView.Style) {
        tableView = TableView(style: style)
        super.init()
    }

    /// Creates a controller with a plain table.
    public override convenience init() { self.init(style: .plain) }

    open override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: Data source

    /// One section unless overridden.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows unless overridden.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// An empty cell unless overridden.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// No header unless overridden.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    // MARK: Delegate

    /// Allows every selection unless overridden.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing unless overridden.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
}
