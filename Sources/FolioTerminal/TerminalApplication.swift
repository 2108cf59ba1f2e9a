import FolioKit

/// The entry point of an app on a real terminal: opens it, runs the run loop on a root view
/// controller until the user quits, and gives the terminal back.
///
/// An app in its own package depends on the `FolioTerminal` product and calls it from its
/// `main.swift`:
///
/// ```swift
/// import FolioKit
/// import FolioTerminal
///
/// TerminalApplication.main(name: "Notes") { NotesViewController() }
/// ```
public enum TerminalApplication {
    /// Runs the app and returns its exit status: 0 when the user quit, 1 when the terminal
    /// could not be opened (the reason is written to standard error).
    ///
    /// `rootViewController` is made once the terminal is open; `configure` sees the application
    /// before the loop starts (to set `name`, schedule work or keep it to `post` to later). The
    /// loop serves the main actor too: a `Task` started in `viewDidLoad` runs, and its `await`s
    /// resume, while the app waits for keys (`MainQueue`).
    @MainActor
    public static func run(name: String = "Application", mouse: Bool = false,
                           rootViewController: () -> ViewController,
                           configure: (Application) -> Void = { _ in }) -> Int32 {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(mouse: mouse)
        } catch {
            let message = Array("\(name.lowercased()): \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            return 1
        }
        let app = Application(terminal: terminal, rootViewController: rootViewController())
        app.name = name
        configure(app)
        app.run()
        terminal.close()
        return 0
    }

    /// Runs the app (see `run`) and exits the process with its status.
    @MainActor
    public static func main(name: String = "Application", mouse: Bool = false,
                            rootViewController: () -> ViewController,
                            configure: (Application) -> Void = { _ in }) -> Never {
        exit(run(name: name, mouse: mouse, rootViewController: rootViewController, configure: configure))
    }
}
