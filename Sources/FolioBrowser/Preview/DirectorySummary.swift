import FolioKit

/// A directory's preview: how many entries of which kind, and the first ones in list order.
///
/// Made off the main loop: a 100,000-entry directory takes a while to read.
enum DirectorySummary {
    /// Entries listed.
    static let sample = 200

    /// The summary lines of `path`, names in visible form.
    static func lines(_ path: RawPath, cancellation: CancellationFlag) -> [String] {
        let entries: DirectoryEntries
        do {
            entries = try DirectoryListing.read(path, cancellation: cancellation)
        } catch is CancellationError {
            return []
        } catch {
            return [TextWidth.visible("Cannot list: \(error)")]
        }
        if cancellation.isCancelled { return [] }
        if entries.count == 0 { return ["Empty directory."] }
        let directories = entries.kinds.filter { $0 == .directory }.count
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        var lines = [count(entries.count, "entry", "entries") + ": " + count(directories, "directory", "directories")
                     + ", \(entries.count - directories) other", ""]
        for index in 0..<min(entries.count, sample) {
            lines.append((entries.kinds[index] == .directory ? "▸ " : "  ") + TextWidth.visible(entries.title(index)))
        }
        if entries.count > sample { lines.append("  … and \(entries.count - sample) more") }
        return lines
    }
}
