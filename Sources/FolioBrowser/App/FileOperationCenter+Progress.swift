import FolioKit
import FoundationEssentials

/// The progress row of a file operation: files and bytes done of how many, the rate, the time
/// left and the name worked on (`Copying 3/10 files, 1.2M of 5.0M, 20M/s, 3 s left: a.iso`).
extension FileOperationCenter {
    /// The progress after `elapsed`, without the operation's title; bytes, rate and time left
    /// only when there are bytes to copy.
    nonisolated static func progressText(_ progress: FileOperationProgress, elapsed: Duration) -> String {
        var parts = ["\(progress.filesDone)/\(progress.filesTotal) file\(progress.filesTotal == 1 ? "" : "s")"]
        if progress.bytesTotal > 0 {
            parts.append("\(FileStatus.humanSize(progress.bytesDone)) of \(FileStatus.humanSize(progress.bytesTotal))")
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if seconds > 0, progress.bytesDone > 0 {
                let rate = Double(progress.bytesDone) / seconds
                parts.append("\(FileStatus.humanSize(Int64(rate)))/s")
                let left = Double(max(0, progress.bytesTotal - progress.bytesDone)) / rate
                parts.append(timeLeftText(left))
            }
        }
        let name = TextWidth.visible(String(decoding: progress.currentName, as: UTF8.self))
        return parts.joined(separator: ", ") + (name.isEmpty ? "" : ": " + name)
    }

    /// `3 s left`, `2 min 5 s left`, `1 h 4 min left`.
    nonisolated static func timeLeftText(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s left" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s left" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min left"
    }
}
