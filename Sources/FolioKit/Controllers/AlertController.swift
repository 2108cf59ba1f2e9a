/// A message with buttons, presented over the current screen: an alert (a centred box) or an
/// action sheet (rows at the bottom, or a box in a regular width) (UIAlertController's role).
///
/// Present it with `present(_:animated:completion:)`. It is modal: every key goes to it until
/// an action is chosen. Up/Down, Left/Right and Tab move the highlight between the enabled
/// actions, Enter runs the highlighted one, Esc runs the cancel action (and does nothing when
/// there is none, as in UIKit), a click on an action runs it. The alert is dismissed first;
/// the action's handler runs once it has gone, as UIKit documents.
///
/// The presenter stays on screen behind the alert, so it hears no appearance callbacks; the
/// alert hears `viewWillAppear`/`viewDidAppear` when presented and `viewWillDisappear`/
/// `viewDidDisappear` when dismissed.
@MainActor
public final class AlertController: ViewController {
    /// The kind of alert (UIAlertController.Style).
    public enum Style: Sendable {
        /// Rows of actions at the bottom of a compact terminal; a box in a regular one, as
        /// UIKit shows an action sheet in a popover.
        case actionSheet
        /// A centred box.
        case alert
    }

    /// The text under the title, wrapped to the box.
    public var message: String? { didSet { if message != oldValue { contentDidChange() } } }
    /// The kind of alert, fixed when it is made.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action Enter runs: it is highlighted when the alert opens and drawn in bold.
    ///
    /// It must be one of `actions` (UIKit raises otherwise; setting another is ignored here).
    public var preferredAction: AlertAction? {
        didSet {
            if let preferred = preferredAction, !actions.contains(where: { $0 === preferred }) { preferredAction = oldValue; return }
            movedHighlight = nil
            contentDidChange()
        }
    }
    /// The text fields added with `addTextField(configurationHandler:)`, in order; nil when
    /// there are none, as in UIKit.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    private var fields: [TextField] = []
    /// The action Enter runs now: the one the highlight was moved to, while it is enabled, else
    /// the preferred action, else the cancel one, else the first enabled one.
    var highlighted: AlertAction? {
        if let movedHighlight, movedHighlight.isEnabled { return movedHighlight }
        return initialHighlight
    }
    /// Where the keys (or a wheel) moved the highlight.
    private var movedHighlight: AlertAction?
    /// True once an action was chosen: the alert is on its way out and takes no second choice.
    private var isFinishing = false

    /// Creates an alert with a title, a message and a style; add actions before presenting it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = preferredStyle == .alert ? .formSheet : .popover
        // Esc belongs to the cancel action, not to the window's "close what is presented".
        isModalInPresentation = true
    }

    /// Adds an action; the cancel action is shown last (in a row of two, first), as UIKit places it.
    ///
    /// An alert holds at most one `.cancel` action: adding a second stops the program, as UIKit
    /// raises an exception for it.
    public func addAction(_ action: AlertAction) {
        precondition(action.style != .cancel || !actions.contains { $0.style == .cancel },
                     "AlertController can only have one action with a style of .cancel")
        actions.append(action)
        action.controller = self
        contentDidChange()
    }

    /// Adds a text field above the actions and lets `configurationHandler` set it up
    /// (placeholder, text) before the alert shows; only an `.alert` can hold text fields, as in UIKit.
    ///
    /// Typing goes to the first field; Tab moves to the next one when there are several. Enter in
    /// a field runs the highlighted action, whose handler reads `textFields`.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an AlertController of style .alert")
        let field = TextField()
        field.backgroundStyle = AlertView.fieldStyle
        field.onSubmit = { [weak self] _ in self?.runHighlighted() }
        field.onCancel = { [weak self] in self?.cancel() }
        fields.append(field)
        for (index, each) in fields.enumerated() where fields.count > 1 {
            each.onTab = { [weak self] in self?.focusField(index + 1) }
            each.onBackTab = { [weak self] in self?.focusField(index - 1) }
        }
        configurationHandler?(field)
        if isViewLoaded { alertView.addSubview(field) }
        contentDidChange()
    }

    // MARK: The view

    /// The box, made with the controller's view.
    private(set) lazy var alertView = AlertView(controller: self)

    public override func loadView() {
        for field in fields { alertView.addSubview(field) }
        view = alertView
    }

    public override var preferredFirstResponder: View? {
        guard isViewLoaded else { return nil }
        return fields.first ?? view
    }

    override func presentationFrame(in bounds: Rect) -> Rect? {
        AlertLayout(self, in: bounds.size, traits: window?.traitCollection ?? traitCollection).frame
    }

    /// Something shown changed: the box is measured and drawn again.
    private func contentDidChange() {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
        view.setNeedsDisplay()
        window?.setNeedsLayout()
    }

    /// An action was enabled or disabled.
    func actionsDidChange() { contentDidChange() }

    /// The action highlighted when the alert opens: the preferred one, else the cancel one (the
    /// safe choice), else the first enabled one.
    private var initialHighlight: AlertAction? {
        if let preferredAction, preferredAction.isEnabled { return preferredAction }
        if let cancel = cancelAction, cancel.isEnabled { return cancel }
        return shownActions.first { $0.isEnabled }
    }

    /// The cancel action, if there is one.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The actions in the order drawn: the cancel action last, or first in a row of two.
    var shownActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancelAction else { return others }
        return AlertLayout.sideBySide(self) ? [cancelAction] + others : others + [cancelAction]
    }

    // MARK: Choosing

    /// Dismisses the alert, then runs `action`'s handler; nothing for a disabled action or once
    /// an action was chosen.
    func run(_ action: AlertAction) {
        guard action.isEnabled, !isFinishing else { return }
        isFinishing = true
        movedHighlight = action
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Runs the highlighted action (Enter).
    func runHighlighted() {
        if let highlighted { run(highlighted) }
    }

    /// Runs the cancel action (Esc); nothing when there is none or it is disabled, as in UIKit.
    func cancel() {
        if let cancelAction { run(cancelAction) }
    }

    /// Moves the highlight `step` enabled actions on, in the order drawn, wrapping around.
    func moveHighlight(by step: Int) {
        let shown = shownActions
        guard !shown.isEmpty, shown.contains(where: { $0.isEnabled }) else { return }
        var index = shown.firstIndex { $0 === highlighted } ?? (step > 0 ? -1 : 0)
        repeat { index = (index + step + shown.count) % shown.count } while !shown[index].isEnabled
        movedHighlight = shown[index]
        if isViewLoaded { alertView.highlightDidMove() }
    }

    private func focusField(_ index: Int) {
        guard !fields.isEmpty, let window else { return }
        window.makeFirstResponder(fields[(index + fields.count) % fields.count])
    }

    public override var keyCommands: [KeyCommand] {
        [
            KeyCommand([.down, .right, .tab], title: "Next action") { [weak self] in self?.moveHighlight(by: 1) },
            KeyCommand([.up, .left, .backTab], title: "Previous action") { [weak self] in self?.moveHighlight(by: -1) },
            KeyCommand([.enter], title: highlighted?.title ?? "Choose") { [weak self] in self?.runHighlighted() },
            KeyCommand(named: .cancel, keys: [.escape], title: cancelAction?.title ?? "Cancel",
                       isEnabled: cancelAction?.isEnabled ?? false) { [weak self] in self?.cancel() },
        ]
    }

    /// An alert is modal: it keeps every key it has no command for, except help and redraw.
    public override func handleKey(_ key: Key) -> Bool {
        let bindings = window?.keyBindings ?? .none
        return !bindings.runs(key, names: [.help], own: [.character("?"), .f(1)])
            && !bindings.runs(key, names: [.redraw], own: [.ctrl("l")])
    }

    public override var responderTitle: String { preferredStyle == .alert ? "Alert" : "Action sheet" }
}
