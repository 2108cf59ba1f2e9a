import Testing
import FolioKit
import FolioTesting

/// A table of cars: a list whose columns' data source shows its rows as records.
@MainActor
final class CarsController: ViewController, ListViewDataSource, ListViewColumnsDataSource {
    static let titles = ["Name", "Miles_per_Gallon", "Cylinders", "Horsepower", "Origin", "Year"]
    static let names = ["chevrolet chevelle malibu classic sedan deluxe edition", "buick skylark 320", "plymouth satellite",
                        "amc rebel sst", "ford torino", "トヨタ コロナ マークII", "datsun pl510", "volkswagen 1131 deluxe sedan"]
    let list = ListView()
    var sorted: (column: Int, order: ListColumn.SortOrder)? = (1, .descending)
    let rows: [[String]]

    init(count: Int = 30) {
        rows = (0..<count).map { index in
            [Self.names[index % Self.names.count], String(18 + index % 9) + (index % 3 == 0 ? ".5" : ""), String(4 + 2 * (index % 3)),
             index == 2 ? "" : String(90 + index * 7), ["USA", "Japan", "Europe"][index % 3], "19\(70 + index % 12)"]
        }
        super.init()
        title = "cars.json"
    }

    override func loadView() {
        view = list
        list.dataSource = self
        list.columnsDataSource = self
        list.reloadData()
    }

    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: rows[index][0]) }
    func numberOfColumns(in listView: ListView) -> Int { Self.titles.count }
    func listView(_ listView: ListView, columnAt index: Int) -> ListColumn {
        ListColumn(title: Self.titles[index], alignment: [1, 2, 3, 5].contains(index) ? .trailing : .leading,
                   sortOrder: sorted?.column == index ? sorted?.order : nil)
    }
    func listView(_ listView: ListView, textAtRow row: Int, column: Int) -> String { rows[row][column] }
    /// The cells drawn dim (a stand-in such as SQL's NULL); none unless a test says.
    var dimmed: Set<[Int]> = []
    func listView(_ listView: ListView, styleAtRow row: Int, column: Int) -> Style { dimmed.contains([row, column]) ? Style(.dim) : .plain }
}

/// The list shown as a table of records: header, alignment, widths cut with `…`, the current
/// column marked and moved sideways, the sort indicator, at several sizes.
@MainActor
@Suite struct ListColumnsTests {
    func harness(_ width: Int, _ height: Int, count: Int = 30) -> (ScreenHarness, CarsController) {
        let cars = CarsController(count: count)
        return (ScreenHarness(root: NavigationController(rootViewController: cars), size: Size(width: width, height: height)), cars)
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func aCellIsDrawnInTheStyleItsSourceGives() {
        let (harness, cars) = harness(60, 20)
        cars.dimmed = [[1, 0]]
        cars.list.setNeedsDisplay()
        harness.settle()
        #expect(harness.terminal.screen[1, 3].style.attributes.contains(.dim), "row 1's name is dim")
        #expect(!harness.terminal.screen[1, 4].style.attributes.contains(.dim), "row 2's is plain")
    }

    @Test func tableAt60x20() {
        let (harness, _) = harness(60, 20)
        harness.press(.down)
        check(harness, "columns-60x20", """
                                 cars.json
         Name               Miles_per_Gallon ▼ Cylinders Horsepo…
         chevrolet chevell…               18.5         4       90 ┃
         buick skylark 320                  19         6       97 ┃
         plymouth satellite                 20         8          ┃
         amc rebel sst                    21.5         4      111 ┃
         ford torino                        22         6      118 ┃
         トヨタ コロナ マ…                  23         8      125 ┃
         datsun pl510                     24.5         4      132 ┃
         volkswagen 1131 d…                 25         6      139 ┃
         chevrolet chevell…                 26         8      146 ┃
         buick skylark 320                18.5         4      153 ┃
         plymouth satellite                 19         6      160 │
         amc rebel sst                      20         8      167 │
         ford torino                      21.5         4      174 │
         トヨタ コロナ マ…                  22         6      181 │
         datsun pl510                       23         8      188 │
         volkswagen 1131 d…               24.5         4      195 │
         chevrolet chevell…                 25         6      202 │
         buick skylark 320                  26         8      209 │
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRRRRRRRRRRRRRR UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUU
                                                                  b
        RaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRb
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
        """)
    }

    @Test func tableAt80x24() {
        let (harness, _) = harness(80, 24)
        check(harness, "columns-80x24", """
                                           cars.json
         Name                      Miles_per_Gallon ▼ Cylinders Horsepower Origin Ye…
         chevrolet chevelle malib…               18.5         4         90 USA    19… ┃
         buick skylark 320                         19         6         97 Japan  19… ┃
         plymouth satellite                        20         8            Europe 19… ┃
         amc rebel sst                           21.5         4        111 USA    19… ┃
         ford torino                               22         6        118 Japan  19… ┃
         トヨタ コロナ マークII                    23         8        125 Europe 19… ┃
         datsun pl510                            24.5         4        132 USA    19… ┃
         volkswagen 1131 deluxe s…                 25         6        139 Japan  19… ┃
         chevrolet chevelle malib…                 26         8        146 Europe 19… ┃
         buick skylark 320                       18.5         4        153 USA    19… ┃
         plymouth satellite                        19         6        160 Japan  19… ┃
         amc rebel sst                             20         8        167 Europe 19… ┃
         ford torino                             21.5         4        174 USA    19… ┃
         トヨタ コロナ マークII                    22         6        181 Japan  19… ┃
         datsun pl510                              23         8        188 Europe 19… ┃
         volkswagen 1131 deluxe s…               24.5         4        195 USA    19… ┃
         chevrolet chevelle malib…                 25         6        202 Japan  19… │
         buick skylark 320                         26         8        209 Europe 19… │
         plymouth satellite                      18.5         4        216 USA    19… │
         amc rebel sst                             19         6        223 Japan  19… │
         ford torino                               20         8        230 Europe 19… │
         トヨタ コロナ マークII                  21.5         4        237 USA    19… │
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRRRRRRRRRRRRRRRRRRRRR UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUUUU UUUUUU UUU
        RaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRb
                                                                                      b
                                                                                      b
                                                                                      b
                                                                                      b
                                                                                      b
                                                                                      b
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
                                                                                      d
        """)
    }

    @Test func tableAt120x40() {
        let (harness, _) = harness(120, 40)
        check(harness, "columns-120x40", """
                                                               cars.json
         Name                                     Miles_per_Gallon ▼ Cylinders Horsepower Origin Year
         chevrolet chevelle malibu classic sedan…               18.5         4         90 USA    1970
         buick skylark 320                                        19         6         97 Japan  1971
         plymouth satellite                                       20         8            Europe 1972
         amc rebel sst                                          21.5         4        111 USA    1973
         ford torino                                              22         6        118 Japan  1974
         トヨタ コロナ マークII                                   23         8        125 Europe 1975
         datsun pl510                                           24.5         4        132 USA    1976
         volkswagen 1131 deluxe sedan                             25         6        139 Japan  1977
         chevrolet chevelle malibu classic sedan…                 26         8        146 Europe 1978
         buick skylark 320                                      18.5         4        153 USA    1979
         plymouth satellite                                       19         6        160 Japan  1980
         amc rebel sst                                            20         8        167 Europe 1981
         ford torino                                            21.5         4        174 USA    1970
         トヨタ コロナ マークII                                   22         6        181 Japan  1971
         datsun pl510                                             23         8        188 Europe 1972
         volkswagen 1131 deluxe sedan                           24.5         4        195 USA    1973
         chevrolet chevelle malibu classic sedan…                 25         6        202 Japan  1974
         buick skylark 320                                        26         8        209 Europe 1975
         plymouth satellite                                     18.5         4        216 USA    1976
         amc rebel sst                                            19         6        223 Japan  1977
         ford torino                                              20         8        230 Europe 1978
         トヨタ コロナ マークII                                 21.5         4        237 USA    1979
         datsun pl510                                             22         6        244 Japan  1980
         volkswagen 1131 deluxe sedan                             23         8        251 Europe 1981
         chevrolet chevelle malibu classic sedan…               24.5         4        258 USA    1970
         buick skylark 320                                        25         6        265 Japan  1971
         plymouth satellite                                       26         8        272 Europe 1972
         amc rebel sst                                          18.5         4        279 USA    1973
         ford torino                                              19         6        286 Japan  1974
         トヨタ コロナ マークII                                   20         8        293 Europe 1975
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUUUU UUUUUU UUUU
        RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func tableAt200x50WithFewRows() {
        let (harness, _) = harness(200, 50, count: 12)
        check(harness, "columns-200x50", """
                                                                                                       cars.json
         Name                                     Miles_per_Gallon ▼ Cylinders Horsepower Origin Year
         chevrolet chevelle malibu classic sedan…               18.5         4         90 USA    1970
         buick skylark 320                                        19         6         97 Japan  1971
         plymouth satellite                                       20         8            Europe 1972
         amc rebel sst                                          21.5         4        111 USA    1973
         ford torino                                              22         6        118 Japan  1974
         トヨタ コロナ マークII                                   23         8        125 Europe 1975
         datsun pl510                                           24.5         4        132 USA    1976
         volkswagen 1131 deluxe sedan                             25         6        139 Japan  1977
         chevrolet chevelle malibu classic sedan…                 26         8        146 Europe 1978
         buick skylark 320                                      18.5         4        153 USA    1979
         plymouth satellite                                       19         6        160 Japan  1980
         amc rebel sst                                            20         8        167 Europe 1981
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUUUU UUUUUU UUUU
        RaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func resizingLaysTheColumnsOutAgain() {
        let (harness, cars) = harness(120, 40)
        harness.press(.character("G"), .right, .right, .right)
        harness.resize(to: Size(width: 60, height: 20))
        #expect(cars.list.currentColumn == 3)
        check(harness, "columns-resized-60x20", """
                                 cars.json
         Miles_per_Gallon ▼ Cylinders Horsepower Origin Year
                       21.5         4        174 USA    1970      │
                         22         6        181 Japan  1971      │
                         23         8        188 Europe 1972      │
                       24.5         4        195 USA    1973      │
                         25         6        202 Japan  1974      │
                         26         8        209 Europe 1975      │
                       18.5         4        216 USA    1976      │
                         19         6        223 Japan  1977      │
                         20         8        230 Europe 1978      ┃
                       21.5         4        237 USA    1979      ┃
                         22         6        244 Japan  1980      ┃
                         23         8        251 Europe 1981      ┃
                       24.5         4        258 USA    1970      ┃
                         25         6        265 Japan  1971      ┃
                         26         8        272 Europe 1972      ┃
                       18.5         4        279 USA    1973      ┃
                         19         6        286 Japan  1974      ┃
                         20         8        293 Europe 1975      ┃
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUUUUUUUUUUUUUUUUU UUUUUUUUU RRRRRRRRRR UUUUUU UUUU
                                                                  d
                                                                  d
                                                                  d
                                                                  d
                                                                  d
                                                                  d
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
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaRRRRRRRRRRRRRRRRRRb
        """)
    }

    @Test func wideningUntilEveryColumnFitsShowsTheFirstColumnAgain() {
        let (harness, cars) = harness(60, 8, count: 4)
        harness.press(.right, .right, .right, .right, .right)
        #expect(cars.list.firstVisibleColumn > 0, "scrolled sideways at 60 columns")
        harness.resize(to: Size(width: 120, height: 8))
        #expect(cars.list.firstVisibleColumn == 0)
        #expect(cars.list.currentColumn == 5, "the current column stays")
        check(harness, "columns-widened-120x8", """
                                                               cars.json
         Name                                     Miles_per_Gallon ▼ Cylinders Horsepower Origin Year
         chevrolet chevelle malibu classic sedan…               18.5         4         90 USA    1970
         buick skylark 320                                        19         6         97 Japan  1971
         plymouth satellite                                       20         8            Europe 1972
         amc rebel sst                                          21.5         4        111 USA    1973
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUUUU UUUUUU RRRR
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """)
    }

    @Test func sideKeysMoveTheCurrentColumnAndScrollToKeepItShown() {
        let (harness, cars) = harness(60, 20)
        #expect(cars.list.currentColumn == 0)
        harness.press(.right, .character("l"), .character(">"))
        #expect(cars.list.currentColumn == 3)
        harness.press(.right, .right, .right)
        #expect(cars.list.currentColumn == 5, "the last column stays current")
        #expect(cars.list.firstVisibleColumn > 0, "scrolled to show the last column")
        check(harness, "columns-scrolled-60x20", """
                                 cars.json
         Miles_per_Gallon ▼ Cylinders Horsepower Origin Year
                       18.5         4         90 USA    1970      ┃
                         19         6         97 Japan  1971      ┃
                         20         8            Europe 1972      ┃
                       21.5         4        111 USA    1973      ┃
                         22         6        118 Japan  1974      ┃
                         23         8        125 Europe 1975      ┃
                       24.5         4        132 USA    1976      ┃
                         25         6        139 Japan  1977      ┃
                         26         8        146 Europe 1978      ┃
                       18.5         4        153 USA    1979      ┃
                         19         6        160 Japan  1980      │
                         20         8        167 Europe 1981      │
                       21.5         4        174 USA    1970      │
                         22         6        181 Japan  1971      │
                         23         8        188 Europe 1972      │
                       24.5         4        195 USA    1973      │
                         25         6        202 Japan  1974      │
                         26         8        209 Europe 1975      │
        ~~~ styles: R=bold+reverse U=bold+underline a=bold+reverse+underline b=bold d=dim+brightBlack r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
         UUUUUUUUUUUUUUUUUU UUUUUUUUU UUUUUUUUUU UUUUUU RRRR
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaRRRRRRb
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
                                                                  d
                                                                  d
                                                                  d
        """)
        harness.press(.left, .character("h"), .character("<"), .left, .left)
        #expect(cars.list.currentColumn == 0)
        #expect(cars.list.firstVisibleColumn == 0)
        let left = cars.list.keyCommands.first { $0.title == "Previous column" }
        #expect(left?.isEnabled == false, "in the first column Left passes up the chain (back)")
        #expect(cars.list.selectedRow == 0, "the side keys leave the row where it is")
    }

    @Test func aPlainListHasNoHeaderAndNoColumnKeys() {
        let (_, cars) = harness(60, 20)
        cars.list.columnsDataSource = nil
        #expect(cars.list.numberOfColumns == 0)
        #expect(!cars.list.keyCommands.contains { $0.title == "Next column" })
        #expect(cars.list.adjustedContentInset.top == 1, "the rows start under the bar again")
    }

    @Test func aClickPicksTheColumnUnderIt() throws {
        let (harness, cars) = harness(80, 24)
        let header = cars.list.screenOrigin.y + cars.list.adjustedContentInset.top - 1
        let line = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[header]
        let found = try #require(line.firstRange(of: "Cylinders"))
        let x = line.distance(from: line.startIndex, to: found.lowerBound)
        harness.app.handle(.mouse(MouseEvent(.click, at: Point(x: x + 1, y: header))))
        harness.settle()
        #expect(cars.list.currentColumn == 2)
        #expect(cars.list.selectedRow == 0, "a click on the header moves no row")
    }
}

/// Two columns of cars (name, year): few enough to show whole on a narrow list.
@MainActor
final class TwoColumnCars: ViewController, ListViewDataSource, ListViewColumnsDataSource {
    let list = ListView()

    override func loadView() {
        view = list
        list.dataSource = self
        list.columnsDataSource = self
        list.reloadData()
    }

    func numberOfRows(in listView: ListView) -> Int { CarsController.names.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: CarsController.names[index]) }
    func numberOfColumns(in listView: ListView) -> Int { 2 }
    func listView(_ listView: ListView, columnAt index: Int) -> ListColumn { ListColumn(title: (index == 0) != yearFirst ? "Name" : "Year") }
    func listView(_ listView: ListView, textAtRow row: Int, column: Int) -> String {
        (column == 0) != yearFirst ? CarsController.names[row] : "19\(70 + row)"
    }
    /// The year in the first column, the name in the last.
    var yearFirst = false
}

@MainActor
@Suite struct ListColumnsFitTests {
    /// Columns that fit whole side by side are not cut to a third of the row.
    ///
    /// On a 60-cell list a 28-cell name shows whole, only the 53-cell one is cut, at the 40-cell cap. Catches the
    /// third-of-the-row cap applied to a table with room to spare ("volkswagen 1131 del…").
    @Test func columnsThatFitWholeAreNotCutToAThird() {
        let harness = ScreenHarness(root: NavigationController(rootViewController: TwoColumnCars()), size: Size(width: 60, height: 12))
        harness.settle()
        #expect(harness.screen.contains("volkswagen 1131 deluxe sedan"), "\(harness.screen)")
        #expect(harness.screen.contains("chevrolet chevelle malibu classic sedan… 1970"), "\(harness.screen)")
    }

    /// The table's last column, capped at a third of the row, takes the room left: on a
    /// 36-cell list after a 4-cell year, a 28-cell name shows whole ("volkswagen …" at a
    /// third, 11 cells, with 18 blank cells beside it), a longer one is cut at the row's end.
    @Test func theLastColumnTakesTheRoomLeft() {
        let cars = TwoColumnCars()
        cars.yearFirst = true
        let harness = ScreenHarness(root: NavigationController(rootViewController: cars), size: Size(width: 36, height: 12))
        harness.settle()
        #expect(harness.screen.contains(" 1977 volkswagen 1131 deluxe sedan"), "\(harness.screen)")
        #expect(harness.screen.contains(" 1970 chevrolet chevelle malibu cl…"), "\(harness.screen)")
    }
}
