#if canImport(Glibc)
import Glibc
#endif
import FolioKit
import Testing
@testable import FolioBrowser

/// `LS_COLORS` parsing (types, suffixes, SGR codes, malformed input) and the per-row lookup.
@Suite struct FileColorsTests {
    static let blueBold = Style(foreground: .blue, attributes: .bold)

    @Test(arguments: [
        ("01;34", Style(foreground: .blue, attributes: .bold)),
        ("1;34", Style(foreground: .blue, attributes: .bold)),
        ("00;36", Style(foreground: .cyan)),
        ("0", Style.plain), ("", Style.plain),
        ("02;04;07", Style(attributes: [.dim, .underline, .reverse])),
        ("05;31", Style(foreground: .red)),  // blink is accepted and not shown
        ("37;41", Style(foreground: .white, background: .red)),
        ("90", Style(foreground: .palette(8))), ("97", Style(foreground: .palette(15))),
        ("100", Style(background: .palette(8))), ("107", Style(background: .palette(15))),
        ("38;5;208", Style(foreground: .palette(208))), ("48;5;0;1", Style(background: .palette(0), attributes: .bold)),
        ("38;2;255;0;0", Style(foreground: .palette(196))), ("38;2;0;0;0", Style(foreground: .palette(16))),
        ("48;2;128;128;128", Style(background: .palette(244))), ("38;2;95;135;175", Style(foreground: .palette(67))),
        ("01;31;0;32", Style(foreground: .green)),  // 0 resets what came before
        ("01;;34", Style(foreground: .blue)),  // an empty parameter is 0, a reset
        ("31;39", Style.plain), ("1;22", Style.plain),
    ] as [(String, Style)])
    func sgrCodes(code: String, style: Style) {
        #expect(SGRStyle.parse(code[...]) == style)
    }

    @Test(arguments: ["x", "01;3x", "38;5", "38;5;256", "38;2;1;2", "38;2;1;2;300", "38;7;1", "1000", "-1", "01;34 ", "99999999999999999999999"])
    func malformedSGRCodes(code: String) {
        #expect(SGRStyle.parse(code[...]) == nil)
    }

    @Test func typesFromLSColors() {
        let colors = FileColors(lsColors: "di=01;34:ln=01;36:or=40;31;01:ex=01;32:pi=33:so=35:bd=34;46:cd=34;43:su=37;41:sg=30;43:tw=30;42:ow=34;42:st=37;44:fi=00;37:no=00;33:mi=05;37;41")
        func style(_ kind: FileKind, _ mode: mode_t = 0, orphan: Bool = false) -> Style? {
            colors.style(name: Array("name".utf8), kind: kind, mode: UInt32(mode), isOrphan: orphan)
        }
        #expect(style(.directory, 0o755) == Self.blueBold)
        #expect(style(.directory, 0o1777) == Style(foreground: .black, background: .green))  // tw
        #expect(style(.directory, 0o757) == Style(foreground: .blue, background: .green))  // ow
        #expect(style(.directory, 0o1755) == Style(foreground: .white, background: .blue))  // st
        #expect(style(.symlink) == Style(foreground: .cyan, attributes: .bold))
        #expect(style(.symlink, orphan: true) == Style(foreground: .red, background: .black, attributes: .bold))
        #expect(style(.regular, 0o755) == Style(foreground: .green, attributes: .bold))
        #expect(style(.regular, 0o4755) == Style(foreground: .white, background: .red))  // setuid before ex
        #expect(style(.regular, 0o2755) == Style(foreground: .black, background: .yellow))
        #expect(style(.regular, 0o644) == Style(foreground: .white))  // fi
        #expect(style(.fifo) == Style(foreground: .yellow))
        #expect(style(.socket) == Style(foreground: .magenta))
        #expect(style(.blockDevice) == Style(foreground: .blue, background: .cyan))
        #expect(style(.characterDevice) == Style(foreground: .blue, background: .yellow))
        #expect(style(.unknown) == Style(foreground: .yellow))  // no
        #expect(colors.style(for: .missing) == Style(foreground: .white, background: .red))
        #expect(colors.skippedEntries == [])
    }

    @Test func suffixesApplyToRegularFilesOnly() {
        let colors = FileColors(lsColors: "di=01;34:ex=01;32:*.tar=01;31:*~=00;90:*README=33")
        #expect(colors.style(name: "a.tar", kind: .regular) == Style(foreground: .red, attributes: .bold))
        #expect(colors.style(name: "notes~", kind: .regular) == Style(foreground: .palette(8)))
        #expect(colors.style(name: "README", kind: .regular) == Style(foreground: .yellow))
        #expect(colors.style(name: "a.tar", kind: .directory) == Self.blueBold)
        #expect(colors.style(name: "run.tar", kind: .regular, mode: 0o755) == Style(foreground: .green, attributes: .bold))
        #expect(colors.style(name: "tar", kind: .regular) == nil)  // no fi, no no: drawn plainly
        #expect(colors.style(name: ".tar", kind: .regular) == Style(foreground: .red, attributes: .bold))
    }

    @Test func suffixCaseAsGNULs() {
        // One spelling: case ignored. Two spellings of one suffix: each matches exactly.
        let colors = FileColors(lsColors: "*.jpg=35:*.c=32:*.C=33")
        #expect(colors.style(name: "A.JPG", kind: .regular) == Style(foreground: .magenta))
        #expect(colors.style(name: "a.Jpg", kind: .regular) == Style(foreground: .magenta))
        #expect(colors.style(name: "x.c", kind: .regular) == Style(foreground: .green))
        #expect(colors.style(name: "x.C", kind: .regular) == Style(foreground: .yellow))
        // Suffixes that start with a letter: folded when one spelling, exact when two.
        #expect(FileColors(lsColors: "*README=33").style(name: "readme", kind: .regular) == Style(foreground: .yellow))
        let makefiles = FileColors(lsColors: "*Makefile=31:*makefile=32")
        #expect(makefiles.style(name: "Makefile", kind: .regular) == Style(foreground: .red))
        #expect(makefiles.style(name: "GNUmakefile", kind: .regular) == Style(foreground: .green))
        #expect(makefiles.style(name: "MAKEFILE", kind: .regular) == nil)
        // Case folding is ASCII only, as in GNU ls.
        #expect(FileColors(lsColors: "*.é=31").style(name: "x.É", kind: .regular) == nil)
    }

    @Test func theSuffixWrittenLastWins() {
        let gzLast = FileColors(lsColors: "*.tar.gz=31:*.gz=32")
        #expect(gzLast.style(name: "a.tar.gz", kind: .regular) == Style(foreground: .green))
        let tarGzLast = FileColors(lsColors: "*.gz=32:*.tar.gz=31")
        #expect(tarGzLast.style(name: "a.tar.gz", kind: .regular) == Style(foreground: .red))
        #expect(tarGzLast.style(name: "a.gz", kind: .regular) == Style(foreground: .green))
        let redefined = FileColors(lsColors: "*.md=31:*.md=34")
        #expect(redefined.style(name: "x.md", kind: .regular) == Style(foreground: .blue))
    }

    @Test func zeroMeansNotColouredForTypes() {
        // `ex=00` lets an executable fall through to its suffix; `*.x=00` is a plain match.
        let colors = FileColors(lsColors: "ex=00:fi=33:*.sh=32:*.txt=00")
        #expect(colors.style(name: "a.sh", kind: .regular, mode: 0o755) == Style(foreground: .green))
        #expect(colors.style(name: "a.txt", kind: .regular) == Style.plain)
        #expect(colors.style(name: "a.md", kind: .regular) == Style(foreground: .yellow))
    }

    @Test func linksAsTarget() {
        let colors = FileColors(lsColors: "di=01;34:ln=target:or=31:*.png=35")
        #expect(colors.style(name: "d", kind: .symlink, targetKind: .directory) == Self.blueBold)
        #expect(colors.style(name: "p.png", kind: .symlink, targetKind: .regular) == Style(foreground: .magenta))
        #expect(colors.style(name: "gone", kind: .symlink, isOrphan: true) == Style(foreground: .red))
    }

    @Test func statusConvenienceUsesModeAndTarget() {
        let colors = FileColors(lsColors: nil)
        let link = FileStatus(kind: .symlink, size: 0, mode: S_IFLNK | 0o777, modified: .distantPast, linkTarget: "x", targetKind: nil)
        #expect(colors.style(name: Array("l".utf8), status: link) == Style(foreground: .red, background: .black, attributes: .bold))
        let tool = FileStatus(kind: .regular, size: 1, mode: S_IFREG | 0o755, modified: .distantPast, linkTarget: nil, targetKind: nil)
        #expect(colors.style(name: Array("tool".utf8), status: tool) == Style(foreground: .green, attributes: .bold))
    }

    @Test(arguments: [nil, ""] as [String?])
    func builtInDefaultWhenUnsetOrEmpty(value: String?) {
        let colors = FileColors(lsColors: value)
        #expect(colors.skippedEntries == [])
        #expect(colors.style(name: "src", kind: .directory, mode: 0o755) == Self.blueBold)
        #expect(colors.style(name: "l", kind: .symlink) == Style(foreground: .cyan, attributes: .bold))
        #expect(colors.style(name: "a.ZIP", kind: .regular) == Style(foreground: .red, attributes: .bold))
        #expect(colors.style(name: "p.png", kind: .regular) == Style(foreground: .magenta, attributes: .bold))
        #expect(colors.style(name: "s.flac", kind: .regular) == Style(foreground: .cyan))
        #expect(colors.style(name: "x.bak", kind: .regular) == Style(foreground: .palette(8)))
        #expect(colors.style(name: "notes.txt", kind: .regular) == nil)
        #expect(colors.style(name: "/tmp", kind: .directory, mode: 0o1777) == Style(foreground: .black, background: .green))
        #expect(colors.style(name: "fifo", kind: .fifo) == Style(foreground: .yellow, background: .black))
        #expect(colors.style(for: .missing) == nil)  // mi=00
    }

    @Test(arguments: [
        ("di=01;34:garbage:*.x=31", ["garbage"]),
        ("di=01;34:zz=31:*.x=31", ["zz=31"]),
        ("di=01;3x:*.x=31", ["di=01;3x"]),
        ("*=31:*.x=31", ["*=31"]),
        ("di=01;34::::*.x=31:", []),
        ("=:*.x=31", ["="]),
        ("di=38;5;999:*.x=31", ["di=38;5;999"]),
        ("\u{0}\u{1}:*.x=31:ln", ["\u{0}\u{1}", "ln"]),
    ] as [(String, [String])])
    func malformedEntriesAreSkipped(value: String, skipped: [String]) {
        let colors = FileColors(lsColors: value)
        #expect(colors.skippedEntries == skipped)
        // The good entries still apply.
        #expect(colors.style(name: "a.x", kind: .regular) == Style(foreground: .red))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789;:=*.~dilnexorsu#\\^[ \u{1B}é")
        for _ in 0..<2000 {
            let length = Int.random(in: 0...40, using: &generator)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            let colors = FileColors(lsColors: text)
            _ = colors.style(name: "a.d", kind: .regular, mode: 0o755)
            _ = colors.style(name: "", kind: .regular)
        }
    }
}
