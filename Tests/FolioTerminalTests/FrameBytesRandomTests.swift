import CNcursesw
@testable import FolioKit
import Testing
@testable import FolioTerminal
import FolioTesting

/// Random screens and random changes: the bytes of each frame, played on a model of the
/// terminal showing the old screen, give exactly the new grid (text, widths and styles), and a
/// frame over an unchanged screen writes nothing.
@MainActor
@Suite(.serialized) struct FrameBytesRandomTests {
    static let words = ["a", "item", "漢字", "e\u{301}", "├─", "  ", "x", "名前", "Z9", "·", "--------", "=========="]
    static let styles = [Style.plain, Style(.bold), Style(.reverse), Style(foreground: .blue),
                         Style(foreground: .palette(200), background: .palette(17), attributes: [.underline]),
                         Style(background: .palette(9)), Style(.dim),
                         // Styles that add to others (written as what they add): a selected row and its dim column.
                         Style(attributes: [.bold, .reverse]), Style(foreground: .blue, attributes: [.bold, .dim, .reverse])]

    /// A generator with a fixed seed, so a failure names its seed.
    typealias Generator = SplitMix64

    /// Draws a few random words in random styles inside `rect` and marks it (one column wider
    /// each side, where repairing a split wide glyph may reach) dirty.
    static func scribble(_ grid: inout CellGrid, in rect: Rect, region: inout DirtyRegion, random: inout Generator) {
        if Bool.random(using: &random) { grid.fill(rect, style: styles.randomElement(using: &random) ?? .plain) }
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in words.randomElement(using: &random) ?? "" }.joined()
            let point = Point(x: rect.minX + Int.random(in: -1...max(0, rect.width), using: &random),
                              y: rect.minY + Int.random(in: 0..<max(1, rect.height), using: &random))
            grid.draw(text, at: point, style: styles.randomElement(using: &random) ?? .plain, clip: rect)
        }
        region.add(Rect(x: rect.minX - 1, y: rect.minY, width: rect.width + 2, height: rect.height))
    }

    @Test(arguments: 0..<60)
    func randomFramesLeaveTheTerminalShowingTheNewGrid(seed: Int) throws {
        var status: Int32 = 0
        guard setupterm("xterm-256color", -1, &status) == OK, var output = DirectOutput(colors: 256, isMonochrome: false) else {
            Issue.record("no terminfo for xterm-256color")
            return
        }
        var random = Generator(state: UInt64(seed))
        let size = Size(width: Int.random(in: 8...30, using: &random), height: Int.random(in: 2...8, using: &random))
        var front = CellGrid(size: size)
        var all = DirtyRegion(size: size)
        Self.scribble(&front, in: front.bounds, region: &all, random: &random)
        var screen = ANSIScreenModel(showing: front)
        var bytes = FrameBytes(capacity: 16)
        for step in 0..<6 {
            var back = front
            var region = DirtyRegion(size: size)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let x = Int.random(in: 0..<size.width, using: &random), y = Int.random(in: 0..<size.height, using: &random)
                let rect = Rect(x: x, y: y, width: Int.random(in: 1...(size.width - x), using: &random),
                                height: Int.random(in: 1...(size.height - y), using: &random))
                Self.scribble(&back, in: rect, region: &region, random: &random)
            }
            if step == 3 {
                // A whole row restyled, as a selection moves.
                let row = Int.random(in: 0..<size.height, using: &random)
                back.restyle(Rect(x: 0, y: row, width: size.width, height: 1)) { $0.adding(.reverse) }
                region.add(Rect(x: 0, y: row, width: size.width, height: 1))
            }
            let runs = front.update(to: back, in: region)
            #expect(front == back, "seed \(seed) step \(step): the front grid takes the new cells")
            bytes.removeAll()
            output.append(FrameUpdate(runs: runs), rows: size.height, columns: size.width, to: &bytes)
            let unknown = screen.apply(bytes.array)
            #expect(unknown.isEmpty, "seed \(seed) step \(step): \(unknown)")
            #expect(screen.grid == back, "seed \(seed) step \(step):\n\(screen.grid.lines())\nwanted\n\(back.lines())")
            #expect(front.update(to: back, in: region).isEmpty, "seed \(seed) step \(step): nothing left to write")
        }
    }

    @Test func frameBytesGrowAndFormatNumbers() {
        var bytes = FrameBytes(capacity: 16)
        for value in [0, 7, 10, 99, 100, 12345] {
            bytes.appendDecimal(value)
            bytes.append(UInt8(ascii: ","))
        }
        let long = Array(repeating: UInt8(ascii: "x"), count: 100)
        bytes.append(long)
        #expect(String(decoding: bytes.array, as: UTF8.self) == "0,7,10,99,100,12345," + String(repeating: "x", count: 100))
        bytes.removeAll()
        bytes.appendUTF8("漢")
        #expect(bytes.array == Array("漢".utf8))
    }
}
