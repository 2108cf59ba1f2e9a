import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Lists of records show as tables (issue 31): a JSON array of objects and JSON Lines of objects,
/// their fields as columns under a header, numbers right-aligned, the current column moved by
/// `<` and `>`; Enter still opens a record's fields.
@MainActor
@Suite struct RecordTableScreenTests {
    static let cars = #"""
    [
      {"Name": "chevrolet chevelle malibu", "Miles_per_Gallon": 18, "Cylinders": 8, "Origin": "USA"},
      {"Name": "toyota corona mark ii", "Miles_per_Gallon": 24, "Cylinders": 4, "Origin": "Japan"},
      {"Name": "citroen ds-21 pallas", "Miles_per_Gallon": null, "Cylinders": 4, "Origin": "Europe"},
      {"Name": "datsun pl510", "Miles_per_Gallon": 27.5, "Cylinders": 4, "Origin": "Japan"}
    ]
    """#

    @Test func aJSONArrayOfObjectsIsATableWhoseCurrentColumnMoves() throws {
        let b = try DocumentHarness(Self.cars, name: "cars.json", size: Size(width: 100, height: 8))
        defer { b.close() }
        b.check("records-cars", #"""
                     cars.json         1/4 │                              [0]
             Name        Miles_per_… Cyli… │ .[0]
         [0] chevrolet …          18     8 │ object, 4 members (v: raw JSON)
         [1] toyota cor…          24     4 │
         [2] citroen ds…                 4 │ Name  "chevrolet chevelle malibu"
         [3] datsun pl5…        27.5     4 │ Miles_per_Gallon  18
                                           │ Cylinders  8
         / Filter                          │ Origin  "USA"
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRR UUUUUUUUUUU UUUUUUUUUUU UUUUU d
        RaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                                           d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        b.press(.character(">"), .character(">"))
        #expect(b.lists.last?.listView.currentColumn == 2, "the titles column, Name, Miles_per_Gallon")
        b.check("records-cars-column", #"""
                     cars.json         1/4 │                              [0]
             Name        Miles_per_… Cyli… │ .[0]
         [0] chevrolet …          18     8 │ object, 4 members (v: raw JSON)
         [1] toyota cor…          24     4 │
         [2] citroen ds…                 4 │ Name  "chevrolet chevelle malibu"
         [3] datsun pl5…        27.5     4 │ Miles_per_Gallon  18
                                           │ Cylinders  8
         / Filter                          │ Origin  "USA"
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
        rrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUU UUUUUUUUUUU RRRRRRRRRRR UUUUU d
        RRRRRRRRRRRRRRRRRaaaaaaaaaaaRRRRRRRd
                                           d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)
        b.press(.character("j"), .enter)
        #expect(b.harness.screen.contains("Name  \"toyota corona mark ii\""), "Enter opens the record's fields: \(b.harness.screen)")
    }

    @Test func jsonLinesWithDifferentFieldsShowTheUnionOfThem() throws {
        let lines = """
        {"level": "info", "msg": "started", "pid": 42}
        {"level": "warn", "msg": "slow disk", "ms": 1250}
        not json
        {"level": "error", "msg": "tab\\there", "pid": 42, "code": [1, 2]}
        """
        let b = try DocumentHarness(lines, name: "log.jsonl", size: Size(width: 60, height: 8))
        defer { b.close() }
        b.check("records-jsonl-60", #"""
                                 log.jsonl                      1/4
                level               msg       pid   ms code
         line 1 info                started    42
         line 2 warn                slow disk     1250
         line 3 ✗ not JSON: column…
         line 4 error               tab^Ihere  42      [1,2]

         / Filter
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRR UUUUUUUUUUUUUUUUUUU UUUUUUUUU UUU UUUU UUUUU
        RaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR




        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)
    }
}
