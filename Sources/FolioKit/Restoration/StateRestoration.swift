/// Saves and restores the state of every controller that has a `restorationIdentifier`.
///
/// State is keyed by the path of identifiers from the root (UIKit's state preservation, minus
/// the app delegate). A controller without an identifier is skipped together with its children, as in
/// UIKit. Navigation controllers also save their stacks and split view controllers their display
/// mode and focus; a stack level that cannot be made yet (its data loads later) is made, and
/// given its saved state, when `NavigationController.continueRestoration()` finds it possible.
@MainActor
public enum StateRestoration {
    /// Saved state by identifier path (`Split/Nav/List`), each a flat key-value store.
    public typealias Archive = [String: [String: String]]

    /// The state of `root` and its identified descendants, by identifier path.
    public static func encode(_ root: ViewController) -> Archive {
        var archive: Archive = [:]
        visit(root, path: root.restorationIdentifier ?? "") { controller, path in
            let coder = StateCoder()
            RestorableContainers.encode(controller, with: coder)
            controller.encodeRestorableState(with: coder)
            archive[path] = coder.values
        }
        return archive
    }

    /// Gives each identified controller under `root` the state saved under its path.
    ///
    /// Then calls `applicationFinishedRestoringState()` on each, then lets every navigation controller
    /// re-create the stack levels it can. Controllers whose path has no saved state are left
    /// alone; saved paths with no controller any more are ignored. Returns how many controllers
    /// were restored now (levels re-created later are not counted).
    @discardableResult
    public static func decode(_ archive: Archive, into root: ViewController) -> Int {
        decode(archive, into: root, at: root.restorationIdentifier ?? "")
    }

    /// Restores `controller` (saved under `path`) and its identified descendants.
    @discardableResult
    static func decode(_ archive: Archive, into controller: ViewController, at path: String) -> Int {
        var restored: [ViewController] = []
        visit(controller, path: path) { controller, path in
            guard let values = archive[path] else { return }
            let coder = StateCoder(values: values)
            RestorableContainers.decode(controller, with: coder, archive: archive, path: path)
            controller.decodeRestorableState(with: coder)
            restored.append(controller)
        }
        for controller in restored { controller.applicationFinishedRestoringState() }
        for case let navigation as NavigationController in restored { navigation.continueRestoration() }
        return restored.count
    }

    /// The path of a child saved under `parent`; the second child with the same identifier gets `#1`.
    nonisolated static func childPath(_ parent: String, identifier: String, occurrence: Int) -> String {
        parent + "/" + identifier + (occurrence == 0 ? "" : "#\(occurrence)")
    }

    private static func visit(_ controller: ViewController, path: String, _ body: (ViewController, String) -> Void) {
        guard controller.restorationIdentifier != nil else { return }
        body(controller, path)
        var seen: [String: Int] = [:]
        for child in controller.children {
            // Two children with the same identifier are told apart by their order.
            guard let childIdentifier = child.restorationIdentifier else { continue }
            let count = seen[childIdentifier, default: 0]
            seen[childIdentifier] = count + 1
            visit(child, path: childPath(path, identifier: childIdentifier, occurrence: count), body)
        }
        if let presented = controller.directlyPresented, let identifier = presented.restorationIdentifier {
            visit(presented, path: path + "^" + identifier, body)
        }
    }
}
