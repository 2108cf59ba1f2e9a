import Testing
import FolioKit
import FolioTesting

/// `NavigationItem.prompt` is drawn above the title, as UIKit does: the bar takes two rows and
/// the content starts under both.
@MainActor
@Suite struct NavigationPromptTests {
    @Test func thePromptIsALineAboveTheTitleAndTheContentMovesDown() {
        let list = PlainList("Recipients", rows: ["Ada", "Grace"])
        let nav = NavigationController(rootViewController: titled("Mail"))
        nav.pushViewController(list, animated: false)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 6))
        list.navigationItem.prompt = "Choose who gets the message"
        harness.settle()
        #expect(nav.navigationBar.content.prompt == "Choose who gets the message")
        #expect(nav.navigationBar.preferredHeight == 2)
        #expect(list.list.adjustedContentInset.top == 2)
        let expected = """
              Choose who gets the message
         ‹ Mail        Recipients
         Ada
         Grace
        ~~~ styles: R=bold+reverse r=reverse
        rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
        rrrrrrrrrrrrrrrRRRRRRRRRRrrrrrrrrrrrrrrr
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
        """
        let problem = harness.mismatch(expected, name: "prompt-40x6", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
        list.navigationItem.prompt = nil
        harness.settle()
        #expect(nav.navigationBar.preferredHeight == 1)
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(" ‹ Mail"))
        #expect(lines[1].hasPrefix(" Ada"))
    }

    @Test func barContentCarriesTheTopItemsPrompt() {
        let top = titled("Top")
        top.navigationItem.prompt = "Pick one"
        #expect(NavigationController.barContent(for: [titled("Root"), top]).prompt == "Pick one")
        #expect(NavigationController.barContent(for: [top, titled("Next")]).prompt == nil, "only the top item's prompt shows")
    }
}
