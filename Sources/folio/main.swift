import FolioBrowser
import FolioKit
import FolioTerminal
import FoundationEssentials

let version = "0.1.0"

/// Writes one line to stderr and exits with `code`; the message is written in its visible form,
/// as it can quote an argument.
func fail(_ message: String, code: Int32) -> Never {
    StandardStream.error("folio: " + TextWidth.visible(message) + "\n")
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
    let (configuration, configProblems) = Configuration.effective(environment: environment, commandLine: options.settings)
    if options.printsConfig {
        print(configuration.printed(filePath: Configuration.filePath(environment: environment)), terminator: "")
        for problem in configProblems { StandardStream.error("folio: \(problem)\n") }
        return 0
    }

    let directoryOptions = DirectoryOptions()
    directoryOptions.sortOrder = configuration.sortOrder
    directoryOptions.reversesOrder = configuration.reversesOrder
    directoryOptions.showsHidden = configuration.showsDotfiles
    var settings = BrowserSettings(options: directoryOptions, environment: environment, choosesPath: options.choose,
                                   fileColors: configuration.usesColors ? FileColors(lsColors: environment["LS_COLORS"]) : nil,
                                   opener: configuration.opener, previewer: .some(configuration.previewer))
    settings.watchesDirectories = configuration.watch
    let context = BrowserContext(settings: settings, runner: .terminal)
    context.bookmarks.load()
    let start: Opening.Start
    switch Opening.rootItem(for: options.pathIndex.map(rawArgument), guide: options.guide, options: settings.options, maxSize: options.maxSize,
                            environment: environment) {
    case .success(let found): start = found
    case .failure(let failure): fail(failure.message, code: failure.exitCode)
    }
    let root = start.item

    let terminal: NcursesTerminal
    do {
        var terminalEnvironment = environment
        if !configuration.usesColors { terminalEnvironment["NO_COLOR"] = "1" }
        terminal = try NcursesTerminal(environment: terminalEnvironment, mouse: configuration.mouse)
    } catch {
        fail(String(describing: error), code: 1)
    }
    let rules = TraitRules(regularWidth: configuration.splitWidth, layout: configuration.layout)
    let coordinator = BrowserCoordinator()
    let split = Browser.makeRootController(for: root, context: context, coordinator: coordinator)
    split.minimumDetailWidth = configuration.detailWidth
    split.listWidth = configuration.listWidth
    let stateURL = Opening.stateKey(for: root).map { BrowserState.fileURL(forRoot: $0, environment: environment) }
    // A picker starts where it is asked to, not at an old place; --no-restore starts fresh.
    let restores = configuration.restores && !options.choose
    var (startNotice, saved) = Opening.savedState(at: restores ? stateURL : nil)
    if let directory = root as? DirectoryItem {
        // A directory shows itself with its saved selection; the deeper place left is offered.
        if saved != nil || start.selecting != nil {
            (saved ?? BrowserState(opened: [], selected: nil)).startingInDirectory(selecting: start.selecting).apply(to: split)
        }
        if let left = saved?.placeLeft(startingAt: directory.path, isDirectory: Opening.isDirectory) {
            split.offerPlaceLeft(left)
            startNotice = "Last time you were in \(TextWidth.visible(left.directory.display)): '' goes back there"
        }
    } else if let saved {
        saved.apply(to: split)
        startNotice = "Reopened \(saved.placeDescription(rootTitle: root.title)); --no-restore starts fresh"
    }
    let app = Application(terminal: terminal, rootViewController: split, traitRules: rules)
    app.name = "Folio"
    app.reportsFrames = environment["FOLIO_TEST_HANDSHAKE"] != nil
    // Reduced motion: asked for (config, environment, --no-animation), or a terminal too slow for it.
    app.animationsEnabled = configuration.animations && terminal.suitsMotion
    context.notices.onNotice = { [weak app] text in app?.window.notice = text.isEmpty ? nil : text }
    // Progress takes the notice row only when it is free, and gives back only its own text.
    var shownProgress: String?
    context.notices.onProgress = { [weak app] text in
        guard let app else { return }
        if let text {
            guard app.window.notice == nil || app.window.notice == shownProgress else { return }
            shownProgress = text
            app.window.notice = text
        } else if let shown = shownProgress {
            if app.window.notice == shown { app.window.notice = nil }
            shownProgress = nil
        }
    }
    app.window.keyBindings = configuration.keyMap.keyBindings
    // What an interrupted file operation left is cleaned (or named) before any new one runs.
    OperationRecord.start(environment: environment, context: context, in: app)
    if let problem = configProblems.first {
        let more = configProblems.count > 1 ? " (and \(configProblems.count - 1) more: folio --print-config lists them)" : ""
        startNotice = "\(problem)\(more)"
    }
    if let startNotice { app.showNotice(startNotice, for: 5) }
    if let pending = context.notices.notice { app.window.notice = pending }
    app.run()
    terminal.close()
    SQLiteDatabaseItem.closeAllConnections()
    var saveProblem: String?
    if configuration.restores && !options.choose, let stateURL {
        do {
            try BrowserState.capture(from: split).save(to: stateURL)
        } catch {
            saveProblem = BrowserState.describeSaveFailure(error, url: stateURL)
        }
    }
    var status: Int32 = 0
    if options.choose {
        let chosen = context.marks.choiceOutput(fallback: Opening.currentDirectory(of: split))
        let (output, unprintable) = Opening.choiceBytes(chosen, endedByNul: options.chooseNul)
        StandardStream.output(output)
        for path in unprintable {
            StandardStream.error("folio: not printed, its name holds a newline (--choose0 prints it): "
                + TextWidth.visible(String(decoding: path, as: UTF8.self)) + "\n")
            status = 1
        }
    }
    if let saveProblem { StandardStream.error("folio: " + TextWidth.visible(saveProblem) + "\n") }
    return status
}

/// The command-line argument at `index` (0 is the first after the program's name) as the bytes
/// the shell gave, which `CommandLine.arguments` would have decoded as UTF-8, marking what is not.
func rawArgument(at index: Int) -> RawPath {
    guard let pointer = CommandLine.unsafeArgv[index + 1] else { return RawPath(bytes: []) }
    return RawPath(bytes: Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))))
}

exit(main())
