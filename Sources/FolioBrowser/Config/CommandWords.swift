import Foundation

/// Splits a config value into words as a shell would, without expanding anything: no shell
/// ever runs the previewer or opener, so quoting only groups words.
///
/// `'…'` keeps everything literally; `"…"` keeps everything but `\"` and `\\`; a backslash
/// outside quotes keeps the next character; a word starting with `#` begins a comment.
public enum CommandWords {
    /// The words of `text`, or a message when a quote is left open.
    public static func split(_ text: String) -> Result<[String], CommandWordsError> {
        var words: [String] = []
        var current = ""
        var inWord = false
        var iterator = Array(text).makeIterator()
        while let c = iterator.next() {
            switch c {
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "#" where !inWord:
                return .success(words)
            case "'":
                inWord = true
                var closed = false
                while let q = iterator.next() {
                    if q == "'" { closed = true; break }
                    current.append(q)
                }
                if !closed { return .failure(CommandWordsError(message: "a single quote (') is not closed")) }
            case "\"":
                inWord = true
                var closed = false
                while let q = iterator.next() {
                    if q == "\"" { closed = true; break }
                    if q == "\\" {
                        guard let next = iterator.next() else { break }
                        if next != "\"" && next != "\\" { current.append("\\") }
                        current.append(next)
                        continue
                    }
                    current.append(q)
                }
                if !closed { return .failure(CommandWordsError(message: "a double quote (\") is not closed")) }
            case "\\":
                inWord = true
                if let next = iterator.next() { current.append(next) } else { current.append("\\") }
            default:
                inWord = true
                current.append(c)
            }
        }
        if inWord { words.append(current) }
        return .success(words)
    }

    /// Writes words back so that `split` gives them again: plain words as they are, others in
    /// single quotes.
    public static func join(_ words: [String]) -> String {
        words.map(quote).joined(separator: " ")
    }

    /// One word, quoted only when it needs it.
    public static func quote(_ word: String) -> String {
        let safe = !word.isEmpty && !word.hasPrefix("#") && word.allSatisfy { c in
            !(c == " " || c == "\t" || c == "'" || c == "\"" || c == "\\")
        }
        if safe { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
