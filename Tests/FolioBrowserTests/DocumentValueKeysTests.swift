import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Inside a document: `l` on a value says that the detail has the keys, and the document's keys
/// (`f`, `/`, `n`) still work there; `~` then `''` comes back into the document.
@MainActor
@Suite struct DocumentValueKeysTests {
    static let cars = #"""
    [{"Name": "chevrolet chevelle malibu", "Cylinders": 8, "Origin": "USA"},
     {"Name": "toyota corona mark ii", "Cylinders": 4, "Origin": "Japan"},
     {"Name": "ford torino", "Cylinders": 8, "Origin": "USA"},
     {"Name": "toyota corolla", "Cylinders": 4, "Origin": "Japan"}]
    """#

    @Test func openingAValueSaysTheDetailHasTheKeys() throws {
        let b = try DocumentHarness(Self.cars, name: "cars.json", size: Size(width: 100, height: 9))
        defer { b.close() }
        b.press(.character("l"))
        b.press(.character("l"))
        b.check("json-value-focus", #"""
         ‹ cars.json    [0]            1/3 │                              Name
         Name  "chevrolet chevelle malib…  │ .[0].Name
         Cylinders  8                      │ string, 25 bytes (v: raw JSON)
         Origin  "USA"                     │
                                           │ chevrolet chevelle malibu
                                           │
                                           │
                                           │
         Name has nothing to list: the detail has the keys now (h goes back)
        ~~~ styles: R=dim+reverse a=bold+reverse b=bold+reverse+black+on-yellow d=dim r=reverse
        rrrrrrrrrrrrrrrraaarrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                    d                      d
                 ddddd                     d
                                           d
                                           d
                                           d
                                           d
        bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
        """#)
        // `f` in the detail: the list gets the keys back and the search opens over it.
        b.press(.character("f"))
        #expect(b.split.focusedColumn == .primary)
        #expect(b.split.primaryNavigation?.topViewController is JSONSearchViewController, "f searches: \(b.harness.screen)")
        b.type("toyota")
        b.press(.enter)
        JSONScreens.waitFor("2 matches", in: b.harness)
        b.press(.enter)
        #expect(b.lists.last?.title == "[1]", "Enter jumps to the first match")
        // `n` from a value's detail steps to the next result.
        b.press(.character("l"))
        #expect(b.split.focusedColumn == .secondary)
        b.press(.character("n"))
        #expect(b.lists.last?.title == "[3]", "n in the detail goes to the next match: \(b.harness.screen)")
        #expect(b.split.focusedColumn == .primary)
        // `/` in the detail filters the list.
        b.press(.character("l"))
        b.press(.character("/"))
        b.type("cyl")
        #expect(b.lists.last?.rows.count == 1, "/ filters the list from the detail: \(b.harness.screen)")
    }

    @Test func theDocumentKeysWorkInAValueOpenedInANarrowTerminal() throws {
        let b = try DocumentHarness(Self.cars, name: "cars.json", size: Size(width: 60, height: 8))
        defer { b.close() }
        b.press(.character("h"))  // a narrow start shows the first row's detail; back to the list
        b.press(.character("l"))
        b.press(.character("l"))
        #expect(b.split.primaryNavigation?.topViewController is ItemDetailViewController)
        b.press(.character("f"))
        b.check("json-value-search-60", #"""
         ‹ [0]                     Search
         Search all: a name or value, then Enter
        ~~~ styles: R=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbbbbbbbbbddddddddddddddddddddddddddd





        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)
    }

    @Test func goingHomeFromADocumentAndBackReturnsIntoIt() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("folio-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let b = try DocumentHarness(Self.cars, name: "cars.json", size: Size(width: 100, height: 8), environment: ["HOME": home.path])
        defer { b.close() }
        b.press(.down, .character("l"))
        b.press(.character("~"))
        #expect(b.lists.map(\.item.title) == [home.lastPathComponent], "~ goes home")
        b.press(.character("'"), .character("'"))
        #expect(b.harness.window.notice == nil, "'' has a place to go back to: \(b.harness.window.notice ?? "")")
        #expect(b.lists.map(\.title) == ["cars.json", "[1]"], "back into the document, where it was")
        b.check("json-back-from-home", #"""
         ‹ cars.json    [1]            1/3 │                              Name
         Name  "toyota corona mark ii"     │ .[1].Name
         Cylinders  4                      │ string, 21 bytes (v: raw JSON)
         Origin  "Japan"                   │
                                           │ toyota corona mark ii
                                           │
                                           │
         / Filter                          │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRaaaaaaaaaaaaaaaaaaaaaaaRRRRRd
                    d                      d
                 ddddddd                   d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        // And `''` again goes home again: the two places swap, as between two directories.
        b.press(.character("'"), .character("'"))
        #expect(b.lists.map(\.item.title) == [home.lastPathComponent])
        b.press(.character("'"), .character("'"))
        #expect(b.lists.map(\.title) == ["cars.json", "[1]"])
    }
}
