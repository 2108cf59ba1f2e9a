import Foundation
import Glibc
import Synchronization
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The file operations in the background: a second operation (and an undo) waits for the
/// first; `X` cancels the running one leaving no file under its final name; a name taken asks
/// (keep both by default, "for all" asked once); a failed call asks skip / retry / stop; `q`
/// asks before quitting while an operation runs; `D` deletes for good after a confirmation.
@MainActor
@Suite struct FileOperationQueueTests {
    let size = Size(width: 60, height: 14)

    func check(_ b: BrowserHarness, _ name: String, _ expected: String) {
        let problem = ScreenComparison.mismatch(grid: b.harness.terminal.screen, expected: expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// A browser on the fixture's root with `src` holding `sources` and `dst` holding
    /// `existing`, the trash in the fixture; the marks made on every file of `src` and the
    /// list left in `dst`.
    func pasting(_ sources: [String: String], over existing: [String: String] = [:]) -> (BrowserHarness, RawPath) {
        let b = BrowserHarness()
        for (name, text) in sources { b.fixture.file("src/" + name, text) }
        for (name, text) in existing { b.fixture.file("dst/" + name, text) }
        if existing.isEmpty { b.fixture.file("dst/.keep", "") }
        b.context.fileOperations.trash = Trash(home: RawPath(b.fixture.path("data/Trash")).normalized)
        b.open(b.fixture.path(""), size: size)
        select(b, "src")
        b.press(.enter)
        for _ in sources { b.press(.character(" ")) }
        b.press(.character("h"))
        select(b, "dst")
        b.press(.enter)
        return (b, RawPath(b.fixture.path("dst")).normalized)
    }

    func select(_ b: BrowserHarness, _ title: String) {
        guard let index = b.titles.firstIndex(of: title) else { Issue.record("no row \(title) in \(b.titles)"); return }
        b.list?.listView.selectRow(index)
        b.settle()
    }

    func names(_ folder: RawPath) throws -> [String] {
        try FileOps.names(folder).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    @Test func aSecondOperationAndAnUndoWaitForTheFirstInOrder() throws {
        let (b, dst) = pasting(["a.txt": "new"])
        let held = HeldRunners()
        b.context.fileOperations.lane = JobLane(label: "held", executor: JobExecutor(start: { _, runner in held.add(runner) }))
        b.harness.press(.character("p"))
        b.harness.press(.character("U"))
        b.harness.settle()
        #expect(b.harness.window.notice == "Undoing waits for copying to end (1 queued)")
        #expect(b.context.notices.progress == "Copying… · 1 queued")
        #expect(b.context.fileOperations.queuedCount == 1)
        #expect(held.runNext(), "the copy runs first")
        b.harness.settle()
        #expect(try names(dst) == [".keep", "a.txt"])
        #expect(held.runNext(), "then the undo, of the copy")
        b.settle()
        #expect(try names(dst) == [".keep"])
        #expect(b.harness.window.notice == "Undone: copy a.txt to \(dst.display)")
        #expect(!held.runNext() && !b.context.fileOperations.isBusy)
    }

    @Test func cancelStopsTheRunningOperationLeavingNoFileUnderItsNameAndDropsTheQueued() throws {
        let (b, dst) = pasting(["a.txt": "new"], over: ["z.txt": "z"])
        let operations = b.context.fileOperations
        let notices = b.context.notices
        let application = b.harness.app
        let once = Atomic<Bool>(false)
        // Mid-copy (the partial file open), the user cancels; the copy goes on to its next check.
        operations.fault = { _ in
            guard !once.exchange(true, ordering: .relaxed) else { return .proceed }
            let cancelled = Handoff<Bool>()
            application.post {
                operations.cancelRunning(notices: notices)
                cancelled.give(true)
            }
            _ = cancelled.wait()
            return .proceed
        }
        b.press(.character("p"))
        #expect(try names(dst) == ["z.txt"], "neither the file nor a partial one is left")
        #expect(b.harness.window.notice == "Copying cancelled: 0 of 1 done, no partial file left")
        #expect(b.context.marks.count == 1, "the marks stay for the same paste again")
        // The key: nothing runs; then the running one cancelled, the queued one dropped.
        b.press(.character("X"))
        #expect(b.harness.window.notice == "No file operation is running")
        let held = HeldRunners()
        operations.lane = JobLane(label: "held", executor: JobExecutor(start: { _, runner in held.add(runner) }))
        b.harness.press(.character("d"))
        b.harness.press(.character("d"))
        b.harness.settle()
        #expect(b.harness.window.notice == "Trashing waits for trashing to end (1 queued)")
        b.harness.press(.character("X"))
        b.harness.settle()
        #expect(b.harness.window.notice == "Cancelling trashing… (the 1 queued dropped: they were asked for after it)")
        #expect(held.runNext())
        b.settle()
        #expect(!operations.isBusy && !held.runNext(), "the queued one never ran")
        #expect(try names(dst) == ["z.txt"])
        #expect(b.harness.window.notice == "Trashing cancelled: 0 of 1 done, no partial file left")
    }

    @Test func aNameTakenAsksKeepBothByDefault() throws {
        let (b, dst) = pasting(["a.txt": "new"], over: ["a.txt": "old"])
        b.press(.character("p"))
        check(b, "conflict", """
         ‹ Back                     dst              1/1 [1 marked]
         a┌──────────────────────────────────────────────────────┐3
          │              “a.txt” is already in dst               │
          │  Copying: keep both names the new one “name (1)”;……  │
          ├──────────────────────────────────────────────────────┤
          │                      Keep both                       │
          │                  Keep both, for all                  │
          │                      Overwrite                       │
          │                  Overwrite, for all                  │
          │                         Skip                         │
          │                    Skip, for all                     │
          │                         Stop                         │
          └──────────────────────────────────────────────────────┘
         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=reverse a=dim+reverse b=bold c=bold+reverse r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRcccRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        aa                                                        aa
                         bbbbbbbbbbbbbbbbbbbbbbbbb


           RRRRRRRRRRRRRRRRRRRRRRcccccccccRRRRRRRRRRRRRRRRRRRRRRR

                                 rrrrrrrrr
                             rrrrrrrrrrrrrrrrrr




        RcRRRRRRRRRcRRRRRRRRRRRRRcRRRRRRRRRRRRRRRRcRRRRRRRRcRRRRRRcR
        """)
        b.press(.enter)
        #expect(try names(dst) == ["a (1).txt", "a.txt"])
        #expect(try FileOps.bytes(dst.appending(FileOps.name("a.txt"))) == FileOps.name("old"))
        #expect(b.harness.window.notice == "Copied a.txt (U to undo)")
    }

    @Test func skipForAllIsAskedOnceAndSkipsEveryConflict() throws {
        let (b, dst) = pasting(["a.txt": "new", "b.txt": "new"], over: ["a.txt": "old", "b.txt": "old"])
        b.press(.character("p"))
        #expect(b.context.fileOperations.pendingQuestion != nil)
        for _ in 0..<5 { b.press(.down) }
        b.press(.enter)
        #expect(b.context.fileOperations.pendingQuestion == nil, "asked once")
        #expect(!b.context.fileOperations.isBusy)
        #expect(try names(dst) == ["a.txt", "b.txt"])
        #expect(try FileOps.bytes(dst.appending(FileOps.name("b.txt"))) == FileOps.name("old"))
    }

    @Test func aFailureNamesTheFileAndRetrySucceedsOnceTheCauseIsFixed() throws {
        let (b, dst) = pasting(["a.txt": "new"])
        let full = Atomic<Bool>(true)
        b.context.fileOperations.fault = { _ in full.load(ordering: .relaxed) ? .fail(ENOSPC) : .proceed }
        b.press(.character("p"))
        #expect(b.context.fileOperations.pendingQuestion != nil)
        check(b, "failure", """
         ‹ Back                     dst              0/0 [1 marked]
         No visible entries: 1 hidden (. shows them)
          ┌──────────────────────────────────────────────────────┐
          │                Copying “a.txt” in dst                │
          │  write: no space left on the device. Retry once the  │
          │                   cause is fixed.                    │
          ├──────────────────────────────────────────────────────┤
          │                        Retry                         │
          │                         Skip                         │
          │                         Stop                         │
          └──────────────────────────────────────────────────────┘


         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=bold+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         ddddddddddddddddddddddddddddddddddddddddddd

                           bbbbbbbbbbbbbbbbbbbbbb



           rrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrr





        rRrrrrrrrrrRrrrrrrrrrrrrrRrrrrrrrrrrrrrrrrRrrrrrrrrRrrrrrrRr
        """)
        #expect(try names(dst) == [".keep"], "no partial file while asking")
        full.store(false, ordering: .relaxed)
        b.press(.enter)
        #expect(try FileOps.bytes(dst.appending(FileOps.name("a.txt"))) == FileOps.name("new"))
        #expect(b.harness.window.notice == "Copied a.txt (U to undo)")
    }

    @Test func quittingWhileAnOperationRunsAsksFirst() throws {
        let (b, dst) = pasting(["a.txt": "new"])
        let held = HeldRunners()
        b.context.fileOperations.lane = JobLane(label: "held", executor: JobExecutor(start: { _, runner in held.add(runner) }))
        b.harness.press(.character("p"))
        b.harness.press(.character("q"))
        b.harness.settle()
        check(b, "quit-question", """
         ‹ Back                     dst              0/0 [1 marked]
         No visible entries: 1 hidden (. shows them)

             ┌───────────────────────────────────────────────┐
             │           Quit while copying runs?            │
             │ Quitting cancels it: no partial file is left. │
             ├───────────────────────────────────────────────┤
             │                Quit and cancel                │
             │                 Keep working                  │
             └───────────────────────────────────────────────┘



         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: R=reverse a=bold+reverse b=bold d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
         ddddddddddddddddddddddddddddddddddddddddddd


                         bbbbbbbbbbbbbbbbbbbbbbbb


                              rrrrrrrrrrrrrrr
              RRRRRRRRRRRRRRRRRaaaaaaaaaaaaRRRRRRRRRRRRRRRRRR




        RaRRRRRRRRRaRRRRRRRRRRRRRaRRRRRRRRRRRRRRRRaRRRRRRRRaRRRRRRaR
        """)
        b.harness.press(.enter)
        b.harness.settle()
        #expect(b.context.fileOperations.isBusy && b.context.fileOperations.quitsWhenIdle == nil, "kept working")
        b.harness.press(.character("q"))
        b.harness.press(.down)
        b.harness.press(.enter)
        b.harness.settle()
        #expect(b.context.fileOperations.quitsWhenIdle != nil)
        #expect(held.runNext())
        b.settle()
        #expect(try names(dst) == [".keep"], "cancelled before it copied")
        #expect(!b.context.fileOperations.isBusy)
    }

    @Test func theProgressSaysFilesBytesRateTimeLeftAndTheName() {
        let progress = FileOperationProgress(filesDone: 1, filesTotal: 3, bytesDone: 1 << 20, bytesTotal: 4 << 20,
                                             currentName: [0x61, 0x0A, 0x2E, 0x69, 0x73, 0x6F])
        #expect(FileOperationCenter.progressText(progress, elapsed: .seconds(1)) == "1/3 files, 1.0M of 4.0M, 1.0M/s, 3 s left: a^J.iso")
        let names = FileOperationProgress(filesDone: 0, filesTotal: 1, currentName: Array("d".utf8))
        #expect(FileOperationCenter.progressText(names, elapsed: .seconds(1)) == "0/1 file: d", "no bytes: no rate")
        #expect(FileOperationCenter.timeLeftText(125) == "2 min 5 s left")
        #expect(FileOperationCenter.timeLeftText(3840) == "1 h 4 min left")
    }

    @Test func deleteForGoodAsksNamingTheItemsAndCancelIsTheDefault() throws {
        let b = BrowserHarness()
        for name in ["a.txt", "b.txt", "c.txt", "d.txt"] { b.fixture.file("folder/" + name, name) }
        b.fixture.file("folder/sub/x", "x")
        let folder = RawPath(b.fixture.path("folder")).normalized
        b.open(folder.display, size: size)
        b.press(.character(" "), .character(" "), .character(" "), .character(" "), .character("D"))
        check(b, "delete-question", """
                                   folder            5/5 [4 marked]
        *sub                                                      ›
        *a.txt                                                    5
        *b.tx┌────────────────────────────────────────────────┐   5
        *c.tx│ Delete 4 items for good: sub, a.txt, b.txt, …? │   5
         d.tx│   This cannot be undone (the trash, d, can).   │   5
             ├────────────────────────────────────────────────┤
             │                Delete for good                 │
             │                     Cancel                     │
             └────────────────────────────────────────────────┘



         / Filter  s Sort: name  . Show dotfiles  o Pager  e Edit …
        ~~~ styles: B=bold+blue M=bold+magenta R=reverse a=dim+reverse b=bold c=bold+reverse d=dim r=red
        RRRRRRRRRRRRRRRRRRRRRRRRRRRccccccRRRRRRRRRRRRRRRRRRRRRRRRRRR
        MBBB                                                     dd
        Mbbbbb                                                   dd
        Mbbbb                                                    dd
        Mbbbb  bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb    dd
        aaaaa                                                  aaaaa

                              rrrrrrrrrrrrrrr
              RRRRRRRRRRRRRRRRRRRRRccccccRRRRRRRRRRRRRRRRRRRRR




        RcRRRRRRRRRcRRRRRRRRRRRRRcRRRRRRRRRRRRRRRRcRRRRRRRRcRRRRRRcR
        """)
        b.press(.enter)
        #expect(try names(folder) == ["a.txt", "b.txt", "c.txt", "d.txt", "sub"], "Enter cancels")
        b.press(.character("D"), .down, .enter)
        #expect(try names(folder) == ["d.txt"])
        #expect(b.harness.window.notice == "Deleted 4 items for good")
        #expect(b.context.marks.isEmpty)
    }
}

/// Lane runners a test holds and runs one at a time on its own thread, in order.
final class HeldRunners: Sendable {
    private let runners = Mutex<[@Sendable () -> Void]>([])

    func add(_ runner: @escaping @Sendable () -> Void) { runners.withLock { $0.append(runner) } }

    /// Runs the oldest runner held (a lane's jobs waiting); false when none is held.
    func runNext() -> Bool {
        guard let runner = runners.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        runner()
        return true
    }
}
