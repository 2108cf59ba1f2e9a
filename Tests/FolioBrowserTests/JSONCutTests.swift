import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// What is cut says so once, and truly: the raw view of a large value names how much it shows of
/// the whole value (not of the text it was given), and a row preview cut right after its own `…`
/// does not add a second one.
@MainActor
@Suite struct JSONCutTests {
    /// A botocore-like model: `shapes` holds thousands of nested members.
    static let model: String = {
        let shapes = (0..<3_000).map { index in
            #""Shape\#(index)": {"type": "structure", "members": {"Id": {"shape": "String"}, "Names": {"shape": "StringList"}}, "#
                + #""documentation": "<p>\#(String(repeating: "Describes the shape. ", count: 15))</p>"}"#
        }
        return #"{"version": "2.0", "shapes": {"# + shapes.joined(separator: ", ") + "}}"
    }()

    @Test func theRawViewOfALargeValueSaysHowMuchOfTheWholeItShows() throws {
        let b = try DocumentHarness(Self.model, name: "ec2.json", size: Size(width: 100, height: 8))
        defer { b.close() }
        b.press(.down, .character("v"), .tab, .character("G"))
        b.check("json-raw-cut", #"""
                     ec2.json          2/2 │                             shapes
         version  "2.0"                    │     "documentation": "<p>Describes the shape. Describes the   │
         shapes  {Shape0: {…}, …  {3000} › │ shape. Describes the shape. Describes the shape. Describes    │
                                           │ the shape. Describes the shape. Describes the shape.          │
                                           │ Describes the shape. Describes the shape. Describes the       │
                                           │ shape. Describes the shape. Describes the shape. Describes    │
                                           │ the shape. Describes the shape. Describes the shape. </p>"    │
         / Filter                          │ … (the first 1,332 lines, 56K, of a value of 1.3M as written) ┃
        ~~~ styles: D=dim+brightBlack R=dim+reverse a=bold+reverse b=bold c=bold+dim+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrraaaaaaaarrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrraaaaaarrrrrrrrrrrrrrrrrrrrrrrrrrrrr
                  ddddd                    d                                                               D
        RccccccRRRRRRRRRRRRRRRRRRRRRRRRRRRRd                                                               D
                                           d                                                               D
                                           d                                                               D
                                           d                                                               D
                                           d                                                               D
        rarrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd                                                               b
        """#)
    }

    @Test func aLongStringSaysHowMuchOfItIsShown() throws {
        let document = try JSONDocument.parse(Array(("{\"s\": \"" + String(repeating: "0123456789 ", count: 200_000) + "\"}").utf8))
        let item = try #require(JSONItem.list(document, childrenOf: document.root).items.first)
        let text = ItemDetailViewController.capped(item.detailText())
        #expect(text.hasSuffix("\n… (the first 56K of a string of 2.1M as written)"), "\(text.suffix(100))")
    }

    /// Line 1's first field name is cut with `…` in the header (the columns do not all fit whole).
    static let lines = """
    {"abcdefghijklmnopqrstuvwxyz": {"b": 1}, "c": 2}
    {"a": {"b": 1}, "c": 2}
    """

    @Test func aRowPreviewCutAfterItsOwnEllipsisShowsOne() throws {
        let b = try DocumentHarness(Self.lines, name: "nested.jsonl", size: Size(width: 100, height: 6))
        defer { b.close() }
        b.check("jsonl-cut-after-ellipsis", #"""
                   nested.jsonl        1/2 │                             line 1
                abcdefghij… c a            │ line 1
         line 1 {"b":1}     2              │ object, 2 members (v: raw JSON)
         line 2             2 {"b":1}      │
                                           │ abcdefghijklmnopqrstuvwxyz  {b: 1}
         / Filter                          │ c  2
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrrrRRRRRRRRRRRRrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRR UUUUUUUUUUU U UUUUUUU      d
        RaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
    }
}
