import FolioKit
import FolioTesting
@testable import FolioBrowser

/// The seeded generator the randomized sessions use (FolioTesting's SplitMix64).
typealias SeededGenerator = SplitMix64

/// One thing a user does: a key or a resize of the terminal.
enum SessionStep: CustomStringConvertible {
    case key(Key)
    case resize(Size)

    /// Keys that move, open, go back, switch columns, hide and reveal the list; moving and
    /// opening (and `G`, which lands on a file in most folders) weigh more, so cases go deep
    /// and open files before they go back.
    static let keys: [Key] = [
        .character("j"), .character("j"), .character("j"), .character("k"), .character("h"),
        .character("l"), .character("l"), .character("l"), .enter, .enter,
        .tab, .character("\\"), .character("g"), .character("G"), .character("G"), .pageDown, .shift(.right), .character("["), .escape,
    ]
    /// The sizes of issue 8's reports and of common windows: wide, narrow, tall, tiny.
    static let sizes = [(120, 40), (80, 24), (100, 60), (60, 20), (70, 30), (160, 45), (105, 57), (40, 12)]
        .map { Size(width: $0.0, height: $0.1) }

    /// A random step: a resize one time in four, else a key.
    static func random(using generator: inout SeededGenerator) -> SessionStep {
        if Int.random(in: 0..<4, using: &generator) == 0, let size = sizes.randomElement(using: &generator) { return .resize(size) }
        return .key(keys.randomElement(using: &generator) ?? .character("j"))
    }

    var description: String {
        switch self {
        case .key(let key): return key.description
        case .resize(let size): return "\(size.width)x\(size.height)"
        }
    }

    /// Performs the step on `run`, as the terminal would deliver it.
    @MainActor
    func perform(on run: BrowserRun) {
        switch self {
        case .key(let key): run.harness.press(key)
        case .resize(let size): run.harness.resize(to: size)
        }
    }
}
