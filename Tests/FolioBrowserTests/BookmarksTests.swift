import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import FolioBrowser

/// Bookmarks: the file format (escapes, damaged lines), set and lookup, and the atomic save.
@Suite struct BookmarksTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "folio-bookmarks-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func cleanUp() {
        chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func setLookupAndRoundTripOfAnyBytes() throws {
        defer { cleanUp() }
        var bookmarks = Bookmarks()
        let odd = RawPath(bytes: Array("/tmp/new\nline\\back slash ".utf8) + [0xFF, 0xFE] + Array("/é".utf8))
        var ok = bookmarks.set("a", to: RawPath("/usr/share/doc")); #expect(ok)
        ok = bookmarks.set("Z", to: odd); #expect(ok)
        ok = bookmarks.set("'", to: RawPath("/")); #expect(ok)
        ok = bookmarks.set("1", to: RawPath("/x")); #expect(!ok)  // not a letter
        ok = bookmarks.set("é", to: RawPath("/x")); #expect(!ok)
        ok = bookmarks.set("b", to: RawPath("relative/x")); #expect(!ok)
        ok = bookmarks.set("b", to: RawPath(bytes: Array("/a".utf8) + [0])); #expect(!ok)
        #expect(bookmarks.path(for: "a") == RawPath("/usr/share/doc"))
        #expect(bookmarks.path(for: "b") == nil)
        let file = folder + "/state/folio/bookmarks"
        try bookmarks.save(to: file).get()
        let text = try #require(FileManager.default.contents(atPath: file))
        // One line per bookmark: the newline and the backslash escaped, other bytes raw.
        #expect(Array(text) == Array("' /\nZ /tmp/new\\nline\\\\back slash ".utf8) + [0xFF, 0xFE] + Array("/é\na /usr/share/doc\n".utf8))
        let (loaded, problems) = Bookmarks.load(from: file)
        #expect(problems == [])
        #expect(loaded == bookmarks)
        #expect(loaded.path(for: "Z") == odd)
        #expect(loaded.all.map(\.mark) == ["'", "Z", "a"])
        // Saving again replaces the file and leaves no temporary file behind.
        var changed = loaded
        changed.remove("Z")
        try changed.save(to: file).get()
        #expect(Bookmarks.load(from: file).0 == changed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/state/folio") == ["bookmarks"])
    }

    @Test func missingFileIsEmpty() {
        let (bookmarks, problems) = Bookmarks.load(from: folder + "/none/bookmarks")
        #expect(bookmarks == Bookmarks() && problems == [])
        cleanUp()
    }

    @Test func damagedLinesAreSkippedAndNamed() {
        defer { cleanUp() }
        let path = "/s/bookmarks"
        let bytes = Array("a /good\nab /x\n1 /digit\nb relative\nc /bad\\escape\n\nd /fine\\\\\ne\ne /nul".utf8) + [0] + Array("x\nf /trailing\\".utf8)
        let (bookmarks, problems) = Bookmarks.decode(bytes, path: path)
        #expect(bookmarks.path(for: "a") == RawPath("/good"))
        #expect(bookmarks.path(for: "d") == RawPath("/fine\\"))
        #expect(bookmarks.all.count == 2)
        #expect(problems.map(\.description) == [
            "/s/bookmarks:2: expected a letter, a space and a path; bookmark skipped",
            "/s/bookmarks:3: '1' is not a bookmark letter; bookmark skipped",
            "/s/bookmarks:4: the path is not absolute; bookmark skipped",
            "/s/bookmarks:5: a backslash is followed by neither n nor \\; bookmark skipped",
            "/s/bookmarks:8: expected a letter, a space and a path; bookmark skipped",
            "/s/bookmarks:9: the path holds a NUL byte; bookmark skipped",
            "/s/bookmarks:10: a backslash is followed by neither n nor \\; bookmark skipped",
        ])
    }

    @Test func filePathFollowsXDG() {
        #expect(Bookmarks.filePath(environment: ["XDG_STATE_HOME": "/st", "HOME": "/h"]) == "/st/folio/bookmarks")
        #expect(Bookmarks.filePath(environment: ["XDG_STATE_HOME": "st", "HOME": "/h"]) == "/h/.local/state/folio/bookmarks")
        #expect(Bookmarks.filePath(environment: ["HOME": "/h"]) == "/h/.local/state/folio/bookmarks")
    }

    /// Runs `body` unable to override file permissions, as an ordinary user is.
    ///
    /// Root keeps writing into read-only folders otherwise. `setfsuid` changes only this thread's
    /// file-system identity (dropping CAP_DAC_OVERRIDE with it) and is undone afterwards.
    func withoutPermissionOverride<T>(_ body: () -> T) -> T {
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        guard geteuid() == 0, let symbol = dlsym(nil, "setfsuid") else { return body() }
        let setfsuid = unsafeBitCast(symbol, to: SetFSUID.self)
        let previous = setfsuid(65534)
        defer { _ = setfsuid(UInt32(previous)) }
        return body()
    }

    @Test func saveIntoAReadOnlyFolderNamesThePathAndWhatToDo() throws {
        defer { cleanUp() }
        var bookmarks = Bookmarks()
        bookmarks.set("a", to: RawPath("/tmp"))
        let stateFolder = folder + "/folio"
        try FileManager.default.createDirectory(atPath: stateFolder, withIntermediateDirectories: true)
        let file = stateFolder + "/bookmarks"
        try Bookmarks().save(to: file).get()
        chmod(stateFolder, 0o555)
        let result = withoutPermissionOverride { bookmarks.save(to: file) }
        guard case .failure(let error) = result else {
            Issue.record("saving into a read-only folder succeeded")
            return
        }
        #expect(error.message.hasPrefix("cannot save the bookmarks to \(file): open \(stateFolder)/.folio-tmp-"))
        #expect(error.message.contains("permission denied"))
        #expect(error.message.hasSuffix("make \(stateFolder) writable, or set XDG_STATE_HOME to a folder you can write"))
        // The old file is intact and nothing was left behind.
        #expect(Bookmarks.load(from: file).0 == Bookmarks())
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateFolder) == ["bookmarks"])
    }

    @Test func saveUnderAReadOnlyParentNamesTheFolderItCouldNotMake() throws {
        defer { cleanUp() }
        chmod(folder, 0o555)
        let file = folder + "/state/folio/bookmarks"
        let result = withoutPermissionOverride { Bookmarks().save(to: file) }
        guard case .failure(let error) = result else {
            Issue.record("saving under a read-only folder succeeded")
            return
        }
        #expect(error.message.contains("mkdir \(folder)/state: permission denied"))
    }
}
