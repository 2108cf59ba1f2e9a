import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// Moves, and undoing each kind of operation (refused when the state changed).
@Suite struct FileOperationUndoTests {
    /// A name with invalid UTF-8, a newline and a leading dash.
    static let oddName: [UInt8] = [0x2D, 0x6E, 0x0A, 0xFE, 0x20, 0x27]

    @Test func aMoveOnOneFilesystemRenamesAndUndoMovesBack() throws {
        let scratch = try ScratchFolder()
        let source = scratch.root.appending(Self.oddName)
        try FileOps.write(source, FileOps.name("payload"))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        let trash = Trash(home: scratch.at("Trash"))
        let outcome = FileMover.move([source], into: target, context: FileOps.context(trash: trash))
        #expect(outcome.ranToEnd && FileIdentity.of(source) == nil)
        #expect(try FileOps.bytes(target.appending(Self.oddName)) == FileOps.name("payload"))
        var journal = UndoJournal()
        journal.record("move", outcome)
        _ = try journal.undoLast(trash: trash).get()
        #expect(try FileOps.bytes(source) == FileOps.name("payload"))
        #expect(try FileOps.names(target).isEmpty)
    }

    /// An operation that did nothing (all skipped, cancelled at once) records no entry, and
    /// its title must not land on the entry before it: `U` would name the wrong operation.
    @Test func anOperationThatRecordedNothingLeavesThePreviousTitle() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("a")
        try FileOps.write(source, FileOps.name("x"))
        try Syscall.makeDirectory(scratch.at("dst")).get()
        let moved = FileMover.move([source], into: scratch.at("dst"), context: FileOps.context(trash: Trash(home: scratch.at("Trash"))))
        var journal = UndoJournal()
        journal.record("Moving", moved)
        journal.relabelLast("move a to dst", recordedBy: moved)
        let nothing = FileOperationOutcome(cancelled: true)
        journal.record("Copying", nothing)
        journal.relabelLast("copy b to dst", recordedBy: nothing)
        #expect(journal.entries.map(\.title) == ["move a to dst"])
    }

    @Test func aMoveNeverOverwritesUnaskedAndKeepsBothByDefault() throws {
        let scratch = try ScratchFolder()
        let source = scratch.at("a.txt")
        try FileOps.write(source, FileOps.name("new"))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        try FileOps.write(target.appending(FileOps.name("a.txt")), FileOps.name("old"))
        let outcome = FileMover.move([source], into: target, context: FileOps.context(trash: nil))
        #expect(outcome.ranToEnd)
        #expect(try FileOps.bytes(target.appending(FileOps.name("a.txt"))) == FileOps.name("old"))
        #expect(try FileOps.bytes(target.appending(FileOps.name("a (1).txt"))) == FileOps.name("new"))
    }

    @Test func undoOfACopyTrashesTheCopyAndOfATrashRestores() throws {
        let scratch = try ScratchFolder()
        let source = scratch.root.appending(Self.oddName)
        try FileOps.write(source, FileOps.name("payload"))
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        let trash = Trash(home: scratch.at("Trash"))
        var journal = UndoJournal()
        journal.record("copy", FileCopier.copy([source], into: target, context: FileOps.context(trash: trash)))
        #expect(try FileOps.bytes(target.appending(Self.oddName)) == FileOps.name("payload"), "copied byte-exact")
        journal.record("trash", trash.trash([source], context: FileOps.context(trash: trash)))
        #expect(FileIdentity.of(source) == nil)
        #expect(try FileOps.bytes(scratch.at("Trash/files").appending(Self.oddName)) == FileOps.name("payload"), "trashed byte-exact")

        #expect(try journal.undoLast(trash: trash).get() == "trash")
        #expect(try FileOps.bytes(source) == FileOps.name("payload"))
        #expect(try journal.undoLast(trash: trash).get() == "copy")
        #expect(try FileOps.names(target).isEmpty, "the copy went to the trash")
        #expect(journal.entries.isEmpty)
        guard case .failure(let nothing) = journal.undoLast(trash: trash) else { Issue.record("undo with an empty journal"); return }
        #expect(nothing.message == "undo: there is nothing to undo")
    }

    @Test func undoOfNewItemsAndRenamesRefusesWhenTheStateChanged() throws {
        let scratch = try ScratchFolder()
        let trash = Trash(home: scratch.at("Trash"))
        var journal = UndoJournal()
        journal.record("new directory", try FileCreation.makeDirectory(FileOps.name("made"), in: scratch.root).get())
        journal.record("new file", try FileCreation.makeFile(FileOps.name("blank"), in: scratch.root).get())
        try FileOps.write(scratch.at("old"), FileOps.name("x"))
        journal.record("rename", try BulkRename.rename(scratch.at("old"), to: FileOps.name("new"), trash: nil).get())

        // Someone else renamed it since: the undo names the file and changes nothing.
        #expect(rename(scratch.at("new").display, scratch.at("elsewhere").display) == 0)
        guard case .failure(let moved) = journal.undoLast(trash: trash) else { Issue.record("undo ignored a changed state"); return }
        #expect(moved.message == "undo \(scratch.at("new").display): it is no longer where the operation left it, so it cannot be undone")
        #expect(journal.entries.count == 3, "the entry stays to be undone later")
        // Put back, the undo works.
        #expect(rename(scratch.at("elsewhere").display, scratch.at("new").display) == 0)
        _ = try journal.undoLast(trash: trash).get()
        #expect(try FileOps.bytes(scratch.at("old")) == FileOps.name("x"))

        // Another file under the new file's name: refused, the other file untouched.
        #expect(unlink(scratch.at("blank").display) == 0)
        try FileOps.write(scratch.at("blank"), FileOps.name("someone else's"))
        guard case .failure(let replaced) = journal.undoLast(trash: trash) else { Issue.record("trashed another file"); return }
        #expect(replaced.reason == "it has changed since (or another item has taken its place), so it cannot be undone")
        #expect(try FileOps.bytes(scratch.at("blank")) == FileOps.name("someone else's"))
        #expect(journal.entries.count == 2, "the refused entry is kept")
    }

    @Test func undoOfAnOverwritingCopyPutsTheReplacedFileBack() throws {
        let scratch = try ScratchFolder()
        let target = scratch.at("dst")
        try Syscall.makeDirectory(target).get()
        try FileOps.write(scratch.at("f"), FileOps.name("new"))
        try FileOps.write(target.appending(FileOps.name("f")), FileOps.name("old"))
        let trash = Trash(home: scratch.at("Trash"))
        var context = FileOps.context(trash: trash)
        context.resolveConflict = { _ in ConflictAnswer(choice: .overwrite, forAll: true) }
        var journal = UndoJournal()
        journal.record("copy", FileCopier.copy([scratch.at("f")], into: target, context: context))
        #expect(try FileOps.bytes(target.appending(FileOps.name("f"))) == FileOps.name("new"))
        _ = try journal.undoLast(trash: trash).get()
        #expect(try FileOps.bytes(target.appending(FileOps.name("f"))) == FileOps.name("old"))
    }
}
