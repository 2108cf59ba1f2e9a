import FolioKit
import FoundationEssentials

/// Recognises a SQLite database by its first 16 bytes (`SQLite format 3\0`), not its name.
public enum SQLiteFileHeader {
    /// The magic string every SQLite 3 database starts with.
    static let magic = Array("SQLite format 3\u{0}".utf8)
    /// Names that usually mean a database, for files whose header is not SQLite's (an empty or
    /// encrypted database is still best explained as a database that cannot be read).
    static let extensions: Set<String> = ["db", "sqlite", "sqlite3", "db3", "sdb"]

    /// The first bytes of a file, or nil when it cannot be read.
    static func head(of path: RawPath, length: Int = 100) -> [UInt8]? {
        try? Syscall.readFile(path, limit: length).get()
    }

    /// True when `path` starts with the SQLite header.
    public static func isDatabase(_ path: String) -> Bool { isDatabase(RawPath(path)) }

    /// True when the file at `path` (bytes) starts with the SQLite header.
    public static func isDatabase(_ path: RawPath) -> Bool {
        guard let head = head(of: path, length: magic.count) else { return false }
        return head == magic
    }

    /// True when `path` should open as a database: the header says so, or the name does and
    /// the file is no JSON (then the database source explains what is wrong with it).
    public static func opensAsDatabase(_ path: String) -> Bool { opensAsDatabase(RawPath(path)) }

    /// `opensAsDatabase` for a path's bytes.
    public static func opensAsDatabase(_ path: RawPath) -> Bool {
        if isDatabase(path) { return true }
        let suffix = PathText.pathExtension(path.display).lowercased()
        return extensions.contains(suffix)
    }

    /// Why a file is no database, or nil when its header is SQLite's.
    static func problem(with fullPath: RawPath) -> String? {
        let path = TextWidth.visible(String(decoding: fullPath.lastComponent, as: UTF8.self))
        guard let head = head(of: fullPath) else { return "\(path): cannot read it" }
        if head.isEmpty { return "\(path) is empty (0 bytes): it is not a SQLite database" }
        if head.starts(with: magic) {
            return head.count < 100 ? "\(path) is truncated: its header is only \(head.count) bytes long" : nil
        }
        return "\(path) is not a SQLite database: it does not start with \"SQLite format 3\"; an encrypted database (SQLCipher, SEE) looks like this too"
    }
}
