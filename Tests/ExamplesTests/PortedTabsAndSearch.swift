// A UIKit app with a tab bar, a searchable table and an alert, as a UIKit developer writes it,
// with the `UI` prefix dropped: the type check that such code compiles against FolioKit (issue
// 32: "a ported UIKit app that uses tabs, alerts and a search controller compiles with the
// prefixes dropped"). Differences from the UIKit original are marked "FolioKit:".
import Foundation  // FolioKit: NSObject is Foundation's (FolioKit brings FoundationEssentials)
import FolioKit

final class TabsSceneDelegate: NSObject, TabBarControllerDelegate {
    let tabBarController = TabBarController()
    var selections: [String] = []

    override init() {
        super.init()
        let contacts = NavigationController(rootViewController: ContactsViewController(style: .plain))
        contacts.tabBarItem = TabBarItem(title: "Contacts", image: Image(systemName: "person"), tag: 0)
        let recents = NavigationController(rootViewController: RecentsViewController())
        recents.tabBarItem = TabBarItem(title: "Recents", image: Image(systemName: "clock"), tag: 1)
        recents.tabBarItem.badgeValue = "3"
        tabBarController.viewControllers = [contacts, recents]
        tabBarController.selectedIndex = 0
        tabBarController.delegate = self
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        selections.append(viewController.tabBarItem.title ?? "")
    }
}

final class ContactsViewController: TableViewController, SearchResultsUpdating {
    let allNames = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"]
    var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        names = allNames
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let searchController = SearchController(searchResultsController: nil)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Contacts"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.searchBar.text ?? ""
        names = text.isEmpty ? allNames : allNames.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}

final class RecentsViewController: ViewController {
    let label = Label()
    var recentCalls = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recents"
        label.text = "\(recentCalls) recent calls"
        view.addSubview(label)
        label.frame = Rect(x: 1, y: 2, width: 30, height: 1)  // FolioKit: cells, not points
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .trash, primaryAction: Action { [weak self] _ in
            self?.confirmClear()
        })
    }

    func confirmClear() {
        let alert = AlertController(title: "Clear All Recents?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let clear = AlertAction(title: "Clear", style: .destructive) { [weak self] _ in
            self?.recentCalls = 0
            self?.label.text = "No recent calls"
        }
        alert.addAction(clear)
        alert.preferredAction = clear
        present(alert, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarController?.tabBarItem.badgeValue = nil
        navigationController?.tabBarItem.badgeValue = nil
    }
}
