// The Mail example: a master-detail app written as for UIKit, with the `UI` prefix dropped.
import FolioKit
import FolioTerminal
import MailApp

@MainActor
func runMail() -> Int32 {
    // The scene holds the split view's delegate: it lives as long as the app runs.
    let scene = MailScene()
    return withExtendedLifetime(scene) {
        TerminalApplication.run(name: "Mail") { scene.splitViewController }
    }
}

exit(MainActor.assumeIsolated { runMail() })
