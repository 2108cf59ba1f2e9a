/// A one-line text input, used for filters (UITextField's role).
@MainActor
public final class TextField: View {
    /// The text typed so far.
    public var text = "" { didSet { setNeedsDisplay() } }
    /// Drawn before the text (`/`).
    public var prompt: String { didSet { setNeedsDisplay() } }
    /// Shown dimmed while the text is empty.
    public var placeholder = "" { didSet { setNeedsDisplay() } }
    /// Called after each edit.
    public var onChange: ((String) -> Void)?
    /// Called on Enter.
    public var onSubmit: ((String) -> Void)?
    /// Called on Esc.
    public var onCancel: (() -> Void)?
    /// Called on Tab (completion); when nil, Tab goes up the responder chain.
    public var onTab: (() -> Void)?
    /// Called on Shift-Tab (the previous completion); when nil, Shift-Tab goes up the chain.
    public var onBackTab: (() -> Void)?
    /// True while the whole text is selected (drawn reversed), as a search field shows the last
    /// pattern when opened again: a character typed replaces it, Backspace or Ctrl-U clears it,
    /// Right or End keeps it for editing, Enter submits it.
    public var isTextSelected = false { didSet { if isTextSelected != oldValue { setNeedsDisplay() } } }
    /// Where typing goes, in characters from the start, for a field edited in place.
    ///
    /// A name being renamed: Left, Right, Home and End move it. Nil (the default) types at the end.
    public var insertionIndex: Int? { didSet { setNeedsDisplay() } }

    /// Creates a field with a prompt.
    public init(prompt: String = "") {
        self.prompt = prompt
        super.init()
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override var isTextInput: Bool { true }
    public override var responderTitle: String { "Text field" }

    public override var cursorPosition: Point? {
        if let index = insertionIndex {
            let shown = visibleText(index)
            return Point(x: min(TextWidth.width(of: prompt) + shown.cursorX, max(0, bounds.width - 1)), y: 0)
        }
        let x = TextWidth.width(of: prompt) + TextWidth.width(of: text)
        return Point(x: min(x, max(0, bounds.width - 1)), y: 0)
    }

    public override func handleKey(_ key: Key) -> Bool {
        if let index = insertionIndex, let handled = editInPlace(key, at: min(max(0, index), text.count)) { return handled }
        let wasSelected = isTextSelected
        switch key.code {
        case .enter, .escape, .tab, .backTab, .backspace, .character, .right, .end: isTextSelected = false
        default: break
        }
        switch key.code {
        case .enter: onSubmit?(text); return true
        case .escape: onCancel?(); return true
        case .tab:
            guard let onTab else { return false }
            onTab()
            return true
        case .backTab:
            guard let onBackTab else { return false }
            onBackTab()
            return true
        case .backspace:
            if wasSelected { text = ""; onChange?(text) } else if !text.isEmpty { text.removeLast(); onChange?(text) }
            return true
        case .right, .end:
            return wasSelected
        case .character(let c) where key.modifiers.subtracting(.shift).isEmpty:
            if wasSelected { text = "" }
            text.append(c)
            onChange?(text)
            return true
        case .character("u") where key.modifiers == .control:
            text = ""
            onChange?(text)
            return true
        default:
            return false
        }
    }

    public override func draw(_ surface: inout Surface) {
        var x = surface.draw(prompt, at: .zero, style: Style(.bold))
        if let index = insertionIndex, !text.isEmpty {
            surface.draw(TextWidth.truncate(visibleText(index).text, toWidth: max(0, bounds.width - x)), at: Point(x: x, y: 0))
            return
        }
        if text.isEmpty {
            surface.draw(TextWidth.truncate(placeholder, toWidth: max(0, bounds.width - x)), at: Point(x: x, y: 0), style: Style(.dim))
            return
        }
        // Keep the end of the text (where the cursor is) in view.
        let room = max(1, bounds.width - x - 1)
        var shown = text
        while TextWidth.width(of: shown) > room { shown.removeFirst() }
        x = surface.draw(shown, at: Point(x: x, y: 0), style: isTextSelected ? Style(.reverse) : .plain)
    }

    /// The keys of a field edited in place; nil for the keys handled as at the end (Enter, Esc,
    /// Tab, Ctrl-U).
    private func editInPlace(_ key: Key, at index: Int) -> Bool? {
        let plain = key.modifiers.subtracting(.shift).isEmpty
        switch key.code {
        case .left: insertionIndex = max(0, index - 1)
        case .right: insertionIndex = min(text.count, index + 1)
        case .home: insertionIndex = 0
        case .end: insertionIndex = text.count
        case .backspace:
            guard index > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: index - 1))
            insertionIndex = index - 1
            onChange?(text)
        case .delete:
            guard index < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: index))
            onChange?(text)
        case .character(let c) where plain:
            text.insert(c, at: text.index(text.startIndex, offsetBy: index))
            insertionIndex = index + 1
            onChange?(text)
        default:
            if key.code == .character("u") && key.modifiers == .control { insertionIndex = 0 }
            return nil
        }
        return true
    }

    /// The text shown when edited in place: cut at the start until the cursor fits, and the
    /// cursor's column in it.
    private func visibleText(_ index: Int) -> (text: String, cursorX: Int) {
        let room = max(1, bounds.width - TextWidth.width(of: prompt) - 1)
        var before = String(text.prefix(min(max(0, index), text.count)))
        let after = text.dropFirst(before.count)
        while TextWidth.width(of: before) > room { before.removeFirst() }
        return (before + after, TextWidth.width(of: before))
    }
}
