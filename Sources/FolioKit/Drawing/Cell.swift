/// One cell of the screen: the glyph it shows and its style.
///
/// A two-column glyph sits in its left cell; the cell to its right is a continuation with
/// `width == 0` and empty text. The glyph's scalars (a base and up to three combining marks)
/// are stored inline, so a cell is plain data: copying and comparing the grid every frame is
/// a memory operation, with no reference counting. Further marks on one base are dropped.
public struct Cell: Hashable, Sendable {
    private var scalars: (UInt32, UInt32, UInt32, UInt32)
    /// How the cell looks.
    public var style: Style
    /// Columns taken: 1, 2 for a wide glyph, 0 for the right half of one.
    public var width: UInt8

    /// A space in the terminal's default look.
    public static let blank = Cell(text: " ", style: .plain, width: 1)

    /// Creates a cell.
    public init(text: String, style: Style, width: UInt8) {
        var values: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var index = 0
        for scalar in text.unicodeScalars {
            switch index {
            case 0: values.0 = scalar.value
            case 1: values.1 = scalar.value
            case 2: values.2 = scalar.value
            case 3: values.3 = scalar.value
            default: break
            }
            index += 1
        }
        scalars = values
        self.style = style
        self.width = width
    }

    /// A one-column cell showing one ASCII character (the fast path for plain text).
    init(ascii byte: UInt8, style: Style) {
        scalars = (UInt32(byte), 0, 0, 0)
        self.style = style
        self.width = 1
    }

    /// The characters shown; empty for a continuation cell.
    public var text: String {
        // One ASCII scalar (most cells): a small string, without building a scalar view.
        if scalars.1 == 0, scalars.0 > 0, scalars.0 < 0x80 { return String(Character(Unicode.Scalar(UInt8(scalars.0)))) }
        var result = String.UnicodeScalarView()
        for value in [scalars.0, scalars.1, scalars.2, scalars.3] where value != 0 {
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return String(result)
    }

    /// A space in `style`.
    public static func space(_ style: Style) -> Cell {
        var cell = Cell.blank
        cell.style = style
        return cell
    }

    /// True when both cells show the same characters in the same style and width.
    public static func == (a: Cell, b: Cell) -> Bool {
        a.scalars.0 == b.scalars.0 && a.scalars.1 == b.scalars.1 && a.scalars.2 == b.scalars.2
            && a.scalars.3 == b.scalars.3 && a.style == b.style && a.width == b.width
    }

    /// Hashes the first two scalars, the style and the width; equal cells hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(scalars.0)
        hasher.combine(scalars.1)
        hasher.combine(style)
        hasher.combine(width)
    }
}
