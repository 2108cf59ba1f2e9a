import Foundation
import Testing
@testable import FolioBrowser

/// The document answers structural questions from a sparse container table plus scans; every
/// answer must match a plain walk from the root, whatever the container sizes.
@Suite struct JSONDocumentTests {
    /// A document mixing small containers (scanned) and big ones (in the table), strings with
    /// quotes, backslashes and brackets inside, and names that need quoting.
    static func mixedDocument() -> String {
        var random = SystemRandomNumberGenerator()
        func value(_ depth: Int) -> String {
            let pick = depth > 4 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<7, using: &random)
            switch pick {
            case 0: return "\"s\\\"q\\\\ [\\\"{\(Int.random(in: 0..<99, using: &random))\""
            case 1: return String(Int.random(in: -999...999, using: &random)) + ".5e1"
            case 2: return ["true", "false", "null"][Int.random(in: 0..<3, using: &random)]
            case 3: return "\"" + String(repeating: "x", count: Int.random(in: 0..<1_200, using: &random)) + "\""
            case 4, 5:
                let count = Int.random(in: 0..<12, using: &random)
                return "[" + (0..<count).map { _ in value(depth + 1) }.joined(separator: " ,\n ") + "]"
            default:
                let count = Int.random(in: 0..<10, using: &random)
                return "{" + (0..<count).map { index in "\"k \\\"\(index)\" : " + value(depth + 1) }.joined(separator: ", ") + "}"
            }
        }
        return "{\"top\": [" + (0..<40).map { _ in value(1) }.joined(separator: ",") + "], \"a b\": {\"c\": [[], {}, [1]]}}"
    }

    @Test(arguments: 0..<5) func structureMatchesAPlainWalk(_ round: Int) throws {
        let text = Self.mixedDocument()
        let document = try JSONDocument.parse(Array(text.utf8))
        // Walk from the root with an explicit stack, remembering each value's parent, position and path.
        var stack: [(node: Int, parent: Int?, position: Int, path: String)] = [(document.root, nil, 0, ".")]
        var visited = 0
        while let (node, parent, position, path) = stack.popLast() {
            visited += 1
            #expect(document.parent(of: node) == parent, "parent of \(node) in round \(round)")
            #expect(document.position(of: node) == position)
            #expect(document.path(of: node) == path)
            let children = document.children(of: node)
            #expect(document.childCount(of: node) == children.count)
            let isObject = document.kind(of: node) == .object
            for (index, child) in children.enumerated() {
                let key = document.key(of: child)
                #expect((key != nil) == isObject)
                let step = key.map { "." + JSONPath.jqKey($0) } ?? "[\(index)]"
                stack.append((child, node, index, path == "." ? "." + step.drop(while: { $0 == "." }) : path + step))
            }
            // A value's bytes are exactly one value: parsing them alone gives the same kind.
            let alone = try JSONDocument.parse(document.bytes.slice(document.byteRange(of: node)))
            #expect(alone.kind(of: alone.root) == document.kind(of: node))
        }
        #expect(visited > 40)
    }

    @Test func bigContainersHaveRowsAndSmallOnesAreScanned() throws {
        let small = "[" + (0..<10).map(String.init).joined(separator: ",") + "]"
        let big = "[" + (0..<400).map(String.init).joined(separator: ",") + "]"
        let document = try JSONDocument.parse(Array("{\"small\": \(small), \"big\": \(big)}".utf8))
        #expect(document.containerCount == 2, "the root and the big array")
        let members = document.children(of: document.root)
        #expect(document.childCount(of: members[0]) == 10)
        #expect(document.childCount(of: members[1]) == 400)
        #expect(document.rawText(of: members[0]) == small)
        #expect(document.rawText(of: members[1]) == big)
        let last = document.children(of: members[0])[9]
        #expect(document.parent(of: last) == members[0])
        #expect(document.path(of: last) == ".small[9]")
    }

    @Test func jqPathsQuoteWhatIsNotAnIdentifier() throws {
        let cases: [(key: String, jq: String)] = [
            ("packages", ".packages"), ("_a1", "._a1"), ("a b", #"."a b""#), ("1x", #"."1x""#), ("", #"."""#),
            ("say \"hi\"", #"."say \"hi\"""#), ("tab\there", #"."tab\there""#), ("é", #"."é""#), ("a-b", #"."a-b""#),
            ("nul\u{0}", #"."nul\u0000""#),
        ]
        for (key, jq) in cases {
            #expect(JSONPath.component(key: key, position: 0) == jq, "\(key.debugDescription)")
        }
        #expect(JSONPath.component(key: nil, position: 11) == "[11]")
        #expect(JSONPath.join([]) == ".")
        #expect(JSONPath.join(["[0]", ".a"]) == ".[0].a")
        let document = try JSONDocument.parse(Array(#"{"packages": [{"Depends": ["libc6"]}], "a b": {"c d": [0, {"": 1}]}}"#.utf8))
        let depends = document.children(of: document.children(of: document.children(of: document.root)[0])[0])[0]
        #expect(document.path(of: document.children(of: depends)[0]) == ".packages[0].Depends[0]")
        let cd = document.children(of: document.children(of: document.root)[1])[0]
        #expect(document.path(of: document.children(of: document.children(of: cd)[1])[0]) == #"."a b"."c d"[1]."""#)
    }

    @Test func compactTextDropsOnlyWhitespaceOutsideStrings() throws {
        let document = try JSONDocument.parse(Array("{ \"a b\" : [ 1 , \"x  y\\\" ]\" ,\n {} ] }".utf8))
        #expect(document.compactText(of: document.root) == #"{"a b":[1,"x  y\" ]",{}]}"#)
        let element = document.children(of: document.children(of: document.root)[0])[1]
        #expect(document.compactText(of: element) == #""x  y\" ]""#)
    }

    /// Strings are skipped eight bytes at a time: a special byte at any position of a word must
    /// still be seen.
    @Test func specialBytesAtEveryPositionOfAWord() throws {
        for offset in 0..<24 {
            let pad = String(repeating: "x", count: offset)
            let tail = String(repeating: "y", count: 10)
            let escaped = try JSONDocument.parse(Array("[\"\(pad)\\\"\(tail)\", 1]".utf8))
            #expect(escaped.scalarText(of: escaped.children(of: escaped.root)[0]) == pad + "\"" + tail)
            #expect(escaped.childCount(of: escaped.root) == 2, "the escaped quote does not end the string at \(offset)")
            let accented = try JSONDocument.parse(Array("[\"\(pad)é\(tail)\"]".utf8))
            #expect(accented.scalarText(of: accented.children(of: accented.root)[0]) == pad + "é" + tail)
            let short = try JSONDocument.parse(Array("[\"\(pad)\",\"\(tail)\"]".utf8))
            #expect(short.childCount(of: short.root) == 2, "a quote ends the string at \(offset)")
            do {
                _ = try JSONDocument.parse(Array("[\"\(pad)\u{1}\(tail)\"]".utf8))
                Issue.record("a control character at \(offset) was accepted")
            } catch let error as JSONParseError {
                #expect(error.column == offset + 3 && error.message.hasPrefix("control character U+0001"))
            }
            do {
                _ = try JSONDocument.parse([0x5B, 0x22] + Array(pad.utf8) + [0xFF] + Array(tail.utf8) + [0x22, 0x5D])
                Issue.record("a byte that is not UTF-8 at \(offset) was accepted")
            } catch let error as JSONParseError {
                #expect(error.column == offset + 3 && error.message.contains("UTF-8"))
            }
        }
    }
}
