import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// A document is read with a size cap: devices and pipes are refused, a file's size is checked
/// before reading, a stream stops just past the cap, and each case says what to do.
@MainActor
@Suite struct JSONCapTests {
    func load(_ item: JSONFileItem) throws -> [BrowserItem] {
        try item.finishLoading(item.backgroundWork()({ _ in }))
    }

    @Test func devicesPipesAndLinksToThemAreRefused() throws {
        let zero = "/dev/zero is a character device, not a document; folio opens directories and JSON files"
        #expect(DocumentReader.refusal(forPath: "/dev/zero") == zero)
        #expect(throws: BrowserError(zero)) { try load(JSONFileItem(path: "/dev/zero")) }
        let directory = try JSONScreens.file("", name: "x").deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("zero.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(DocumentReader.refusal(forPath: link) == "\(link) is a character device, not a document; folio opens directories and JSON files")
        #expect(throws: BrowserError("\(link) is a character device, not a document; folio opens directories and JSON files")) {
            try load(JSONFileItem(path: link))
        }
        let fifo = directory.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(DocumentReader.refusal(forPath: fifo) == "\(fifo) is a named pipe; to browse what it carries, run: folio - < \(fifo)")
        #expect(DocumentReader.refusal(forPath: directory.appendingPathComponent("x").path) == nil, "a regular file is fine")
        #expect(DocumentReader.refusal(forPath: directory.path) == "cannot read \(directory.path): it is a directory")
    }

    @Test func aFileOverTheCapIsRefusedBeforeReading() throws {
        let file = try JSONScreens.file("", name: "sparse.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        // A sparse file: 3 GiB long, no blocks on disk; reading it would take 3 GiB of memory.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let limit = DocumentLimit(bytes: 2 << 30)
        #expect(throws: BrowserError("\(file.path) is larger than the 2.0G limit for documents (it is 3.0G); raise it with --max-size, for example --max-size 4G")) {
            try load(JSONFileItem(path: file.path, limit: limit))
        }
        let huge = try FileHandle(forWritingTo: file)
        try huge.truncate(atOffset: 5 << 30)
        try huge.close()
        #expect(throws: BrowserError("\(file.path) is 5.0G; documents of 4 GB or more are not supported")) {
            try load(JSONFileItem(path: file.path, limit: limit))
        }
        let small = try JSONScreens.file("[" + String(repeating: "1,", count: 999) + "1]", name: "small.json")
        #expect(throws: BrowserError("\(small.path) is larger than the 1000 bytes limit for documents (it is 2.0K); raise it with --max-size, for example --max-size 1M")) {
            try load(JSONFileItem(path: small.path, limit: DocumentLimit(bytes: 1000)))
        }
        #expect(try load(JSONFileItem(path: small.path, limit: DocumentLimit(bytes: 2001))).count == 1000, "exactly at the cap is fine")
    }

    @Test func aStreamStopsJustPastTheCap() throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let limit = 100_000
        // Less than a pipe's buffer past the cap, so the writer finishes even when reading stops.
        let payload = Data(repeating: 0x79, count: limit + 1_000)
        let thread = Thread { writer.write(payload); try? writer.close() }
        thread.start()
        #expect(throws: BrowserError("standard input is larger than the 98K limit for documents; raise it with --max-size, for example --max-size 1M")) {
            _ = try DocumentReader.read(descriptor: pipe.fileHandleForReading.fileDescriptor, name: "standard input", isStandardInput: true,
                                        limit: DocumentLimit(bytes: limit), progress: { _ in })
        }
        // Under the cap, the stream is read whole.
        let second = Pipe()
        let text = Data("[1, 2, 3]".utf8)
        second.fileHandleForWriting.write(text)
        try second.fileHandleForWriting.close()
        let bytes = try DocumentReader.read(descriptor: second.fileHandleForReading.fileDescriptor, name: "standard input", isStandardInput: true,
                                            limit: DocumentLimit(bytes: limit), progress: { _ in })
        #expect(bytes.slice(0..<bytes.count) == Array(text))
    }

    @Test func anImpossibleAllocationIsAMessage() {
        do {
            _ = try GrowingBuffer(capacity: 1 << 62, name: "huge.json")
            Issue.record("allocating 4 EB succeeded")
        } catch let error as BrowserError {
            #expect(error.message.hasPrefix("not enough memory to read huge.json ("))
            #expect(error.message.hasSuffix("needed); close other programs or lower the size with --max-size"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func maxSizeValues() {
        let cases: [(String, Int?)] = [("512M", 512 << 20), ("2G", 2 << 30), ("1500K", 1500 << 10), ("100", 100), ("1.5G", 3 << 29),
                                       ("4G", DocumentLimit.largest), ("5G", nil), ("0", nil), ("-1M", nil), ("abc", nil), ("2GB", nil), ("", nil)]
        for (text, bytes) in cases {
            #expect(DocumentLimit.parse(text)?.bytes == bytes, "\(text)")
        }
        #expect(DocumentLimit.standard.bytes <= 2 << 30)
        #expect(DocumentLimit.standard.bytes <= Int(ProcessInfo.processInfo.physicalMemory / 2))
    }

    @Test func theBrowserShowsTheMessageAndKeepsAnswering() throws {
        let file = try JSONScreens.file(String(repeating: "[1],", count: 600), name: "big.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let (harness, _) = JSONScreens.browser(file: file, limit: DocumentLimit(bytes: 1024), until: "--max-size", size: Size(width: 100, height: 10))
        #expect(harness.screen.contains("larger than the 1.0K limit for"))
        harness.press(.character("?"))
        #expect(harness.screen.contains("Filter"), "the help overlay answers: \(harness.screen)")
    }
}
