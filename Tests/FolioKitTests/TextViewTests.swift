import Testing
import FolioKit
import FolioTesting

@MainActor
@Suite struct TextViewTests {
    /// The whole screen is compared, text and styles.
    ///
    /// Wrapped words, a clear column, then the indicator (a bold thumb over a dim track). A blank screen, text running into the indicator or an
    /// indicator that lost its style all differ.
    @Test func wrappedTextKeepsAColumnClearBeforeTheScrollIndicator() {
        let controller = ViewController()
        controller.view = TextView(text: (1...40).map { "Line \($0) " + String(repeating: "x", count: 30) }.joined(separator: " "))
        let harness = ScreenHarness(root: controller, size: Size(width: 30, height: 8))
        let expected = """
         Line 1                      ┃
         xxxxxxxxxxxxxxxxxxxxxxxxxxx │
         xxx Line 2                  │
         xxxxxxxxxxxxxxxxxxxxxxxxxxx │
         xxx Line 3                  │
         xxxxxxxxxxxxxxxxxxxxxxxxxxx │
         xxx Line 4                  │
         xxxxxxxxxxxxxxxxxxxxxxxxxxx │
        ~~~ styles: b=bold d=dim+brightBlack
                                     b
                                     d
                                     d
                                     d
                                     d
                                     d
                                     d
                                     d
        """
        let problem = harness.mismatch(expected, name: "textview-wrapped-30x8", styles: true)
        #expect(problem == nil, "\(problem ?? "")")
    }
}
