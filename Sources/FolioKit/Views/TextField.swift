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

    /// Creates a field with a prompt.
    public init(prompt: String = "") {
        self.prompt = prompt
        super.init()
    }

    public override var canBecomeFirstResponder: Bool { true }
    public override var isTextInput: Bool { true }
    public override var responderTitle: String { "Text field" }

    public override var cursorPosition: Point? {
        let x = TextWidth.width(of: prompt) + TextWidth.width(of: text)
        return Point(x: min(x, max(0, bounds.width - 1)), y: 0)
    }

    public override func handleKey(_ key: Key) -> Bool {
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
}
