/// A titled action with a handler, for bar buttons and menus (UIAction's role, iOS 14).
@MainActor
public final class Action: MenuElement {
    /// The title shown in menus, and on a bar button that has no title of its own.
    public var title: String
    /// An image, drawn as its symbol where a terminal has one (see `Image`).
    public var image: Image?
    /// What the action does; it receives the action itself, as UIKit's handler does.
    public let handler: (Action) -> Void

    /// Creates an action.
    public init(title: String = "", image: Image? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.image = image
        self.handler = handler
    }

    /// Runs the handler.
    public func perform() { handler(self) }
}
