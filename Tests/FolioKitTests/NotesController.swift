import FolioKit

/// A detail screen for drawing tests: a label over a scrolling text, laid out by its view.
@MainActor
final class NotesController: ViewController {
    let label = Label("Notes", style: Style(.bold))
    let textView = TextView()

    init(title: String, lines: Int) {
        super.init()
        self.title = title
        textView.text = (1...max(1, lines)).map { "\(title) line \($0): some words 中文 to wrap at the edge" }.joined(separator: "\n")
    }

    override func loadView() {
        let container = NotesView(label: label, textView: textView)
        view = container
    }
}

/// Places the label on the first row under the bars and the text view under it.
@MainActor
final class NotesView: View {
    let label: Label
    let textView: TextView

    init(label: Label, textView: TextView) {
        self.label = label
        self.textView = textView
        super.init()
        addSubview(label)
        addSubview(textView)
    }

    override func layoutSubviews() {
        let top = safeAreaInsets.top, bottom = safeAreaInsets.bottom
        label.frame = Rect(x: 1, y: top, width: max(0, bounds.width - 2), height: 1)
        textView.frame = Rect(x: 0, y: top + 1, width: bounds.width, height: max(0, bounds.height - top - bottom - 1))
    }

    override func safeAreaInsetsDidChange() { setNeedsLayout() }
}
