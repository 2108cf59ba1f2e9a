import Foundation
import Testing
import FolioKit
import FolioTesting
@testable import FolioBrowser

/// Issue 26: the list column was fixed near a third of the width, cutting JSON previews and search results.
///
/// `(` and `)` narrow and widen it (kept with the place, as a dragged divider is), and `list-width` in
/// the config sets where it starts.
@MainActor
@Suite struct ListWidthTests {
    let coordinator = BrowserCoordinator()
    let context = BrowserContext()

    func open(size: Size = Size(width: 80, height: 8), listWidth: ListWidth = .automatic) throws -> (BrowserSplitViewController, ScreenHarness) {
        let root = try CatalogItem.parse(Data(CatalogTests.sample.utf8), name: "sample")
        let split = Browser.makeRootController(for: root, context: context, coordinator: coordinator)
        split.listWidth = listWidth
        let harness = ScreenHarness(root: split, size: size)
        return (split, harness)
    }

    @Test func rightParenthesisWidensTheListAndTheWidthIsKeptWithThePlace() throws {
        let (split, harness) = try open()
        #expect(split.primaryColumnWidth == 28)
        harness.press(.character(")"))
        #expect(split.primaryColumnWidth == 32)
        #expect(context.notices.notice == "List: 32 of 80 columns (kept for next time)")
        let problem = harness.mismatch("""
                          Root          1/3 │                     Guide
             Guide               2 topics › │ 2 entries:
             Города                     3 › │   • Keys
             Emoji 😀                       │   • Layout
                                            │
                                            │
                                            │
             / Filter                       │
            ~~~ styles: B=bold+blue R=bold+reverse a=bold+dim+reverse b=bold+reverse+blue d=dim r=reverse
            rrrrrrrrrrrrrrRRRRrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrRRRRRrrrrrrrrrrrrrrrrrrrrr
            RbbbbbRRRRRRRRRRRRRRaaaaaaaaaaaRd
             BBBBBB                    dddd d
                                            d
                                            d
                                            d
                                            d
            rRrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrd
            """, name: "list-widened-80x8", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        // Saved with the place, and given back to a new browser.
        let state = BrowserState.capture(from: split)
        #expect(state.columnWidth == 32)
        let (again, _) = try open()
        state.apply(to: again)
        #expect(again.primaryColumnWidth == 32)
    }

    @Test func leftParenthesisNarrowsToTheMinimumAndBackAtTheConfiguredWidthFollowsItAgain() throws {
        let (split, harness) = try open()
        harness.press(.character("("))
        #expect(split.primaryColumnWidth == 24)  // the minimum
        harness.press(.character("("))
        #expect(split.primaryColumnWidth == 24)
        #expect(context.notices.notice == "The list is as narrow as it gets (24 columns)")
        harness.press(.character(")"))
        #expect(split.primaryColumnWidth == 28)
        // Back at the configured width: nothing of its own is saved, the share applies again.
        #expect(split.preferredPrimaryColumnWidth == nil)
        #expect(BrowserState.capture(from: split).columnWidth == nil)
        harness.resize(to: Size(width: 120, height: 8))
        #expect(split.primaryColumnWidth == 42)
    }

    @Test func theDetailKeepsAThirdAndTheDefaultCapIsLiftedOnlyByAChoice() throws {
        let (split, harness) = try open(size: Size(width: 200, height: 8))
        #expect(split.primaryColumnWidth == 60)  // 35 %, at most 60 columns
        harness.press(.character(")"))
        #expect(split.primaryColumnWidth == 64)
        for _ in 0..<40 { harness.press(.character(")")) }
        #expect(split.primaryColumnWidth == 200 - 1 - 200 / 3)
        #expect(context.notices.notice == "The list is as wide as it gets at 200 columns: the detail keeps a third")
    }

    @Test func listWidthSetsTheStartAsAShareOrColumns() throws {
        let (share, _) = try open(size: Size(width: 200, height: 8), listWidth: .share(50))
        #expect(share.primaryColumnWidth == 100)
        let (columns, harness) = try open(listWidth: .columns(40))
        #expect(columns.primaryColumnWidth == 40)
        // The configured columns are not a width of the place's own.
        #expect(BrowserState.capture(from: columns).columnWidth == nil)
        harness.press(.character("("))
        #expect(columns.primaryColumnWidth == 36)
        #expect(BrowserState.capture(from: columns).columnWidth == 36)
    }

    @Test func collapsedTheKeysSayWhyNothingChanges() throws {
        let (split, harness) = try open(size: Size(width: 60, height: 8))
        #expect(split.isCollapsed)
        harness.press(.character(")"))
        #expect(context.notices.notice == "The list takes the whole width at this size: ( and ) size it beside the detail")
    }

    @Test func theConfigFileReadsAndPrintsListWidth() {
        let (parsed, problems) = Configuration.parse("list-width = 40%\n", path: "c")
        #expect(problems.isEmpty)
        #expect(parsed.listWidth == .share(40))
        #expect(Configuration.parse("list-width = 36\n", path: "c").0.listWidth == .columns(36))
        #expect(Configuration.parse("list-width = auto\n", path: "c").0.listWidth == .automatic)
        for bad in ["0", "95%", "-3", "wide", "40 %"] {
            #expect(Configuration.parse("list-width = \(bad)\n", path: "c").1.count == 1, "\(bad)")
        }
        #expect(Configuration().printed(filePath: "c").contains("list-width = auto"))
        #expect(parsed.printed(filePath: "c").contains("list-width = 40%"))
        #expect(KeyMap.defaults.command(for: .character("(")) == .narrowList)
        #expect(KeyMap.defaults.command(for: .character(")")) == .widenList)
    }
}
