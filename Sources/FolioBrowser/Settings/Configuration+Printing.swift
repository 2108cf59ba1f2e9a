import FolioKit

extension Configuration {
    /// The configuration in the config file's own syntax, for `folio --print-config`.
    ///
    /// Every option and every binding is listed, each with where its value came from in a trailing
    /// comment. Saved as a config file, it reads back to the same settings.
    public func printed(filePath: String) -> String {
        var lines = [
            "# The effective configuration of folio, in the syntax of its config file.",
            "# Read in this order, later winning: defaults, \(TextWidth.visible(filePath)), the environment, the command line.",
            "",
        ]
        var settings: [(String, ConfigurationSource)] = ConfigurationOption.allCases.map { option in
            ("\(option.name) = \(value(of: option))", source(of: option))
        }
        lines += aligned(settings)
        lines += ["", "# Keys: map KEY COMMAND. Commands:"]
        let width = BrowserCommand.allCases.map(\.name.count).max() ?? 0
        lines += BrowserCommand.allCases.map { "#   " + $0.name.padding(width) + "  " + $0.summary }
        lines.append("")
        settings = keyMap.bindings.map { ("map \($0.key.configName) \($0.command.name)", source(of: $0.key)) }
        settings += unmappedKeys.map { ("unmap \($0.key.configName)", $0.source) }
        lines += aligned(settings)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The value of an option as the config file writes it (control characters escaped, see
    /// `CommandWords.quote`).
    public func value(of option: ConfigurationOption) -> String {
        switch option {
        case .layout: return layout.rawValue
        case .splitWidth: return String(splitWidth)
        case .detailWidth: return String(detailWidth)
        case .listWidth: return listWidth.configValue
        case .sort: return sortOrder.rawValue
        case .reverse: return reversesOrder ? "on" : "off"
        case .dotfiles: return showsDotfiles ? "on" : "off"
        case .previewer: return previewer.map(CommandWords.join) ?? ""
        case .opener: return opener.map(CommandWords.join) ?? ""
        case .colors: return usesColors ? "on" : "off"
        case .restore: return restores ? "on" : "off"
        case .mouse: return mouse ? "on" : "off"
        case .animations: return animations ? "on" : "off"
        case .watch: return watch ? "on" : "off"
        }
    }

    /// Lines with their source comments lined up in one column.
    private func aligned(_ settings: [(String, ConfigurationSource)]) -> [String] {
        let width = min(40, settings.map(\.0.count).max() ?? 0)
        return settings.map { text, source in text.padding(width) + "  # " + TextWidth.visible(source.description) }
    }
}

extension String {
    /// The string padded with spaces to `width` characters (never cut).
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
