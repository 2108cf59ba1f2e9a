import FolioKit

/// A small sheet offering a list of choices (the columns a table can be sorted by): the list
/// keys move, Enter chooses and closes the sheet, the back keys close it without choosing.
@MainActor
final class ChoiceViewController: ViewController, ListViewDataSource, ListViewDelegate {
    /// One line of the list: the choice and a note at its right (`↑` on the sort in force).
    struct Choice {
        var title: String
        var note: String = ""
    }

    let choices: [Choice]
    let hint: String
    let onChoose: (Int) -> Void
    let listView = ListView()
    private let titleLabel: Label
    private let hintLabel: Label

    /// A sheet titled `title` listing `choices` with `selected` selected; `onChoose` hears the
    /// index chosen, after the sheet has closed.
    init(title: String, choices: [Choice], selected: Int, hint: String, onChoose: @escaping (Int) -> Void) {
        self.choices = choices
        self.hint = hint
        self.onChoose = onChoose
        titleLabel = Label(title, style: Style(.bold))
        hintLabel = Label(hint, style: Style(.dim))
        super.init()
        self.title = title
        modalPresentationStyle = .formSheet
        // As small as its text: the title, a blank row, the choices, a blank row, the hint.
        let widest = choices.map { TextWidth.width(of: TextWidth.visible($0.title)) + 5 }.max() ?? 0
        preferredContentSize = Size(width: max(30, widest, TextWidth.width(of: title) + 2, TextWidth.width(of: hint) + 2),
                                    height: choices.count + 4)
        listView.dataSource = self
        listView.delegate = self
        listView.reloadData()
        listView.selectRow(max(0, min(selected, choices.count - 1)), notify: false)
    }

    override func loadView() {
        view = ChoiceView(title: titleLabel, list: listView, hint: hintLabel)
    }

    func numberOfRows(in listView: ListView) -> Int { choices.count }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        ListRow(title: TextWidth.visible(choices[index].title), detail: choices[index].note)
    }

    func listView(_ listView: ListView, didActivateRowAt index: Int) {
        let onChoose = self.onChoose
        dismiss(animated: false)
        onChoose(index)
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(commands: [.back, .cancel], title: "Close without choosing") { [weak self] in self?.dismiss(animated: false) }]
    }
}

/// The sheet's title row, the list, then a hint row.
@MainActor
final class ChoiceView: View {
    let titleLabel: Label
    let listView: ListView
    let hintLabel: Label

    init(title: Label, list: ListView, hint: Label) {
        titleLabel = title
        listView = list
        hintLabel = hint
        super.init()
        addSubview(titleLabel)
        addSubview(listView)
        addSubview(hintLabel)
    }

    override func layoutSubviews() {
        let width = bounds.width, height = bounds.height
        titleLabel.frame = Rect(x: 1, y: 0, width: max(0, width - 2), height: min(1, height))
        hintLabel.frame = Rect(x: 1, y: max(0, height - 1), width: max(0, width - 2), height: height > 2 ? 1 : 0)
        listView.frame = Rect(x: 0, y: min(2, height), width: width, height: max(0, height - 4))
    }
}
