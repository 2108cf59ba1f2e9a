import Testing
import FolioKit
@testable import FolioBrowser

/// Issue 26: `folio` started in /usr/share reopened /usr/share/doc/bash.
///
/// A start in a directory shows that directory with its saved selection (as lf, ranger and nnn start);
/// the deeper place left is offered to `''`.
@Suite struct StartingPlaceTests {
    let start = RawPath("/usr/share")
    let directories: Set<String> = ["/usr/share/doc", "/usr/share/doc/bash", "/srv", "/srv/data"]
    func isDirectory(_ path: RawPath) -> Bool { directories.contains(path.display) }

    @Test func theStartingDirectoryKeepsItsSelectionAndTheWidthNothingDeeper() {
        var saved = BrowserState(opened: ["doc", "bash"], selected: "README", displayMode: "primaryHidden", focusedColumn: "secondary")
        saved.archive[BrowserState.splitPath, default: [:]][BrowserSplitViewController.columnWidthKey] = "33"
        let state = saved.startingInDirectory()
        #expect(state.opened == [])
        #expect(state.selected == "doc")
        #expect(state.columnWidth == 33)
        #expect(state.archive[BrowserState.splitPath]?[StateRestoration.displayModeKey] == nil)
        #expect(state.archive[BrowserState.splitPath]?[StateRestoration.focusKey] == nil)
        #expect(BrowserState(opened: [], selected: "man").startingInDirectory().selected == "man")
        #expect(saved.startingInDirectory(selecting: "stdio.h").selected == "stdio.h")
    }

    @Test func theDeeperPlaceLeftIsOfferedAsADirectoryWithItsSelection() {
        let saved = BrowserState(opened: ["doc", "bash"], selected: "README")
        #expect(saved.placeLeft(startingAt: start, isDirectory: isDirectory) == BrowserPlace(directory: RawPath("/usr/share/doc/bash"), selected: "README"))
        // Caught if the start reopened the deeper place (today's code applied the whole archive).
        #expect(saved.startingInDirectory().opened.isEmpty)
    }

    @Test func aDocumentOpenedBelowIsSelectedInItsFolder() {
        let saved = BrowserState(opened: ["doc", "cars.json", "[3]"], selected: "Name")
        #expect(saved.placeLeft(startingAt: start, isDirectory: isDirectory) == BrowserPlace(directory: RawPath("/usr/share/doc"), selected: "cars.json"))
    }

    @Test func nothingIsOfferedWhenThePlaceLeftIsTheStartingDirectory() {
        #expect(BrowserState(opened: [], selected: "doc").placeLeft(startingAt: start, isDirectory: isDirectory) == nil)
        #expect(BrowserState(opened: ["cars.json"], selected: "[0]").placeLeft(startingAt: start, isDirectory: isDirectory) == nil)
    }

    @Test func aListColumnMovedElsewhereIsOfferedAndTheStartSelectsNothingSaved() {
        var saved = BrowserState(opened: ["data"], selected: "x.txt")
        saved.archive[BrowserState.splitPath, default: [:]][BrowserSplitViewController.replacedRootKey] = "/srv"
        #expect(saved.placeLeft(startingAt: start, isDirectory: isDirectory) == BrowserPlace(directory: RawPath("/srv/data"), selected: "x.txt"))
        #expect(saved.startingInDirectory().selected == nil)
    }
}
