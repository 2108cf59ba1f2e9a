/// Where an alert's parts go in a window of a given size: a pure function of its content.
///
/// From the top of the box: its border, the title (bold) and message lines, the text fields, a
/// separator, the action rows (scrolled when they do not all fit), for an action sheet the
/// cancel row below a separator of its own, and the bottom border.
@MainActor
struct AlertLayout {
    /// The box in the window's coordinates, border included.
    var frame: Rect
    /// The title and message lines shown, each with its style.
    var header: [(text: String, style: Style)]
    /// The row of the first text field.
    var fieldTop: Int
    /// The row of the separator between the header and the actions; nil when there is no header.
    var separatorRow: Int?
    /// The rows of actions that scroll (one action a row, or two side by side).
    var rows: [[AlertAction]]
    /// The row of the first action row shown.
    var actionsTop: Int
    /// How many action rows show at once.
    var rowsShown: Int
    /// An action sheet's cancel action, below a separator of its own, never scrolled.
    var pinned: AlertAction?

    /// Widest a box grows, border included.
    static let widest = 56
    /// Narrowest a box is, border included, where the window has room.
    static let narrowest = 32
    /// Widest an action's title may be for two actions to share a row.
    static let sideBySideTitle = 14

    /// True when the alert's two actions share one row, as UIKit lays out an alert of two buttons.
    static func sideBySide(_ alert: AlertController) -> Bool {
        alert.preferredStyle == .alert && alert.actions.count == 2
            && alert.actions.allSatisfy { TextWidth.width(of: $0.title ?? "") <= sideBySideTitle }
    }

    init(_ alert: AlertController, in size: Size, traits: TraitCollection) {
        let W = max(0, size.width), H = max(0, size.height)
        let sheetAtBottom = alert.preferredStyle == .actionSheet && traits.horizontalSizeClass == .compact
        let fieldCount = alert.textFields?.count ?? 0
        let actionWidth = alert.actions.map { TextWidth.width(of: $0.title ?? "") + 4 }.max() ?? 0
        let needed = max(TextWidth.width(of: alert.title ?? ""), TextWidth.width(of: alert.message ?? ""), actionWidth,
                         fieldCount > 0 ? 28 : 0) + 4
        let width = sheetAtBottom ? W : min(max(0, W - 2), max(Self.narrowest, min(Self.widest, needed)))
        let inner = max(1, width - 4)

        var lines: [(text: String, style: Style)] = []
        if let title = alert.title, !title.isEmpty {
            lines += TextWidth.wrap(title, width: inner).map { ($0, Style(.bold)) }
        }
        if let message = alert.message, !message.isEmpty {
            let style = alert.preferredStyle == .actionSheet ? Style(.dim) : .plain
            lines += TextWidth.wrap(message, width: inner).map { ($0, style) }
        }
        let shown = alert.shownActions
        let pinnedCancel = alert.preferredStyle == .actionSheet && shown.count > 1 ? alert.cancelAction : nil
        pinned = pinnedCancel
        let scrolling = shown.filter { $0 !== pinnedCancel }
        rows = Self.sideBySide(alert) ? [scrolling] : scrolling.map { [$0] }

        let hasTop = !lines.isEmpty || fieldCount > 0
        let fixed = 2 + fieldCount + (hasTop ? 1 : 0) + (pinnedCancel != nil ? 2 : 0)
        let tallest = max(3, sheetAtBottom ? H - 1 : H - 2)
        let room = max(0, tallest - fixed)
        let headerShown = lines.isEmpty ? 0 : min(lines.count, max(1, room - rows.count))
        if headerShown < lines.count {
            // The last line shown says that text was left out, as a label's does.
            let last = lines[headerShown - 1]
            lines = Array(lines.prefix(headerShown - 1)) + [(TextWidth.truncate(last.text + "……", toWidth: inner), last.style)]
        }
        header = lines
        rowsShown = rows.isEmpty ? 0 : min(rows.count, max(1, room - headerShown))
        fieldTop = 1 + headerShown
        separatorRow = hasTop ? fieldTop + fieldCount : nil
        actionsTop = (separatorRow ?? 0) + 1
        let height = min(H, fixed + headerShown + rowsShown)
        if sheetAtBottom {
            frame = Rect(x: 0, y: H - height, width: width, height: height)
        } else {
            frame = Rect(x: (W - width) / 2, y: (H - height) / 2, width: width, height: height)
        }
    }

    /// The row of the separator above an action sheet's cancel row.
    var pinnedSeparatorRow: Int { actionsTop + rowsShown }

    /// The row of an action sheet's cancel action.
    var pinnedRow: Int { actionsTop + rowsShown + 1 }

    /// Where each action of a row goes across the box: its first column and width, inside the border.
    func columns(of row: [AlertAction]) -> [(x: Int, width: Int)] {
        let inside = max(0, frame.width - 2)
        guard row.count == 2 else { return [(1, inside)] }
        let left = (inside - 1) / 2
        return [(1, left), (2 + left, inside - left - 1)]
    }
}
