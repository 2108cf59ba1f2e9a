import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// Moves and trashing across filesystems, with `/dev/shm` (a tmpfs) as the second one; skipped
/// where `/dev/shm` is missing or on the same filesystem as the temporary folder.
@Suite struct FileOperationCrossDeviceTests {
    /// A private folder in `/dev/shm`, or nil when it is not another filesystem than `/tmp`.
    static func otherFilesystem(than scratch: ScratchFolder) -> RawPath? {
        var template = Array("/dev/shm/folio-fileops-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else { return nil }
        let folder = RawPath(String(cString: made))
        guard let here = FileIdentity.of(scratch.root), let there = FileIdentity.of(folder), here.device != there.device else {
            _ = Syscall.removeTree(folder)
            return nil
        }
        return folder
    }

    @Test func aMoveAcrossFilesystemsCopiesThenRemovesTheSourceAndUndoMovesItBack() throws {
        let scratch = try ScratchFolder()
        guard let other = Self.otherFilesystem(than: scratch) else { return }
        defer { _ = Syscall.removeTree(other) }
        let source = other.appending(FileOperationUndoTests.oddName)
        try Syscall.makeDirectory(source).get()
        try FileOps.write(source.appending(FileOps.name("inner")), FileOps.name("payload"), mode: 0o604)
        #expect(source.appending(FileOps.name("link")).withCString { symlink("inner", $0) } == 0)
        let trash = Trash(home: scratch.at("Trash"))

        let outcome = FileMover.move([source], into: scratch.root, context: FileOps.context(trash: trash))

        #expect(outcome.ranToEnd && outcome.failures.isEmpty)
        let moved = scratch.root.appending(FileOperationUndoTests.oddName)
        #expect(try FileOps.bytes(moved.appending(FileOps.name("inner"))) == FileOps.name("payload"))
        #expect(try Syscall.linkStatus(moved.appending(FileOps.name("inner"))).get().st_mode & 0o777 == 0o604)
        #expect(try Syscall.readLink(moved.appending(FileOps.name("link"))).get() == FileOps.name("inner"))
        #expect(FileIdentity.of(source) == nil, "the source went after the copy was complete")
        #expect(try FileOps.names(other).isEmpty, "nothing partial is left on either side")
        guard case .moveBack? = outcome.undo.first else { Issue.record("no move-back recorded: \(outcome.undo)"); return }

        var journal = UndoJournal()
        journal.record("move", outcome)
        _ = try journal.undoLast(trash: trash).get()
        #expect(try FileOps.bytes(source.appending(FileOps.name("inner"))) == FileOps.name("payload"))
        #expect(FileIdentity.of(moved) == nil)
    }

    @Test func anItemOnAnotherFilesystemGoesToThatVolumesTrashWithARelativePath() throws {
        let scratch = try ScratchFolder()
        guard let other = Self.otherFilesystem(than: scratch) else { return }
        defer { _ = Syscall.removeTree(other) }
        let file = other.appending(FileOps.name("on volume.txt"))
        try FileOps.write(file, FileOps.name("v"))
        let trash = Trash(home: scratch.at("Trash"))

        let item = try trash.trash(file).get()
        let volumeTrash = RawPath("/dev/shm/.Trash-\(getuid())")
        defer {
            _ = Syscall.unlink(item.storedPath)
            _ = Syscall.unlink(item.infoPath)
            for folder in ["files", "info"] { _ = Syscall.removeDirectory(volumeTrash.appending(FileOps.name(folder))) }
            _ = Syscall.removeDirectory(volumeTrash)
        }

        #expect(item.storedPath.bytes.starts(with: volumeTrash.bytes + FileOps.name("/files/")))
        #expect(try Syscall.linkStatus(volumeTrash).get().st_mode & 0o777 == 0o700)
        let relative = Array(other.bytes.dropFirst("/dev/shm/".utf8.count)) + FileOps.name("/on%20volume.txt")
        let info = String(decoding: try FileOps.bytes(item.infoPath), as: UTF8.self)
        #expect(info.hasPrefix("[Trash Info]\nPath=\(String(decoding: relative, as: UTF8.self))\nDeletionDate="))
        #expect(try FileOps.names(scratch.at("Trash/files")).isEmpty, "the home trash was not used: nothing is copied across filesystems")
        try trash.restore(item).get()
        #expect(try FileOps.bytes(file) == FileOps.name("v"))
    }
}
