import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct TextViewTests {
    @Test func wrappedTextKeepsAColumnClearBeforeTheScrollIndicator() {
        let controller = ViewController()
        controller.view = TextView(text: (1...40).map { "Line \($0) " + String(repeating: "x", count: 30) }.joined(separator: " "))
        let harness = ScreenHarness(root: controller, size: Size(width: 30, height: 8))
        for line in harness.screen.split(separator: "\n") {
            let text = String(line)
            #expect(!text.contains("x┃") && !text.contains("x│"), "text runs into the indicator: \(text)")
            #expect(text.hasSuffix("┃") || text.hasSuffix("│"), "the indicator is drawn: \(text)")
        }
    }
}
