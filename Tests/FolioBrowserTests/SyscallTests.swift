import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// A private temporary folder, removed when the test ends; set-up failures fail the test.
final class ScratchFolder {
    let path: RawPath

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/folio-syscall-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        let folder = try #require(made, "mkdtemp failed: \(errno)")
        path = RawPath(String(cString: folder))
    }

    deinit {
        _ = try? FileManager.default.removeItem(atPath: path.display)
    }

    func child(_ name: String) -> RawPath { path.appending(Array(name.utf8)) }

    /// Writes `text` into a new file through the layer itself.
    func file(_ name: String, _ text: String, mode: mode_t = 0o644) throws -> RawPath {
        let target = child(name)
        let descriptor = try Syscall.open(target, O_WRONLY | O_CREAT | O_EXCL, mode: mode).get()
        defer { Syscall.close(descriptor, path: target) }
        try Syscall.write(descriptor, Array(text.utf8), path: target).get()
        return target
    }
}

@Suite struct SyscallTests {
    @Test func aMissingPathNamesTheCallAndThePath() {
        let missing = RawPath("/nonexistent-folio-test/notes.txt")
        guard case .failure(let error) = Syscall.linkStatus(missing) else {
            Issue.record("lstat of a missing path succeeded")
            return
        }
        #expect(error == SyscallError(call: "lstat", path: "/nonexistent-folio-test/notes.txt", code: ENOENT))
        #expect(error.isMissing && !error.isPermissionDenied)
        #expect(error.message == "lstat /nonexistent-folio-test/notes.txt: no such file or directory (it may have been removed)")
        #expect(String(describing: error) == error.message)
        guard case .failure(let opened) = Syscall.open(missing, O_RDONLY) else {
            Issue.record("open of a missing path succeeded")
            return
        }
        #expect(opened.call == "open" && opened.code == ENOENT)
    }

    @Test func aPermissionErrorNamesTheCallAndThePath() throws {
        let scratch = try ScratchFolder()
        let plain = try scratch.file("plain.txt", "not a program")
        // No execute bit for anyone: refused even to root, so the test holds under sudo too.
        guard case .failure(let error) = Syscall.access(plain, X_OK) else {
            Issue.record("access(X_OK) of a 0644 file succeeded")
            return
        }
        #expect(error.call == "access" && error.path == plain.display && error.code == EACCES)
        #expect(error.isPermissionDenied)
        #expect(error.message == "access \(plain.display): permission denied")
        if getuid() != 0 {
            let locked = try scratch.file("locked.txt", "secret", mode: 0)
            guard case .failure(let refused) = Syscall.open(locked, O_RDONLY) else {
                Issue.record("open of a mode-000 file succeeded")
                return
            }
            #expect(refused.message == "open \(locked.display): permission denied")
        }
    }

    @Test func fileStatusFailuresSayWhichCallOnWhichPath() {
        guard case .failure(let error) = FileStatus.read(RawPath("/nonexistent-folio-test")) else {
            Issue.record("FileStatus.read of a missing path succeeded")
            return
        }
        #expect(error.message == "lstat /nonexistent-folio-test: no such file or directory (it may have been removed)")
    }

    @Test func fileStatusFollowsLinksAndKeepsBrokenOnes() throws {
        let scratch = try ScratchFolder()
        let target = try scratch.file("target.txt", "hello")
        let link = scratch.child("link"), broken = scratch.child("broken")
        #expect(symlink(target.display, link.display) == 0)
        #expect(symlink("nowhere", broken.display) == 0)
        let followed = try FileStatus.read(link).get()
        #expect(followed.kind == .symlink && followed.linkTarget == target.display && followed.targetKind == .regular)
        let dangling = try FileStatus.read(broken).get()
        #expect(dangling.kind == .symlink && dangling.linkTarget == "nowhere" && dangling.targetKind == nil)
        let plain = try FileStatus.read(target).get()
        #expect(plain.kind == .regular && plain.size == 5 && plain.linkTarget == nil)
    }

    @Test func writeRenameMakeDirectoryListAndReadBack() throws {
        let scratch = try ScratchFolder()
        let draft = try scratch.file(".draft", "0123456789")
        let final = scratch.child("final.txt")
        try Syscall.rename(draft, to: final).get()
        try Syscall.makeDirectory(scratch.child("sub")).get()
        guard case .failure(let again) = Syscall.makeDirectory(scratch.child("sub")) else {
            Issue.record("mkdir of an existing folder succeeded")
            return
        }
        #expect(again.code == EEXIST && again.message.hasSuffix("sub: it already exists"))

        let stream = try Syscall.openDirectory(scratch.path).get()
        var names: [String: UInt8] = [:]
        while let entry = try stream.next().get() { names[String(decoding: entry.name, as: UTF8.self)] = entry.type }
        try stream.close().get()
        #expect(Set(names.keys) == ["final.txt", "sub"], "no . or .., no .draft: \(names)")
        #expect(try stream.next().get() == nil, "a closed stream is at its end")

        let descriptor = try Syscall.open(final, O_RDONLY).get()
        defer { Syscall.close(descriptor, path: final) }
        #expect(try Syscall.fileStatus(descriptor, path: final).get().st_size == 10)
        #expect(try Syscall.readAll(descriptor, limit: 4, path: final).get() == Array("0123".utf8), "stops at the limit")
        #expect(try Syscall.readAll(descriptor, limit: 100, path: final).get() == Array("456789".utf8), "then reads on to the end")
        #expect(try Syscall.status(scratch.child("sub")).get().st_mode & S_IFMT == S_IFDIR)
    }

    @Test func interruptedCallsAreRetriedAndOtherFailuresAreNot() {
        var calls = 0
        let retried = Syscall.retrying("read", "/x") { () -> Int in
            calls += 1
            if calls < 3 { errno = EINTR; return -1 }
            return 7
        }
        #expect(retried == .success(7) && calls == 3)
        calls = 0
        let failed = Syscall.retrying("read", "/x") { () -> Int in
            calls += 1
            errno = EIO
            return -1
        }
        #expect(failed == .failure(SyscallError(call: "read", path: "/x", code: EIO)) && calls == 1)
    }

    @Test func errnoBecomesWordsAPersonCanActOn() {
        #expect(errorText(EACCES) == "permission denied")
        #expect(errorText(EMFILE) == "too many open files (raise the limit with ulimit -n)")
        #expect(errorText(EROFS) == "the file system is read-only")
        #expect(errorText(EBADF) == "bad file descriptor", "other codes: strerror, lower-cased")
    }

    @Test(arguments: [
        (Int64(0), "0"), (Int64(1023), "1023"), (1024, "1.0K"), (1536, "1.5K"), (10_188, "9.9K"), (10_239, "10K"),
        (220_160, "215K"), (1_048_575, "1.0M"), (1_572_864, "1.5M"), (12_345_678, "12M"),
        (5 * 1_073_741_824, "5.0G"), (Int64.max, "8.0E"),
    ] as [(Int64, String)])
    func oneSizeFormatter(bytes: Int64, text: String) {
        #expect(ByteSize.text(bytes) == text)
        #expect(FileStatus.humanSize(bytes) == text, "the file detail uses the same formatter")
    }

    @Test func relativePathsAreMadeAbsoluteAgainstTheWorkingDirectory() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(RawPath("notes.txt").absolute().display == (cwd == "/" ? "/notes.txt" : cwd + "/notes.txt"))
        #expect(RawPath(".").absolute().display == cwd)
        #expect(RawPath("/etc").absolute().display == "/etc")
    }
}
