import FolioKit
import FolioTerminal

MainActor.assumeIsolated { () -> Void in
    let root = ViewController()
    root.title = "Cities"
    TerminalApplication.main(name: "Cities") { NavigationController(rootViewController: root) }
}
