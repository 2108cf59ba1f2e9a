import Testing
import FolioKit
import FolioTesting

/// A controller that notes, in each callback, the flags UIKit sets only during that callback.
@MainActor
final class FlagRecorder: ViewController {
    let name: String
    let log: LifecycleLog
    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }
    private func flags() -> String {
        [isMovingToParent ? "movingTo" : nil, isMovingFromParent ? "movingFrom" : nil,
         isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil]
            .compactMap { $0 }.joined(separator: ",")
    }
    override func viewWillAppear(_ animated: Bool) { log.record("\(name).willAppear[\(flags())]") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).didAppear[\(flags())]") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).willDisappear[\(flags())]") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).didDisappear[\(flags())]") }
    override func willMove(toParent parent: ViewController?) { log.record("\(name).willMove(\(parent?.title ?? "nil"))") }
    override func didMove(toParent parent: ViewController?) { log.record("\(name).didMove(\(parent?.title ?? "nil"))") }
    override func viewWillTransition(to size: Size) { log.record("\(name).transition(\(size))") }
}

/// A list screen whose rows are plain strings.
@MainActor
final class PlainList: ViewController, ListViewDataSource {
    let list = ListView()
    var rows: [String]
    init(_ title: String, rows: [String]) {
        self.rows = rows
        super.init()
        self.title = title
    }
    override func loadView() { view = list; list.dataSource = self; list.reloadData() }
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: rows[index]) }
}

@MainActor
@Suite struct ViewControllerAPITests {
    let log = LifecycleLog()

    @Test func theViewLoadsOnceOnFirstAccess() {
        let controller = RecordingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.take().isEmpty, "asking whether the view is loaded does not load it")
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        _ = controller.view
        #expect(log.take() == ["A.viewDidLoad"])
    }

    @Test func layoutCallbacksBracketTheLayoutPass() {
        let controller = RecordingViewController("A", log: log)
        controller.recordsLayout = true
        let harness = ScreenHarness(root: controller, size: Size(width: 40, height: 10))
        _ = log.take()
        harness.resize(to: Size(width: 50, height: 10))
        let entries = log.take()
        #expect(entries == ["A.viewWillTransition(50x10)", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test func viewWillTransitionHearsTheNewSizeParentsFirst() {
        let parent = FlagRecorder("P", log: log), child = FlagRecorder("C", log: log)
        let nav = NavigationController(rootViewController: parent)
        nav.pushViewController(child, animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        _ = log.take()
        harness.resize(to: Size(width: 100, height: 30))
        #expect(log.take() == ["P.transition(100x30)", "C.transition(100x30)"])
    }

    @Test func manualAppearanceTransitionsFollowTheStateMachine() {
        let controller = FlagRecorder("A", log: log)
        #expect(controller.appearanceState == .disappeared)
        #expect(!controller.isVisible)
        controller.beginAppearanceTransition(true, animated: false)
        #expect(controller.appearanceState == .appearing)
        #expect(controller.isVisible)
        controller.beginAppearanceTransition(true, animated: false)   // ignored: already appearing
        controller.endAppearanceTransition()
        #expect(controller.appearanceState == .appeared)
        controller.endAppearanceTransition()                          // ignored: nothing in progress
        controller.beginAppearanceTransition(false, animated: false)
        #expect(controller.appearanceState == .disappearing)
        #expect(!controller.isVisible)
        controller.endAppearanceTransition()
        #expect(controller.appearanceState == .disappeared)
        #expect(log.take() == ["A.willAppear[]", "A.didAppear[]", "A.willDisappear[]", "A.didDisappear[]"])
    }

    @Test func addChildAndRemoveFromParentMakeTheirHalfOfTheContainmentCalls() {
        let container = ViewController()
        container.title = "Box"
        let child = FlagRecorder("C", log: log)
        container.addChild(child)
        #expect(container.children.count == 1 && container.children.first === child)
        #expect(child.parent === container)
        #expect(log.take() == ["C.willMove(Box)"], "addChild calls willMove; the container calls didMove")
        container.addChild(child)
        #expect(container.children.count == 1, "adding twice keeps one")
        child.removeFromParent()
        #expect(container.children.isEmpty)
        #expect(child.parent == nil)
        #expect(log.take() == ["C.didMove(nil)"], "removeFromParent calls didMove; the container calls willMove")
    }

    @Test func movingFlagsHoldOnlyDuringThePushAndPopCallbacks() {
        let a = FlagRecorder("A", log: log), b = FlagRecorder("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.title = "Nav"
        _ = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        _ = log.take()
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["B.willMove(Nav)", "A.willDisappear[]", "B.willAppear[movingTo]",
                               "A.didDisappear[]", "B.didAppear[movingTo]", "B.didMove(Nav)"])
        #expect(!b.isMovingToParent)
        nav.popViewController(animated: false)
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear[movingFrom]", "A.willAppear[]",
                               "B.didDisappear[movingFrom]", "A.didAppear[]", "B.didMove(nil)"])
        #expect(!b.isMovingFromParent)
    }

    @Test func beingPresentedAndDismissedHoldOnlyDuringTheirCallbacks() {
        let root = FlagRecorder("R", log: log), sheet = FlagRecorder("S", log: log)
        sheet.modalPresentationStyle = .fullScreen
        let harness = ScreenHarness(root: root, size: Size(width: 80, height: 24))
        _ = log.take()
        var presentedAtCompletion: ViewController.AppearanceState?
        root.present(sheet, animated: false) { presentedAtCompletion = sheet.appearanceState }
        #expect(presentedAtCompletion == .appeared, "the completion runs once the sheet has appeared")
        #expect(log.take() == ["R.willDisappear[]", "S.willAppear[presented]", "S.didAppear[presented]", "R.didDisappear[]"])
        #expect(!sheet.isBeingPresented)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(harness.window.topController === sheet)
        var dismissedAtCompletion: ViewController.AppearanceState?
        sheet.dismiss(animated: false) { dismissedAtCompletion = sheet.appearanceState }
        #expect(dismissedAtCompletion == .disappeared)
        #expect(log.take() == ["S.willDisappear[dismissed]", "R.willAppear[]", "R.didAppear[]", "S.didDisappear[dismissed]"])
        #expect(!sheet.isBeingDismissed)
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissWithNothingPresentedStillCallsTheCompletion() {
        let root = ViewController()
        _ = ScreenHarness(root: root, size: Size(width: 40, height: 10))
        var calls = 0
        root.dismiss(animated: false) { calls += 1 }
        #expect(calls == 1)
    }

    @Test func aFormSheetLeavesThePresenterOnScreen() {
        let root = FlagRecorder("R", log: log)
        // On the top row, above the sheet (a whole-view label would centre it, under the sheet).
        let behind = Label("behind the sheet")
        behind.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        root.view = View()
        root.view.addSubview(behind)
        let sheet = FlagRecorder("S", log: log)
        sheet.modalPresentationStyle = .formSheet
        let harness = ScreenHarness(root: root, size: Size(width: 80, height: 24))
        _ = log.take()
        root.present(sheet, animated: false)
        harness.settle()
        #expect(log.take() == ["S.willAppear[presented]", "S.didAppear[presented]"], "the presenter does not disappear")
        #expect(root.appearanceState == .appeared)
        #expect(harness.screen.contains("behind the sheet"))
        #expect(sheet.view.frame == Rect(x: 10, y: 3, width: 60, height: 18), "three quarters of the screen, centred")

        let full = FlagRecorder("F", log: log)
        #expect(full.modalPresentationStyle == .automatic, "the default since iOS 13 (issue 13)")
        full.modalPresentationStyle = .fullScreen
        sheet.dismiss(animated: false)
        root.present(full, animated: false)
        harness.settle()
        #expect(root.appearanceState == .disappeared, "a full-screen presentation covers the presenter")
    }

    @Test func additionalSafeAreaInsetsMoveTheContentIn() {
        let content = PlainList("Rows", rows: ["first", "second"])
        let nav = NavigationController(rootViewController: content)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 8))
        #expect(content.list.adjustedContentInset == EdgeInsets(top: 1))
        #expect(harness.screen.split(separator: "\n")[1].hasPrefix(" first"))
        content.additionalSafeAreaInsets = EdgeInsets(top: 2, left: 3)
        harness.settle()
        #expect(content.list.safeAreaInsets == EdgeInsets(top: 3, left: 3))
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty && lines[2].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[3].hasPrefix("    first"), "two more rows down, three columns in: \(lines)")
    }

    @Test func preferredFirstResponderIsTheFirstVisibleViewThatTakesKeys() {
        let controller = ViewController()
        let container = View()
        let hidden = ListView(), shown = ListView()
        hidden.isHidden = true
        container.addSubview(Label("not a responder"))
        container.addSubview(hidden)
        container.addSubview(shown)
        controller.view = container
        #expect(controller.preferredFirstResponder === shown)
        let harness = ScreenHarness(root: controller, size: Size(width: 40, height: 10))
        #expect(harness.window.firstResponder === shown)
        #expect(ViewController().preferredFirstResponder == nil, "no view loaded, none loaded for the question")
    }

    @Test func focusedChildIsNilForALeafAndTheTopForAStack() {
        let leaf = ViewController()
        #expect(leaf.focusedChild == nil)
        let top = ViewController()
        let nav = NavigationController(rootViewController: ViewController())
        nav.pushViewController(top, animated: false)
        #expect(nav.focusedChild === top)
    }

    @Test func containersAreFoundUpTheParentChain() {
        let leaf = ViewController()
        let nav = NavigationController(rootViewController: leaf)
        let split = SplitViewController()
        split.viewControllers = [nav, ViewController()]
        let harness = ScreenHarness(root: split, size: Size(width: 100, height: 30))
        #expect(harness.window.rootViewController === split)
        #expect(leaf.navigationController === nav)
        #expect(leaf.splitViewController === split)
        #expect(nav.splitViewController === split)
        #expect(ViewController().splitViewController == nil)
    }

    @Test func canPerformSaysWhichContainerTakesShowAndShowDetail() {
        let leaf = ViewController()
        #expect(!leaf.canPerform(.show, sender: nil))
        #expect(!leaf.canPerform(.showDetail, sender: nil))
        let nav = NavigationController(rootViewController: leaf)
        #expect(nav.canPerform(.show, sender: nil))
        #expect(!nav.canPerform(.showDetail, sender: nil))
        let split = SplitViewController()
        #expect(split.canPerform(.show, sender: nil) && split.canPerform(.showDetail, sender: nil))
        split.viewControllers = [nav, ViewController()]
        #expect(leaf.targetViewController(forAction: .show, sender: nil) === nav)
        #expect(leaf.targetViewController(forAction: .showDetail, sender: nil) === split)
    }

    @Test func childContentDidChangeReachesEveryContainerAbove() {
        final class Box: ViewController {
            var changes = 0
            override func childContentDidChange() { changes += 1 }
        }
        let box = Box()
        let child = ViewController()
        box.addChild(child)
        child.title = "renamed"
        #expect(box.changes == 1)
        child.toolbarItems = [BarButtonItem(title: "x")]
        child.additionalSafeAreaInsets = EdgeInsets(top: 1)
        #expect(box.changes == 3)
    }
}
