extension ListView {
    /// The coder key of the selected row's model identifier.
    nonisolated static let selectionKey = "kit.list.selection"

    /// Saves the selected row's model identifier, when the data source can name rows.
    ///
    /// The data source must adopt `DataSourceModelAssociation`, as UITableView's must. A
    /// selection still waiting for its rows is saved as it was restored.
    public func encodeRestorableState(with coder: StateCoder) {
        let association = dataSource as? DataSourceModelAssociation
        if let identifier = restoredSelectionIdentifier
            ?? selectedRow.flatMap({ association?.modelIdentifierForElement(at: $0, in: self) }) {
            coder.encode(identifier, forKey: Self.selectionKey)
        }
    }

    /// Restores a saved selection: at once if the row is there, else when `reloadData()`
    /// finds it (the rows load later).
    public func decodeRestorableState(with coder: StateCoder) {
        guard let identifier = coder.decodeString(forKey: Self.selectionKey) else { return }
        restoreSelection(withModelIdentifier: identifier)
    }

    /// Selects the row with the model `identifier` now or as soon as the data source knows it.
    public func restoreSelection(withModelIdentifier identifier: String) {
        restoredSelectionIdentifier = identifier
        resolveRestoredSelection()
    }

    /// Gives up on a selection that has not been found: the rows loaded without it.
    public func discardRestoredSelection() { restoredSelectionIdentifier = nil }

    /// After a reload with rows: places a waiting selection, then lets a navigation stack being
    /// restored make its next level, which may have waited for these rows.
    func rowsDidReload() {
        resolveRestoredSelection()
        guard numberOfRows > 0 else { return }
        var responder: Responder? = self
        while let current = responder, !(current is ViewController) { responder = current.next }
        if let navigation = (responder as? ViewController)?.navigationController, navigation.isRestoringStack {
            navigation.continueRestoration()
        }
    }

    /// Selects the waiting row if the data source can place it; true when it did.
    @discardableResult
    func resolveRestoredSelection() -> Bool {
        guard let identifier = restoredSelectionIdentifier, numberOfRows > 0,
              let association = dataSource as? DataSourceModelAssociation,
              let index = association.indexForElement(withModelIdentifier: identifier, in: self),
              index >= 0, index < numberOfRows else { return false }
        restoredSelectionIdentifier = nil
        selectRow(index, notify: false)
        return true
    }
}
