extension StateRestoration {
    /// The key under which a list view saves its selected row's model identifier.
    public nonisolated static let selectionKey = ListView.selectionKey
    /// The key under which a split view controller saves the display mode the user chose.
    public nonisolated static let displayModeKey = RestorableContainers.displayModeKey
    /// The key under which a split view controller saves a focused secondary column.
    public nonisolated static let focusKey = RestorableContainers.focusKey

    /// The identifiers of the navigation stack saved in `values`, root first.
    public nonisolated static func savedStack(in values: [String: String]) -> [String] {
        let count = values[RestorableContainers.stackCountKey].flatMap { Int($0) } ?? 0
        return (0..<max(0, min(count, 4096))).compactMap { values[RestorableContainers.stackKey($0)] }
    }

    /// The values that save a navigation stack of `identifiers`, root first.
    public nonisolated static func stackValues(_ identifiers: [String]) -> [String: String] {
        var values = [RestorableContainers.stackCountKey: String(identifiers.count)]
        for (index, identifier) in identifiers.enumerated() { values[RestorableContainers.stackKey(index)] = identifier }
        return values
    }

    /// Where the level at `index` of a saved stack is saved, under its navigation controller's `path`.
    public nonisolated static func pathOfLevel(_ index: Int, of identifiers: [String], under path: String) -> String {
        StackRestoration(archive: [:], path: path, identifiers: identifiers, made: 0).path(ofLevel: index)
    }
}
