extension Window {
    /// A new key table: every navigation controller gives its bar items the table's keys again
    /// before the next frame (help and key presses read the table as they run).
    func keyBindingsDidChange() {
        var pending: [ViewController] = rootViewController.map { [$0] } ?? []
        while let controller = pending.popLast() {
            (controller as? NavigationController)?.setNeedsBarsRefresh()
            pending += controller.children
            if let presented = controller.directlyPresented { pending.append(presented) }
        }
        setNeedsDisplay()
    }
}
