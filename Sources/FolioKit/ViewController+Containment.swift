extension ViewController {
    /// Adds a child controller; calls the child's `willMove(toParent:)` for you, as UIKit does.
    /// The container calls `didMove(toParent:)` after adding the child's view.
    public func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)` for you, as UIKit
    /// does. The container calls `willMove(toParent: nil)` before.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Sends traits and a size change to this controller and its children, parents first.
    func propagate(traits: TraitCollection, size: Size?) {
        let previous = traitCollection
        if let size { viewWillTransition(to: size) }
        if !hasTraits {
            // The first traits are given silently, as UIKit does since iOS 13.
            hasTraits = true
            traitCollection = traits
        } else if previous != traits {
            traitCollection = traits
            traitCollectionDidChange(previous)
        }
        environmentDidUpdate()
        for child in children { child.propagate(traits: traits, size: size) }
        presentedViewController?.propagate(traits: traits, size: size)
    }

    /// The controller that handles `action` for `sender`: this one if it does, else its parents'.
    public func targetViewController(forAction action: ContainerAction, sender: Any?) -> ViewController? {
        var current: ViewController? = self
        while let c = current {
            if c.canPerform(action, sender: sender) { return c }
            current = c.parent ?? c.presentingViewController
        }
        return nil
    }

}

/// An action a container can perform for a descendant (`targetViewController(forAction:sender:)`).
public enum ContainerAction: Sendable {
    case show, showDetail
}
