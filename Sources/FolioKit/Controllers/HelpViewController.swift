/// The help overlay: the commands the current responder chain offers.
///
/// They are grouped by responder, with the gesture keys. `?`/F1 opens it; Esc, `q` or `?` close it.
@MainActor
public final class HelpViewController: ViewController {
    /// The text shown, built when the overlay opens.
    public let helpText: String
    private let textView: TextView

    /// Builds help for a responder chain and the gestures that are active.
    public init(chain: [Responder], gestures: [(keys: String, title: String)], translation: KeyTranslation = .identity) {
        helpText = Self.helpText(chain: chain, gestures: gestures, translation: translation)
        textView = TextView(text: helpText)
        super.init()
        title = "Help"
        modalPresentationStyle = .formSheet
    }

    /// The help text: one section per responder that offers commands, then the gestures.
    ///
    /// With a `translation`, each command shows the keys that run it under the user's key map.
    public static func helpText(chain: [Responder], gestures: [(keys: String, title: String)],
                                translation: KeyTranslation = .identity) -> String {
        var sections: [String] = []
        var seenKeys = Set<Key>()
        for responder in chain {
            let commands = responder.keyCommands.filter { $0.isEnabled && $0.isListedInHelp && !$0.keys.allSatisfy(seenKeys.contains) }
                .filter { !translation.displayKeys(for: $0.keys).isEmpty }
            guard !commands.isEmpty else { continue }
            for command in commands { seenKeys.formUnion(command.keys) }
            let labels = commands.map { translation.displayKeys(for: $0.keys).map(\.description).joined(separator: "/") }
            let width = labels.map { TextWidth.width(of: $0) }.max() ?? 0
            let rows = zip(commands, labels).map { pad($1, to: width) + "  " + $0.title }
            sections.append(([responder.responderTitle] + rows.map { "  " + $0 }).joined(separator: "\n"))
        }
        if !gestures.isEmpty {
            let width = gestures.map { TextWidth.width(of: $0.keys) }.max() ?? 0
            sections.append((["Gestures"] + gestures.map { "  " + pad($0.keys, to: width) + "  " + $0.title }).joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n")
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextWidth.width(of: text)))
    }

    public override func loadView() {
        view = HelpPanel(textView: textView)
    }

    public override var keyCommands: [KeyCommand] {
        [KeyCommand([.escape, .character("q"), .character("?"), .f(1)], title: "Close help") { [weak self] in
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
