import Foundation

/// A JSON Lines (`.jsonl`, `.ndjson`) document: one value per line.
///
/// All lines are in one `JSONDocument`; each line's value is one of its roots. Invalid lines are
/// kept, with their line numbers, and the rest still opens; their messages are worked out again
/// when shown.
public final class JSONLinesDocument: Sendable {
    /// The values of the valid lines, sharing one byte buffer and container table.
    public let document: JSONDocument
    /// Every non-blank line, in file order.
    public let lines: [JSONLine]

    init(document: JSONDocument, lines: [JSONLine]) {
        self.document = document
        self.lines = lines
    }

    /// How many lines a file may start with, all invalid, before it is judged not JSON Lines.
    static let badLinesBeforeGivingUp = 1_000

    /// Parses each line as a JSON value.
    ///
    /// Throws when the first lines are all invalid (the file is not JSON Lines at all), with the
    /// first line's message.
    public static func parse(_ bytes: JSONBytes, progress: ((Double) -> Void)? = nil) throws -> JSONLinesDocument {
        let (lines, containers) = try bytes.withUnsafeBufferPointer { buffer -> ([JSONLine], [JSONContainer]) in
            var parser = JSONParser(buffer, progress: progress)
            let lines = try parseLines(&parser, buffer)
            return (lines, parser.containers)
        }
        progress?(1)
        let document = JSONDocument(bytes: bytes, containers: containers, roots: lines.compactMap(\.root))
        return JSONLinesDocument(document: document, lines: lines)
    }

    private static func parseLines(_ parser: inout JSONParser, _ buffer: UnsafeBufferPointer<UInt8>) throws -> [JSONLine] {
        var lines: [JSONLine] = []
        var start = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        var number = 1
        var firstError: JSONParseError?
        while start < buffer.count {
            var end = start
            while end < buffer.count && buffer[end] != 0x0A { end += 1 }
            if !isBlank(buffer, start..<end) {
                parser.origin = (start, number)
                do {
                    lines.append(JSONLine(number: number, range: start..<end, root: try parser.parseValue(from: start, to: end)))
                } catch let error as JSONParseError {
                    lines.append(JSONLine(number: number, range: start..<end, root: nil))
                    if firstError == nil { firstError = error }
                    if lines.count == badLinesBeforeGivingUp && lines.allSatisfy({ $0.root == nil }) {
                        throw JSONParseError(line: error.line, column: error.column, offset: error.offset,
                                             message: "not JSON Lines: the first \(badLinesBeforeGivingUp) lines are all invalid (line 1: \(firstError?.message ?? error.message))")
                    }
                }
            }
            start = end + 1
            number += 1
        }
        return lines
    }

    private static func isBlank(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        buffer[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
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
