import FolioKit

/// Screens of fresh browsers by state description, kept for one test run.
@MainActor
final class FreshScreenCache {
    var screens: [String: (golden: String, cursor: Point?, grid: CellGrid)] = [:]
}
