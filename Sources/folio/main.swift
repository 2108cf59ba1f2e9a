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
    switch Opening.rootItem(for: options.path, maxSize: options.maxSize, environment: environment) {
    case .success(let item): root = item
    case .failure(let failure): fail(failure.message, code: failure.exitCode)
    }

    let terminal: NcursesTerminal
    do {
        terminal = try NcursesTerminal(environment: environment, mouse: options.mouse || environment["FOLIO_MOUSE"] == "1")
    } catch {
        fail(String(describing: error), code: 1)
    }
    let rules = TraitRules(regularWidth: options.regularWidth, layout: options.layout)
    let context = BrowserContext(environment: environment, choosesPath: options.choose)
    context.runProgram = ExternalProgram.run
    let coordinator = BrowserCoordinator()
    let split = Browser.makeRootController(for: root, context: context, coordinator: coordinator)
    let stateURL = Opening.stateKey(for: root).map { BrowserState.fileURL(forRoot: $0, environment: environment) }
    var startNotice: String?
    if options.restores, let stateURL {
        switch BrowserState.load(from: stateURL) {
        case .success(let state?): state.apply(to: split)
        case .success(nil): break
        case .failure(let problem): startNotice = problem.message
        }
    }
    let app = Application(terminal: terminal, rootViewController: split, traitRules: rules)
    app.name = "Folio"
    context.application = app
    app.reportsFrames = environment["FOLIO_TEST_HANDSHAKE"] != nil
    context.onNotice = { [weak app] text in app?.window.notice = text }
    if let startNotice { app.window.notice = startNotice }
    if let pending = context.notice { app.window.notice = pending }
    app.run()
    terminal.close()
    var saveProblem: String?
    do {
        if let stateURL { try BrowserState.capture(from: split).save(to: stateURL) }
    } catch {
        saveProblem = "could not save the place for next time: \(error)"
    }
    if options.choose {
        if let chosen = context.chosenPath ?? Opening.currentDirectory(of: split) { print(chosen) }
    }
    if let saveProblem { FileHandle.standardError.write(Data(("folio: " + saveProblem + "\n").utf8)) }
    return 0
}

exit(main())
