import Foundation
import Testing
@testable import FolioBrowser

private func parse(_ text: String) throws -> JSONDocument { try JSONDocument.parse(Array(text.utf8)) }

/// The parse error for `bytes`, or nil when they parse.
private func parseError(_ bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONDocument.parse(bytes)
        return nil
    } catch let error as JSONParseError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

private func parseError(_ text: String) -> JSONParseError? { parseError(Array(text.utf8)) }

/// A fresh temporary directory for file tests.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("folio-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct JSONParserTests {
    static let sample = #"{"a": {"b": [10, 20, 30, {"c": true}]}, "my key": null, "e": "x", "f": false, "g": [], "h": {}}"#

    @Test func parsesNestedObjectsAndArraysWithKeys() throws {
        let doc = try parse(Self.sample)
        #expect(doc.kind(of: doc.root) == .object)
        let top = doc.children(of: doc.root)
        #expect(top.map { doc.key(of: $0) } == ["a", "my key", "e", "f", "g", "h"])
        #expect(top.map { doc.kind(of: $0) } == [.object, .null, .string, .false, .array, .object])
        let a = top[0]
        let b = doc.children(of: a)[0]
        #expect(doc.key(of: b) == "b")
        #expect(doc.kind(of: b) == .array)
        #expect(doc.childCount(of: b) == 4)
        let elements = doc.children(of: b)
        #expect(elements.prefix(3).map { doc.scalarText(of: $0) } == ["10", "20", "30"])
        #expect(elements.map { doc.key(of: $0) } == [nil, nil, nil, nil])
        let c = doc.children(of: elements[3])[0]
        #expect(doc.key(of: c) == "c")
        #expect(doc.kind(of: c) == .true)
        #expect(doc.scalarText(of: c) == "true")
        #expect(doc.parent(of: c) == elements[3])
        #expect(doc.parent(of: doc.root) == nil)
        #expect(doc.firstChild(of: b) == elements[0])
        #expect(doc.nextSibling(of: elements[0]) == elements[1])
        #expect(doc.nextSibling(of: elements[3]) == nil)
        #expect(doc.children(of: top[4]).isEmpty && doc.children(of: top[5]).isEmpty)
        #expect(doc.childCount(of: top[4]) == 0)
        #expect(doc.scalarText(of: top[2]) == "x")
        #expect(doc.scalarText(of: a) == nil)
        #expect(doc.rawText(of: elements[3]) == #"{"c": true}"#)
        #expect(doc.byteRange(of: top[2]) == 61..<64)
        #expect(doc.keyRange(of: top[2]) == 56..<59)
        #expect(doc.containerCount == 0, "containers under 1,024 bytes are scanned, not kept")
    }

    @Test func pathsAreJqStyle() throws {
        let doc = try parse(#"{"a": {"b": [0, 1, 2, {"c": 1}]}, "my key": 1, "1x": 2, "": 3, "say \"hi\"": 4, "_ok9": [[5]]}"#)
        let top = doc.children(of: doc.root)
        let b = doc.children(of: top[0])[0]
        let third = doc.children(of: b)[3]
        #expect(doc.path(of: doc.root) == ".")
        #expect(doc.path(of: top[0]) == ".a")
        #expect(doc.path(of: third) == ".a.b[3]")
        #expect(doc.path(of: doc.children(of: third)[0]) == ".a.b[3].c")
        #expect(doc.path(of: top[1]) == #"."my key""#)
        #expect(doc.path(of: top[2]) == #"."1x""#)
        #expect(doc.path(of: top[3]) == #"."""#)
        #expect(doc.path(of: top[4]) == #"."say \"hi\"""#)
        let inner = doc.children(of: doc.children(of: top[5])[0])[0]
        #expect(doc.path(of: inner) == "._ok9[0][0]")

        let array = try parse("[1, [2, 3]]")
        let second = array.children(of: array.root)[1]
        #expect(array.path(of: second) == ".[1]")
        #expect(array.path(of: array.children(of: second)[1]) == ".[1][1]")
        #expect(array.position(of: second) == 1)
    }

    @Test func decodesEveryEscape() throws {
        let doc = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC\u0041", "\uD83D\uDE00 smile", "raw é 北京 😀", "", "\u0000"]"#)
        let values = doc.children(of: doc.root).map { doc.scalarText(of: $0) }
        #expect(values == ["\"\\/\u{08}\u{0C}\n\r\t", "é€A", "😀 smile", "raw é 北京 😀", "", "\u{0}"])
        let keyed = try parse(#"{"a\nb\u00e9": 1}"#)
        let member = keyed.children(of: keyed.root)[0]
        #expect(keyed.key(of: member) == "a\nbé")
        #expect(keyed.path(of: member) == #"."a\nbé""#)
        // A string prefix stops early without decoding the rest.
        let long = try parse("\"" + String(repeating: "ab\\n", count: 100) + "\"")
        let prefix = long.stringPrefix(of: long.root, limit: 5)
        #expect(prefix?.text == "ab\nab")
        #expect(prefix?.truncated == true)
    }

    @Test func rejectsInvalidEscapesAndStrings() {
        let bad: [(String, String)] = [
            (#"["\x"]"#, "invalid escape '\\x'"),
            (#"["\u12"]"#, "four hex digits"),
            (#"["\u12G4"]"#, "four hex digits"),
            ("[\"a\tb\"]", "control character U+0009"),
            ("[\"a\nb\"]", "line break inside a string"),
            ("[\"abc", "never closed"),
        ]
        for (input, message) in bad {
            let error = parseError(input)
            #expect(error?.message.contains(message) == true, "\(input): \(String(describing: error))")
        }
        // Not UTF-8: a stray continuation byte, an overlong form, an encoded surrogate.
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
            let error = parseError(bytes)
            #expect(error?.message.contains("UTF-8") == true, "\(bytes): \(String(describing: error))")
            #expect(error?.column == 2)
        }
    }

    @Test func numbersAreKeptAsWritten() throws {
        let good = ["0", "-0", "12", "-12.5", "1e10", "1E+2", "2.5e-3", "0.0", "123456789012345678901234567890", "-0.5E-7"]
        let doc = try parse("[" + good.joined(separator: ",") + "]")
        #expect(doc.children(of: doc.root).map { doc.scalarText(of: $0) } == good)
        #expect(doc.children(of: doc.root).allSatisfy { doc.kind(of: $0) == .number })
        let bad: [(String, String)] = [
            ("01", "leading zeros"), ("-", "digit after '-'"), ("-a", "digit after '-'"), ("1.", "decimal point"),
            (".5", "digit before the decimal point"), ("+1", "cannot start with '+'"), ("1e", "exponent"),
            ("1e+", "exponent"), ("0x10", "after the end of the JSON value"), ("NaN", "'NaN' is not a JSON value"),
            ("Infinity", "not a JSON value"), ("[1.5.3]", "expected ',' or ']'"),
        ]
        for (input, message) in bad {
            let error = parseError(input)
            #expect(error?.message.contains(message) == true, "\(input): \(String(describing: error))")
        }
    }

    @Test func whitespaceAroundAndBetweenValues() throws {
        let doc = try parse(" \n\t\r {\n \"a\" : [ 1 , 2 ] ,\r\n\"b\":true } \n\t ")
        #expect(doc.childCount(of: doc.root) == 2)
        let spaced = try parse("  42  ")
        #expect(spaced.root == 2 && spaced.scalarText(of: spaced.root) == "42")
        #expect(try parse("\"only\"").scalarText(of: 0) == "only")
        #expect(try parse("null").kind(of: 0) == .null)
        #expect(parseError("")?.message.contains("empty") == true)
        #expect(parseError(" \n ")?.message.contains("empty") == true)
        #expect(parseError("\u{0C}1")?.message.contains("expected a value") == true)  // form feed is not JSON whitespace
        #expect(parseError("1 2")?.message.contains("after the end of the JSON value") == true)
        #expect(parseError("{} x")?.column == 4)
        #expect(parseError("[] ]") != nil)
        // A UTF-8 byte order mark is skipped.
        let marked = try JSONDocument.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(marked.root == 3 && marked.childCount(of: marked.root) == 1)
        // Data works too.
        #expect(try JSONDocument.parse(Data("[1, 2]".utf8)).childCount(of: 0) == 2)
    }

    @Test func errorsGiveLineAndColumn() {
        let cases: [(input: String, line: Int, column: Int, message: String)] = [
            (#"{"a": 1,}"#, 1, 9, "expected a member name after ',' (JSON does not allow a trailing comma)"),
            ("[1, 2,]", 1, 7, "expected a value after ',' (JSON does not allow a trailing comma)"),
            ("{\"a\": 1\n  \"b\": 2}", 2, 3, "expected ',' or '}' after an object member"),
            ("{\n  \"a\": 1,\n  \"b\": tru\n}", 3, 8, "'tru' is not a JSON value (did you mean true?)"),
            (#"{"a" 1}"#, 1, 6, "expected ':' after the member name"),
            ("[1 2]", 1, 4, "expected ',' or ']' after an array element"),
            (#"{"a": [1, 2}"#, 1, 12, "expected ',' or ']' after an array element"),
            ("[\n  \"abc", 2, 3, "this string is never closed (the document ends before its closing '\"')"),
            ("[", 1, 2, "expected a value, but the document ends here"),
            ("{\"a\": 1", 1, 8, "expected ',' or '}' after an object member, but the document ends here"),
            ("{'a': 1}", 1, 2, "member names must be in double quotes, not single quotes"),
            ("{a: 1}", 1, 2, "member names must be in double quotes: write \"a\""),
            (#"{"a": }"#, 1, 7, "expected a value after ':' (an object, array, string, number, true, false or null), found '}'"),
            (#"["héllo", x]"#, 1, 11, "'x' is not a JSON value; strings must be in double quotes"),
            ("[\"👨‍👩‍👧\", @]", 1, 7, "expected a value after ',' (an object, array, string, number, true, false or null), found '@'"),
            ("", 1, 1, "the document is empty; expected a JSON value"),
        ]
        for item in cases {
            let error = parseError(item.input)
            #expect(error?.line == item.line && error?.column == item.column, "\(item.input.debugDescription): \(String(describing: error))")
            #expect(error?.message == item.message, "\(item.input.debugDescription)")
        }
        #expect(parseError(#"{"a": 1,}"#)?.description == "line 1, column 9: expected a member name after ',' (JSON does not allow a trailing comma)")
    }

    @Test func hundredThousandDeepNestingParsesWithoutRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
        let doc = try parse(text)
        #expect(doc.containerCount == depth - 511, "all but the 511 innermost, under 1,024 bytes")
        var node = doc.root
        var levels = 0
        while let child = doc.children(of: node).first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(doc.scalarText(of: node) == "7")
        #expect(doc.path(of: node).count == 1 + 3 * depth)

        let objects = String(repeating: #"{"k":"#, count: depth) + "null" + String(repeating: "}", count: depth)
        let nested = try parse(objects)
        let bottom = 5 * depth  // after `depth` copies of `{"k":`
        #expect(nested.path(of: bottom).hasPrefix(".k.k.k"))
        #expect(nested.path(of: bottom).count == 2 * depth)
        #expect(nested.kind(of: bottom) == .null)
        // Unclosed deep nesting reports the end, not a crash.
        #expect(parseError(String(repeating: "[", count: depth))?.message == "expected a value, but the document ends here")
    }

    @Test func twoHundredThousandNumbers() throws {
        let count = 200_000
        let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
        let doc = try parse(text)
        #expect(doc.childCount(of: doc.root) == count)
        let children = doc.children(of: doc.root)
        #expect(children.count == count)
        #expect(doc.scalarText(of: children[count - 1]) == "199999")
        #expect(doc.path(of: children[count - 1]) == ".[199999]")
    }

    @Test func progressIsReportedAtMostAboutAHundredTimes() throws {
        let text = "[" + (0..<100_000).map { "\"item \($0)\"" }.joined(separator: ",") + "]"
        var fractions: [Double] = []
        _ = try JSONDocument.parse(Array(text.utf8), progress: { fractions.append($0) })
        #expect(fractions.count > 10 && fractions.count <= 101, "\(fractions.count)")
        #expect(fractions == fractions.sorted())
        #expect(fractions.last == 1)
    }

    @Test func prettyPrintsIteratively() throws {
        let doc = try parse(#"{"a": [1, {"b": "x\ny"}, []], "c": {}, "d": null}"#)
        #expect(doc.prettyPrinted(doc.root).text == """
        {
          "a": [
            1,
            {
              "b": "x\\ny"
            },
            []
          ],
          "c": {},
          "d": null
        }
        """)
        let inner = doc.children(of: doc.children(of: doc.root)[0])[1]
        #expect(doc.prettyPrinted(inner).text == "{\n  \"b\": \"x\\ny\"\n}")
        let big = try parse("[" + (0..<1000).map(String.init).joined(separator: ",") + "]")
        let preview = big.prettyPrinted(big.root, maxLines: 200)
        #expect(preview.truncated)
        #expect(preview.text.split(separator: "\n").count == 200)
        let deep = try parse(String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000))
        #expect(deep.prettyPrinted(deep.root, maxLines: 10).text.split(separator: "\n").count == 10)
    }
}

@MainActor
@Suite struct JSONItemTests {
    @Test func titlesSubtitlesAndChildren() throws {
        let doc = try parse(#"{"name": "Ada Lovelace", "tags": ["a", "b"], "meta": {"x": 1}, "n": -1.5e3, "ok": true, "none": null, "empty": [], "long": "\#(String(repeating: "x", count: 50))", "lines": "one\ntwo"}"#)
        let root = JSONItem(document: doc, node: doc.root, label: "people.json")
        #expect(root.title == "people.json")
        #expect(root.subtitle == "{9}")
        #expect(root.hasChildren)
        let items = root.children().compactMap { $0 as? JSONItem }
        #expect(items.map(\.title) == ["name", "tags", "meta", "n", "ok", "none", "empty", "long", "lines"])
        #expect(items.map(\.subtitle) == ["", "[2]", "{1}", "", "", "", "[0]", "", ""])
        #expect(items.map(\.rowPreview) == ["\"Ada Lovelace\"", "[\"a\", \"b\"]", "{x: 1}", "-1.5e3", "true", "null", "[]",
                                            "\"" + String(repeating: "x", count: 50) + "\"", "\"one\\ntwo\""])
        #expect(root.rowPreview.hasPrefix(#"{name: "Ada Lovelace", tags: […], meta: {…}, n: -1.5e3, ok: true, none: null, empty: [], long: "xx"#))
        #expect(items.map(\.hasChildren) == [false, true, true, false, false, false, false, false, false])
        let tags = items[1].children()
        #expect(tags.map(\.title) == ["[0]", "[1]"])
        #expect(tags.map(\.rowPreview) == ["\"a\"", "\"b\""])
        #expect(items[6].children().isEmpty)
        #expect(JSONItem(document: doc, node: doc.root).title == ".")
        // An element made without a known position still finds its index.
        #expect(JSONItem(document: doc, node: try #require(tags[1] as? JSONItem).node).title == "[1]")
    }

    @Test func detailSummariesAndRawView() throws {
        let doc = try parse(#"{"a": {"b": [0, 1, 2, "line one\nline \"two\""]}, "n": 12.50, "t": false}"#)
        let items = JSONItem(document: doc, node: doc.root).children()
        let b = try #require(try items[0].children().first as? JSONItem)
        let string = try #require(b.children()[3] as? JSONItem)
        #expect(string.detailText() == ".a.b[3]\nstring, 22 bytes (v: raw JSON)\n\nline one\nline \"two\"")
        #expect(items[1].detailText() == ".n\nnumber (v: raw JSON)\n\n12.50")
        #expect(items[2].detailText() == ".t\nfalse (v: raw JSON)\n\nfalse")
        #expect(b.detailText() == """
        .a.b
        array, 4 elements (v: raw JSON)

        [0]  0
        [1]  1
        [2]  2
        [3]  "line one\\nline \\"two\\""
        """)
        b.session.showsRaw = true
        #expect(b.detailText() == """
        .a.b
        array, 4 elements · raw JSON (v: summary)

        [
          0,
          1,
          2,
          "line one\\nline \\"two\\""
        ]
        """)
        #expect(string.detailText().hasSuffix("\n\n\"line one\\nline \\\"two\\\"\""), "raw shows the literal as written")
        let big = try parse("[" + (0..<1000).map(String.init).joined(separator: ",") + "]")
        let bigItem = JSONItem(document: big, node: big.root)
        let summary = bigItem.detailText()
        #expect(summary.hasPrefix(".\narray, 1000 elements (v: raw JSON)\n\n[0]  0\n[1]  1\n"))
        #expect(summary.hasSuffix("\n[199]  199\n… (800 more)"))
        bigItem.session.showsRaw = true
        #expect(bigItem.detailText().hasPrefix(".\narray, 1000 elements · raw JSON (v: summary)\n\n[\n  0,\n"))
        #expect(bigItem.detailText().hasSuffix("\n]"))
    }

    @Test func deepestOfHundredThousandLevelsIsReachableByItems() throws {
        let depth = 100_000
        let doc = try parse(String(repeating: "[", count: depth) + "\"bottom\"" + String(repeating: "]", count: depth))
        var item: BrowserItem = JSONItem(document: doc, node: doc.root, label: "deep.json")
        var levels = 0
        while item.hasChildren {
            item = try #require(try item.children().first)
            levels += 1
        }
        #expect(levels == depth)
        #expect(item.rowPreview == "\"bottom\"")
        #expect(item.detailText().hasPrefix(".[0][0][0]"))
        #expect(item.detailText().hasSuffix("[0][0]\nstring, 6 bytes (v: raw JSON)\n\nbottom"))
    }

    @Test func millionElementListMakesOnlyTheItemsAskedFor() throws {
        let count = 1_000_000
        let doc = try parse("[" + String(repeating: "1,", count: count - 1) + "2]")
        let list = JSONItem(document: doc, node: doc.root).childList()
        #expect(list.count == count)
        #expect(list.title(at: count - 1) == "[999999]")
        #expect(list[count - 1].rowPreview == "2")
        #expect((list[count - 1] as? JSONItem)?.path == ".[999999]")
    }
}

@MainActor
@Suite struct JSONFileItemTests {
    /// Runs the background work on this thread, collecting the progress messages.
    func load(_ item: JSONFileItem) throws -> (items: [BrowserItem], progress: [String]) {
        let messages = Messages()
        let result = try item.backgroundWork()({ messages.append($0) })
        return (try item.finishLoading(result), messages.list)
    }

    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ text: String) { lock.lock(); storage.append(text); lock.unlock() }
        var list: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    @Test func loadsAFileInTheBackgroundThenListsTheRoot() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.json")
        try Data(#"{"users": [{"name": "Ada"}, {"name": "Grace"}], "count": 2}"#.utf8).write(to: file)
        let item = JSONFileItem(path: file.path)
        #expect(item.title == "data.json")
        #expect(item.subtitle == "")
        #expect(item.hasChildren)
        #expect(item.filePath?.display == file.path)
        #expect(item.detailText().hasPrefix(file.path + "\n59 bytes"))
        let (items, progress) = try load(item)
        #expect(items.map(\.title) == ["users", "count"])
        #expect(items.map(\.subtitle) == ["[2]", ""])
        #expect(items.map(\.rowPreview) == ["[{…}, {…}]", "2"])
        #expect(progress.contains { $0.hasPrefix("Reading…") })
        #expect(progress.contains("Parsing… 100%"))
        let users = try items[0].children()
        #expect(try users[1].children().first?.detailText() == ".users[1].name\nstring, 5 bytes (v: raw JSON)\n\nGrace")
        #expect(item.detailText() == file.path + "\n59 bytes\nobject, 2 members")
        #expect(try item.children().count == 2)
    }

    @Test func scalarRootIsOneItemTitledByTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("answer.json")
        try Data(" 42\n".utf8).write(to: file)
        let item = JSONFileItem(path: file.path)
        let (items, _) = try load(item)
        #expect(items.count == 1)
        #expect(items[0].title == "answer.json")
        #expect(items[0].rowPreview == "42")
        #expect(items[0].detailText() == ".\nnumber (v: raw JSON)\n\n42")
    }

    @Test func malformedFileGivesLineAndColumn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("x.json")
        try Data("{\n  \"a\": 1\n  \"b\": 2\n}\n".utf8).write(to: file)
        let item = JSONFileItem(path: file.path)
        do {
            _ = try load(item)
            Issue.record("expected an error")
        } catch let error as BrowserError {
            #expect(error.message == "\(file.path) is not valid JSON: line 3, column 3: expected ',' or '}' after an object member")
        }
    }

    @Test func missingFileAndDirectoryGiveClearErrors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.json").path
        #expect(throws: BrowserError("open \(missing): no such file or directory (it may have been removed)")) { try load(JSONFileItem(path: missing)) }
        #expect(JSONFileItem(path: missing).detailText() == "\(missing)\nstat \(missing): no such file or directory (it may have been removed)")
        #expect(throws: BrowserError("cannot read \(directory.path): it is a directory")) { try load(JSONFileItem(path: directory.path)) }
    }

    @Test func standardInputIsNamedStdin() {
        let item = JSONFileItem(path: "-")
        #expect(item.title == "stdin")
        #expect(item.filePath == nil)
        #expect(item.detailText() == "standard input")
        #expect(JSONFileItem.sizeText(12_345_678) == "12M (12,345,678 bytes)")
        #expect(JSONFileItem.sizeText(1) == "1 byte")
    }
}
