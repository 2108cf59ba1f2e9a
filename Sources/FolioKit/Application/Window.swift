/// The root of the view tree: holds the root controller, the first responder and the traits,
/// and turns keys into gestures and responder-chain events (UIWindow's role).
@MainActor
public final class Window: View {
    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.hostWindow = nil
            guard let root = rootViewController else { return }
            root.hostWindow = self
            root.propagate(traits: traitCollection)
            addSubview(root.view)
            setNeedsLayout()
        }
    }
    /// The view that gets keys first.
    public private(set) var firstResponder: View?
    /// The traits of the current terminal size.
    public private(set) var traitCollection: TraitCollection
    /// The rule from size to traits.
    public var traitRules: TraitRules { didSet { resize(to: frame.size) } }
    /// Which keys emulate which gestures.
    public var gestureKeys = GestureKeyMap.standard
    /// The application, which ends the responder chain.
    public weak var application: Application?
    /// A one-line message drawn over the bottom row until the next key (a toast).
    public var notice: String? {
        didSet { if notice != oldValue { noticeProgress = nil; invalidate(noticeRow) } }
    }
    /// How far the work the notice tells of has come (0...1); nil draws no bar.
    ///
    /// It is drawn as a `ProgressView` bar at the right of the notice row, beside the text,
    /// where the row has room. A new notice clears it: set it after the notice it goes with.
    public var noticeProgress: Float? {
        didSet { if noticeProgress != oldValue { noticeProgressView.progress = noticeProgress ?? 0; invalidate(noticeRow) } }
    }
    /// The bar `noticeProgress` draws.
    let noticeProgressView = ProgressView()
    /// The application's key table: the keys of every named command, gesture and bar item, for
    /// matching and for help alike (`.none`: every command keeps its own keys).
    public var keyBindings = KeyBindings.none {
        didSet { if keyBindings !== oldValue { keyBindingsDidChange() } }
    }
    /// Rectangles of `backGrid` moved since the last frame (Window+Scroll).
    var movedRects: [GridScroll] = []
    /// What the last `renderDirty` moved instead of drawing again (Window+Scroll): a hint for
    /// a terminal that scrolls regions.
    public internal(set) var lastFrameScrolls: [GridScroll] = []
    /// True when a frame compares the whole rows of a moved rectangle, not only the rectangle:
    /// for a terminal that scrolls whole lines and finds them among the rows compared in full.
    public var comparesMovedRowsWhole = false
    /// Takes the next key instead of the responder chain (see `captureNextKey`).
    private var keyCapture: ((Key) -> Void)?
    /// The drag that owns the pointer between a press and its release (Window+Pointer).
    var pointerCapture: PointerCapture?
    /// The resize whose coordinator completes after the next layout pass.
    var sizeTransition: TransitionCoordinator?
    /// Screen cells to draw again in the next frame (bars waiting to be rebuilt are rebuilt first).
    public var dirtyRegion: DirtyRegion { rootViewController?.refreshPendingBars(); return pendingRegion }
    /// True when some view asked for layout since the last layout pass.
    public internal(set) var layoutPending = true
    // Internal storage behind `dirtyRegion`, which every view's invalidation writes.
    var pendingRegion: DirtyRegion
    /// The region the last frame returned, kept to be cleared and reused as the next pending
    /// one (the caller's copy is gone by then), so a frame allocates no region.
    var spareRegion = DirtyRegion(size: .zero)
    /// The grid the incremental frames draw into; it holds the last frame between frames.
    var backGrid = CellGrid(size: .zero)
    /// Whether `backGrid` was drawn without colours.
    var backGridIsMonochrome = false
    /// Counts changes to which views are in the window and shown (Window+Focus).
    var hierarchyGeneration = 0
    /// The first responder and focused view last found shown inside it, and the hierarchy
    /// generation they were found in (Window+Focus).
    var verifiedFocus: (generation: Int, responder: ObjectIdentifier, container: ObjectIdentifier)?
    /// True when something changed since the last frame.
    public var needsDisplay: Bool { layoutPending || !pendingRegion.isEmpty }

    /// Creates a window of a size.
    public init(size: Size, traitRules: TraitRules = .standard) {
        self.traitRules = traitRules
        self.traitCollection = traitRules.traits(for: size)
        self.pendingRegion = DirtyRegion(size: size)
        super.init(frame: Rect(origin: .zero, size: size))
        hostWindow = self
    }

    public override var next: Responder? { application }
    public override var responderTitle: String { "General" }

    /// Marks the whole window dirty.
    public override func setNeedsDisplay() { invalidate(bounds) }

    /// Gives the window a new size: traits are recomputed and every controller hears
    /// `viewWillTransition(to:)` and, if traits changed, `traitCollectionDidChange`, parents first.
    public func resize(to size: Size) {
        completeSizeTransition()
        frame = Rect(origin: .zero, size: size)
        setNeedsDisplay()
        traitCollection = traitRules.traits(for: size)
        beginSizeTransition(to: size)
        setNeedsLayout()
    }

    /// Shows the root controller: it and its visible children get their appearance callbacks.
    public func makeKeyAndVisible() {
        layout()
        rootViewController?.transitionAppearance(true, animated: false)
        layout()
    }

    // MARK: Presentation

    /// The topmost presented controller, or the root.
    public var topController: ViewController? {
        var current = rootViewController
        while let presented = current?.presentedViewController { current = presented }
        return current
    }

    func install(presented controller: ViewController) { installPresentation(controller) }

    // MARK: Layout and drawing

    /// Runs the layout pass: frames top-down, then focus is checked.
    public func layout() {
        rootViewController?.view.frame = bounds
        var presented = rootViewController?.presentedViewController
        while let controller = presented {
            layoutPresentation(controller)
            presented = controller.presentedViewController
        }
        // Frames set during the pass ask for layout of views the same pass lays out next; only
        // a view left needing layout (asked again after its turn) takes another pass.
        for _ in 0..<3 {
            layoutIfNeeded()
            layoutPending = subtreeNeedsLayout
            if !layoutPending { break }
        }
        completeSizeTransition()
        updateFocus()
    }

    /// Draws the whole view tree into a fresh grid.
    ///
    /// The reference the incremental frames of `renderDirty(isMonochrome:)` must equal; the
    /// dirty region is left as it is.
    public func render(isMonochrome: Bool = false) -> CellGrid {
        var surface = Surface(grid: CellGrid(size: bounds.size), isMonochrome: isMonochrome)
        render(&surface)
        drawNotice(&surface)
        return surface.grid
    }

    /// Where the terminal cursor should be: the first responder's, if it shows one.
    public var screenCursorPosition: Point? {
        guard let responder = firstResponder, let local = responder.cursorPosition else { return nil }
        let origin = responder.screenOrigin
        return Point(x: origin.x + local.x, y: origin.y + local.y)
    }

    // MARK: Focus

    /// The deepest controller on the focus path: the top presented (or root) controller, then
    /// each container's focused child.
    public var focusedController: ViewController? {
        var current = topController
        while let child = current?.focusedChild { current = child }
        return current
    }

    func makeFirstResponder(_ view: View) { setFirstResponder(view) }

    func resignFirstResponder(_ view: View) {
        if firstResponder === view { setFirstResponder(nil) }
    }

    /// Makes `view` the first responder (nil for none), telling both views and, when the keyboard
    /// comes or goes, the controllers above the text input.
    func setFirstResponder(_ view: View?) {
        guard firstResponder !== view else { return }
        let old = firstResponder
        firstResponder = view
        old?.firstResponderDidChange()
        view?.firstResponderDidChange()
        // A view may draw differently as first responder (a list's selection bar).
        old?.setNeedsDisplay()
        view?.setNeedsDisplay()
        let keyboardBefore = old?.isTextInput ?? false, keyboardAfter = view?.isTextInput ?? false
        if keyboardBefore != keyboardAfter, let changed = keyboardAfter ? view : old {
            var controller = changed.enclosingViewController
            while let c = controller {
                c.keyboardVisibilityChanged(keyboardAfter)
                controller = c.parent
            }
        }
    }

    // MARK: Keys

    /// Routes a key: a text field takes typed characters first; then gesture keys go to the
    /// recognizers from the first responder up; then the responder chain, where `keyBindings`
    /// decide which named command the key runs.
    ///
    /// A key reaches a text field as itself: one the table binds to a command is never typed as
    /// another key's letter. The field keeps its own editing keys (it is first in the chain); a
    /// key it does not edit with goes on up to the commands.
    @discardableResult
    public func sendKey(_ key: Key) -> Bool {
        notice = nil
        if let capture = keyCapture {
            keyCapture = nil
            capture(key)
            return true
        }
        if let responder = firstResponder, responder.isTextInput, key.character != nil || key == .backspace {
            if responder.dispatchKey(key, bindings: keyBindings) { return true }
        }
        if let gesture = gestureKeys.gesture(for: key, in: keyBindings), sendGesture(gesture) { return true }
        let start: Responder = firstResponder ?? focusedController ?? self
        return start.dispatchKey(key, bindings: keyBindings)
    }

    /// Sends the next key to `handler` instead of routing it.
    ///
    /// Used for the second key of a two-key command (`m` then a letter). Esc reaches the handler
    /// too, which should treat it as cancel.
    public func captureNextKey(_ handler: @escaping (Key) -> Void) {
        keyCapture = handler
    }

    /// Routes a mouse event: a click focuses the column and the view under it; then the view
    /// under the pointer, and its superviews, get the event until one handles it.
    @discardableResult
    public func sendMouse(_ event: MouseEvent) -> Bool {
        notice = nil
        if let routed = routePointer(event) { return routed }
        // A press nobody dragged is a tap: it acts as the button goes down, as clicks always did.
        let event = event.kind == .press ? MouseEvent(.click, at: event.location) : event
        let top = topController?.viewIfLoaded ?? self
        let origin = top.screenOrigin
        guard let hit = top.hitTest(Point(x: event.location.x - origin.x, y: event.location.y - origin.y)) else { return false }
        if event.kind == .click {
            var view: View? = hit
            while let v = view, !v.canBecomeFirstResponder { view = v.superview }
            if let target = view {
                focusColumns(containing: target)
                setFirstResponder(target)
            }
        }
        var view: View? = hit
        while let v = view {
            let at = v.screenOrigin
            if v.handleMouse(event, at: Point(x: event.location.x - at.x, y: event.location.y - at.y)) { return true }
            view = v.superview
        }
        return false
    }

    /// Tells every container above `view` which of its children now has the focus.
    private func focusColumns(containing view: View) {
        var child = view.enclosingViewController
        while let c = child, let parent = c.parent {
            parent.focusDidMove(to: c)
            child = parent
        }
    }

    /// Offers a gesture to the recognizers on the views from the first responder up to the window.
    @discardableResult
    public func sendGesture(_ gesture: Gesture) -> Bool {
        for recognizer in activeRecognizers where recognizer.recognize(gesture) {
            return true
        }
        return false
    }

    /// Recognizers on the focus path, innermost view first.
    public var activeRecognizers: [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view: View? = firstResponder ?? focusedController?.viewIfLoaded
        while let v = view {
            result += v.gestureRecognizers
            if let controller = v.owningViewController { result += controller.gestureRecognizersForKeys }
            view = v.superview
        }
        return result
    }

    public override var keyCommands: [KeyCommand] {
        var commands = [KeyCommand(named: .help, keys: [.character("?"), .f(1)], title: "Help") { [weak self] in self?.showHelp() }]
        if let top = topController, top !== rootViewController {
            commands.append(KeyCommand(named: [.cancel, .quit], keys: [.escape, .character("q")], title: "Close",
                                       isEnabled: !top.isModalInPresentation) {
                top.dismiss(animated: true)
            })
        }
        return commands
    }

    /// Presents the help overlay for the current responder chain.
    public func showHelp() {
        guard !(topController is HelpViewController) else { return }
        let start: Responder = firstResponder ?? focusedController ?? self
        let help = HelpViewController(chain: start.responderChain, gestures: gestureHelp(), bindings: keyBindings)
        topController?.present(help, animated: false)
    }

    /// What help lists for the current responder chain: each section's title and rows, each row
    /// with the keys that run it under `keyBindings` (the gestures last).
    public func helpSections() -> [HelpViewController.Section] {
        let start: Responder = firstResponder ?? focusedController ?? self
        return HelpViewController.sections(chain: start.responderChain, gestures: gestureHelp(), bindings: keyBindings)
    }

    private func gestureHelp() -> [HelpViewController.Row] {
        recognizerHelp() + swipeStepHelp()
    }

    private func recognizerHelp() -> [HelpViewController.Row] {
        activeRecognizers.filter { $0.isEnabled && ($0.shouldBegin?($0) ?? true) }.compactMap { recognizer in
            for binding in gestureKeys.bindings where recognizer.accepts(binding.gesture) {
                let keys = gestureKeys.keys(for: binding.gesture, in: keyBindings)
                return keys.isEmpty ? nil : HelpViewController.Row(keys: keys, title: recognizer.title)
            }
            return nil
        }
    }
}

extension View {
    /// The controller owning this view or the nearest view above it.
    var enclosingViewController: ViewController? {
        var current: View? = self
        while let v = current { if let c = v.owningViewController { return c }; current = v.superview }
        return nil
    }
}

