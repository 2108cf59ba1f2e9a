/// Something a menu lists: an action or a submenu (UIMenuElement's role).
@MainActor
public protocol MenuElement: AnyObject {
    /// The text shown for it.
    var title: String { get }
}

/// A titled list of actions and submenus that a bar button opens (UIMenu's role).
@MainActor
public final class Menu: MenuElement {
    /// The heading drawn over the choices.
    public var title: String
    /// An image, accepted for UIKit code; the terminal draws only titles.
    public var image: Image?
    /// The actions and submenus, in order.
    public var children: [MenuElement]

    /// Creates a menu.
    public init(title: String = "", image: Image? = nil, children: [MenuElement] = []) {
        self.title = title
        self.image = image
        self.children = children
    }

    /// Every action in the menu, submenus flattened in order, each with its submenu's title.
    public var flattenedActions: [(section: String, action: Action)] {
        children.flatMap { element -> [(section: String, action: Action)] in
            if let action = element as? Action { return [(title, action)] }
            if let menu = element as? Menu { return menu.flattenedActions }
            return []
        }
    }
}
