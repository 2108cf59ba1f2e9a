import Foundation
import Testing
@testable import FolioBrowser

/// The metadata's time line is written in one go, its label and then the time's bytes.
@Suite struct MetadataLineTests {
    @Test func theModifiedLineIsTheLabelThenTheTimestamp() {
        for seconds: TimeInterval in [0, 1_000_000_009, 1_764_478_133, 4_102_444_799] {
            let date = Date(timeIntervalSince1970: seconds)
            let line = FilePreview.timestamp(date, after: "Modified: ")
            #expect(line == "Modified: " + FilePreview.timestamp(date), "at \(seconds)")
            #expect(line.utf8.count == 29)
        }
    }

    @Test func aFilesMetadataEndsWithItsModifiedLine() {
        let date = Date(timeIntervalSince1970: 1_764_478_133)
        let status = FileStatus(kind: .regular, size: 12_345, mode: 0o644, modified: date, linkTarget: nil, targetKind: nil)
        let lines = FilePreview.metadata(RawPath("/tmp/x\ny.txt"), status)
        #expect(lines == ["/tmp/x^Jy.txt", "Kind: file", "Size: 12K (12345 bytes)", "Permissions: -rw-r--r--",
                          "Modified: " + FilePreview.timestamp(date)])
    }
}
