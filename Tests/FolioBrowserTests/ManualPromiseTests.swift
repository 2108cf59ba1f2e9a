import Foundation
import Testing
import FolioKit
@testable import FolioBrowser

/// Promises of the README and the manual that mutants written from them (issue 28, the last
/// thirty of Scripts/mutants_list.py) showed no test held: each test names its mutant.
@Suite struct ManualPromiseTests {
    /// Mutant: `--max-size 512m` (a lower-case suffix) is refused.
    @Test func maxSizeTakesItsSuffixInEitherCase() {
        #expect(DocumentLimit.parse("512m") == DocumentLimit(bytes: 512 << 20))
        #expect(DocumentLimit.parse("512M") == DocumentLimit(bytes: 512 << 20))
        #expect(DocumentLimit.parse("1g") == DocumentLimit(bytes: 1 << 30))
        #expect(DocumentLimit.parse("1500k") == DocumentLimit(bytes: 1500 << 10))
    }

    /// Mutant: on an 8-colour terminal a previewer's bright colour is not shown as its plain
    /// colour (bright black, a common "dim" text, turned white).
    @Test func brightColoursOnEightColoursAreTheirPlainColours() {
        let plain: [Color] = [.black, .red, .green, .yellow, .blue, .magenta, .cyan, .white]
        for (offset, colour) in plain.enumerated() {
            #expect(SGRParser.parse("\u{1B}[\(90 + offset)mx", depth: .eight).style(at: 0).foreground == colour, "\(90 + offset)")
            #expect(SGRParser.parse("\u{1B}[\(100 + offset)mx", depth: .eight).style(at: 0).background == colour, "\(100 + offset)")
        }
    }

    /// Mutant: `list-width = AUTO` is refused (values, like names, ignore case).
    @Test func listWidthAutoIgnoresCase() {
        #expect(ListWidth(configValue: "AUTO") == .automatic)
        let (configuration, problems) = Configuration.parse("list-width = Auto\n", path: "config")
        #expect(problems == [])
        #expect(configuration.listWidth == .automatic)
    }
}
