import Testing
import FolioKit
import FolioTesting

/// A table filled the iOS 14 way: `defaultContentConfiguration()` and `contentConfiguration`.
@MainActor
final class ConfiguredList: TableViewController {
    let rows = [("Inbox", "12"), ("Drafts", nil), ("Archive", "3")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "folder")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        content.image = Image(systemName: "folder")
        if indexPath.row == 0 { content.textProperties.attributes = .bold }
        content.secondaryTextProperties.color = .systemBlue
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite struct TableCellConfigurationTests {
    @Test func configuredCellsShowTextSecondaryTextAndSymbol() {
        let list = ConfiguredList()
        let harness = ScreenHarness(root: NavigationController(rootViewController: list), size: Size(width: 40, height: 6))
        harness.press(.down)
        let expected = """
                        Folders
         ▭ Inbox                             12
         ▭ Drafts
         ▭ Archive                            3
        ~~~ styles: R=bold+reverse b=bold d=dim+blue r=reverse
        rrrrrrrrrrrrrrrrRRRRRRRrrrrrrrrrrrrrrrrr
         bbbbbbb                             dd
        RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR
                                              d
        """
        #expect(harness.mismatch(expected, name: "configured-cells", styles: true) == nil,
                "\(harness.mismatch(expected, styles: true) ?? "")")
    }

    @Test func aSubtitleConfigurationPutsTheSecondaryTextUnderATwoRowCell() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.detailTextLabel == nil)
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Under"
        cell.contentConfiguration = content
        cell.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.text == "Title")
        #expect(cell.detailTextLabel?.text == "Under")
        #expect(cell.detailTextLabel?.frame.minY == 1)
    }
}
