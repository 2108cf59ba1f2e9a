import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A directory's preview of the files Folio opens as documents: a database's tables with their
/// row counts, a JSON file's structure, a JSON Lines file's lines, under the file's metadata;
/// a file that is no valid document says why above its text.
extension PreviewScreenTests {
    @Test func jsonFileShowsItsStructureAt80Columns() {
        fixture.file("package.json", "{\n  \"name\": \"folio\",\n  \"version\": 2,\n  \"private\": true,\n  \"tags\": [\"tui\", null],\n"
                     + "  \"scripts\": {\"build\": \"swift build\", \"test\": \"swift test\"}\n}\n")
        let (harness, _) = detail("package.json", size: Size(width: 80, height: 16))
        #expect(harness.screen.contains("Size: 143 (143 bytes)"), "the metadata header stays")
        check(bodyGrid(harness), "preview-json-structure-80", """
         JSON object, 5 members

         name     "folio"
         version  2
         private  true
         tags     ["tui", null]
         scripts  {build: "swift build", test: "swift test"}
        ~~~ styles:
        """)
    }

    @Test func jsonArrayShowsItsElementsAndWhatTheyAre() {
        let cars = (1...3).map { "{\"Name\": \"car \($0)\", \"Cylinders\": \($0 * 2)}" }
        fixture.file("cars.json", "[" + cars.joined(separator: ",\n") + "]")
        let (harness, _) = detail("cars.json", size: Size(width: 60, height: 14))
        check(bodyGrid(harness), "preview-json-array-60", """
         JSON array, 3 elements (objects)

         [0]  {Name: "car 1", Cylinders: 2}
         [1]  {Name: "car 2", Cylinders: 4}
         [2]  {Name: "car 3", Cylinders: 6}
        ~~~ styles:
        """)
    }

    @Test func jsonLinesShowItsLinesAndTheBrokenOne() {
        fixture.file("log.jsonl", "{\"a\": 1}\n[2, 3]\n{broken\n\n\"four\"\n")
        let (harness, _) = detail("log.jsonl", size: Size(width: 80, height: 14))
        check(bodyGrid(harness), "preview-jsonl-80", """
         JSON Lines: 4 lines, 1 not valid JSON

         1  {a: 1}
         2  [2, 3]
         3  not valid JSON: member names must be in double quotes: write "broken"
         5  "four"
        ~~~ styles: y=yellow




            yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy
        """)
    }

    @Test func invalidJSONSaysWhyAboveItsHighlightedText() {
        fixture.file("package.json", "{\n  \"name\": \"folio\",\n  \"version\": 2,\n  \"tags\": [\"tui\", null],\n}\n")
        let (harness, _) = detail("package.json", size: Size(width: 120, height: 16))
        check(bodyGrid(harness), "preview-json-invalid-120", """
         Not valid JSON: line 5, column 1: expected a member name after ',' (JSON does not allow a trailing comma)

         {
           "name": "folio",
           "version": 2,
           "tags": ["tui", null],
         }
        ~~~ styles: b=blue c=cyan g=green m=magenta y=yellow
         yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy


           bbbbbb  ggggggg
           bbbbbbbbb  c
           bbbbbb   ggggg  mmmm
        """)
    }

    @Test func databaseShowsItsTablesAndRowCounts() {
        let databases = SQLiteFixture()
        databases.database("library.db", SQLiteFixture.library)
        let item = FileItem.make(folder: RawPath(databases.root.path), name: Array("library.db".utf8), kind: .regular, options: DirectoryOptions())
        let harness = ScreenHarness(root: ItemDetailViewController(item: item, context: BrowserContext()), size: Size(width: 70, height: 16))
        #expect(harness.screen.contains("Kind: file"), "the metadata header stays")
        check(bodyGrid(harness), "preview-sqlite-70", """
         SQLite database: 3 tables, 1 view, 1 index, 1 trigger

         authors  2 rows
         books    2 rows
         cheap    view
         tags     3 rows
        ~~~ styles: b=brightBlack




                  bbbb
        """)
    }

    @Test func tablesNotCountedInTimeSaySo() {
        let databases = SQLiteFixture()
        let path = databases.database("library.db", SQLiteFixture.library)
        guard case .shown(let document)? = DocumentPreview.sqlite(RawPath(path), header: [], cancellation: CancellationFlag(), countBudget: 0) else {
            Issue.record("no table list")
            return
        }
        #expect(document.plainText().hasSuffix("authors  not counted\nbooks    not counted\ncheap    view\ntags     not counted"))
    }

    @Test func jsonOverTheLimitShowsItsTextWithANote() {
        fixture.file("big.json", "[1, 2]")
        let outcome = DocumentPreview.preview(of: RawPath(fixture.path("big.json")), name: "big.json", size: 9 << 20,
                                              head: Array("[1, 2]".utf8), header: [], cancellation: CancellationFlag())
        guard case .note(let note)? = outcome else {
            Issue.record("expected a note, not \(String(describing: outcome))")
            return
        }
        #expect(note == "9.0M: too large to show its structure here (8.0M at most); Enter opens it")
    }

    @Test func aFileNamedAsADatabaseThatIsNoneShowsAsAnyFile() {
        fixture.file("notes.db", "just text\n")
        let (harness, _) = detail("notes.db", size: Size(width: 60, height: 12))
        #expect(body(harness).hasPrefix(" just text"))
    }
}
