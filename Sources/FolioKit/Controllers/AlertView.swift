/// The box an `AlertController` shows: its border, title, message, text fields and actions.
@MainActor
final class AlertView: View {
    /// How an alert's text field shows the room it has: underlined.
    static let fieldStyle = Style(.underline)

    private unowned let controller: AlertController
    /// The first action row shown when they do not all fit.
    private(set) var scrollTop = 0

    init(controller: AlertController) {
        self.controller = controller
        super.init()
    }

    override var canBecomeFirstResponder: Bool { true }
    override var drawsOwnPresentationBorder: Bool { true }
    override var responderTitle: String { controller.responderTitle }

    /// The layout for the window the alert is in (or its own size before it is in one).
    var layout: AlertLayout {
        let size = window?.bounds.size ?? bounds.size
        return AlertLayout(controller, in: size, traits: window?.traitCollection ?? controller.traitCollection)
    }

    override func layoutSubviews() {
        let layout = layout
        for (index, field) in (controller.textFields ?? []).enumerated() {
            field.frame = Rect(x: 2, y: layout.fieldTop + index, width: max(0, layout.frame.width - 4), height: 1)
        }
        keepHighlightShown(layout)
    }

    /// The highlight moved: the rows scroll to show it and are drawn again.
    func highlightDidMove() {
        keepHighlightShown(layout)
        setNeedsDisplay()
    }

    private func keepHighlightShown(_ layout: AlertLayout) {
        scrollTop = min(scrollTop, max(0, layout.rows.count - layout.rowsShown))
        guard let index = layout.rows.firstIndex(where: { $0.contains { $0 === controller.highlighted } }) else { return }
        if index < scrollTop { scrollTop = index }
        if index >= scrollTop + layout.rowsShown { scrollTop = index - layout.rowsShown + 1 }
    }

    override func draw(_ surface: inout Surface) {
        surface.fill(bounds)
        let layout = layout
        let w = bounds.width, h = bounds.height
        guard w >= 2, h >= 2 else { return }
        let rule = String(repeating: "─", count: w - 2)
        surface.draw("┌" + rule + "┐", at: .zero)
        surface.draw("└" + rule + "┘", at: Point(x: 0, y: h - 1))
        for y in 1..<(h - 1) {
            surface.draw("│", at: Point(x: 0, y: y))
            surface.draw("│", at: Point(x: w - 1, y: y))
        }
        let inner = max(0, w - 4)
        for (index, line) in layout.header.enumerated() {
            let x = 2 + max(0, inner - TextWidth.width(of: line.text)) / 2
            surface.draw(line.text, at: Point(x: x, y: 1 + index), style: line.style)
        }
        let visible = Array(layout.rows.dropFirst(scrollTop).prefix(layout.rowsShown))
        let split = layout.rows.first?.count == 2 ? layout.columns(of: layout.rows[0]) : nil
        if let row = layout.separatorRow { drawRule(at: row, width: w, split: split, joinsBelow: true, &surface) }
        for (offset, row) in visible.enumerated() {
            let y = layout.actionsTop + offset
            for (action, column) in zip(row, layout.columns(of: row)) { drawAction(action, x: column.x, y: y, width: column.width, &surface) }
            if let split { surface.draw("│", at: Point(x: split[1].x - 1, y: y)) }
        }
        if let split {
            if layout.separatorRow == nil { surface.draw("┬", at: Point(x: split[1].x - 1, y: 0)) }
            surface.draw("┴", at: Point(x: split[1].x - 1, y: h - 1))
        }
        if layout.rowsShown < layout.rows.count {
            if scrollTop > 0 { surface.draw("▲", at: Point(x: w - 1, y: layout.actionsTop)) }
            if scrollTop + layout.rowsShown < layout.rows.count {
                surface.draw("▼", at: Point(x: w - 1, y: layout.actionsTop + layout.rowsShown - 1))
            }
        }
        if let pinned = layout.pinned {
            drawRule(at: layout.pinnedSeparatorRow, width: w, split: nil, joinsBelow: false, &surface)
            drawAction(pinned, x: 1, y: layout.pinnedRow, width: w - 2, &surface)
        }
    }

    /// A separator across the box at `y`, joined to the border (and to a divider below).
    private func drawRule(at y: Int, width w: Int, split: [(x: Int, width: Int)]?, joinsBelow: Bool, _ surface: inout Surface) {
        surface.draw("├" + String(repeating: "─", count: max(0, w - 2)) + "┤", at: Point(x: 0, y: y))
        if let split, joinsBelow { surface.draw("┬", at: Point(x: split[1].x - 1, y: y)) }
    }

    /// One action's button: its title centred in `width` columns from `x`, in its style.
    private func drawAction(_ action: AlertAction, x: Int, y: Int, width: Int, _ surface: inout Surface) {
        let title = TextWidth.truncate(TextWidth.visible(action.title ?? ""), toWidth: max(0, width - 2))
        let style = Self.style(of: action, in: controller)
        if action === controller.highlighted && action.isEnabled {
            surface.fill(Rect(x: x, y: y, width: width, height: 1), style: Style(.reverse))
        }
        let shown = action === controller.highlighted && action.isEnabled ? style.adding(.reverse) : style
        surface.draw(title, at: Point(x: x + max(0, width - TextWidth.width(of: title)) / 2, y: y), style: shown)
    }

    /// How an action is drawn: red when destructive, bold when preferred (or the cancel action of
    /// an alert without a preferred one, as UIKit draws it), dim when disabled.
    static func style(of action: AlertAction, in controller: AlertController) -> Style {
        guard action.isEnabled else { return Style(.dim) }
        var style = action.style == .destructive ? Style(foreground: .red) : .plain
        let preferred = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        if preferred { style = style.adding(.bold) }
        return style
    }

    /// The action drawn at `point`, if any.
    func action(at point: Point) -> AlertAction? {
        let layout = layout
        if let pinned = layout.pinned, point.y == layout.pinnedRow { return pinned }
        let index = point.y - layout.actionsTop
        guard index >= 0, index < layout.rowsShown, scrollTop + index < layout.rows.count else { return nil }
        let row = layout.rows[scrollTop + index]
        for (action, column) in zip(row, layout.columns(of: row)) where point.x >= column.x && point.x < column.x + column.width {
            return action
        }
        return nil
    }

    override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
        switch event.kind {
        case .click:
            if let action = action(at: point) { controller.run(action) }
        case .wheelDown: controller.moveHighlight(by: 1)
        case .wheelUp: controller.moveHighlight(by: -1)
        default: break
        }
        // The alert is modal: a click anywhere on it goes no further.
        return true
    }
}
