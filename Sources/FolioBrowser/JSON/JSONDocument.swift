import Foundation

/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case object, array, string, number, `true`, `false`, null

    /// True for objects and arrays.
    public var isContainer: Bool { self == .object || self == .array }

    public var description: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}

/// Why a document is not JSON, and where: `line 3, column 14: expected ',' or '}' after an object member`.
public struct JSONParseError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in characters.
    public let column: Int
    /// The byte offset of the problem.
    public let offset: Int
    /// What is wrong, in words a person can act on.
    public let message: String

    public init(line: Int, column: Int, offset: Int, message: String) {
        self.line = line
        self.column = column
        self.offset = offset
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// One row of the node table. Nodes are stored in document order (pre-order), so a container's
/// first child, when it has children, is always the node right after it.
struct JSONNode: Sendable {
    /// Byte range of the value as written (strings include their quotes).
    var start: UInt32
    var end: UInt32
    /// Byte range of the member name, quotes included; `keyStart == noKey` outside objects.
    var keyStart: UInt32
    var keyEnd: UInt32
    var parent: Int32
    var nextSibling: Int32
    var childCount: Int32
    var kind: JSONKind

    static let noKey = UInt32.max
}

/// A parsed JSON document: the raw UTF-8 bytes and a flat table of its values. Strings are only
/// decoded when asked for. Node indices are `Int`s; the root is node 0.
public final class JSONDocument: Sendable {
    /// The document's bytes as read.
    public let bytes: [UInt8]
    let nodes: [JSONNode]

    init(bytes: [UInt8], nodes: [JSONNode]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The root value's index.
    public var root: Int { 0 }
    /// The number of values in the document.
    public var nodeCount: Int { nodes.count }

    // MARK: Parsing

    /// Parses strict RFC 8259 JSON. `progress` is called at most about 100 times with the
    /// fraction of bytes consumed. Throws `JSONParseError`.
    public static func parse(_ bytes: [UInt8], progress: ((Double) -> Void)? = nil) throws -> JSONDocument {
        let nodes = try bytes.withUnsafeBufferPointer { buffer -> [JSONNode] in
            var parser = JSONParser(buffer, progress: progress)
            try parser.run()
            return parser.nodes
        }
        return JSONDocument(bytes: bytes, nodes: nodes)
    }

    /// Parses strict RFC 8259 JSON from `data`.
    public static func parse(_ data: Data, progress: ((Double) -> Void)? = nil) throws -> JSONDocument {
        try parse([UInt8](data), progress: progress)
    }

    // MARK: Structure

    /// The kind of the value at `node`.
    public func kind(of node: Int) -> JSONKind { nodes[node].kind }

    /// The number of members or elements of a container (0 for scalars).
    public func childCount(of node: Int) -> Int { Int(nodes[node].childCount) }

    /// The container holding `node`, nil for the root.
    public func parent(of node: Int) -> Int? {
        let parent = nodes[node].parent
        return parent < 0 ? nil : Int(parent)
    }

    /// The first member or element of a container, nil when empty or a scalar.
    public func firstChild(of node: Int) -> Int? { nodes[node].childCount > 0 ? node + 1 : nil }

    /// The next member or element of the same container, nil for the last.
    public func nextSibling(of node: Int) -> Int? {
        let next = nodes[node].nextSibling
        return next < 0 ? nil : Int(next)
    }

    /// The members or elements of a container in document order (empty for scalars).
    public func children(of node: Int) -> [Int] {
        let count = Int(nodes[node].childCount)
        guard count > 0 else { return [] }
        var result: [Int] = []
        result.reserveCapacity(count)
        var child = Int32(node + 1)
        while child >= 0 {
            result.append(Int(child))
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The position of `node` among its container's members or elements (0 for the root).
    /// Walks the siblings before it.
    public func position(of node: Int) -> Int {
        let parent = nodes[node].parent
        guard parent >= 0 else { return 0 }
        var child = parent + 1
        var index = 0
        while child >= 0 && Int(child) != node {
            child = nodes[Int(child)].nextSibling
            index += 1
        }
        return index
    }

    /// The bytes of the value as written (strings include their quotes).
    public func byteRange(of node: Int) -> Range<Int> { Int(nodes[node].start)..<Int(nodes[node].end) }

    /// The bytes of the member name as written, quotes included; nil outside objects.
    public func keyRange(of node: Int) -> Range<Int>? {
        let entry = nodes[node]
        return entry.keyStart == JSONNode.noKey ? nil : Int(entry.keyStart)..<Int(entry.keyEnd)
    }

    /// True when `node` is a member of an object (it has a name).
    public func isMember(_ node: Int) -> Bool { nodes[node].keyStart != JSONNode.noKey }

    // MARK: Text

    /// The decoded member name of `node`; nil for array elements and the root.
    public func key(of node: Int) -> String? {
        guard let range = keyRange(of: node) else { return nil }
        return decodeString(range).text
    }

    /// A scalar's text: a string's decoded value, a number as written, `true`, `false` or
    /// `null`. Nil for objects and arrays.
    public func scalarText(of node: Int) -> String? {
        switch nodes[node].kind {
        case .object, .array: return nil
        case .string: return decodeString(byteRange(of: node)).text
        default: return rawText(of: node)
        }
    }

    /// The value's JSON text exactly as written.
    public func rawText(of node: Int) -> String { text(byteRange(of: node)) }

    /// The decoded value of a string, nil for other kinds.
    public func stringValue(of node: Int) -> String? {
        nodes[node].kind == .string ? decodeString(byteRange(of: node)).text : nil
    }

    /// The first `limit` characters (Unicode scalars) of a string's decoded value, and whether
    /// there was more. Nil for other kinds. Cheap on huge strings.
    public func stringPrefix(of node: Int, limit: Int) -> (text: String, truncated: Bool)? {
        nodes[node].kind == .string ? decodeString(byteRange(of: node), limit: limit) : nil
    }

    /// The jq path of `node`: `.`, `.a.b[3]`, `."my key"`, `.[0]`.
    public func path(of node: Int) -> String { path(of: node, position: nil) }

    /// `path(of:)`, with the position of `node` in its container when the caller knows it.
    func path(of node: Int, position knownPosition: Int?) -> String {
        var components: [String] = []
        var current = node
        var first = true
        while nodes[current].parent >= 0 {
            if let name = key(of: current) {
                components.append("." + Self.jqKey(name))
            } else {
                let index = first ? (knownPosition ?? position(of: current)) : position(of: current)
                components.append("[\(index)]")
            }
            first = false
            current = Int(nodes[current].parent)
        }
        var result = components.reversed().joined()
        if !result.hasPrefix(".") { result = "." + result }
        return result
    }

    /// A key as jq writes it after a dot: bare when it is an identifier, else quoted.
    static func jqKey(_ key: String) -> String {
        var isIdentifier = !key.isEmpty
        for (index, unit) in key.utf8.enumerated() {
            let letter = (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F
            let digit = unit >= 0x30 && unit <= 0x39
            if !(letter || (digit && index > 0)) { isIdentifier = false; break }
        }
        return isIdentifier ? key : quoted(key)
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u" + String(format: "%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Decodes a string literal (quotes included in `range`), stopping after `limit` scalars.
    func decodeString(_ range: Range<Int>, limit: Int = .max) -> (text: String, truncated: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            let start = range.lowerBound + 1, end = range.upperBound - 1
            // Fast path: no escapes and no limit that bites.
            if limit == .max || end - start <= limit {
                var hasEscape = false
                for index in start..<end where buffer[index] == 0x5C { hasEscape = true; break }
                if !hasEscape {
                    return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self), false)
                }
            }
            var out: [UInt8] = []
            out.reserveCapacity(min(end - start, limit == .max ? end - start : limit * 4))
            var scalars = 0
            var index = start
            while index < end {
                let byte = buffer[index]
                let startsScalar = byte & 0xC0 != 0x80
                if startsScalar {
                    if scalars == limit { return (String(decoding: out, as: UTF8.self), true) }
                    scalars += 1
                }
                guard byte == 0x5C else {
                    out.append(byte)
                    index += 1
                    continue
                }
                let escape = buffer[index + 1]
                index += 2
                switch escape {
                case 0x62: out.append(0x08)
                case 0x66: out.append(0x0C)
                case 0x6E: out.append(0x0A)
                case 0x72: out.append(0x0D)
                case 0x74: out.append(0x09)
                case 0x75:
                    var value = UInt32(JSONParser.hexValue(buffer, index))
                    index += 4
                    if value >= 0xD800 && value <= 0xDBFF {
                        let low = UInt32(JSONParser.hexValue(buffer, index + 2))
                        index += 6
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    Self.appendUTF8(value, to: &out)
                default: out.append(escape)  // " \ /
                }
            }
            return (String(decoding: out, as: UTF8.self), false)
        }
    }

    static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            out.append(UInt8(value))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | (value >> 6)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | (value >> 12)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        default:
            out.append(UInt8(0xF0 | (value >> 18)))
            out.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            out.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            out.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    // MARK: Pretty printing

    /// The value at `node` pretty-printed with 2-space indentation, at most `maxLines` lines
    /// (then `truncated` is true). Strings and numbers appear as written; a scalar longer than
    /// `maxValueBytes` is cut with `…`. Iterative, so any depth is fine.
    public func prettyPrinted(_ node: Int, maxLines: Int = .max, maxValueBytes: Int = 1_000) -> (text: String, truncated: Bool) {
        var lines: [String] = []
        var indents: [String] = [""]
        func indent(_ depth: Int) -> String {
            while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
            return indents[depth]
        }
        func prefix(_ current: Int) -> String {
            guard current != node, let range = keyRange(of: current) else { return "" }
            return cut(range, maxValueBytes) + ": "
        }
        func comma(_ current: Int) -> String { current != node && nodes[current].nextSibling >= 0 ? "," : "" }

        var current = node
        var depth = 0
        while true {
            if lines.count >= maxLines { return (lines.joined(separator: "\n"), true) }
            let entry = nodes[current]
            if entry.kind.isContainer && entry.childCount > 0 {
                lines.append(indent(depth) + prefix(current) + (entry.kind == .object ? "{" : "["))
                current += 1
                depth += 1
                continue
            }
            let value: String
            switch entry.kind {
            case .object: value = "{}"
            case .array: value = "[]"
            default: value = cut(byteRange(of: current), maxValueBytes)
            }
            lines.append(indent(depth) + prefix(current) + value + comma(current))
            // Move to the next sibling, closing containers on the way up.
            while true {
                if current == node { return (lines.joined(separator: "\n"), false) }
                let next = nodes[current].nextSibling
                if next >= 0 { current = Int(next); break }
                current = Int(nodes[current].parent)
                depth -= 1
                if lines.count >= maxLines { return (lines.joined(separator: "\n"), true) }
                lines.append(indent(depth) + (nodes[current].kind == .object ? "}" : "]") + comma(current))
            }
        }
    }

    /// The text of `range`, cut at a character boundary after `limit` bytes with `…`.
    private func cut(_ range: Range<Int>, _ limit: Int) -> String {
        guard range.count > limit else { return text(range) }
        var end = range.lowerBound + limit
        while end > range.lowerBound && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return text(range.lowerBound..<end) + "…"
    }
}

// MARK: - The parser

/// An iterative (explicit stack) strict JSON parser filling a node table.
struct JSONParser {
    let p: UnsafeBufferPointer<UInt8>
    let n: Int
    var nodes: [JSONNode] = []
    private var frames: [Frame] = []
    private let progress: ((Double) -> Void)?
    private var nextReport: Int
    private let reportStep: Int

    private struct Frame {
        var node: Int32
        var lastChild: Int32
        var count: Int32
        var isObject: Bool
    }

    /// Where a value was expected, for messages.
    private enum Context { case top, arrayStart, afterArrayComma, afterColon }

    init(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Double) -> Void)?) {
        p = buffer
        n = buffer.count
        self.progress = progress
        reportStep = max(n / 100, 4096)
        nextReport = progress == nil ? Int.max : reportStep
        nodes.reserveCapacity(min(max(n / 8, 16), 1 << 24))
    }

    mutating func run() throws {
        guard n < Int(UInt32.max) else {
            throw JSONParseError(line: 1, column: 1, offset: 0, message: "documents of 4 GB or more are not supported")
        }
        var i = 0
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }  // a UTF-8 byte order mark
        i = skipWhitespace(i)
        if i == n { throw error(i, "the document is empty; expected a JSON value") }
        var context = Context.top
        var keyStart = JSONNode.noKey, keyEnd: UInt32 = 0

        outer: while true {
            if i >= nextReport { report(i) }
            guard i < n else { throw valueExpected(i, context) }
            let c = p[i]
            let node = Int32(nodes.count)
            var parent: Int32 = -1
            if !frames.isEmpty {
                let top = frames.count - 1
                parent = frames[top].node
                let last = frames[top].lastChild
                if last >= 0 { nodes[Int(last)].nextSibling = node }
                frames[top].lastChild = node
                frames[top].count += 1
            }
            switch c {
            case 0x7B:  // {
                nodes.append(JSONNode(start: UInt32(i), end: 0, keyStart: keyStart, keyEnd: keyEnd, parent: parent, nextSibling: -1, childCount: 0, kind: .object))
                i = skipWhitespace(i + 1)
                if i < n && p[i] == 0x7D {
                    i += 1
                    nodes[Int(node)].end = UInt32(i)
                } else {
                    frames.append(Frame(node: node, lastChild: -1, count: 0, isObject: true))
                    i = try memberName(i, afterComma: false, &keyStart, &keyEnd)
                    context = .afterColon
                    continue outer
                }
            case 0x5B:  // [
                nodes.append(JSONNode(start: UInt32(i), end: 0, keyStart: keyStart, keyEnd: keyEnd, parent: parent, nextSibling: -1, childCount: 0, kind: .array))
                i = skipWhitespace(i + 1)
                if i < n && p[i] == 0x5D {
                    i += 1
                    nodes[Int(node)].end = UInt32(i)
                } else {
                    frames.append(Frame(node: node, lastChild: -1, count: 0, isObject: false))
                    keyStart = JSONNode.noKey
                    context = .arrayStart
                    continue outer
                }
            case 0x22:  // "
                let end = try scanString(i)
                nodes.append(JSONNode(start: UInt32(i), end: UInt32(end), keyStart: keyStart, keyEnd: keyEnd, parent: parent, nextSibling: -1, childCount: 0, kind: .string))
                i = end
            case 0x2D, 0x30...0x39:  // - 0-9
                let end = try scanNumber(i)
                nodes.append(JSONNode(start: UInt32(i), end: UInt32(end), keyStart: keyStart, keyEnd: keyEnd, parent: parent, nextSibling: -1, childCount: 0, kind: .number))
                i = end
            case 0x74, 0x66, 0x6E:  // t f n
                let kind: JSONKind
                let length: Int
                if c == 0x74 && matches(i, Self.trueWord, 4) { kind = .true; length = 4 }
                else if c == 0x66 && matches(i, Self.falseWord, 5) { kind = .false; length = 5 }
                else if c == 0x6E && matches(i, Self.nullWord, 4) { kind = .null; length = 4 }
                else { throw valueExpected(i, context) }
                nodes.append(JSONNode(start: UInt32(i), end: UInt32(i + length), keyStart: keyStart, keyEnd: keyEnd, parent: parent, nextSibling: -1, childCount: 0, kind: kind))
                i += length
            default:
                throw valueExpected(i, context)
            }
            keyStart = JSONNode.noKey

            // After a value: a comma, the end of the container, or the end of the document.
            while true {
                i = skipWhitespace(i)
                guard !frames.isEmpty else { break outer }
                let top = frames.count - 1
                let isObject = frames[top].isObject
                if i < n {
                    let c = p[i]
                    if c == 0x2C {  // ,
                        i = skipWhitespace(i + 1)
                        if isObject {
                            i = try memberName(i, afterComma: true, &keyStart, &keyEnd)
                            context = .afterColon
                        } else {
                            context = .afterArrayComma
                        }
                        continue outer
                    }
                    if c == (isObject ? 0x7D : 0x5D) {
                        let frame = frames.removeLast()
                        i += 1
                        nodes[Int(frame.node)].end = UInt32(i)
                        nodes[Int(frame.node)].childCount = frame.count
                        continue
                    }
                }
                let expected = isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element"
                throw error(i, expected + (i < n ? "" : ", but the document ends here"))
            }
        }
        if i < n {
            throw error(i, "unexpected \(describe(i)) after the end of the JSON value; a document holds exactly one value")
        }
        progress?(1)
    }

    private mutating func report(_ i: Int) {
        progress?(Double(i) / Double(n))
        while nextReport <= i { nextReport += reportStep }
    }

    @inline(__always)
    private func skipWhitespace(_ start: Int) -> Int {
        var i = start
        while i < n {
            let c = p[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 } else { break }
        }
        return i
    }

    /// True when the bytes at `i` spell `true`, `false` or `null` (given as a little-endian word).
    @inline(__always)
    private func matches(_ i: Int, _ word: UInt64, _ length: Int) -> Bool {
        guard i + length <= n else { return false }
        var value: UInt64 = 0
        for offset in 0..<length { value |= UInt64(p[i + offset]) << (8 * UInt64(offset)) }
        return value == word
    }

    private static let trueWord: UInt64 = 0x6575_7274  // "true"
    private static let falseWord: UInt64 = 0x65_736C_6166  // "false"
    private static let nullWord: UInt64 = 0x6C6C_756E  // "null"

    /// Reads `"name" :` at `i` and returns the index of the value after it.
    private func memberName(_ start: Int, afterComma: Bool, _ keyStart: inout UInt32, _ keyEnd: inout UInt32) throws -> Int {
        var i = start
        guard i < n, p[i] == 0x22 else {
            if i >= n {
                throw error(i, "expected a member name in double quotes, but the document ends here")
            }
            if afterComma && p[i] == 0x7D {
                throw error(i, "expected a member name after ',' (JSON does not allow a trailing comma)")
            }
            if p[i] == 0x27 { throw error(i, "member names must be in double quotes, not single quotes") }
            if Self.isWordByte(p[i]) {
                throw error(i, "member names must be in double quotes: write \"\(word(i))\"")
            }
            throw error(i, afterComma ? "expected a member name in double quotes after ','" : "expected a member name in double quotes or '}'")
        }
        let end = try scanString(i)
        keyStart = UInt32(i)
        keyEnd = UInt32(end)
        i = skipWhitespace(end)
        guard i < n, p[i] == 0x3A else {
            throw error(i, "expected ':' after the member name" + (i < n ? "" : ", but the document ends here"))
        }
        return skipWhitespace(i + 1)
    }

    /// Validates a string starting at the quote at `start`; returns the index after its closing quote.
    @inline(__always)
    private func scanString(_ start: Int) throws -> Int {
        var i = start + 1
        while i < n {
            let b = p[i]
            if b >= 0x20 && b < 0x80 {
                if b == 0x22 { return i + 1 }
                if b == 0x5C { i = try scanEscape(i) } else { i += 1 }
            } else if b < 0x20 {
                if b == 0x0A {
                    throw error(i, "line break inside a string; write it as \\n, or add the missing '\"' before it")
                }
                throw error(i, "control character \(Self.hex(UInt32(b))) inside a string must be escaped as \\u\(String(format: "%04x", b))")
            } else {
                i = try scanUTF8(i)
            }
        }
        throw error(start, "this string is never closed (the document ends before its closing '\"')")
    }

    private func scanEscape(_ i: Int) throws -> Int {
        guard i + 1 < n else { throw error(i, "the document ends inside an escape sequence") }
        switch p[i + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
            return i + 2
        case 0x75:  // u
            guard let unit = hex4(i + 2) else {
                throw error(i, "\\u must be followed by four hex digits")
            }
            if unit >= 0xD800 && unit <= 0xDBFF {
                guard i + 7 < n, p[i + 6] == 0x5C, p[i + 7] == 0x75, let low = hex4(i + 8), low >= 0xDC00 && low <= 0xDFFF else {
                    throw error(i, "unpaired surrogate \\u\(String(format: "%04X", unit)): a high surrogate must be followed by a low one (\\uDC00–\\uDFFF)")
                }
                return i + 12
            }
            if unit >= 0xDC00 && unit <= 0xDFFF {
                throw error(i, "unpaired surrogate \\u\(String(format: "%04X", unit)): a low surrogate must follow a high one (\\uD800–\\uDBFF)")
            }
            return i + 6
        default:
            throw error(i, "invalid escape \(describe(i + 1, prefix: "\\")) in a string; use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
        }
    }

    private func hex4(_ i: Int) -> UInt32? {
        guard i + 4 <= n else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = Self.hexDigit(p[i + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    static func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: UInt32(c - 0x30)
        case 0x41...0x46: UInt32(c - 0x41 + 10)
        case 0x61...0x66: UInt32(c - 0x61 + 10)
        default: nil
        }
    }

    /// The value of four hex digits already validated.
    static func hexValue(_ buffer: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt16 {
        var value: UInt32 = 0
        for offset in 0..<4 { value = value << 4 | (hexDigit(buffer[i + offset]) ?? 0) }
        return UInt16(value)
    }

    /// Validates one multi-byte UTF-8 sequence at `i`; returns the index after it.
    private func scanUTF8(_ i: Int) throws -> Int {
        let b0 = p[i]
        var length = 0
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw error(i, "invalid UTF-8 byte \(String(format: "0x%02X", b0)) in a string; the file must be UTF-8")
        }
        guard i + length <= n else { throw error(i, "truncated UTF-8 sequence in a string; the file must be UTF-8") }
        let b1 = p[i + 1]
        var valid = b1 >= low && b1 <= high
        if length > 2 { valid = valid && p[i + 2] & 0xC0 == 0x80 }
        if length > 3 { valid = valid && p[i + 3] & 0xC0 == 0x80 }
        guard valid else { throw error(i, "invalid UTF-8 sequence in a string; the file must be UTF-8") }
        return i + length
    }

    /// Validates a number at `start`; returns the index after it.
    @inline(__always)
    private func scanNumber(_ start: Int) throws -> Int {
        var i = start
        if p[i] == 0x2D {
            i += 1
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit after '-'") }
        }
        if p[i] == 0x30 {
            i += 1
            if i < n && Self.isDigit(p[i]) { throw error(i, "numbers cannot have leading zeros") }
        } else {
            while i < n && Self.isDigit(p[i]) { i += 1 }
        }
        if i < n && p[i] == 0x2E {
            i += 1
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit after the decimal point") }
            while i < n && Self.isDigit(p[i]) { i += 1 }
        }
        if i < n && (p[i] == 0x65 || p[i] == 0x45) {
            i += 1
            if i < n && (p[i] == 0x2B || p[i] == 0x2D) { i += 1 }
            guard i < n, Self.isDigit(p[i]) else { throw error(i, "expected a digit in the exponent") }
            while i < n && Self.isDigit(p[i]) { i += 1 }
        }
        return i
    }

    @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c &- 0x30 < 10 }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c == 0x24
    }

    /// The run of letters, digits and `_` at `i` (at most 30 bytes), for messages.
    private func word(_ i: Int) -> String {
        var end = i
        while end < n && end - i < 30 && Self.isWordByte(p[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: p[i..<end]), as: UTF8.self)
    }

    private func valueExpected(_ i: Int, _ context: Context) -> JSONParseError {
        let place: String
        switch context {
        case .top, .arrayStart: place = ""
        case .afterArrayComma: place = " after ','"
        case .afterColon: place = " after ':'"
        }
        guard i < n else { return error(i, "expected a value\(place), but the document ends here") }
        let c = p[i]
        if context == .afterArrayComma && c == 0x5D {
            return error(i, "expected a value after ',' (JSON does not allow a trailing comma)")
        }
        if c == 0x27 { return error(i, "strings must be in double quotes, not single quotes") }
        if c == 0x2B { return error(i, "numbers cannot start with '+'") }
        if c == 0x2E { return error(i, "numbers need a digit before the decimal point") }
        if Self.isWordByte(c) {
            let text = word(i)
            for literal in ["true", "false", "null"] where literal.hasPrefix(text.lowercased()) || text.lowercased().hasPrefix(literal) {
                return error(i, "'\(text)' is not a JSON value (did you mean \(literal)?)")
            }
            return error(i, "'\(text)' is not a JSON value; strings must be in double quotes")
        }
        return error(i, "expected a value\(place) (an object, array, string, number, true, false or null), found \(describe(i))")
    }

    /// The character at `i` for a message: `'x'`, `U+0007`, or `the end of the document`.
    private func describe(_ i: Int, prefix: String = "") -> String {
        guard i < n else { return "the end of the document" }
        let c = p[i]
        if c >= 0x20 && c < 0x7F { return "'\(prefix)\(Character(UnicodeScalar(c)))'" }
        if c < 0x80 { return Self.hex(UInt32(c)) }
        var end = i + 1
        while end < n && end - i < 4 && p[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: p[i..<end]), as: UTF8.self)
        if text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first, scalar != "\u{FFFD}" {
            return "'\(prefix)\(text)' (\(Self.hex(scalar.value)))"
        }
        return "the byte \(String(format: "0x%02X", c)) (not UTF-8)"
    }

    static func hex(_ value: UInt32) -> String { "U+" + String(format: "%04X", value) }

    /// An error at byte `offset`, with its line and column.
    func error(_ offset: Int, _ message: String) -> JSONParseError {
        let (line, column) = Self.lineAndColumn(p, offset)
        return JSONParseError(line: line, column: column, offset: offset, message: message)
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    static func lineAndColumn(_ p: UnsafeBufferPointer<UInt8>, _ offset: Int) -> (Int, Int) {
        let offset = min(offset, p.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where p[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let prefix = UnsafeBufferPointer(rebasing: p[lineStart..<offset])
        if !prefix.contains(where: { $0 >= 0x80 }) { return (line, prefix.count + 1) }
        return (line, String(decoding: prefix, as: UTF8.self).count + 1)
    }
}
