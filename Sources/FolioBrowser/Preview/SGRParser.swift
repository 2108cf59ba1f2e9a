import FolioKit

/// Turns a program's output into styled text: SGR sequences (`ESC [ … m`) become styles, with
/// 16, 256 and true colours reduced to the terminal's depth; every other escape sequence
/// (cursor movement, OSC titles and links, DCS, charset switches, private modes) and every
/// control character but newline and tab is dropped, so nothing reaches the terminal raw.
public enum SGRParser {
    /// Most parameters looked at in one SGR sequence.
    static let parameterLimit = 64

    /// The styled text of `bytes` (decoded as UTF-8, invalid bytes shown as `�`).
    public static func parse(_ bytes: [UInt8], depth: ColorDepth = .full) -> StyledText {
        parse(String(decoding: bytes, as: UTF8.self), depth: depth)
    }

    /// The styled text of `text`.
    public static func parse(_ text: String, depth: ColorDepth = .full) -> StyledText {
        var out = StyledText()
        var pending = String.UnicodeScalarView()
        var style = Style.plain
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func flush() {
            if !pending.isEmpty { out.append(String(pending), style: style); pending = String.UnicodeScalarView() }
        }
        while i < scalars.count {
            let scalar = scalars[i]
            let v = scalar.value
            if v == 0x1B || v == 0x9B || v == 0x9D || v == 0x90 || v == 0x98 || v == 0x9E || v == 0x9F {
                let (end, sgr) = sequence(in: scalars, at: i)
                if let sgr {
                    let next = apply(sgr, to: style, depth: depth)
                    if next != style { flush(); style = next }
                }
                i = end
                continue
            }
            if v == 0x0A || v == 0x09 || (v >= 0x20 && v != 0x7F && !(v >= 0x80 && v < 0xA0)) { pending.append(scalar) }
            i += 1
        }
        flush()
        return out
    }

    /// Where the escape sequence at `start` ends, and its SGR parameters when it is one.
    static func sequence(in scalars: [Unicode.Scalar], at start: Int) -> (end: Int, sgr: [[Int?]]?) {
        var i = start
        var kind = scalars[i].value
        i += 1
        if kind == 0x1B {
            guard i < scalars.count else { return (i, nil) }
            let next = scalars[i].value
            i += 1
            switch next {
            case 0x5B: kind = 0x9B                      // ESC [  CSI
            case 0x5D: kind = 0x9D                      // ESC ]  OSC
            case 0x50, 0x58, 0x5E, 0x5F: kind = 0x90    // ESC P, X, ^, _  DCS, SOS, PM, APC
            default:
                // ESC, intermediates (0x20-0x2F), then one final byte: charsets, keypad modes.
                var j = i - 1
                while j < scalars.count, (0x20...0x2F).contains(scalars[j].value) { j += 1 }
                return (min(scalars.count, j + 1), nil)
            }
        }
        if kind == 0x9B { return controlSequence(scalars, from: i) }
        // A string sequence: up to BEL (for OSC), ST (ESC \ or U+009C), or the limit.
        var j = i
        while j < scalars.count {
            let v = scalars[j].value
            if v == 0x07 || v == 0x9C { return (j + 1, nil) }
            if v == 0x1B { return (j + 1 < scalars.count && scalars[j + 1].value == 0x5C ? j + 2 : j + 1, nil) }
            j += 1
        }
        return (j, nil)
    }

    /// A CSI sequence from its first parameter byte: parameters, intermediates, final byte.
    private static func controlSequence(_ scalars: [Unicode.Scalar], from begin: Int) -> (end: Int, sgr: [[Int?]]?) {
        var j = begin
        var isPrivate = false
        var hasIntermediate = false
        var groups: [[Int?]] = [[nil]]
        while j < scalars.count {
            let v = scalars[j].value
            switch v {
            case 0x30...0x39:
                if groups.count <= parameterLimit {
                    let digit = Int(v - 0x30)
                    let last = groups[groups.count - 1].count - 1
                    groups[groups.count - 1][last] = min(99_999, (groups[groups.count - 1][last] ?? 0) * 10 + digit)
                }
            case 0x3A: groups[groups.count - 1].append(nil)               // ':' sub-parameter
            case 0x3B: groups.append([nil])                               // ';' next parameter
            case 0x3C...0x3F: isPrivate = true                            // < = > ? private
            case 0x20...0x2F: hasIntermediate = true
            case 0x40...0x7E:
                let isSGR = v == 0x6D && !isPrivate && !hasIntermediate
                return (j + 1, isSGR ? Array(groups.prefix(parameterLimit)) : nil)
            default:
                // A control inside the sequence aborts it (as terminals do); the rest is text.
                return (j, nil)
            }
            j += 1
        }
        return (j, nil)
    }

    /// The style after applying SGR parameter groups.
    static func apply(_ groups: [[Int?]], to current: Style, depth: ColorDepth) -> Style {
        var style = current
        var index = 0
        while index < groups.count {
            let group = groups[index]
            let code = group[0] ?? 0
            index += 1
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: if group.count > 1 && group[1] == 0 { style.attributes.remove(.underline) } else { style.attributes.insert(.underline) }
            case 7: style.attributes.insert(.reverse)
            case 21, 22: style.attributes.subtract([.bold, .dim])
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = depth.reduce(.palette(UInt8(code - 30)))
            case 39: style.foreground = .default
            case 40...47: style.background = depth.reduce(.palette(UInt8(code - 40)))
            case 49: style.background = .default
            case 90...97: style.foreground = depth.reduce(.palette(UInt8(code - 90 + 8)))
            case 100...107: style.background = depth.reduce(.palette(UInt8(code - 100 + 8)))
            case 38, 48, 58:
                let (color, used) = extendedColor(group, groups, after: index, depth: depth)
                index += used
                if let color, code == 38 { style.foreground = color }
                if let color, code == 48 { style.background = color }
            default: break  // italic, blink, strike, fonts, …: not shown by Folio's cells
            }
        }
        return style
    }

    /// A `38;5;n`, `38;2;r;g;b` or colon form colour, and how many `;` groups it used.
    private static func extendedColor(_ group: [Int?], _ groups: [[Int?]], after index: Int, depth: ColorDepth) -> (Color?, Int) {
        var values: [Int?]
        var used = 0
        if group.count > 1 {
            values = Array(group.dropFirst())
        } else {
            let mode = index < groups.count ? groups[index][0] : nil
            let need = mode == 5 ? 2 : mode == 2 ? 4 : 1
            values = (index..<min(groups.count, index + need)).map { groups[$0][0] }
            used = values.count
        }
        guard let mode = values.first ?? nil else { return (nil, used) }
        if mode == 5, values.count >= 2, let n = values[1], n >= 0, n <= 255 {
            return (depth.reduce(.palette(UInt8(n))), used)
        }
        if mode == 2 {
            // `38:2::r:g:b` carries a colour-space slot before the components.
            let components = values.count >= 5 ? Array(values.suffix(3)) : Array(values.dropFirst())
            guard components.count == 3, let r = components[0], let g = components[1], let b = components[2],
                  r <= 255, g <= 255, b <= 255 else { return (nil, used) }
            return (depth.nearest((r, g, b)), used)
        }
        return (nil, used)
    }
}
