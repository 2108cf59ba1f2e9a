import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// Test support: files with byte names and contents, and what a folder holds.
enum FileOps {
    static func write(_ path: RawPath, _ bytes: [UInt8], mode: mode_t = 0o644) throws {
        let descriptor = try Syscall.open(path, O_WRONLY | O_CREAT | O_EXCL, mode: mode).get()
        defer { Syscall.close(descriptor, path: path) }
        try Syscall.write(descriptor, bytes, path: path).get()
        _ = fchmod(descriptor, mode)
    }

    static func names(_ folder: RawPath) throws -> [[UInt8]] {
        let stream = try Syscall.openDirectory(folder).get()
        var names: [[UInt8]] = []
        while let entry = try stream.next().get() { names.append(entry.name) }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func bytes(_ path: RawPath) throws -> [UInt8] { try Syscall.readFile(path).get() }

    static func setTimes(_ path: RawPath, access: Int, modification: Int) {
        var times = [timespec(tv_sec: access, tv_nsec: 123), timespec(tv_sec: modification, tv_nsec: 456_000)]
        _ = path.withCString { utimensat(AT_FDCWD, $0, &times, AT_SYMLINK_NOFOLLOW) }
    }

    /// A context with no trash of the user's (tests must never touch the real one).
    static func context(trash: Trash?) -> FileOperationContext {
        var context = FileOperationContext()
        context.trash = trash
        return context
    }

    static func name(_ text: String) -> [UInt8] { Array(text.utf8) }
}

extension ScratchFolder {
    /// The folder as the engine names it (normalised: `NSTemporaryDirectory()` ends with `/`).
    var root: RawPath { path.normalized }

    /// `root/name`.
    func at(_ name: String) -> RawPath { root.appending(Array(name.utf8)) }
}

@Suite struct FileOperationCopyTests {
    @Test func aCopyKeepsContentModeTimesAndSymlinksAndSkipsAFIFO() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("src")
        try Syscall.makeDirectory(source).get()
        let big = (0..<300_000).map { UInt8($0 % 251) }
        try FileOps.write(source.appending(FileOps.name("data.bin")), big, mode: 0o640)
        FileOps.setTimes(source.appending(FileOps.name("data.bin")), access: 1_000_000, modification: 2_000_000)
        #expect(symlink("data.bin", source.appending(FileOps.name("link")).display) == 0)
        #expect(symlink("/nonexistent/dangling", source.appending(FileOps.name("dangling")).display) == 0)
        #expect(mkfifo(source.appending(FileOps.name("pipe")).display, 0o644) == 0)
        try Syscall.makeDirectory(source.appending(FileOps.name("sub")), mode: 0o750).get()
        try FileOps.write(source.appending(FileOps.name("sub/inner.txt")), FileOps.name("inner"), mode: 0o600)
        FileOps.setTimes(source.appending(FileOps.name("sub")), access: 3_000_000, modification: 4_000_000)
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        var context = FileOps.context(trash: nil)
        context.chunkSize = 65536
        var reports: [FileOperationProgress] = []
        context.progress = { reports.append($0) }

        let outcome = FileCopier.copy([source], into: target, context: context)

        #expect(outcome.ranToEnd && outcome.failures.isEmpty)
        #expect(outcome.skipped.map(\.path) == [source.appending(FileOps.name("pipe"))])
        #expect(outcome.skipped.first?.reason == "it is a named pipe (FIFO), which is never opened or copied")
        let copy = target.appending(FileOps.name("src"))
        #expect(try FileOps.names(copy) == ["dangling", "data.bin", "link", "sub"].map(FileOps.name))
        let info = try Syscall.linkStatus(copy.appending(FileOps.name("data.bin"))).get()
        #expect(try FileOps.bytes(copy.appending(FileOps.name("data.bin"))) == big)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(info.st_mtim.tv_sec == 2_000_000 && info.st_mtim.tv_nsec == 456_000 && info.st_atim.tv_sec == 1_000_000)
        #expect(try Syscall.readLink(copy.appending(FileOps.name("link"))).get() == FileOps.name("data.bin"))
        #expect(try Syscall.readLink(copy.appending(FileOps.name("dangling"))).get() == FileOps.name("/nonexistent/dangling"))
        let sub = try Syscall.linkStatus(copy.appending(FileOps.name("sub"))).get()
        #expect(sub.st_mode & 0o7777 == 0o750 && sub.st_mtim.tv_sec == 4_000_000)
        #expect(try Syscall.linkStatus(copy.appending(FileOps.name("sub/inner.txt"))).get().st_mode & 0o7777 == 0o600)
        #expect(try FileOps.names(target) == [FileOps.name("src")], "no partial name is left")
        let last = try #require(reports.last)
        #expect(last.bytesDone == Int64(big.count + 5) && last.bytesTotal == last.bytesDone)
        #expect(last.filesDone == 6 && last.filesTotal == 7, "the FIFO counts in the total but is not done")
        #expect(outcome.undo == [.trashCreated(copy, identity: try #require(FileIdentity.of(copy)))])
    }

    @Test func aConflictIsAskedAndTheDefaultKeepsBothAsNautilusNamesThem() throws {
        let scratch = try ScratchFolder()
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        let source = scratch.at("archive.tar.gz")
        try FileOps.write(source, FileOps.name("new"))
        try FileOps.write(target.appending(FileOps.name("archive.tar.gz")), FileOps.name("old"))
        try FileOps.write(target.appending(FileOps.name("archive (1).tar.gz")), FileOps.name("older"))
        var asked: [FileConflict] = []
        var context = FileOps.context(trash: nil)
        context.resolveConflict = { asked.append($0); return ConflictAnswer(choice: .keepBoth) }

        let outcome = FileCopier.copy([source], into: target, context: context)

        #expect(asked == [FileConflict(source: source, destination: target.appending(FileOps.name("archive.tar.gz")))])
        #expect(outcome.ranToEnd)
        #expect(try FileOps.bytes(target.appending(FileOps.name("archive.tar.gz"))) == FileOps.name("old"), "never overwritten unasked")
        #expect(try FileOps.bytes(target.appending(FileOps.name("archive (2).tar.gz"))) == FileOps.name("new"))
    }

    @Test func keepBothNamesPutTheNumberBeforeTheExtension() {
        let none: ([UInt8]) -> Bool = { _ in false }
        func free(_ name: String, directory: Bool = false) -> String {
            String(decoding: KeepBothName.free(for: FileOps.name(name), isDirectory: directory, isTaken: none), as: UTF8.self)
        }
        #expect(free("notes.txt") == "notes (1).txt")
        #expect(free("archive.tar.gz") == "archive (1).tar.gz")
        #expect(free("photo.tar") == "photo (1).tar")
        #expect(free(".bashrc") == ".bashrc (1)")
        #expect(free("Makefile") == "Makefile (1)")
        #expect(free("notes (1).txt") == "notes (2).txt")
        #expect(free("v1.2", directory: true) == "v1.2 (1)")
        let taken: Set<String> = ["a (1).txt", "a (2).txt"]
        #expect(String(decoding: KeepBothName.free(for: FileOps.name("a.txt"), isDirectory: false) {
            taken.contains(String(decoding: $0, as: UTF8.self))
        }, as: UTF8.self) == "a (3).txt")
    }

    @Test func skipAndStopLeaveTheExistingFileAndOverwriteReplacesItWithTheOldInTheTrash() throws {
        let scratch = try ScratchFolder()
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        let source = scratch.at("same.txt")
        try FileOps.write(source, FileOps.name("new"))
        try FileOps.write(target.appending(FileOps.name("same.txt")), FileOps.name("old"))
        var context = FileOps.context(trash: nil)
        context.resolveConflict = { _ in ConflictAnswer(choice: .skip) }
        let skipped = FileCopier.copy([source], into: target, context: context)
        #expect(skipped.undo.isEmpty && skipped.ranToEnd)
        context.resolveConflict = { _ in ConflictAnswer(choice: .stop) }
        #expect(FileCopier.copy([source], into: target, context: context).stopped)
        #expect(try FileOps.names(target) == [FileOps.name("same.txt")])
        #expect(try FileOps.bytes(target.appending(FileOps.name("same.txt"))) == FileOps.name("old"))

        let trash = Trash(home: scratch.at("Trash"))
        context = FileOps.context(trash: trash)
        context.resolveConflict = { _ in ConflictAnswer(choice: .overwrite) }
        let replaced = FileCopier.copy([source], into: target, context: context)
        #expect(try FileOps.bytes(target.appending(FileOps.name("same.txt"))) == FileOps.name("new"))
        #expect(try FileOps.bytes(scratch.at("Trash/files/same.txt")) == FileOps.name("old"), "the replaced file is in the trash")
        guard case .restore = replaced.undo.first else { Issue.record("the overwrite records no restore"); return }
    }

    @Test func cancellingMidCopyLeavesNoFileUnderTheFinalNameAndNoPartialFile() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("big.bin")
        try FileOps.write(source, [UInt8](repeating: 7, count: 1 << 20))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        var context = FileOps.context(trash: nil)
        context.allowsReflink = false
        context.chunkSize = 65536
        var written: Int64 = 0
        context.progress = { written = $0.bytesDone }
        context.isCancelled = { written >= 200_000 }

        let outcome = FileCopier.copy([source], into: target, context: context)

        #expect(outcome.cancelled && outcome.undo.isEmpty)
        #expect(written >= 200_000 && written < 1 << 20, "cancelled mid-way")
        #expect(try FileOps.names(target).isEmpty, "neither the final name nor a partial file")
    }

    @Test func aCrashMidCopyLeavesOnlyAPartialFileThatTheLeftoversScanFindsAndRemoves() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("big.bin")
        try FileOps.write(source, [UInt8](repeating: 1, count: 300_000))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        var context = FileOps.context(trash: nil)
        context.allowsReflink = false
        context.chunkSize = 65536
        context.fault = { $0 >= 100_000 ? .crash : .proceed }

        let outcome = FileCopier.copy([source], into: target, context: context)

        #expect(outcome.crashed)
        let names = try FileOps.names(target)
        #expect(names.count == 1 && names[0].starts(with: FileOps.name(".folio-partial-")) && names[0].reversed().starts(with: FileOps.name("big.bin").reversed()))
        let found = try FileOperationLeftovers.scan(target).get()
        #expect(found.partial == [target.appending(names[0])] && found.renaming.isEmpty)
        #expect(try Syscall.linkStatus(found.partial[0]).get().st_size < 300_000, "the partial file is truncated")
        let cleaned = try FileOperationLeftovers.clean(target).get()
        #expect(cleaned.failures.isEmpty && cleaned.found == found)
        #expect(try FileOps.names(target).isEmpty)
    }

    @Test func aFullDiskNamesTheFileAndTheCallAndRemovesThePartialFile() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("big.bin")
        try FileOps.write(source, [UInt8](repeating: 2, count: 300_000))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        var context = FileOps.context(trash: nil)
        context.chunkSize = 65536
        context.allowsReflink = false
        var attempts = 0
        context.fault = { $0 >= 65536 ? .fail(ENOSPC) : .proceed }
        var errors: [SyscallError] = []
        context.resolveFailure = { attempts += 1; errors.append($0); return attempts < 2 ? .retry : .stop }

        let outcome = FileCopier.copy([source], into: target, context: context)

        #expect(outcome.stopped && outcome.undo.isEmpty && attempts == 2, "retried once, then stopped")
        let error = try #require(errors.first)
        #expect(error.message == "write \(target.appending(FileOps.name("big.bin")).display): no space left on the device")
        #expect(outcome.failures == [error])
        #expect(try FileOps.names(target).isEmpty, "no partial file remains")
    }

    @Test func aDirectoryIsNotCopiedIntoItself() throws {
        let scratch = try ScratchFolder()
        let folder = scratch.at("folder")
        try Syscall.makeDirectory(folder).get()
        var errors: [SyscallError] = []
        var context = FileOps.context(trash: nil)
        context.resolveFailure = { errors.append($0); return .skip }
        _ = FileCopier.copy([folder], into: folder, context: context)
        #expect(errors.map(\.message) == ["copy \(folder.display): a directory cannot be copied into itself"])
        #expect(try FileOps.names(folder).isEmpty)
    }

    @Test func aLongestNameIsCopiedThroughAShortenedPartialNameAndKeptBothWithinTheLimit() throws {
        let scratch = try ScratchFolder()
        let name = [UInt8](repeating: UInt8(ascii: "n"), count: 251) + FileOps.name(".txt")
        let source = scratch.root.appending(name)
        try FileOps.write(source, FileOps.name("long"))
        let outcome = FileCopier.copy([source], into: scratch.root, context: FileOps.context(trash: nil))
        #expect(outcome.ranToEnd && outcome.failures.isEmpty)
        let copyName = [UInt8](repeating: UInt8(ascii: "n"), count: 247) + FileOps.name(" (1).txt")
        #expect(try FileOps.names(scratch.root) == [copyName, name], "255 bytes at most, the extension kept")
        #expect(try FileOps.bytes(scratch.root.appending(copyName)) == FileOps.name("long"))
    }

    @Test func aSourceThatVanishedIsReportedByNameAndTheRestIsCopied() throws {
        let scratch = try ScratchFolder()
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        try FileOps.write(scratch.at("here"), FileOps.name("h"))
        var errors: [SyscallError] = []
        var context = FileOps.context(trash: nil)
        context.resolveFailure = { errors.append($0); return .skip }
        let outcome = FileCopier.copy([scratch.at("gone"), scratch.at("here")], into: target, context: context)
        #expect(errors.map(\.message) == ["lstat \(scratch.at("gone").display): no such file or directory (it may have been removed)"])
        #expect(outcome.failures == errors && outcome.ranToEnd)
        #expect(try FileOps.names(target) == [FileOps.name("here")])
    }

    @Test func stoppingAfterAFailureInsideADirectoryRemovesTheWholePartialDirectory() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("tree")
        try Syscall.makeDirectory(source).get()
        for name in ["a", "b"] { try FileOps.write(source.appending(FileOps.name(name)), FileOps.name(name)) }
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        var context = FileOps.context(trash: nil)
        context.fault = { _ in .fail(ENOSPC) }
        context.resolveFailure = { _ in .stop }
        let outcome = FileCopier.copy([source], into: target, context: context)
        #expect(outcome.stopped && outcome.failures.map(\.code) == [ENOSPC])
        #expect(try FileOps.names(target).isEmpty, "no partial directory is left")
    }
}
