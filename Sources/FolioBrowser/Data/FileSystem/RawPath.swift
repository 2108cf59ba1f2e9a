import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A file-system path as the bytes the kernel uses, so names that are not valid UTF-8 still
/// open; `display` shows them with replacement marks.
public struct RawPath: Hashable, Sendable {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    /// A path from its bytes.
    public init(bytes: [UInt8]) { self.bytes = bytes }
    /// A path from a string.
    public init(_ string: String) { self.bytes = Array(string.utf8) }

    /// The path as text; invalid UTF-8 shows as U+FFFD.
    public var display: String { String(decoding: bytes, as: UTF8.self) }

    /// The path as text that keeps every byte, for files Folio writes as text (the saved place).
    ///
    /// A backslash is written `\\`, a byte that is not part of valid UTF-8 `\xHH`,
    /// everything else as it is. `init(escapedText:)` reads it back.
    public var escapedText: String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid UTF-8 prefix goes in whole; then one byte is escaped.
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            var consumed = 0
            var invalid = false
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    if scalar == "\\" { text += "\\\\" } else { text.unicodeScalars.append(scalar) }
                    consumed += UTF8.width(scalar)
                case .emptyInput: break loop
                case .error: invalid = true; break loop
                }
            }
            rest = rest.dropFirst(consumed)
            if invalid, let byte = rest.first {
                text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// A path from `escapedText`'s form; nil when a backslash starts neither `\\` nor `\xHH`.
    public init?(escapedText text: String) {
        var result: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
            if utf8.first == UInt8(ascii: "\\") {
                result.append(byte)
                utf8 = utf8.dropFirst()
            } else if utf8.first == UInt8(ascii: "x"), utf8.count >= 3,
                      let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16) {
                result.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                return nil
            }
        }
        self.bytes = result
    }

    /// The path as one argument of another program: its bytes, with `./` before a relative path
    /// that starts with `-`, so that no program takes it for an option.
    public var argument: [UInt8] {
        bytes.first == UInt8(ascii: "-") ? Array("./".utf8) + bytes : bytes
    }

    /// The last component's bytes.
    public var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash < bytes.count - 1 else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// This path with `name` appended.
    public func appending(_ name: [UInt8]) -> RawPath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        result += name
        return RawPath(bytes: result)
    }

    /// Runs `body` with the path as a C string.
    public func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        // One copy with the terminator, read as CChar in place (no per-byte conversion).
        var terminated = bytes
        terminated.append(0)
        return try terminated.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let start = chars.baseAddress else { return try body("") }
                return try body(start)
            }
        }
    }

    /// The path with `.` components, repeated slashes and a trailing slash removed, and `..`
    /// resolved lexically (as a shell's `cd` does, without following links).
    public var normalized: RawPath {
        let slash = UInt8(ascii: "/")
        var parts: [[UInt8]] = []
        for part in bytes.split(separator: slash, omittingEmptySubsequences: true) {
            if part.elementsEqual([UInt8(ascii: ".")]) { continue }
            if part.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(Array(part))
        }
        let absolute = bytes.first == slash
        var result: [UInt8] = absolute ? [slash] : []
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(slash) }
            result += part
        }
        return RawPath(bytes: result.isEmpty ? [UInt8(ascii: ".")] : result)
    }

    /// The folder holding this (normalised, absolute) path and the name in it; nil for `/`.
    public var parentAndName: (parent: RawPath, name: [UInt8])? {
        let path = normalized
        guard path.bytes != [UInt8(ascii: "/")], let slash = path.bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let parent = slash == 0 ? [UInt8(ascii: "/")] : Array(path.bytes[..<slash])
        return (RawPath(bytes: parent), Array(path.bytes[(slash + 1)...]))
    }

    /// The path made absolute against the working directory, `.` and `..` kept as typed; the
    /// path as it is when the working directory cannot be found (it was removed).
    public func absolute() -> RawPath {
        if bytes.first == UInt8(ascii: "/") { return self }
        guard case .success(let cwd) = Syscall.currentDirectory() else { return self }
        if bytes == [UInt8(ascii: ".")] { return cwd }
        return cwd.appending(bytes)
    }
}

/// What an entry is, from `readdir`'s type or from `lstat`.
public enum FileKind: Sendable, Hashable {
    case directory, regular, symlink, fifo, socket, characterDevice, blockDevice, unknown

    init(direntType: UInt8) {
        switch Int32(direntType) {
        case Int32(DT_DIR): self = .directory
        case Int32(DT_REG): self = .regular
        case Int32(DT_LNK): self = .symlink
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_SOCK): self = .socket
        case Int32(DT_CHR): self = .characterDevice
        case Int32(DT_BLK): self = .blockDevice
        default: self = .unknown
        }
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regular
        case S_IFLNK: self = .symlink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// A word for people.
    public var name: String {
        switch self {
        case .directory: return "directory"
        case .regular: return "file"
        case .symlink: return "symbolic link"
        case .fifo: return "named pipe (FIFO)"
        case .socket: return "socket"
        case .characterDevice: return "character device"
        case .blockDevice: return "block device"
        case .unknown: return "unknown"
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
