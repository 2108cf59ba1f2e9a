/// One cell of the screen: the glyph it shows and its style.
///
/// A two-column glyph sits in its left cell; the cell to its right is a continuation with
/// `width == 0` and empty text. The glyph's scalars (a base and up to three combining marks)
/// are stored inline, so a cell is plain data. It is packed into two 64-bit words, so that
/// filling, copying and comparing the grid every frame moves 16 bytes a cell, with no reference
/// counting, and equal cells are equal bytes. Further marks on one base are dropped.
public struct Cell: Hashable, Sendable {
    /// Scalars 0, 1 and 2, 21 bits each (a Unicode scalar needs 21), 0 where there is none.
    @usableFromInline var glyph: UInt64
    /// Scalar 3 (bits 0-20), foreground (21-29), background (30-38), attributes (39-46) and
    /// width (47-54); a colour is 0 for the terminal's default, else 0x100 + the palette index.
    @usableFromInline var look: UInt64

    private static let scalarBits: UInt64 = 21
    @usableFromInline static let scalarMask: UInt64 = (1 << 21) - 1
    private static let foregroundShift: UInt64 = 21
    private static let backgroundShift: UInt64 = 30
    private static let attributesShift: UInt64 = 39
    @usableFromInline static let widthShift: UInt64 = 47
    /// The bits of `look` that hold the style.
    @usableFromInline static let styleMask: UInt64 = ((1 << 26) - 1) << 21
    @usableFromInline static let widthMask: UInt64 = 0xFF << 47

    /// A space in the terminal's default look.
    public static let blank = Cell(ascii: 0x20, look: 0)

    /// Creates a cell.
    public init(text: String, style: Style, width: UInt8) {
        var values: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var index = 0
        for scalar in text.unicodeScalars {
            switch index {
            case 0: values.0 = UInt64(scalar.value)
            case 1: values.1 = UInt64(scalar.value)
            case 2: values.2 = UInt64(scalar.value)
            case 3: values.3 = UInt64(scalar.value)
            default: break
            }
            index += 1
        }
        glyph = values.0 | values.1 << Self.scalarBits | values.2 << (2 * Self.scalarBits)
        look = values.3 | Self.styleBits(style) | UInt64(width) << Self.widthShift
    }

    /// A one-column cell showing one ASCII character (the fast path for plain text).
    init(ascii byte: UInt8, style: Style) {
        self.init(ascii: byte, look: Self.styleBits(style))
    }

    /// A one-column cell showing one ASCII character in a style already packed by `styleBits`,
    /// so a run of text packs its style once.
    init(ascii byte: UInt8, look styleBits: UInt64) {
        glyph = UInt64(byte)
        look = styleBits | 1 << Self.widthShift
    }

    /// How the cell looks.
    public var style: Style {
        get {
            Style(foreground: Self.color(look >> Self.foregroundShift), background: Self.color(look >> Self.backgroundShift),
                  attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: look >> Self.attributesShift)))
        }
        set { look = (look & ~Self.styleMask) | Self.styleBits(newValue) }
    }

    /// Columns taken: 1, 2 for a wide glyph, 0 for the right half of one.
    @inlinable public var width: UInt8 {
        get { UInt8(truncatingIfNeeded: look >> Self.widthShift) }
        set { look = (look & ~Self.widthMask) | UInt64(newValue) << Self.widthShift }
    }

    /// The style as a number: two cells have the same style when these are equal (a terminal
    /// writer keys what it made for a style on it without building the `Style`).
    @inlinable public var packedStyle: UInt64 { look & Self.styleMask }

    /// The byte of the one ASCII character the cell shows, else nil: how most cells reach the
    /// terminal without a string being made.
    @inlinable public var asciiByte: UInt8? {
        glyph > 0 && glyph < 0x80 && look & Self.scalarMask == 0 ? UInt8(truncatingIfNeeded: glyph) : nil
    }

    /// True when the cell is a one-column space in the terminal's default look (what erasing
    /// characters leaves).
    @inlinable public var isPlainSpace: Bool { glyph == 0x20 && look == 1 << Self.widthShift }

    /// Calls `body` with each scalar the cell shows, in order, without making a string.
    public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
        // Scalars 0 to 2 in `glyph`, scalar 3 in `look`; no array, so no allocation.
        for index: UInt64 in 0..<4 {
            let value = index < 3 ? glyph >> (index * Self.scalarBits) & Self.scalarMask : look & Self.scalarMask
            if value != 0, let scalar = Unicode.Scalar(UInt32(value)) { body(scalar) }
        }
    }

    /// `style` packed into the bits of `look` it occupies.
    static func styleBits(_ style: Style) -> UInt64 {
        bits(style.foreground) << foregroundShift | bits(style.background) << backgroundShift
            | UInt64(style.attributes.rawValue) << attributesShift
    }

    private static func bits(_ color: Color) -> UInt64 {
        switch color {
        case .default: return 0
        case .palette(let index): return 0x100 | UInt64(index)
        }
    }

    private static func color(_ bits: UInt64) -> Color {
        bits & 0x100 == 0 ? .default : .palette(UInt8(truncatingIfNeeded: bits))
    }

    /// The characters shown; empty for a continuation cell.
    public var text: String {
        // One ASCII scalar (most cells): a small string, without building a scalar view.
        if glyph > 0, glyph < 0x80, look & Self.scalarMask == 0 { return String(Character(Unicode.Scalar(UInt8(glyph)))) }
        var result = String.UnicodeScalarView()
        forEachScalar { result.append($0) }
        return String(result)
    }

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell { Cell(ascii: 0x20, look: styleBits(style)) }

    /// True when both cells show the same characters in the same style and width.
    public static func == (a: Cell, b: Cell) -> Bool { a.glyph == b.glyph && a.look == b.look }

    /// Hashes both words; equal cells hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(glyph)
        hasher.combine(look)
    }
}

extension Cell: CustomStringConvertible {
    /// The text, style and width, as test failures show a cell.
    public var description: String { "Cell(\(text.debugDescription), \(style), width \(width))" }
}
