import FoundationEssentials
import FolioKit

extension Configuration {
    /// Reads config text over `base` (defaults unless given).
    ///
    /// Each bad line is skipped with a problem naming `path` and the line; every other line still
    /// applies.
    ///
    /// Lines are `option = value`, `map KEY COMMAND`, `unmap KEY`, blank, or a `#` comment;
    /// a word starting with `#` after a value or a command begins a comment too.
    public static func parse(_ text: String, path: String, base: Configuration = Configuration()) -> (Configuration, [FileProblem]) {
        var configuration = base
        var problems: [FileProblem] = []
        // "\r\n" is one Character in Swift: split on it too, or a file saved with CRLF is one line.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (offset, rawLine) in lines.enumerated() {
            let source = ConfigurationSource.file(path: path, line: offset + 1)
            let line = String(rawLine).trimmingScalars { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.isEmpty || line.unicodeScalars.first == "#" { continue }
            if let message = configuration.apply(line: line, source: source) {
                problems.append(FileProblem(path: path, line: offset + 1, message: message + "; line skipped"))
            }
        }
        return (configuration, problems)
    }

    /// Applies one line; returns what is wrong with it, or nil when it applied.
    private mutating func apply(line: String, source: ConfigurationSource) -> String? {
        // Keys are taken raw (a key may be `'`, `"` or `#`), so map lines split on blanks only
        // (scalar by scalar: a blank followed by a combining mark is still a blank).
        let fields = line.unicodeScalars.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { String(String.UnicodeScalarView($0)) }
        if fields[0] == "map" || fields[0] == "unmap" {
            return applyMapping(fields, source: source)
        }
        guard let equals = line.firstIndex(of: "=") else {
            return "expected 'option = value', 'map KEY COMMAND' or 'unmap KEY'"
        }
        let name = String(line[..<equals]).trimmingScalars { $0 == " " || $0 == "\t" }
        let value = String(line[line.index(after: equals)...])
        guard let option = ConfigurationOption(rawValue: name) else {
            let known = ConfigurationOption.allCases.map(\.name).joined(separator: ", ")
            return "unknown option '\(Self.echoed(name))' (known: \(known))"
        }
        let words: [String]
        switch CommandWords.split(value) {
        case .success(let split): words = split
        case .failure(let error): return "\(option.name): \(error.message)"
        }
        if let message = set(option, words: words) { return message }
        sources[option] = source
        return nil
    }

    /// Sets one option from its words; returns what is wrong, or nil.
    private mutating func set(_ option: ConfigurationOption, words: [String]) -> String? {
        if option == .previewer || option == .opener {
            // An empty value means none: Folio's own preview, or xdg-open.
            if option == .previewer { previewer = words.isEmpty ? nil : words } else { opener = words.isEmpty ? nil : words }
            return nil
        }
        guard words.count == 1, let word = words.first else {
            return "\(option.name) needs one value (\(option.valueHint)), not '\(Self.echoed(words.joined(separator: " ")))'"
        }
        let bad = "\(option.name) must be \(option.valueHint), not '\(Self.echoed(word))'"
        switch option {
        case .layout:
            guard let value = LayoutOverride(rawValue: word) else { return bad }
            layout = value
        case .splitWidth, .detailWidth:
            guard let value = Int(word), value > 0 else { return bad }
            if option == .splitWidth { splitWidth = value } else { detailWidth = value }
        case .listWidth:
            guard let value = ListWidth(configValue: word) else { return bad }
            listWidth = value
        case .sort:
            guard let value = DirectoryOptions.SortOrder(rawValue: word) else { return bad }
            sortOrder = value
        case .reverse, .dotfiles, .colors, .restore, .mouse, .animations, .watch:
            guard let value = ConfigurationOption.parseSwitch(word) else { return bad }
            switch option {
            case .reverse: reversesOrder = value
            case .dotfiles: showsDotfiles = value
            case .colors: usesColors = value
            case .restore: restores = value
            case .animations: animations = value
            case .watch: watch = value
            default: mouse = value
            }
        case .previewer, .opener:
            break
        }
        return nil
    }

    /// Applies `map KEY COMMAND` or `unmap KEY`; returns what is wrong, or nil.
    private mutating func applyMapping(_ fields: [String], source: ConfigurationSource) -> String? {
        let verb = fields[0]
        var arguments = Array(fields.dropFirst())
        // A trailing `# …` is a comment, but the key itself may be `#`.
        if let comment = arguments.dropFirst().firstIndex(where: { $0.hasPrefix("#") }) {
            arguments.removeSubrange(comment...)
        }
        let expected = verb == "map" ? 2 : 1
        guard arguments.count == expected else {
            return verb == "map" ? "expected 'map KEY COMMAND'" : "expected 'unmap KEY'"
        }
        let key: Key
        switch Key.parse(configName: arguments[0]) {
        case .success(let parsed): key = parsed
        case .failure(let error): return KeyNameError(name: Self.echoed(error.name), reason: error.reason).description
        }
        if verb == "unmap" {
            keyMap.unmap(key)
            keySources[key] = nil
            unmappedKeys.removeAll { $0.key == key }
            if KeyMap.defaults.command(for: key) != nil { unmappedKeys.append(UnmappedKey(key: key, source: source)) }
            return nil
        }
        guard let command = BrowserCommand(name: arguments[1]) else {
            return "unknown command '\(Self.echoed(arguments[1]))' (folio --print-config lists them)"
        }
        keyMap.map(key, to: command)
        keySources[key] = source
        unmappedKeys.removeAll { $0.key == key }
        return nil
    }

    /// The longest part of a line a problem quotes, in columns.
    static let echoWidth = 60

    /// Text from the file as a problem quotes it: control characters in their visible form,
    /// cut to `echoWidth` columns.
    static func echoed(_ text: String) -> String {
        // A line can be a megabyte: only its start is looked at.
        let head = text.unicodeScalars.prefix(echoWidth * 4)
        let cut = head.count < text.unicodeScalars.count ? "…" : ""
        return TextWidth.truncate(TextWidth.visible(String(String.UnicodeScalarView(head))) + cut, toWidth: echoWidth)
    }
}
