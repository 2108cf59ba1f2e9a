/// What FolioKit's containers save for themselves, under `kit.` keys so they never meet an
/// app's own: a navigation controller its stack, a split view controller its display mode and
/// focused column, a tab bar controller its selected tab (UIKit's containers save the same
/// without being asked).
@MainActor
enum RestorableContainers {
    nonisolated static let stackCountKey = "kit.stack.count"
    nonisolated static let displayModeKey = "kit.split.displayMode"
    nonisolated static let focusKey = "kit.split.focus"
    nonisolated static let selectedTabKey = "kit.tabs.selected"

    nonisolated static func stackKey(_ index: Int) -> String { "kit.stack.\(index)" }

    static func encode(_ controller: ViewController, with coder: StateCoder) {
        if let navigation = controller as? NavigationController {
            // A level without an identifier is not saved, and the stack is saved up to it.
            let identifiers = navigation.viewControllers.prefix { $0.restorationIdentifier != nil }.compactMap(\.restorationIdentifier)
            for (key, value) in StateRestoration.stackValues(identifiers) { coder.encode(value, forKey: key) }
        }
        if let split = controller as? SplitViewController {
            // Only a mode the user chose is saved: the automatic one follows the terminal's size.
            if split.displayMode != split.automaticMode, let name = name(of: split.displayMode) {
                coder.encode(name, forKey: displayModeKey)
            }
            if split.focusedColumn == .secondary && !split.isCollapsed { coder.encode("secondary", forKey: focusKey) }
        }
        if let tabs = controller as? TabBarController, tabs.viewControllers != nil {
            coder.encode(tabs.selectedIndex, forKey: selectedTabKey)
        }
    }

    static func decode(_ controller: ViewController, with coder: StateCoder, archive: StateRestoration.Archive, path: String) {
        if let navigation = controller as? NavigationController, let count = coder.decodeInteger(forKey: stackCountKey), count > 0 {
            let identifiers = StateRestoration.savedStack(in: coder.values)
            // The levels that exist already and match are restored by the tree walk; the rest
            // are made by `continueRestoration()`, now or when their data has loaded.
            let existing = navigation.viewControllers.map(\.restorationIdentifier)
            let matching = zip(existing, identifiers).prefix { $0 == $1 }.count
            if matching < identifiers.count && matching == existing.count {
                navigation.stackRestoration = StackRestoration(archive: archive, path: path, identifiers: identifiers, made: matching)
            }
        }
        if let split = controller as? SplitViewController {
            if let mode = coder.decodeString(forKey: displayModeKey).flatMap(mode(named:)) { split.restoreDisplayMode(mode) }
            if coder.decodeString(forKey: focusKey) == "secondary" { split.restoreFocus(.secondary) }
        }
        if let tabs = controller as? TabBarController, let index = coder.decodeInteger(forKey: selectedTabKey) {
            // A saved tab that is gone is ignored, as the index setter ignores it.
            tabs.selectedIndex = index
        }
    }

    static func name(of mode: SplitViewController.DisplayMode) -> String? {
        switch mode {
        case .primaryHidden: "primaryHidden"
        case .allVisible: "allVisible"
        // An overlay is a passing state, and automatic is the default: neither is kept.
        case .primaryOverlay, .automatic: nil
        }
    }

    static func mode(named name: String) -> SplitViewController.DisplayMode? {
        switch name {
        case "primaryHidden": .primaryHidden
        case "allVisible": .allVisible
        default: nil
        }
    }
}
