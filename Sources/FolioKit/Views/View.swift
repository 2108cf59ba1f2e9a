/// A rectangle of the screen that draws itself and holds subviews (UIView's role).
@MainActor
open class View: Responder {
    /// Position and size in the superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            guard frame != oldValue else { return }
            // What the view covered and what it covers now both change on the screen.
            superview?.invalidateScreenArea(oldValue)
            superview?.invalidateScreenArea(frame)
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }
    /// The view's own coordinate space: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// Views drawn inside this one, back to front.
    public private(set) var subviews: [View] = []
    // Not weak: a weak reference gives the parent a side table, which every retain and release
    // of it then goes through, and each read of it is a runtime load; the walks up the tree
    // (invalidation, layout requests) read it on every key. It cannot dangle: a view's subviews
    // array keeps its children alive, and its deinit takes itself out of them (below).
    /// The view this one is inside.
    public private(set) nonisolated(unsafe) unowned(unsafe) var superview: View?
    /// A hidden view and its subviews are neither drawn nor laid out.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            hostWindow?.hierarchyGeneration &+= 1
            superview?.invalidateScreenArea(frame)
            // Layout a hidden view skipped is found again by the next pass once it shows.
            if !isHidden && (needsLayout || layoutPendingBelow) {
                markLayoutPendingAbove()
                // And the pass is due now: the window may have none pending.
                window?.layoutPending = true
            }
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
    /// The window this view is in: set on the window itself, and on a subtree as it is added to
    /// or removed from one, so that `window` is one load instead of a walk up weak references.
    weak var hostWindow: Window?
    private(set) var needsLayout = true
    /// True when a subview, or a view inside one, may wait for layout: a layout pass goes down
    /// only the branches that say so, instead of walking the whole tree.
    private var layoutPendingBelow = false

    /// Creates a view with a frame.
    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    // A view freed while its subviews live on elsewhere leaves them without a superview.
    deinit {
        for sub in subviews { sub.superview = nil }
    }

    open override var next: Responder? { owningViewController ?? superview }

    /// The window this view is in, if any.
    public var window: Window? { hostWindow }

    /// Gives this view and every view inside it `window` as the window they are in.
    private func attach(to window: Window?) {
        guard hostWindow !== window else { return }
        hostWindow = window
        for sub in subviews { sub.attach(to: window) }
    }

    /// Adds a view on top of the others.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.attach(to: hostWindow)
        hostWindow?.hierarchyGeneration &+= 1
        // A view that waits for layout (a new one always does) is found by the next pass here.
        if view.needsLayout || view.layoutPendingBelow { view.markLayoutPendingAbove() }
        invalidateScreenArea(view.frame)
        setNeedsLayout()
    }

    /// Adds a view just below `sibling`, or on top when `sibling` is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
        view.attach(to: hostWindow)
        hostWindow?.hierarchyGeneration &+= 1
        // A view that waits for layout (a new one always does) is found by the next pass here.
        if view.needsLayout || view.layoutPendingBelow { view.markLayoutPendingAbove() }
        invalidateScreenArea(view.frame)
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let w = window, let responder = w.firstResponder, responder.isDescendant(of: self) {
            w.resignFirstResponder(responder)
        }
        parent.invalidateScreenArea(frame)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.hostWindow?.hierarchyGeneration &+= 1
        attach(to: nil)
        parent.setNeedsLayout()
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
        markLayoutPendingAbove()
        window?.layoutPending = true
    }

    /// Tells every view above that a view below waits for layout.
    private func markLayoutPendingAbove() {
        unowned(unsafe) var view = superview
        while let current = view {
            current.layoutPendingBelow = true
            view = current.superview
        }
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
        // Unowned walk: every view on the way is kept alive by its superview's subviews, so
        // the walk holds no references (a retain and release a level, on every invalidation).
        unowned(unsafe) var view: View = self
        while true {
            if view.isHidden { return }
            unowned(unsafe) let next = view.superview
            guard let parent = next else { break }
            area = area.offsetBy(dx: view.frame.minX, dy: view.frame.minY).intersection(parent.bounds)
            view = parent
        }
        guard !area.isEmpty, let window = view as? Window else { return }
        window.invalidate(area)
    }

    /// Lays out this view (if asked) and its subviews, top-down.
    public func layoutIfNeeded() {
        guard !isHidden else { return }
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.layoutOwnViews()
            owningViewController?.viewDidLayoutSubviews()
        }
        guard layoutPendingBelow else { return }
        for sub in subviews where sub.needsLayout || sub.layoutPendingBelow { sub.layoutIfNeeded() }
        // What is still pending below (asked again during the pass, or behind a hidden view
        // that will be found when it shows) is all one level down says.
        // A loop, not `contains(where:)`: a MainActor closure handed to the standard library
        // gets a runtime executor check on each call.
        var pending = false
        for sub in subviews where !sub.isHidden && (sub.needsLayout || sub.layoutPendingBelow) {
            pending = true
            break
        }
        layoutPendingBelow = pending
    }

    /// True when this view or one shown inside it still needs layout.
    var subtreeNeedsLayout: Bool {
        guard !isHidden else { return false }
        return needsLayout || layoutPendingBelow
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
        guard !isHidden, !surface.clip.isEmpty else { return }
        if let backgroundStyle { surface.fill(bounds, style: backgroundStyle) }
        draw(&surface)
        // One read of each property a subview (each a checked class access), and the surface
        // narrowed in place rather than through a closure: this loop runs for every view of
        // every dirty rectangle of every frame.
        let children = subviews
        guard !children.isEmpty else { return }
        let origin = surface.origin, clip = surface.clip, size = surface.size
        for index in children.indices {
            // Held by `children`: the walk takes no reference of its own to each child.
            unowned(unsafe) let sub = children[index]
            let frame = sub.frame
            let absolute = frame.offsetBy(dx: origin.x, dy: origin.y)
            let narrowed = clip.intersection(absolute)
            // A view wholly outside the clip (outside the dirty area) is not drawn at all.
            guard !narrowed.isEmpty, !sub.isHidden else { continue }
            surface.origin = absolute.origin
            surface.clip = narrowed
            surface.size = frame.size
            sub.render(&surface)
        }
        surface.origin = origin
        surface.clip = clip
        surface.size = size
    }

    /// Handles a mouse event at `point` (view coordinates); returns true when handled.
    ///
    /// Unhandled events go to the superview.
    open func handleMouse(_ event: MouseEvent, at point: Point) -> Bool { false }

    /// True for a view that draws its own border when presented as a sheet, so the window adds none.
    var drawsOwnPresentationBorder: Bool { false }

    /// Whether this view can take key input as first responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this view takes typed characters before gestures see them (a text field).
    open var isTextInput: Bool { false }

    /// Where the terminal cursor should sit while this view is first responder, in its coordinates.
    open var cursorPosition: Point? { nil }

    /// Called after the view becomes or stops being first responder.
    open func firstResponderDidChange() {}
}
