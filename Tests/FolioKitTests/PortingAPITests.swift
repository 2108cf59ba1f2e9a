import Foundation
import Testing
import FolioKit
import FolioTesting

/// The UIKit names issue 13 adds: actions, system items, menus, back-button titles, labels,
/// background colours.
@MainActor
@Suite struct PortingAPITests {
    func stack(_ top: ViewController, below: ViewController? = nil, size: Size = Size(width: 60, height: 8)) -> (NavigationController, ScreenHarness) {
        let nav = NavigationController(rootViewController: below ?? top)
        if below != nil { nav.pushViewController(top, animated: false) }
        nav.isToolbarHidden = false
        return (nav, ScreenHarness(root: nav, size: size))
    }

    func line(_ harness: ScreenHarness, _ row: Int) -> String {
        let lines = harness.screen.components(separatedBy: "\n")
        return row < 0 ? lines[lines.count + row] : lines[row]
    }

    @Test(arguments: [
        (BarButtonItem.SystemItem.done, "Ctrl-S Done"), (.cancel, "Esc Cancel"), (.edit, "e Edit"), (.add, "+ Add"),
        (.compose, "c Compose"), (.reply, "r Reply"), (.action, "a Share"), (.search, "/ Search"),
        (.refresh, "Ctrl-R Refresh"), (.trash, "Del Delete"), (.undo, "u Undo"),
    ])
    func systemItemsHaveTitlesAndKeys(item: BarButtonItem.SystemItem, label: String) {
        #expect(BarButtonItem(systemItem: item).label == label)
    }

    @Test func systemItemsAvoidFolioKitsOwnKeys() {
        let reserved: Set<Key> = [.character("h"), .character("j"), .character("k"), .character("l"), .character("g"),
                                  .character("q"), .character("?"), .enter, .tab, .character(" ")]
        for item in BarButtonItem.SystemItem.allCases {
            if let key = item.appearance.key { #expect(!reserved.contains(key), "\(item) takes \(key)") }
        }
    }

    @Test func primaryActionRunsFromItsKeyWithTheActionAsArgument() {
        let top = ViewController()
        top.title = "Top"
        var received: [String] = []
        let archive = Action(title: "Archive", image: Image(systemName: "archivebox")) { action in received.append(action.title) }
        top.toolbarItems = [BarButtonItem(title: nil, image: nil, primaryAction: archive, menu: nil)]
        top.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action(title: "New") { _ in received.append("add") })
        let (_, harness) = stack(top)
        #expect(line(harness, -1) == " a Archive", "the action's title, and the first free letter of it as key")
        #expect(line(harness, 0).hasSuffix("+ Add"))
        harness.press(.character("a"), .character("+"))
        #expect(received == ["Archive", "add"])
    }

    @Test func anItemWithOnlyAnImageShowsItsSymbol() {
        let item = BarButtonItem(image: Image(systemName: "square.and.pencil"), primaryAction: Action { _ in })
        #expect(item.displayTitle == "✎")
        #expect(Image(systemName: "no.such.symbol")?.symbol == nil, "unknown images are accepted and draw nothing")
    }

    @Test func automaticKeysSkipTakenLetters() {
        let top = ViewController()
        top.toolbarItems = [
            BarButtonItem(title: "Send", primaryAction: Action { _ in }),
            BarButtonItem(title: "Save", primaryAction: Action { _ in }),
            BarButtonItem(title: "Go", primaryAction: Action { _ in }),
            BarButtonItem(title: "Inert"),
        ]
        let (_, harness) = stack(top)
        #expect(line(harness, -1) == " s Send  a Save  o Go  Inert",
                "Save's s is taken, Go's g is FolioKit's first-row key, an item that does nothing needs no key")
    }

    @Test func aMenuOpensAsASheetAndRunsTheChosenAction() {
        let top = ViewController()
        top.title = "Top"
        var chosen: [String] = []
        let sort = Menu(title: "Sort by", children: [
            Action(title: "Date") { _ in chosen.append("date") },
            Action(title: "Sender") { _ in chosen.append("sender") },
        ])
        top.navigationItem.rightBarButtonItem = BarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: sort)
        let (_, harness) = stack(top, size: Size(width: 60, height: 16))
        harness.press(.character("s"))
        #expect(harness.window.topController?.title == "Sort by")
        #expect(harness.screen.contains(" Date") && harness.screen.contains(" Sender"))
        harness.press(.down, .enter)
        #expect(chosen == ["sender"])
        #expect(harness.window.topController === harness.window.rootViewController, "choosing closes the menu")
    }

    @Test(arguments: [
        (NavigationItem.BackButtonDisplayMode.default, " ‹ Mailboxes"),
        (.generic, " ‹ Back"),
        (.minimal, " ‹ "),
    ])
    func backButtonTitleAndDisplayMode(mode: NavigationItem.BackButtonDisplayMode, prefix: String) {
        let previous = ViewController()
        previous.title = "All Inboxes"
        previous.navigationItem.backButtonTitle = "Mailboxes"
        previous.navigationItem.backButtonDisplayMode = mode
        let top = ViewController()
        top.title = "Message"
        let (_, harness) = stack(top, below: previous)
        #expect(line(harness, 0).hasPrefix(prefix))
        if mode == .minimal { #expect(!line(harness, 0).contains("Back") && !line(harness, 0).contains("Mailboxes")) }
    }

    @Test func labelsWrapToNumberOfLinesAndAlign() {
        let label = Label()
        label.text = "one two three four five six"
        #expect(label.lines(width: 10, height: 5) == ["one two t…"], "one line by default")
        label.numberOfLines = 2
        #expect(label.lines(width: 10, height: 5) == ["one two", "three fou…"])
        label.numberOfLines = 0
        #expect(label.lines(width: 10, height: 5) == ["one two", "three four", "five six"])
        #expect(label.lines(width: 10, height: 2) == ["one two", "three fou…"], "0 means as many as fit")
        label.text = nil
        #expect(label.lines(width: 10, height: 5).isEmpty)
        label.textAlignment = .natural
        #expect(label.alignment == .left)
        label.textAlignment = .center
        #expect(label.alignment == .center && label.textAlignment == .center)
    }

    @Test func centredAndRightAlignedLabelsOnScreen() {
        let root = ViewController()
        let container = View()
        let centred = Label("mid")
        centred.textAlignment = .center
        let right = Label("end")
        right.textAlignment = .right
        right.textColor = .systemRed
        centred.frame = Rect(x: 0, y: 0, width: 11, height: 1)
        right.frame = Rect(x: 0, y: 1, width: 11, height: 1)
        container.addSubview(centred)
        container.addSubview(right)
        root.view = container
        let harness = ScreenHarness(root: root, size: Size(width: 40, height: 10))
        #expect(harness.screen.hasPrefix("    mid\n        end\n"))
        #expect(harness.terminal.screen[8, 1].style.foreground == .red)
    }

    @Test func backgroundColorFillsTheViewAndClearDoesNot() {
        let root = ViewController()
        let container = View()
        let panel = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        panel.backgroundColor = .secondarySystemBackground
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(panel)
        root.view = container
        let harness = ScreenHarness(root: root, size: Size(width: 40, height: 10))
        #expect(harness.terminal.screen[3, 0].style.background == .palette(236))
        #expect(harness.terminal.screen[4, 0].style.background == .default)
        #expect(panel.frame.width == 4, "autoresizingMask is accepted and ignored")
        panel.backgroundColor = .clear
        #expect(panel.backgroundStyle == nil)
        harness.settle()
        #expect(harness.terminal.screen[3, 0].style.background == .default)
    }

    @Test func importingFolioKitBringsFoundation() {
        final class Delegate: NSObject, SplitViewControllerDelegate {}
        let delegate = Delegate()
        #expect(delegate.isEqual(delegate))
        #expect(IndexPath(row: 1, section: 0).row == 1)
    }
}
