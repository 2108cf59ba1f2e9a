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
}
