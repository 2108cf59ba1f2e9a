import Foundation
import FolioKit

/// Compares screens with golden text and records new golden text on request.
///
/// A golden is the screen's text lines, optionally followed by a style section (`StyleMap`):
/// a line starting `~~~ styles:` with the legend, then one line of style letters a row.
public enum ScreenComparison {
    /// Nil when `actual` matches `expected` line for line (trailing spaces ignored), else a report.
    public static func mismatch(actual: String, expected: String, name: String) -> String? {
        let want = normalized(expected), got = normalized(actual)
        record(got, name: name)
        guard want != got else { return nil }
        return textReport(want: want, got: got, name: name) + "\n" + pasteable(got)
    }

    /// Nil when `grid` matches `expected`, else a report with the actual golden ready to paste.
    ///
    /// The text always counts. Styles count when `styles` is true, or when it is nil and
    /// `expected` has a style section; then the recorded golden has one too.
    public static func mismatch(grid: CellGrid, expected: String, name: String, styles: Bool? = nil) -> String? {
        let (wantText, wantStyles) = split(expected)
        let comparesStyles = styles ?? (wantStyles != nil)
        let gotText = normalized(grid.text)
        let actualStyles = StyleMap(grid: grid)
        let golden = gotText + (comparesStyles ? actualStyles.section : [])
        record(golden, name: name)
        var problems: [String] = []
        let want = normalized(wantText.joined(separator: "\n"))
        if want != gotText { problems.append(textReport(want: want, got: gotText, name: name)) }
        if comparesStyles {
            if let section = wantStyles {
                do {
                    let expectedStyles = try StyleMap(section: section, width: grid.size.width, height: grid.size.height)
                    if expectedStyles != actualStyles {
                        problems.append(styleReport(want: expectedStyles, got: actualStyles, name: name))
                    }
                } catch {
                    problems.append("Styles of '\(name)' cannot be read: \(error)")
                }
            } else {
                problems.append("Screen '\(name)' compares styles but its golden has no '\(StyleMap.marker)' section.")
            }
        }
        guard !problems.isEmpty else { return nil }
        return (problems + [pasteable(golden)]).joined(separator: "\n")
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

    /// The text lines of a golden and its style section (marker line first), if it has one.
    static func split(_ golden: String) -> (text: [String], styles: [String]?) {
        let lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let at = lines.firstIndex(where: { $0.hasPrefix(StyleMap.marker) }) else { return (lines, nil) }
        return (Array(lines[..<at]), Array(lines[at...]))
    }

    /// Writes the golden to `$FOLIO_RECORD_SCREENS/name.txt` when recording.
    private static func record(_ lines: [String], name: String) {
        guard let directory = ProcessInfo.processInfo.environment["FOLIO_RECORD_SCREENS"] else { return }
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name + ".txt")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        } catch {
            // Recording is a developer's request: say it failed rather than leave stale goldens.
            FileHandle.standardError.write(Data("cannot record \(url.path): \(error)\n".utf8))
        }
    }

    private static func textReport(want: [String], got: [String], name: String) -> String {
        var report = ["Screen '\(name)' differs:"]
        for i in 0..<max(want.count, got.count) {
            let w = i < want.count ? want[i] : "<missing>", g = i < got.count ? got[i] : "<missing>"
            if w != g { report.append("  line \(i + 1):\n    expected |\(w)|\n    actual   |\(g)|") }
        }
        return report.joined(separator: "\n")
    }

    private static func styleReport(want: StyleMap, got: StyleMap, name: String) -> String {
        var report = ["Styles of '\(name)' differ:"]
        for y in 0..<max(want.rows.count, got.rows.count) {
            let w = y < want.rows.count ? want.rows[y] : [], g = y < got.rows.count ? got.rows[y] : []
            guard w != g else { continue }
            let columns = (0..<max(w.count, g.count)).filter { ($0 < w.count ? w[$0] : "") != ($0 < g.count ? g[$0] : "") }
            let shown = columns.prefix(4).map { x in
                "column \(x + 1): expected \(x < w.count ? w[x] : "-"), actual \(x < g.count ? g[x] : "-")"
            }
            report.append("  row \(y + 1): \(columns.count) cells, " + shown.joined(separator: "; "))
        }
        return report.joined(separator: "\n")
    }

    private static func pasteable(_ lines: [String]) -> String {
        "Actual screen:\n\"\"\"\n" + lines.joined(separator: "\n") + "\n\"\"\""
    }
}
