import Testing
import FolioKit

/// Where presentations go: a pure function of style, size and traits.
@Suite struct PresentationLayoutTests {
    static let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
    static let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)

    @Test(arguments: [
        (ViewController.ModalPresentationStyle.automatic, regular, ViewController.ModalPresentationStyle.pageSheet),
        (.automatic, compact, .fullScreen),
        (.pageSheet, compact, .pageSheet),
        (.formSheet, regular, .formSheet),
        (.fullScreen, regular, .fullScreen),
    ])
    func resolution(style: ViewController.ModalPresentationStyle, traits: TraitCollection, resolved: ViewController.ModalPresentationStyle) {
        #expect(PresentationLayout.resolve(style, in: traits) == resolved)
    }

    @Test(arguments: [
        // style, width, height, traits, frame
        (ViewController.ModalPresentationStyle.automatic, 120, 40, regular, Rect(x: 10, y: 2, width: 100, height: 38)),
        (.automatic, 60, 30, compact, Rect(x: 0, y: 0, width: 60, height: 30)),
        (.pageSheet, 60, 30, compact, Rect(x: 0, y: 2, width: 60, height: 28)),
        (.formSheet, 120, 40, regular, Rect(x: 15, y: 5, width: 90, height: 30)),
        (.formSheet, 44, 12, compact, Rect(x: 2, y: 1, width: 40, height: 10)),
        (.popover, 120, 40, regular, Rect(x: 15, y: 5, width: 90, height: 30)),
        (.overFullScreen, 120, 40, regular, Rect(x: 0, y: 0, width: 120, height: 40)),
    ])
    func frames(style: ViewController.ModalPresentationStyle, width: Int, height: Int, traits: TraitCollection, frame: Rect) {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        #expect(PresentationLayout.outerFrame(for: style, in: bounds, traits: traits) == frame)
    }

    @Test(arguments: [
        // width, height, preferred, frame: the preferred size, centred; what fits inside a border
        (120, 40, Size(width: 30, height: 8), Rect(x: 45, y: 16, width: 30, height: 8)),
        (60, 20, Size(width: 80, height: 30), Rect(x: 1, y: 1, width: 58, height: 18)),
        (120, 40, Size(width: 30, height: 0), Rect(x: 45, y: 5, width: 30, height: 30)),
    ])
    func aFormSheetTakesItsPreferredContentSize(width: Int, height: Int, preferred: Size, frame: Rect) {
        let bounds = Rect(x: 0, y: 0, width: width, height: height)
        #expect(PresentationLayout.outerFrame(for: .formSheet, in: bounds, traits: Self.regular, preferredSize: preferred) == frame)
        #expect(PresentationLayout.outerFrame(for: .pageSheet, in: bounds, traits: Self.regular, preferredSize: preferred)
                == PresentationLayout.outerFrame(for: .pageSheet, in: bounds, traits: Self.regular), "a page sheet keeps its size")
    }

    @Test func theBorderGoesAroundTheSheetAndStopsAtTheScreensEdges() {
        let bounds = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(PresentationLayout.borderFrame(around: Rect(x: 15, y: 5, width: 90, height: 30), in: bounds)
                == Rect(x: 14, y: 4, width: 92, height: 32))
        #expect(PresentationLayout.borderFrame(around: Rect(x: 10, y: 2, width: 100, height: 38), in: bounds)
                == Rect(x: 9, y: 1, width: 102, height: 39), "a page sheet's bottom edge is the screen's")
    }
}
