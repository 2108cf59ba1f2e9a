import Foundation
import Testing
@testable import FolioBrowser

/// The small replacements for what FoundationEssentials lacks give what Foundation gave
/// (issue 29, item 14).
@Suite struct FoundationParityTests {
    @Test func pathWordsAsNSString() {
        for path in ["/a/b.db", "/a/b.DB/", "b.sqlite3", "/", "", "//x//y.tar.gz", ".profile", "/a/.hidden", "a.", "/a/b", "..", "x..db"] {
            #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
            #expect(PathText.pathExtension(path) == (path as NSString).pathExtension, "\(path)")
        }
    }

    @Test func replacingAndTrimmingAsFoundation() {
        for text in ["a'b", "\"q\"\"", "no quote", "", "'''", "l1\nl2\r\n\tend", "1_000_000"] {
            for (target, replacement) in [("'", "''"), ("\"", "\"\""), ("\n", "\\n"), ("_", ""), ("\"\"", "\"")] {
                #expect(text.replacingBytes(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement),
                        "\(target) in \(text)")
            }
        }
        // One difference, on purpose: a quote with a combining accent after it is one character,
        // which Foundation skipped; in an SQL literal that left a quote undoubled.
        #expect("'\u{301}x'".replacingBytes("'", with: "''") == "''\u{301}x''")
        #expect("'\u{301}x'".replacingOccurrences(of: "'", with: "''") == "'\u{301}x''")
        for text in ["  a b \t", "\u{3000}x\u{00A0}", "\t\r", "", "x", " \r\nx\r "] {
            #expect(text.trimmingScalars(where: String.isWhitespace) == text.trimmingCharacters(in: .whitespaces), "\(text)")
            #expect(text.trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\r" }
                        == text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r")), "\(text)")
        }
    }
}
