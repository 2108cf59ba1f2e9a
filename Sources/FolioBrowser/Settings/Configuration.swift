import FolioKit

/// Folio's settings: built-in defaults, then the config file
/// (`$XDG_CONFIG_HOME/folio/config`), then the environment, then the command line, each
/// value remembering where it came from (for `folio --print-config`).
public struct Configuration: Equatable, Sendable {
    /// Side by side, one stack, or chosen from the window's size.
    public var layout: LayoutOverride = .auto
    /// Columns from which the layout may be side by side (`--split-width`).
    public var splitWidth = 80
    /// Side by side only while the detail keeps at least this many columns beside the list (`--detail-width`).
    public var detailWidth = 60
    /// The list column's width beside the detail (`list-width`).
    public var listWidth = ListWidth.automatic
    /// The order of directory entries at start.
    public var sortOrder: DirectoryOptions.SortOrder = .name
    /// Whether that order is reversed at start (`reverse = on`).
    public var reversesOrder = false
    /// Whether dotfiles are listed at start.
    public var showsDotfiles = false
    /// The command that previews a file (its path is appended), or nil for Folio's own preview.
    public var previewer: [String]?
    /// The command that opens a file with the default application (`O`), or nil for `xdg-open`.
    public var opener: [String]?
    /// Whether colours are used (`NO_COLOR` turns them off).
    public var usesColors = true
    /// Whether the place saved at the last quit is reopened.
    public var restores = true
    /// Whether the mouse is used.
    public var mouse = false
    /// Whether transitions move (`animations = off`, `FOLIO_REDUCE_MOTION=1`, `--no-animation`
    /// turn motion off; a slow terminal turns it off by itself).
    public var animations = true
    /// Whether the directories on screen follow changes made outside Folio (inotify);
    /// `watch = off` for network filesystems, where watching costs or misleads.
    public var watch = true
    /// Which command each key runs.
    public var keyMap = KeyMap.defaults

    /// Where each option's value came from; options not listed are built-in defaults.
    public var sources: [ConfigurationOption: ConfigurationSource] = [:]
    /// Where each binding that is not a default came from.
    public var keySources: [Key: ConfigurationSource] = [:]
    /// Keys whose default binding the config file removed with `unmap`, and where.
    public var unmappedKeys: [UnmappedKey] = []

    /// A key removed by `unmap`.
    public struct UnmappedKey: Equatable, Sendable {
        /// The key that no longer has its default binding.
        public var key: Key
        /// The `unmap` line that removed it.
        public var source: ConfigurationSource
    }

    /// The built-in defaults.
    public init() {}

    /// Where a value came from.
    public func source(of option: ConfigurationOption) -> ConfigurationSource { sources[option] ?? .builtIn }

    /// Where a key's binding came from.
    public func source(of key: Key) -> ConfigurationSource { keySources[key] ?? .builtIn }

    /// The config file's path: `$XDG_CONFIG_HOME/folio/config`, else `~/.config/folio/config`
    /// (a relative `XDG_CONFIG_HOME` is ignored, as the XDG specification asks).
    public static func filePath(environment: [String: String]) -> String {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/folio/config" }
        return (environment["HOME"] ?? "") + "/.config/folio/config"
    }

    /// The largest config file read: a hand-written one is a few KB.
    static let maximumFileBytes = 1 << 20

    /// Reads the config file at `path` over the defaults; a missing file is no problem.
    public static func load(from path: String) -> (Configuration, [FileProblem]) {
        switch Syscall.readOwnFile(RawPath(path), limit: maximumFileBytes) {
        case .success(let bytes):
            return parse(String(decoding: bytes, as: UTF8.self), path: path)
        case .failure(let error) where error.isMissing:
            return (Configuration(), [])
        case .failure(let error):
            return (Configuration(), [FileProblem(path: path, line: nil, message: "cannot read the config file: \(error.reason); using the defaults")])
        }
    }

    /// The configuration a run uses: defaults, the config file, the environment, the command line.
    ///
    /// Reads the file (once, at start, before the terminal is set up).
    public static func effective(environment: [String: String], commandLine: CommandLineSettings) -> (Configuration, [FileProblem]) {
        let (fromFile, problems) = load(from: filePath(environment: environment))
        return (fromFile.merging(environment: environment).merging(commandLine), problems)
    }

    /// This configuration with the environment's settings applied: `FOLIO_OPENER`,
    /// `FOLIO_PREVIEWER` (words, as in the file), `NO_COLOR` (set and not empty: no colours),
    /// `FOLIO_MOUSE=1`.
    public func merging(environment: [String: String]) -> Configuration {
        var result = self
        for (name, option) in [("FOLIO_OPENER", ConfigurationOption.opener), ("FOLIO_PREVIEWER", .previewer)] {
            guard let value = environment[name], case .success(let words) = CommandWords.split(value), !words.isEmpty else { continue }
            if option == .opener { result.opener = words } else { result.previewer = words }
            result.sources[option] = .environment(name)
        }
        if let value = environment["NO_COLOR"], !value.isEmpty {
            result.usesColors = false
            result.sources[.colors] = .environment("NO_COLOR")
        }
        if let value = environment["FOLIO_REDUCE_MOTION"], !value.isEmpty, value != "0" {
            result.animations = false
            result.sources[.animations] = .environment("FOLIO_REDUCE_MOTION")
        }
        if environment["FOLIO_MOUSE"] == "1" {
            result.mouse = true
            result.sources[.mouse] = .environment("FOLIO_MOUSE")
        }
        return result
    }

    /// This configuration with the command line's settings applied (they win over everything).
    public func merging(_ commandLine: CommandLineSettings) -> Configuration {
        var result = self
        func take<Value>(_ value: Value?, _ field: WritableKeyPath<Configuration, Value>, _ option: ConfigurationOption, _ flag: String) {
            guard let value else { return }
            result[keyPath: field] = value
            result.sources[option] = .commandLine(flag)
        }
        take(commandLine.layout, \.layout, .layout, "--layout")
        take(commandLine.splitWidth, \.splitWidth, .splitWidth, "--split-width")
        take(commandLine.detailWidth, \.detailWidth, .detailWidth, "--detail-width")
        take(commandLine.restores, \.restores, .restore, "--no-restore")
        take(commandLine.mouse, \.mouse, .mouse, "--mouse")
        take(commandLine.animations, \.animations, .animations, "--no-animation")
        return result
    }
}
