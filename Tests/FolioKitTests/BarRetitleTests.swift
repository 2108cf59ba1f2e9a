import Testing
@testable import FolioKit
import FolioTesting

/// A retitle (the top controller's title, one bar item's title) sets the bar's content like any
/// other change, in the navigation controller's layout pass: the frame writes only the cells
/// that change, and the screen equals that of a fresh stack built with the new titles (text and
/// styles).
@MainActor
@Suite struct BarRetitleTests {
    static let size = Size(width: 60, height: 8)

    /// The titles a stack is built with; `build` makes a fresh stack showing them.
    struct Titles {
        var root = "Root"
        var title = "Top"
        var counter = "1/9"
        var left: String?
        var tools = ["Filter", "Sort", "Refresh"]

        /// A two-level stack: the top has the counter on the right, maybe a left item beside
        /// the back button, and three toolbar items with keys.
        @MainActor
        func build() -> (ScreenHarness, NavigationController, ViewController) {
            let top = titled(title)
            top.navigationItem.rightBarButtonItem = BarButtonItem(title: counter)
            if let left {
                top.navigationItem.leftItemsSupplementBackButton = true
                top.navigationItem.leftBarButtonItem = BarButtonItem(title: left)
            }
            let keys: [Character] = ["/", "s", "r"]
            top.toolbarItems = zip(tools, keys).map { BarButtonItem(title: $0, key: .character($1)) {} }
            let nav = NavigationController(rootViewController: titled(root))
            nav.isToolbarHidden = false
            nav.pushViewController(top, animated: false)
            return (ScreenHarness(root: nav, size: BarRetitleTests.size), nav, top)
        }
    }

    /// Settles and checks the screen against a full render and against a fresh stack.
    static func expectFresh(_ harness: ScreenHarness, _ titles: Titles, _ note: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        harness.settle()
        #expect(harness.fullRenderMismatch() == nil, "\(note): \(harness.fullRenderMismatch() ?? "")", sourceLocation: sourceLocation)
        let fresh = titles.build().0
        #expect(harness.terminal.screen == fresh.terminal.screen,
                "\(note): shown\n\(harness.screen)\nfresh\n\(fresh.screen)", sourceLocation: sourceLocation)
    }

    /// Titles wider, narrower, truncated, empty and of wide characters each write only the
    /// title's columns and end on the screen a fresh stack shows.
    ///
    /// Catches a retitle placed in the wrong room or column (screens differ), a bar not redrawn
    /// (stale title) and a frame that writes the back button or the counter again.
    @Test(arguments: ["Top level", "T", "A title far too long to fit between the back button and the counter",
                      "目录和文件", "", "naïve café", "Top"])
    func aNewTitleRedrawsTheTitleOnly(title: String) {
        var titles = Titles()
        let (harness, _, top) = titles.build()
        top.title = "Second"
        titles.title = "Second"
        Self.expectFresh(harness, titles, "first retitle")
        top.title = title
        titles.title = title
        harness.settle()
        // Between the back button (‹ Root, columns 1-6) and the counter (columns 56-58).
        #expect(harness.terminal.lastFrameCharacters <= 56 - 8, "wrote \(harness.terminal.lastFrameCharacters) characters")
        Self.expectFresh(harness, titles, "retitled to \(title)")
    }

    /// A Down's changes (the title and the counter) rebuild the bars once, in the layout pass;
    /// the bars read right after see them, and the frame writes the changed cells only.
    ///
    /// Catches a change that rebuilds at once (two rebuilds) or is left waiting (stale bar).
    @Test func aDownLikeRetitleRebuildsOnceAndWritesTheChangedCells() {
        var titles = Titles()
        let (harness, nav, top) = titles.build()
        var rebuilds = 0
        nav.barsRebuildObserver = { rebuilds += 1 }
        top.title = "Topmost"
        top.navigationItem.rightBarButtonItem?.title = "2/9"
        titles.title = "Topmost"
        titles.counter = "2/9"
        #expect(nav.navigationBar.content.title == "Top", "nothing is redone before the pass or a reader")
        harness.settle()
        #expect(rebuilds == 1)
        // "Top" to "Topmost" centred: the title's 7 columns; "1/9" to "2/9": one digit.
        #expect(harness.terminal.lastFrameCharacters <= 7 + 1, "wrote \(harness.terminal.lastFrameCharacters) characters")
        Self.expectFresh(harness, titles, "title and counter")
        #expect(nav.navigationBar.content.title == "Topmost")
        #expect(nav.navigationBar.content.rightItems == ["2/9"])
    }

    /// A counter of the same width writes the one cell that differs (what a Down in the browser
    /// writes for the counter); a wider one moves the title's room (a long title is cut sooner)
    /// and ends as a fresh bar.
    ///
    /// Catches a counter change that writes more than its changed digit, and a relabel that
    /// does not reach the bar's content (stale counter).
    @Test func aCounterRedrawsItsColumnsAndAWiderOneMovesTheTitle() {
        var titles = Titles(title: "A title long enough to reach the counter's side of it")
        let (harness, _, top) = titles.build()
        top.navigationItem.rightBarButtonItem?.title = "2/9"
        titles.counter = "2/9"
        harness.settle()
        #expect(harness.terminal.lastFrameCharacters == 1, "only the digit that changed")
        Self.expectFresh(harness, titles, "same width")
        top.navigationItem.rightBarButtonItem?.title = "10/99"
        titles.counter = "10/99"
        Self.expectFresh(harness, titles, "wider")
        top.navigationItem.rightBarButtonItem?.title = "3/9"
        titles.counter = "3/9"
        Self.expectFresh(harness, titles, "narrower again")
    }

    /// A retitled toolbar item and left item each end as a fresh bar, the items after a wider
    /// toolbar item moved along.
    ///
    /// Catches a retitle that forgets the toolbar or the left items.
    @Test func toolbarAndLeftItemsRetitle() {
        var titles = Titles(left: "Edit")
        let (harness, _, top) = titles.build()
        top.toolbarItems?[0].title = "Filter by name"
        titles.tools[0] = "Filter by name"
        Self.expectFresh(harness, titles, "toolbar")
        top.navigationItem.leftBarButtonItem?.title = "Done editing"
        titles.left = "Done editing"
        Self.expectFresh(harness, titles, "left item")
    }

    /// A click right after a wider counter, before any frame, hits the counter where it is now.
    ///
    /// Catches a relabel applied to the drawing but not to the bar's content (hit testing
    /// lays out the content).
    @Test func aClickRightAfterARetitleHitsTheNewCounter() {
        let (harness, nav, top) = Titles().build()
        var pressed = 0
        top.navigationItem.rightBarButtonItem?.keyEquivalent = .character("c")
        top.navigationItem.rightBarButtonItem?.action = { pressed += 1 }
        harness.settle()
        top.navigationItem.rightBarButtonItem?.title = "100/999"
        // "c 100/999" at the right end: 9 columns ending at column 58; "c 1/9" began at 54.
        let origin = nav.navigationBar.screenOrigin
        let drag = nav.pointerDrag(beginningAt: Point(x: origin.x + 51, y: origin.y))
        #expect(drag != nil, "the wider counter is under the pointer")
        _ = drag?.pointerReleased(at: Point(x: origin.x + 51, y: origin.y))
        #expect(pressed == 1)
    }

    /// The previous controller's title shows in the back button: a rebuild, and a fresh bar.
    ///
    /// Catches a retitle of a controller other than the top taken as the top's title.
    @Test func aRetitledPreviousControllerRenamesTheBackButton() {
        var titles = Titles()
        let (harness, nav, _) = titles.build()
        nav.viewControllers[0].title = "Home"
        titles.root = "Home"
        Self.expectFresh(harness, titles, "back button")
    }

    /// A retitle and a push in the same key: the pushed controller's back button has the new title.
    ///
    /// Catches a waiting retitle lost, or applied to the new top, when a push comes first.
    @Test func aRetitleThenAPushInOneKey() {
        let (harness, nav, top) = Titles().build()
        top.title = "Renamed"
        nav.pushViewController(titled("Third"), animated: false)
        harness.settle()
        #expect(harness.fullRenderMismatch() == nil)
        #expect(harness.screen.contains("‹ Renamed"))
        #expect(harness.screen.contains("Third"))
    }

    /// A retitle during an animated push is shown once the push ends, as a fresh bar draws it.
    ///
    /// Catches a retitle applied in place while the bar crosses over (stale title at the end).
    @Test func aRetitleDuringAPushShowsWhenItEnds() {
        let (harness, nav, _) = Titles().build()
        let third = titled("Third")
        nav.pushViewController(third, animated: true)
        harness.advance(by: 0.05)
        third.title = "Third, renamed"
        harness.advance(by: 2)
        harness.settle()
        #expect(harness.fullRenderMismatch() == nil)
        #expect(harness.screen.contains("Third, renamed"))
        #expect(nav.navigationBar.content.title == "Third, renamed")
    }

    /// An item with an action and no letter in its title has no key; retitled to a title with a free
    /// letter, it gets that key before any frame.
    ///
    /// Catches a retitle that skips the key assignment a rebuild makes.
    @Test func aRetitledItemWithoutAKeyGetsOneFromItsNewTitle() {
        let (harness, nav, top) = Titles().build()
        let item = BarButtonItem(title: "123") {}
        top.toolbarItems = (top.toolbarItems ?? []) + [item]
        harness.settle()
        #expect(item.effectiveKey == nil, "no letter in its title")
        item.title = "Zap"
        let titles = nav.keyCommands.filter { $0.keys == [.character("z")] }.map(\.title)
        #expect(titles == ["Zap"])
        harness.settle()
        #expect(harness.fullRenderMismatch() == nil)
    }

    /// A new toolbar item that gets its key in the rebuild is drawn whole, key included.
    ///
    /// Catches a rebuild that measures the toolbar before giving keys (the key's columns and
    /// what they push along are left undrawn).
    @Test func aNewItemGivenAKeyIsDrawnWhole() {
        let (harness, _, top) = Titles().build()
        top.toolbarItems = (top.toolbarItems ?? []) + [BarButtonItem(title: "Zap") {}]
        harness.settle()
        #expect(harness.screen.contains("z Zap"))
        #expect(harness.fullRenderMismatch() == nil)
    }

    /// With a title view, a retitle draws no title text; the content still has the title.
    ///
    /// Catches the retitle drawing the text over the title view.
    @Test func aTitleViewHidesARetitledTitle() {
        let (harness, nav, top) = Titles().build()
        top.navigationItem.titleView = View()
        harness.settle()
        top.title = "Hidden title"
        harness.settle()
        #expect(!harness.screen.contains("Hidden title"))
        #expect(nav.navigationBar.content.title == "Hidden title")
        #expect(harness.fullRenderMismatch() == nil)
    }

    /// A retitle while the navigation bar is hidden shows once the bar comes back.
    ///
    /// Catches a retitle left waiting on the layout of a bar that is not laid out.
    @Test func aRetitleWhileTheBarIsHiddenShowsWhenItComesBack() {
        var titles = Titles()
        let (harness, nav, top) = titles.build()
        nav.isNavigationBarHidden = true
        harness.settle()
        top.title = "Back again"
        titles.title = "Back again"
        harness.settle()
        nav.isNavigationBarHidden = false
        Self.expectFresh(harness, titles, "after the bar shows")
    }

    /// Random retitles (title, counter, a toolbar item, the left item, the back button's
    /// title), one or two a key: after each key the screen equals a fresh stack's.
    ///
    /// Catches any stale segment or column left over by the in-place retitles.
    @Test(arguments: 0..<8)
    func randomRetitlesEndAsAFreshStack(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let words = ["A", "Second", "目录和文件", "", "naïve", "A title that is far too long for the room of the bar",
                     "x", "Ω", "Top"]
        let counters = ["1/9", "2/9", "10/99", "9/9", "", "100/999"]
        var titles = Titles(left: "Edit")
        let (harness, _, top) = titles.build()
        for step in 0..<30 {
            for _ in 0..<(random.next() % 2 + 1) {
                switch random.next() % 5 {
                case 0:
                    titles.title = words[Int(random.next() % UInt64(words.count))]
                    top.title = titles.title
                case 1:
                    titles.counter = counters[Int(random.next() % UInt64(counters.count))]
                    top.navigationItem.rightBarButtonItem?.title = titles.counter
                case 2:
                    titles.tools[1] = words[Int(random.next() % UInt64(words.count))]
                    top.toolbarItems?[1].title = titles.tools[1]
                case 3:
                    titles.left = words[Int(random.next() % UInt64(words.count))]
                    top.navigationItem.leftBarButtonItem?.title = titles.left ?? ""
                default:
                    titles.root = words[Int(random.next() % UInt64(words.count))]
                    top.parent?.children.first?.title = titles.root
                }
            }
            Self.expectFresh(harness, titles, "seed \(seed) step \(step)")
        }
    }
}
