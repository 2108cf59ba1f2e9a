import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One name in a directory, as `readdir` gave it: no `stat` needed to list it.
public struct DirectoryEntry: Sendable {
    /// The name's bytes.
    public var name: [UInt8]
    /// The type `readdir` reported (`unknown` on file systems that do not say).
    public var kind: FileKind
    /// True for names starting with a dot.
    public var isHidden: Bool { name.first == UInt8(ascii: ".") }
}

/// Reads directories with `opendir`/`readdir`, off the main loop.
public enum DirectoryListing {
    /// The entries of `path` (without `.` and `..`), directories first in natural order.
    /// Reports progress every 10,000 entries.
    public static func read(_ path: RawPath, progress: ((Int) -> Void)? = nil) throws -> [DirectoryEntry] {
        guard let directory = path.withCString({ opendir($0) }) else {
            throw BrowserError("cannot open \(path.display): \(errorText(errno))")
        }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let raw = readdir(directory) {
            let name: [UInt8] = withUnsafePointer(to: &raw.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: UInt8.self, capacity: 256) { bytes in
                    Array(UnsafeBufferPointer(start: bytes, count: strlen(UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))))
                }
            }
            if name == [46] || name == [46, 46] { continue }
            var kind = FileKind(direntType: raw.pointee.d_type)
            if kind == .unknown, case .success(let status) = FileStatus.read(path.appending(name)) { kind = status.kind }
            entries.append(DirectoryEntry(name: name, kind: kind))
            if entries.count % 10_000 == 0 { progress?(entries.count) }
        }
        sort(&entries)
        return entries
    }

    /// Directories first, then natural, case-aware name order.
    public static func sort(_ entries: inout [DirectoryEntry]) {
        entries.sort { a, b in
            let aDir = a.kind == .directory, bDir = b.kind == .directory
            if aDir != bDir { return aDir }
            return NaturalOrder.precedes(a.name, b.name)
        }
    }
}
