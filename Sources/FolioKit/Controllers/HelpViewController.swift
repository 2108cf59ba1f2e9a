/// The help overlay: the commands the current responder chain offers.
///
/// They are grouped by responder, with the gesture keys. `?`/F1 opens it; Esc, `q` or `?` close it.
@MainActor
public final class HelpViewController: ViewController {
    /// The text shown, built when the overlay opens.
    public let helpText: String
    private let textView: TextView

    /// One row of help: the keys that run a command, and what it does.
    public struct Row: Equatable, Sendable {
        /// The keys, in the order shown (`Down/j`).
        public var keys: [Key]
        /// What the keys do.
        public var title: String
        /// Whether the command can run now; help shows a disabled one dimmed, as the iPad's
        /// keyboard shortcuts list does, so a key that needs a mark first is still found.
        public var isEnabled: Bool

        /// Creates a row.
        public init(keys: [Key], title: String, isEnabled: Bool = true) {
            self.keys = keys
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// The rows of one responder (or the gestures), under its title.
    public struct Section: Equatable, Sendable {
        /// The responder's title, or `Gestures`.
        public var title: String
        /// Its commands.
        public var rows: [Row]
    }

    /// Builds help for a responder chain and the gestures that are active; `bindings` (the
    /// window's key table) gives the keys of named commands.
    public init(chain: [Responder], gestures: [Row], bindings: KeyBindings = .none) {
        let text = Self.styledHelpText(chain: chain, gestures: gestures, bindings: bindings)
        helpText = text.string
        textView = TextView()
        textView.styledText = text
        super.init()
        title = "Help"
        modalPresentationStyle = .formSheet
    }

    /// The sections help shows: one per responder that offers commands, then the gestures.
    ///
    /// Each command shows the keys that run it under `bindings`; a command without keys, or
    /// whose every key a responder nearer the focus already listed, is left out. A disabled
    /// command is listed (dimmed) unless one of its keys runs an enabled command of the chain:
    /// that key passes the disabled command by, so help names what it does instead.
    public static func sections(chain: [Responder], gestures: [Row], bindings: KeyBindings = .none) -> [Section] {
        var sections: [Section] = []
        var seenKeys = Set<Key>()
        let listed = chain.map { responder in
            responder.keyCommands.filter(\.isListedInHelp)
                .map { Row(keys: $0.keys(in: bindings), title: $0.title, isEnabled: $0.isEnabled) }
        }
        let enabledKeys = Set(listed.joined().filter(\.isEnabled).flatMap(\.keys))
        for (responder, commands) in zip(chain, listed) {
            let rows = commands.filter { row in
                !row.keys.isEmpty && !row.keys.allSatisfy(seenKeys.contains)
                    && (row.isEnabled || !row.keys.contains(where: enabledKeys.contains))
            }
            guard !rows.isEmpty else { continue }
            for row in rows { seenKeys.formUnion(row.keys) }
            sections.append(Section(title: responder.responderTitle, rows: rows))
        }
        if !gestures.isEmpty { sections.append(Section(title: "Gestures", rows: gestures)) }
        return sections
    }

    /// The help text: the sections, each row's keys lined up in one column per section.
    public static func helpText(chain: [Responder], gestures: [Row], bindings: KeyBindings = .none) -> String {
        styledHelpText(chain: chain, gestures: gestures, bindings: bindings).string
    }

    /// The help text with disabled commands dimmed.
    public static func styledHelpText(chain: [Responder], gestures: [Row], bindings: KeyBindings = .none) -> StyledText {
        var text = StyledText()
        for (index, section) in sections(chain: chain, gestures: gestures, bindings: bindings).enumerated() {
            text.append((index == 0 ? "" : "\n\n") + section.title, style: .plain)
            let labels = section.rows.map { $0.keys.map(\.description).joined(separator: "/") }
            let width = labels.map { TextWidth.width(of: $0) }.max() ?? 0
            for (row, label) in zip(section.rows, labels) {
                text.append("\n", style: .plain)
                text.append("  " + pad(label, to: width) + "  " + row.title, style: row.isEnabled ? .plain : disabledStyle)
            }
        }
        return text
    }

    /// How a command that cannot run now is shown.
    public static let disabledStyle = Style(foreground: .brightBlack)

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.width(of: text)))
    }

    public override func loadView() {
        view = HelpPanel(textView: textView)
    }

    public override var keyCommands: [KeyCommand] {
        [KeyCommand(named: [.cancel, .quit, .help], keys: [.escape, .character("q"), .character("?"), .f(1)], title: "Close help") {
            [weak self] in
            self?.dismiss(animated: false)
        }]
    }
}

/// A bordered panel around the help text.
@MainActor
final class HelpPanel: View {
    let textView: TextView

    init(textView: TextView) {
        self.textView = textView
        super.init()
        addSubview(textView)
    }

    override var drawsOwnPresentationBorder: Bool { true }

    override func layoutSubviews() {
        textView.frame = Rect(x: 2, y: 1, width: max(0, bounds.width - 3), height: max(0, bounds.height - 2))
    }

    override func draw(_ surface: inout Surface) {
        surface.fill(bounds)
        let w = bounds.width, h = bounds.height
        guard w >= 2, h >= 2 else { return }
        let horizontal = String(repeating: "─", count: w - 2)
        surface.draw("┌" + horizontal + "┐", at: .zero)
        surface.draw("└" + horizontal + "┘", at: Point(x: 0, y: h - 1))
        for y in 1..<(h - 1) {
            surface.draw("│", at: Point(x: 0, y: y))
            surface.draw("│", at: Point(x: w - 1, y: y))
        }
        surface.draw(" Help: Esc closes ", at: Point(x: 2, y: 0), style: Style(.bold))
    }
}
