/// The detail text of a JSON value.
///
/// The summary: the path, the kind and size, then a container's members one a line with previews,
/// or a string's decoded text. The raw view (`v`): the value's pretty-printed JSON. Notes flag what
/// a reader could miss: a name used twice in the same object, unpaired surrogates read as U+FFFD.
struct JSONDetail {
    let document: JSONDocument
    let node: Int
    let container: Int?
    let path: String
    let showsRaw: Bool

    /// How much of a long string the summary shows, at most.
    static let maximumStringCharacters = 100_000

    /// Room kept under the detail's cap (`ItemDetailViewController.textLimit`) for the last line
    /// printed past the budget (a deep indent, a long name) and the note that says what was cut:
    /// the detail's own cap would cut that note off and count only the text it was given.
    static let capMargin = 8 * 1024

    var text: String {
        let header = ([path, kindLine] + notes + [""]).joined(separator: "\n") + "\n"
        let budget = max(1024, ItemDetailViewController.textLimit - Self.capMargin - header.utf8.count)
        return header + (showsRaw ? raw(budget: budget) : summary(budget: budget))
    }

    private var kindLine: String {
        let kind = document.kind(of: node)
        let count = document.childCount(of: node)
        let view = showsRaw ? " · raw JSON (v: summary)" : " (v: raw JSON)"
        switch kind {
        case .object: return "object, \(count) \(count == 1 ? "member" : "members")" + view
        case .array: return "array, \(count) \(count == 1 ? "element" : "elements")" + view
        case .string: return "string, \(JSONFileItem.sizeText(document.byteRange(of: node).count - 2))" + view
        default: return "\(kind)" + view
        }
    }

    /// Warnings about the value.
    private var notes: [String] {
        var notes: [String] = []
        if let twice = duplicateNote { notes.append(twice) }
        if document.kind(of: node) == .string {
            let unpaired = document.decodeString(at: node, limit: Self.maximumStringCharacters).unpairedSurrogates
            if unpaired > 0 {
                notes.append("note: \(unpaired) unpaired surrogate escape\(unpaired == 1 ? "" : "s") (\\uD800–\\uDFFF alone) shown as \u{FFFD}")
            }
        }
        return notes
    }

    /// Says when another member of the same object has this member's name (jq keeps the last).
    private var duplicateNote: String? {
        guard let parent = container, document.kind(of: parent) == .object else { return nil }
        let range = document.memberKeyRange(node)
        let name = document.bytes.slice(range)
        var positions: [Int] = []
        var child = document.firstChild(of: parent)
        var index = 0
        while let current = child {
            let other = document.memberKeyRange(current)
            if other.count == range.count, document.bytes.slice(other) == name {
                positions.append(index)
            }
            child = document.nextSibling(of: current)
            index += 1
        }
        guard positions.count > 1 else { return nil }
        let list = positions.map { "\($0 + 1)" }.joined(separator: ", ")
        return "note: this object uses the name \(JSONPath.quoted(document.memberKey(node))) \(positions.count) times (members \(list)); jq and most tools keep the last"
    }

    private func summary(budget: Int) -> String {
        switch document.kind(of: node) {
        case .object, .array: return memberLines
        case .string:
            let decoded = document.decodeString(at: node, limit: min(budget, Self.maximumStringCharacters))
            var text = decoded.text
            var isCut = decoded.isTruncated
            if text.utf8.count > budget {
                text = Self.head(of: text, bytes: budget)
                isCut = true
            }
            guard isCut else { return text }
            let size = JSONFileItem.shortSize(document.byteRange(of: node).count - 2)
            return text + "\n… (the first \(JSONFileItem.shortSize(text.utf8.count)) of a string of \(size) as written)"
        default: return document.rawText(of: node)
        }
    }

    /// The longest start of `text` within `bytes` bytes, cut between characters.
    static func head(of text: String, bytes: Int) -> String {
        var head = Substring(text)
        var count = head.utf8.count
        while count > bytes, let last = head.last {
            count -= last.utf8.count
            head.removeLast()
        }
        return String(head)
    }

    /// `name  preview` for the first members or elements.
    private var memberLines: String {
        let isObject = document.kind(of: node) == .object
        var lines: [String] = []
        var child = document.firstChild(of: node)
        while let current = child, lines.count < JSONItem.detailLines {
            let name = isObject ? JSONPath.jqKey(document.memberKey(current)) : "[\(lines.count)]"
            lines.append(name + "  " + document.preview(of: current, budget: 120))
            child = document.nextSibling(of: current)
        }
        if child != nil { lines.append("… (\(document.childCount(of: node) - lines.count) more)") }
        return lines.isEmpty ? (isObject ? "{}" : "[]") : lines.joined(separator: "\n")
    }

    private func raw(budget: Int) -> String {
        let maxLines = JSONItem.detailLines * 10
        let (text, truncated) = document.prettyPrinted(node, maxLines: maxLines, maxBytes: budget)
        guard truncated else { return text }
        // What is shown, against the whole value as the file writes it: pretty-printing all of a
        // large value only to measure it would stall the frame.
        let lines = text.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let whole = JSONFileItem.shortSize(document.byteRange(of: node).count)
        return text + "\n… (the first \(JSONFileItem.grouped(lines)) lines, \(JSONFileItem.shortSize(text.utf8.count)), of a value of \(whole) as written)"
    }
}
