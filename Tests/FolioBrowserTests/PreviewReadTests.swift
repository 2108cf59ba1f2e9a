import Foundation
import Testing
@testable import FolioBrowser

/// The preview's cheaper reads and metadata give what the costlier ones gave: a read sized by
/// the file's `fstat` size still reads a file that grew, and a `/proc` file that says it is
/// empty; the metadata lines are built by hand exactly as `%04d-%02d…` and `ls` write them.
@MainActor
@Suite struct PreviewReadTests {
    let fixture = Fixture()

    @Test func aReadSizedForASmallFileStillReadsAllOfAFileThatGrew() throws {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        fixture.bytes(Array("grown".utf8), bytes)
        let path = RawPath(fixture.path("grown"))
        let descriptor = try Syscall.open(path, O_RDONLY).get()
        defer { Syscall.close(descriptor, path: path) }
        // The size the caller saw was 10 bytes; the file has 100,000 now.
        let read = try Syscall.readAll(descriptor, limit: FilePreview.headLength, expectedSize: 10, path: path).get()
        #expect(read == Array(bytes.prefix(FilePreview.headLength)))
    }

    @Test func aFileWhoseSizeSaysZeroIsStillRead() throws {
        fixture.file("empty")
        let empty = try FileHead.open(RawPath(fixture.path("empty"))).get()
        defer { empty.close() }
        #expect(empty.size == 0)
        #expect(try empty.read(upTo: FilePreview.headLength).get().isEmpty)
        // /proc reports 0 bytes for files that have content.
        let status = try FileHead.open(RawPath("/proc/self/status")).get()
        defer { status.close() }
        #expect(status.size == 0)
        let text = String(decoding: try status.read(upTo: FilePreview.headLength).get(), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
    }

    @Test func timestampsReadAsTheFormatterWritesThem() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        for seconds: TimeInterval in [0, 1_000_000_009, 1_764_478_133, 951_782_400 + 86_399, 4_102_444_799] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(FilePreview.timestamp(date) == formatter.string(from: date), "at \(seconds)")
        }
    }

    @Test func permissionsReadAsLsWritesThem() {
        func status(_ kind: FileKind, _ mode: mode_t) -> FileStatus {
            FileStatus(kind: kind, size: 0, mode: mode, modified: Date(), linkTarget: nil, targetKind: nil)
        }
        #expect(status(.regular, 0o754).permissions == "-rwxr-xr--")
        #expect(status(.directory, 0o700).permissions == "drwx------")
        #expect(status(.symlink, 0o777).permissions == "lrwxrwxrwx")
        #expect(status(.fifo, 0o642).permissions == "prw-r---w-")
        #expect(status(.regular, 0o001).permissions == "---------x")
    }
}
