extension ViewController {
    /// Adds a child controller; calls the child's `willMove(toParent:)` for you, as UIKit does.
    ///
    /// The container calls `didMove(toParent:)` after adding the child's view.
    public func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)` for you, as UIKit does.
    ///
    /// The container calls `willMove(toParent: nil)` before.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Tells this controller and its children, parents first, that the terminal takes a new size.
    func propagate(size: Size, coordinator: TransitionCoordinator) {
        viewWillTransition(to: size, with: coordinator)
        for child in children { child.propagate(size: size, coordinator: coordinator) }
        directlyPresented?.propagate(size: size, coordinator: coordinator)
    }

    /// Gives traits to this controller and its children, parents first.
    ///
    /// A container adapts (a split view collapses or expands) before its children hear of the
    /// change.
    func propagate(traits: TraitCollection) {
        let previous = traitCollection
        if !hasTraits {
            // The first traits are given silently, as UIKit does since iOS 13.
            hasTraits = true
            traitCollection = traits
        } else if previous != traits {
            traitCollection = traits
            traitCollectionDidChange(previous)
        }
        environmentDidUpdate()
        for child in children { child.propagate(traits: traits) }
        directlyPresented?.propagate(traits: traits)
    }

    /// The controller that handles `action` for `sender`: this one if it does, else its parents'.
    public func targetViewController(forAction action: ContainerAction, sender: Any?) -> ViewController? {
        var current: ViewController? = self
        while let c = current {
            if c.canPerform(action, sender: sender) { return c }
            current = c.parent ?? c.directPresenter
        }
        return nil
    }

}

/// An action a container can perform for a descendant (`targetViewController(forAction:sender:)`).
public enum ContainerAction: Sendable {
    case show, showDetail
}
