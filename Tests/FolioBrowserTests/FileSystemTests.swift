import Foundation
import Glibc
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A temporary directory tree for one test, removed afterwards.
///
/// A set-up step that fails is recorded as an issue, so a test never passes on a fixture that
/// was not made.
final class Fixture {
    let root: URL
    init() {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folio-fs-\(UUID().uuidString)")
        setUp("create the fixture root") { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
    }
    deinit {
        chmod(root.path, 0o700)
        try? FileManager.default.removeItem(at: root)  // clean-up only: a leftover temp folder fails nothing
    }

    private func setUp(_ what: String, _ body: () throws -> Void) {
        do { try body() } catch { Issue.record("fixture: cannot \(what): \(error)") }
    }

    func file(_ name: String, _ contents: String = "") {
        let url = root.appendingPathComponent(name)
        setUp("write \(name)") {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
    func bytes(_ name: [UInt8], _ contents: [UInt8]) {
        let path = Array(root.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in chars.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1 }
        }
        guard fd >= 0 else { Issue.record("fixture: cannot create \(name): errno \(errno)"); return }
        let written = contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if written != contents.count { Issue.record("fixture: wrote \(written) of \(contents.count) bytes") }
        close(fd)
    }
    func directory(_ name: String) {
        setUp("create \(name)/") {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
    }
    func path(_ name: String) -> String { root.appendingPathComponent(name).path }
}

@MainActor
@Suite struct FileSystemTests {
    let fixture = Fixture()
    let coordinator = BrowserCoordinator()

    /// Opens the fixture in a browser and waits (polling, with a deadline) for the rows.
    func open(size: Size = Size(width: 120, height: 30), context: BrowserContext = BrowserContext()) -> (ScreenHarness, SplitViewController) {
        let split = Browser.makeRootController(for: DirectoryItem(path: RawPath(fixture.root.path), options: context.settings.options),
                                               context: context, coordinator: coordinator)
        let harness = ScreenHarness(root: split, size: size)
        waitForLoads(harness)
        return (harness, split)
    }

    func waitForLoads(_ harness: ScreenHarness) {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            harness.settle()
            let lists = harness.window.focusedController.map { [$0] } ?? []
            let nav = (harness.window.rootViewController as? SplitViewController)?.viewControllers.first as? NavigationController
            let all = (nav?.viewControllers ?? []).compactMap { $0 as? ItemListViewController } + lists.compactMap { $0 as? ItemListViewController }
            if all.allSatisfy(\.isLoaded) { return }
            usleep(2000)  // polling until the background load lands, bounded by the deadline
        }
        Issue.record("the directory did not load before the deadline")
    }

    /// Settles until `condition` holds (work done on a list's worker lands through the inbox),
    /// with a deadline; a miss is recorded with the screen.
    func waitUntil(_ harness: ScreenHarness, _ what: String, _ condition: () -> Bool) {
        BrowserHarness.wait(harness, what, until: condition)
    }

    @Test func listsDirectoriesFirstInNaturalOrderAndHidesDotfiles() {
        fixture.file("file10.txt"); fixture.file("file2.txt"); fixture.file("File1.txt"); fixture.file(".hidden")
        fixture.directory("zeta"); fixture.directory("alpha")
        let (harness, _) = open()
        let rows = harness.screen.split(separator: "\n").dropFirst().prefix(5).map { String($0.prefix(20)).trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["alpha", "zeta", "File1.txt", "file2.txt", "file10.txt"])
        #expect(!harness.screen.contains(".hidden"))
        harness.press(.character("."))
        waitUntil(harness, ".hidden shown") { harness.screen.contains(".hidden") }
    }

    @Test func aHiddenListStillLoadsAndTheDetailFollowsIt() {
        fixture.file("first.txt", "the first file's text")
        // 85x60 is portrait and too narrow for the list beside a 60-column detail: the list
        // column starts hidden and never appears.
        let (harness, split) = open(size: Size(width: 85, height: 60))
        #expect(split.displayMode == .primaryHidden)
        #expect(harness.screen.contains("the first file's text"))
    }

    @Test func naturalOrderTable() {
        let names = ["a10", "a2", "A1", "a1", "b", "a02", "a"].map { Array($0.utf8) }
        let sorted = names.sorted(by: NaturalOrder.precedes).map { String(decoding: $0, as: UTF8.self) }
        #expect(sorted == ["a", "A1", "a1", "a02", "a2", "a10", "b"])
    }

    @Test func sortBySizeAndTime() {
        fixture.file("small", "x"); fixture.file("big", String(repeating: "x", count: 5000)); fixture.file("mid", String(repeating: "x", count: 100))
        let (harness, _) = open()
        harness.press(.character("s"))
        waitUntil(harness, "the size sort") { harness.screen.split(separator: "\n").dropFirst().first?.hasPrefix(" big") == true }
        let rows = harness.screen.split(separator: "\n").dropFirst().prefix(3).map { String($0.prefix(10)).trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["big", "mid", "small"])
        #expect(harness.screen.contains("s Sort: size"))
    }

    @Test func hostileNamesAreShownVisiblyAndTheBrowserLives() {
        fixture.bytes(Array("bad".utf8) + [0xFF] + Array("name".utf8), Array("data".utf8))
        fixture.file("new\nline")
        fixture.file("tab\there")
        fixture.file("esc\u{1B}[31mred")
        let (harness, _) = open()
        #expect(harness.screen.contains("bad\u{FFFD}name"))
        #expect(harness.screen.contains("new^Jline"))
        #expect(harness.screen.contains("tab^Ihere"))
        #expect(harness.screen.contains("esc^[[31mred"))
        #expect(!harness.screen.contains("\u{1B}"))
        // The invalid UTF-8 name still opens: its preview reads the file by its real bytes.
        harness.press(.character("g"))
        #expect(harness.screen.contains("Size: 4"))
    }

    @Test func specialFilesAreNeverOpened() {
        #expect(mkfifo(fixture.path("pipe"), 0o644) == 0)
        #expect(symlink("/nonexistent/target", fixture.path("broken")) == 0)
        #expect(symlink(fixture.path("loop"), fixture.path("loop")) == 0)
        let (harness, _) = open()
        harness.press(.character("g"))   // broken (first in order)
        #expect(harness.screen.contains("The link's target does not exist."))
        harness.press(.down)             // loop
        #expect(harness.screen.contains("Kind: symbolic link"))
        harness.press(.down)             // pipe: the preview must not block on open
        #expect(harness.screen.contains("Not opened: reading a named pipe (FIFO)"))
    }

    @Test func missingDirectoryGivesAMessage() throws {
        let (harness, split) = open()
        let nav = split.viewControllers.first as? NavigationController
        nav?.pushViewController(ItemListViewController(item: DirectoryItem(path: RawPath(fixture.path("missing")), options: DirectoryOptions()),
                                                       context: BrowserContext()), animated: false)
        waitForLoads(harness)
        #expect(harness.screen.contains("opendir"))
        #expect(harness.screen.contains("missing: no such file or"))
        harness.press(.left)
        #expect(nav?.viewControllers.count == 1)
    }

    /// A 000-mode directory, loaded through the list's real background worker.
    ///
    /// Root reads it anyway, so as root the read runs with the file-system identity of `nobody`: the work is
    /// wrapped (`ReadAsUser`) so the worker's own thread sets its fsuid (per thread, and it
    /// drops the DAC-override capabilities) around the read and restores it after.
    @Test func unreadableDirectoryGivesPermissionDenied() throws {
        fixture.directory("locked")
        fixture.file("locked/inside.txt")
        #expect(chmod(fixture.path("locked"), 0) == 0)
        let (harness, split) = open()
        let nav = split.viewControllers.first as? NavigationController
        #expect(ReadAsUser.setfsuid != nil, "setfsuid is in the C library")
        let locked = DirectoryItem(path: RawPath(fixture.path("locked")), options: DirectoryOptions())
        let item = ReadAsUser(locked, uid: getuid() == 0 ? 65534 : nil)
        nav?.pushViewController(ItemListViewController(item: item, context: BrowserContext()), animated: false)
        waitForLoads(harness)
        #expect(harness.screen.contains("opendir"), "\(harness.screen)")
        #expect(harness.screen.contains("locked: permission denied"))
        #expect(!harness.screen.contains("inside.txt"))
        harness.press(.left)
        #expect(nav?.viewControllers.count == 1)
    }

    @Test func emptyDirectoryAndVanishedFile() throws {
        fixture.directory("empty")
        fixture.file("gone", "x")
        let (harness, split) = open()
        let nav = try #require(split.viewControllers.first as? NavigationController)
        #expect(harness.screen.contains("empty"))
        harness.press(.enter)
        waitForLoads(harness)
        // The pushed list is the empty directory, and the list column itself says so.
        let list = try #require(nav.topViewController as? ItemListViewController)
        #expect(nav.viewControllers.count == 2)
        #expect(list.item.title == "empty")
        let firstRow = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[1]
        #expect(firstRow.hasPrefix(" Empty"), "\(harness.screen)")
        harness.press(.left, .down)
        try FileManager.default.removeItem(atPath: fixture.path("gone"))
        harness.press(.up, .down)
        #expect(harness.screen.contains("lstat ") && harness.screen.contains("gone: no such"))
    }

    @Test func textPreviewExpandsTabsAndMarksInvalidUTF8AndBinaryIsHex() {
        fixture.file("notes.txt", "col1\tcol2\n中文 ok\n")
        fixture.bytes(Array("bytes.bin".utf8), [0, 1, 2, 0x41, 0xFF, 0x10])
        fixture.bytes(Array("latin1.txt".utf8), Array("caf".utf8) + [0xE9] + Array(" au lait".utf8))
        let (harness, _) = open()
        harness.press(.character("g"))
        #expect(harness.screen.contains("│ 0000  00 01 02 41 ff 10"), "16 bytes a row in the 77-column detail")
        harness.press(.down)
        #expect(harness.screen.contains("caf\u{FFFD} au lait"))
        harness.press(.down)
        #expect(harness.screen.contains("col1    col2"))
        #expect(harness.screen.contains("中文 ok"))
    }

    @Test func onlyTheHeadOfALargeFileIsRead() {
        fixture.file("large.txt", String(repeating: "0123456789\n", count: 20_000))
        let (harness, _) = open()
        #expect(harness.screen.contains("Size: 215K"))
        let text = FilePreview.text(for: RawPath(fixture.path("large.txt")))
        #expect(text.contains("showing the first 64K of 215K"))
        #expect(text.count < FilePreview.headLength + 1000)
    }

    @Test func filterNarrowsIncrementallyAndEscRestores() {
        for name in ["apple", "banana", "cherry", "apricot"] { fixture.file(name) }
        let (harness, _) = open()
        harness.press(.character("/"))
        harness.type("ap")
        #expect(harness.screen.contains("apple"))
        #expect(harness.screen.contains("apricot"))
        #expect(!harness.screen.contains("banana"))
        #expect(harness.screen.contains("1/2 of 4"))
        harness.press(.enter)
        harness.press(.down)
        #expect(harness.screen.contains("2/2 of 4"))
        harness.press(.escape)
        #expect(harness.screen.contains("banana"))
        harness.press(.character("g"), .character("n"))
        #expect(harness.screen.contains("2/4"), "n jumps to the next match of the last pattern (apricot)")
        harness.press(.character("N"))
        #expect(harness.screen.contains("1/4"))
    }

    @Test func pagerAndEditorGetThePathAsOneArgumentWithoutAShell() {
        fixture.file("my file; rm -rf x.txt", "hi")
        var ran: [[String]] = []
        let context = BrowserContext(environment: ["PAGER": "less -R", "EDITOR": "nano"], runner: ProgramRunner(run: { ran.append($0.texts); return nil }))
        let (harness, _) = open(context: context)
        harness.press(.character("o"))
        harness.press(.character("e"))
        #expect(ran == [["less", "-R", fixture.path("my file; rm -rf x.txt")], ["nano", fixture.path("my file; rm -rf x.txt")]])
        #expect(harness.terminal.suspendCount == 2)
    }

    @Test func chooseRecordsTheOpenedFileAndQuits() {
        fixture.file("pick.txt")
        let context = BrowserContext(environment: [:], choosesPath: true)
        let (harness, _) = open(context: context)
        harness.press(.enter)
        #expect(context.marks.chosenPath == nil, "the first Enter shows the file, so a second one cannot reach the shell")
        #expect(harness.runLoopQuits(after: [.key(.enter)]), "choosing ends the run loop")
        #expect(context.marks.chosenPath?.text == fixture.path("pick.txt"))
    }

    @Test func withoutChooseOpeningAFileDoesNotQuit() {
        fixture.file("pick.txt")
        let context = BrowserContext(runner: .runsNothing)
        let (harness, _) = open(context: context)
        #expect(!harness.runLoopQuits(after: [.key(.enter)]))
        #expect(context.marks.chosenPath == nil)
    }

    @Test func stateIsSavedAtomicallyAndRestored() throws {
        fixture.directory("one/two/three")
        fixture.file("one/two/three/leaf.txt", "x")
        fixture.file("one/two/other.txt", "x")
        let stateDirectory = fixture.root.appendingPathComponent("state")
        let url = BrowserState.fileURL(forRoot: "dir:" + fixture.root.path, environment: ["XDG_STATE_HOME": stateDirectory.path])
        let (harness, split) = open()
        harness.press(.enter); waitForLoads(harness)
        harness.press(.enter); waitForLoads(harness)
        harness.press(.down)
        let state = BrowserState.capture(from: split)
        #expect(state.opened == ["one", "two"])
        #expect(state.selected == "other.txt")
        try state.save(to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == [url.lastPathComponent])

        // A new browser on the same root lands in the same place.
        let (again, split2) = open()
        guard case .success(let loaded?) = BrowserState.load(from: url) else { Issue.record("state did not load"); return }
        loaded.apply(to: split2)
        waitForLoads(again); waitForLoads(again)
        let nav = split2.viewControllers.first as? NavigationController
        #expect(nav?.viewControllers.count == 3)
        #expect((nav?.topViewController as? ItemListViewController)?.selectedItem?.title == "other.txt")
    }

    @Test func aCorruptOrStaleStateIsIgnoredWithANotice() throws {
        let url = fixture.root.appendingPathComponent("state.json")
        try Data("{not json".utf8).write(to: url)
        guard case .failure(let problem) = BrowserState.load(from: url) else { Issue.record("expected a failure"); return }
        #expect(problem.message.contains("damaged"))
        // A stale entry is skipped: the browser opens where it can and says so.
        fixture.file("here.txt")
        let context = BrowserContext()
        let (harness, split) = open(context: context)
        BrowserState(opened: ["vanished"], selected: "x").apply(to: split)
        harness.settle()
        #expect(context.notices.notice?.contains("vanished is no longer in") == true)
        #expect(harness.screen.contains("here.txt"))
    }
}

/// A background-loading item whose work runs with another user's file-system identity, set on
/// the worker thread that does the work: how a test running as root meets "permission denied".
@MainActor
final class ReadAsUser: BackgroundLoading {
    let inner: BackgroundLoading
    let uid: UInt32?
    init(_ inner: BackgroundLoading, uid: UInt32?) {
        self.inner = inner
        self.uid = uid
    }
    var title: String { inner.title }
    var subtitle: String { inner.subtitle }
    var hasChildren: Bool { inner.hasChildren }
    func children() throws -> [BrowserItem] { try inner.children() }
    func detailText() -> String { inner.detailText() }
    func finishLoadingList(_ result: any Sendable) throws -> ChildList { try inner.finishLoadingList(result) }
    func backgroundWork() -> @Sendable (@escaping @Sendable (String) -> Void) throws -> any Sendable {
        let work = inner.backgroundWork()
        let uid = uid
        return { progress in
            guard let uid, let setfsuid = ReadAsUser.setfsuid else { return try work(progress) }
            let previous = setfsuid(uid)
            defer { _ = setfsuid(UInt32(bitPattern: previous)) }
            return try work(progress)
        }
    }

    /// glibc's `setfsuid` (its header is not in the Glibc module): per thread, unlike `setuid`.
    nonisolated static let setfsuid: (@convention(c) (UInt32) -> Int32)? = dlsym(nil, "setfsuid").map {
        unsafeBitCast($0, to: (@convention(c) (UInt32) -> Int32).self)
    }
}
