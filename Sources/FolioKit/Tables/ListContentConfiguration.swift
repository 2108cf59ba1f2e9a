/// What a table cell shows, set in one value (UIListContentConfiguration, iOS 14): text,
/// secondary text and an image, with their looks.
public struct ListContentConfiguration: Hashable, Sendable {
    /// How one text of the configuration looks.
    public struct TextProperties: Hashable, Sendable {
        /// The colour; nil is the terminal's own.
        public var color: Color?
        /// Where the text sits.
        public var alignment: Label.Alignment = .left
        /// Lines the text may take (see `Label.numberOfLines`).
        public var numberOfLines = 1
        /// Text attributes added to the label's (`bold` for emphasis).
        public var attributes: TextAttributes = []

        /// Gives these properties to a label.
        @MainActor
        func apply(to label: Label?) {
            guard let label else { return }
            label.textColor = color
            label.alignment = alignment
            label.numberOfLines = numberOfLines
            label.style.attributes = base.union(attributes)
        }

        /// The attributes the label starts from.
        var base: TextAttributes = []
    }

    /// The main text.
    public var text: String?
    /// The secondary text: under the text in two-row cells, at the right otherwise.
    public var secondaryText: String?
    /// An image; a symbol FolioKit knows is drawn before the text.
    public var image: Image?
    /// How the text looks.
    public var textProperties = TextProperties()
    /// How the secondary text looks (dim by default).
    public var secondaryTextProperties = TextProperties(base: .dim)
    /// The cell layout the configuration asks for.
    let layout: TableViewCell.CellStyle

    init(layout: TableViewCell.CellStyle) { self.layout = layout }

    /// Text, with secondary text under it when the row is two rows high.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitle) }
    /// Text with secondary text under it when the row is two rows high.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitle) }
    /// Text at the left, secondary text at the right.
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(layout: .value1) }
    /// A sidebar row: as `cell()`.
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitle) }
}
