import Foundation
import Testing

/// The release build's function order (Scripts/hot-functions.txt).
///
/// The order file is generated (Scripts/bench/hotlist.py) and handed to the linker, which
/// accepts almost anything: a list without the markers, of demangled names or of the wrong
/// thread's functions links fine and only makes keys slower. These tests catch such a list.
@Suite struct HotOrderTests {
    static let orderFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/hot-functions.txt")

    static func sections() throws -> [String] {
        try String(contentsOf: orderFile, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func theMarkersOpenAndCloseTheList() throws {
        let sections = try Self.sections()
        #expect(sections.first == ".text.folio_hot_begin")
        #expect(sections.last == ".text.folio_hot_end")
        #expect(sections.filter { $0.hasSuffix("folio_hot_begin") || $0.hasSuffix("folio_hot_end") }.count == 2)
    }

    @Test func everyLineNamesOneFunctionSectionByItsSymbol() throws {
        let sections = try Self.sections()
        #expect(sections.count > 100, "a Down runs some 400 functions")
        // Demangled names ("ListView.selectRow(_:notify:)") hold spaces, dots or parentheses and
        // match no section.
        let malformed = sections.filter { !$0.hasPrefix(".text.") || $0.contains(" ") || $0.contains("(") }
        #expect(malformed.isEmpty, "\(malformed.prefix(3))")
        #expect(Set(sections).count == sections.count, "a section listed twice")
    }

    @Test func theListHoldsTheMainThreadsPathForAKey() throws {
        let sections = Set(try Self.sections())
        // Application.run(), ListView.selectRow(_:notify:), Window.sendKey(_:): a list made from
        // another program, thread or key would lack them.
        for symbol in ["$s8FolioKit11ApplicationC3runyyF", "$s8FolioKit8ListViewC9selectRow_6notifyySi_SbtF",
                       "$s8FolioKit6WindowC7sendKeyySbAA0E0VF"] {
            #expect(sections.contains(".text." + symbol), "\(symbol)")
        }
        // A job lane's runner runs on its own thread, after the frame: not on the list.
        #expect(!sections.contains { $0.contains("JobRunnerC5drain") })
    }
}
