/// Two columns side by side, or one navigation stack (UISplitViewController's role).
///
/// Two columns when the terminal is horizontally regular, one stack when it is compact. Resizing
/// across the threshold collapses and expands it, keeping the user's place.
@MainActor
open class SplitViewController: ViewController {
    /// How the two columns are arranged.
    public enum DisplayMode: Hashable, Sendable {
        /// Pick the best mode for the terminal: side by side in landscape, primary hidden in portrait.
        case automatic
        /// Only the secondary is on screen.
        case primaryHidden
        /// Both columns side by side.
        case allVisible
        /// The primary lies over the secondary, which stays partly visible.
        case primaryOverlay
    }

    /// Which column has the keyboard focus.
    public enum Column: Hashable, Sendable { case primary, secondary }

    /// Gets collapse, expand, display-mode and show calls.
    public weak var delegate: SplitViewControllerDelegate?
    /// The display mode asked for; `displayMode` is what is shown.
    public var preferredDisplayMode: DisplayMode = .automatic {
        didSet { userDisplayMode = nil; displayModeDidChange() }
    }
    /// Share of the width the primary column asks for.
    public var preferredPrimaryColumnWidthFraction: Double = 0.35 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Columns the primary asks for, over the fraction; nil follows the fraction.
    ///
    /// UIKit's `automaticDimension` is nil here. Dragging the divider sets it; it is still
    /// clamped to the minimum, the maximum and the room the secondary needs.
    public var preferredPrimaryColumnWidth: Int? { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Fewest columns the primary takes.
    public var minimumPrimaryColumnWidth = 24 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Most columns the primary takes.
    public var maximumPrimaryColumnWidth = 60 { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Whether the swipes show and hide the primary column (on by default).
    public var presentsWithGesture = true {
        didSet { for recognizer in gestureRecognizers { recognizer.isEnabled = presentsWithGesture } }
    }
    /// Recognizers for the swipes that show and hide the primary column.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The column with the keyboard focus while expanded.
    public internal(set) var focusedColumn: Column = .primary
    /// True while only one column is shown; changes only after the transition and its
    /// delegate calls have finished.
    public internal(set) var isCollapsed = false

    var primary: ViewController?
    var secondary: ViewController?
    /// A display mode chosen by the user (button, swipe) that holds until the traits change.
    var userDisplayMode: DisplayMode?
    /// What collapsing did, so expanding can undo it.
    var collapseRecord: CollapseRecord?
    var lastAutomaticMode: DisplayMode?

    /// The primary sliding in or out now, if it is (see `SplitColumnMotion`).
    var columnMotion: SplitColumnMotion?
    /// The transition that moves `columnMotion`.
    var columnTransition: Transition?

    /// Controllers on the collapsed stack that belong to the secondary column.
    var secondaryOrigin = Set<ObjectIdentifier>()

    struct CollapseRecord {
        /// The secondary container whose stack was pushed onto the primary.
        var secondaryContainer: ViewController
        /// Whether the secondary column had the focus.
        var focusedColumn: Column
    }

    /// Creates an empty split view controller; set `viewControllers`.
    public override init() {
        super.init()
        setUpGestures()
    }

    /// The controller of `column`, as UIKit's `viewController(for:)`.
    ///
    /// Collapsed, the secondary's controllers live on the primary's stack and `.secondary`
    /// answers nil, as `viewControllers` lists the primary alone. Makes no array, for code that
    /// asks on every key.
    public func viewController(for column: Column) -> ViewController? {
        column == .primary ? primary : secondary
    }

    /// The children: primary and secondary when expanded, the primary alone when collapsed.
    public var viewControllers: [ViewController] {
        get { [primary, isCollapsed ? nil : secondary].compactMap { $0 } }
        set {
            let newPrimary = newValue.first
            let newSecondary = newValue.count > 1 ? newValue[1] : nil
            if newPrimary !== primary { replace(primary, with: newPrimary) { self.primary = $0 } }
            if newSecondary !== secondary { replace(secondary, with: newSecondary) { self.secondary = $0 } }
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The display mode on screen; never `.automatic`.
    ///
    /// Changes after the delegate's `willChangeTo` call.
    public internal(set) var displayMode: DisplayMode = .allVisible
    var hasAppliedDisplayMode = false
    let divider = DividerView()

    /// The button that shows or hides the primary column; its title follows the mode it leads to.
    public private(set) lazy var displayModeButtonItem: BarButtonItem = {
        BarButtonItem(title: "Hide list", key: .character("\\"), command: .toggleList) { [weak self] in self?.performDisplayModeAction() }
    }()

    /// What `automatic` resolves to in the current traits.
    var automaticMode: DisplayMode { SplitLayout.resolve(.automatic, traits: traitCollection) }

    /// Columns the primary takes in the current size (0 when collapsed).
    public var primaryColumnWidth: Int {
        guard !isCollapsed, isViewLoaded else { return 0 }
        return SplitLayout.primaryWidth(totalWidth: view.bounds.width, fraction: preferredPrimaryColumnWidthFraction,
                                        minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth,
                                        preferredWidth: preferredPrimaryColumnWidth)
    }

    /// True when the primary column is on screen.
    public var isPrimaryVisible: Bool { isCollapsed || displayMode != .primaryHidden || secondary == nil }

    // MARK: Containment

    /// Swaps one column's controller, with containment and appearance calls.
    private func replace(_ old: ViewController?, with new: ViewController?, assign: (ViewController?) -> Void) {
        let wasOnScreen = old.map(isOnScreen) ?? false
        old?.willMove(toParent: nil)
        if wasOnScreen { old?.beginAppearanceTransition(false, animated: false) }
        old?.viewIfLoaded?.removeFromSuperview()
        if wasOnScreen { old?.endAppearanceTransition() }
        old?.removeFromParent()
        assign(new)
        guard let new else { return }
        addChild(new)
        if hasTraits { new.propagate(traits: traitCollection) }
        installViews()
        if isOnScreen(new) && isVisible {
            new.transitionAppearance(true, animated: false)
        }
        new.didMove(toParent: self)
    }

    func isOnScreen(_ controller: ViewController) -> Bool {
        guard isViewLoaded, controller.isViewLoaded, controller.view.superview === view else { return false }
        return !controller.view.isHidden
    }

    open override func loadView() {
        // A plain view: the controller lays out the columns (SplitViewController+Layout).
        view = View()
    }

    override func layoutOwnViews() { layOutColumns() }

    open override func viewDidLoad() { installViews() }

    override func environmentDidUpdate() {
        if traitCollection.horizontalSizeClass == .compact && !isCollapsed { collapse() }
        if traitCollection.horizontalSizeClass == .regular && isCollapsed { expand() }
        if lastAutomaticMode != automaticMode {
            lastAutomaticMode = automaticMode
            userDisplayMode = nil
        }
        displayModeDidChange()
    }

    /// Puts the views of the columns that are on screen into the split's view.
    func installViews() {
        guard isViewLoaded else { return }
        // A primary sliding out stays until the slide ends.
        let showsPrimary = isPrimaryVisible || (columnMotion != nil && !isCollapsed)
        let showsSecondary = !isCollapsed
        if let primary {
            if showsPrimary, primary.view.superview !== view { view.addSubview(primary.view) }
            if !showsPrimary, primary.isViewLoaded, primary.view.superview === view { primary.view.removeFromSuperview() }
        }
        if let secondary {
            if showsSecondary, secondary.view.superview !== view {
                if let primaryView = primary?.viewIfLoaded, primaryView.superview === view {
                    view.insertSubview(secondary.view, belowSubview: primaryView)
                } else {
                    view.addSubview(secondary.view)
                }
            }
            if !showsSecondary, secondary.isViewLoaded, secondary.view.superview === view { secondary.view.removeFromSuperview() }
        }
        // The overlaid primary must be drawn over the secondary, opaque, and the divider over both.
        let overlays = (columnMotion?.shownMode ?? displayMode) == .primaryOverlay && !isCollapsed
        if let primaryView = primary?.viewIfLoaded {
            primaryView.backgroundStyle = overlays ? .plain : nil
            if primaryView.superview === view, overlays { view.addSubview(primaryView) }
        }
        view.addSubview(divider)
        divider.isHidden = isCollapsed || !showsPrimary || secondary == nil
        view.setNeedsLayout()
    }

    open override var responderTitle: String { title ?? "Columns" }

    override var gestureRecognizersForKeys: [GestureRecognizer] { gestureRecognizers }

    override func focusDidMove(to child: ViewController) {
        focus(child === primary ? .primary : .secondary)
    }

    // MARK: Focus

    open override var focusedChild: ViewController? {
        if isCollapsed { return primary }
        if focusedColumn == .primary && isPrimaryVisible { return primary }
        return secondary ?? primary
    }

    /// The focused column's choice: a column with nothing to focus leaves the keys to its
    /// controllers rather than sending them to a view in the other column.
    open override var preferredFirstResponder: View? { focusedChild?.preferredFirstResponder }

    /// Applies a display mode saved by state restoration; subclasses may defer it until the size is known.
    open func restoreDisplayMode(_ mode: DisplayMode) { preferredDisplayMode = mode }

    /// Gives back the focus saved by state restoration.
    open func restoreFocus(_ column: Column) { focus(column) }

    /// Moves the keyboard focus to a column, if it is on screen.
    public func focus(_ column: Column) {
        guard !isCollapsed else { return }
        if column == .primary && !isPrimaryVisible { return }
        focusedColumn = column
        window?.setNeedsDisplay()
    }

    open override var keyCommands: [KeyCommand] {
        let bothShown = !isCollapsed && isPrimaryVisible && secondary != nil
        return [
            KeyCommand(named: .switchColumn, keys: [.tab, .backTab], title: "Switch column", isEnabled: bothShown) { [weak self] in
                guard let self else { return }
                self.focus(self.focusedColumn == .primary ? .secondary : .primary)
            },
            KeyCommand(named: [.back, .cancel], keys: [.character("h"), .left, .escape, .backspace], title: "Back to the list",
                       isEnabled: !isCollapsed && focusedColumn == .secondary && isPrimaryVisible) { [weak self] in
                self?.focus(.primary)
            },
            KeyCommand(named: .toggleList, keys: [displayModeButtonItem.keyEquivalent ?? .character("\\")], title: displayModeButtonItem.title,
                       isEnabled: !isCollapsed) { [weak self] in self?.displayModeButtonItem.press() },
        ]
    }

    // MARK: Show

    open override func canPerform(_ action: ContainerAction, sender: Any?) -> Bool { true }

    /// Shows `vc` as the primary (regular), or presents it (compact); see the reference's heuristics.
    ///
    /// A controller already inside the primary goes to the secondary instead.
    open override func show(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed {
            present(vc, animated: true)
        } else if let primary, vc.parent === primary || primary.children.contains(where: { $0 === vc }) {
            viewControllers = [primary, vc]
        } else {
            viewControllers = [vc] + (secondary.map { [$0] } ?? [])
        }
    }

    /// Shows `vc` in the detail position.
    ///
    /// In regular it replaces the secondary (a navigation controller there takes it as its new
    /// stack); in compact it is pushed onto the primary navigation controller, or presented when
    /// there is none. A navigation controller shown while collapsed gives its stack to the
    /// primary's, so there is one bar with the detail's title and a back button to the list;
    /// expanding gives the stack back to it.
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed {
            if let nav = primary as? NavigationController, let detailNav = vc as? NavigationController {
                showCollapsed(detailNavigation: detailNav, on: nav)
            } else if let nav = primary as? NavigationController {
                secondaryOrigin.insert(ObjectIdentifier(vc))
                // The user is now in the detail: expanding gives the focus to the column it
                // goes back to, and a collapse after that brings it back onto the stack.
                collapseRecord?.focusedColumn = .secondary
                nav.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        if let nav = secondary as? NavigationController, !(vc is NavigationController) {
            nav.setViewControllers([vc], animated: false)
        } else {
            viewControllers = [primary, vc].compactMap { $0 }
        }
    }
}
