import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// What the end-to-end crash, disk-full and names-as-bytes walks found in the engine: a move
/// across filesystems keeps what its copy left out; an interrupted operation's leftovers are
/// found at the next start through the process's record.
@Suite struct FileOperationSafetyTests {
    @Test func aMoveAcrossFilesystemsKeepsTheItemsItsCopyLeftOut() throws {
        let scratch = try ScratchFolder()
        guard let other = FileOperationCrossDeviceTests.otherFilesystem(than: scratch) else { return }
        defer { _ = Syscall.removeTree(other) }
        let source = other.appending(FileOps.name("dir"))
        try Syscall.makeDirectory(source).get()
        try FileOps.write(source.appending(FileOps.name("a.txt")), FileOps.name("a"))
        #expect(mkfifo(source.appending(FileOps.name("pipe")).display, 0o644) == 0)
        try Syscall.makeDirectory(source.appending(FileOps.name("sub"))).get()
        #expect(mkfifo(source.appending(FileOps.name("sub/deep")).display, 0o644) == 0)

        let outcome = FileMover.move([source], into: scratch.root, context: FileOps.context(trash: nil))

        #expect(try FileOps.bytes(scratch.at("dir/a.txt")) == FileOps.name("a"))
        #expect(Set(outcome.skipped.map(\.path)) == [source.appending(FileOps.name("pipe")), source.appending(FileOps.name("sub/deep"))])
        #expect(try FileOps.names(source) == [FileOps.name("pipe"), FileOps.name("sub")],
                "the FIFOs the copy never took stay, with their directory; what was copied went")
        #expect(try FileOps.names(source.appending(FileOps.name("sub"))) == [FileOps.name("deep")])
    }

    @Test func theNextStartRemovesThePartialCopiesADeadProcessNotedAndNamesRenamingItems() throws {
        let scratch = try ScratchFolder()
        let records = scratch.at("state/operations")
        let target = scratch.at("target")
        try Syscall.makeDirectory(target).get()
        try FileOps.write(scratch.at("big.bin"), [UInt8](repeating: 7, count: 100_000))
        // A "crash" mid-copy leaves the partial file; the record noted the folder before it.
        let record = OperationRecord(folder: records)
        var context = FileOps.context(trash: nil)
        context.record = record
        context.chunkSize = 4096
        context.fault = { $0 >= 8192 ? .crash : .proceed }
        _ = FileCopier.copy([scratch.at("big.bin")], into: target, context: context)
        try FileOps.write(target.appending(FileOps.name(".folio-renaming-0000abcd-mine.txt")), FileOps.name("mine"))
        #expect(try FileOps.names(target).count == 2)

        // While the process lives its record is locked: nothing is touched.
        #expect(OperationRecord.recover(records) == OperationRecord.Recovery())
        #expect(try FileOps.names(target).count == 2)

        // A copy of the record that no process holds: as after `kill -9`.
        let names = try FileOps.names(records)
        #expect(names.count == 1)
        try Syscall.makeDirectories(scratch.at("dead")).get()
        try FileOps.write(scratch.at("dead").appending(names[0]), try FileOps.bytes(records.appending(names[0])))
        let recovery = OperationRecord.recover(scratch.at("dead"))
        #expect(recovery.removed.count == 1 && recovery.removed.first?.lastComponent.starts(with: partialPrefix) == true)
        #expect(recovery.renaming == [target.appending(FileOps.name(".folio-renaming-0000abcd-mine.txt"))])
        #expect(try FileOps.names(target) == [FileOps.name(".folio-renaming-0000abcd-mine.txt")], "the user's own item is never removed")
        #expect(recovery.notice?.contains("an interrupted rename left") == true)
        #expect(try FileOps.names(scratch.at("dead")).count == 1, "kept while a renaming item is left to report")
    }

    @Test func aFailureNamesTheItemByItsFinalNameNeverItsTemporaryOne() throws {
        let scratch = try ScratchFolder()
        try FileOps.write(scratch.at("note.txt"), FileOps.name("n"))
        try Syscall.makeDirectory(scratch.at("dir")).get()
        try FileOps.write(scratch.at("plain"), [])
        // A "folder" that is a file: making the temporary item fails (ENOTDIR).
        let outcome = FileCopier.copy([scratch.at("note.txt"), scratch.at("dir")], into: scratch.at("plain"), context: FileOps.context(trash: nil))
        #expect(outcome.failures.map(\.path) == [scratch.at("plain/note.txt").display, scratch.at("plain/dir").display])
        #expect(outcome.failures.allSatisfy { $0.code == ENOTDIR })
    }

    @Test func theNextStartRemovesATrashinfoLeftWithoutItsItemByAnInterruptedTrashing() throws {
        let scratch = try ScratchFolder()
        let trash = scratch.at("Trash")
        try Syscall.makeDirectories(trash.appending(FileOps.name("files"))).get()
        try Syscall.makeDirectories(trash.appending(FileOps.name("info"))).get()
        try FileOps.write(trash.appending(FileOps.name("files/kept.txt")), FileOps.name("k"))
        try FileOps.write(trash.appending(FileOps.name("info/kept.txt.trashinfo")), FileOps.name("[Trash Info]\n"))
        // Claimed, then killed before the item moved in.
        try FileOps.write(trash.appending(FileOps.name("info/lost.txt.trashinfo")), FileOps.name("[Trash Info]\n"))
        let record = OperationRecord(folder: scratch.at("live"))
        try record.note(trash: trash).get()
        let name = try FileOps.names(scratch.at("live"))[0]
        try Syscall.makeDirectories(scratch.at("dead")).get()
        try FileOps.write(scratch.at("dead").appending(name), try FileOps.bytes(scratch.at("live").appending(name)))

        let recovery = OperationRecord.recover(scratch.at("dead"))

        #expect(recovery.removed == [trash.appending(FileOps.name("info/lost.txt.trashinfo"))])
        #expect(try FileOps.names(trash.appending(FileOps.name("info"))) == [FileOps.name("kept.txt.trashinfo")])
        #expect(try FileOps.names(scratch.at("dead")).isEmpty, "nothing left to report: the record goes")
    }
}
