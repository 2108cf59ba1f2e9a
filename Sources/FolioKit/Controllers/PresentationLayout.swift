/// Where presented controllers go on the screen: a pure function of the style, the window's
/// size and its traits, tested by table.
public enum PresentationLayout {
    /// What `style` is in traits: `.automatic` becomes a page sheet when horizontally regular
    /// and full screen when compact; the other styles are themselves.
    public static func resolve(_ style: ViewController.ModalPresentationStyle, in traits: TraitCollection) -> ViewController.ModalPresentationStyle {
        guard style == .automatic else { return style }
        return traits.horizontalSizeClass == .compact ? .fullScreen : .pageSheet
    }

    /// The rectangle a presentation takes, border included, in a window of `bounds`.
    public static func outerFrame(for style: ViewController.ModalPresentationStyle, in bounds: Rect,
                                  traits: TraitCollection) -> Rect {
        let w = bounds.width, h = bounds.height
        switch resolve(style, in: traits) {
        case .fullScreen, .automatic:
            return bounds
        case .pageSheet:
            // Wider and taller than a form sheet, and open at the bottom as an iPad's page sheet is.
            let width = min(w, max(60, w * 5 / 6))
            return Rect(x: (w - width) / 2, y: min(1, h), width: width, height: max(0, h - 1))
        case .formSheet:
            let width = min(w, max(40, w * 3 / 4))
            let height = min(h, max(10, h * 3 / 4))
            return Rect(x: (w - width) / 2, y: (h - height) / 2, width: width, height: height)
        }
    }

    /// The controller's view frame inside `outer`: inset by the border a sheet gets.
    public static func contentFrame(outer: Rect, bordered: Bool) -> Rect {
        guard bordered, outer.width > 2, outer.height > 2 else { return outer }
        return Rect(x: outer.minX + 1, y: outer.minY + 1, width: outer.width - 2, height: outer.height - 2)
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
        let outer = PresentationLayout.outerFrame(for: controller.modalPresentationStyle, in: bounds, traits: traitCollection)
        let bordered = outer != bounds && !controller.view.drawsOwnPresentationBorder
        controller.presentationBacking?.frame = outer
        controller.presentationBacking?.showsBorder = bordered
        controller.view.frame = PresentationLayout.contentFrame(outer: outer, bordered: bordered)
    }
}

/// The opaque area behind a presented controller, with a box around it for a sheet.
@MainActor
final class PresentationBackingView: View {
    var showsBorder = false { didSet { setNeedsDisplay() } }

    override func draw(_ surface: inout Surface) {
        surface.fill(bounds)
        let w = bounds.width, h = bounds.height
        guard showsBorder, w >= 2, h >= 2 else { return }
        let horizontal = String(repeating: "─", count: w - 2)
        surface.draw("┌" + horizontal + "┐", at: .zero)
        surface.draw("└" + horizontal + "┘", at: Point(x: 0, y: h - 1))
        for y in 1..<(h - 1) {
            surface.draw("│", at: Point(x: 0, y: y))
            surface.draw("│", at: Point(x: w - 1, y: y))
        }
    }
}
