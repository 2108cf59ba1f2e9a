import Testing
import FolioKit

@Suite struct SplitLayoutTests {
    typealias Mode = SplitViewController.DisplayMode

    @Test(arguments: [
        // preferred, width, height, resolved
        (Mode.automatic, 120, 40, Mode.allVisible),     // landscape: 120 >= 2 x 40
        (.automatic, 100, 60, .primaryHidden),           // portrait
        (.allVisible, 100, 60, .allVisible),
        (.primaryHidden, 120, 40, .primaryHidden),
        (.primaryOverlay, 120, 40, .primaryOverlay),
    ])
    func displayModeResolution(preferred: Mode, width: Int, height: Int, resolved: Mode) {
        let traits = TraitRules.standard.traits(for: Size(width: width, height: height))
        #expect(SplitLayout.resolve(preferred, traits: traits) == resolved)
    }

    @Test(arguments: [
        (Mode.allVisible, Mode.allVisible, Mode.primaryHidden),
        (.primaryHidden, .allVisible, .allVisible),        // landscape: the button brings the columns back
        (.primaryHidden, .primaryHidden, .primaryOverlay), // portrait: it overlays the primary
        (.primaryOverlay, .primaryHidden, .primaryHidden),
    ])
    func defaultActionTargets(current: Mode, automatic: Mode, target: Mode) {
        #expect(SplitLayout.defaultTarget(from: current, automatic: automatic) == target)
    }

    @Test(arguments: [
        // width, fraction, min, max, expected primary width
        (120, 0.35, 24, 60, 42),
        (200, 0.35, 24, 60, 60),   // clamped to the maximum
        (80, 0.2, 24, 60, 24),     // clamped to the minimum
        (60, 0.9, 10, 100, 39),    // the secondary keeps a third and the divider
        (120, 0.5, 24, 60, 60),
    ])
    func primaryColumnWidths(width: Int, fraction: Double, minimum: Int, maximum: Int, expected: Int) {
        #expect(SplitLayout.primaryWidth(totalWidth: width, fraction: fraction, minimum: minimum, maximum: maximum) == expected)
    }

    @Test func framesForEachMode() {
        let size = Size(width: 120, height: 40)
        let all = SplitLayout.frames(size: size, mode: .allVisible, primaryWidth: 42)
        #expect(all.primary == Rect(x: 0, y: 0, width: 42, height: 40))
        #expect(all.divider == Rect(x: 42, y: 0, width: 1, height: 40))
        #expect(all.secondary == Rect(x: 43, y: 0, width: 77, height: 40))
        let hidden = SplitLayout.frames(size: size, mode: .primaryHidden, primaryWidth: 42)
        #expect(hidden.primary == nil && hidden.divider == nil)
        #expect(hidden.secondary == Rect(x: 0, y: 0, width: 120, height: 40))
        let overlay = SplitLayout.frames(size: size, mode: .primaryOverlay, primaryWidth: 42)
        #expect(overlay.primary == Rect(x: 0, y: 0, width: 42, height: 40))
        #expect(overlay.secondary == Rect(x: 0, y: 0, width: 120, height: 40), "the secondary stays under the overlay")
    }
}
