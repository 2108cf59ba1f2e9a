import Foundation
import Testing

/// FolioKit depends on Foundation and Synchronization only: no C library, no terminal library,
/// so it stays testable headless and portable (Docs/ARCHITECTURE.md, "Rules").
@Suite struct ImportRuleTests {
    @Test func folioKitImportsFoundationAndSynchronizationOnly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let kit = root.appendingPathComponent("Sources/FolioKit")
        let files = try #require(FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 20, "found the sources at \(kit.path)")
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@preconcurrency import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                if !["Foundation", "Synchronization"].contains(module) { offending.append("\(file.lastPathComponent): \(line)") }
            }
        }
        #expect(offending.isEmpty, "\(offending)")
    }
}
