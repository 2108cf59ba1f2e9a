/// Counts of work a frame should do once and then reuse, so tests can check that redrawing
/// rows recomputes nothing, as a number rather than a timing.
///
/// Main-actor state, like the rows it counts; tests read the change over a few frames.
@MainActor
enum WorkCounters {
    /// Row colours matched against the colour table (once per item, status and table).
    static var rowStyles = 0
    /// File names checked against the document endings (once per item).
    static var documentChecks = 0
    /// Position counter bar items made (once per list; later moves retitle it).
    static var positionItems = 0
    /// Detail controllers made (a move between two files reuses the one on screen).
    static var detailControllers = 0
    /// Metadata lines a reused detail made when its item changed (a move's frame waited for them).
    static var metadataOnDemand = 0
    /// Metadata lines made ahead for the items beside the selection, after a frame.
    static var metadataPrepared = 0
}
