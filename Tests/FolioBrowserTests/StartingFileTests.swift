import Foundation
import Testing
@testable import FolioBrowser

/// Issue 26, bug 11: `folio FILE` read any file as JSON (`folio /usr/include/stdio.h` said "is not valid JSON").
///
/// A file opens as JSON by its name or its first bytes, as a database by its header; any other file
/// opens its folder with it selected.
@MainActor
@Suite struct StartingFileTests {
    let fixture = Fixture()

    @Test func aCHeaderACompressedFileAndABinaryOpenTheirFolder() {
        fixture.file("stdio.h", "#ifndef _STDIO_H\n#define _STDIO_H 1\n#endif\n")
        fixture.bytes(Array("notes.txt.gz".utf8), [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03])
        fixture.bytes(Array("tool".utf8), [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])
        fixture.file("empty")
        fixture.file("README", "  plain words, not { JSON\n")
        for name in ["stdio.h", "notes.txt.gz", "tool", "empty", "README"] {
            #expect(StartingFile.kind(of: fixture.path(name)) == .folder, "\(name)")
        }
    }

    @Test func jsonOpensByItsEndingEvenWhenItIsBroken() {
        fixture.file("broken.json", "not json at all")
        fixture.file("rows.jsonl", "{\"a\": 1}\n")
        fixture.file("rows.NDJSON", "{\"a\": 1}\n")
        fixture.file("map.geojson", "{\"type\": \"FeatureCollection\"}")
        #expect(StartingFile.kind(of: fixture.path("broken.json")) == .json(lines: false))
        #expect(StartingFile.kind(of: fixture.path("rows.jsonl")) == .json(lines: true))
        #expect(StartingFile.kind(of: fixture.path("rows.NDJSON")) == .json(lines: true))
        #expect(StartingFile.kind(of: fixture.path("map.geojson")) == .json(lines: false))
    }

    @Test func jsonWithoutItsEndingIsKnownByItsFirstBytes() {
        fixture.file("cars", "\u{FEFF}\n  [{\"Name\": \"toyota\"},\n {\"Name\": \"ford\"}]\n")
        fixture.file("model", "{\n  \"shapes\": {}\n}\n")
        fixture.file("events.log", "{\"event\": \"start\"}\n{\"event\": \"stop\"}\n")
        #expect(StartingFile.kind(of: fixture.path("cars")) == .json(lines: false))
        #expect(StartingFile.kind(of: fixture.path("model")) == .json(lines: false))
        #expect(StartingFile.kind(of: fixture.path("events.log")) == .json(lines: true))
    }

    @Test func sniffingTellsJSONLinesFromAValueSpreadOverLines() {
        #expect(StartingFile.sniff(Array("[1, 2]\n[3]\n".utf8)) == .json(lines: true))
        #expect(StartingFile.sniff(Array("[1,\n 2]\n".utf8)) == .json(lines: false))
        #expect(StartingFile.sniff(Array("{\"a\": 1}\n".utf8)) == .json(lines: false))
        #expect(StartingFile.sniff(Array("{\"a\": 1}".utf8)) == .json(lines: false))
        #expect(StartingFile.sniff(Array("\"a string\"".utf8)) == .folder)
        #expect(StartingFile.sniff([]) == .folder)
        #expect(StartingFile.sniff(Array(" \n\t".utf8)) == .folder)
    }

    @Test func aDatabaseIsKnownByItsHeaderWhateverItsName() {
        fixture.bytes(Array("library.data".utf8), Array("SQLite format 3\u{0}".utf8) + [UInt8](repeating: 0, count: 84))
        fixture.file("empty.db")
        #expect(StartingFile.kind(of: fixture.path("library.data")) == .database)
        #expect(StartingFile.kind(of: fixture.path("empty.db")) == .database)
    }
}
