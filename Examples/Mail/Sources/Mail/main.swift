// The Mail example: a master-detail app written as for UIKit, with the `UI` prefix dropped.
import FolioKit
import FolioTerminal
import MailApp

@MainActor
func runMail() -> Int32 {
    let terminal: NcursesTerminal
    do {
        terminal = try NcursesTerminal()
    } catch {
        let message = Array("mail: \(error)\n".utf8)
        _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        return 1
    }
    let scene = MailScene()
    let app = Application(terminal: terminal, rootViewController: scene.splitViewController)
    app.name = "Mail"
    app.run()
    terminal.close()
    return 0
}

exit(MainActor.assumeIsolated { runMail() })
