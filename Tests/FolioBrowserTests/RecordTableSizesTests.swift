import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A CSV table at 60x20, 80x24, 120x40 and 200x50, and after resizes (issue 31): the header
/// stays on scroll, numbers right-aligned, widths capped with `…`, the current column marked,
/// sideways scrolling a column at a time, the sort shown in the header.
@MainActor
@Suite struct RecordTableSizesTests {
    /// 30 cities: a long name, numbers (one missing), a text column, a long note.
    static let csv: [UInt8] = {
        let names = ["Lisbon", "Zürich", "São Paulo", "Kraków", "Reykjavík", "Osaka", "Nairobi", "Austin", "Llanfairpwllgwyngyll", "Oslo"]
        var text = "city,population,area_km2,country,founded,note\n"
        for row in 0..<30 {
            let population = row == 4 ? "" : String((row * 7919) % 900_000 + 1000)
            text += "\(names[row % 10]) \(row),\(population),\(Double((row * 37) % 500) / 4),C\(row % 7),\(1000 + row * 31),note for row \(row) of the table\n"
        }
        return Array(text.utf8)
    }()

    /// The table opened at `size`, its rows all indexed.
    static func open(_ size: Size) throws -> CSVHarness {
        let browser = try CSVHarness(csv, name: "cities.csv", size: size)
        browser.settleIndex()
        return browser
    }

    @Test func aCSVTableAtEverySizeAndAfterResizes() throws {
        let small = try Self.open(Size(width: 60, height: 20))
        defer { small.close() }
        small.check("table-60x20", Self.at60x20)
        // Down to the end (the header stays), sorted by area, then three columns right: the
        // columns scroll sideways a column at a time.
        small.press(.character("G"), .character(">"), .character(">"), .character(">"), .character("s"))
        RecordSortTests.settleSort(small, small.list)
        small.press(.character(">"), .character(">"), .character(">"))
        small.check("table-60x20-sorted", #"""
                                 cities.csv                    6/30
         population area_km2 ▲ country founded note
             230651      18.25 C1         1899 note for row 29 o… │
              16838       18.5 C2         1062 note for row 2 of… │
             127704       23.0 C2         1496 note for row 16 o… │
              24757      27.75 C3         1093 note for row 3 of… ┃
             135623      32.25 C3         1527 note for row 17 o… ┃
                          37.0 C4         1124 note for row 4 of… ┃
             143542       41.5 C4         1558 note for row 18 o… ┃
              40595      46.25 C5         1155 note for row 5 of… ┃
             151461      50.75 C5         1589 note for row 19 o… ┃
              48514       55.5 C6         1186 note for row 6 of… ┃
             159380       60.0 C6         1620 note for row 20 o… ┃
              56433      64.75 C0         1217 note for row 7 of… ┃
             167299      69.25 C0         1651 note for row 21 o… │
              64352       74.0 C1         1248 note for row 8 of… │
             175218       78.5 C1         1682 note for row 22 o… │
              72271      83.25 C2         1279 note for row 9 of… │
             183137      87.75 C2         1713 note for row 23 o… │
         / Filter  s Sort: area_km2 ▲
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrr
         UUUUUUUUUU UUUUUUUUUU UUUUUUU UUUUUUU RRRRRRRRRRRRRRRRRR
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaaaaaaaaRd
                                                                  d
                                                                  d
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  b
                                                                  d
                                                                  d
                                                                  d
                                                                  d
                                                                  d
        rRrrrrrrrrrRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """#)

        let medium = try Self.open(Size(width: 80, height: 24))
        defer { medium.close() }
        medium.check("table-80x24", #"""
                 cities.csv    1/30 │                       row 1
                city     populat…   │ row 1 of 30, 6 fields
         row 1  Lisbon 0     1000 ┃ │
         row 2  Zürich 1     8919 ┃ │ city        Lisbon 0
         row 3  São Pau…    16838 ┃ │ population  1000
         row 4  Kraków 3    24757 ┃ │ area_km2    0.0
         row 5  Reykjav…          ┃ │ country     C0
         row 6  Osaka 5     40595 ┃ │ founded     1000
         row 7  Nairobi…    48514 ┃ │ note        note for row 0 of the table
         row 8  Austin 7    56433 ┃ │
         row 9  Llanfai…    64352 ┃ │
         row 10 Oslo 9      72271 ┃ │
         row 11 Lisbon …    80190 ┃ │
         row 12 Zürich …    88109 ┃ │
         row 13 São Pau…    96028 ┃ │
         row 14 Kraków …   103947 ┃ │
         row 15 Reykjav…   111866 │ │
         row 16 Osaka 15   119785 │ │
         row 17 Nairobi…   127704 │ │
         row 18 Austin …   135623 │ │
         row 19 Llanfai…   143542 │ │
         row 20 Oslo 19    151461 │ │
         row 21 Lisbon …   159380 │ │
         / Filter                   │
        ~~~ styles: D=dim+brightBlack R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim r=reverse
        rrrrrrrrrRRRRRRRRRRrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRR UUUUUUUU UUUUUUUU   d
        RaaaaaaRRRRRRRRRRRRRRRRRRRb d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  b d
                                  D d
                                  D d
                                  D d
                                  D d
                                  D d
                                  D d
                                  D d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """#)

        let large = try Self.open(Size(width: 120, height: 40))
        defer { large.close() }
        large.check("table-120x40", Self.at120x40)

        let huge = try Self.open(Size(width: 200, height: 50))
        defer { huge.close() }
        huge.check("table-200x50", Self.at200x50)

        // Resized 120x40 → 60x20 → 200x50, the table is drawn as at those sizes from the start.
        large.harness.resize(to: Size(width: 60, height: 20))
        large.check("table-resized-60x20", Self.at60x20)
        large.harness.resize(to: Size(width: 200, height: 50))
        large.check("table-resized-200x50", Self.at200x50)
    }

    static let at60x20 = #"""
                             cities.csv                    1/30
            city               population area_km2 country
     row 1  Lisbon 0                 1000      0.0 C0         ┃
     row 2  Zürich 1                 8919     9.25 C1         ┃
     row 3  São Paulo 2             16838     18.5 C2         ┃
     row 4  Kraków 3                24757    27.75 C3         ┃
     row 5  Reykjavík 4                       37.0 C4         ┃
     row 6  Osaka 5                 40595    46.25 C5         ┃
     row 7  Nairobi 6               48514     55.5 C6         ┃
     row 8  Austin 7                56433    64.75 C0         ┃
     row 9  Llanfairpwllgwyng…      64352     74.0 C1         ┃
     row 10 Oslo 9                  72271    83.25 C2         │
     row 11 Lisbon 10               80190     92.5 C3         │
     row 12 Zürich 11               88109   101.75 C4         │
     row 13 São Paulo 12            96028    111.0 C5         │
     row 14 Kraków 13              103947   120.25 C6         │
     row 15 Reykjavík 14           111866      4.5 C0         │
     row 16 Osaka 15               119785    13.75 C1         │
     row 17 Nairobi 16             127704     23.0 C2         │
     / Filter
    ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
    rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrr
     RRRRRR UUUUUUUUUUUUUUUUUU UUUUUUUUUU UUUUUUUU UUUUUUU
    RaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRb
                                                              b
                                                              b
                                                              b
                                                              b
                                                              b
                                                              b
                                                              b
                                                              b
                                                              d
                                                              d
                                                              d
                                                              d
                                                              d
                                                              d
                                                              d
                                                              d
    rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
    """#

    static let at120x40 = #"""
                    cities.csv           1/30 │                                    row 1
            city          population area_km2 │ row 1 of 30, 6 fields
     row 1  Lisbon 0            1000      0.0 │
     row 2  Zürich 1            8919     9.25 │ city        Lisbon 0
     row 3  São Paulo 2        16838     18.5 │ population  1000
     row 4  Kraków 3           24757    27.75 │ area_km2    0.0
     row 5  Reykjavík 4                  37.0 │ country     C0
     row 6  Osaka 5            40595    46.25 │ founded     1000
     row 7  Nairobi 6          48514     55.5 │ note        note for row 0 of the table
     row 8  Austin 7           56433    64.75 │
     row 9  Llanfairpwll…      64352     74.0 │
     row 10 Oslo 9             72271    83.25 │
     row 11 Lisbon 10          80190     92.5 │
     row 12 Zürich 11          88109   101.75 │
     row 13 São Paulo 12       96028    111.0 │
     row 14 Kraków 13         103947   120.25 │
     row 15 Reykjavík 14      111866      4.5 │
     row 16 Osaka 15          119785    13.75 │
     row 17 Nairobi 16        127704     23.0 │
     row 18 Austin 17         135623    32.25 │
     row 19 Llanfairpwll…     143542     41.5 │
     row 20 Oslo 19           151461    50.75 │
     row 21 Lisbon 20         159380     60.0 │
     row 22 Zürich 21         167299    69.25 │
     row 23 São Paulo 22      175218     78.5 │
     row 24 Kraków 23         183137    87.75 │
     row 25 Reykjavík 24      191056     97.0 │
     row 26 Osaka 25          198975   106.25 │
     row 27 Nairobi 26        206894    115.5 │
     row 28 Austin 27         214813   124.75 │
     row 29 Llanfairpwll…     222732      9.0 │
     row 30 Oslo 29           230651    18.25 │
                                              │
                                              │
                                              │
                                              │
                                              │
                                              │
                                              │
     / Filter                                 │
    ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
    rrrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
     RRRRRR UUUUUUUUUUUUU UUUUUUUUUU UUUUUUUU d
    RaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
                                              d
    rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
    """#

    static let at200x50 = #"""
                             cities.csv                    1/30 │                                                                   row 1
            city                population area_km2 country fo… │ row 1 of 30, 6 fields
     row 1  Lisbon 0                  1000      0.0 C0      10… │
     row 2  Zürich 1                  8919     9.25 C1      10… │ city        Lisbon 0
     row 3  São Paulo 2              16838     18.5 C2      10… │ population  1000
     row 4  Kraków 3                 24757    27.75 C3      10… │ area_km2    0.0
     row 5  Reykjavík 4                        37.0 C4      11… │ country     C0
     row 6  Osaka 5                  40595    46.25 C5      11… │ founded     1000
     row 7  Nairobi 6                48514     55.5 C6      11… │ note        note for row 0 of the table
     row 8  Austin 7                 56433    64.75 C0      12… │
     row 9  Llanfairpwllgwyngy…      64352     74.0 C1      12… │
     row 10 Oslo 9                   72271    83.25 C2      12… │
     row 11 Lisbon 10                80190     92.5 C3      13… │
     row 12 Zürich 11                88109   101.75 C4      13… │
     row 13 São Paulo 12             96028    111.0 C5      13… │
     row 14 Kraków 13               103947   120.25 C6      14… │
     row 15 Reykjavík 14            111866      4.5 C0      14… │
     row 16 Osaka 15                119785    13.75 C1      14… │
     row 17 Nairobi 16              127704     23.0 C2      14… │
     row 18 Austin 17               135623    32.25 C3      15… │
     row 19 Llanfairpwllgwyngy…     143542     41.5 C4      15… │
     row 20 Oslo 19                 151461    50.75 C5      15… │
     row 21 Lisbon 20               159380     60.0 C6      16… │
     row 22 Zürich 21               167299    69.25 C0      16… │
     row 23 São Paulo 22            175218     78.5 C1      16… │
     row 24 Kraków 23               183137    87.75 C2      17… │
     row 25 Reykjavík 24            191056     97.0 C3      17… │
     row 26 Osaka 25                198975   106.25 C4      17… │
     row 27 Nairobi 26              206894    115.5 C5      18… │
     row 28 Austin 27               214813   124.75 C6      18… │
     row 29 Llanfairpwllgwyngy…     222732      9.0 C0      18… │
     row 30 Oslo 29                 230651    18.25 C1      18… │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
                                                                │
     / Filter                                                   │
    ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline d=dim r=reverse
    rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
     RRRRRR UUUUUUUUUUUUUUUUUUU UUUUUUUUUU UUUUUUUU UUUUUUU UUU d
    RaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRd
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
                                                                d
    rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
    """#
}
