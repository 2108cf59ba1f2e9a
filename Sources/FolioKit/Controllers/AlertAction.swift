/// A button of an alert or action sheet: a title, a style and a handler (UIAlertAction's role).
///
/// The handler runs after the alert has been dismissed, as UIKit runs it, with the action itself.
@MainActor
public final class AlertAction {
    /// How an action is drawn and where it goes (UIAlertAction.Style).
    public enum Style: Sendable {
        /// An ordinary button.
        case `default`
        /// The button that cancels and changes nothing: Esc runs it. An alert holds at most one.
        case cancel
        /// A button that may change or delete data, drawn in red.
        case destructive
    }

    /// The button's text.
    public let title: String?
    /// How the button is drawn.
    public let style: Style
    /// Whether the button can be chosen; a disabled one is drawn dim and cannot be highlighted.
    public var isEnabled = true { didSet { if isEnabled != oldValue { controller?.actionsDidChange() } } }
    /// What choosing the button does; nil dismisses the alert and does nothing more.
    let handler: ((AlertAction) -> Void)?
    /// The alert the action was added to.
    weak var controller: AlertController?

    /// Creates an action with a title, a style and a handler run after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
