/// What the C-like tokenizer needs to know of a language: its comments, quotes and keywords.
struct LanguageRules: Sendable {
    /// Starts of comments that run to the end of the line.
    var lineComments: [String]
    /// A block comment's opening and closing, if the language has one.
    var blockComment: (open: String, close: String)?
    /// Quote characters of strings.
    var quotes: [UInt8]
    /// Triple-quoted (multi-line) string delimiters.
    var tripleQuotes: [String] = []
    /// True when a backslash escapes inside single quotes (not in the shell).
    var singleQuoteEscapes = true
    /// Reserved words and literals.
    var keywords: Set<String>

    static let swift = LanguageRules(
        lineComments: ["//"], blockComment: ("/*", "*/"), quotes: [34], tripleQuotes: ["\"\"\""],
        keywords: ["actor", "any", "as", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer", "do",
                   "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
                   "init", "inout", "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public", "repeat",
                   "rethrows", "return", "self", "Self", "some", "static", "struct", "subscript", "super", "switch", "throw",
                   "throws", "true", "try", "typealias", "var", "where", "while", "lazy", "weak", "override", "final", "mutating"])

    static let c = LanguageRules(
        lineComments: ["//"], blockComment: ("/*", "*/"), quotes: [34, 39],
        keywords: ["auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern",
                   "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return", "short", "signed",
                   "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "while", "bool",
                   "true", "false", "NULL", "nullptr", "class", "namespace", "template", "typename", "public", "private",
                   "#include", "#define", "#if", "#ifdef", "#ifndef", "#endif", "#else", "#elif", "#pragma", "#undef"])

    static let python = LanguageRules(
        lineComments: ["#"], blockComment: nil, quotes: [34, 39], tripleQuotes: ["\"\"\"", "'''"],
        keywords: ["False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
                   "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
                   "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "self"])

    static let shell = LanguageRules(
        lineComments: ["#"], blockComment: nil, quotes: [34, 39], singleQuoteEscapes: false,
        keywords: ["if", "then", "else", "elif", "fi", "case", "esac", "for", "while", "until", "do", "done", "in", "function",
                   "return", "exit", "local", "export", "readonly", "set", "unset", "shift", "break", "continue", "echo",
                   "printf", "cd", "source", "eval", "exec", "trap", "test", "true", "false"])
}
