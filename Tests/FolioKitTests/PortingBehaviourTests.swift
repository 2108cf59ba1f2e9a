import Testing
import FolioKit
import FolioTesting

/// Records whether `isMovingFromParent` is true inside `viewWillDisappear`, as the common
/// `if isMovingFromParent { … }` pattern reads it.
@MainActor
final class MovingRecorder: RecordingViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).isMovingFromParent=\(isMovingFromParent)")
    }
}

/// The four behaviours issue 13 brings in line with UIKit's documentation.
@MainActor
@Suite struct PortingBehaviourTests {
    let log = LifecycleLog()

    func stack() -> (NavigationController, ScreenHarness) {
        let nav = NavigationController(rootViewController: MovingRecorder("A", log: log))
        nav.pushViewController(MovingRecorder("B", log: log), animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 24))
        _ = log.take()
        return (nav, harness)
    }

    @Test func completedSwipePopHasTheBackButtonsOrderAndIsMovingFromParent() {
        let (_, swipeHarness) = stack()
        swipeHarness.press(.shift(.right))
        let swiped = log.take()
        let (_, backHarness) = stack()
        backHarness.press(.character("h"))
        let popped = log.take()
        #expect(swiped == [
            "B.willMove(nil)", "A.viewDidLoad", "B.viewWillDisappear", "B.isMovingFromParent=true", "A.viewWillAppear",
            "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
        ])
        #expect(swiped == popped)
    }

    @Test func cancelledSwipePopIsNotMovingFromParentWhenItReappears() {
        let (nav, _) = stack()
        let transition = nav.beginInteractivePop()
        transition?.cancel()
        #expect(nav.topViewController?.isMovingFromParent == false)
        #expect(log.take().last == "B.didMove(parent)")
    }

    // MARK: showDetailViewController of a navigation controller while collapsed

    func templateSplit() -> (SplitViewController, NavigationController, ScreenHarness) {
        let split = SplitViewController()
        let list = ViewController()
        list.title = "Mailboxes"
        let primary = NavigationController(rootViewController: list)
        let empty = ViewController()
        empty.title = "Nothing"
        split.viewControllers = [primary, NavigationController(rootViewController: empty)]
        let harness = ScreenHarness(root: split, size: Size(width: 60, height: 10))
        return (split, primary, harness)
    }

    @Test func collapsedShowDetailOfANavigationControllerShowsOneBarWithTheDetailsTitle() {
        let (split, primary, harness) = templateSplit()
        let detail = ViewController()
        detail.title = "Message 1"
        let detailNav = NavigationController(rootViewController: detail)
        primary.topViewController?.showDetailViewController(detailNav, sender: nil)
        harness.settle()
        let expected = """
         ‹ Mailboxes             Message 1
        ~~~ styles: R=bold+reverse r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrr
        """
        #expect(harness.mismatch(expected, name: "collapsed-show-detail-nav", styles: true) == nil, "\(harness.mismatch(expected, styles: true) ?? "")")
        #expect(primary.topViewController === detail)
        #expect(detail.navigationController === primary)
        #expect(split.isCollapsed)
        // Back returns to the list, as the bar says.
        harness.press(.character("h"))
        #expect(harness.screen.hasPrefix("                         Mailboxes"))
    }

    @Test func expandingGivesTheDetailBackToItsNavigationController() {
        let (split, primary, harness) = templateSplit()
        let detail = ViewController()
        detail.title = "Message 1"
        let detailNav = NavigationController(rootViewController: detail)
        primary.topViewController?.showDetailViewController(detailNav, sender: nil)
        harness.resize(to: Size(width: 120, height: 10))
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2)
        #expect(split.viewControllers.last === detailNav)
        #expect(detailNav.viewControllers.count == 1 && detailNav.topViewController === detail)
        #expect(primary.viewControllers.count == 1)
        #expect(harness.screen.components(separatedBy: "\n")[0].contains("Message 1"))
    }

    // MARK: Presentation

    @Test(arguments: [
        // width, style, presenter hears disappear callbacks
        (120, ViewController.ModalPresentationStyle.automatic, false),
        (60, .automatic, true),
        (120, .pageSheet, false),
        (120, .formSheet, false),
        (120, .fullScreen, true),
        (120, .overFullScreen, false),
        (120, .popover, false),
    ])
    func presentationCallbacks(width: Int, style: ViewController.ModalPresentationStyle, presenterDisappears: Bool) {
        let presenter = RecordingViewController("P", log: log)
        let harness = ScreenHarness(root: presenter, size: Size(width: width, height: 20))
        let sheet = RecordingViewController("S", log: log)
        sheet.modalPresentationStyle = style
        _ = log.take()
        presenter.present(sheet, animated: true)
        let shown = presenterDisappears
            ? ["S.viewDidLoad", "P.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear", "P.viewDidDisappear"]
            : ["S.viewDidLoad", "S.viewWillAppear", "S.viewDidAppear"]
        #expect(log.take() == shown)
        harness.press(.escape)
        let dismissed = presenterDisappears
            ? ["S.viewWillDisappear", "P.viewWillAppear", "P.viewDidAppear", "S.viewDidDisappear"]
            : ["S.viewWillDisappear", "S.viewDidDisappear"]
        #expect(log.take() == dismissed)
        #expect(presenter.appearanceState == .appeared)
    }

    @Test func automaticIsThePageSheetWhenRegular() {
        let presenter = ViewController()
        presenter.view = Label("presenter text stays visible")
        let harness = ScreenHarness(root: presenter, size: Size(width: 80, height: 8))
        let sheet = ViewController()
        #expect(sheet.modalPresentationStyle == .automatic)
        sheet.view = Label("sheet")
        presenter.present(sheet, animated: false)
        harness.settle()
        // Each whole-view label centres its text vertically, as UILabel does: the presenter's
        // shows left of the sheet, the sheet's in the middle of the sheet.
        let expected = """

              ┌──────────────────────────────────────────────────────────────────┐
              │                                                                  │
        presen│                                                                  │
              │sheet                                                             │
              │                                                                  │
              │                                                                  │
              │                                                                  │
        ~~~ styles:
        """
        #expect(harness.mismatch(expected, name: "page-sheet-80x8", styles: true) == nil, "\(harness.mismatch(expected, styles: true) ?? "")")
    }

    @Test func presentedAndPresentingAnswerForDescendants() {
        let list = ViewController()
        let root = NavigationController(rootViewController: list)
        let harness = ScreenHarness(root: root, size: Size(width: 120, height: 20))
        defer { withExtendedLifetime(harness) {} }
        let compose = ViewController()
        let sheet = NavigationController(rootViewController: compose)
        list.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet)
        #expect(list.presentedViewController === sheet, "a child answers with its ancestor's presentation")
        #expect(sheet.presentingViewController === root)
        #expect(compose.presentingViewController === root, "a child of the presented controller answers too")
        compose.dismiss(animated: false)
        #expect(root.presentedViewController == nil, "dismiss from inside the sheet closes the sheet")
        #expect(compose.presentingViewController == nil)
    }

    // MARK: hidesBarsWhenVerticallyCompact

    @Test func anUnhandledTapShowsBarsHiddenForAVerticallyCompactTerminal() {
        let root = ViewController()
        root.title = "Root"
        let top = ViewController()
        top.title = "Top"
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(top, animated: false)
        nav.hidesBarsWhenVerticallyCompact = true
        let harness = ScreenHarness(root: nav, size: Size(width: 80, height: 12))
        #expect(!harness.screen.contains("‹ Root"))
        harness.press(.character(" "))
        #expect(harness.screen.hasPrefix(" ‹ Root                               Top"))
        #expect(nav.isNavigationBarShown)
        // Growing and shrinking again hides them again: the tap held for that compact spell.
        harness.resize(to: Size(width: 80, height: 30))
        harness.resize(to: Size(width: 80, height: 12))
        #expect(!harness.screen.contains("‹ Root"))
    }
}
