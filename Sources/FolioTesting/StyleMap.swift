import FolioKit

/// The styles of a screen as text: one line of letters a row, one letter a cell, and a legend
/// that names each letter's style ("r=reverse  b=bold+blue"), so a golden screen can say how
/// every cell looks as ratatui's buffer assertions do.
///
/// A plain cell (the terminal's default look) is a space; trailing spaces and trailing empty
/// rows are dropped. Letters mean nothing by themselves: two maps are equal when every cell's
/// described style is equal, whichever letters the legends chose.
public struct StyleMap: Equatable, Sendable {
    /// The first line of a style section in a golden literal; the legend follows on that line.
    public static let marker = "~~~ styles:"

    /// Each row's cells as style descriptions ("plain", "reverse", "bold+blue"...).
    public let rows: [[String]]

    /// The styles of every cell of `grid`.
    public init(grid: CellGrid) {
        // A screen holds a handful of styles: each is described once (the suite compares
        // thousands of screens; describing every cell was a tenth of its time).
        var described: [Style: String] = [:]
        rows = (0..<grid.size.height).map { y in
            (0..<grid.size.width).map { x in
                let style = grid[x, y].style
                if let known = described[style] { return known }
                let description = StyleMap.describe(style)
                described[style] = description
                return description
            }
        }
    }

    /// Parses a style section: the marker line with its legend, then one line of letters a row.
    /// - Throws: `StyleMapError` when the marker is missing, an entry is malformed, or a letter
    ///   has no legend entry.
    public init(section lines: [String], width: Int, height: Int) throws {
        guard let first = lines.first, first.hasPrefix(StyleMap.marker) else {
            throw StyleMapError(message: "the style section must start with '\(StyleMap.marker)'")
        }
        var legend: [Character: String] = [" ": "plain"]
        for entry in first.dropFirst(StyleMap.marker.count).split(separator: " ") {
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].count == 1, let letter = parts[0].first else {
                throw StyleMapError(message: "legend entry '\(entry)' is not LETTER=STYLE")
            }
            legend[letter] = String(parts[1])
        }
        var parsed: [[String]] = []
        for y in 0..<height {
            let line = y + 1 < lines.count ? Array(lines[y + 1]) : []
            var row: [String] = []
            for x in 0..<width {
                let letter = x < line.count ? line[x] : " "
                guard let style = legend[letter] else {
                    throw StyleMapError(message: "row \(y + 1) uses '\(letter)', which the legend does not name")
                }
                row.append(style)
            }
            parsed.append(row)
        }
        rows = parsed
    }

    /// The section as text: the marker with a legend, then the rows of letters.
    public var section: [String] {
        let legend = StyleMap.letters(for: Set(rows.joined()).subtracting(["plain"]))
        let entries = legend.sorted { $0.value < $1.value }.map { "\($0.value)=\($0.key)" }
        var lines = rows.map { row -> String in
            var line = String(row.map { legend[$0] ?? " " })
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        while lines.last == "" { lines.removeLast() }
        return [([StyleMap.marker] + entries).joined(separator: " ")] + lines
    }

    /// A stable description of a style: attributes, then the foreground colour, then the
    /// background as "on-COLOUR"; "plain" for the terminal's default look.
    public static func describe(_ style: Style) -> String {
        var words: [String] = []
        let names: [(TextAttributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline")]
        for (attribute, name) in names where style.attributes.contains(attribute) { words.append(name) }
        if style.foreground != .default { words.append(name(of: style.foreground)) }
        if style.background != .default { words.append("on-" + name(of: style.background)) }
        return words.isEmpty ? "plain" : words.joined(separator: "+")
    }

    private static func name(of color: Color) -> String {
        let named = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white", "brightBlack"]
        switch color {
        case .default: return "default"
        case .palette(let index): return Int(index) < named.count ? named[Int(index)] : "palette\(index)"
        }
    }

    /// A letter for each description, chosen from its strongest attribute (r reverse, u
    /// underline, d dim, then the colour, then b bold), upper case when bold is added, so
    /// re-recorded goldens keep their letters.
    private static func letters(for descriptions: Set<String>) -> [String: Character] {
        var result: [String: Character] = [:]
        var used: Set<Character> = [" "]
        let pool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        // Simpler descriptions choose first, so "reverse" keeps r when "bold+reverse" appears.
        for description in descriptions.sorted(by: { ($0.count, $0) < ($1.count, $1) }) {
            let words = description.split(separator: "+").map(String.init)
            let strongest = ["reverse", "underline", "dim"].first(where: words.contains)
                ?? words.first { $0 != "bold" && !$0.hasPrefix("on-") } ?? words.first ?? "a"
            var initial = strongest.first ?? "a"
            if strongest != "bold" && words.contains("bold") { initial = Character(initial.uppercased()) }
            let preferred = [initial, Character(initial.uppercased()), Character(initial.lowercased())] + pool
            let letter = preferred.first { !used.contains($0) } ?? "?"
            used.insert(letter)
            result[description] = letter
        }
        return result
    }
}

/// A style section that cannot be read.
public struct StyleMapError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, and where.
    public let message: String
    /// The message.
    public var description: String { message }
}
