import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// `o` on a JSON value gives the pager the whole value, pretty-printed, through a pipe.
@MainActor
@Suite struct JSONPagerTests {
    func browse(_ json: String, file: String = "doc.json", failure: String? = nil) -> (BrowserHarness, () -> [([[UInt8]], [UInt8])]) {
        var fed: [([[UInt8]], [UInt8])] = []
        let runner = ProgramRunner(runFeeding: { arguments, input in
            if let failure { return failure }
            fed.append((arguments, input()))
            return nil
        })
        let b = BrowserHarness(environment: ["PAGER": "pager -R"], runner: runner)
        b.fixture.file(file, json)
        b.open()
        b.press(.character("l"))
        return (b, { fed })
    }

    @Test func aLongValueReachesThePagerWhole() {
        let long = String(repeating: "x", count: 200_000)
        let (b, fed) = browse(#"{"short": 1, "long": {"text": "\#(long)", "n": [1, 2]}}"#)
        #expect(b.titles == ["short", "long"])
        b.press(.down, .character("o"))
        let expected = "{\n  \"text\": \"\(long)\",\n  \"n\": [\n    1,\n    2\n  ]\n}\n"
        #expect(fed().map { $0.0 } == [[Array("pager".utf8), Array("-R".utf8)]])
        #expect(fed().first?.1 == Array(expected.utf8), "the value whole, with its 200,000-byte string not cut")
        #expect(b.harness.terminal.suspendCount == 1, "the terminal is handed over and taken back")

        b.press(.character("l"))
        b.press(.character("o"))
        #expect(fed().count == 2, "the value's detail pages it too")
    }

    @Test func aJSONLinesLineReachesThePagerPrettyOrAsItIs() {
        let (b, fed) = browse("{\"a\": [1]}\n{broken\n", file: "log.jsonl")
        b.press(.character("o"))
        b.press(.down, .character("o"))
        #expect(fed().map { $0.1 } == [Array("{\n  \"a\": [\n    1\n  ]\n}\n".utf8), Array("{broken\n".utf8)])
    }

    @Test func aFailedPagerIsSaid() {
        let (b, _) = browse(#"{"a": 1}"#, failure: "pager: command not found")
        b.press(.character("o"))
        #expect(b.harness.window.notice == "pager: command not found (set PAGER)")
    }
}
