import FolioBrowser
import FolioKit
import FolioTerminal
import Foundation

let version = "0.1.0"

/// Writes one line to stderr and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data(("folio: " + message + "\n").utf8))
    exit(code)
}

@MainActor
func main() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let options: Options
    switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let error): fail(error.message, code: 2)
    }
    if options.showHelp { print(Options.usage); return 0 }
    if options.showVersion { print("folio \(version)"); return 0 }

    let root: BrowserItem
    switch Opening.rootItem(for: options.path, environment: environment) {
    case .success(let item): root = item
    case .failure(let failure): fail(failure.message, code: failure.exitCode)
    }

    let terminal: NcursesTerminal
    do {
        terminal = try NcursesTerminal(environment: environment)
    } catch {
        fail(String(describing: error), code: 1)
    }
    let rules = TraitRules(regularWidth: options.regularWidth, layout: options.layout)
    let coordinator = BrowserCoordinator()
    let app = Application(terminal: terminal, rootViewController: Browser.makeRootController(for: root, coordinator: coordinator),
                          traitRules: rules)
    app.reportsFrames = environment["FOLIO_TEST_HANDSHAKE"] != nil
    app.run()
    terminal.close()
    return 0
}

exit(main())
