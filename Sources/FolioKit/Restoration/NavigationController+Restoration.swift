extension NavigationController {
    /// True while saved stack levels are still waiting to be re-created.
    public var isRestoringStack: Bool { stackRestoration != nil }

    /// Re-creates the saved levels that can be made now.
    ///
    /// The top controller is asked for the next one with `viewController(withRestorationIdentifierPath:coder:)`, which is given its
    /// saved state and pushed without animation. Stops at the first level that cannot be made
    /// yet; call again when the top controller's data has loaded (a `ListView` whose rows
    /// arrive does so itself).
    public func continueRestoration() {
        // Called again from inside a level's push (its rows loaded with its view), it would push
        // the next level before that push had begun its appearance callbacks, and every level
        // under the top ended up "appeared": back on top after a pop, it got no viewDidAppear (a
        // detail following its selection kept showing the level above). The loop below makes
        // the next level once the push under way has ended.
        guard !isContinuingRestoration else { return }
        isContinuingRestoration = true
        defer { isContinuingRestoration = false }
        while let pending = stackRestoration, pending.made < pending.identifiers.count, let top = topViewController {
            // The stack changed under the restoration (the user moved): the saved levels no longer apply.
            guard viewControllers.count == pending.made,
                  top.restorationIdentifier == pending.identifiers[pending.made - 1] else {
                stackRestoration = nil
                return
            }
            let childPath = pending.path(ofLevel: pending.made)
            let identifierPath = pending.path.split(separator: "/").map(String.init) + [pending.identifiers[pending.made]]
            let coder = StateCoder(values: pending.archive[childPath] ?? [:])
            guard let child = top.viewController(withRestorationIdentifierPath: identifierPath, coder: coder) else { return }
            if child.restorationIdentifier == nil { child.restorationIdentifier = pending.identifiers[pending.made] }
            stackRestoration?.made += 1
            if let made = stackRestoration?.made, made >= pending.identifiers.count { stackRestoration = nil }
            // The level gets its state before it appears, as a restored controller does in UIKit.
            StateRestoration.decode(pending.archive, into: child, at: childPath)
            pushViewController(child, animated: false)
        }
        stackRestoration = nil
    }

    /// Gives up on the saved levels not made yet (their data loaded without them).
    public func discardPendingRestoration() { stackRestoration = nil }
}
