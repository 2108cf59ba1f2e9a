import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct SplitInvariantTests {
    static let sizes = [Size(width: 120, height: 40), Size(width: 60, height: 30), Size(width: 100, height: 60),
                        Size(width: 200, height: 50), Size(width: 79, height: 24), Size(width: 80, height: 24)]

    /// Controllers whose views are in the window's visible tree.
    func visibleControllers(_ window: Window) -> [ViewController] {
        var found: [ViewController] = []
        func walk(_ view: View) {
            guard !view.isHidden else { return }
            if let controller = view.next as? ViewController, controller.view === view { found.append(controller) }
            view.subviews.forEach(walk)
        }
        walk(window)
        return found
    }

    func allControllers(_ root: ViewController) -> [ViewController] {
        [root] + root.children.flatMap(allControllers)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomOperationsKeepTheInvariants(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let split = SplitViewController()
        let primary = NavigationController(rootViewController: Rows("P0"))
        let secondary = NavigationController(rootViewController: Rows("S0"))
        split.viewControllers = [primary, secondary]
        let harness = ScreenHarness(root: split, size: Self.sizes[0])
        var counter = 0
        var known: [ViewController] = []
        for step in 0..<120 {
            counter += 1
            let op = Int.random(in: 0..<9, using: &rng)
            switch op {
            case 0:
                let nav = (harness.window.focusedController?.navigationController) ?? primary
                nav.pushViewController(Rows("V\(counter)"), animated: true)
            case 1:
                harness.press(.left)
            case 2:
                harness.window.focusedController?.showDetailViewController(Rows("D\(counter)"), sender: nil)
            case 3:
                split.preferredDisplayMode = [.automatic, .allVisible, .primaryHidden, .primaryOverlay].randomElement(using: &rng)!
            case 4:
                harness.press([Key.character("\\"), .shift(.right), .shift(.left), .tab].randomElement(using: &rng)!)
            case 5, 6:
                harness.resize(to: Self.sizes.randomElement(using: &rng)!)
            case 7:
                harness.press(.down)
            default:
                harness.press(.escape)
            }
            harness.settle()
            for controller in allControllers(split) where !known.contains(where: { $0 === controller }) {
                known.append(controller)
            }
            let where_ = "seed \(seed) step \(step) op \(op)"
            let compact = harness.window.traitCollection.horizontalSizeClass == .compact
            #expect(split.isCollapsed == compact, "\(where_): collapsed follows the size class")
            #expect(split.viewControllers.count == (split.isCollapsed ? 1 : 2), "\(where_)")
            #expect(split.displayMode != .automatic, "\(where_)")
            let visible = visibleControllers(harness.window)
            for controller in visible {
                #expect(controller.appearanceState == .appeared, "\(where_): \(controller.title ?? "?") is on screen but \(controller.appearanceState)")
            }
            for controller in known where !visible.contains(where: { $0 === controller }) {
                #expect(controller.appearanceState == .disappeared, "\(where_): \(controller.title ?? "?") is off screen but \(controller.appearanceState)")
            }
            if let focused = harness.window.focusedController {
                #expect(visible.contains { $0 === focused }, "\(where_): the focused controller is on screen")
            }
        }
        // A round trip across the threshold restores the screen.
        harness.resize(to: Size(width: 120, height: 40))
        let before = harness.screen
        harness.resize(to: Size(width: 60, height: 30))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen == before, "seed \(seed): round trip changed the screen")
    }
}
