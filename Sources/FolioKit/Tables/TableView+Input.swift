extension TableView {
    /// The keys that move the cursor and select.
    var tableKeyCommands: [KeyCommand] {
        let page = max(1, visibleHeight / max(1, rowHeight) - 1)
        let half = max(1, visibleHeight / max(1, rowHeight) / 2)
        let current = cursorFlat ?? 0
        return [
            KeyCommand(named: .down, keys: [.down, .character("j")], title: "Next row") { [weak self] in self?.moveCursor(to: current + 1, forward: true) },
            KeyCommand(named: .up, keys: [.up, .character("k")], title: "Previous row") { [weak self] in self?.moveCursor(to: current - 1, forward: false) },
            KeyCommand(named: .pageDown, keys: [.pageDown, .ctrl("f")], title: "Page down") { [weak self] in self?.moveCursor(to: current + page, forward: true) },
            KeyCommand(named: .pageUp, keys: [.pageUp, .ctrl("b")], title: "Page up") { [weak self] in self?.moveCursor(to: current - page, forward: false) },
            KeyCommand(named: .halfPageDown, keys: [.ctrl("d")], title: "Half page down") { [weak self] in self?.moveCursor(to: current + half, forward: true) },
            KeyCommand(named: .halfPageUp, keys: [.ctrl("u")], title: "Half page up") { [weak self] in self?.moveCursor(to: current - half, forward: false) },
            KeyCommand(named: .top, keys: [.character("g"), .home], title: "First row") { [weak self] in self?.moveCursor(to: 0, forward: true) },
            KeyCommand(named: .bottom, keys: [.character("G"), .end], title: "Last row") { [weak self] in
                guard let self else { return }
                self.moveCursor(to: self.model.count - 1, forward: false)
            },
            KeyCommand(named: .open, keys: [.enter, .character("l"), .right], title: "Open", isEnabled: allowsSelection && cursorFlat != nil) { [weak self] in
                guard let self, let cursor = self.cursorFlat else { return }
                self.selectByUser(flat: cursor)
            },
        ]
    }

    /// A click moves the cursor to a row, a click on the cursor row selects it (a tap); the
    /// wheel moves the cursor by three rows.
    func handleTableMouse(_ event: MouseEvent, at point: Point) -> Bool {
        let current = cursorFlat ?? 0
        switch event.kind {
        case .wheelUp: moveCursor(to: current - 3, forward: false)
        case .wheelDown: moveCursor(to: current + 3, forward: true)
        case .click:
            guard let flat = flat(atY: point.y), model.indexPath(forFlat: flat) != nil else { return true }
            if flat == cursorFlat { selectByUser(flat: flat) } else { moveCursor(to: flat, forward: true) }
        case .press, .drag, .release: return false
        }
        return true
    }

    /// The flat row drawn at view row `y`, if any.
    func flat(atY y: Int) -> Int? {
        var top = adjustedContentInset.top
        for flat in visibleFlatRange(from: topFlat) {
            let h = height(ofFlat: flat)
            if y >= top && y < top + h { return flat }
            top += h
        }
        return nil
    }
}
