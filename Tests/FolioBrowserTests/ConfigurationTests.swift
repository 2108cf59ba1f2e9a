import Foundation
import FolioKit
import Testing
@testable import FolioBrowser

/// The config file: options, maps, problems that name their line, merging, and `--print-config`.
@Suite struct ConfigurationTests {
    let path = "/home/u/.config/folio/config"

    @Test func readsEveryOption() {
        let text = """
        # my settings

        layout = split
        split-width=100
          detail-width =  50
        sort = time
        dotfiles = on
        previewer = bat --color=always 'my file' "a \\"b\\""
        opener = xdg-open   # the desktop's choice
        colors = off
        restore = no
        mouse = yes
        """
        let (configuration, problems) = Configuration.parse(text, path: path)
        #expect(problems == [])
        #expect(configuration.layout == .split)
        #expect(configuration.splitWidth == 100)
        #expect(configuration.detailWidth == 50)
        #expect(configuration.sortOrder == .time)
        #expect(configuration.showsDotfiles)
        #expect(configuration.previewer == ["bat", "--color=always", "my file", "a \"b\""])
        #expect(configuration.opener == ["xdg-open"])
        #expect(!configuration.usesColors)
        #expect(!configuration.restores)
        #expect(configuration.mouse)
        #expect(configuration.source(of: .splitWidth) == .file(path: path, line: 4))
        #expect(configuration.source(of: .layout) == .file(path: path, line: 3))
    }

    @Test func defaultsWithoutAFile() {
        let configuration = Configuration()
        #expect(configuration.layout == .auto && configuration.splitWidth == 80 && configuration.detailWidth == 60)
        #expect(configuration.sortOrder == .name && !configuration.showsDotfiles && configuration.usesColors)
        #expect(configuration.restores && !configuration.mouse && configuration.opener == nil)
        #expect(configuration.keyMap == KeyMap.defaults)
        #expect(configuration.source(of: .layout) == .builtIn)
    }

    @Test(arguments: [
        ("colour = on", "unknown option 'colour'"),
        ("layout = sideways", "layout must be auto, split or stack, not 'sideways'"),
        ("split-width = 0", "split-width must be a positive number of columns, not '0'"),
        ("detail-width = wide", "detail-width must be a positive number of columns"),
        ("sort = date", "sort must be name, size or time, not 'date'"),
        ("dotfiles = maybe", "dotfiles must be on or off, not 'maybe'"),
        ("dotfiles =", "dotfiles needs one value"),
        ("mouse = on off", "mouse needs one value"),
        ("opener = 'xdg-open", "opener: a single quote (') is not closed"),
        ("map J", "expected 'map KEY COMMAND'"),
        ("map J down up", "expected 'map KEY COMMAND'"),
        ("map ctrl-1 down", "unknown key 'ctrl-1'"),
        ("map hyper-x down", "unknown key 'hyper-x'"),
        ("map J downward", "unknown command 'downward'"),
        ("unmap", "expected 'unmap KEY'"),
        ("just words", "expected 'option = value', 'map KEY COMMAND' or 'unmap KEY'"),
    ])
    func badLineNamesFileAndLineAndIsSkipped(line: String, message: String) {
        let text = "layout = stack\n\(line)\nsort = size\nmap J down\n"
        let (configuration, problems) = Configuration.parse(text, path: path)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 2)
        let description = problems.first?.description ?? ""
        #expect(description.hasPrefix("\(path):2: "), "\(description)")
        #expect(description.contains(message), "\(description)")
        #expect(description.hasSuffix("line skipped"))
        // Every other line still applies.
        #expect(configuration.layout == .stack)
        #expect(configuration.sortOrder == .size)
        #expect(configuration.keyMap.command(for: .character("J")) == .down)
    }

    @Test func crlfLineEndings() {
        let (configuration, problems) = Configuration.parse("sort = size\r\nbad\r\nmap J down\r\n", path: path)
        #expect(configuration.sortOrder == .size)
        #expect(configuration.keyMap.command(for: .character("J")) == .down)
        #expect(problems.map(\.line) == [2])
    }

    @Test func badValueKeepsThePreviousValue() {
        let (configuration, _) = Configuration.parse("split-width = 90\nsplit-width = -3\n", path: path)
        #expect(configuration.splitWidth == 90)
        #expect(configuration.source(of: .splitWidth) == .file(path: path, line: 1))
    }

    @Test func mapAndUnmap() {
        let text = """
        map J half-page-down
        map ctrl-n down  # like emacs
        map # help
        map ' jump
        unmap q
        unmap x
        """
        let (configuration, problems) = Configuration.parse(text, path: path)
        #expect(problems == [])
        let map = configuration.keyMap
        #expect(map.command(for: .character("J")) == .halfPageDown)
        #expect(map.command(for: .ctrl("n")) == .down)
        #expect(map.command(for: .character("#")) == .help)
        #expect(map.command(for: .character("'")) == .jump)
        #expect(map.command(for: .character("q")) == nil)
        #expect(map.command(for: .character("Q")) == .quit)
        #expect(configuration.source(of: Key.ctrl("n")) == .file(path: path, line: 2))
        #expect(configuration.unmappedKeys.map(\.key) == [.character("q")])
    }

    @Test func environmentThenCommandLineWin() {
        let (fromFile, _) = Configuration.parse("opener = open-it\nlayout = stack\nmouse = off\nsplit-width = 70\n", path: path)
        let merged = fromFile
            .merging(environment: ["FOLIO_OPENER": "my-opener --new", "NO_COLOR": "1", "FOLIO_MOUSE": "1", "FOLIO_PREVIEWER": ""])
            .merging(CommandLineSettings(layout: .split, detailWidth: 40, restores: false))
        #expect(merged.opener == ["my-opener", "--new"])
        #expect(merged.source(of: .opener) == .environment("FOLIO_OPENER"))
        #expect(!merged.usesColors && merged.source(of: .colors) == .environment("NO_COLOR"))
        #expect(merged.mouse)
        #expect(merged.previewer == nil)  // an empty variable is unset
        #expect(merged.layout == .split && merged.source(of: .layout) == .commandLine("--layout"))
        #expect(merged.splitWidth == 70 && merged.source(of: .splitWidth) == .file(path: path, line: 4))
        #expect(merged.detailWidth == 40 && !merged.restores)
        // An empty NO_COLOR does not count (no-color.org).
        #expect(Configuration().merging(environment: ["NO_COLOR": ""]).usesColors)
    }

    @Test func filePathFollowsXDG() {
        #expect(Configuration.filePath(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]) == "/x/cfg/folio/config")
        #expect(Configuration.filePath(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/folio/config")
        #expect(Configuration.filePath(environment: ["HOME": "/h"]) == "/h/.config/folio/config")
    }

    @Test func loadReadsTheFileAndToleratesItsAbsence() throws {
        let folder = NSTemporaryDirectory() + "folio-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/folio", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment = ["XDG_CONFIG_HOME": folder, "HOME": "/nonexistent"]
        var (configuration, problems) = Configuration.effective(environment: environment, commandLine: CommandLineSettings())
        #expect(configuration == Configuration() && problems == [])
        try "sort = size\nbogus = 1\n".write(toFile: folder + "/folio/config", atomically: true, encoding: .utf8)
        (configuration, problems) = Configuration.effective(environment: environment, commandLine: CommandLineSettings(splitWidth: 120))
        #expect(configuration.sortOrder == .size && configuration.splitWidth == 120)
        #expect(problems.map(\.description) == ["\(folder)/folio/config:2: unknown option 'bogus' (known: layout, split-width, detail-width, list-width, sort, reverse, dotfiles, previewer, opener, colors, restore, mouse, animations, watch); line skipped"])
        // A folder where the file should be: a problem, the defaults, no crash.
        let broken = folder + "/broken"
        try FileManager.default.createDirectory(atPath: broken + "/folio/config", withIntermediateDirectories: true)
        (configuration, problems) = Configuration.effective(environment: ["XDG_CONFIG_HOME": broken], commandLine: CommandLineSettings())
        #expect(configuration == Configuration())
        #expect(problems.first?.description.contains("cannot read the config file") == true)
    }

    @Test func printedShowsValuesAndSources() {
        let (fromFile, _) = Configuration.parse("sort = time\nmap J down\nunmap q\nopener = 'my opener' --x\n", path: path)
        let printed = fromFile.merging(CommandLineSettings(layout: .stack)).printed(filePath: path)
        let lines = printed.split(separator: "\n").map { $0.replacingOccurrences(of: " +", with: " ", options: .regularExpression) }
        #expect(lines.contains("layout = stack # command line --layout"))
        #expect(lines.contains("sort = time # \(path):1"))
        #expect(lines.contains("split-width = 80 # default"))
        #expect(lines.contains("opener = 'my opener' --x # \(path):4"))
        #expect(lines.contains("previewer = # default"))
        #expect(lines.contains("map J down # \(path):2"))
        #expect(lines.contains("map j down # default"))
        #expect(lines.contains("map ctrl-u half-page-up # default"))
        #expect(lines.contains("unmap q # \(path):3"))
        #expect(!lines.contains("map q quit # default"))
        #expect(lines.contains("# half-page-down move down half a page"))
    }

    @Test func printedReadsBackToTheSameSettings() {
        let text = "layout = split\ndotfiles = on\npreviewer = sh -c 'head -n 5 \"$1\"' \"it's\"\nmap ctrl-n down\nunmap Q\nmap x quit\n"
        let (original, problems) = Configuration.parse(text, path: path)
        #expect(problems == [])
        let (reread, rereadProblems) = Configuration.parse(original.printed(filePath: path), path: "printed")
        #expect(rereadProblems == [])
        #expect(original.previewer == ["sh", "-c", "head -n 5 \"$1\"", "it's"])
        #expect(reread.previewer == original.previewer)
        #expect(reread.keyMap.command(for: .ctrl("n")) == .down)
        #expect(reread.keyMap.command(for: .character("Q")) == nil)
        #expect(Set(reread.keyMap.bindings.map(\.key)) == Set(original.keyMap.bindings.map(\.key)))
        for option in ConfigurationOption.allCases { #expect(reread.value(of: option) == original.value(of: option)) }
    }

    @Test(arguments: [
        ("a b", ["a", "b"]), ("  a\t b  ", ["a", "b"]), ("'a b' c", ["a b", "c"]), (#""a \"b\" \\ \n""#, [#"a "b" \ \n"#]),
        (#"a\ b"#, ["a b"]), ("a #comment", ["a"]), ("a#b", ["a#b"]), ("''", [""]), ("", []),
    ] as [(String, [String])])
    func commandWords(text: String, words: [String]) throws {
        #expect(try CommandWords.split(text).get() == words)
        #expect(try CommandWords.split(CommandWords.join(words)).get() == words)
    }
}

/// Random config text never crashes the parser, and every line it skips is reported.
@Suite struct ConfigurationFuzzTests {
    @Test func randomTextNeverCrashesAndSkippedLinesAreNamed() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["map", "unmap", " ", "=", "'", "\"", "\\", "#", "\n", "ctrl-", "shift-", "alt-", "layout", "sort",
                      "on", "9", "x", "é", "\t", "down", "opener", "\r", "\u{0}", "f1", "space"]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let (_, problems) = Configuration.parse(text, path: "fuzz")
            let lineCount = text.unicodeScalars.filter { $0 == "\n" }.count + 1
            #expect(problems.allSatisfy { ($0.line ?? 0) >= 1 && ($0.line ?? 0) <= lineCount })
        }
    }
}
