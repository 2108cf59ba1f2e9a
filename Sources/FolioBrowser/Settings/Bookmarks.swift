/// Directories remembered under a letter (`m` + letter sets, `'` + letter goes), kept in
/// `$XDG_STATE_HOME/folio/bookmarks` (default `~/.local/state/folio/bookmarks`).
///
/// The file has one bookmark a line: the letter, one space, the absolute path's bytes. A path
/// may hold any byte but NUL; a newline in it is written `\n` and a backslash `\\`, so every
/// bookmark stays on one line and reads back byte for byte. The mark `'` holds the place
/// before the last jump (what `''` returns to), so it survives a restart too.
public struct Bookmarks: Equatable, Sendable {
    private var table: [Character: RawPath] = [:]

    /// No bookmarks.
    public init() {}

    /// Whether `mark` can name a bookmark: an ASCII letter, or `'` for the previous place.
    public static func isValidMark(_ mark: Character) -> Bool {
        mark == "'" || (mark.isASCII && mark.isLetter)
    }

    /// The bookmarks, sorted by mark (what a bookmark list shows).
    public var all: [(mark: Character, path: RawPath)] {
        table.sorted { $0.key < $1.key }.map { (mark: $0.key, path: $0.value) }
    }

    /// The path of a mark, if set.
    public func path(for mark: Character) -> RawPath? { table[mark] }

    /// Sets a mark to an absolute path; false (and nothing changes) for an invalid mark, a
    /// relative path, or a path holding NUL.
    @discardableResult
    public mutating func set(_ mark: Character, to path: RawPath) -> Bool {
        guard Self.isValidMark(mark), path.bytes.first == UInt8(ascii: "/"), !path.bytes.contains(0) else { return false }
        table[mark] = path
        return true
    }

    /// Forgets a mark.
    public mutating func remove(_ mark: Character) { table[mark] = nil }

    /// The file's path: `$XDG_STATE_HOME/folio/bookmarks`, else `~/.local/state/folio/bookmarks`
    /// (a relative `XDG_STATE_HOME` is ignored, as the XDG specification asks).
    public static func filePath(environment: [String: String]) -> String {
        if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") { return base + "/folio/bookmarks" }
        return (environment["HOME"] ?? "") + "/.local/state/folio/bookmarks"
    }

    /// The largest bookmarks file read (52 letters of paths need far less).
    static let maximumFileBytes = 1 << 20

    /// Reads the bookmarks file; a missing file is an empty set.
    ///
    /// A damaged line is skipped with a problem naming it; the other lines still load.
    public static func load(from path: String) -> (Bookmarks, [FileProblem]) {
        switch Syscall.readOwnFile(RawPath(path), limit: maximumFileBytes) {
        case .success(let bytes): return decode(bytes, path: path)
        case .failure(let error) where error.isMissing: return (Bookmarks(), [])
        case .failure(let error):
            return (Bookmarks(), [FileProblem(path: path, line: nil, message: "cannot read the bookmarks: \(error.reason)")])
        }
    }

    /// The bookmarks in the file's bytes.
    public static func decode(_ bytes: [UInt8], path: String) -> (Bookmarks, [FileProblem]) {
        var bookmarks = Bookmarks()
        var problems: [FileProblem] = []
        for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty { continue }
            func skip(_ why: String) {
                problems.append(FileProblem(path: path, line: offset + 1, message: why + "; bookmark skipped"))
            }
            let start = line.startIndex
            guard line.count >= 3, line[start + 1] == UInt8(ascii: " "), line[start] < 0x80 else {
                skip("expected a letter, a space and a path")
                continue
            }
            let mark = Character(Unicode.Scalar(line[start]))
            guard isValidMark(mark) else { skip("'\(mark)' is not a bookmark letter"); continue }
            guard let path = unescape(line[(start + 2)...]) else { skip("a backslash is followed by neither n nor \\"); continue }
            guard !path.contains(0) else { skip("the path holds a NUL byte"); continue }
            guard bookmarks.set(mark, to: RawPath(bytes: path)) else { skip("the path is not absolute"); continue }
        }
        return (bookmarks, problems)
    }

    /// The file's bytes: one line a bookmark, sorted by mark.
    public func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        for (mark, path) in all {
            bytes += Array(String(mark).utf8) + [UInt8(ascii: " ")]
            for byte in path.bytes {
                switch byte {
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Writes the bookmarks atomically, creating the folder when missing.
    ///
    /// It writes a temporary file in the same folder, calls `fsync`, then `rename`. The error says
    /// which path failed and what to do.
    public func save(to path: String) -> Result<Void, BrowserError> {
        switch Syscall.writeAtomically(encoded(), to: RawPath(path)) {
        case .success: return .success(())
        case .failure(let error):
            let folder = RawPath(path).parentAndName?.parent.display ?? "."
            return .failure(BrowserError("cannot save the bookmarks to \(path): \(error); "
                + "make \(folder) writable, or set XDG_STATE_HOME to a folder you can write"))
        }
    }

    /// A path with its `\n` and `\\` escapes undone; nil when a backslash escapes anything else.
    private static func unescape(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var escaping = false
        for byte in bytes {
            if escaping {
                switch byte {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                default: return nil
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return escaping ? nil : result
    }

    /// True when both hold the same bookmarks.
    public static func == (lhs: Bookmarks, rhs: Bookmarks) -> Bool { lhs.table == rhs.table }
}
