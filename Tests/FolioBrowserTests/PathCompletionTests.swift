import Foundation
import Testing
@testable import FolioBrowser

/// Tab completion in the jump prompt, against a real directory tree.
@Suite struct PathCompletionTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "folio-complete-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in ["Documents", "Downloads", "Desktop", "music", ".config", ".cache", "Documents/Reports", "Documents/Recipes",
                       "café", "cafe\u{301}s", "src/folio2", "src/folio10"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        manager.createFile(atPath: root + "/Dockerfile", contents: Data())
        manager.createFile(atPath: root + "/music.txt", contents: Data())
        try manager.createSymbolicLink(atPath: root + "/Drafts", withDestinationPath: root + "/Documents")
        try manager.createSymbolicLink(atPath: root + "/Dangling", withDestinationPath: root + "/nowhere")
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    @Test(arguments: [
        // typed, completed text, candidates (relative to the root, HOME is the root too)
        ("Doc", "Documents/", ["Documents"]),
        ("D", "D", ["Desktop", "Documents", "Downloads", "Drafts"]),  // no common prefix beyond D; files and dangling links left out
        ("Do", "Do", ["Documents", "Downloads"]),
        ("Dow", "Downloads/", ["Downloads"]),
        ("Dr", "Drafts/", ["Drafts"]),  // a symlink to a directory completes
        ("Documents/Re", "Documents/Re", ["Recipes", "Reports"]),
        ("Documents/Rep", "Documents/Reports/", ["Reports"]),
        ("mu", "music/", ["music"]),  // music.txt is a file
        ("", "", ["cafe\u{301}s", "café", "Desktop", "Documents", "Downloads", "Drafts", "music", "src"]),  // natural order, case aside
        (".c", ".c", [".cache", ".config"]),
        (".co", ".config/", [".config"]),
        ("..", "../", [".."]),
        ("src/f", "src/folio", ["folio2", "folio10"]),  // natural order
        ("xyz", "xyz", []),
        ("~", "~/", []),
        ("~/Doc", "~/Documents/", ["Documents"]),
        ("caf", "caf", ["cafe\u{301}s", "café"]),  // composed and decomposed é differ: the prefix stops before them
    ] as [(String, String, [String])])
    func completes(typed: String, text: String, candidates: [String]) {
        defer { cleanUp() }
        let result = PathCompletion.complete(typed, relativeTo: root, home: root)
        #expect(result.text == text)
        #expect(result.candidates == candidates)
        #expect(result.problem == nil)
    }

    @Test func absolutePaths() {
        defer { cleanUp() }
        let result = PathCompletion.complete(root + "/Documents/Rec", relativeTo: "/", home: "/nonexistent")
        #expect(result.text == root + "/Documents/Recipes/")
    }

    @Test func unreadableFolderIsAProblemNotACrash() {
        defer { cleanUp() }
        let result = PathCompletion.complete("nowhere/x", relativeTo: root, home: root)
        #expect(result.text == "nowhere/x")
        #expect(result.candidates == [])
        #expect(result.problem == "opendir \(root)/nowhere/: no such file or directory (it may have been removed)")
    }

    @Test(arguments: [
        ("~", "/home/u"), ("~/a/b", "/home/u/a/b"), ("/etc", "/etc"), ("src", "/base/src"), ("../x", "/base/../x"),
    ])
    func expands(typed: String, path: String) {
        defer { cleanUp() }
        #expect(PathCompletion.expand(typed, relativeTo: "/base", home: "/home/u") == path)
    }
}
