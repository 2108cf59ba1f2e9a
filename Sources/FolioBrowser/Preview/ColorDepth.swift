import FolioKit

/// How many colours the terminal shows; colours from outside (a previewer's 256-colour or
/// true-colour output) are reduced to the nearest it has.
public enum ColorDepth: Int, Sendable, CaseIterable {
    /// The eight classic ANSI colours.
    case eight = 8
    /// The ANSI colours and their bright forms.
    case sixteen = 16
    /// The xterm 256-colour palette (true colour is reduced to it, as `Color` is a palette entry).
    case full = 256

    /// The depth a terminal description implies: `COLORTERM` or a `256color` `TERM` mean 256,
    /// the common emulators 16, anything else 8.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        if environment["COLORTERM"].map({ !$0.isEmpty }) == true || term.contains("256color") || term.contains("direct") {
            self = .full
        } else if term.hasPrefix("xterm") || term.hasPrefix("rxvt") || term.hasPrefix("screen") || term.hasPrefix("tmux") || term == "linux" {
            self = .sixteen
        } else {
            self = .eight
        }
    }

    /// `color` as this depth can show it.
    public func reduce(_ color: Color) -> Color {
        guard case .palette(let index) = color, Int(index) >= rawValue else { return color }
        if self == .eight && index < 16 { return .palette(index - 8) }
        return nearest(Self.rgb(of: index))
    }

    /// The palette entry nearest to a true colour, within this depth.
    public func nearest(_ rgb: (Int, Int, Int)) -> Color {
        if self == .full {
            let cube = [0, 95, 135, 175, 215, 255]
            func level(_ v: Int) -> Int { cube.indices.min { abs(cube[$0] - v) < abs(cube[$1] - v) } ?? 0 }
            let (r, g, b) = (level(rgb.0), level(rgb.1), level(rgb.2))
            let cubeIndex = 16 + 36 * r + 6 * g + b
            let grey = max(0, min(23, ((rgb.0 + rgb.1 + rgb.2) / 3 - 8 + 5) / 10))
            let greyIndex = 232 + grey
            let best = Self.distance(Self.rgb(of: UInt8(cubeIndex)), rgb) <= Self.distance(Self.rgb(of: UInt8(greyIndex)), rgb) ? cubeIndex : greyIndex
            return .palette(UInt8(best))
        }
        let count = rawValue
        let best = (0..<count).min { Self.distance(Self.rgb(of: UInt8($0)), rgb) < Self.distance(Self.rgb(of: UInt8($1)), rgb) } ?? 7
        return .palette(UInt8(best))
    }

    /// The usual xterm value of palette entry `index`.
    static func rgb(of index: UInt8) -> (Int, Int, Int) {
        let basic: [(Int, Int, Int)] = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                                        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        let i = Int(index)
        if i < 16 { return basic[i] }
        if i >= 232 { let v = 8 + 10 * (i - 232); return (v, v, v) }
        let cube = [0, 95, 135, 175, 215, 255]
        let c = i - 16
        return (cube[c / 36], cube[(c / 6) % 6], cube[c % 6])
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        // Weighted for the eye's sensitivity to green, as most palette reducers do.
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }
}
