import Testing
import FolioKit
import FolioTesting

/// The ported Xcode template (PortedTemplate.swift) compiles, and runs as it does on an iPad
/// and an iPhone.
@MainActor
@Suite struct PortedTemplateTests {
    let scene = TemplateSceneDelegate()

    @Test func addSelectCollapseAndExpand() {
        let harness = ScreenHarness(root: scene.splitViewController, size: Size(width: 100, height: 12))
        harness.press(.character("+"), .character("+"))
        #expect(harness.screen.contains(" Item 2") && harness.screen.contains(" Item 1"))
        harness.press(.down, .enter)
        let expected = """
                      Master         + Add │ \\ Hide list                 Item 1
         Objects                           │
         Item 2                          › │                             Item 1
         Item 1                          › │
                                           │
                                           │
                                           │
                                           │
                                           │
                                           │
                                           │
         s Settings        Ctrl-R Refresh  │
        ~~~ styles: R=bold+reverse a=bold+dim+reverse b=bold d=dim r=reverse
        rrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrdrrrrrrrrrrrrrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrrrrrrrrrrrrrrrrrrrr
         bbbbbbb                           d
                                         d d
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRaRd
                                           d
                                           d
                                           d
                                           d
                                           d
                                           d
                                           d
        rRrrrrrrrrrrrrrrrrrRRRRRRrrrrrrrrrrd
        """
        #expect(harness.mismatch(expected, name: "template-100x12", styles: true) == nil, "\(harness.mismatch(expected, styles: true) ?? "")")
        harness.resize(to: Size(width: 60, height: 12))
        #expect(harness.screen.hasPrefix(" ‹ List                    Item 1"),
                "collapsed: one bar with the detail's title, back titled by backButtonTitle")
        harness.press(.character("h"))
        #expect(harness.screen.contains(" Item 2"))
        harness.resize(to: Size(width: 100, height: 12))
        #expect(!scene.splitViewController.isCollapsed)
    }

    @Test func theSettingsFormSheetOpensFromTheToolbarAndDoneClosesIt() {
        let harness = ScreenHarness(root: scene.splitViewController, size: Size(width: 100, height: 20))
        #expect(harness.screen.components(separatedBy: "\n").last?.hasPrefix(" s Settings") == true)
        harness.press(.character("s"))
        #expect(harness.screen.contains("Nothing to set yet."))
        #expect(harness.screen.contains("Ctrl-S Done"))
        harness.press(.ctrl("s"))
        #expect(harness.window.topController === scene.splitViewController)
    }
}
