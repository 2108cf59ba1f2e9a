import FolioKit

/// The list column's width: configured (`list-width`), changed with `(` and `)` (or by dragging
/// the divider) for the place, and kept with it.
extension BrowserSplitViewController {
    /// Columns a press of `(` or `)` takes or gives.
    static let listWidthStep = 4
    /// The most columns a share takes in `list-width = auto` (FolioKit's default, as UIKit's).
    static let automaticMaximumWidth = 60
    /// A maximum no terminal reaches: a width the user chose is bounded only by the third of
    /// the terminal the detail keeps.
    static let unboundedListWidth = 100_000

    /// The columns `list-width` gives, when it gives columns.
    var configuredColumns: Int? {
        if case .columns(let columns) = listWidth { return columns }
        return nil
    }

    /// Applies `list-width` to the split's column width settings.
    func applyListWidth() {
        switch listWidth {
        case .automatic:
            preferredPrimaryColumnWidthFraction = 0.35
            maximumPrimaryColumnWidth = Self.automaticMaximumWidth
            preferredPrimaryColumnWidth = nil
        case .share(let percent):
            preferredPrimaryColumnWidthFraction = Double(percent) / 100
            maximumPrimaryColumnWidth = Self.unboundedListWidth
            preferredPrimaryColumnWidth = nil
        case .columns(let columns):
            maximumPrimaryColumnWidth = Self.unboundedListWidth
            preferredPrimaryColumnWidth = columns
        }
    }

    /// The width `list-width` gives in a terminal `totalWidth` columns wide.
    func configuredListWidth(totalWidth: Int) -> Int {
        SplitLayout.primaryWidth(totalWidth: totalWidth, fraction: preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
                                 maximum: listWidth == .automatic ? Self.automaticMaximumWidth : Self.unboundedListWidth,
                                 preferredWidth: configuredColumns)
    }

    /// `(` and `)`: the list column `delta` columns wider, within the minimum and the third of
    /// the terminal the detail keeps; back at the configured width, it follows `list-width` again.
    func changeListWidth(by delta: Int) {
        guard let context else { return }
        guard isViewLoaded, !isCollapsed, isPrimaryVisible else {
            context.notices.notice = isCollapsed
                ? "The list takes the whole width at this size: ( and ) size it beside the detail"
                : "The list is hidden: \\ shows it, then ( and ) size it"
            return
        }
        let total = view.bounds.width, current = primaryColumnWidth
        let wanted = SplitLayout.primaryWidth(totalWidth: total, fraction: preferredPrimaryColumnWidthFraction, minimum: minimumPrimaryColumnWidth,
                                              maximum: Self.unboundedListWidth, preferredWidth: current + delta)
        guard wanted != current else {
            context.notices.notice = delta < 0
                ? "The list is as narrow as it gets (\(current) columns)"
                : "The list is as wide as it gets at \(total) columns: the detail keeps a third"
            return
        }
        if wanted == configuredListWidth(totalWidth: total) {
            applyListWidth()
        } else {
            maximumPrimaryColumnWidth = Self.unboundedListWidth
            preferredPrimaryColumnWidth = wanted
        }
        view.setNeedsLayout()
        window?.setNeedsDisplay()
        context.notices.notice = "List: \(wanted) of \(total) columns (kept for next time)"
    }
}
