import Foundation
import Testing

/// The directory tree the differential screen test browses, made once per run in a folder of
/// its own: a few levels, names of mixed widths (CJK, a long one), the long path of the report
/// in issue 8, small text files, a long one to scroll, a binary file and an empty directory.
///
/// The app starts at `start` (`<top>/doc`); `h` at its root may go up to `top`, never above,
/// so a run never lists a folder that other tests change meanwhile.
final class DifferentialTree {
    /// The outermost folder: nothing above it is ever listed.
    let top: String
    /// Where the browser starts.
    var start: String { top + "/doc" }

    init() {
        top = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("folio-diff-\(UUID().uuidString)").path
        let lines = (1...120).map { "line \($0) of a long text that the detail column scrolls through" }
        var files: [(String, Data)] = [
            ("doc/examples/plugin/bazel/java/com/google/errorprone/BUILD", Data(String(repeating: "java_library(name = \"x\")\n", count: 12).utf8)),
            ("doc/examples/plugin/bazel/java/com/google/errorprone/README.md", Data("# Error Prone\n\nA *plugin* for bazel.\n".utf8)),
            // Longer and with more lines than BUILD: a stale view of it shows beside and below BUILD's.
            ("doc/examples/plugin/bazel/java/com/google/errorprone/Check.java",
             Data(("class Check {\n" + (1...30).map { "  static final int CONSTANT_\($0) = \($0);  // longer than BUILD's lines\n" }.joined() + "}\n").utf8)),
            ("doc/examples/plugin/maven/pom.xml", Data("<project/>\n".utf8)),
            ("doc/日本語のフォルダ/説明書.txt", Data("全角の文字が二つの列を使う。\n第二行\n".utf8)),
            ("doc/日本語のフォルダ/数据.json", Data("{\"名前\": \"値\", \"n\": [1, 2, 3]}\n".utf8)),
            ("doc/a-rather-long-file-name-that-no-list-column-can-show-in-full.txt", Data("short\n".utf8)),
            ("doc/wide名前ファイル.txt", Data("mixed 名前 width\n".utf8)),
            ("doc/notes.txt", Data(lines.joined(separator: "\n").utf8)),
            ("doc/binary.bin", Data((0...255).map { UInt8($0) } + (0...255).map { UInt8(255 - $0) })),
            ("doc/script.sh", Data("#!/bin/sh\necho hello\n".utf8)),
            ("README", Data("the folder above the start\n".utf8)),
        ]
        // A directory longer than the tallest list, for paging and scrolling.
        for index in 1...70 { files.append((String(format: "doc/many/entry-%02d.txt", index), Data("entry \(index)\n".utf8))) }
        do {
            for (path, data) in files {
                let url = URL(fileURLWithPath: top + "/" + path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            try FileManager.default.createDirectory(atPath: top + "/doc/empty", withIntermediateDirectories: true)
        } catch {
            Issue.record("cannot make the differential tree in \(top): \(error)")
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: top)  // clean-up only: a leftover temp folder fails nothing
    }
}
