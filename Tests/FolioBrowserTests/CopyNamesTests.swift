import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// `y` and `Y` say what they copy, in the item's words (a file's path and name, a JSON value's jq
/// path and the value, a SQLite field's location and value), in the notice and in help; in JSON
/// Lines `y` copies a command that names the line, and `--choose` prints the same.
@MainActor
@Suite struct CopyNamesTests {
    static let cars = DocumentValueKeysTests.cars

    /// The text a POSIX shell gives back for `script`.
    static func shell(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The titles help shows for `y` and `Y` on the browser's current item.
    static func copyTitles(_ split: BrowserSplitViewController) -> [String] {
        split.keyCommands.filter { $0.matches(.character("y")) || $0.matches(.character("Y")) }.map(\.title)
    }

    /// A copied text as the notice shows it: cut to 60 characters.
    static func shown(_ text: String) -> String { text.count > 60 ? String(text.prefix(59)) + "…" : text }

    @Test func jsonCopiesTheJqPathAndTheValueAndSaysSo() throws {
        let b = try DocumentHarness(Self.cars, name: "cars.json", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.press(.character("l"))
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboard == [#""chevrolet chevelle malibu""#])
        b.check("json-copied-value", #"""
         ‹ cars.json    [0]            1/3 │                              Name
         Name  "chevrolet chevelle malib…  │ .[0].Name
         Cylinders  8                      │ string, 25 bytes (v: raw JSON)
         Origin  "USA"                     │
                                           │ chevrolet chevelle malibu
         Sent the value to the clipboard: "chevrolet chevelle malibu"
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRaaaaaaaaaaaaaaaaaaaaaaaaaaRRd
                    d                      d
                 ddddd                     d
                                           d
        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """#)
        b.press(.character("y"))
        #expect(b.harness.terminal.clipboard.last == ".[0].Name")
        #expect(b.harness.window.notice == "Sent the jq path to the clipboard: .[0].Name")
        #expect(Self.copyTitles(b.split) == ["Copy the jq path", "Copy the value"], "help says what y and Y copy here")
    }

    @Test func aFileCopiesItsPathAndItsName() {
        let b = BrowserHarness()
        b.fixture.file("report.pdf", "x")
        b.open(size: Size(width: 100, height: 40))
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboard == ["report.pdf"])
        #expect(b.harness.window.notice == "Sent the name to the clipboard: report.pdf")
        #expect(Self.copyTitles(b.split) == ["Copy the path", "Copy the name"])
    }

    @Test func aSQLiteFieldCopiesItsLocationAndItsValue() {
        let fixture = SQLiteFixture()
        let browser = SQLiteBrowser(fixture.database("library.db", SQLiteFixture.library), size: Size(width: 120, height: 20))
        browser.wait(for: "authors")
        browser.press(.down, .enter)
        browser.wait(forRow: "2 Invisible Ci")
        browser.open()
        browser.wait(for: "author_id")
        browser.press(.down)
        browser.harness.press(.character("Y"))
        #expect(browser.context.notices.notice == "Sent the value to the clipboard: The Dispossessed", "\(browser.context.notices.notice ?? "")")
        browser.harness.press(.character("y"))
        #expect(browser.context.notices.notice == "Sent the location to the clipboard: " + Self.shown("\(browser.root.path):books:1:title"))
        #expect(browser.harness.terminal.clipboard == ["The Dispossessed", "\(browser.root.path):books:1:title"])
    }

    static let lines = """
    {"Name": "chevrolet chevelle malibu", "Cylinders": 8}
    {"Name": "broken, "Cylinders": 4
    {"Name": "toyota corona mark ii", "Cylinders": 4, "my key": [1, 2]}
    """

    @Test func jsonLinesCopiesACommandNamingTheLineAndChooseAgrees() throws {
        let b = try DocumentHarness(Self.lines, name: "cars.jsonl", size: Size(width: 100, height: 6), choosesPath: true)
        defer { b.close() }
        let file = b.path("cars.jsonl")
        b.press(.down, .down, .character("l"))
        b.press(.character("y"))
        let command = "sed -n 3p \(file) | jq .Name"
        #expect(b.harness.terminal.clipboard == [command], "the line, then the path in it")
        #expect(b.harness.window.notice == "Sent the shell command to the clipboard: " + Self.shown(command))
        #expect(try Self.shell("sed -n 3p \(file)") == #"{"Name": "toyota corona mark ii", "Cylinders": 4, "my key": [1, 2]}"#,
                "pasted into a shell, it prints the line")
        // The detail says where the value is the same way search results do.
        #expect(b.harness.screen.contains("line 3 .Name"), "\(b.harness.screen)")
        // `--choose` prints the marks as `y` copies them.
        b.press(.character(" "))
        b.press(.down, .character(" "))
        #expect(b.context.marks.choiceOutput(fallback: nil).texts == [command, "sed -n 3p \(file) | jq '.\"my key\"'"])
        // A line that is not JSON: its command prints it as written.
        b.press(.character("h"), .up)
        b.press(.character("y"))
        #expect(b.harness.terminal.clipboard.last == "sed -n 2p \(file)")
        #expect(b.harness.window.notice == "Sent the shell command to the clipboard: " + Self.shown("sed -n 2p \(file)"))
        b.press(.character("Y"))
        #expect(b.harness.window.notice == #"Sent the line to the clipboard: {"Name": "broken, "Cylinders": 4"#)
    }

    @Test func locatorsQuoteWhatTheShellWouldRead() throws {
        #expect(JSONLinesLocator.command(line: 3, path: ".Name", file: "/data/cars.jsonl") == "sed -n 3p /data/cars.jsonl | jq .Name")
        #expect(JSONLinesLocator.command(line: 3, path: ".", file: "/data/cars.jsonl") == "sed -n 3p /data/cars.jsonl")
        #expect(JSONLinesLocator.command(line: 12, path: ".tags[0]", file: nil) == "sed -n 12p | jq '.tags[0]'",
                "standard input: the pipeline's tail")
        for word in ["it's here", "a b\nc", "$HOME", "*.json", "~x", "-n", "back\\slash", "\"q\"", "ü"] {
            #expect(try Self.shell("printf '%s' " + JSONLinesLocator.shellQuoted(word)) == word, "\(word) reads back as itself")
        }
        #expect(JSONLinesLocator.shellQuoted("/data/cars-1.jsonl") == "/data/cars-1.jsonl", "plain words stay plain")
    }
}
