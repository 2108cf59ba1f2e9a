import Foundation
import Glibc
import Testing
@testable import FolioBrowser

/// The freedesktop.org trash: `.trashinfo` files other tools read, and restoring.
@Suite struct FileOperationTrashTests {
    @Test func trashingWritesAValidTrashInfoAndRestoringPutsTheFileBack() throws {
        let scratch = try ScratchFolder()
        let name: [UInt8] = Array("-odd name\n".utf8) + [0xFF, 0x25] + Array(".txt".utf8)
        let path = scratch.root.appending(name)
        try FileOps.write(path, FileOps.name("keep me"))
        let trash = Trash(home: scratch.at("data/Trash"))

        let item = try trash.trash(path, at: 1_700_000_000).get()

        #expect(item.storedPath == scratch.at("data/Trash/files").appending(name))
        #expect(item.infoPath == scratch.at("data/Trash/info").appending(name + FileOps.name(".trashinfo")))
        #expect(FileIdentity.of(path) == nil)
        let info = try FileOps.bytes(item.infoPath)
        let encoded = Trash.percentEncoded(scratch.root.normalized.bytes) + FileOps.name("/-odd%20name%0A%FF%25.txt")
        #expect(info == FileOps.name("[Trash Info]\nPath=") + encoded
            + FileOps.name("\nDeletionDate=\(Syscall.localTimestamp(1_700_000_000))\n"))
        #expect(Syscall.localTimestamp(1_700_000_000).count == 19)

        // The same name again gets its own entry.
        try FileOps.write(path, FileOps.name("second"))
        let second = try trash.trash(path).get()
        #expect(second.storedPath.lastComponent == name + FileOps.name(".2"))

        try trash.restore(item).get()
        #expect(try FileOps.bytes(path) == FileOps.name("keep me"))
        #expect(FileIdentity.of(item.infoPath) == nil, "the .trashinfo is removed")
        // Restoring over a file that took the name is refused.
        guard case .failure(let refused) = trash.restore(second) else { Issue.record("restored over a file"); return }
        #expect(refused.message == "restore \(path.display): something else has that name now")
        #expect(try FileOps.bytes(second.storedPath) == FileOps.name("second"))
    }

    @Test func trashListSeesWhatFolioTrashed() throws {
        guard let trashList = ["/usr/bin/trash-list", "/usr/local/bin/trash-list"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return  // trash-cli is not installed (Scripts/ensure-packages.sh test installs it)
        }
        let scratch = try ScratchFolder()
        let data = scratch.at("data")
        let trash = Trash(environment: ["XDG_DATA_HOME": data.display, "HOME": scratch.root.display])
        #expect(trash.home == data.appending(FileOps.name("Trash")))
        let path = scratch.at("report 2024.txt")
        try FileOps.write(path, FileOps.name("x"))
        _ = try trash.trash(path).get()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: trashList)
        process.environment = ["XDG_DATA_HOME": data.display, "HOME": scratch.root.display, "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.hasSuffix(" \(path.normalized.display)\n"), "trash-list printed: \(output)")
    }

    @Test func percentEncodingAndTheInfoTextFollowTheSpecification() {
        #expect(Trash.percentEncoded(FileOps.name("dir/a b/ü")) == FileOps.name("dir/a%20b/%C3%BC"))
        #expect(Trash.infoText(path: FileOps.name("dir/x"), deletionDate: "2024-01-02T03:04:05")
            == FileOps.name("[Trash Info]\nPath=dir/x\nDeletionDate=2024-01-02T03:04:05\n"))
    }

    @Test func aVolumesSharedTrashIsUsedOnlyWhenItIsAStickyDirectory() {
        let trash = Trash(home: RawPath("/home/me/.local/share/Trash"), uid: 1000)
        let top = RawPath("/media/usb")
        var info = stat()
        #expect(trash.volumeTrashes(top: top, shared: nil) == [RawPath("/media/usb/.Trash-1000")])
        info.st_mode = S_IFDIR | 0o1777
        #expect(trash.volumeTrashes(top: top, shared: info) == [RawPath("/media/usb/.Trash/1000"), RawPath("/media/usb/.Trash-1000")])
        info.st_mode = S_IFDIR | 0o777
        #expect(trash.volumeTrashes(top: top, shared: info) == [RawPath("/media/usb/.Trash-1000")], "not sticky")
        info.st_mode = S_IFLNK | 0o1777
        #expect(trash.volumeTrashes(top: top, shared: info) == [RawPath("/media/usb/.Trash-1000")], "a symlink")
    }

    @Test func trashingManyReportsProgressAndRecordsTheRestores() throws {
        let scratch = try ScratchFolder()
        let paths = try (1...3).map { index in
            let path = scratch.at("f\(index)")
            try FileOps.write(path, FileOps.name("\(index)"))
            return path
        }
        let trash = Trash(home: scratch.at("Trash"))
        var reports: [FileOperationProgress] = []
        var context = FileOps.context(trash: trash)
        context.progress = { reports.append($0) }
        let outcome = trash.trash(paths + [scratch.at("missing")], context: context)
        #expect(outcome.undo.count == 3 && outcome.failures.map(\.code) == [ENOENT])
        #expect(reports.map(\.filesDone) == [1, 2, 3, 4] && reports.last?.filesTotal == 4)
        #expect(try FileOps.names(scratch.root) == [FileOps.name("Trash")])
    }
}
