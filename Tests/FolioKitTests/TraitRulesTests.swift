import Testing
import FolioKit

@Suite struct TraitRulesTests {
    @Test(arguments: [
        // width, height, layout, horizontal, vertical, orientation
        (120, 40, LayoutOverride.auto, UserInterfaceSizeClass.regular, UserInterfaceSizeClass.regular, InterfaceOrientation.landscape),
        (80, 24, .auto, .regular, .regular, .landscape),
        (79, 24, .auto, .compact, .regular, .landscape),
        (60, 30, .auto, .compact, .regular, .landscape),
        (100, 60, .auto, .regular, .regular, .portrait),
        (120, 15, .auto, .regular, .compact, .landscape),
        (120, 16, .auto, .regular, .regular, .landscape),
        (60, 30, .split, .regular, .regular, .landscape),
        (200, 50, .stack, .compact, .regular, .landscape),
    ])
    func traits(width: Int, height: Int, layout: LayoutOverride, horizontal: UserInterfaceSizeClass,
                vertical: UserInterfaceSizeClass, orientation: InterfaceOrientation) {
        let traits = TraitRules(layout: layout).traits(for: Size(width: width, height: height))
        #expect(traits.horizontalSizeClass == horizontal)
        #expect(traits.verticalSizeClass == vertical)
        #expect(traits.orientation == orientation)
    }

    @Test func thresholdsAreConfigurable() {
        let rules = TraitRules(regularWidth: 100, compactHeight: 10)
        #expect(rules.traits(for: Size(width: 99, height: 10)).horizontalSizeClass == .compact)
        #expect(rules.traits(for: Size(width: 100, height: 10)).horizontalSizeClass == .regular)
        #expect(rules.traits(for: Size(width: 100, height: 9)).verticalSizeClass == .compact)
    }

    @Test(arguments: [
        (Key.shift(.right), "S-Right"), (Key.ctrl("u"), "Ctrl-U"), (Key.character("/"), "/"),
        (Key.enter, "Enter"), (Key.f(1), "F1"), (Key.character(" "), "Space"), (Key.character("G"), "G"),
    ])
    func keyLabels(key: Key, label: String) {
        #expect(key.description == label)
    }
}
