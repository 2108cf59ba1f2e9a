// The code of the DocC articles "Getting started" and "Testing with FolioTesting", compiled and
// run here so the documentation cannot drift from the API.
import Testing
import FolioKit
import FolioTesting

final class CitiesViewController: TableViewController {
    let cities = ["Lisbon", "Nairobi", "Osaka"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ViewController()
        detail.title = cities[indexPath.row]
        show(detail, sender: self)
    }
}

@MainActor
@Test func listThenDetail() {
    let harness = ScreenHarness(root: NavigationController(rootViewController: CitiesViewController()),
                                size: Size(width: 40, height: 6))
    harness.press(.down, .enter)
    let expected = """
     ‹ Cities       Nairobi
    """
    #expect(harness.mismatch(expected, styles: false) == nil, "\(harness.mismatch(expected) ?? "")")
}

@MainActor
@Test func swipeTraceFromTheArticle() {
    let log = LifecycleLog()
    let nav = NavigationController(rootViewController: RecordingViewController("A", log: log))
    let harness = ScreenHarness(root: nav)
    nav.pushViewController(RecordingViewController("B", log: log), animated: true)
    _ = log.take()
    harness.press(.shift(.right))          // the swipe from the left edge
    #expect(log.take() == [
        "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
        "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)",
    ])
}
