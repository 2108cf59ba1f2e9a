import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A copy too large for the terminal's clipboard is refused in the item's words: `Y` on a JSON
/// value says "the value", `y` "the jq path", never a file's "name".
@MainActor
@Suite struct CopyTooLargeTests {
    @Test func anOversizedJSONValueIsNamedAsAValue() throws {
        let big = String(repeating: "x", count: 100_000)
        let b = try DocumentHarness(#"{"big": "\#(big)"}"#, name: "big.json", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.press(.character("Y"))
        #expect(b.harness.terminal.clipboard == [])
        #expect(b.harness.window.notice == "Not copied: the value is 100002 bytes; terminals take at most \(Clipboard.maximumBytes)")
    }
}
