// Xcode's Master-Detail App template and a settings sheet, as a UIKit developer writes them,
// with the `UI` prefix dropped: this file is the type check that UIKit code compiles against
// FolioKit. Differences from the UIKit original are marked "FolioKit:".
import Foundation  // FolioKit: NSObject and NSCoder are Foundation's (FolioKit brings FoundationEssentials)
import FolioKit

final class TemplateSceneDelegate: NSObject, SplitViewControllerDelegate {
    let splitViewController = SplitViewController()

    override init() {
        super.init()
        let master = TemplateMasterViewController()
        let masterNavigation = NavigationController(rootViewController: master)
        masterNavigation.setToolbarHidden(false, animated: false)
        let detailNavigation = NavigationController(rootViewController: TemplateDetailViewController())
        splitViewController.viewControllers = [masterNavigation, detailNavigation]
        splitViewController.preferredDisplayMode = .allVisible
        splitViewController.delegate = self
    }

    // MARK: - Split view

    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool {
        guard let secondaryAsNavController = secondaryViewController as? NavigationController else { return false }
        guard let topAsDetailController = secondaryAsNavController.topViewController as? TemplateDetailViewController else { return false }
        if topAsDetailController.detailItem == nil {
            // Return true to indicate that we have handled the collapse by doing nothing;
            // the secondary controller will be discarded.
            return true
        }
        return false
    }
}

final class TemplateMasterViewController: TableViewController {
    var objects = [String]()
    private var counter = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Master"
        navigationItem.backButtonTitle = "List"
        let addButton = BarButtonItem(systemItem: .add, primaryAction: Action { [weak self] _ in self?.insertNewObject() })
        navigationItem.rightBarButtonItem = addButton
        tableView.register(TemplateCell.self, forCellReuseIdentifier: "Cell")
        toolbarItems = [
            BarButtonItem(title: "Settings", image: Image(systemName: "gear"), primaryAction: Action { [weak self] _ in self?.showSettings() }),
            .flexibleSpace(),
            BarButtonItem(systemItem: .refresh, primaryAction: Action { [weak self] _ in self?.tableView.reloadData() }),
        ]
    }

    override func viewWillAppear(_ animated: Bool) {
        clearsSelectionOnViewWillAppear = splitViewController?.isCollapsed ?? false
        super.viewWillAppear(animated)
    }

    func insertNewObject() {
        counter += 1
        objects.insert("Item \(counter)", at: 0)
        let indexPath = IndexPath(row: 0, section: 0)
        tableView.insertRows(at: [indexPath], with: .automatic)
    }

    func showSettings() {
        let settings = NavigationController(rootViewController: TemplateSettingsViewController())
        settings.modalPresentationStyle = .formSheet
        present(settings, animated: true, completion: nil)
    }

    // An alert and an action sheet as UIKit code presents them (not bound to a button: the file
    // is a type check, and its screens stay as they were).
    func confirmRemoveAll() {
        let alert = AlertController(title: "Remove all objects?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Type REMOVE"
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
        let remove = AlertAction(title: "Remove", style: .destructive) { [weak self, weak alert] _ in
            guard alert?.textFields?.first?.text == "REMOVE" else { return }
            self?.objects.removeAll()
            self?.tableView.reloadData()
        }
        alert.addAction(remove)
        alert.preferredAction = remove
        present(alert, animated: true, completion: nil)
    }

    func showShareOptions() {
        let sheet = AlertController(title: nil, message: "Share the list", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default) { action in print(action.title ?? "") })
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
        let spinner = ActivityIndicatorView()
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        let progress = ProgressView(progressViewStyle: .bar)
        progress.setProgress(0.5, animated: true)
        spinner.stopAnimating()
    }

    // MARK: - Table View

    override func numberOfSections(in tableView: TableView) -> Int { 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { objects.count }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        objects.isEmpty ? nil : "Objects"
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = objects[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let controller = TemplateDetailViewController()
        controller.detailItem = objects[indexPath.row]
        controller.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        controller.navigationItem.leftItemsSupplementBackButton = true
        let navigation = NavigationController(rootViewController: controller)
        showDetailViewController(navigation, sender: self)
    }
}

final class TemplateCell: TableViewCell {
    // FolioKit: `required` where UIKit writes `override` (no Objective-C runtime to make a
    // registered class by name).
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        selectionStyle = .default
    }

    required init?(coder: NSCoder) { nil }
}

final class TemplateDetailViewController: ViewController {
    let detailDescriptionLabel = Label()

    var detailItem: String? {
        didSet { configureView() }
    }

    func configureView() {
        // Update the user interface for the detail item.
        if let detail = detailItem {
            detailDescriptionLabel.text = detail
            title = detail
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        detailDescriptionLabel.numberOfLines = 0
        detailDescriptionLabel.textAlignment = .center
        detailDescriptionLabel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin, .flexibleBottomMargin]
        detailDescriptionLabel.text = "Detail view content goes here"
        view.addSubview(detailDescriptionLabel)
        configureView()
    }

    // FolioKit: no Auto Layout; frames are set here, in cells.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        detailDescriptionLabel.frame = Rect(x: 0, y: insets.top + 1, width: view.bounds.width, height: 2)
    }
}

final class TemplateSettingsViewController: ViewController {
    let summary = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .secondarySystemBackground
        summary.text = "Nothing to set yet."
        summary.textColor = .secondaryLabel
        view.addSubview(summary)
        navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done, primaryAction: Action { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        summary.frame = Rect(x: 1, y: view.safeAreaInsets.top + 1, width: max(0, view.bounds.width - 2), height: 1)
    }
}
