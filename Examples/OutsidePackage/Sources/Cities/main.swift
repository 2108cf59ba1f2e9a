// A master-detail app in its own package: a list of cities and a label loaded with `await`,
// in the first of two tabs. It is also the last step of the DocC tutorial "Building a terminal
// app" (FolioKit.docc/Resources/cities-04.swift.txt links here), so the tutorial's code compiles.
import FolioKit
import FolioTerminal

/// Slow work off the main actor (a network or disk read in a real app).
@concurrent func forecast(for city: String) async -> String {
    "\(city): \(city.count + 14)°C, clear"
}

final class CitiesViewController: TableViewController {
    let cities = ["Lisbon", "Nairobi", "Osaka"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cities.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        showDetailViewController(NavigationController(rootViewController: ForecastViewController(city: cities[indexPath.row])), sender: self)
    }
}

final class ForecastViewController: ViewController {
    let city: String
    let label = Label("Loading…")

    init(city: String) { self.city = city; super.init() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = city
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        // The main actor awaits the forecast, then updates the label: the run loop serves it.
        Task { label.text = await forecast(for: city) }
        // And a sleep on the main actor resumes while the app waits for keys.
        Task {
            try await Task.sleep(for: .milliseconds(200))
            title = city + " (updated)"
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = Rect(x: 1, y: view.safeAreaInsets.top, width: max(0, view.bounds.width - 2), height: 1)
    }
}

/// The second tab: what the app is.
final class AboutViewController: ViewController {
    let label = Label("Forecasts for three cities, on FolioKit.")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = Rect(x: 1, y: view.safeAreaInsets.top, width: max(0, view.bounds.width - 2), height: 1)
    }
}

MainActor.assumeIsolated { () -> Void in
    let split = SplitViewController()
    split.preferredDisplayMode = .allVisible
    split.viewControllers = [NavigationController(rootViewController: CitiesViewController()),
                             NavigationController(rootViewController: ForecastViewController(city: "Lisbon"))]
    split.tabBarItem = TabBarItem(title: "Forecasts", image: nil, tag: 0)
    let about = NavigationController(rootViewController: AboutViewController())
    about.tabBarItem = TabBarItem(title: "About", image: nil, tag: 1)
    let tabs = TabBarController()
    tabs.viewControllers = [split, about]
    TerminalApplication.main(name: "Cities") { tabs }
}
