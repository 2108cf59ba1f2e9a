import Foundation
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

    /// Text other than ASCII is matched by whole characters now (no Foundation): where
    /// Foundation's `range(of:options:)` found the pattern, so does `matchRange`, at the same place.
    @Test func otherTextMatchesWhereFoundationFoundIt() {
        let titles = ["Café Müller", "cafe\u{301} bar", "ÉCOLE", "naïve", "日本語のテキスト", "x — y", "Ärger ärger"]
        let patterns = ["café", "müller", "Müller", "e\u{301}", "é", "cole", "École", "語の", "ïv", "— y", "ärger", "Ärger", "zz"]
        for title in titles {
            for pattern in patterns {
                let options: String.CompareOptions = pattern.contains(where: { $0.isUppercase }) ? [] : [.caseInsensitive]
                let expected = title.range(of: pattern, options: options).map {
                    title.distance(from: title.startIndex, to: $0.lowerBound)
                }
                #expect(ItemListViewController.matchRange(in: title, of: pattern)?.lowerBound == expected, "\(pattern) in \(title)")
            }
        }
    }
}
