import FolioBrowser
import FolioKit
import FoundationEssentials

/// Chooses what to browse from the command line.
///
/// A directory, a JSON document (a file or standard input), a SQLite database (by its header), or
/// the bundled catalog. Fails before any screen is drawn.
@MainActor
enum Opening {
    struct Failure: Error {
        var message: String
        var exitCode: Int32
    }

    /// What to browse, and the row to select in it (a file named on the command line that
    /// opens in its folder).
    struct Start {
        var item: BrowserItem
        var selecting: String?
    }

    /// The item to browse: the catalog with `--guide`, else `path` (default: the current directory).
    ///
    /// Directories share `options` with every list the browser opens after. A file that is no
    /// database and no JSON (by its name or its first bytes) opens its folder with it selected.
    static func rootItem(for rawPath: RawPath?, guide: Bool, options: DirectoryOptions, maxSize: DocumentLimit = .standard,
                         environment: [String: String]) -> Result<Start, Failure> {
        if guide { return catalog(environment: environment).map { Start(item: $0) } }
        let rawPath = rawPath ?? RawPath(FileManager.default.currentDirectoryPath)
        let path = TextWidth.visible(rawPath.display)
        if rawPath.bytes == [UInt8(ascii: "-")] {
            // Reading the terminal as data would also steal the keys meant for the interface.
            if isatty(STDIN_FILENO) != 0 {
                return .failure(Failure(message: "standard input is a terminal; pipe JSON into folio -, for example: cat data.json | folio - (a JSON Lines or SQLite file opens by its path: folio FILE)", exitCode: 2))
            }
            if let refusal = DocumentReader.refusalForStandardInput() { return .failure(Failure(message: refusal, exitCode: 2)) }
            return .success(Start(item: JSONFileItem(path: "-", limit: maxSize)))
        }
        let isDirectory: Bool
        switch PathCheck.isDirectory(rawPath) {
        case .success(let found): isDirectory = found
        case .failure(let error):
            // The path is the user's own words: "no such file or directory" needs no guess why.
            let reason = error.isMissing ? "no such file or directory" : error.reason
            return .failure(Failure(message: "\(path): \(reason)", exitCode: 2))
        }
        if isDirectory {
            return .success(Start(item: DirectoryItem(path: rawPath.absolute(), options: options)))
        }
        if let refusal = DocumentReader.refusal(forPath: rawPath) { return .failure(Failure(message: refusal, exitCode: 2)) }
        if case .failure(let error) = PathCheck.checkReadable(rawPath) {
            return .failure(Failure(message: "\(path): cannot read it (\(error.reason))", exitCode: 2))
        }
        let absolute = rawPath.absolute()
        switch StartingFile.kind(of: rawPath) {
        case .database: return .success(Start(item: SQLiteDatabaseItem(path: absolute)))
        case .json(let lines): return .success(Start(item: JSONFileItem(path: absolute, limit: maxSize, isLines: lines)))
        case .csv: return .success(Start(item: CSVFileItem(path: absolute, limit: maxSize)))
        case .folder:
            guard let (folder, name) = absolute.normalized.parentAndName else {
                return .success(Start(item: JSONFileItem(path: absolute, limit: maxSize)))
            }
            // A dotfile asked for by name is shown, as `.` would show it.
            if name.first == UInt8(ascii: ".") { options.showsHidden = true }
            return .success(Start(item: DirectoryItem(path: folder, options: options), selecting: String(decoding: name, as: UTF8.self)))
        }
    }

    /// The place saved at the last quit in the state file at `url` (nil: none, or not asked
    /// for), and the notice a damaged or unreadable file gives.
    static func savedState(at url: URL?) -> (notice: String?, state: BrowserState?) {
        guard let url else { return (nil, nil) }
        switch BrowserState.load(from: url) {
        case .success(let state): return (nil, state)
        case .failure(let problem): return (problem.message, nil)
        }
    }

    /// True when `path` is a directory (or a link to one); read before the interface starts.
    static func isDirectory(_ path: RawPath) -> Bool {
        (try? PathCheck.isDirectory(path).get()) ?? false
    }

    /// The key a root's saved place is stored under; nil for standard input, which has no place.
    static func stateKey(for root: BrowserItem) -> String? {
        if let json = root as? JSONFileItem, json.isStandardInput { return nil }
        if let path = root.filePath { return (root is DirectoryItem ? "dir:" : "file:") + path.escapedText }
        return "catalog"
    }

    /// The directory the user is in: the innermost directory list of the primary column.
    static func currentDirectory(of split: SplitViewController) -> [UInt8]? {
        let nav = split.viewControllers.first as? NavigationController
        let lists = (nav?.viewControllers ?? []).compactMap { ($0 as? ItemListViewController)?.item as? DirectoryItem }
        return lists.last?.filePath?.bytes
    }

    /// What `--choose` writes: each path's bytes and a newline (NUL with `--choose0`), and the
    /// paths left out because a newline in them would read as two paths.
    static func choiceBytes(_ paths: [[UInt8]], endedByNul: Bool) -> (output: [UInt8], unprintable: [[UInt8]]) {
        var output: [UInt8] = []
        var unprintable: [[UInt8]] = []
        for path in paths {
            if !endedByNul && path.contains(UInt8(ascii: "\n")) {
                unprintable.append(path)
                continue
            }
            output += path + [endedByNul ? 0 : UInt8(ascii: "\n")]
        }
        return (output, unprintable)
    }

    static func catalog(environment: [String: String]) -> Result<BrowserItem, Failure> {
        guard let resources = ResourceLocator.resourcesDirectory(environment: environment) else {
            return .failure(Failure(message: "cannot find the bundled catalog (Resources/catalog.json); set FOLIO_RESOURCES to the Resources folder or reinstall with make install", exitCode: 1))
        }
        do {
            return .success(try CatalogItem.load(from: resources.appendingPathComponent("catalog.json")))
        } catch {
            return .failure(Failure(message: String(describing: error), exitCode: 1))
        }
    }
}
