/// An image as a terminal can show it: one narrow symbol, or nothing (UIImage's role).
///
/// Bar buttons and actions accept images so that UIKit code compiles; a system symbol name
/// FolioKit knows maps to a one-column glyph drawn where a title is missing, and any other
/// image is accepted and drawn as nothing.
public struct Image: Hashable, Sendable {
    /// The glyph drawn for the image, or nil when the terminal has none for it.
    public let symbol: String?
    /// The SF Symbols name the image was made from, if any.
    public let systemName: String?

    /// Creates an image from an SF Symbols name; never fails, so UIKit's `if let` still compiles.
    public init?(systemName: String) {
        self.systemName = systemName
        self.symbol = Self.symbols[systemName]
    }

    /// Creates an image from an asset name; a terminal has no assets, so it draws as nothing.
    public init?(named name: String) {
        self.systemName = nil
        self.symbol = nil
    }

    /// Creates an image drawn as `symbol` (one narrow glyph is best).
    public init(symbol: String) {
        self.systemName = nil
        self.symbol = symbol
    }

    /// Glyphs for the SF Symbols names master-detail apps use most; each is one column wide.
    static let symbols: [String: String] = [
        "plus": "+", "minus": "-", "xmark": "×", "checkmark": "✓", "trash": "⌫",
        "square.and.pencil": "✎", "pencil": "✎", "square.and.arrow.up": "↑", "arrow.clockwise": "↻",
        "magnifyingglass": "⌕", "gear": "⚙", "gearshape": "⚙", "star": "☆", "star.fill": "★",
        "heart": "♡", "heart.fill": "♥", "flag": "⚑", "flag.fill": "⚑", "envelope": "✉",
        "arrowshape.turn.up.left": "↩", "chevron.left": "‹", "chevron.right": "›",
        "sidebar.left": "◧", "ellipsis": "…", "ellipsis.circle": "…", "info.circle": "ⓘ",
        "folder": "▭", "doc": "▯", "tray": "▭", "archivebox": "▤", "paperplane": "➤",
    ]
}
