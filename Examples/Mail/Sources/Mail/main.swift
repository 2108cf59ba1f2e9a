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
        FileHandle.standardError.write(Data("mail: \(error)\n".utf8))
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
