import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// Rename, bulk rename (with its text form) and new items.
@Suite struct FileOperationRenameTests {
    @Test func renameRefusesBadNamesAndTakenNames() throws {
        let scratch = try ScratchFolder()
        let file = scratch.at("a.txt")
        try FileOps.write(file, FileOps.name("a"))
        try FileOps.write(scratch.at("b.txt"), FileOps.name("b"))
        func refusal(_ name: [UInt8], _ path: RawPath? = nil) -> String? {
            guard case .failure(let error) = BulkRename.rename(path ?? file, to: name, trash: nil) else { return nil }
            return error.message
        }
        #expect(refusal([]) == "rename \(file.display): a name cannot be empty")
        #expect(refusal(FileOps.name("..")) == "rename \(file.display): “..” is not a name a file can have")
        #expect(refusal(FileOps.name("x/y")) == "rename \(file.display): a name cannot contain “/”")
        #expect(refusal([0x61, 0]) == "rename \(file.display): a name cannot contain a NUL byte")
        #expect(refusal(FileOps.name("b.txt")) == "rename \(scratch.at("b.txt").display): that name is taken; nothing was renamed")
        #expect(refusal(FileOps.name("x"), RawPath("/")) == "rename /: “/” cannot be renamed")
        #expect(try FileOps.bytes(scratch.at("b.txt")) == FileOps.name("b"))

        let odd: [UInt8] = [0x2D, 0x2D, 0xC3, 0x28, 0x0A, 0x20]  // "--", invalid UTF-8, newline, space
        let outcome = try BulkRename.rename(file, to: odd, trash: nil).get()
        #expect(try FileOps.bytes(scratch.root.appending(odd)) == FileOps.name("a"))
        #expect(outcome.undo.count == 1)
    }

    @Test func bulkRenameHandlesSwapsAndCycles() throws {
        let scratch = try ScratchFolder()
        for name in ["a", "b", "c", "d", "e"] { try FileOps.write(scratch.at(name), FileOps.name(name)) }
        let swap = [RenamePair(old: scratch.at("a"), new: scratch.at("b")), RenamePair(old: scratch.at("b"), new: scratch.at("a"))]
        let cycle = [RenamePair(old: scratch.at("c"), new: scratch.at("d")), RenamePair(old: scratch.at("d"), new: scratch.at("e")),
                     RenamePair(old: scratch.at("e"), new: scratch.at("c"))]

        let outcome = try BulkRename.apply(swap + cycle).get()

        #expect(try FileOps.bytes(scratch.at("a")) == FileOps.name("b"))
        #expect(try FileOps.bytes(scratch.at("b")) == FileOps.name("a"))
        #expect(try ["c", "d", "e"].map { try FileOps.bytes(scratch.at($0)) } == ["e", "c", "d"].map(FileOps.name))
        #expect(try FileOps.names(scratch.root) == ["a", "b", "c", "d", "e"].map(FileOps.name), "no temporary name is left")
        var journal = UndoJournal()
        journal.record("bulk rename", outcome)
        #expect(try journal.undoLast(trash: Trash(home: scratch.at("T"))).get() == "bulk rename")
        #expect(try ["a", "b", "c", "d", "e"].map { try FileOps.bytes(scratch.at($0)) } == ["a", "b", "c", "d", "e"].map(FileOps.name))
    }

    @Test func bulkRenameRefusesCollisionsBeforeRenamingAnything() throws {
        let scratch = try ScratchFolder()
        for name in ["a", "b", "kept"] { try FileOps.write(scratch.at(name), FileOps.name(name)) }
        let twice = [RenamePair(old: scratch.at("a"), new: scratch.at("x")), RenamePair(old: scratch.at("b"), new: scratch.at("x"))]
        guard case .failure(let error) = BulkRename.apply(twice) else { Issue.record("two items got one name"); return }
        #expect(error.message == "rename \(scratch.at("x").display): two items would get this name; nothing was renamed")
        guard case .failure(let taken) = BulkRename.apply([RenamePair(old: scratch.at("a"), new: scratch.at("kept"))]) else {
            Issue.record("a bulk rename replaced a file"); return
        }
        #expect(taken.message == "rename \(scratch.at("kept").display): that name is taken; nothing was renamed")
        #expect(try FileOps.names(scratch.root) == ["a", "b", "kept"].map(FileOps.name))
    }

    @Test func theTextFormRoundTripsBytesAndRefusesNewlines() throws {
        let folder = RawPath("/d")
        let names: [[UInt8]] = [FileOps.name("one.txt"), [0xFF, 0x2D], FileOps.name("-x")]
        let text = try BulkRenameText.text(for: names).get()
        #expect(text == FileOps.name("one.txt\n") + [0xFF, 0x2D, 0x0A] + FileOps.name("-x\n"))
        let paths = names.map { folder.appending($0) }
        #expect(try BulkRenameText.pairs(from: text, for: paths).get().map(\.new) == paths, "unchanged text renames nothing")
        let edited = FileOps.name("two.txt\n") + [0xFF, 0x2D] + FileOps.name("\n-x")  // no final newline
        let pairs = try BulkRenameText.pairs(from: edited, for: paths).get()
        #expect(pairs.map(\.new) == [folder.appending(FileOps.name("two.txt")), paths[1], paths[2]])
        let plan = BulkRenameText.plan(pairs)
        #expect(plan.changes == ["one.txt → two.txt"] && plan.unchanged == 2)
        #expect(BulkRenameText.text(for: [FileOps.name("a\nb")]) == .failure(.nameWithNewline(FileOps.name("a\nb"))))
        #expect("\(BulkRenameText.Problem.nameWithNewline(FileOps.name("a\nb")))"
            == "“a\\nb” holds a newline, which one line cannot hold: rename it on its own")
        #expect(BulkRenameText.pairs(from: FileOps.name("a\n"), for: paths) == .failure(.lineCount(expected: 3, found: 1)))
        #expect(BulkRenameText.pairs(from: FileOps.name("a\nb/c\nd\n"), for: paths)
            == .failure(.badName(line: 2, reason: "a name cannot contain “/”")))
    }

    @Test func newDirectoriesAndFilesNeverReplaceAnything() throws {
        let scratch = try ScratchFolder()
        let made = try FileCreation.makeDirectory(FileOps.name("new dir"), in: scratch.root).get()
        _ = try FileCreation.makeFile(FileOps.name("empty"), in: scratch.root).get()
        #expect(try Syscall.linkStatus(scratch.at("new dir")).get().st_mode & S_IFMT == S_IFDIR)
        #expect(try FileOps.bytes(scratch.at("empty")).isEmpty)
        #expect(made.undo.count == 1)
        try FileOps.write(scratch.at("full"), FileOps.name("data"))
        guard case .failure(let error) = FileCreation.makeFile(FileOps.name("full"), in: scratch.root) else {
            Issue.record("a new file replaced one"); return
        }
        #expect(error.code == EEXIST && error.call == "open")
        #expect(try FileOps.bytes(scratch.at("full")) == FileOps.name("data"))
        guard case .failure(let bad) = FileCreation.makeDirectory(FileOps.name("a/b"), in: scratch.root) else {
            Issue.record("a name with a slash was made"); return
        }
        #expect(bad.reason == "a name cannot contain “/”")
    }

    @Test func leftoversOfABulkRenameAreReportedButNeverRemoved() throws {
        let scratch = try ScratchFolder()
        try FileOps.write(scratch.at(".folio-renaming-0badc0de-mine"), FileOps.name("the user's data"))
        let cleaned = try FileOperationLeftovers.clean(scratch.root).get()
        #expect(cleaned.found.renaming == [scratch.at(".folio-renaming-0badc0de-mine")] && cleaned.found.partial.isEmpty)
        #expect(try FileOps.bytes(scratch.at(".folio-renaming-0badc0de-mine")) == FileOps.name("the user's data"))
    }

    @Test func aBulkRenameOfLongestNamesUsesTemporaryNamesThatFit() throws {
        let scratch = try ScratchFolder()
        let long = { (letter: Character) in [UInt8](repeating: letter.asciiValue ?? 0x78, count: 255) }
        try FileOps.write(scratch.root.appending(long("p")), FileOps.name("p"))
        try FileOps.write(scratch.root.appending(long("q")), FileOps.name("q"))
        let swap = [RenamePair(old: scratch.root.appending(long("p")), new: scratch.root.appending(long("q"))),
                    RenamePair(old: scratch.root.appending(long("q")), new: scratch.root.appending(long("p")))]
        _ = try BulkRename.apply(swap).get()
        #expect(try FileOps.bytes(scratch.root.appending(long("p"))) == FileOps.name("q"))
    }
}
