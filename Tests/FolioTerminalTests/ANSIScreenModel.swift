@testable import FolioKit

/// A small model of an xterm screen for tests: it applies the bytes `DirectOutput` writes
/// (cursor addresses, SGR, erase characters, repeats of the last character, scroll regions
/// with index and reverse index, and UTF-8 text) to a grid of cells, so a frame's bytes can be compared with the grid they came
/// from, styles included.
struct ANSIScreenModel {
    /// What the screen shows.
    var grid: CellGrid
    private var row = 0
    private var column = 0
    private var style = Style.plain
    private var top = 0
    private var bottom: Int
    /// The last character written, which `CSI n b` repeats.
    private var lastCharacter: Character?

    /// A screen already showing `grid`.
    init(showing grid: CellGrid) {
        self.grid = grid
        bottom = grid.size.height - 1
    }

    /// Applies `bytes`; an escape sequence the model does not know is recorded in `unknown`.
    mutating func apply(_ bytes: [UInt8]) -> [String] {
        var unknown: [String] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            let string = String(decoding: text, as: UTF8.self)
            column = grid.draw(string, at: Point(x: column, y: row), style: style)
            lastCharacter = string.last
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                flushText()
                if row == bottom { grid.shiftRows(top..<(bottom + 1), by: 1) } else { row += 1 }
                index += 1
            } else if byte == 0x1B, index + 1 < bytes.count {
                flushText()
                let next = bytes[index + 1]
                if next == UInt8(ascii: "(") {
                    index += 3  // a character set designation: ASCII is the only one used
                } else if next == UInt8(ascii: "M") {
                    if row == top { grid.shiftRows(top..<(bottom + 1), by: -1) } else { row -= 1 }
                    index += 2
                } else if next == UInt8(ascii: "[") {
                    var end = index + 2
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    guard end < bytes.count else { unknown.append("truncated CSI"); break }
                    let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                    if !control(bytes[end], parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }) {
                        unknown.append("CSI \(parameters)\(Character(Unicode.Scalar(bytes[end])))")
                    }
                    index = end + 1
                } else {
                    unknown.append("ESC \(next)")
                    index += 2
                }
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
        return unknown
    }

    /// Applies one control sequence; false when the model does not know it.
    private mutating func control(_ final: UInt8, _ numbers: [Int]) -> Bool {
        let first = numbers.first ?? 0
        switch final {
        case UInt8(ascii: "H"):
            row = max(first, 1) - 1
            column = max(numbers.count > 1 ? numbers[1] : 1, 1) - 1
        case UInt8(ascii: "r"):
            top = max(first, 1) - 1
            bottom = (numbers.count > 1 ? numbers[1] : grid.size.height) - 1
            row = 0
            column = 0
        case UInt8(ascii: "X"):
            // Erased cells take the background only, as xterm's do.
            grid.fill(Rect(x: column, y: row, width: max(first, 1), height: 1), style: Style(background: style.background))
        case UInt8(ascii: "b"):
            guard let lastCharacter else { return false }
            column = grid.draw(String(repeating: String(lastCharacter), count: max(first, 1)), at: Point(x: column, y: row), style: style)
        case UInt8(ascii: "m"):
            selectGraphicRendition(numbers)
        default:
            return false
        }
        return true
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 30...37: style.foreground = .palette(UInt8(number - 30))
            case 90...97: style.foreground = .palette(UInt8(number - 90 + 8))
            case 39: style.foreground = .default
            case 40...47: style.background = .palette(UInt8(number - 40))
            case 100...107: style.background = .palette(UInt8(number - 100 + 8))
            case 49: style.background = .default
            case 38, 48:
                let color = Color.palette(UInt8(clamping: index + 2 < numbers.count ? numbers[index + 2] : 0))
                if number == 38 { style.foreground = color } else { style.background = color }
                index += 2
            default: break
            }
            index += 1
        }
    }
}
