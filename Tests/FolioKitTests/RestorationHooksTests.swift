import Testing
import FolioKit
import FolioTesting

/// The restoration hooks a FolioKit app overrides or calls: each one's effect, directly.
@MainActor
@Suite struct RestorationHooksTests {
    /// Records the restoration calls it gets, in order.
    final class Recorder: ViewController {
        var trace: [String] = []
        var makesChild = false
        override func decodeRestorableState(with coder: StateCoder) { trace.append("decode \(restorationIdentifier ?? "")") }
        override func applicationFinishedRestoringState() { trace.append("finished \(restorationIdentifier ?? "")") }
        override func viewController(withRestorationIdentifierPath path: [String], coder: StateCoder) -> ViewController? {
            guard makesChild, let name = path.last else { return nil }
            let child = Recorder()
            child.restorationIdentifier = name
            return child
        }
    }

    @Test func finishedRestoringComesAfterEveryControllerDecoded() {
        let parent = Recorder(), child = Recorder()
        parent.restorationIdentifier = "parent"
        child.restorationIdentifier = "child"
        parent.addChild(child)
        StateRestoration.decode(["parent": [:], "parent/child": [:]], into: parent)
        #expect(parent.trace == ["decode parent", "finished parent"])
        #expect(child.trace == ["decode child", "finished child"])
    }

    @Test func continueRestorationMakesTheLevelsThatCanBeMadeNow() {
        let root = Recorder()
        root.restorationIdentifier = "root"
        let nav = NavigationController(rootViewController: root)
        nav.restorationIdentifier = "Nav"
        StateRestoration.decode(["Nav": ["kit.stack.count": "2", "kit.stack.0": "root", "kit.stack.1": "docs"]], into: nav)
        #expect(nav.viewControllers.count == 1, "the root cannot make its child yet")
        root.makesChild = true
        nav.continueRestoration()
        #expect(nav.viewControllers.map(\.restorationIdentifier) == ["root", "docs"])
        nav.continueRestoration()
        #expect(nav.viewControllers.count == 2, "nothing more was saved")
    }

    @Test func restoreDisplayModeAndFocusApplyWhatWasSaved() {
        let split = SplitViewController()
        split.viewControllers = [ViewController(), ViewController()]
        let harness = ScreenHarness(root: split, size: Size(width: 120, height: 40))
        split.restoreDisplayMode(.primaryHidden)
        harness.settle()
        #expect(split.preferredDisplayMode == .primaryHidden)
        #expect(split.displayMode == .primaryHidden)
        split.restoreDisplayMode(.allVisible)
        split.restoreFocus(.secondary)
        harness.settle()
        #expect(split.focusedColumn == .secondary)
        split.restoreFocus(.primary)
        #expect(split.focusedColumn == .primary)
    }

    /// A list of names that arrive when asked.
    final class Names: ListViewDataSource, DataSourceModelAssociation {
        var names: [String] = []
        func numberOfRows(in listView: ListView) -> Int { names.count }
        func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(title: names[index]) }
        func modelIdentifierForElement(at index: Int, in listView: ListView) -> String? { names[index] }
        func indexForElement(withModelIdentifier identifier: String, in listView: ListView) -> Int? { names.firstIndex(of: identifier) }
    }

    @Test func restoreSelectionSelectsNowOrWhenTheRowArrives() {
        let names = Names()
        names.names = ["a", "b", "c"]
        let list = ListView()
        list.dataSource = names
        list.reloadData()
        list.restoreSelection(withModelIdentifier: "c")
        #expect(list.selectedRow == 2)
        list.restoreSelection(withModelIdentifier: "z")
        #expect(list.selectedRow == 2, "an identifier not there yet changes nothing")
        names.names = ["z", "a"]
        list.reloadData()
        #expect(list.selectedRow == 0, "it is selected when the row arrives")
    }
}
