import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The row note of a sorted list: the key the rows are sorted by, so the order explains itself
/// (lf's `info size` and `info time`).
extension FileItem {
    /// The note of a row with `status` in a list sorted by `order`: the size in a size sort, the
    /// modification time in a time sort (a link's own, which sorted it: no arrow, so a time
    /// fits the third of the row a note gets), else the size of a regular file, an arrow for a
    /// link, or the kind of a special file.
    static func subtitle(for status: Result<FileStatus, BrowserError>, sortedBy order: DirectoryOptions.SortOrder,
                         now: time_t = time(nil)) -> String {
        guard case .success(let status) = status else { return "?" }
        switch (order, status.kind) {
        case (.time, _):
            return shortTime(status.modified, now: now)
        case (.size, .regular), (.size, .directory), (.size, .symlink):
            return FileStatus.humanSize(status.size)
        default:
            return nameOrderSubtitle(for: status)
        }
    }

    /// The note in name order: the size of a regular file, an arrow for a link, the kind of a
    /// special file, nothing for a directory.
    private static func nameOrderSubtitle(for status: FileStatus) -> String {
        switch status.kind {
        case .regular: return FileStatus.humanSize(status.size)
        case .symlink: return status.targetKind == nil ? "→ (broken)" : "→"
        case .fifo: return "fifo"
        case .socket: return "socket"
        case .characterDevice, .blockDevice: return "device"
        default: return ""
        }
    }

    /// Month abbreviations, in English whatever the locale (as `ls` shows them in the C locale).
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A modification time in at most eight columns, in local time, as precise as its age needs: `14:03` today, `Mar 7` in the last six months, else `Mar 2019` (the detail shows the whole time).
    ///
    /// A note gets a third of the row: `Mar  7 14:03`, as `ls -l` writes it, was cut in a 28-column
    /// list.
    static func shortTime(_ date: Date, now: time_t) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        var current = now
        var today = tm()
        localtime_r(&current, &today)
        let month = months[min(max(Int(parts.tm_mon), 0), 11)]
        if parts.tm_year == today.tm_year && parts.tm_yday == today.tm_yday {
            let hour = Int(parts.tm_hour), minute = Int(parts.tm_min)
            return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        }
        let halfYear: time_t = 183 * 24 * 3600
        if seconds > now - halfYear && seconds < now { return "\(month) \(parts.tm_mday)" }
        return "\(month) \(Int(parts.tm_year) + 1900)"
    }
}
