/// A rectangle of the screen that draws itself and holds subviews (UIView's role).
@MainActor
open class View: Responder {
    // The state every frame reads (drawing, layout, dirty marking) is stored in internal
    // properties behind the public ones: all their accesses are then known to the module, and a
    // release build checks their exclusivity statically instead of at each read.
    var storedFrame: Rect = .zero
    var storedSubviews: [View] = []
    var storedIsHidden = false
    /// True when some view inside this one needs layout (so a layout pass goes down only where
    /// something asked, not through the whole tree).
    var subviewNeedsLayout = false

    /// Position and size in the superview's coordinates.
    public var frame: Rect {
        get { storedFrame }
        set {
            let oldValue = storedFrame
            guard newValue != oldValue else { return }
            storedFrame = newValue
            // What the view covered and what it covers now both change on the screen.
            superview?.invalidateScreenArea(oldValue)
            superview?.invalidateScreenArea(newValue)
            if newValue.size != oldValue.size { setNeedsLayout() }
        }
    }
    /// The view's own coordinate space: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: storedFrame.size) }
    /// Views drawn inside this one, back to front.
    public var subviews: [View] { storedSubviews }
    /// The view this one is inside.
    public private(set) weak var superview: View?
    /// A hidden view and its subviews are neither drawn nor laid out.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            superview?.invalidateScreenArea(storedFrame)
            // Layout asked for while hidden waited; it is due now.
            if !newValue && (needsLayout || subviewNeedsLayout) { requestLayoutAbove() }
        }
    }
    /// When set, the view's area is cleared in this style before it draws.
    public var backgroundStyle: Style? { didSet { if backgroundStyle != oldValue { setNeedsDisplay() } } }
    /// Accepted for UIKit code and ignored; see `AutoresizingMask`.
    public var autoresizingMask: AutoresizingMask = []
    /// Insets from each edge that bars cover; content should stay inside them.
    public internal(set) var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { setNeedsLayout(); setNeedsDisplay(); safeAreaInsetsDidChange() } }
    }
    /// Gesture recognizers that get the key layer's swipes and taps over this view.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The view controller whose root view this is; it is the next responder.
    weak var owningViewController: ViewController?
    weak var hostWindow: Window?
    private(set) var needsLayout = true

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        self.storedFrame = frame
        super.init()
    }

    open override var next: Responder? { owningViewController ?? superview }

    /// The window this view is in, if any.
    public var window: Window? { hostWindow ?? superview?.window }

    /// Adds a view on top of the others.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.superview = self
        invalidateScreenArea(view.storedFrame)
        setNeedsLayout()
        if view.needsLayout || view.subviewNeedsLayout { view.requestLayoutAbove() }
    }

    /// Adds a view just below `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = storedSubviews.firstIndex { $0 === sibling } ?? storedSubviews.count
        storedSubviews.insert(view, at: index)
        view.superview = self
        invalidateScreenArea(view.storedFrame)
        setNeedsLayout()
        if view.needsLayout || view.subviewNeedsLayout { view.requestLayoutAbove() }
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let w = window, let responder = w.firstResponder, responder.isDescendant(of: self) {
            w.resignFirstResponder(responder)
        }
        parent.invalidateScreenArea(frame)
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// True when this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current { if v === view { return true }; current = v.superview }
        return false
    }

    /// Attaches a gesture recognizer.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Asks for a layout pass before the next frame.
    ///
    /// Marks nothing dirty: frames that layout changes mark their old and new areas, and a
    /// view whose layout changes what it draws (a list's scroll position) marks itself.
    public func setNeedsLayout() {
        needsLayout = true
        requestLayoutAbove()
    }

    /// Marks every view above this one as having a view inside that needs layout, up to one
    /// already marked (whose own superviews then are too), and tells the window.
    func requestLayoutAbove() {
        var current = superview
        while let view = current, !view.subviewNeedsLayout {
            view.subviewNeedsLayout = true
            current = view.superview
        }
        window?.isLayoutPending = true
    }

    /// Asks for the whole view to be drawn again in the next frame.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Asks for `rect` (in the view's coordinates) to be drawn again in the next frame.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !isHidden else { return }
        invalidateScreenArea(rect)
    }

    /// Marks `rect` (in this view's coordinates) dirty on the window, clipped by every view
    /// above, as drawing clips it; nothing when a view above is hidden.
    func invalidateScreenArea(_ rect: Rect) {
        var area = rect.intersection(bounds)
        var view: View = self
        while true {
            if view.storedIsHidden { return }
            guard let parent = view.superview else { break }
            let frame = view.storedFrame
            area = area.offsetBy(dx: frame.minX, dy: frame.minY).intersection(parent.bounds)
            view = parent
        }
        guard !area.isEmpty, let window = view as? Window else { return }
        window.invalidate(area)
    }

    /// Lays out this view (if asked) and its subviews, top-down.
    ///
    /// Only the branches where some view asked for layout are visited; a hidden view keeps its
    /// request until it is shown.
    public func layoutIfNeeded() {
        guard !storedIsHidden else { return }
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        guard subviewNeedsLayout else { return }
        // Cleared before the subviews run: a request they make marks this view again.
        subviewNeedsLayout = false
        for sub in storedSubviews { sub.layoutIfNeeded() }
    }

    /// True when this view or one shown inside it still needs layout.
    var subtreeNeedsLayout: Bool {
        guard !storedIsHidden else { return false }
        return needsLayout || (subviewNeedsLayout && storedSubviews.contains { $0.subtreeNeedsLayout })
    }

    /// Places subviews; override to set their frames.
    ///
    /// Draws nothing.
    open func layoutSubviews() {}

    /// Called when the safe-area insets change.
    open func safeAreaInsetsDidChange() {}

    /// Draws the view's own content into `surface`, in its own coordinates.
    open func draw(_ surface: inout Surface) {}

    /// Draws this view and then its subviews.
    func render(_ surface: inout Surface) {
        guard !storedIsHidden, !surface.clip.isEmpty else { return }
        if let backgroundStyle { surface.fill(bounds, style: backgroundStyle) }
        draw(&surface)
        for sub in storedSubviews where !sub.storedIsHidden {
            surface.within(sub.storedFrame) { sub.render(&$0) }
        }
    }

    /// Where this view's (0, 0) is on the screen.
    public var screenOrigin: Point {
        var x = frame.minX, y = frame.minY
        var current = superview
        while let v = current { x += v.frame.minX; y += v.frame.minY; current = v.superview }
        return Point(x: x, y: y)
    }

    /// Handles a mouse event at `point` (view coordinates); returns true when handled.
    ///
    /// Unhandled events go to the superview.
    open func handleMouse(_ event: MouseEvent, at point: Point) -> Bool { false }

    /// The deepest visible view at `point` (in this view's coordinates), top-most first.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(Point(x: point.x - sub.frame.minX, y: point.y - sub.frame.minY)) { return hit }
        }
        return self
    }

    /// True for a view that draws its own border when presented as a sheet, so the window adds none.
    var drawsOwnPresentationBorder: Bool { false }

    /// Whether this view can take key input as first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this view takes typed characters before gestures see them (a text field).
    open var isTextInput: Bool { false }

    /// Where the terminal cursor should sit while this view is first responder, in its coordinates.
    open var cursorPosition: Point? { nil }

    /// True when this view is the window's first responder.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes this view the first responder; returns false when it cannot.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window else { return false }
        window.makeFirstResponder(self)
        return true
    }

    /// Gives up first responder status.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        window?.resignFirstResponder(self)
        return true
    }

    /// Called after the view becomes or stops being first responder.
    open func firstResponderDidChange() {}
}
