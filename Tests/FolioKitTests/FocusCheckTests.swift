import Testing
@testable import FolioKit

/// A controller whose view holds two lists; the first one shown takes the keys.
@MainActor
final class TwoListsController: ViewController {
    let first = ListView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
    let second = ListView(frame: Rect(x: 10, y: 0, width: 10, height: 3))
    override func loadView() {
        let container = View()
        container.addSubview(first)
        container.addSubview(second)
        view = container
    }
}

/// The window checks on every frame that the first responder is still shown inside the
/// focused controller's view; the check is remembered between frames only while no view is
/// added, removed, hidden or shown.
@MainActor
@Suite struct FocusCheckTests {
    func makeWindow() -> (Window, TwoListsController) {
        let window = Window(size: Size(width: 30, height: 6))
        let controller = TwoListsController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfPending()
        return (window, controller)
    }

    @Test func hidingTheFirstRespondersViewMovesTheKeysOnAtTheNextFrame() {
        let (window, controller) = makeWindow()
        #expect(window.firstResponder === controller.first)
        controller.first.isHidden = true
        window.layoutIfPending()
        #expect(window.firstResponder === controller.second)
        controller.first.isHidden = false
        controller.second.isHidden = true
        window.layoutIfPending()
        #expect(window.firstResponder === controller.first)
    }

    @Test func aFirstResponderMovedOutOfTheFocusedViewLosesTheKeys() {
        let (window, controller) = makeWindow()
        controller.first.isHidden = true
        window.layoutIfPending()
        #expect(window.firstResponder === controller.second)
        controller.first.isHidden = false
        window.layoutIfPending()
        #expect(window.firstResponder === controller.second, "a shown responder keeps the keys")
        // Still in the window, no longer inside the controller's view.
        let elsewhere = View(frame: Rect(x: 0, y: 4, width: 30, height: 2))
        window.addSubview(elsewhere)
        window.layoutIfPending()
        elsewhere.addSubview(controller.second)
        #expect(controller.second.window === window)
        window.layoutIfPending()
        #expect(window.firstResponder === controller.first)
    }
}
