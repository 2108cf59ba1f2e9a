import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// `/` on a document matches what the rows show: a container's preview too (`/toyota` on a list
/// of cars); when nothing matches, the list says that `f` searches every value.
@MainActor
@Suite struct JSONFilterTests {
    @Test func theFilterMatchesWhatARowsPreviewShows() throws {
        let b = try DocumentHarness(DocumentValueKeysTests.cars, name: "cars.json", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.press(.character("/"))
        b.type("toyota")
        b.check("json-filter-previews", #"""
                     cars.json    1/2 of 4 │                              [1]
             Name        Cylinders Origin  │ .[1]                                                          ┃
         [1] toyota cor…         4 Japan   │ object, 3 members (v: raw JSON)                               ┃
         [3] toyota cor…         4 Japan   │                                                               ┃
         /toyota                           │ Name  "toyota corona mark ii"                                 ┃
         / Filter                          │ Cylinders  4                                                  │
        ~~~ styles: D=dim+brightBlack R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim r=reverse
        rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRR UUUUUUUUUUU UUUUUUUUU UUUUUU  d                                                               b
        RaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd                                                               b
                                           d                                                               b
         b                                 d                                                               b
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd                                                               D
        """#)
    }

    @Test func jsonLinesRowsMatchTheirPreviewsAndErrors() throws {
        let b = try DocumentHarness(CopyNamesTests.lines, name: "cars.jsonl", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.press(.character("/"))
        b.type("toyota")
        #expect(b.lists.last?.rows.count == 1)
        #expect(b.lists.last?.selectedItem?.title == "line 3")
        b.press(.escape, .character("/"))
        b.type("not JSON")
        #expect(b.lists.last?.selectedItem?.title == "line 2", "a bad line matches its message")
    }

    @Test func noMatchInADocumentSaysThatFSearchesEveryValue() throws {
        let b = try DocumentHarness(DocumentValueKeysTests.cars, name: "cars.json", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.press(.character("/"))
        b.type("zzz")
        b.check("json-filter-none", #"""
                     cars.json    0/0 of 4 │
           Name Cylinders Origin           │
         No match for zzz. f searches      │
         every value of the document.      │
         /zzz                              │
         / Filter                          │
        ~~~ styles: R=bold+reverse U=bold+underline b=bold d=dim r=reverse
        rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         R UUUU UUUUUUUUU UUUUUU           d
         dddddddddddddddddddddddddddd      d
         dddddddddddddddddddddddddddd      d
         b                                 d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
    }
}
