/// An item whose `Y` text is read off the main loop: a database row, copied as JSON, needs its
/// whole values, which only a statement can give.
@MainActor
protocol BackgroundCopying: BrowserItem {
    /// The work that reads the bytes `Y` copies, run on a background lane.
    func copyBytesWork() -> @Sendable () throws -> [UInt8]
}
