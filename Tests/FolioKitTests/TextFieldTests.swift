import Testing
import FolioKit
import FolioTesting

/// A text field's editing, and its selected text (a search field opened again on its last pattern).
@MainActor
@Suite struct TextFieldTests {
    let field = TextField(prompt: "Find: ")
    let harness: ScreenHarness

    init() {
        let root = ViewController()
        root.view.addSubview(field)
        field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
        harness = ScreenHarness(root: root, size: Size(width: 60, height: 10))
        _ = field.becomeFirstResponder()
        harness.settle()
    }

    /// The field's row as text.
    var row: String { String(harness.screen.split(separator: "\n", omittingEmptySubsequences: false)[0]) }

    @Test func typingAppendsAndBackspaceRemovesOneCharacter() {
        field.text = "bash"
        harness.type("rc")
        #expect(field.text == "bashrc")
        harness.press(.backspace)
        #expect(field.text == "bashr")
    }

    @Test func selectedTextIsReversedAndTheFirstCharacterTypedReplacesIt() {
        field.text = "bash"
        field.isTextSelected = true
        harness.settle()
        #expect(row.hasPrefix("Find: bash"))
        #expect(harness.terminal.screen[6, 0].style == Style(.reverse), "the last pattern shows selected")
        #expect(harness.terminal.screen[0, 0].style == Style(.bold), "the prompt is not part of it")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        harness.type("zsh")
        #expect(field.text == "zsh")
        #expect(changes == ["z", "zs", "zsh"])
        #expect(!field.isTextSelected)
        #expect(harness.terminal.screen[6, 0].style == .plain)
    }

    @Test func backspaceClearsSelectedTextAndRightKeepsItToEdit() {
        field.text = "bash"
        field.isTextSelected = true
        harness.press(.backspace)
        #expect(field.text == "")
        field.text = "bash"
        field.isTextSelected = true
        harness.press(.right)
        #expect(field.text == "bash" && !field.isTextSelected)
        harness.type("rc")
        #expect(field.text == "bashrc", "after Right the text is edited, not replaced")
    }

    @Test func enterSubmitsSelectedTextAsItIs() {
        var submitted: [String] = []
        field.onSubmit = { submitted.append($0) }
        field.text = "bash"
        field.isTextSelected = true
        harness.press(.enter)
        #expect(submitted == ["bash"])
        #expect(!field.isTextSelected)
    }

    @Test func tabAndShiftTabCallTheirCompletionsOrGoUpTheChain() {
        #expect(!field.handleKey(.backTab), "without a handler Shift-Tab goes up the chain (a column switch)")
        var calls: [String] = []
        field.onTab = { calls.append("tab") }
        field.onBackTab = { calls.append("back") }
        field.isTextSelected = true
        harness.press(.tab, .backTab, .backTab)
        #expect(calls == ["tab", "back", "back"])
        #expect(!field.isTextSelected, "Tab ends the selection, as the other keys do")
    }

    @Test func aFieldEditedInPlaceTypesAtItsInsertionIndexAndMovesItWithTheArrows() {
        field.text = "report.txt"
        field.insertionIndex = 6
        harness.settle()
        #expect(field.cursorPosition == Point(x: 12, y: 0), "after the prompt and `report`")
        harness.type("-v2")
        #expect(field.text == "report-v2.txt")
        harness.press(.backspace, .left, .delete)
        #expect(field.text == "report-.txt")
        #expect(field.insertionIndex == 7)
        harness.press(.home, .character("x"), .end, .character("!"))
        #expect(field.text == "xreport-.txt!")
        #expect(row.hasPrefix("Find: xreport-.txt!"))
        field.insertionIndex = nil
        harness.type("a")
        #expect(field.text == "xreport-.txt!a", "without an insertion index, typing goes at the end")
    }
}
