import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

@MainActor
@Suite struct SplitScreenTests {
    let coordinator = BrowserCoordinator()

    func makeSplit() throws -> SplitViewController {
        let root = try CatalogItem.parse(Data(CatalogTests.sample.utf8), name: "sample")
        return Browser.makeRootController(for: root, coordinator: coordinator)
    }

    func check(_ harness: ScreenHarness, _ name: String, _ expected: String) {
        let problem = harness.mismatch(expected, name: name, styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func allVisibleAt120x40() throws {
        let harness = ScreenHarness(root: try makeSplit(), size: Size(width: 120, height: 40))
        check(harness, "split-allVisible-120x40", """
                           Root               1/3 │                                    Guide
         Guide                         2 topics › │ 2 entries:
         Города                               3 › │   • Keys
         Emoji 😀                                 │   • Layout
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
         / Filter                                 │
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaRd
         BBBBBB                              dddd d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """)
    }

    @Test func primaryHiddenAt120x40() throws {
        let split = try makeSplit()
        split.preferredDisplayMode = .primaryHidden
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        check(harness, "split-primaryHidden-120x40", """
         \\ Show list                                             Guide
         2 entries:
           • Keys
           • Layout
        ~~~ styles: R=bold+reverse r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
    }

    @Test func primaryOverlayAt120x40() throws {
        let split = try makeSplit()
        split.preferredDisplayMode = .primaryOverlay
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        check(harness, "split-primaryOverlay-120x40", """
                           Root               1/3 │              Guide
         Guide                         2 topics › │
         Города                               3 › │
         Emoji 😀                                 │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
                                                  │
         / Filter                                 │
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaRd
         BBBBBB                              dddd d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
                                                  d
        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
        """)
    }

    @Test func collapsedAt60x30() throws {
        let harness = ScreenHarness(root: try makeSplit(), size: Size(width: 60, height: 30))
        check(harness, "split-collapsed-60x30", """
                                    Root                        1/3
         Guide                                           2 topics ›
         Города                                                 3 ›
         Emoji 😀

























         / Filter
        ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        RbbbbbRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaaaaaaaaaaaR
         BBBBBB                                                dddd


























        rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        """)
    }

    @Test func resizeSequenceEndsOnTheScreenItStartedWith() throws {
        let split = try makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        harness.press(.enter, .down, .enter)   // Guide › Layout › (Deep is previewed)
        let start = harness.screen
        harness.resize(to: Size(width: 60, height: 30))
        #expect(split.isCollapsed)
        #expect(harness.screen.contains("‹ Guide"))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen == start)
    }

    @Test func readingTheDetailSurvivesTheRoundTripOnTop() throws {
        let split = try makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        harness.press(.down, .down, .enter)    // Emoji 😀 is a leaf: its detail opens and takes the focus
        #expect(split.focusedColumn == .secondary)
        let start = harness.screen
        harness.resize(to: Size(width: 60, height: 30))
        #expect(harness.screen.contains("‹ Root"), "collapsed, the detail is on top of the stack")
        #expect(harness.screen.contains("👍🏽"))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(harness.screen == start)
        #expect(split.focusedColumn == .secondary)
    }

    @Test func compactEnterPushesTheDetailAndExpandingSeparatesIt() throws {
        let split = try makeSplit()
        let harness = ScreenHarness(root: split, size: Size(width: 60, height: 30))
        harness.press(.down, .down, .enter)
        #expect(harness.screen.contains("‹ Root"))
        harness.resize(to: Size(width: 120, height: 40))
        #expect(!split.isCollapsed)
        let detail = (split.viewControllers.last as? NavigationController)?.topViewController as? ItemDetailViewController
        #expect(detail?.item.title == "Emoji 😀")
        #expect((split.viewControllers.first as? NavigationController)?.viewControllers.count == 1)
    }
}
