import FolioKit

/// The browser's split view: FolioKit's split with Folio's own layout choice.
///
/// It is made as an app developer would make it. FolioKit keeps UIKit's rule (`automatic` hides the
/// primary in a portrait terminal); Folio shows the list beside the detail whenever the detail
/// keeps at least `minimumDetailWidth` columns, and falls back to `automatic` otherwise. Whenever
/// the list is hidden, the detail's bar shows the display-mode button, and going back at the
/// detail's root reveals the list.
@MainActor
public final class BrowserSplitViewController: SplitViewController {
    /// Columns the detail must keep beside the list for the two to sit side by side.
    public var minimumDetailWidth = 60 { didSet { applyLayoutRule(width: view.bounds.width) } }
    /// The list column's width as configured (`list-width`); `(` and `)` change it for the place.
    public var listWidth = ListWidth.automatic { didSet { applyListWidth() } }
    /// A display mode saved at the last quit, applied once the first size is known.
    var restoredDisplayMode: DisplayMode?
    /// The parts shared with the screens: settings, notices, marks, bookmarks, programs.
    public internal(set) var context: BrowserContext?
    /// The split's delegate, kept here: `delegate` is weak (as in UIKit), and a coordinator made
    /// only for the call to `Browser.makeRootController` would otherwise be gone at once, leaving
    /// collapse and expand to the defaults (the detail pushed over the list when narrowed).
    public internal(set) var coordinator: BrowserCoordinator?
    /// Checks typed paths off the main loop.
    let placesWorker = BackgroundWorker(label: "folio.places")
    /// Reads what `Y` copies when only a statement can give it (a database row as JSON).
    let copyWorker = BackgroundWorker(label: "folio.copy")
    /// The list column as it was when the last jump left a document (JSON, SQLite), for `''`:
    /// a document is not read again, and a place inside one is no directory to reopen.
    var previousLists: [ViewController]?
    /// Where the last jump came from, for `''`.
    public internal(set) var previousPlace: BrowserPlace?
    /// Whether the tmux clipboard hint was given (once a session is enough).
    var toldTmuxClipboard = false
    /// The width the terminal is resizing to, for the rule applied once the new traits are known.
    private var transitionWidth: Int?

    /// The preferred display mode for a terminal `width` columns wide.
    public func preferredMode(forWidth width: Int) -> DisplayMode {
        let primary = SplitLayout.primaryWidth(totalWidth: width, fraction: preferredPrimaryColumnWidthFraction,
                                               minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
        return width - primary - 1 >= minimumDetailWidth ? .allVisible : .automatic
    }

    /// Applies the rule, unless code chose a mode the rule never picks (hidden or overlay):
    /// an explicit choice wins, as `preferredDisplayMode` does in UIKit.
    func applyLayoutRule(width: Int) {
        guard width > 0, preferredDisplayMode == .automatic || preferredDisplayMode == .allVisible else { return }
        let wanted = preferredMode(forWidth: width)
        guard preferredDisplayMode != wanted else { return }
        let wasHidden = displayMode == .primaryHidden
        preferredDisplayMode = wanted
        // FolioKit gave the keys to the detail while the list was hidden; the rule showing the
        // list gives them back, as a start at this size would.
        if wasHidden && displayMode == .allVisible && !isCollapsed { focus(.primary) }
    }

    public override var responderTitle: String { "Browser" }

    public override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
        // With new traits coming, the rule waits for them: applied now, `automatic` would
        // resolve with the old ones (a portrait terminal's hidden list) and move the focus to
        // the detail just before a collapse or a rotation.
        transitionWidth = size.width
        if window?.traitCollection == traitCollection { applyLayoutRule(width: size.width) }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Collapsed, no display mode shows; the next expansion applies the rule.
        if traitCollection.horizontalSizeClass == .regular { applyLayoutRule(width: transitionWidth ?? view.bounds.width) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        startListLoads()
        applyLayoutRule(width: view.bounds.width)
        if let restored = restoredDisplayMode {
            restoredDisplayMode = nil
            if restored == .primaryHidden, displayMode != .primaryHidden, !isCollapsed {
                performDisplayModeAction(animated: false)
            }
        }
        updateDetailButton()
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateDetailButton()
    }

    /// Starts the background loads of the lists made before the app existed (the first list,
    /// restored ones), now that the window leads to it: a hidden list column never appears,
    /// yet its list must load for the detail column to show something.
    func startListLoads() {
        for case let nav as NavigationController in viewControllers {
            for case let list as ItemListViewController in nav.viewControllers where list.isViewLoaded {
                list.startBackgroundLoadIfNeeded()
            }
        }
    }

    /// Puts the display-mode button on the left of the detail's bar while the list is hidden
    /// (beside the back button), and takes it away when the list shows.
    func updateDetailButton() {
        guard let nav = viewControllers.last as? NavigationController, nav !== viewControllers.first,
              let root = nav.viewControllers.first else { return }
        let wanted = !isCollapsed && displayMode == .primaryHidden
        let item = root.navigationItem
        let has = item.leftBarButtonItem === displayModeButtonItem
        if wanted && !has {
            item.leftItemsSupplementBackButton = true
            item.leftBarButtonItem = displayModeButtonItem
        } else if !wanted && has {
            item.leftBarButtonItem = nil
        }
    }

    public override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        super.showDetailViewController(vc, sender: sender)
        updateDetailButton()
    }

    public override func encodeRestorableState(with coder: StateCoder) {
        super.encodeRestorableState(with: coder)
        encodeReplacedRoot(with: coder)
        encodeColumnWidth(with: coder)
    }

    public override func decodeRestorableState(with coder: StateCoder) {
        super.decodeRestorableState(with: coder)
        decodeReplacedRoot(with: coder)
        decodeColumnWidth(with: coder)
    }

    /// A hidden list is hidden once the first size is known (before it, the mode is not applied).
    public override func restoreDisplayMode(_ mode: DisplayMode) {
        if mode == .primaryHidden { restoredDisplayMode = mode } else { super.restoreDisplayMode(mode) }
    }

    public override var keyCommands: [KeyCommand] {
        let detailAtRoot = (viewControllers.last as? NavigationController).map { $0.viewControllers.count <= 1 } ?? true
        let reveal = KeyCommand(commands: [.back, .cancel], title: "Show the list",
                                isEnabled: !isCollapsed && displayMode == .primaryHidden && detailAtRoot && presentsWithGesture) {
            [weak self] in
            guard let self else { return }
            self.performDisplayModeAction()
            self.focus(.primary)
        }
        return [reveal] + browserCommands + super.keyCommands
    }
}
