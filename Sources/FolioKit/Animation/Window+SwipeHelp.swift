extension Window {
    /// The help line of the key that turns a key swipe back, when a swipe from the left edge can
    /// begin now and motion is on (without motion a swipe pops at once and has no way back).
    func swipeStepHelp() -> [HelpViewController.Row] {
        guard application?.animationsEnabled ?? false else { return [] }
        let canSwipe = activeRecognizers.contains { recognizer in
            recognizer.isEnabled && recognizer.accepts(.leftEdgeSwipe) && (recognizer.shouldBegin?(recognizer) ?? true)
        }
        let keys = gestureKeys.keys(for: .swipe(.left), in: keyBindings)
        guard canSwipe, !keys.isEmpty else { return [] }
        return [HelpViewController.Row(keys: keys, title: "During that swipe: turn it back; while dragged, a quarter back")]
    }
}
