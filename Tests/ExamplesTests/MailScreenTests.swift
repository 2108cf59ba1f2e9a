import Testing
import FolioKit
import FolioTesting
@testable import MailApp

@MainActor
@Suite struct MailScreenTests {
    @Test func dump() {
        let mail = MailScene()
        let harness = ScreenHarness(root: mail.splitViewController, size: Size(width: 120, height: 40))
        print(harness.screen)
        harness.press(.enter)
        print(harness.screen)
        harness.resize(to: Size(width: 60, height: 30))
        print(harness.screen)
        harness.press(.character("c"))
        print(harness.screen)
    }
}
