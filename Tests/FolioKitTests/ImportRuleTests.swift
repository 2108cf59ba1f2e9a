import Foundation
import Testing

/// FolioKit depends on FoundationEssentials and Synchronization only: no C library, no terminal
/// library, so it stays testable headless and portable; and no module of the program imports the
/// whole of Foundation (Docs/ARCHITECTURE.md, "Rules").
@Suite struct ImportRuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `import` line of the Swift files under `folder`, as (file name, line, module); a DocC
    /// tutorial's steps are `.swift.txt` resources, not Swift files of the module.
    static func imports(under folder: String) throws -> [(file: String, line: String, module: String)] {
        let top = root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(at: top, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 2, "found the sources at \(top.path)")
        var found: [(file: String, line: String, module: String)] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("import ") && !line.hasPrefix("//") && !line.hasPrefix(" ") {
                found.append((file.lastPathComponent, String(line), line.split(separator: " ").last.map(String.init) ?? ""))
            }
        }
        return found
    }

    @Test func folioKitImportsFoundationEssentialsAndSynchronizationOnly() throws {
        let offending = try Self.imports(under: "Sources/FolioKit")
            .filter { $0.line.hasPrefix("import ") || $0.line.hasPrefix("@preconcurrency import ") }
            .filter { !["FoundationEssentials", "Synchronization"].contains($0.module) }
        #expect(offending.isEmpty, "\(offending.map { "\($0.file): \($0.line)" })")
    }

    /// No program module imports Foundation; tests, and FolioTesting which only tests link, may.
    ///
    /// On Linux it links FoundationInternationalization and ICU's data: the release binary was
    /// 58 MiB stripped with it, 16 MiB without (Docs/PERFORMANCE.md).
    @Test func noModuleOfTheProgramImportsFoundation() throws {
        var offending: [String] = []
        for folder in ["Sources/FolioKit", "Sources/FolioTerminal", "Sources/FolioBrowser", "Sources/folio", "Examples/Mail/Sources"] {
            offending += try Self.imports(under: folder).filter { $0.module == "Foundation" }.map { "\($0.file): \($0.line)" }
        }
        #expect(offending.isEmpty, "\(offending)")
    }
}
