import Foundation
import Testing
@testable import FolioBrowser

/// The manual page (Docs/folio.1) names every command `map` accepts and every config option,
/// so the page and the program cannot drift apart.
@Suite struct ManPageTests {
    let source: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Docs/folio.1"), encoding: .utf8)) ?? ""
    }()

    /// The roff source of one `.SH` section.
    func section(_ name: String) -> String {
        guard let start = source.range(of: "\n.SH \(name)\n") else { return "" }
        let rest = source[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)])
    }

    @Test func keysSectionNamesEveryCommand() {
        let keys = section("KEYS")
        #expect(!keys.isEmpty)
        for command in BrowserCommand.allCases {
            let roff = "\\fI" + command.name.replacingOccurrences(of: "-", with: "\\-") + "\\fR"
            #expect(keys.contains(roff), "the man page's KEYS section does not name \(command.name)")
        }
    }

    @Test func configurationSectionNamesEveryOption() {
        let configuration = section("CONFIGURATION")
        for option in ConfigurationOption.allCases {
            let roff = ".B " + option.name.replacingOccurrences(of: "-", with: "\\-") + "\n"
            #expect(configuration.contains(roff), "the man page's CONFIGURATION section does not describe \(option.name)")
        }
    }

    @Test func theExampleConfigReadsWithoutProblems() {
        let configuration = section("CONFIGURATION")
        guard let start = configuration.range(of: ".RS\n"), let end = configuration.range(of: "\n.RE") else {
            Issue.record("no example config in the man page")
            return
        }
        let example = configuration[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\\-", with: "-")
        let (parsed, problems) = Configuration.parse(example, path: "example")
        #expect(problems == [])
        #expect(parsed.keyMap.command(for: .character("-")) == .parent)
        #expect(parsed.previewer == ["batcat", "--color=always", "--style=plain"])
    }
}
