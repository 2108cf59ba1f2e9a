extension ViewController {
    /// Rebuilds now the bars of every navigation controller at or below this one (children and
    /// presented controllers) whose rebuild waits for the next layout pass.
    ///
    /// For readers of what the next frame redraws (the window's dirty region) between a change
    /// and that frame; frames themselves rebuild the bars in the layout pass.
    func refreshPendingBars() {
        (self as? NavigationController)?.refreshBarsIfNeeded()
        for child in children { child.refreshPendingBars() }
        directlyPresented?.refreshPendingBars()
    }
}
