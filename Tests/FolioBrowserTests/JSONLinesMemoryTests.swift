import Testing
@testable import FolioBrowser

/// JSON Lines stays small: the line table costs well under a byte a line, and every line found
/// from it is the line a plain scan of the file finds.
@Suite struct JSONLinesMemoryTests {
    /// The non-blank lines as a plain scan finds them: number, range, and whether valid.
    static func reference(_ text: [UInt8]) -> [(number: Int, range: Range<Int>)] {
        var out: [(Int, Range<Int>)] = []
        var start = 0, number = 1
        while start < text.count {
            var end = start
            while end < text.count && text[end] != 0x0A { end += 1 }
            if !text[start..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { out.append((number, start..<end)) }
            start = end + 1
            number += 1
        }
        return out
    }

    @Test func tinyLinesCostUnderAByteEach() throws {
        let count = 200_000
        let bytes = JSONBytes(Array(String(repeating: "1\n", count: count).utf8))
        let lines = try JSONLinesDocument.parse(bytes)
        #expect(lines.lines.count == count)
        #expect(lines.lines.invalidCount == 0)
        let perLine = Double(lines.lines.memoryFootprint) / Double(count)
        #expect(perLine <= 1, "the line table costs \(perLine) bytes a line")
        #expect(lines.document.roots.count <= 1, "no top-level value is kept per line")
        #expect(lines.lines[123_456].number == 123_457 && lines.lines[123_456].range == 246_912..<246_913)
    }

    @Test func linesFoundFromCheckpointsAreTheLinesOfTheFile() throws {
        var text = ""
        for i in 0..<3_000 {
            switch i % 11 {
            case 0: text += "\n"
            case 3: text += "  \t\r\n"
            case 5: text += "{\"bad\": \(i)\n"
            case 7: text += "[\"" + String(repeating: "x", count: 5_000 + i) + "\"]\r\n"
            default: text += "  {\"id\": \(i), \"tags\": [1, 2]}\n"
            }
        }
        text += "\"last, without a line break\""
        let raw = Array(text.utf8)
        let lines = try JSONLinesDocument.parse(JSONBytes(raw))
        let expected = Self.reference(raw)
        #expect(lines.lines.count == expected.count)
        #expect(lines.lines.invalidCount == 3_000 / 11 + 1)
        var mismatches = 0
        for (index, want) in expected.enumerated() {
            let line = lines.lines[index]
            let valid = raw[want.range].first(where: { $0 != 0x20 }) != UInt8(ascii: "{") || raw[want.range].contains(UInt8(ascii: "}"))
            if line.number != want.number || line.range != want.range || (line.root != nil) != valid { mismatches += 1 }
            if let root = line.root {
                if lines.lines.index(holding: root) != index { mismatches += 1 }
                if lines.document.topLevelValue(holding: root + 1) != root { mismatches += 1 }
            }
            if lines.lines.index(holding: want.range.upperBound) != nil { mismatches += 1 }
        }
        #expect(mismatches == 0)
        var walked: [JSONLine] = []
        #expect(lines.lines.forEachLine { walked.append($0); return true })
        #expect(walked == Array(lines.lines), "walking the lines once finds the lines subscripting finds")
    }
}
