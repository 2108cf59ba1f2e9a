import Testing
import FolioKit

/// A view that counts its layout passes.
@MainActor
final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// A layout pass goes down only the branches that asked for layout, and misses none.
@MainActor
@Suite struct ViewLayoutPassTests {
    /// A window with two branches, `left` holding `leaf`, and `right`.
    static func tree() -> (Window, CountingView, CountingView, CountingView) {
        let window = Window(size: Size(width: 40, height: 10))
        let left = CountingView(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let leaf = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        let right = CountingView(frame: Rect(x: 20, y: 0, width: 20, height: 10))
        left.addSubview(leaf)
        window.addSubview(left)
        window.addSubview(right)
        window.layout()
        return (window, left, leaf, right)
    }

    /// Catches a pass that stops above a deep view that asked (the flag not carried up).
    @Test func aDeepViewThatAsksIsLaidOutAndItsSiblingsAreNot() {
        let (window, left, leaf, right) = Self.tree()
        let before = (left.layouts, leaf.layouts, right.layouts)
        leaf.setNeedsLayout()
        #expect(window.layoutPending)
        window.layout()
        #expect(leaf.layouts == before.1 + 1)
        #expect(left.layouts == before.0 && right.layouts == before.2)
        #expect(!window.layoutPending)
    }

    /// A hidden view's layout waits until it shows, and the next pass, whatever asked for it,
    /// finds it: catches a shown view whose pending layout is never carried up again.
    @Test func aViewThatAskedWhileHiddenIsLaidOutOnceShown() {
        let (window, left, leaf, right) = Self.tree()
        left.isHidden = true
        let before = leaf.layouts
        leaf.setNeedsLayout()
        window.layout()
        #expect(leaf.layouts == before, "hidden: not laid out")
        #expect(!window.layoutPending, "a hidden view's layout keeps no pass pending")
        left.isHidden = false
        right.setNeedsLayout()
        window.layout()
        #expect(leaf.layouts == before + 1)
    }

    /// A view asked again during the pass (after its turn) gets another pass: catches a flag
    /// cleared after the pass without looking at what is still pending.
    @Test func aViewAskedAgainDuringThePassIsLaidOutInTheNext() {
        let window = Window(size: Size(width: 40, height: 10))
        let late = CountingView(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        let asker = AskingView(frame: Rect(x: 10, y: 0, width: 10, height: 5))
        asker.target = late
        window.addSubview(late)
        window.addSubview(asker)
        window.layout()
        let before = late.layouts
        asker.setNeedsLayout()
        window.layout()
        #expect(late.layouts == before + 1, "asked after its turn, laid out in the window's next round")
        #expect(!window.layoutPending)
    }
}

/// A view whose layout asks another view for layout.
@MainActor
final class AskingView: View {
    weak var target: View?
    override func layoutSubviews() { target?.setNeedsLayout() }
}
