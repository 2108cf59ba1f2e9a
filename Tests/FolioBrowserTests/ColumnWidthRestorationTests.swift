import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The list column's width, once the user dragged the divider, is part of the saved place.
@MainActor
@Suite struct ColumnWidthRestorationTests {
    @Test func aDraggedWidthIsSavedAndComesBack() throws {
        let b = BrowserHarness()
        b.fixture.file("note.txt", "x")
        let harness = b.open()
        #expect(BrowserState.capture(from: b.split).columnWidth == nil, "an undragged width is not saved")
        let divider = b.split.primaryColumnWidth
        harness.app.handle(.mouse(MouseEvent(.press, at: Point(x: divider, y: 5))))
        harness.app.handle(.mouse(MouseEvent(.drag, at: Point(x: 30, y: 5))))
        harness.app.handle(.mouse(MouseEvent(.release, at: Point(x: 30, y: 5))))
        let state = BrowserState.capture(from: b.split)
        #expect(state.columnWidth == 30)
        let url = b.fixture.root.appendingPathComponent("state.json")
        try state.save(to: url)
        guard case .success(let loaded?) = BrowserState.load(from: url) else {
            Issue.record("the saved place did not load")
            return
        }
        #expect(loaded.columnWidth == 30)

        let again = BrowserHarness()
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(b.fixture.root.path), options: again.context.settings.options),
                                               context: again.context, coordinator: again.coordinator)
        loaded.apply(to: split)
        let restored = ScreenHarness(root: split, size: Size(width: 120, height: 30))
        #expect(split.primaryColumnWidth == 30)
        restored.resize(to: Size(width: 80, height: 30))
        #expect(split.primaryColumnWidth == 30, "kept at another size, within the limits")
    }
}
