import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Rows show a one-line preview after the name, as jless does.
@MainActor
@Suite struct JSONRowPreviewTests {
    static let packages = #"""
    {"packages": [
      {"Package": "bash", "Version": "5.2.15-2", "Depends": ["base-files", "debianutils"], "Essential": true},
      {"Package": "coreutils", "Version": "9.1-1", "Depends": [], "Size": 2801},
      {"Package": "tab\there", "Note": "a\nb", "NUL": "x\u0000y"}
    ], "count": 3, "source": "Debian \"bookworm\"", "empty": {}}
    """#

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func topLevelRowsPreviewTheirValues() throws {
        let (harness, _) = try JSONScreens.browser(Self.packages, size: Size(width: 120, height: 8))
        check(harness, "json-rows-top", #"""
                         doc.json             1/4 │                                  packages
         packages  [{…}, {…}, {…}]          [3] › │ .packages
         count  3                                 │ array, 3 elements (v: raw JSON)
         source  "Debian \"bookworm\""            │
         empty  {}                            {0} │ [0]  {Package: "bash", Version: "5.2.15-2", Depends: […], Essential: true}
                                                  │ [1]  {Package: "coreutils", Version: "9.1-1", Depends: [], Size: 2801}
                                                  │ [2]  {Package: "tab\there", Note: "a\nb", NUL: "x\u0000y"}
         / Filter                                 │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbbbbRRaaaaaaaaaaaaaaaRRRRRRRRRaaaaaaRd
                d                                 d
                 ddddddddddddddddddddd            d
                dd                           dddd d
                                                  d
                                                  d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        // The selected row is highlighted across; off the selection, the preview is dim, and so
        // is the count.
        #expect(JSONScreens.styles(harness, row: 1, width: 30) == "rrrrrrrrrrrrrrrrrrrrrrrrrrrrrr")
        harness.press(.down)
        #expect(JSONScreens.styles(harness, row: 1, width: 30) == ".BBBBBBBB..ddddddddddddddd....", "bold blue name, dim preview")
    }

    @Test func elementsPreviewTheirMembersCutToTheColumn() throws {
        let (harness, _) = try JSONScreens.browser(Self.packages, size: Size(width: 60, height: 7))
        harness.press(.left)  // a narrow start shows the first row's detail; back to the list
        harness.press(.enter)
        check(harness, "json-rows-elements-60", #"""
         ‹ doc.json               packages                      1/3
             Package   Version  Depends             Essential Size
         [0] bash      5.2.15-2 ["base-files","deb… true
         [1] coreutils 9.1-1    []                            2801
         [2] tab^Ihere

         / Filter
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRR UUUUUUUUU UUUUUUUU UUUUUUUUUUUUUUUUUUU UUUUUUUUU UUUU
        RaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR



        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)
        harness.press(.enter)
        check(harness, "json-rows-members-60", #"""
         ‹ packages                 [0]                         1/4
         Package  "bash"
         Version  "5.2.15-2"
         Depends  ["base-files", "debianutils"]               [2] ›
         Essential  true

         / Filter
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RRRRRRRRRRaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                  dddddddddd
         BBBBBBB  ddddddddddddddddddddddddddddd              dddddd
                    dddd

        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)
    }

    @Test func previewsOfHugeValuesStayShort() throws {
        let long = String(repeating: "é", count: 100_000)
        let members = (0..<50_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let document = try JSONDocument.parse(Array("[\"\(long)\", {\(members)}]".utf8))
        let children = document.children(of: document.root)
        let text = document.preview(of: children[0])
        #expect(text.hasPrefix("\"ééé") && text.hasSuffix("é…\""))
        #expect(text.count == 163, "160 characters, the quotes and the ellipsis")
        let object = document.preview(of: children[1])
        #expect(object.hasPrefix("{k0: 0, k1: 1, k2: 2, "))
        #expect(object.hasSuffix(", …}"))
        #expect(object.count < 200)
    }
}
