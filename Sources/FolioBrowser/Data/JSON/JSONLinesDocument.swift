import FoundationEssentials

/// A JSON Lines (`.jsonl`, `.ndjson`) document: one value per line.
///
/// All lines are in one `JSONDocument`; each valid line's value is a top-level value of it. The
/// lines are a compact `JSONLineTable` (12 bytes per 128 lines or 4 KB, and one bit a line for
/// validity), so a file of tiny lines costs little more than its bytes. Invalid lines are kept,
/// with their line numbers, and the rest still opens; their messages are worked out again when
/// shown.
public final class JSONLinesDocument: Sendable {
    /// The values of the valid lines, sharing one byte buffer and container table.
    public let document: JSONDocument
    /// Every non-blank line, in file order.
    public let lines: JSONLineTable

    init(document: JSONDocument, lines: JSONLineTable) {
        self.document = document
        self.lines = lines
    }

    /// How many lines a file may start with, all invalid, before it is judged not JSON Lines.
    static let badLinesBeforeGivingUp = 1_000

    /// Parses each line as a JSON value.
    ///
    /// Throws when the first lines are all invalid (the file is not JSON Lines at all), with the
    /// first line's message, and for files of 4 GB or more.
    public static func parse(_ bytes: JSONBytes, progress: ((Double) -> Void)? = nil) throws -> JSONLinesDocument {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONParseError(line: 1, column: 1, offset: 0, message: "documents of 4 GB or more are not supported")
        }
        var table = JSONLineTable(bytes: bytes)
        let (containers, first) = try bytes.withUnsafeBufferPointer { buffer -> ([JSONContainer], Int?) in
            var parser = JSONParser(buffer, progress: progress)
            let first = try parseLines(&parser, buffer, into: &table)
            return (parser.containers, first)
        }
        progress?(1)
        let document = JSONDocument(bytes: bytes, containers: containers, roots: first.map { [$0] } ?? [], lineTable: table)
        return JSONLinesDocument(document: document, lines: table)
    }

    /// Parses the lines into `table`; returns the first valid line's value.
    private static func parseLines(_ parser: inout JSONParser, _ buffer: UnsafeBufferPointer<UInt8>,
                                   into table: inout JSONLineTable) throws -> Int? {
        var start = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        var number = 1
        var firstError: JSONParseError?
        var firstRoot: Int?
        while start < buffer.count {
            let end = JSONLineTable.lineEnd(buffer, from: start)
            if !JSONLineTable.isBlank(buffer, start, end) {
                parser.origin = (start, number)
                do {
                    let root = try parser.parseValue(from: start, to: end)
                    if firstRoot == nil { firstRoot = root }
                    table.append(offset: start, number: number, valid: true)
                } catch let error as JSONParseError {
                    table.append(offset: start, number: number, valid: false)
                    if firstError == nil { firstError = error }
                    if table.count == badLinesBeforeGivingUp && firstRoot == nil {
                        throw JSONParseError(line: error.line, column: error.column, offset: error.offset,
                                             message: "not JSON Lines: the first \(badLinesBeforeGivingUp) lines are all invalid (line 1: \(firstError?.message ?? error.message))")
                    }
                }
            }
            start = end + 1
            number += 1
        }
        return firstRoot
    }

    /// Why line `line` is not valid JSON (parsed again: messages are not kept for every line).
    public func error(in line: JSONLine) -> JSONParseError? {
        guard line.root == nil else { return nil }
        return document.bytes.withUnsafeBufferPointer { buffer -> JSONParseError? in
            var parser = JSONParser(buffer, progress: nil)
            parser.origin = (line.range.lowerBound, line.number)
            do {
                _ = try parser.parseValue(from: line.range.lowerBound, to: line.range.upperBound)
                return nil
            } catch {
                return error as? JSONParseError
            }
        }
    }
}
