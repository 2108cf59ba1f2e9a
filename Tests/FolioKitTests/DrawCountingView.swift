@testable import FolioKit

/// A view that counts the times it is asked to draw and fills itself with a letter.
@MainActor
final class DrawCountingView: View {
    var draws = 0
    let letter: String

    init(frame: Rect, letter: String) {
        self.letter = letter
        super.init(frame: frame)
    }

    override func draw(_ surface: inout Surface) {
        draws += 1
        for y in 0..<bounds.height {
            surface.draw(String(repeating: letter, count: bounds.width), at: Point(x: 0, y: y))
        }
    }
}
