/// A navigation stack being restored: the identifiers saved for it and how far it has got.
struct StackRestoration {
    /// The whole saved archive, for the state of levels made later.
    var archive: StateRestoration.Archive
    /// Where the navigation controller's state is saved.
    var path: String
    /// The saved stack's identifiers, root first.
    var identifiers: [String]
    /// How many levels exist now; the next one to make is `identifiers[made]`.
    var made: Int

    /// Where the level at `index` is saved, numbering repeated identifiers as encoding did.
    func path(ofLevel index: Int) -> String {
        let identifier = identifiers[index]
        let occurrence = identifiers[..<index].filter { $0 == identifier }.count
        return StateRestoration.childPath(path, identifier: identifier, occurrence: occurrence)
    }
}
