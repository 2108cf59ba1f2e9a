/// One row of a table (UITableViewCell's role).
///
/// A text label, an optional detail label and an accessory mark. Tables reuse cells; configure
/// every field in `cellForRowAt`.
@MainActor
open class TableViewCell: View {
    /// Where the labels go (UITableViewCell.CellStyle).
    public enum CellStyle: Hashable, Sendable {
        /// The text label only.
        case `default`
        /// Text at the left, detail dimmed at the right.
        case value1
        /// Detail dimmed at the left in a narrow column, text after it.
        case value2
        /// Text, then the detail on the row below when the row is two rows high (otherwise at
        /// the right, as `value1`).
        case subtitle
    }

    /// The mark at the right end of the row (UITableViewCell.AccessoryType).
    public enum AccessoryType: Hashable, Sendable {
        case none
        /// `›`: the row leads somewhere deeper.
        case disclosureIndicator
        /// `✓`: the row is chosen.
        case checkmark
        /// `ⓘ ›`: details and deeper.
        case detailDisclosureButton
        /// `ⓘ`: details.
        case detailButton
    }

    /// How a selected cell is drawn; `.none` draws no selection (UITableViewCell.SelectionStyle).
    public enum SelectionStyle: Hashable, Sendable { case none, blue, gray, `default` }

    /// The layout of the labels.
    public let style: CellStyle
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The main text.
    public let textLabel: Label?
    /// The secondary text; nil for `.default` cells, as in UIKit.
    public private(set) var detailTextLabel: Label?
    /// The view custom content goes in; the labels live here too.
    public let contentView = View()
    /// The mark at the right.
    public var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Whether the selection is drawn.
    public var selectionStyle: SelectionStyle = .default { didSet { setNeedsDisplay() } }
    /// True when the table's selection is this row.
    public internal(set) var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    /// True when the table's keyboard cursor is on this row.
    public internal(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// True when the table has the keyboard focus, so the cursor is drawn in reverse video.
    var tableIsFocused = false { didSet { if tableIsFocused != oldValue { setNeedsDisplay() } } }

    /// Creates a cell.
    ///
    /// A table makes registered cells with this initializer, so a subclass that defines its own
    /// must mark it `required` (Swift cannot make a class from its name).
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        textLabel = Label()
        detailTextLabel = style == .default ? nil : Label(style: FolioKit.Style(.dim))
        super.init()
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// Called before the table hands the cell out again; reset per-row state here.
    open func prepareForReuse() {}

    /// The labels' layout: the configuration's, else the cell's style.
    var layoutStyle: CellStyle { contentConfiguration?.layout ?? style }

    /// The iOS 14 way to fill a cell: set a configuration from `defaultContentConfiguration()`.
    public var contentConfiguration: ListContentConfiguration? {
        didSet { applyConfiguration() }
    }

    /// A configuration for this cell's style, empty, to fill and assign to `contentConfiguration`.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    private func applyConfiguration() {
        guard let configuration = contentConfiguration else { return }
        if detailTextLabel == nil, configuration.secondaryText != nil {
            let detail = Label(style: FolioKit.Style(.dim))
            detailTextLabel = detail
            contentView.addSubview(detail)
        }
        let symbol = configuration.image?.symbol.map { $0 + " " } ?? ""
        textLabel?.text = configuration.text.map { symbol + $0 }
        configuration.textProperties.apply(to: textLabel)
        detailTextLabel?.text = configuration.secondaryText
        configuration.secondaryTextProperties.apply(to: detailTextLabel)
        setNeedsLayout()
    }

    /// Sets the selection without a delegate call.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// The accessory's text, drawn after the content.
    public var accessoryText: String {
        switch accessoryType {
        case .none: return ""
        case .disclosureIndicator: return "›"
        case .checkmark: return "✓"
        case .detailDisclosureButton: return "ⓘ ›"
        case .detailButton: return "ⓘ"
        }
    }

    open override func layoutSubviews() {
        let accessory = TextWidth.width(of: accessoryText)
        let width = bounds.width - 1 - (accessory > 0 ? accessory + 2 : 1)
        contentView.frame = Rect(x: 1, y: 0, width: max(0, width), height: bounds.height)
        layoutLabels(width: max(0, width))
    }

    private func layoutLabels(width: Int) {
        guard let textLabel else { return }
        let detailText = detailTextLabel?.text ?? ""
        let detailWidth = min(TextWidth.width(of: TextWidth.visible(detailText)), width / 2)
        switch layoutStyle {
        case .default:
            textLabel.frame = Rect(x: 0, y: 0, width: width, height: 1)
        case .subtitle where bounds.height >= 2:
            textLabel.frame = Rect(x: 0, y: 0, width: width, height: 1)
            detailTextLabel?.frame = Rect(x: 0, y: 1, width: width, height: bounds.height - 1)
        case .value1, .subtitle:
            let gap = detailWidth > 0 ? 1 : 0
            textLabel.frame = Rect(x: 0, y: 0, width: max(0, width - detailWidth - gap), height: 1)
            detailTextLabel?.frame = Rect(x: width - detailWidth, y: 0, width: detailWidth, height: 1)
            detailTextLabel?.alignment = .right
        case .value2:
            let column = min(12, width / 3)
            detailTextLabel?.frame = Rect(x: 0, y: 0, width: column, height: 1)
            detailTextLabel?.alignment = .right
            textLabel.frame = Rect(x: column + 1, y: 0, width: max(0, width - column - 1), height: 1)
        }
    }

    open override func draw(_ surface: inout Surface) {
        let accessory = accessoryText
        guard !accessory.isEmpty else { return }
        let x = bounds.width - 1 - TextWidth.width(of: accessory)
        surface.draw(accessory, at: Point(x: x, y: 0), style: FolioKit.Style(.dim))
    }

    /// Draws the cell, then marks the cursor and the selection over it: reverse and bold for the
    /// cursor of a focused table, underline for the cursor of an unfocused one and for a
    /// selected row the cursor has left.
    override func render(_ surface: inout Surface) {
        super.render(&surface)
        guard !isHidden, selectionStyle != .none else { return }
        let row = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        if isHighlighted && tableIsFocused {
            surface.highlight(row, adding: [.reverse, .bold])
        } else if isHighlighted || isSelected {
            surface.highlight(row, adding: .underline)
        }
    }
}
