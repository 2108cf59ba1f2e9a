import Foundation

/// Compares screens with golden text and records new golden text on request.
public enum ScreenComparison {
    /// Nil when `actual` matches `expected` line for line (trailing spaces ignored), else a report.
    public static func mismatch(actual: String, expected: String, name: String) -> String? {
        let want = normalized(expected), got = normalized(actual)
        if let directory = ProcessInfo.processInfo.environment["FOLIO_RECORD_SCREENS"] {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(name + ".txt")
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try? got.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        guard want != got else { return nil }
        var report = ["Screen '\(name)' differs:"]
        for i in 0..<max(want.count, got.count) {
            let w = i < want.count ? want[i] : "<missing>", g = i < got.count ? got[i] : "<missing>"
            if w != g { report.append("  line \(i + 1):\n    expected |\(w)|\n    actual   |\(g)|") }
        }
        report.append("Actual screen:\n\"\"\"\n" + got.joined(separator: "\n") + "\n\"\"\"")
        return report.joined(separator: "\n")
    }

    /// Lines without trailing spaces, without trailing empty lines.
    public static func normalized(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var s = String(line)
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
