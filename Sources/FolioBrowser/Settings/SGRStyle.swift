import FolioKit

/// Reads the SGR parameters of an `LS_COLORS` entry (`01;34`, `38;5;208`, `38;2;255;128;0`)
/// into a `Style`; 24-bit colours are reduced to the nearest entry of the 256-colour palette.
enum SGRStyle {
    /// The style the parameters describe, or nil when they are malformed.
    ///
    /// Malformed means not numbers, or an extended colour out of range or cut short. Parameters a
    /// terminal would ignore (italic, blink, fonts) are ignored.
    static func parse(_ text: Substring) -> Style? {
        var style = Style.plain
        let fields = text.split(separator: ";", omittingEmptySubsequences: false)
        var index = 0
        func number(_ field: Substring) -> Int? {
            if field.isEmpty { return 0 }  // `01;;34` and a trailing `;` mean 0, as in a terminal
            guard field.count <= 3, field.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(field)
        }
        while index < fields.count {
            guard let code = number(fields[index]) else { return nil }
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .palette(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .palette(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
            case 100...107: style.background = .palette(UInt8(code - 100 + 8))
            case 38, 48:
                guard index < fields.count, let mode = number(fields[index]) else { return nil }
                let color: Color
                if mode == 5 {
                    guard index + 1 < fields.count, let n = number(fields[index + 1]), n <= 255 else { return nil }
                    color = .palette(UInt8(n))
                    index += 2
                } else if mode == 2 {
                    guard index + 3 < fields.count else { return nil }
                    let parts = fields[(index + 1)...(index + 3)].map(number)
                    guard let r = parts[0], let g = parts[1], let b = parts[2], r <= 255, g <= 255, b <= 255 else { return nil }
                    color = .palette(nearestPaletteEntry(red: r, green: g, blue: b))
                    index += 4
                } else {
                    return nil
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default:
                guard code <= 255 else { return nil }
                // Blink, italic, conceal, strike-through, fonts: nothing Folio's cells can show.
            }
        }
        return style
    }

    /// The 256-colour palette entry closest to a 24-bit colour: the 6×6×6 cube or the grey ramp.
    static func nearestPaletteEntry(red: Int, green: Int, blue: Int) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: Int) -> Int {
            var best = 0
            for (i, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) { best = i }
            return best
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
            (x - red) * (x - red) + (y - green) * (y - green) + (z - blue) * (z - blue)
        }
        let cubeDistance = distance(levels[r], levels[g], levels[b])
        // Grey ramp 232…255 is 8, 18, …, 238.
        let average = (red + green + blue) / 3
        let grey = min(23, max(0, (average - 8 + 5) / 10))
        let greyValue = 8 + grey * 10
        if distance(greyValue, greyValue, greyValue) < cubeDistance { return UInt8(232 + grey) }
        return UInt8(16 + 36 * r + 6 * g + b)
    }
}
