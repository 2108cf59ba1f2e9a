import FolioKit
@testable import FolioBrowser

/// Builds a fresh browser and brings it to a snapshot's state through the controllers' public
/// API: the same lists pushed, the same rows selected and scrolled, the same detail shown, the
/// same display mode and focus; no keys, no resizes.
@MainActor
enum FreshBrowser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func make(_ snapshot: BrowserSnapshot) throws -> BrowserRun {
        guard case .list(let rootPath, let selected, let top)? = snapshot.primary.first else {
            throw Failure(description: "the list column does not start with a list")
        }
        let run = BrowserRun(path: rootPath, size: snapshot.size)
        guard let nav = run.primaryNavigation, let root = nav.viewControllers.first as? ItemListViewController else {
            throw Failure(description: "the fresh browser has no list")
        }
        try scroll(root, selected: selected, top: top, in: run)
        for entry in snapshot.primary.dropFirst() {
            switch entry {
            case .list(let path, let selected, let top):
                guard let item = run.item(at: path) else { throw Failure(description: "no item at \(path)") }
                let list = ItemListViewController(item: item, context: run.context)
                nav.pushViewController(list, animated: false)
                try settle(run)
                try scroll(list, selected: selected, top: top, in: run)
            case .detail, .other:
                // Collapsed, a detail shown goes onto the list's stack.
                run.split.showDetailViewController(try controller(for: entry, in: run), sender: nil)
                try settle(run)
            }
        }
        try settle(run)
        let shown = BrowserSnapshot(of: run.split, size: snapshot.size).secondary.map(withoutScroll)
        if !snapshot.isCollapsed, shown != snapshot.secondary.map(withoutScroll) {
            let stack = try snapshot.secondary.map { try controller(for: $0, in: run) }
            if stack.count == 1, let only = stack.first {
                run.split.showDetailViewController(only, sender: nil)
            } else if let detailNav = run.split.viewControllers.last as? NavigationController, detailNav !== nav {
                detailNav.setViewControllers(stack, animated: false)
            }
            try settle(run)
        }
        if !snapshot.isCollapsed {
            // The display-mode button's action, as a user or an app would press it.
            for _ in 0..<3 where run.split.displayMode != snapshot.displayMode { run.split.performDisplayModeAction() }
            if run.split.displayMode != snapshot.displayMode { run.split.preferredDisplayMode = snapshot.displayMode }
            run.split.focus(snapshot.focusedColumn)
            try settle(run)
        }
        // The detail scrolls last: how far it can scroll depends on its final size.
        let details = run.controllers.compactMap { $0 as? ItemDetailViewController }
        let lines = (snapshot.primary + snapshot.secondary).compactMap { entry -> Int?? in
            if case .detail(_, let line) = entry { return line }
            return nil
        }
        for (detail, line) in zip(details, lines) {
            if let line, detail.textView.topLine != line { detail.textView.scroll(to: line) }
        }
        try settle(run)
        let reached = BrowserSnapshot(of: run.split, size: snapshot.size)
        guard reached == snapshot else {
            throw Failure(description: "the fresh browser reached\n\(reached)\ninstead of\n\(snapshot)")
        }
        return run
    }

    private static func settle(_ run: BrowserRun) throws {
        guard run.waitUntilSettled() else { throw Failure(description: "the fresh browser did not settle before the deadline") }
    }

    private static func withoutScroll(_ entry: BrowserSnapshot.Entry) -> BrowserSnapshot.Entry {
        if case .detail(let path, _) = entry { return .detail(path: path, topLine: nil) }
        return entry
    }

    /// A new controller for a detail-column entry.
    private static func controller(for entry: BrowserSnapshot.Entry, in run: BrowserRun) throws -> ViewController {
        switch entry {
        case .detail(let path, _):
            guard let item = run.item(at: path) else { throw Failure(description: "no item at \(path)") }
            return ItemDetailViewController(item: item, context: run.context)
        case .other(_, let title):
            let empty = ViewController()
            empty.title = title
            return empty
        case .list(let path, _, _):
            throw Failure(description: "a list (\(path)) in the detail column")
        }
    }

    /// Selects `selected` with `top` as the first row on screen, by selecting rows as a user
    /// would: the row at the new top (scrolling up) or at the new bottom (scrolling down) first.
    private static func scroll(_ list: ItemListViewController, selected: Int?, top: Int?, in run: BrowserRun) throws {
        let listView = list.listView
        guard let selected else { return }
        if let top, listView.topRow > top {
            listView.selectRow(top)
        } else if let top, listView.topRow < top {
            listView.selectRow(top + max(1, listView.visibleRowCount) - 1)
        }
        listView.selectRow(selected)
        try settle(run)
    }
}
