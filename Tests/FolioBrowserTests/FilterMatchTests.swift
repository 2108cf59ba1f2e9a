import Testing
@testable import FolioBrowser

/// The list filter's smart case, as `applyFilter` uses it.
@MainActor
@Suite struct FilterMatchTests {
    @Test(arguments: [
        ("Apple pie", "apple", true), ("apple pie", "APPLE", false), ("Apple pie", "Apple", true),
        ("apple pie", "Apple", false), ("APPLE", "pLe", false), ("APPLE", "ple", true), ("banana", "x", false),
    ])
    func aCapitalInThePatternMakesItCaseSensitive(title: String, pattern: String, matches: Bool) {
        #expect(ItemListViewController.matches(title, pattern) == matches)
    }

    @Test func theASCIIComparisonAgreesWithFoundation() {
        let texts = ["Apple pie", "APPLE", "{Name: \"toyota corona\", Cylinders: 4}", "a", "", "[12]\n\"x\"", "pie pie pIE", "aaab"]
        let patterns = ["apple", "APPLE", "Apple", "pie", "ie pi", "toyota", "Toyota", "\"x", "aab", "b", "zzz", "e p"]
        for text in texts {
            for pattern in patterns {
                let found = ItemListViewController.asciiMatch(in: text, of: pattern)
                #expect(found == (ItemListViewController.matchRange(in: text, of: pattern) != nil), "\(pattern) in \(text)")
            }
        }
        #expect(ItemListViewController.asciiMatch(in: "café", of: "caf") == nil, "other text is left to Foundation")
        #expect(ItemListViewController.asciiMatch(in: "cafe", of: "café") == nil)
    }
}
