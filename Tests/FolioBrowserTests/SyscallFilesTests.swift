import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// The layer's whole-file operations: reading, `mkdir -p`, the atomic save.
@Suite struct SyscallFilesTests {
    @Test func readFileReadsEverythingAndNamesTheCallWhenItCannot() throws {
        let scratch = try ScratchFolder()
        let big = String(repeating: "0123456789", count: 10_000)  // more than one 64 KiB chunk
        let file = try scratch.file("big.txt", big)
        #expect(try Syscall.readFile(file).get() == Array(big.utf8))
        #expect(try Syscall.readFile(file, limit: 3).get() == Array("012".utf8))
        guard case .failure(let missing) = Syscall.readFile(scratch.child("gone")) else {
            Issue.record("reading a missing file succeeded")
            return
        }
        #expect(missing.call == "open" && missing.isMissing && missing.path == scratch.child("gone").display)
        guard case .failure(let folder) = Syscall.readFile(scratch.path) else {
            Issue.record("reading a folder as a file succeeded")
            return
        }
        #expect(folder.message == "read \(scratch.path.display): is a directory")
    }

    @Test func makeDirectoriesMakesEveryMissingParentAndAcceptsExistingOnes() throws {
        let scratch = try ScratchFolder()
        let deep = scratch.child("a/b/c")
        try Syscall.makeDirectories(deep).get()
        try Syscall.makeDirectories(deep).get()
        #expect(try Syscall.status(deep).get().st_mode & S_IFMT == S_IFDIR)
        #expect(try Syscall.status(deep).get().st_mode & 0o777 == 0o700, "state folders are private")
        let file = try scratch.file("plain", "x")
        guard case .failure(let error) = Syscall.makeDirectories(file.appending(Array("below".utf8))) else {
            Issue.record("mkdir under a regular file succeeded")
            return
        }
        #expect(error.message == "mkdir \(file.normalized.display)/below: not a directory")
    }

    @Test func writeAtomicallyReplacesTheFileAndLeavesNothingBehind() throws {
        let scratch = try ScratchFolder()
        let target = scratch.child("state/folio/saved")
        try Syscall.writeAtomically(Array("first".utf8), to: target).get()
        try Syscall.writeAtomically(Array("second".utf8), to: target).get()
        #expect(try Syscall.readFile(target).get() == Array("second".utf8))
        #expect(try Syscall.status(target).get().st_mode & 0o777 == 0o600)
        let folder = scratch.child("state/folio")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.display) == ["saved"], "no temporary file left")
    }

    @Test func aFailedAtomicWriteKeepsTheOldFileAndRemovesTheTemporaryOne() throws {
        let scratch = try ScratchFolder()
        // A folder where the file should be: the final rename fails, even for root.
        let target = scratch.child("taken")
        try Syscall.makeDirectory(target).get()
        try Syscall.makeDirectory(target.appending(Array("inside".utf8))).get()
        guard case .failure(let error) = Syscall.writeAtomically(Array("new".utf8), to: target) else {
            Issue.record("renaming a file over a non-empty folder succeeded")
            return
        }
        #expect(error.call == "rename" && error.path.hasSuffix("→ \(target.display)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path.display) == ["taken"])
    }

    @Test func unlinkAndFileSyncReportTheirFailures() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.file("doomed", "x")
        try Syscall.unlink(file).get()
        guard case .failure(let again) = Syscall.unlink(file) else {
            Issue.record("unlinking a removed file succeeded")
            return
        }
        #expect(again.call == "unlink" && again.isMissing)
        guard case .failure(let sync) = Syscall.fileSync(-1, path: file) else {
            Issue.record("fsync of descriptor -1 succeeded")
            return
        }
        #expect(sync.message == "fsync \(file.display): bad file descriptor")
    }
}
