/// Work the browser does once and then reuses, named so that a test can count it (a number,
/// not a timing) through a `WorkProbe`.
enum ReusedWork: Hashable, Sendable {
    /// A row colour matched against the colour table (once per item, status and table).
    case rowStyle
    /// A file name checked against the document endings (once per item).
    case documentCheck
    /// A position counter bar item made (once per list; later moves retitle it).
    case positionItem
    /// A detail controller made by a list (a move between two files reuses the one on screen).
    case detailController
    /// Metadata lines a reused detail made when its item changed (a move's frame waited for them).
    case metadataOnDemand
    /// Metadata lines made ahead for an item beside the selection, after a frame.
    case metadataPrepared
    /// A list read its directory again because the watcher said it changed.
    case watchReread
    /// A detail asked the watcher for its directory (once per folder: a move to the next file
    /// of the same folder keeps the watch).
    case detailWatch
}

/// Told each time the object holding it does a piece of `ReusedWork`.
///
/// The app gives none; a test gives one that counts, to the list, detail or directory options
/// whose work it checks.
typealias WorkProbe = @MainActor (ReusedWork) -> Void
