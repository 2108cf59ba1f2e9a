/// Where presented controllers go on the screen: a pure function of the style, the window's
/// size and its traits, tested by table.
public enum PresentationLayout {
    /// What `style` is in traits: `.automatic` becomes a page sheet when horizontally regular
    /// and full screen when compact; the other styles are themselves.
    public static func resolve(_ style: ViewController.ModalPresentationStyle, in traits: TraitCollection) -> ViewController.ModalPresentationStyle {
        guard style == .automatic else { return style }
        return traits.horizontalSizeClass == .compact ? .fullScreen : .pageSheet
    }

    /// The rectangle a presented controller's view takes in a window of `bounds`; a sheet's
    /// border goes around it, where there is room.
    ///
    /// A form sheet or popover takes `preferredSize` where it is not zero, as much of it as fits
    /// inside its border.
    public static func outerFrame(for style: ViewController.ModalPresentationStyle, in bounds: Rect,
                                  traits: TraitCollection, preferredSize: Size = .zero) -> Rect {
        let w = bounds.width, h = bounds.height
        switch resolve(style, in: traits) {
        case .fullScreen, .overFullScreen, .automatic:
            return bounds
        case .pageSheet:
            // Wider and taller than a form sheet, open at the bottom as an iPad's page sheet is,
            // and below the presenter's top row (its bar) and the sheet's own border.
            let width = min(w, max(60, w * 5 / 6))
            return Rect(x: (w - width) / 2, y: min(2, h), width: width, height: max(0, h - 2))
        case .formSheet, .popover:
            let width = preferredSize.width > 0 ? max(1, min(w - 2, preferredSize.width)) : min(w, max(40, w * 3 / 4))
            let height = preferredSize.height > 0 ? max(1, min(h - 2, preferredSize.height)) : min(h, max(10, h * 3 / 4))
            return Rect(x: (w - width) / 2, y: (h - height) / 2, width: width, height: height)
        }
    }

    /// True for the styles that rise from the bottom edge and fall back: the sheets.
    ///
    /// A full-screen presentation covers the presenter at once.
    public static func rises(_ style: ViewController.ModalPresentationStyle, in traits: TraitCollection) -> Bool {
        switch resolve(style, in: traits) {
        case .pageSheet, .formSheet, .popover: return true
        case .fullScreen, .overFullScreen, .automatic: return false
        }
    }

    /// Rows a sheet whose top rests at `top` is moved down when `lowered` (0...1) of its rise is
    /// still to come in a window `height` rows tall: all the way below the bottom edge at 1.
    public static func drop(top: Int, height: Int, lowered: Double) -> Int {
        Int((Double(max(0, height - top + 1)) * min(1, max(0, lowered))).rounded())
    }

    /// The rectangle of a sheet's backing and border around `content`, kept inside `bounds`.
    public static func borderFrame(around content: Rect, in bounds: Rect) -> Rect {
        Rect(x: content.minX - 1, y: content.minY - 1, width: content.width + 2, height: content.height + 2).intersection(bounds)
    }
}

extension Window {
    /// Puts a presented controller's view on top, over an opaque backing that carries a
    /// sheet's border, so nothing of the presenter shows through.
    func installPresentation(_ controller: ViewController) {
        let backing = PresentationBackingView()
        controller.presentationBacking = backing
        addSubview(backing)
        addSubview(controller.view)
        layoutPresentation(controller)
        setNeedsLayout()
    }

    /// Takes a presented controller's view and its backing off the screen.
    func uninstall(presented controller: ViewController) {
        controller.presentationBacking?.removeFromSuperview()
        controller.presentationBacking = nil
        controller.view.removeFromSuperview()
    }

    /// Frames a presented controller and its backing for the current size and traits.
    func layoutPresentation(_ controller: ViewController) {
        let resting = controller.presentationFrame(in: bounds) ?? PresentationLayout.outerFrame(for: controller.modalPresentationStyle, in: bounds, traits: traitCollection,
                                                    preferredSize: controller.preferredContentSize)
        // A rising or falling sheet is its resting frame moved down, border and all.
        let drop = PresentationLayout.drop(top: resting.minY, height: bounds.height, lowered: controller.presentationBacking?.lowered ?? 0)
        let content = resting.offsetBy(dx: 0, dy: drop)
        let bordered = resting != bounds && !controller.view.drawsOwnPresentationBorder
        controller.presentationBacking?.frame = bordered ? PresentationLayout.borderFrame(around: content, in: bounds) : content
        controller.presentationBacking?.showsBorder = bordered
        controller.presentationBacking?.borderedContent = content
        controller.view.frame = content
    }
}

/// The opaque area behind a presented controller, with a box around it for a sheet.
@MainActor
final class PresentationBackingView: View {
    var showsBorder = false { didSet { setNeedsDisplay() } }
    /// How much of a sheet's rise is still to come, 0...1 (1 is below the screen): it moves while
    /// a sheet is presented or dismissed with animation.
    var lowered = 0.0
    /// The sheet's content in the window's coordinates; the border is drawn around it, and the
    /// sides that the window's edges cut are not drawn.
    var borderedContent: Rect = .zero { didSet { if borderedContent != oldValue { setNeedsDisplay() } } }

    override func draw(_ surface: inout Surface) {
        surface.fill(bounds)
        guard showsBorder else { return }
        let left = borderedContent.minX - 1 - frame.minX, top = borderedContent.minY - 1 - frame.minY
        let right = left + borderedContent.width + 1, bottom = top + borderedContent.height + 1
        // A sheet rising or falling may lie partly, or wholly, below the screen.
        guard bounds.width > 0, bounds.height > 0, max(0, left) <= min(bounds.width - 1, right) else { return }
        for x in max(0, left)...min(bounds.width - 1, right) {
            let corner = x == left || x == right
            if top >= 0 { surface.draw(corner ? (x == left ? "┌" : "┐") : "─", at: Point(x: x, y: top)) }
            if bottom < bounds.height { surface.draw(corner ? (x == left ? "└" : "┘") : "─", at: Point(x: x, y: bottom)) }
        }
        for y in max(0, top + 1)..<max(max(0, top + 1), min(bounds.height, bottom)) {
            if left >= 0 { surface.draw("│", at: Point(x: left, y: y)) }
            if right < bounds.width { surface.draw("│", at: Point(x: right, y: y)) }
        }
    }
}
