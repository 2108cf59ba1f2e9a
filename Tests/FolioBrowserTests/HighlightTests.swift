import Testing
import FolioKit
@testable import FolioBrowser

@Suite struct HighlightTests {
    /// The role of the first occurrence of `piece` in `text` (nil when it is plain).
    func role(of piece: String, in text: String, _ language: SourceLanguage) -> SyntaxRole? {
        guard let range = text.range(of: piece) else { Issue.record("\(piece) not in text"); return nil }
        let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return language.spans(in: text).first { $0.range.contains(offset) }?.role
    }

    @Test func swift() {
        let text = "// note\nlet count = 42 /* block */\nlet name = \"a \\\" b\"\nfunc f() {}"
        #expect(role(of: "// note", in: text, .swift) == .comment)
        #expect(role(of: "let", in: text, .swift) == .keyword)
        #expect(role(of: "count", in: text, .swift) == nil)
        #expect(role(of: "42", in: text, .swift) == .number)
        #expect(role(of: "block", in: text, .swift) == .comment)
        #expect(role(of: "b\"", in: text, .swift) == .string, "an escaped quote does not end the string")
        #expect(role(of: "func", in: text, .swift) == .keyword)
    }

    @Test func c() {
        let text = "#include <stdio.h>\nint main(void) { return 'x' + 0x1F; } // end"
        #expect(role(of: "#include", in: text, .c) == .keyword)
        #expect(role(of: "int", in: text, .c) == .keyword)
        #expect(role(of: "'x'", in: text, .c) == .string)
        #expect(role(of: "0x1F", in: text, .c) == .number)
        #expect(role(of: "// end", in: text, .c) == .comment)
        #expect(role(of: "main", in: text, .c) == nil)
    }

    @Test func python() {
        let text = "def f(x):\n    \"\"\"doc\nstring\"\"\"\n    return x2 + 3.5  # done"
        #expect(role(of: "def", in: text, .python) == .keyword)
        #expect(role(of: "string", in: text, .python) == .string, "triple quotes span lines")
        #expect(role(of: "x2", in: text, .python) == nil, "a digit inside a name is not a number")
        #expect(role(of: "3.5", in: text, .python) == .number)
        #expect(role(of: "# done", in: text, .python) == .comment)
    }

    @Test func shell() {
        let text = "#!/bin/sh\nif [ $# -gt 0 ]; then echo 'a\\' \"b\"; fi # c"
        #expect(role(of: "#!/bin/sh", in: text, .shell) == .comment)
        #expect(role(of: "if", in: text, .shell) == .keyword)
        #expect(role(of: "$#", in: text, .shell) == nil, "$# is not a comment")
        #expect(role(of: "'a\\'", in: text, .shell) == .string, "a backslash does not escape in single quotes")
        #expect(role(of: "# c", in: text, .shell) == .comment)
    }

    @Test func json() {
        let text = "{\"name\": \"folio\", \"size\": -1.5e3, \"ok\": true, \"none\": null}"
        #expect(role(of: "\"name\"", in: text, .json) == .key)
        #expect(role(of: "\"folio\"", in: text, .json) == .string)
        #expect(role(of: "-1.5e3", in: text, .json) == .number)
        #expect(role(of: "true", in: text, .json) == .keyword)
        #expect(role(of: "null", in: text, .json) == .keyword)
    }

    @Test func yaml() {
        let text = "---\nname: folio # the app\nversion: 1.2\nlist:\n  - \"quoted\"\n  - yes\n"
        #expect(role(of: "---", in: text, .yaml) == .keyword)
        #expect(role(of: "name", in: text, .yaml) == .key)
        #expect(role(of: "folio", in: text, .yaml) == nil)
        #expect(role(of: "# the app", in: text, .yaml) == .comment)
        #expect(role(of: "1.2", in: text, .yaml) == .number)
        #expect(role(of: "\"quoted\"", in: text, .yaml) == .string)
        #expect(role(of: "yes", in: text, .yaml) == .keyword)
    }

    @Test func markdown() {
        let text = "# Title\n\nSome `code` and [a link](http://x).\n\n- item\n1. first\n> quote\n```\nlet x = 1\n```\n"
        #expect(role(of: "# Title", in: text, .markdown) == .heading)
        #expect(role(of: "`code`", in: text, .markdown) == .code)
        #expect(role(of: "http://x", in: text, .markdown) == .string)
        #expect(role(of: "- ", in: text, .markdown) == .marker)
        #expect(role(of: "1.", in: text, .markdown) == .marker)
        #expect(role(of: "> quote", in: text, .markdown) == .comment)
        #expect(role(of: "let x = 1", in: text, .markdown) == .code)
        #expect(role(of: "Some", in: text, .markdown) == nil)
    }

    @Test func languagesByNameAndShebang() {
        #expect(SourceLanguage(name: "a.swift") == .swift)
        #expect(SourceLanguage(name: "A.H") == .c)
        #expect(SourceLanguage(name: "x.yml") == .yaml)
        #expect(SourceLanguage(name: "README.md") == .markdown)
        #expect(SourceLanguage(name: "run", head: "#!/usr/bin/env python3\nprint()") == .python)
        #expect(SourceLanguage(name: "run", head: "#!/bin/bash\n") == .shell)
        #expect(SourceLanguage(name: "notes.txt") == nil)
    }

    @Test func themeStylesTheSpansAndPlainTextStaysPlain() {
        let text = "let x = 1"
        let styled = PreviewTheme.standard.apply(SourceLanguage.swift.spans(in: text), to: text)
        #expect(styled.style(at: 0) == PreviewTheme.standard.style(.keyword))
        #expect(styled.style(at: 4) == .plain)
        #expect(styled.style(at: 8) == PreviewTheme.standard.style(.number))
    }
}
