import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Builds browsers over JSON for screen tests.
@MainActor
enum JSONScreens {
    /// A browser over `text` parsed now (the root is a plain item, so rows exist at once).
    static func browser(_ text: String, name: String = "doc.json", size: Size = Size(width: 100, height: 12)) throws -> (ScreenHarness, BrowserContext) {
        let document = try JSONDocument.parse(Array(text.utf8))
        let context = BrowserContext()
        let root = JSONItem(document: document, node: document.root, label: name)
        let split = Browser.makeRootController(for: root, context: context, coordinator: BrowserCoordinator())
        let harness = ScreenHarness(root: split, size: size)
        harness.settle()
        return (harness, context)
    }

    /// A browser over a file read and parsed in the background, once `marker` is on screen.
    static func browser(file: URL, limit: DocumentLimit = .standard, until marker: String,
                        size: Size = Size(width: 100, height: 12)) -> (ScreenHarness, BrowserContext) {
        let context = BrowserContext()
        let split = Browser.makeRootController(for: JSONFileItem(path: file.path, limit: limit), context: context, coordinator: BrowserCoordinator())
        let harness = ScreenHarness(root: split, size: size)
        waitFor(marker, in: harness)
        return (harness, context)
    }

    /// Runs posted work until `text` is on screen (background loads and searches post their
    /// results), giving up after a generous deadline.
    static func waitFor(_ text: String, in harness: ScreenHarness, seconds: Double = 20) {
        let deadline = Date().addingTimeInterval(seconds)
        while !harness.screen.contains(text) && Date() < deadline {
            harness.settle()
            usleep(2000)  // the worker thread posts when done; polling is bounded by the deadline
        }
    }

    /// One letter per cell of row `y` from `x` for `width` cells: `d` dim, `b` bold (blue for
    /// `B`), `r` reverse, `u` underline, `.` plain.
    static func styles(_ harness: ScreenHarness, row y: Int, from x: Int = 0, width: Int) -> String {
        var letters = ""
        for column in x..<(x + width) {
            let style = harness.terminal.screen[column, y].style
            if style.attributes.contains(.reverse) { letters += "r" }
            else if style.attributes.contains(.underline) { letters += "u" }
            else if style.attributes.contains(.dim) { letters += "d" }
            else if style.attributes.contains(.bold) { letters += style.foreground == .blue ? "B" : "b" }
            else { letters += "." }
        }
        return letters
    }

    /// A temporary file holding `text`.
    static func file(_ text: String, name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("folio-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
