import Testing
import FolioKit
import FolioTesting

/// Restoration of lists whose rows arrive after their state is decoded, through
/// `DataSourceModelAssociation`, and of navigation stacks whose levels are made from those rows.
@MainActor
@Suite struct AsyncRestorationTests {
    /// A level of a drill-down: its rows arrive when `deliver` is called, as from a background load.
    final class Level: ViewController, ListViewDataSource, DataSourceModelAssociation {
        let list = ListView()
        var names: [String] = []
        let tree: [String: [String]]
        

        init(_ name: String, children: [String: [String]]) {
            self.tree = children
                super.init()
            restorationIdentifier = name
            list.dataSource = self
        }

        override func loadView() { view = list }

        func deliver() {
            names = tree[restorationIdentifier ?? ""] ?? []
            list.reloadData()
        }

        var selectedName: String? { list.selectedRow.map { names[$0] } }

        func numberOfRows(in listView: ListView) -> Int { names.count }
        func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: names[index]) }
        func modelIdentifierForElement(at index: Int, in listView: ListView) -> String? { names[index] }
        func indexForElement(withModelIdentifier identifier: String, in listView: ListView) -> Int? { names.firstIndex(of: identifier) }

        override func encodeRestorableState(with coder: StateCoder) { list.encodeRestorableState(with: coder) }
        override func decodeRestorableState(with coder: StateCoder) { list.decodeRestorableState(with: coder) }

        override func viewController(withRestorationIdentifierPath path: [String], coder: StateCoder) -> ViewController? {
            guard let name = path.last, names.contains(name) else { return nil }
            return Level(name, children: tree)
        }
    }

    static let tree = ["root": ["b", "a", "docs"], "docs": ["x", "guide", "y"], "guide": ["one", "two"]]

    @Test func aListWhoseRowsArriveLaterGetsItsSelectionBack() {
        let saved = Level("docs", children: Self.tree)
        saved.deliver()
        saved.list.selectRow(1)
        let archive = StateRestoration.encode(saved)
        #expect(archive == ["docs": ["kit.list.selection": "guide"]])

        // The rows come back in another order: the identifier, not the index, is restored.
        let fresh = Level("docs", children: ["docs": ["guide", "x", "y", "z"]])
        #expect(StateRestoration.decode(archive, into: fresh) == 1)
        var trace = ["decoded: selected \(fresh.selectedName ?? "nothing"), waiting for \(fresh.list.restoredSelectionIdentifier ?? "-")"]
        fresh.deliver()
        trace.append("rows arrived: selected \(fresh.selectedName ?? "nothing"), waiting for \(fresh.list.restoredSelectionIdentifier ?? "-")")
        #expect(trace == [
            "decoded: selected nothing, waiting for guide",
            "rows arrived: selected guide, waiting for -",
        ])
    }

    @Test func aSelectionStillWaitingIsSavedAsRestored() {
        let waiting = Level("docs", children: Self.tree)
        waiting.decodeRestorableState(with: StateCoder(values: ["kit.list.selection": "guide"]))
        #expect(StateRestoration.encode(waiting) == ["docs": ["kit.list.selection": "guide"]])
        waiting.list.discardRestoredSelection()
        #expect(StateRestoration.encode(waiting) == ["docs": [:]])
    }

    @Test func aStackIsRemadeLevelByLevelAsEachLevelsRowsArrive() {
        let root = Level("root", children: Self.tree)
        let nav = NavigationController(rootViewController: root)
        nav.restorationIdentifier = "Nav"
        root.deliver()
        root.list.selectRow(2)
        let docs = Level("docs", children: Self.tree)
        nav.pushViewController(docs, animated: false)
        docs.deliver()
        docs.list.selectRow(1)
        let guide = Level("guide", children: Self.tree)
        nav.pushViewController(guide, animated: false)
        guide.deliver()
        guide.list.selectRow(1)
        let archive = StateRestoration.encode(nav)
        #expect(archive["Nav"] == ["kit.stack.count": "3", "kit.stack.0": "root", "kit.stack.1": "docs", "kit.stack.2": "guide"])

        let freshRoot = Level("root", children: Self.tree)
        let fresh = NavigationController(rootViewController: freshRoot)
        fresh.restorationIdentifier = "Nav"
        StateRestoration.decode(archive, into: fresh)
        let harness = ScreenHarness(root: fresh, size: Size(width: 40, height: 10))
        func step(_ event: String) -> String {
            let levels = fresh.viewControllers.compactMap { $0 as? Level }
            return event + ": " + levels.map { "\($0.restorationIdentifier ?? "?")[\($0.selectedName ?? "")]" }.joined(separator: " > ")
                + (fresh.isRestoringStack ? " …" : "")
        }
        var trace = [step("decoded")]
        freshRoot.deliver()
        trace.append(step("root rows"))
        (fresh.topViewController as? Level)?.deliver()
        trace.append(step("docs rows"))
        (fresh.topViewController as? Level)?.deliver()
        trace.append(step("guide rows"))
        harness.settle()
        #expect(trace == [
            "decoded: root[] …",
            "root rows: root[docs] > docs[] …",
            "docs rows: root[docs] > docs[guide] > guide[]",
            "guide rows: root[docs] > docs[guide] > guide[two]",
        ])
    }

    @Test func aLevelThatIsGoneStopsTheStackWhereItWas() {
        let nav = NavigationController(rootViewController: Level("root", children: Self.tree))
        nav.restorationIdentifier = "Nav"
        let archive: StateRestoration.Archive = [
            "Nav": ["kit.stack.count": "2", "kit.stack.0": "root", "kit.stack.1": "gone"],
            "Nav/root": ["kit.list.selection": "gone"],
        ]
        StateRestoration.decode(archive, into: nav)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 10))
        (nav.topViewController as? Level)?.deliver()
        #expect(nav.viewControllers.count == 1)
        #expect(nav.isRestoringStack, "still waiting: the app decides when its data is complete")
        #expect((nav.topViewController as? Level)?.list.restoredSelectionIdentifier == "gone")
        nav.discardPendingRestoration()
        #expect(!nav.isRestoringStack)
        harness.settle()
    }

    @Test func theUserMovingFirstCancelsTheRestoredStack() {
        let root = Level("root", children: Self.tree)
        let nav = NavigationController(rootViewController: root)
        nav.restorationIdentifier = "Nav"
        StateRestoration.decode(["Nav": ["kit.stack.count": "2", "kit.stack.0": "root", "kit.stack.1": "docs"]], into: nav)
        let harness = ScreenHarness(root: nav, size: Size(width: 40, height: 10))
        nav.pushViewController(Level("a", children: Self.tree), animated: false)
        root.deliver()
        #expect(nav.viewControllers.map(\.restorationIdentifier) == ["root", "a"])
        #expect(!nav.isRestoringStack)
        harness.settle()
    }

    @Test func aSplitSavesTheDisplayModeTheUserChoseAndTheFocus() {
        func makeSplit() -> (SplitViewController, ScreenHarness) {
            let split = SplitViewController()
            split.restorationIdentifier = "Split"
            split.viewControllers = [NavigationController(rootViewController: ViewController()),
                                     NavigationController(rootViewController: ViewController())]
            return (split, ScreenHarness(root: split, size: Size(width: 120, height: 30)))
        }
        let (split, _) = makeSplit()
        #expect(StateRestoration.encode(split)["Split"] == [:], "the automatic mode and the primary focus are not saved")
        split.focus(.secondary)
        split.performDisplayModeAction()
        #expect(split.displayMode == .primaryHidden)
        let archive = StateRestoration.encode(split)
        #expect(archive["Split"] == ["kit.split.displayMode": "primaryHidden", "kit.split.focus": "secondary"])

        let fresh = SplitViewController()
        fresh.restorationIdentifier = "Split"
        fresh.viewControllers = [NavigationController(rootViewController: ViewController()),
                                 NavigationController(rootViewController: ViewController())]
        StateRestoration.decode(archive, into: fresh)
        let harness = ScreenHarness(root: fresh, size: Size(width: 120, height: 30))
        harness.settle()
        #expect(fresh.displayMode == .primaryHidden)
        #expect(fresh.focusedColumn == .secondary)
    }
}
