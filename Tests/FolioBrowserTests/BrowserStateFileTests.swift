import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// The state file on disk: missing is a fresh start, unreadable is a notice, saves are atomic.
@Suite struct BrowserStateFileTests {
    @Test func aMissingStateFileIsAFreshStartWithoutANotice() throws {
        let scratch = try ScratchFolder()
        let url = URL(fileURLWithPath: scratch.child("folio/none.json").display)
        guard case .success(nil) = BrowserState.load(from: url) else {
            Issue.record("a missing state file did not mean a fresh start")
            return
        }
    }

    @Test func aStateFileThatCannotBeReadGivesANoticeNamingTheCallAndPath() throws {
        let scratch = try ScratchFolder()
        // A folder in the file's place: refused once opened, for root too.
        let folder = scratch.child("state.json")
        try Syscall.makeDirectory(folder).get()
        guard case .failure(let problem) = BrowserState.load(from: URL(fileURLWithPath: folder.display)) else {
            Issue.record("an unreadable state file was taken for a missing one")
            return
        }
        #expect(problem.message == "ignored the saved place: open \(folder.display): it is a directory, not a regular file; starting fresh")
        // A regular file where a folder on the way should be: ENOTDIR, not "missing".
        let file = try scratch.file("plain", "x")
        guard case .failure(let below) = BrowserState.load(from: URL(fileURLWithPath: file.display + "/state.json")) else {
            Issue.record("a state path under a regular file was taken for a missing one")
            return
        }
        #expect(below.message == "ignored the saved place: open \(file.display)/state.json: not a directory; starting fresh")
    }

    @Test func saveIsAtomicAndItsFailureSaysWhatToDo() throws {
        let scratch = try ScratchFolder()
        let url = URL(fileURLWithPath: scratch.child("state/folio/abc.json").display)
        let state = BrowserState(opened: ["one"], selected: "two")
        try state.save(to: url)
        try BrowserState(opened: ["three"], selected: nil).save(to: url)
        guard case .success(let loaded?) = BrowserState.load(from: url) else {
            Issue.record("the saved state did not load")
            return
        }
        #expect(loaded.opened == ["three"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path) == ["abc.json"])

        let file = try scratch.file("plain", "x")
        let blocked = URL(fileURLWithPath: file.display + "/folio/abc.json")
        #expect(throws: BrowserError("cannot save the place for next time in \(file.display)/folio: mkdir \(file.normalized.display)/folio: "
            + "not a directory; make the folder writable, set XDG_STATE_HOME, or run with --no-restore")) { try state.save(to: blocked) }
    }
}
