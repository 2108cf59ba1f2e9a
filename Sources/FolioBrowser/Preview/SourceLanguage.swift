/// A language Folio highlights on its own, known by the file name or a `#!` line.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case json, swift, c, python, shell, markdown, yaml

    /// The language of a file named `name` whose text starts with `head`, if Folio knows it.
    public init?(name: String, head: String.SubSequence = "") {
        let lower = name.lowercased()
        let ext = lower.lastIndex(of: ".").map { String(lower[lower.index(after: $0)...]) } ?? ""
        switch ext {
        case "json", "jsonl", "ndjson", "geojson": self = .json
        case "swift": self = .swift
        case "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m": self = .c
        case "py", "pyi": self = .python
        case "sh", "bash", "zsh", "ksh", "dash": self = .shell
        case "md", "markdown": self = .markdown
        case "yaml", "yml": self = .yaml
        default:
            guard head.hasPrefix("#!"), let line = head.split(separator: "\n", maxSplits: 1).first else { return nil }
            if line.contains("python") { self = .python } else if ["sh", "bash", "zsh", "dash", "ksh"].contains(where: { line.hasSuffix("/" + $0) || line.hasSuffix(" " + $0) }) {
                self = .shell
            } else { return nil }
        }
    }

    /// The spans to highlight in `text`.
    public func spans(in text: String) -> [SyntaxSpan] {
        let bytes = Array(text.utf8)
        switch self {
        case .json: return JSONHighlighter.spans(bytes)
        case .markdown: return MarkdownHighlighter.spans(bytes)
        case .yaml: return YAMLHighlighter.spans(bytes)
        case .swift: return CodeTokenizer(rules: .swift).spans(bytes)
        case .c: return CodeTokenizer(rules: .c).spans(bytes)
        case .python: return CodeTokenizer(rules: .python).spans(bytes)
        case .shell: return CodeTokenizer(rules: .shell).spans(bytes)
        }
    }
}
