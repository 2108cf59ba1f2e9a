/// Saves and restores the state of every controller that has a `restorationIdentifier`, keyed
/// by the path of identifiers from the root (UIKit's state preservation, minus the app
/// delegate). A controller without an identifier is skipped together with its children, as in
/// UIKit.
@MainActor
public enum StateRestoration {
    /// The state of `root` and its identified descendants, by identifier path (`Split/Nav/List`).
    public static func encode(_ root: ViewController) -> [String: [String: String]] {
        var archive: [String: [String: String]] = [:]
        visit(root, path: nil) { controller, path in
            let coder = StateCoder()
            controller.encodeRestorableState(with: coder)
            archive[path] = coder.values
        }
        return archive
    }

    /// Gives each identified controller under `root` the state saved under its path.
    /// Controllers whose path has no saved state are left alone; saved paths with no
    /// controller any more are ignored. Returns how many controllers were restored.
    @discardableResult
    public static func decode(_ archive: [String: [String: String]], into root: ViewController) -> Int {
        var restored = 0
        visit(root, path: nil) { controller, path in
            guard let values = archive[path] else { return }
            controller.decodeRestorableState(with: StateCoder(values: values))
            restored += 1
        }
        return restored
    }

    private static func visit(_ controller: ViewController, path: String?, _ body: (ViewController, String) -> Void) {
        guard let identifier = controller.restorationIdentifier else { return }
        let here = path.map { $0 + "/" + identifier } ?? identifier
        body(controller, here)
        var seen: [String: Int] = [:]
        for child in controller.children {
            // Two children with the same identifier are told apart by their order.
            guard let childIdentifier = child.restorationIdentifier else { continue }
            let count = seen[childIdentifier, default: 0]
            seen[childIdentifier] = count + 1
            visit(child, path: count == 0 ? here : here + "#\(count)", body)
        }
        if let presented = controller.directlyPresented { visit(presented, path: here + "^", body) }
    }
}
