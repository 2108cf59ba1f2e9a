import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Directories on screen watch themselves (inotify): changes made outside Folio reach the list
/// and the detail once the watcher's batch is delivered, without `r`.
@MainActor
struct DirectoryWatchTests {
    /// A browser on a fixture of `names`, watching, with a tally of its lists' re-reads.
    private func open(_ names: [String], select: Int = 0) -> (BrowserHarness, WorkTally) {
        let browser = BrowserHarness(watchesDirectories: true)
        for name in names { browser.fixture.file(name, "\(name)\n") }
        let harness = browser.open()
        let tally = WorkTally()
        if let split = browser.browserSplit { tally.watch(split) }
        for _ in 0..<select { harness.press(.down) }
        BrowserHarness.wait(harness, "the watch", until: { browser.context.watcher.watchedDirectories.contains(root(browser)) })
        return (browser, tally)
    }

    private func root(_ browser: BrowserHarness) -> RawPath { RawPath(browser.fixture.root.path) }

    private func outside(_ body: () throws -> Void) {
        do { try body() } catch { Issue.record("outside change failed: \(error)") }
    }

    @Test func createdRemovedAndRenamedEntriesFollowKeepingTheSelection() {
        let (browser, tally) = open(["a.txt", "b.txt", "c.txt", "d.txt"], select: 1)
        let harness = browser.screenHarness!
        #expect(browser.list?.selectedTitle == "b.txt")
        browser.fixture.file("aa.txt")
        BrowserHarness.wait(harness, "the new file listed", until: { browser.titles.contains("aa.txt") })
        #expect(browser.list?.selectedTitle == "b.txt")
        outside { try FileManager.default.removeItem(atPath: browser.fixture.path("d.txt")) }
        BrowserHarness.wait(harness, "the removed file gone", until: { !browser.titles.contains("d.txt") })
        outside { try FileManager.default.moveItem(atPath: browser.fixture.path("a.txt"), toPath: browser.fixture.path("z.txt")) }
        BrowserHarness.wait(harness, "the renamed file moved", until: { browser.titles.last == "z.txt" })
        #expect(browser.titles == ["aa.txt", "b.txt", "c.txt", "z.txt"])
        #expect(browser.list?.selectedTitle == "b.txt")
        #expect(browser.list?.listView.selectedRow == 1)
        #expect(tally[.watchReread] >= 1)
    }

    @Test func aVanishedSelectionGoesToItsNearestNeighbour() {
        let (browser, _) = open(["a.txt", "b.txt", "c.txt", "d.txt"], select: 2)
        let harness = browser.screenHarness!
        #expect(browser.list?.selectedTitle == "c.txt")
        // An entry before it comes as the selected one goes: the row that took its place
        // (its neighbour by name, d.txt) is selected, not the row at its old index.
        browser.fixture.file("0.txt")
        outside { try FileManager.default.removeItem(atPath: browser.fixture.path("c.txt")) }
        BrowserHarness.wait(harness, "c.txt gone and 0.txt listed", until: {
            !browser.titles.contains("c.txt") && browser.titles.contains("0.txt")
        })
        #expect(browser.list?.selectedTitle == "d.txt")
        // The last row going selects the one before it.
        outside { try FileManager.default.removeItem(atPath: browser.fixture.path("d.txt")) }
        BrowserHarness.wait(harness, "d.txt gone", until: { !browser.titles.contains("d.txt") })
        #expect(browser.list?.selectedTitle == "b.txt")
    }

    @Test func aBurstOfCreatedFilesIsReadAgainOnceOrAFewTimes() {
        let (browser, tally) = open(["a.txt"])
        let harness = browser.screenHarness!
        let folder = browser.fixture.root.path
        for index in 0..<2000 {
            let fd = Foundation.open("\(folder)/burst-\(index)", O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
            if fd < 0 { Issue.record("cannot create burst-\(index): errno \(errno)"); return }
            close(fd)
        }
        BrowserHarness.wait(harness, "2,001 rows", until: { browser.titles.count == 2001 })
        #expect(tally[.watchReread] >= 1)
        #expect(tally[.watchReread] <= 4, "one read per batch, not per event: \(tally[.watchReread])")
        #expect(browser.list?.selectedTitle == "a.txt")
    }

    @Test func changesDuringAReadWaitForItAndMakeOneMoreRead() {
        let (browser, tally) = open(["a.txt"])
        let harness = browser.screenHarness!
        guard let list = browser.list else { Issue.record("no list"); return }
        var change = DirectoryChange()
        change.record(WatchEvent(watch: 1, mask: UInt32(IN_CREATE), name: Array("b.txt".utf8)))
        list.stopWatching()  // the batches come from the test alone
        browser.fixture.file("b.txt")
        // Fifty batches before the loop runs again: the first starts a read, the others wait
        // for it (none cancels it), and one more read follows when it lands.
        for _ in 0..<50 { list.directoryDidChange(change) }
        #expect(tally[.watchReread] == 1)
        BrowserHarness.wait(harness, "both reads landed", until: { !list.worker.isBusy && !list.rereadsAfterWatchedLoad })
        #expect(tally[.watchReread] == 2)
        #expect(browser.titles == ["a.txt", "b.txt"])
    }

    @Test func theSelectedFilesPreviewFollowsAWriteAndTheRowItsSize() {
        let (browser, _) = open(["a.txt", "b.txt"])
        let harness = browser.screenHarness!
        BrowserHarness.wait(harness, "a.txt's preview", until: { harness.screen.contains("a.txt\n") || harness.screen.contains("│a.txt") })
        browser.fixture.bytes(Array("a.txt".utf8), Array("written outside, longer\n".utf8))
        BrowserHarness.wait(harness, "the new content", until: { harness.screen.contains("written outside, longer") })
        BrowserHarness.wait(harness, "the new size", until: {
            harness.screen.split(separator: "\n").contains { $0.contains("a.txt") && $0.contains(" 24 │") }
        })
    }

    /// A move to the next file of the same folder keeps the detail's watch, and a write to the
    /// file now shown still reaches its preview.
    ///
    /// Catches the detail dropping its folder's watch and asking for it again on every Down.
    @Test func aMoveInOneFolderKeepsTheDetailsWatch() {
        let (browser, tally) = open(["a.txt", "b.txt", "c.txt"])
        let harness = browser.screenHarness!
        harness.press(.down)
        harness.press(.down)
        BrowserHarness.wait(harness, "c.txt's preview", until: { harness.screen.contains("c.txt\n") || harness.screen.contains("│c.txt") })
        #expect(tally[.detailWatch] == 0, "the watch of the folder is kept")
        browser.fixture.bytes(Array("c.txt".utf8), Array("written outside\n".utf8))
        BrowserHarness.wait(harness, "c.txt's new content", until: { harness.screen.contains("written outside") })
    }

    @Test func onlyTheDirectoriesOnScreenAreWatched() {
        let browser = BrowserHarness(watchesDirectories: true)
        browser.fixture.file("sub/inner.txt")
        browser.fixture.file("z.txt")
        let harness = browser.open()
        let root = root(browser), sub = root.appending(Array("sub".utf8))
        let watcher = browser.context.watcher
        // The list's directory, and the selected directory the detail summarises.
        BrowserHarness.wait(harness, "root and sub watched", until: { watcher.watchedDirectories == [root, sub] })
        harness.press(.down)  // z.txt: the detail shows a file of the root
        BrowserHarness.wait(harness, "only the root watched", until: { watcher.watchedDirectories == [root] })
        harness.press(.up)
        harness.press(.right)  // into sub: its list, and its file's folder (sub again)
        BrowserHarness.wait(harness, "only sub watched", until: { watcher.watchedDirectories == [sub] })
        // A change in the covered root list, unwatched: the list reads it again once back.
        browser.fixture.file("new.txt")
        harness.press(.left)
        BrowserHarness.wait(harness, "root and sub again", until: { watcher.watchedDirectories == [root, sub] })
        BrowserHarness.wait(harness, "the root list read again", until: { browser.titles == ["sub", "new.txt", "z.txt"] })
    }

    @Test func aDirectoryRemovedAndMadeAgainIsWatchedAgain() {
        let browser = BrowserHarness(watchesDirectories: true)
        browser.fixture.file("sub/inner.txt")
        let harness = browser.open()
        let sub = root(browser).appending(Array("sub".utf8))
        harness.press(.right)
        BrowserHarness.wait(harness, "sub listed and watched", until: {
            browser.titles == ["inner.txt"] && browser.context.watcher.watchedDirectories == [sub]
        })
        outside { try FileManager.default.removeItem(atPath: browser.fixture.path("sub")) }
        BrowserHarness.wait(harness, "the removed directory's list emptied", until: { !browser.titles.contains("inner.txt") })
        // Made again under the same path while on screen: its new entries appear without `r`.
        browser.fixture.file("sub/again.txt")
        BrowserHarness.wait(harness, "the new directory's entry listed", until: { browser.titles == ["again.txt"] })
        browser.fixture.file("sub/later.txt")
        BrowserHarness.wait(harness, "a later entry listed", until: { browser.titles == ["again.txt", "later.txt"] })
    }

    @Test func watchingOffWatchesNothing() {
        let browser = BrowserHarness()
        browser.fixture.file("a.txt")
        browser.open()
        #expect(browser.context.watcher.watchedDirectories.isEmpty)
    }

    @Test func watchIsOnByDefaultAndOffInTheConfigFile() {
        let path = "/home/u/.config/folio/config"
        #expect(Configuration().watch)
        #expect(Configuration().printed(filePath: path).contains("watch = on"))
        let (configuration, problems) = Configuration.parse("watch = off\n", path: path)
        #expect(problems == [] && !configuration.watch)
        #expect(configuration.printed(filePath: path).contains("watch = off"))
    }

    @Test func anOverflowOrTooManyNamesMeanAnythingChanged() {
        let root = RawPath("/r"), other = RawPath("/o")
        let paths: [Int32: Set<RawPath>] = [1: [root], 2: [other]]
        var changes: [RawPath: DirectoryChange] = [:]
        DirectoryChange.collect([WatchEvent(watch: 1, mask: UInt32(IN_CREATE), name: Array("x".utf8)),
                                 WatchEvent(watch: 2, mask: UInt32(IN_CLOSE_WRITE), name: Array("y".utf8)),
                                 WatchEvent(watch: 9, mask: UInt32(IN_CREATE), name: Array("gone".utf8))],
                                paths: paths, into: &changes)
        #expect(changes[root]?.entries == [Array("x".utf8)] && changes[root]?.changesListing == true)
        #expect(changes[other]?.written == [Array("y".utf8)] && changes[other]?.changesListing == false)
        #expect(changes.count == 2)
        DirectoryChange.collect([WatchEvent(watch: -1, mask: UInt32(IN_Q_OVERFLOW), name: [])], paths: paths, into: &changes)
        #expect(changes[root]?.isOverflow == true && changes[other]?.isOverflow == true)
        #expect(changes[other]?.changesListing == true && changes[other]?.touches(Array("any".utf8)) == true)
        var many = DirectoryChange()
        for index in 0...DirectoryChange.nameLimit {
            many.record(WatchEvent(watch: 1, mask: UInt32(IN_CREATE), name: Array("f\(index)".utf8)))
        }
        #expect(many.isOverflow && many.entries.isEmpty)
    }

    @Test func theKernelsEventLayoutIsRead() {
        // wd 3, IN_CREATE, cookie 0, len 8, "ab\0…" padded; then wd 4, IN_DELETE_SELF, len 0.
        var bytes: [UInt8] = []
        func word(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        word(3); word(UInt32(IN_CREATE)); word(0); word(8); bytes += Array("ab".utf8) + [UInt8](repeating: 0, count: 6)
        word(4); word(UInt32(IN_DELETE_SELF)); word(0); word(0)
        let events = bytes.withUnsafeBytes { Syscall.parseWatchEvents($0) }
        #expect(events == [WatchEvent(watch: 3, mask: UInt32(IN_CREATE), name: Array("ab".utf8)),
                           WatchEvent(watch: 4, mask: UInt32(IN_DELETE_SELF), name: [])])
    }
}
