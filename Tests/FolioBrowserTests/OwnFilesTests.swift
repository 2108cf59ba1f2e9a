import Foundation
import Testing
@testable import FolioBrowser

/// Folio's own files (config, bookmarks, saved place) are read only when they are regular files
/// of a sane size: a named pipe would hang start-up, a link to /dev/tty would read the user's
/// keys, a link to /dev/zero would never end.
@MainActor
@Suite struct OwnFilesTests {
    let folder = NSTemporaryDirectory() + "folio-own-\(UUID().uuidString)"

    func specialFiles() throws -> [(path: String, words: String)] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fifo = folder + "/fifo", zero = folder + "/zero", big = folder + "/big"
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        #expect(FileManager.default.createFile(atPath: big, contents: Data(count: 17 << 20)))
        return [(fifo, "it is a named pipe (FIFO), not a regular file"), (zero, "it is a character device, not a regular file"),
                (big, "more than the")]
    }

    @Test func theConfigFileMustBeARegularFileOfASaneSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, words) in try specialFiles() {
            let (configuration, problems) = Configuration.load(from: path)
            #expect(configuration == Configuration(), "the defaults stay")
            #expect(problems.count == 1 && problems[0].message.contains(words), "\(path): \(problems)")
        }
    }

    @Test func theBookmarksFileMustBeARegularFileOfASaneSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, words) in try specialFiles() {
            let (bookmarks, problems) = Bookmarks.load(from: path)
            #expect(bookmarks == Bookmarks())
            #expect(problems.count == 1 && problems[0].message.contains(words), "\(path): \(problems)")
        }
    }

    @Test func theSavedPlaceMustBeARegularFileOfASaneSize() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, words) in try specialFiles() {
            guard case .failure(let problem) = BrowserState.load(from: URL(fileURLWithPath: path)) else {
                Issue.record("\(path) was read")
                continue
            }
            #expect(problem.message.contains(words), "\(problem.message)")
        }
    }
}
