/// The text a bulk rename is edited in (as vidir and ranger's bulkrename): one name a line, as
/// bytes, read back into rename pairs, and the plan showing what will change.
enum BulkRenameText {
    /// Why a text cannot be used.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// A name holds a newline, which a line cannot hold.
        case nameWithNewline([UInt8])
        /// The edited text has a different number of lines than there are names.
        case lineCount(expected: Int, found: Int)
        /// A line is not a valid name (empty, `.`, `..`, with `/` or NUL).
        case badName(line: Int, reason: String)

        /// The message for people.
        var description: String {
            switch self {
            case .nameWithNewline(let name):
                return "“\(RawPath(bytes: name).display.replacingNewlines)” holds a newline, which one line cannot hold: rename it on its own"
            case .lineCount(let expected, let found):
                return "the text has \(found) lines for \(expected) names: lines must not be added or removed; nothing was renamed"
            case .badName(let line, let reason): return "line \(line): \(reason); nothing was renamed"
            }
        }
    }

    /// The names, one a line, each line ending with a newline; refused when a name holds one.
    static func text(for names: [[UInt8]]) -> Result<[UInt8], Problem> {
        var text: [UInt8] = []
        for name in names {
            if name.contains(UInt8(ascii: "\n")) { return .failure(.nameWithNewline(name)) }
            text += name + [UInt8(ascii: "\n")]
        }
        return .success(text)
    }

    /// The edited `text` read back as new names for `paths`: line n renames path n, in its own
    /// directory.
    ///
    /// A final newline is optional; a carriage return before it is kept (it is a
    /// valid byte of a name).
    static func pairs(from text: [UInt8], for paths: [RawPath]) -> Result<[RenamePair], Problem> {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if lines.last == [] { lines.removeLast() }
        guard lines.count == paths.count else { return .failure(.lineCount(expected: paths.count, found: lines.count)) }
        var pairs: [RenamePair] = []
        for (index, (path, line)) in zip(paths, lines).enumerated() {
            if let reason = validateName(line) { return .failure(.badName(line: index + 1, reason: reason)) }
            let folder = path.normalized.parentAndName?.parent ?? RawPath(".")
            pairs.append(RenamePair(old: path, new: folder.appending(line)))
        }
        return .success(pairs)
    }

    /// The plan shown before renaming: one `old → new` line for each name that changes (names
    /// shown in their visible form), and how many stay.
    static func plan(_ pairs: [RenamePair]) -> (changes: [String], unchanged: Int) {
        var changes: [String] = []
        var unchanged = 0
        for pair in pairs {
            if pair.old.normalized == pair.new.normalized { unchanged += 1; continue }
            changes.append("\(RawPath(bytes: pair.old.lastComponent).display) → \(RawPath(bytes: pair.new.lastComponent).display)")
        }
        return (changes, unchanged)
    }
}

extension String {
    /// The text with each newline shown as `\n`.
    fileprivate var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") }
}
