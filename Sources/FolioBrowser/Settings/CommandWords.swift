import FolioKit
import FoundationEssentials

/// Splits a config value into words as a shell would, without expanding anything: no shell
/// ever runs the previewer or opener, so quoting only groups words.
///
/// `'…'` keeps everything literally; `"…"` keeps everything but `\"` and `\\`; `$'…'` reads
/// escapes as a shell does (`\e`, `\n`, `\t`, `\xHH`, `\uHHHH`, …); a backslash outside quotes
/// keeps the next character; a word starting with `#` begins a comment. Text is read scalar by
/// scalar, so a quote or a blank followed by a combining mark still counts.
public enum CommandWords {
    /// The words of `text`, or a message when a quote is left open.
    public static func split(_ text: String) -> Result<[String], CommandWordsError> {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func next() -> Unicode.Scalar? {
            guard index < scalars.count else { return nil }
            defer { index += 1 }
            return scalars[index]
        }
        while let c = next() {
            switch c {
            case " ", "\t":
                if inWord { words.append(String(current)); current = String.UnicodeScalarView(); inWord = false }
            case "#" where !inWord:
                return .success(words)
            case "$" where index < scalars.count && scalars[index] == "'":
                index += 1
                inWord = true
                guard let end = readEscaped(scalars, from: index, into: &current) else {
                    return .failure(CommandWordsError(message: "a $'…' quote is not closed"))
                }
                index = end
            case "'":
                inWord = true
                var closed = false
                while let q = next() {
                    if q == "'" { closed = true; break }
                    current.append(q)
                }
                if !closed { return .failure(CommandWordsError(message: "a single quote (') is not closed")) }
            case "\"":
                inWord = true
                var closed = false
                while let q = next() {
                    if q == "\"" { closed = true; break }
                    if q == "\\" {
                        guard let following = next() else { break }
                        if following != "\"" && following != "\\" { current.append("\\") }
                        current.append(following)
                        continue
                    }
                    current.append(q)
                }
                if !closed { return .failure(CommandWordsError(message: "a double quote (\") is not closed")) }
            case "\\":
                inWord = true
                current.append(next() ?? "\\")
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(String(current)) }
        return .success(words)
    }

    /// Writes words back so that `split` gives them again: plain words as they are, others in
    /// single quotes, and words holding a control character in `$'…'` with the control escaped.
    public static func join(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }

    /// One word, quoted only when it needs it.
    ///
    /// The result never holds a control character (bidirectional ones included), so it can be
    /// printed to a terminal as it is.
    public static func quote(_ word: String) -> String {
        let scalars = word.unicodeScalars
        if scalars.contains(where: needsEscape) {
            return "$'" + scalars.map(escaped).joined() + "'"
        }
        let safe = !scalars.isEmpty && scalars.first != "#" && !scalars.contains { c in
            c == " " || c == "\t" || c == "'" || c == "\"" || c == "\\"
        }
        if safe { return word }
        // Scalar by scalar: a quote followed by a combining mark is still a quote to `split`.
        return "'" + scalars.map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
    }
}

extension CommandWords {
    /// True for a scalar `quote` writes as an escape: one drawn by its visible form, or one
    /// the terminal cannot draw.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        TextWidth.scalarWidth(scalar) < 0 || TextWidth.isBidiControl(scalar)
    }

    /// One scalar as `$'…'` writes it.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "'": return "\\'"
        case "\u{1B}": return "\\e"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{07}": return "\\a"
        case "\u{08}": return "\\b"
        case "\u{0C}": return "\\f"
        case "\u{0B}": return "\\v"
        default:
            guard needsEscape(scalar) else { return String(scalar) }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            if scalar.value < 0x80 { return "\\x" + String(repeating: "0", count: 2 - hex.count) + hex }
            if scalar.value <= 0xFFFF { return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
            return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
        }
    }

    /// What `$'…'` reads a backslash and one letter as.
    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "a": "\u{07}", "b": "\u{08}", "e": "\u{1B}", "E": "\u{1B}", "f": "\u{0C}", "n": "\n",
        "r": "\r", "t": "\t", "v": "\u{0B}", "\\": "\\", "'": "'", "\"": "\"", "?": "?",
    ]

    /// Reads the inside of `$'…'` from `start` (just after the opening quote) into `out`;
    /// the index after the closing quote, or nil when it is not closed.
    ///
    /// The escapes are the shell's: `\a \b \e \E \f \n \r \t \v \\ \' \" \?`, `\NNN` (octal),
    /// `\xHH`, `\uHHHH`, `\UHHHHHHHH`; any other backslash is kept with what follows it.
    static func readEscaped(_ scalars: [Unicode.Scalar], from start: Int, into out: inout String.UnicodeScalarView) -> Int? {
        var index = start
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            if c == "'" { return index }
            guard c == "\\", index < scalars.count else { out.append(c); continue }
            let escape = index - 1
            let e = scalars[index]
            index += 1
            if let s = simpleEscapes[e] { out.append(s); continue }
            let (radix, most): (Int, Int)
            switch e {
            case "x": (radix, most) = (16, 2)
            case "u": (radix, most) = (16, 4)
            case "U": (radix, most) = (16, 8)
            case "0"..."7": (radix, most) = (8, 3); index -= 1
            default: out.append("\\"); out.append(e); continue
            }
            var value: UInt32 = 0
            var digits = 0
            while digits < most, index < scalars.count, let digit = Int(String(scalars[index]), radix: radix) {
                value = value * UInt32(radix) + UInt32(digit)
                digits += 1
                index += 1
            }
            if digits > 0, let scalar = Unicode.Scalar(value) {
                out.append(scalar)
            } else {
                // `\x` without digits, or a code point that is no scalar: kept as written.
                out.append(contentsOf: scalars[escape..<index])
            }
        }
        return nil
    }
}
