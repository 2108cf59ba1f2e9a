import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The detail pane's text for a path: metadata, then the head of a text file, a hex view of a
/// binary one, or a summary of a directory. FIFOs, sockets and devices are never opened, so
/// nothing blocks; only the head of a large file is read.
public enum FilePreview {
    /// Bytes read from the start of a file.
    public static let headLength = 64 * 1024
    /// Entries listed for a directory.
    static let directorySample = 200

    /// The whole preview text.
    public static func text(for path: RawPath) -> String {
        let status: FileStatus
        switch FileStatus.read(path) {
        case .success(let s): status = s
        case .failure(let error): return error.message
        }
        var lines = metadata(path, status)
        lines.append("")
        let effectiveKind = status.kind == .symlink ? status.targetKind : status.kind
        switch effectiveKind {
        case .regular?:
            lines.append(contentsOf: fileHead(path))
        case .directory?:
            lines.append(contentsOf: directorySummary(path))
        case nil:
            lines.append("The link's target does not exist.")
        case let special? where [.fifo, .socket, .characterDevice, .blockDevice].contains(special):
            lines.append("Not opened: reading a \(special.name) could block or have effects.")
        default:
            break
        }
        return lines.joined(separator: "\n")
    }

    static func metadata(_ path: RawPath, _ status: FileStatus) -> [String] {
        var lines = [path.display]
        lines.append("Kind: \(status.kind.name)")
        if let target = status.linkTarget {
            lines.append("Target: \(target)" + (status.targetKind.map { " (\($0.name))" } ?? " (missing)"))
        }
        if status.kind == .regular {
            lines.append("Size: \(FileStatus.humanSize(status.size)) (\(status.size) bytes)")
        }
        lines.append("Permissions: \(status.permissions)")
        lines.append("Modified: \(timestamp(status.modified))")
        return lines
    }

    /// `2026-11-30 04:48:53` in local time, without building a DateFormatter per preview.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                      parts.tm_hour, parts.tm_min, parts.tm_sec)
    }

    /// The head of a regular file: text, or a hex view when it looks binary.
    static func fileHead(_ path: RawPath) -> [String] {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return ["Cannot read: \(errorText(errno))"] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, FileKind(mode: info.st_mode) == .regular else {
            return ["Not opened: it is no longer a regular file."]
        }
        var buffer = [UInt8](repeating: 0, count: headLength)
        var filled = 0
        while filled < headLength {
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(fd, base + filled, headLength - filled)
            }
            if n < 0 { if errno == EINTR { continue }; return ["Cannot read: \(errorText(errno))"] }
            if n == 0 { break }
            filled += n
        }
        let head = Array(buffer[0..<filled])
        if head.isEmpty { return ["(empty file)"] }
        var lines: [String]
        if looksBinary(head) {
            lines = ["Binary data; the first \(min(head.count, 1024)) bytes:", ""] + hexDump(Array(head.prefix(1024)))
        } else {
            lines = [String(decoding: head, as: UTF8.self)]
        }
        if Int64(filled) < Int64(info.st_size) {
            lines.append("")
            lines.append("… (showing the first \(FileStatus.humanSize(Int64(filled))) of \(FileStatus.humanSize(Int64(info.st_size))); o opens the pager)")
        }
        return lines
    }

    /// NUL bytes, or mostly invalid UTF-8, mean binary.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(8192)
        if sample.contains(0) { return true }
        let decoded = String(decoding: sample, as: UTF8.self)
        let replacements = decoded.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        return replacements * 10 > sample.count
    }

    /// `xxd`-style lines: offset, 16 bytes in hex, printable ASCII.
    public static func hexDump(_ bytes: [UInt8]) -> [String] {
        stride(from: 0, to: bytes.count, by: 16).map { offset in
            let row = bytes[offset..<min(offset + 16, bytes.count)]
            let hex = row.map { String(format: "%02x", $0) }.joined(separator: " ")
            let ascii = String(row.map { $0 >= 32 && $0 < 127 ? Character(UnicodeScalar($0)) : "." })
            return String(format: "%08x  ", offset) + hex.padding(toLength: 48, withPad: " ", startingAt: 0) + "  " + ascii
        }
    }

    static func directorySummary(_ path: RawPath) -> [String] {
        do {
            let entries = try DirectoryListing.read(path)
            if entries.count == 0 { return ["Empty directory."] }
            let directories = entries.kinds.filter { $0 == .directory }.count
            func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
            var lines = [count(entries.count, "entry", "entries") + ": " + count(directories, "directory", "directories")
                         + ", \(entries.count - directories) other", ""]
            for index in 0..<min(entries.count, directorySample) {
                lines.append((entries.kinds[index] == .directory ? "▸ " : "  ") + entries.title(index))
            }
            if entries.count > directorySample { lines.append("  … and \(entries.count - directorySample) more") }
            return lines
        } catch {
            return ["Cannot list: \(error)"]
        }
    }
}
