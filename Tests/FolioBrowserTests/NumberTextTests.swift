import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// Numbers, sizes and hex as Foundation's `String(format:)` wrote them, now that FolioBrowser
/// links FoundationEssentials only (issue 29, item 14).
@Suite struct NumberTextTests {
    static let doubles: [Double] = [0, 0.05, 0.25, 0.35, 1.15, 1.25, 2.675, 9.949, 9.95, 1, 1.5, -0.5, 123.456,
                                    1e14 + 0.5, 1e15, 1e20, 1e-7, 3.141592653589793, 0.1 + 0.2, 1 / 3, 2e-308]

    @Test func decimalsAgreeWithFoundation() {
        for value in Self.doubles {
            for format in ["%.1f", "%.15g"] {
                #expect(NumberText.printf(format, value) == String(format: format, value), "\(format) of \(value)")
            }
        }
        #expect(SQLiteValue.format(1e20) == "1e+20")
        #expect(SQLiteValue.format(2) == "2.0")
    }

    @Test func hexAgreesWithFoundation() {
        for value: UInt32 in [0, 9, 0x1F, 0xAB, 0xFFFF, 0x1F600] {
            #expect(NumberText.hex(value, digits: 4) == String(format: "%04x", value))
            #expect(NumberText.hex(value, digits: 4, uppercase: true) == String(format: "%04X", value))
            #expect(NumberText.hex(UInt8(truncatingIfNeeded: value), digits: 2, uppercase: true)
                        == String(format: "%02X", UInt8(truncatingIfNeeded: value)))
        }
    }

    @Test func sizesKeepTheirPointInAGermanLocale() throws {
        // The program runs with setlocale(LC_ALL, ""): a German LC_NUMERIC makes printf write
        // "1,5". Built here with localedef into a scratch folder; skipped where it cannot be.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-locale-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let localedef = Process()
        localedef.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        localedef.arguments = ["-i", "de_DE", "-f", "UTF-8", folder.appendingPathComponent("de_DE.UTF-8").path]
        localedef.standardOutput = FileHandle.nullDevice
        localedef.standardError = FileHandle.nullDevice
        guard (try? localedef.run()) != nil else { return }
        localedef.waitUntilExit()
        setenv("LOCPATH", folder.path, 1)
        let german = newlocale(1 << LC_NUMERIC, "de_DE.UTF-8", nil)
        unsetenv("LOCPATH")
        guard let german else { return }
        defer { freelocale(german) }
        let previous = uselocale(german)  // this thread only
        defer { uselocale(previous) }
        var buffer = [CChar](repeating: 0, count: 16)
        _ = withVaList([1.5]) { vsnprintf(&buffer, buffer.count, "%.1f", $0) }
        #expect(String(cString: buffer) == "1,5", "the German locale is in force")
        #expect(ByteSize.text(1536) == "1.5K")
        #expect(NumberText.printf("%.15g", 0.125) == "0.125")
    }
}
