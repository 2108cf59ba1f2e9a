/// A strict JSON validator that records only containers.
///
/// It is iterative, with an explicit stack; scalars are validated and skipped, found again later by
/// scanning. Any depth is fine.
struct JSONParser {
    let p: UnsafeBufferPointer<UInt8>
    /// The end of the bytes being parsed (a line's end for JSON Lines).
    var n: Int
    /// Where line 1 of the bytes being parsed starts, and its number, for messages.
    var origin = (offset: 0, line: 1)
    /// The containers found so far, in document order.
    var containers: [JSONContainer] = []
    /// The innermost open container, kept out of `outer` so counting a member is a plain store.
    var top: OpenContainer?
    /// The other open containers, innermost last.
    var outer: [OpenContainer] = []
    /// The offsets of the top-level container's members or elements, when asked for: the first
    /// list shown, known without a second pass over the document.
    var topLevelChildren: [UInt32]?
    let progress: ((Double) -> Void)?
    var nextReport: Int
    let reportStep: Int

    /// A container being read: its table row, kind and members so far.
    struct OpenContainer {
        var row: Int32
        var count: UInt32
        var isObject: Bool
    }

    /// What the loop expects next.
    enum Step: Equatable { case value(Context), afterValue, done }

    /// Where a value was expected, for messages.
    enum Context { case top, arrayStart, afterArrayComma, afterColon }

    init(_ buffer: UnsafeBufferPointer<UInt8>, progress: ((Double) -> Void)?) {
        p = buffer
        n = buffer.count
        self.progress = progress
        reportStep = max(buffer.count / 100, 4096)
        nextReport = progress == nil ? Int.max : reportStep
        // About one row per `minimumBytes` bytes at most, in documents that are not deeply nested.
        containers.reserveCapacity(min(max(buffer.count / JSONContainer.minimumBytes, 16), 1 << 22))
    }

    /// Parses the whole buffer as one document (a UTF-8 byte order mark is skipped) and
    /// returns the root value's offset.
    mutating func parseDocument() throws -> Int {
        guard p.count < Int(UInt32.max) else {
            throw JSONParseError(line: 1, column: 1, offset: 0, message: "documents of 4 GB or more are not supported")
        }
        try checkEncoding()
        var start = 0
        if p.count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { start = 3 }
        let root = try parseValue(from: start, to: p.count)
        progress?(1)
        return root
    }

    /// Parses exactly one value between `start` and `end` and returns its offset.
    ///
    /// Whitespace around the value is allowed. On failure the containers it added are dropped.
    mutating func parseValue(from start: Int, to end: Int) throws -> Int {
        n = end
        let mark = containers.count
        do {
            return try run(from: start)
        } catch {
            containers.removeSubrange(mark...)
            top = nil
            outer.removeAll(keepingCapacity: true)
            throw error
        }
    }

    /// The main loop: a value, then what may follow it, until the top-level value closes.
    private mutating func run(from start: Int) throws -> Int {
        var i = skipWhitespace(start)
        if i == n { throw error(i, "the document is empty; expected a JSON value") }
        let root = i
        var step = Step.value(.top)
        while true {
            if i >= nextReport { report(i) }
            switch step {
            case .value(let context): (i, step) = try value(at: i, context)
            case .afterValue: (i, step) = try afterValue(at: i)
            case .done: return root
            }
        }
    }

    /// Validates the value at `i`; a container is opened and its first member name read.
    private mutating func value(at i: Int, _ context: Context) throws -> (Int, Step) {
        guard i < n else { throw valueExpected(i, context) }
        if top != nil {
            top?.count += 1
            if outer.isEmpty { topLevelChildren?.append(UInt32(i)) }
        }
        switch p[i] {
        case 0x7B: return try open(at: i, isObject: true)
        case 0x5B: return try open(at: i, isObject: false)
        case 0x22: return (try scanString(i), .afterValue)
        case 0x2D, 0x30...0x39: return (try scanNumber(i), .afterValue)
        case 0x74 where matches(i, Self.trueWord, 4): return (i + 4, .afterValue)
        case 0x66 where matches(i, Self.falseWord, 5): return (i + 5, .afterValue)
        case 0x6E where matches(i, Self.nullWord, 4): return (i + 4, .afterValue)
        default: throw valueExpected(i, context)
        }
    }

    /// Opens an object or array at `i`: records it, then reads an empty body or the first member.
    private mutating func open(at i: Int, isObject: Bool) throws -> (Int, Step) {
        let row = Int32(containers.count)
        containers.append(JSONContainer(start: UInt32(i), end: 0, parent: top?.row ?? -1, count: 0))
        let inside = skipWhitespace(i + 1)
        if inside < n && p[inside] == (isObject ? 0x7D : 0x5D) {
            containers.removeLast()  // empty: found again by scanning
            return (inside + 1, .afterValue)
        }
        if let top { outer.append(top) }
        top = OpenContainer(row: row, count: 0, isObject: isObject)
        if isObject { return (try memberName(inside, afterComma: false), .value(.afterColon)) }
        return (inside, .value(.arrayStart))
    }

    /// After a value: a comma, the end of the container, or the end of the document.
    private mutating func afterValue(at start: Int) throws -> (Int, Step) {
        let i = skipWhitespace(start)
        guard let open = top else {
            if i < n { throw error(i, "unexpected \(describe(i)) after the end of the JSON value; a document holds exactly one value") }
            return (i, .done)
        }
        let isObject = open.isObject
        if i < n && p[i] == 0x2C {
            let next = skipWhitespace(i + 1)
            if isObject { return (try memberName(next, afterComma: true), .value(.afterColon)) }
            return (next, .value(.afterArrayComma))
        }
        if i < n && p[i] == (isObject ? 0x7D : 0x5D) {
            close(open, end: i + 1)
            return (i + 1, .afterValue)
        }
        let expected = isObject ? "expected ',' or '}' after an object member" : "expected ',' or ']' after an array element"
        throw error(i, expected + (i < n ? "" : ", but the document ends here"))
    }

    /// Closes the innermost container; a small one leaves the table (its descendants, smaller
    /// still, have left it already, so it is the last row).
    private mutating func close(_ open: OpenContainer, end: Int) {
        top = outer.popLast()
        let row = Int(open.row)
        if end - Int(containers[row].start) < JSONContainer.minimumBytes {
            containers.removeLast()
        } else {
            containers[row].end = UInt32(end)
            containers[row].count = open.count
        }
    }

    private mutating func report(_ i: Int) {
        progress?(Double(i) / Double(p.count))
        while nextReport <= i { nextReport += reportStep }
    }

    /// Refuses UTF-16 and UTF-32 documents with a message that says how to convert them.
    private func checkEncoding() throws {
        guard p.count >= 2 else { return }
        let utf16 = (p[0] == 0xFF && p[1] == 0xFE) || (p[0] == 0xFE && p[1] == 0xFF)
        let zeros = p.count >= 4 && ((p[0] == 0 && p[1] != 0 && p[2] == 0) || (p[0] != 0 && p[1] == 0 && p[3] == 0))
        if utf16 || zeros {
            throw JSONParseError(line: 1, column: 1, offset: 0,
                                 message: "the document looks like UTF-16 or UTF-32; JSON must be UTF-8 (convert it with iconv -t UTF-8)")
        }
    }

    static let trueWord: UInt64 = 0x6575_7274  // "true"
    static let falseWord: UInt64 = 0x65_736C_6166  // "false"
    static let nullWord: UInt64 = 0x6C6C_756E  // "null"
}
